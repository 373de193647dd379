import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandboxApp } from './server/sandbox-app';
import { SandboxWorld } from './world/world';

export interface RunningSandbox {
  readonly origin: string;
  readonly world: SandboxWorld;
  close(): Promise<void>;
}

/** Starts the sandbox on 127.0.0.1 on a free port (tests only ever talk to loopback). */
export function startSandbox(world = new SandboxWorld()): Promise<RunningSandbox> {
  return new Promise((resolve) => {
    const server: ServerType = serve(
      { fetch: createSandboxApp(world).fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          origin: `http://127.0.0.1:${info.port}`,
          world,
          close: () => new Promise<void>((done) => server.close(() => done())),
        });
      },
    );
  });
}
