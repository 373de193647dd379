/**
 * A link is followed only when it is a path of the same API: an address elsewhere (or a
 * protocol-relative one) would carry the session's token away.
 */
export function isSameApiPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
}
