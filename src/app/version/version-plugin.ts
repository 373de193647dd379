import type { Plugin } from 'vite';
import { versionFile } from './version-file.ts';

/**
 * Writes /version.json into the build and serves it in development, from package.json's version
 * and PORTAL_VERSION_UPDATE (major | minor). The portal polls it (openapi/main-api.yaml getVersionFile).
 */
export function versionFilePlugin(version: string, update: string | undefined): Plugin {
  const body = `${JSON.stringify(versionFile(version, update))}\n`;
  return {
    name: 'version-file',
    // The build's own version, compared with the deployed file by the version check.
    config: () => ({ define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/version.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
  };
}
