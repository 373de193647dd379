/**
 * An http(s) address on one of the configured vendor origins (`config.vendorOrigins`): the only
 * addresses the portal frames, posts to or sends the customer to (a card's 3-D Secure page).
 */
export function isVendorAddress(address: string, vendorOrigins: readonly string[]): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && vendorOrigins.some((origin) => new URL(origin).origin === url.origin);
  } catch {
    return false;
  }
}
