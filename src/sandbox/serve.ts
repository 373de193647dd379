import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './server/sandbox-app.ts';
import { createVendorApp } from './vendor/vendor-app.ts';
import { SandboxWorld } from './world/world.ts';

export interface RunningSandbox {
  readonly origin: string;
  /** The simulated vendor pages the sandbox's addresses point at (another origin). */
  readonly vendorOrigin: string;
  readonly world: SandboxWorld;
  close(): Promise<void>;
}

export interface RunningServer {
  readonly origin: string;
  close(): Promise<void>;
}

/** Starts a Hono app on 127.0.0.1 (tests only ever talk to loopback); port 0 picks a free one. */
export function listenOnLoopback(fetch: (request: Request) => Response | Promise<Response>, port = 0): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    // overrideGlobalObjects: false: Hono's node server would otherwise put its lighter Request and
    // Response in the host's globals (Vitest's workers share them between files: a Response that
    // takes any status made an upload test pass or fail by the order files ran in).
    const server: ServerType = serve({ fetch, port, hostname: '127.0.0.1', overrideGlobalObjects: false }, (info: AddressInfo) => {
      resolve({
        origin: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive sockets of finished requests would hold the close up.
            (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}

/**
 * Starts the simulated vendor pages on their own origin. `embedders` are the origins allowed to
 * frame them and receive their messages (the portal's); `world` is the back office's, where the
 * vendor records what the customer decided on its pages (a bank link's approval).
 */
export function startVendorSandbox(options: { embedders: readonly string[]; port?: number; world?: SandboxWorld }): Promise<RunningServer> {
  return listenOnLoopback(createVendorApp({ embedders: options.embedders, world: options.world }).fetch, options.port);
}

/** Starts the sandbox back office and its vendor pages, each on a free port of 127.0.0.1. */
export async function startSandbox(world = new SandboxWorld()): Promise<RunningSandbox> {
  const vendor = await startVendorSandbox({ embedders: [], world });
  const backOffice = await listenOnLoopback(createSandboxApp(world, { vendorOrigin: vendor.origin }).fetch);
  return {
    origin: backOffice.origin,
    vendorOrigin: vendor.origin,
    world,
    close: async () => {
      await Promise.all([backOffice.close(), vendor.close()]);
    },
  };
}
