/**
 * The scrubber every error report goes through before it leaves the page (QUALITY.md: no personal
 * data or token in a report). Pure functions: what is known to be personal (the signed-in
 * customer's names and e-mail, the session's token) is replaced wherever it appears, and so is
 * anything that looks personal or secret whoever it belongs to:
 *
 *   e-mail addresses (also URL-encoded)              [email]
 *   runs of 9 to 19 digits (phone, identity, card)   [number]
 *   the customer's names, as whole words             [name]
 *   tokens: known ones, JWTs, Bearer/Basic values    [token] / "Bearer [Filtered]"
 *   Authorization, X-Auth-Token, Cookie headers      [Filtered]  (as keys and as "Name: value" text)
 *   query and fragment values of token, code, email,
 *   password, secret, phone, ... parameters          [Filtered]
 *   object keys naming a secret or personal field    [Filtered]
 */

/** What the scrubber knows to be personal: the signed-in customer's and the session's. */
export interface KnownPersonalData {
  readonly names?: readonly string[];
  readonly emails?: readonly string[];
  readonly phones?: readonly string[];
  readonly tokens?: readonly string[];
}

export const FILTERED = '[Filtered]';
export const TRUNCATED = '[Truncated]';
/** Longest string kept in a report (a longer one is cut and marked). */
export const MAX_TEXT = 4000;
/** Deepest nesting kept in a report's details. */
export const MAX_DEPTH = 6;

/** Object keys whose values never go into a report (headers and fields), matched case-insensitively. */
const SECRET_KEY =
  /^(authorization|proxy-authorization|x-auth-token|x-api-key|cookie|set-cookie|password|old_?password|new_?password|secret|client_?secret|token|access_?token|id_?token|refresh_?token|oauth_?token|code|otp|pin|ssn|social_?security_?number|personal_?identity_?number|iban|account_?number|card_?number|pan|cvc|cvv|e-?mail|phone|mobile|mobile_?phone|first_?name|last_?name|middle_?name|surname|full_?name|birthday|date_?of_?birth|address|street|postcode)$/i;

/** Query or fragment parameter names whose values are secret or personal. */
const SECRET_PARAM = /(^|[_.-])(token|code|e-?mail|mail|password|pass|secret|ssn|phone|mobile|pin|otp|auth|authorization|signature|sig|session)$/i;

const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
/** 9 to 19 digits, optionally with + or ( first and spaces, dashes or brackets between: phones, identity and card numbers. */
const LONG_NUMBER = /(?<![\w-]|\d[.:])(?:\+|\()?\d(?:[ \t()-]{0,2}\d){8,18}(?![\w-]|[.:]\d)/g;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}(?:\.[A-Za-z0-9_-]*)?/g;
const AUTH_SCHEME = /\b(Bearer|Basic|Token)\s+[A-Za-z0-9._~+/=-]+/gi;
const SECRET_HEADER_TEXT = /\b(Authorization|Proxy-Authorization|X-Auth-Token|X-Api-Key|Cookie|Set-Cookie)(["']?\s*[:=]\s*["']?)[^\n\r,;"'}]+/gi;
const PARAM = /([?&#;])([^=&#?\s]+)=([^&#\s"'<>()]*)/g;

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The pattern matching every given value (case-insensitively; also URL-encoded), longest first
 * ("Amina Hassan" before "Amina"), or undefined when none is long enough. Made once per list: a
 * report's transaction carries hundreds of strings, each scrubbed with the same few lists.
 */
const knownPatterns = new Map<string, RegExp | undefined>();
const MAX_KNOWN_PATTERNS = 32;

function knownPattern(values: readonly string[], minLength: number, wholeWord: boolean): RegExp | undefined {
  const key = `${minLength}|${wholeWord}|${values.join('\u0000')}`;
  if (knownPatterns.has(key)) return knownPatterns.get(key);
  const unique = [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= minLength))].sort((a, b) => b.length - a.length);
  let pattern: RegExp | undefined;
  if (unique.length > 0) {
    const forms = [...new Set(unique.flatMap((value) => [value, encodeURIComponent(value)]))].map(escapeRegExp).join('|');
    pattern = new RegExp(wholeWord ? `(?<![\\p{L}\\p{N}])(?:${forms})(?![\\p{L}\\p{N}])` : `(?:${forms})`, 'giu');
  }
  if (knownPatterns.size >= MAX_KNOWN_PATTERNS) knownPatterns.clear();
  knownPatterns.set(key, pattern);
  return pattern;
}

