/**
 * Where the portal's vendor pages live. Real hosting names them (`VITE_VENDOR_ORIGINS`, a comma
 * list); the sandbox serves its simulated vendor pages on the portal's own host at the next port
 * (5174 beside `npm start` on 5173, 4174 beside `npm run preview` on 4173, and beside the browser
 * tests' preview on a free port). Read by the portal at start, by vite.config.ts for the CSP and
 * by the sandbox's Vite plugin, so all three agree.
 */

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** The sandbox vendor origin beside a portal origin: same scheme and host, next port. */
export function sandboxVendorOrigin(portalOrigin: string): string {
  const url = new URL(portalOrigin);
  const port = url.port ? Number(url.port) : (DEFAULT_PORTS[url.protocol] ?? 80);
  url.port = String(port + 1);
  return url.origin;
}

/** The configured vendor origins (comma list), or the sandbox's beside the portal. */
export function vendorOrigins(configured: string | undefined, portalOrigin: string): string[] {
  const list = (configured ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  return list.length > 0 ? list.map((origin) => new URL(origin).origin) : [sandboxVendorOrigin(portalOrigin)];
}
