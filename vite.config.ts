import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { HASHED_ASSETS_CACHE_CONTROL, HASHED_ASSETS_PATH, headersFile, securityHeaders, type CspOptions } from './src/app/security/content-security-policy.ts';
import { sandboxPlugin } from './src/sandbox/vite-plugin.ts';
import { vendorOrigins } from './src/shared/vendor/vendor-origins.ts';
import { freshchatSources, readFreshchatSettings, readSentrySettings, sentrySources } from './src/shell/shell-settings.ts';
import { captchaSources } from './src/shared/vendor/captcha-sources.ts';
import { checkoutSources } from './src/shared/vendor/checkout-sources.ts';
import { vantivSources } from './src/shared/vendor/vantiv-sources.ts';
import { readCaptchaSettings } from './src/session/captcha-vendor-settings.ts';
import { readCheckoutSettings } from './src/paying/card-settings.ts';
import { readVantivSettings } from './src/paying/vantiv-settings.ts';
import { versionFilePlugin } from './src/app/version/version-plugin.ts';
import { buildTargetPlugin, builtAdapterMode, builtSettings, HOSTING_MODE } from './src/app/build-target/build-target-plugin.ts';
import { CSP_REPORTS_PATH } from './src/sandbox/server/sandbox-app.ts';
import { prerenderPlugin } from './src/app/prerender/vite-plugin.ts';
import { PRERENDERED_ROUTES } from './src/app/prerender/prerender-attributes.ts';
import { firstScreenChunk } from './src/app/prerender/first-screen-chunk.ts';
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

/** Every Vitest file; the ones that mock modules are named *.modules.test.* (see test.projects). */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'tests/unit/**/*.test.ts'];
const MODULE_TESTS = '**/*.modules.test.{ts,tsx}';

/**
 * The modules of the signed-in-kernel chunk: what every page but the first screen loads (zod, the
 * kernel's money and payment methods, the API client and openapi-fetch, the session's HTTP adapters,
 * the per-container helper, the load task). Not what /sign-in imports: a module of this group is
 * fetched with the whole chunk (use-error-text stays out, and load-failed, which brings it).
 */
