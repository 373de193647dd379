import type { Plugin } from 'vite';
import type { Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createSandboxApp } from './server/sandbox-app.ts';
import { SandboxWorld } from './world/world.ts';
import { startVendorSandbox } from './serve.ts';
import { sandboxVendorOrigin } from '../shared/vendor/vendor-origins.ts';
import { buildHarnessScript, HARNESS_PAGE, HARNESS_SCRIPT, harnessHtml } from './harness/harness.ts';

export interface SandboxPluginOptions {
  /** The vendor origins the portal is configured with when it is served on this port (vite.config.ts). */
  readonly vendorOrigins: (portalPort: number) => readonly string[];
  /** The portal's production security headers on this port: the harness page is served with them. */
  readonly securityHeaders: (portalPort: number) => Record<string, string>;
}

type Middlewares = { use: (fn: (req: never, res: never, next: () => void) => void) => void };
interface Response {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

/**
 * Mounts the sandbox back office into the Vite dev server and the preview server, so
 * `npm start` is one process: the portal and the back office it talks to. Beside it, on its own
 * origin (the portal's port + 1, or the 127.0.0.1 origin given in VITE_VENDOR_ORIGINS), the
 * simulated vendor pages, closed with the server.
 */
export function sandboxPlugin(options: SandboxPluginOptions): Plugin {
  const setUp = (
    server: { middlewares: unknown; httpServer: unknown; config: { root: string; mode: string; logger: { info(m: string): void; error(m: string): void } } },
    portalPort: number,
  ) => {
    const portalOrigin = `http://127.0.0.1:${portalPort}`;
    const vendorOrigin =
      options.vendorOrigins(portalPort).find((origin) => new URL(origin).hostname === '127.0.0.1') ?? sandboxVendorOrigin(portalOrigin);
    const headers = options.securityHeaders(portalPort);
    const world = new SandboxWorld();
    // The host's own Request and Response stay (see serve.ts: no override of the globals).
    const listener = getRequestListener(createSandboxApp(world, { vendorOrigin }).fetch, { overrideGlobalObjects: false });
    let harnessScript: Promise<string> | undefined;

    // The vendor pages live as long as the server's HTTP listener; a server without one (Vitest's,
    // middleware mode) serves no pages, so it starts none.
    const httpServer = server.httpServer as Server | null;
    if (httpServer) {
      const vendor = startVendorSandbox({ embedders: [portalOrigin], port: Number(new URL(vendorOrigin).port), world });
      vendor.then(
        (running) => server.config.logger.info(`  sandbox vendor pages: ${running.origin}`),
        (error: Error) => server.config.logger.error(`Sandbox vendor pages could not start on ${vendorOrigin}: ${error.message}`),
      );
      httpServer.once('close', () => {
        void vendor.then((running) => running.close(), () => undefined);
      });
    }

    (server.middlewares as Middlewares).use((req: { url?: string }, res: Response, next: () => void) => {
      const path = req.url?.split('?')[0];
      if (path === HARNESS_PAGE || path === HARNESS_SCRIPT) {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('Cache-Control', 'no-store');
        if (path === HARNESS_PAGE) {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(harnessHtml);
          return;
        }
        harnessScript ??= buildHarnessScript(server.config.root, server.config.mode);
        harnessScript.then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            res.end(code);
          },
          (error: Error) => {
            harnessScript = undefined;
            res.statusCode = 500;
            res.end(`The harness did not build: ${error.message}`);
          },
        );
        return;
      }
      if (!req.url?.startsWith('/sandbox/')) return next();
      void listener(req as never, res as never);
    });
  };
  return {
    name: 'sandbox-back-office',
    configureServer(server) {
      setUp(server, server.config.server.port);
    },
    configurePreviewServer(server) {
      setUp(server, server.config.preview.port);
    },
  };
}
