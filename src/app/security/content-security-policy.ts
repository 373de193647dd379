import type { VendorSources } from '../../shared/vendor/vendor-sources.ts';

/**
 * The portal's Content-Security-Policy, one source for the preview server, the header file
 * shipped with the build (dist/_headers) and the browser tests.
 * Scripts and styles only from the portal's own origin: no inline code, no eval; Trusted Types
 * make any string-to-DOM sink throw, so server HTML can never become markup.
 */
export interface CspOptions {
  /** Origins of the APIs the portal calls (main API per country, locator, OAuth, KYC). */
  readonly apiOrigins: readonly string[];
  /**
   * Origins of the vendor pages (identity verification, BankID, hosted card form, 3-D Secure,
   * bank link): the only origins the portal frames, posts forms to (3-D Secure) or hears from.
   */
  readonly vendorOrigins: readonly string[];
  /**
   * The vendors whose script runs in the portal's page (the bot check, the live chat's widget, ...),
   * each with the sources its own settings give (src/shared/vendor/vendor-sources.ts). A source on
   * a vendor origin (the sandbox's imitations) is covered by that origin already and not listed twice.
   */
  readonly vendorScripts?: readonly VendorSources[];
  /**
   * Where browsers report CSP and Trusted Types violations (`report-uri`, and `report-to` where the
   * hosting names a Reporting-Endpoints group): real hosting's monitoring, the sandbox's collector
   * in development and the browser tests.
   */
  readonly reportUri?: string;
  /** Real hosting, always on https: Strict-Transport-Security. */
  readonly https?: boolean;
}

/** The Reporting API group the CSP names (report-to); its address is the Reporting-Endpoints header's. */
const REPORT_GROUP = 'csp';

const unique = (values: readonly string[]) => [...new Set(values)];

export function contentSecurityPolicy({ apiOrigins, vendorOrigins, vendorScripts = [], reportUri, https }: CspOptions): string {
  const notVendors = (sources: readonly string[]) => sources.filter((source) => !vendorOrigins.includes(new URL(source).origin));
  const all = (pick: (sources: VendorSources) => readonly string[]) => vendorScripts.flatMap(pick);
  const frames = unique([...vendorOrigins, ...notVendors(all((v) => v.frames))]);
  const policies = unique(all((v) => v.trustedTypesPolicies));
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...all((v) => v.scripts)]),
    'style-src': unique(["'self'", ...all((v) => v.styles)]),
    // blob: for the preview of an image the customer chose for a document upload (object URL, revoked after).
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", ...apiOrigins, ...vendorOrigins, ...notVendors(all((v) => v.connections))]),
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': unique(["'self'", ...vendorOrigins]),
    'frame-ancestors': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': policies.length > 0 ? policies : ["'none'"],
    // report-uri reaches every browser at once; report-to (the Reporting API, batched) only where
    // the hosting sends Reporting-Endpoints too, and a browser that knows it then uses it alone.
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
    ...(reportUri && https ? { 'report-to': [REPORT_GROUP] } : {}),
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The full set of security headers for the production build. */
export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The identity vendor's frame asks for the camera (allow="camera"): only the vendor origins may.
    'Permissions-Policy': `camera=(${['self', ...unique(options.vendorOrigins).map((origin) => `"${origin}"`)].join(' ')}), geolocation=(), microphone=(), payment=(self)`,
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(options.reportUri && options.https ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${options.reportUri}"` } : {}),
    // Two years, every subdomain: after one visit a browser never asks for the portal over http.
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * Where the build puts its code, styles and catalogues: every file there has its content's hash in
 * its name (Vite's assets directory), so a browser may keep it for a year without asking again; a
 * new release links new names. The pages, version.json and the vendor pages are asked for every time.
 */
export const HASHED_ASSETS_PATH = '/assets/';
export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Netlify/Cloudflare-style `_headers` file text for real hosting. */
export function headersFile(options: CspOptions): string {
  const lines = Object.entries(securityHeaders(options)).map(([k, v]) => `  ${k}: ${v}`);
  return ['/*', ...lines, `${HASHED_ASSETS_PATH}*`, `  Cache-Control: ${HASHED_ASSETS_CACHE_CONTROL}`, ''].join('\n');
}