const SIGNED_IN_KERNEL =
  /[\\/]node_modules[\\/](zod|openapi-fetch)[\\/]|[\\/]src[\\/](shared[\\/](kernel[\\/](money|currencies|money-text|payment-method)|di[\\/]per-container|validation[\\/]zod|http[\\/](api-client|envelope|main-api-client)|ui[\\/]load-task)|session[\\/]adapters[\\/](http-session-adapters|http-auth-gateway|http-country-detector|http-session-mappers))\.tsx?$/;

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // Extra API origins for real hosting (the sandbox API is same-origin, 'self'); the vendor origins
  // are VITE_VENDOR_ORIGINS, or the sandbox's vendor pages beside the portal on its port + 1.
  // Violation reports go to PORTAL_CSP_REPORT_URL for real hosting (https, with HSTS), else to the
  // sandbox's collector on the portal's own origin.
  const hosting = mode === HOSTING_MODE;
  // Each vendor script's sources come from the settings the page is built with (the sandbox builds:
  // the imitations on the vendor origin), so the CSP allows exactly those: the bot check's from
  // VITE_CAPTCHA_SCRIPT_URL, resolved against the first vendor origin as the portal does; Checkout.com
  // Frames' from VITE_CHECKOUT_SCRIPT_URL, alike; Worldpay eProtect's from VITE_VANTIV_SCRIPT_URL, alike; the chat
  // widget's from VITE_FRESHCHAT_*; Sentry's ingestion (connect-src) from VITE_SENTRY_DSN (the sandbox
  // builds: the imitation on the vendor origin, covered by it already).
  const page = builtSettings(mode, env);
  const cspFor = (portalPort: number): CspOptions => {
    const portal = `http://127.0.0.1:${portalPort}`;
    const vendors = vendorOrigins(env.VITE_VENDOR_ORIGINS, portal);
    return {
      apiOrigins: list(env.PORTAL_API_ORIGINS),
      vendorOrigins: vendors,
      vendorScripts: [
        captchaSources(readCaptchaSettings(page, vendors[0])?.scriptUrl),
        checkoutSources(readCheckoutSettings(page, vendors[0])?.scriptUrl),
        vantivSources(readVantivSettings(page, vendors[0])?.scriptUrl),
        freshchatSources(readFreshchatSettings(page, vendors, portal)),
        sentrySources(readSentrySettings(page, vendors)),
      ],
      reportUri: hosting ? env.PORTAL_CSP_REPORT_URL : CSP_REPORTS_PATH,
      https: hosting,
    };
  };
  const csp = cspFor(4173);
  /** The preview's headers follow the port it is given (`vite preview --port`), and so its vendor origin. */
  const previewHeaders: Plugin = {
    name: 'preview-security-headers',
    config: (config) => ({ preview: { headers: securityHeaders(cspFor(config.preview?.port ?? 4173)) } }),
    // The hashed files are cached as real hosting caches them (the _headers file): the preview's
    // file server would answer "no-cache" and have every reload ask for them again.
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith(HASHED_ASSETS_PATH)) {
          const setHeader = response.setHeader.bind(response);
          response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'cache-control' ? HASHED_ASSETS_CACHE_CONTROL : value);
        }
        next();
      });
    },
  };
  const sandbox = sandboxPlugin({
    vendorOrigins: (port) => cspFor(port).vendorOrigins,
    securityHeaders: (port) => securityHeaders(cspFor(port)),
  });
  return {
    // Sentry's build flags (docs: "Tree Shaking"): no debug logging, and no inline copy of the replay's
    // compression worker (a blob: worker the CSP would have to allow): src/shell/adapters/sentry-replay.ts
    // gives the replay the worker as a file of the portal's own.
    define: { __SENTRY_DEBUG__: 'false', __SENTRY_EXCLUDE_REPLAY_WORKER__: 'true' },
    plugins: [react(), buildTargetPlugin(mode, env), sandbox, previewHeaders, headersFilePlugin(csp), versionFilePlugin(packageJson.version, env.PORTAL_VERSION_UPDATE), prerenderPlugin(PRERENDERED_ROUTES, { earlyData: builtAdapterMode(env) === 'http' })],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // The page runs inversify on a 60-line stand-in for reflect-metadata/lite (no decorators:
        // see src/shared/di/reflect-metadata-lite.ts); Vitest keeps the real package.
        ...(process.env.VITEST ? [] : [{ find: /^reflect-metadata\/lite$/, replacement: fileURLToPath(new URL('./src/shared/di/reflect-metadata-lite.ts', import.meta.url)) }]),
      ],
    },
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: { polyfill: false },
      // The first screen is one chunk on purpose (about 520 KB minified, 159 KB gzip); its budget is
      // gzip bytes, checked by `npm run bench`, so Vite's 500 KB minified warning says nothing here.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Seven characters of hash, not eight: a file's name is in every import of it and in the first
          // screen's preload lists (154 names, 2.3 KB of its gzip, hashes compressing least). 42 bits
          // still tell one build's file from another's; Rolldown asks for 7 at least, for this many chunks.
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
          codeSplitting: {
            groups: [
              { debugName: 'first-screen', name: firstScreenChunk(fileURLToPath(new URL('./src/main.tsx', import.meta.url))) },
              // What every signed-in page reads its answers with (zod, the kernel's money), kept off the
              // first screen: one chunk rather than the bundler's seven small ones, each a request and
              // a gzip stream of its own.
              { name: 'signed-in-kernel', test: SIGNED_IN_KERNEL },
            ],
          },
        },
      },
    },
    test: {
      environment: 'node',
      restoreMocks: true,
      // Vitest takes one worker fewer than the cores: on the 2-core machine that is one, and the
      // suite ran on one core (228 s). Both cores, in threads.
      maxWorkers: 2,
      pool: 'threads',
      projects: [
        {
          extends: true,
          // Most files share the modules a thread imported before them (no isolation): 167 s -> 89 s
          // here. A test leaves no state behind it; every file passes in any order
          // (--sequence.shuffle.files).
          test: { name: 'unit', include: UNIT_TESTS, exclude: [MODULE_TESTS], isolate: false },
        },
        {
          extends: true,
          // Tests of which modules a loader brings (vi.mock records each import) need the modules
          // fresh: each such file, named *.modules.test.*, in its own module graph
          // (tests/unit/module-tests.test.ts keeps every vi.mock in one).
          test: { name: 'modules', include: [MODULE_TESTS], isolate: true },
        },
      ],
    },
  };
});
