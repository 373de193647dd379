import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { headersFile, securityHeaders, type CspOptions } from './src/app/security/content-security-policy';
import { sandboxPlugin } from './src/sandbox/vite-plugin';
import { versionFilePlugin } from './src/app/version/version-plugin';
import { prerenderPlugin } from './src/app/prerender/vite-plugin';
import { PRERENDERED_ROUTES } from './src/app/prerender/prerender-attributes';
import { firstScreenChunk } from './src/app/prerender/first-screen-chunk';
import packageJson from './package.json' with { type: 'json' };

const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);

/** Ships the production header set next to the build, for real hosting. */
function headersFilePlugin(csp: CspOptions): Plugin {
  return {
    name: 'security-headers-file',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(csp) });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // Extra API and vendor origins for real hosting; the sandbox is same-origin ('self').
  const csp: CspOptions = {
    apiOrigins: list(env.PORTAL_API_ORIGINS),
    frameOrigins: ["'self'", ...list(env.PORTAL_FRAME_ORIGINS)],
  };
  return {
    plugins: [react(), sandboxPlugin(), headersFilePlugin(csp), versionFilePlugin(packageJson.version, env.PORTAL_VERSION_UPDATE), prerenderPlugin(PRERENDERED_ROUTES)],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: securityHeaders(csp) },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstScreenChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url))) }] } } },
    },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/unit/**/*.test.ts'],
      environment: 'node',
      restoreMocks: true,
    },
  };
});
