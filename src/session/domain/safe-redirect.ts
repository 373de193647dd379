export const HOME_PATH = '/wallet';

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/**
 * The sign-in redirect query may only ever lead to a path of this app. Anything else
 * (//evil.example, /\evil.example, javascript:, absolute or encoded variants, dot segments that
 * resolve to a second leading slash such as /wallet/..//evil.example) gives the home path.
 *
 * The value is resolved the way the browser will resolve it, against the portal's origin, and is
 * accepted only when it stays on that origin and the path it resolves to resolves to itself again
 * (a path of "//evil.example" would leave the origin when the router follows it).
 */
export function safeRedirectPath(
  raw: string | null | undefined,
  fallback: string = HOME_PATH,
  origin: string = PLACEHOLDER_ORIGIN,
): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  // Look at the value and at every decoding of it, so %2F%2Fevil.example is caught too.
  let candidate = raw;
  for (let round = 0; round < 3; round += 1) {
    if (!looksLikeLocalPath(candidate) || resolveLocal(candidate, origin) === undefined) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback;
    }
    if (decoded === candidate) break;
    candidate = decoded;
  }
  const resolved = resolveLocal(raw, origin);
  if (resolved === undefined) return fallback;
  // Never bounce back to sign-in itself, however the address spells it.
  if (routePath(resolved.pathname) === '/sign-in') return fallback;
  return resolved.path;
}

/**
 * A pathname as the router matches it against the route table: case-insensitive, percent-escapes
 * decoded, without trailing slashes (`/SIGN-IN`, `/sign-in/` and `/sign%2Din` are all /sign-in).
 */
export function routePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // as it is
  }
  return decoded.toLowerCase().replace(/\/+$/, '') || '/';
}

/** The path the browser reaches from `value` on `origin`, when that is a stable path of the origin. */
function resolveLocal(value: string, origin: string): { pathname: string; path: string } | undefined {
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base.origin) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!looksLikeLocalPath(path)) return undefined;
  // Following the resolved path must land on the same place (no second leading slash after dot segments).
  const again = new URL(path, base);
  if (again.origin !== base.origin || `${again.pathname}${again.search}${again.hash}` !== path) return undefined;
  return { pathname: url.pathname, path };
}

function looksLikeLocalPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.startsWith('//')) return false;
  if (value.includes('\\')) return false;
  // Control characters and whitespace can make browsers read a scheme or host.
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return false;
  }
  return !/^\/[a-z][a-z0-9+.-]*:/i.test(value.replace(/^\/+/, '/'));
}
