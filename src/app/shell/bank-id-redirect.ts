/**
 * Where the bank-ID migration sends the customer (spec 02 section 7: data.data.url, a redirect
 * address). The portal follows it only when it is on one of the configured vendor origins
 * (`config.vendorOrigins`): an address anywhere else is never followed.
 */

const originOf = (address: string): string | undefined => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** The address to follow, or undefined when it is not an http(s) address on a configured vendor origin. */
export function trustedBankIdAddress(address: string, vendorOrigins: readonly string[]): string | undefined {
  const origin = originOf(address);
  if (!origin || !vendorOrigins.some((vendor) => originOf(vendor) === origin)) return undefined;
  return new URL(address).href;
}
