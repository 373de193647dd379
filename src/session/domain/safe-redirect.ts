export const HOME_PATH = '/wallet';

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';

/**
 * The sign-in redirect query may only ever lead to a path of this app. Anything else
 * (//evil.example, /\evil.example, javascript:, absolute or encoded variants) gives the home path.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string = HOME_PATH): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  // Look at the value and at every decoding of it, so %2F%2Fevil.example is caught too.
  let candidate = raw;
  for (let round = 0; round < 3; round += 1) {
    if (!looksLikeLocalPath(candidate)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback;
    }
    if (decoded === candidate) break;
    candidate = decoded;
  }
  const url = new URL(raw, PLACEHOLDER_ORIGIN);
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Never bounce back to sign-in itself.
  if (url.pathname === '/sign-in') return fallback;
  return path;
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