/** Replaces every occurrence of the given values (case-insensitively; also URL-encoded). */
function replaceKnown(text: string, values: readonly string[] | undefined, mark: string, minLength: number, wholeWord = false): string {
  if (!values || values.length === 0) return text;
  const pattern = knownPattern(values, minLength, wholeWord);
  return pattern ? text.replace(pattern, mark) : text;
}

/** A text as a report may carry it: every rule of this module applied. */
export function scrubText(text: string, known: KnownPersonalData = {}): string {
  let out = text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}${TRUNCATED}` : text;
  // Known secrets first, exactly as they are: nothing below may have cut them up.
  out = replaceKnown(out, known.tokens, '[token]', 6);
  out = replaceKnown(out, known.emails, '[email]', 3);
  out = out.replace(PARAM, (whole, lead: string, name: string) => (SECRET_PARAM.test(safeDecode(name)) ? `${lead}${name}=${FILTERED}` : whole));
  out = out.replace(SECRET_HEADER_TEXT, (_whole, name: string, separator: string) => `${name}${separator}${FILTERED}`);
  out = out.replace(JWT, '[token]');
  out = out.replace(AUTH_SCHEME, (_whole, scheme: string) => `${scheme} ${FILTERED}`);
  out = out.replace(EMAIL, '[email]');
  out = replaceKnown(out, known.phones, '[number]', 5);
  out = out.replace(LONG_NUMBER, '[number]');
  out = replaceKnown(out, known.names, '[name]', 2, true);
  return out;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A key whose value never goes into a report. */
export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.trim());
}

/**
 * Any JSON-like value with every string scrubbed and every secret key's value filtered; anything
 * that is not plain data (functions, symbols, class instances but Error) becomes text. Nesting
 * deeper than MAX_DEPTH and cycles are cut.
 */
export function scrubValue(value: unknown, known: KnownPersonalData = {}, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') return scrubText(value, known);
  if (typeof value === 'bigint' || typeof value === 'symbol' || typeof value === 'function') return scrubText(String(value), known);
  if (depth >= MAX_DEPTH || seen.has(value)) return TRUNCATED;
  seen.add(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubValue(item, known, depth + 1, seen));
  if (value instanceof Error) return scrubText(`${value.name}: ${value.message}`, known);
  // Headers and other collections of pairs (a Headers object, a Map) are read as plain objects.
  const entries = typeof (value as { entries?: unknown }).entries === 'function' ? pairs(value) : Object.entries(value as Record<string, unknown>);
  const out: Record<string, unknown> = {};
  for (const [key, item] of entries.slice(0, 100)) {
    const name = scrubText(key, known);
    out[name] = isSecretKey(key) && item !== undefined && item !== null && item !== '' ? FILTERED : scrubValue(item, known, depth + 1, seen);
  }
  return out;
}

function pairs(value: object): [string, unknown][] {
  try {
    const list = [...(value as { entries(): Iterable<unknown> }).entries()];
    if (list.every((entry) => Array.isArray(entry) && entry.length === 2)) return list.map((entry) => [String((entry as unknown[])[0]), (entry as unknown[])[1]]);
  } catch {
    // Not iterable after all: read it as an object.
  }
  return Object.entries(value as Record<string, unknown>);
}

