import { isSameApiPath } from '@/shared/kernel/api-path';
import { AppError } from '@/shared/kernel/app-error';

/**
 * Addresses a server gives (a schema's transaction_schema_url) on the main API's base address, as
 * send money's step 4 and a transfer's payout-details update read them: only an address of the API
 * is followed, since the call carries the session's token.
 */

/** getTransactionSchema's path: where the transaction schema is read when the beneficiary schema names no transaction_schema_url. */
export const TRANSACTION_SCHEMA_PATH = '/api/v1/schemas/transaction';

/** A call's place on the main API: its path below the API's base address and its query. */
export interface ApiAddress {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/**
 * A server-given address on the API's base address (`baseUrl`, e.g.
 * https://api.example/sandbox/api/remit-eu): a path (`/api/v1/...`) is below the base; an absolute
 * URL is taken only when it is on the base's origin and below its path (the rest of its path is
 * then the call's path). Anything else (another origin or scheme, a protocol-relative or relative
 * address, a path climbing out of the base) is undefined: it would carry the session's token away.
 */
export function apiAddressOf(href: string, baseUrl: string): ApiAddress | undefined {
  let base: URL;
  try {
    base = new URL(baseUrl);
  } catch {
    return undefined;
  }
  const basePath = base.pathname.replace(/\/+$/, '');
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(href);
  if (href.includes('\\') || (!absolute && !isSameApiPath(href))) return undefined;
  // A dot segment ("..", "%2e.") is never a path below the base, whatever the base's own path.
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/i.test(href.split(/[?#]/, 1)[0]!)) return undefined;
  let target: URL;
  try {
    target = new URL(absolute ? href : `${base.protocol}//${base.host}${basePath}${href}`);
  } catch {
    return undefined;
  }
  if (target.protocol !== base.protocol || target.host !== base.host || target.username || target.password) return undefined;
  if (!`${target.pathname}/`.startsWith(`${basePath}/`)) return undefined;
  return { path: target.pathname.slice(basePath.length) || '/', query: Object.fromEntries(target.searchParams) };
}

/**
 * Where step 4 reads the transaction schema (spec 02 section 3): the beneficiary schema's
 * transaction_schema_url on the API's base address, or, when it names none, getTransactionSchema's
 * path with the destination's query (country, payout type, currency). A URL elsewhere is refused before any call
 * (ForeignSchemaUrl): it is never fetched.
 */
export function transactionSchemaAddress(url: string | undefined, baseUrl: string, destination: Readonly<Record<string, string>>): ApiAddress {
  if (url === undefined || url.trim() === '') return { path: TRANSACTION_SCHEMA_PATH, query: destination };
  const address = apiAddressOf(url.trim(), baseUrl);
  if (!address) throw new AppError('ForeignSchemaUrl', `The transaction schema URL ${url} is not on this API.`);
  return address;
}

/** An address as the path and query string a call is made to, below the base address. */
export function addressHref(address: ApiAddress): string {
  const query = new URLSearchParams(address.query).toString();
  return `${address.path}${query ? `?${query}` : ''}`;
}
