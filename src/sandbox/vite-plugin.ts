import type { Plugin } from 'vite';
import { getRequestListener } from '@hono/node-server';
import { createSandboxApp } from './server/sandbox-app.ts';
import { SandboxWorld } from './world/world.ts';

/**
 * Mounts the sandbox back office into the Vite dev server and the preview server, so
 * `npm start` is one process: the portal and the back office it talks to.
 */
export function sandboxPlugin(): Plugin {
  const mount = (middlewares: { use: (fn: (req: never, res: never, next: () => void) => void) => void }) => {
    const listener = getRequestListener(createSandboxApp(new SandboxWorld()).fetch);
    middlewares.use((req: { url?: string }, res: unknown, next: () => void) => {
      if (!req.url?.startsWith('/sandbox/')) return next();
      void listener(req as never, res as never);
    });
  };
  return {
    name: 'sandbox-back-office',
    configureServer(server) {
      mount(server.middlewares as never);
    },
    configurePreviewServer(server) {
      mount(server.middlewares as never);
    },
  };
}
