/**
 * What one vendor's browser script needs from the portal's CSP (src/app/security/content-security-policy.ts):
 * where its script is loaded from (script-src), what it frames (frame-src), where its stylesheets
 * come from (style-src), what it calls (connect-src), and the Trusted Types policy the portal adds
 * its script through (the only policies the page may create). Each vendor's module derives its own
 * from its settings (captchaSources, freshchatSources, ...), and vite.config.ts lists them.
 * Read by vite.config.ts (relative imports, with extensions) and by the tests.
 */
export interface VendorSources {
  readonly scripts: readonly string[];
  readonly frames: readonly string[];
  readonly styles: readonly string[];
  readonly connections: readonly string[];
  readonly trustedTypesPolicies: readonly string[];
}

export const NO_VENDOR_SOURCES: VendorSources = { scripts: [], frames: [], styles: [], connections: [], trustedTypesPolicies: [] };
