/**
 * The default layout's top-bar button (spec 02 section 2): Register on the sign-in page, Sign in
 * elsewhere; both keep the page's `redirect` query parameter. A signed-in customer gets none.
 */
export function topBarAction(pathname: string, search: string, signedIn: boolean): { readonly to: string; readonly label: 'nav.register' | 'nav.signIn' } | undefined {
  if (signedIn) return undefined;
  const redirect = new URLSearchParams(search).get('redirect');
  const keep = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return pathname === '/sign-in' ? { to: `/country-of-residence${keep}`, label: 'nav.register' } : { to: `/sign-in${keep}`, label: 'nav.signIn' };
}
