import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';

/** The tab-storage key of the card enrollment in progress (spec 02 section 3: the card enrollment cache). */
export const CARD_ENROLLMENT_KEY = 'card-enrollment';
/** The tab-storage key of the card a 3-D Secure enrollment saved, for the card panel to choose when it next opens. */
export const ADDED_CARD_KEY = 'card-enrollment-added';

/** The portal's card enrollment result route (spec 02 section 2), where Checkout.com returns after a card add's 3-D Secure. */
export const ENROLLMENT_RESULT_PATH = '/checkout-card-enrollment';

/**
 * Card add's success_url and failure_url on this portal's origin: /checkout-card-enrollment/success
 * and /failure (Checkout.com adds `cko-session-id`). The address names no outcome the page trusts:
 * the page asks the back office by the session id.
 */
export function enrollmentReturn(portalOrigin: string): { readonly successUrl: string; readonly failureUrl: string } {
  return { successUrl: `${portalOrigin}${ENROLLMENT_RESULT_PATH}/success`, failureUrl: `${portalOrigin}${ENROLLMENT_RESULT_PATH}/failure` };
}

/**
 * Spec 02 section 3's card enrollment cache kinds: what the customer left the portal (or opened the
 * provider's form) for, so the way back leads where they expect.
 *   - remittance: a card added for a transfer;
 *   - wallet: a card added from the wallet;
 *   - trustly: a bank-link payment of a transfer (the instant bank payment);
 *   - fiserv: a card added with the Fiserv card provider, from a transfer or the wallet (its origin);
 *   - sweden-migration: the BankID migration ("Login with BankID"), from a page of the portal.
 */
export type EnrollmentKind = 'remittance' | 'wallet' | 'trustly' | 'fiserv' | 'sweden-migration';

/** Where a Fiserv card add started. */
export type EnrollmentOrigin = 'remittance' | 'wallet';

/** The kinds that need nothing more than their name. */
export type PlainEnrollmentKind = 'remittance' | 'wallet' | 'trustly';

export type Enrollment =
  | { readonly kind: PlainEnrollmentKind }
  | { readonly kind: 'fiserv'; readonly origin: EnrollmentOrigin }
  /** `returnTo`: the portal path the migration was started on. */
  | { readonly kind: 'sweden-migration'; readonly returnTo: string };

export const PAY_STEP_PATH = '/send-money/pay';
export const WALLET_PATH = '/wallet';

/** The way back of the kinds that need nothing more (a Fiserv card add goes back where it started, by this table too). */
export const RETURN_PATHS: Readonly<Record<PlainEnrollmentKind, string>> = {
  remittance: PAY_STEP_PATH,
  wallet: WALLET_PATH,
  trustly: PAY_STEP_PATH,
};

/** What the way back leads to, for its wording: the transfer's payment, the wallet, or another page. */
export type ReturnTarget = 'payment' | 'wallet' | 'page';

export interface WayBack {
  readonly path: string;
  readonly target: ReturnTarget;
}

const PLACEHOLDER_ORIGIN = 'https://portal.invalid';
/** Pages a way back never leads to (the result page itself; sign-in). */
const NEVER_BACK_TO = ['/checkout-card-enrollment', '/sign-in'];

function isLocalPathText(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return false;
  }
  // Nothing a browser could read as a scheme ("/javascript:..."), no dot segments (they could resolve to a second leading slash).
  if (/^\/[a-z][a-z0-9+.-]*:/i.test(value)) return false;
  return !value.split(/[?#]/, 1)[0]!.split('/').some((segment) => segment === '.' || segment === '..');
}

/**
 * A path of this portal the way back may lead to, else undefined. The sign-in's safe-redirect rule
 * (src/session/domain/safe-redirect.ts; this context may not import it, and the migration's start
 * runs the path through it before it is kept) checked again on what the tab's storage gives back,
 * which anyone with the tab could have changed: a path that starts with one slash, with no
 * backslash, whitespace, control character, scheme or dot segment, in any decoding of it, that resolves to
 * itself on the portal's origin; not the enrollment result page nor sign-in.
 */
export function portalPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return undefined;
  let candidate = raw;
  for (let round = 0; round < 3; round += 1) {
    if (!isLocalPathText(candidate)) return undefined;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return undefined;
    }
    if (decoded === candidate) break;
    candidate = decoded;
  }
  if (!isLocalPathText(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || `${url.pathname}${url.search}${url.hash}` !== raw) return undefined;
  if (NEVER_BACK_TO.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return undefined;
  return raw;
}

const targetOf = (path: string): ReturnTarget => (path === WALLET_PATH ? 'wallet' : path === PAY_STEP_PATH ? 'payment' : 'page');

/**
 * The way back of an enrollment (the table of the five kinds): a transfer's card and its bank link
 * to the transfer's pay step; the wallet's card to the wallet; a Fiserv card where it started; the
 * BankID migration to the page it was started on (a portal path only), else the wallet. No
 * enrollment remembered: the wallet.
 */
export function wayBackOf(enrollment: Enrollment | undefined): WayBack {
  if (!enrollment) return { path: WALLET_PATH, target: 'wallet' };
  switch (enrollment.kind) {
    case 'fiserv':
      return { path: RETURN_PATHS[enrollment.origin], target: targetOf(RETURN_PATHS[enrollment.origin]) };
    case 'sweden-migration': {
      const path = portalPath(enrollment.returnTo) ?? WALLET_PATH;
      return { path, target: targetOf(path) };
    }
    default:
      return { path: RETURN_PATHS[enrollment.kind], target: targetOf(RETURN_PATHS[enrollment.kind]) };
  }
}

/** The stored text: the plain kinds as their name (as they always were), else "fiserv:<origin>" and "sweden-migration:<path>". */
export function enrollmentText(enrollment: Enrollment): string {
  switch (enrollment.kind) {
    case 'fiserv':
      return `fiserv:${enrollment.origin}`;
    case 'sweden-migration':
      return `sweden-migration:${enrollment.returnTo}`;
    default:
      return enrollment.kind;
  }
}

/** What a stored text stands for; anything else (an unknown kind, origin or an unsafe path) is ignored. */
export function enrollmentOf(text: string | null | undefined): Enrollment | undefined {
  if (typeof text !== 'string') return undefined;
  if (text === 'remittance' || text === 'wallet' || text === 'trustly') return { kind: text };
  if (text === 'fiserv:remittance' || text === 'fiserv:wallet') return { kind: 'fiserv', origin: text === 'fiserv:wallet' ? 'wallet' : 'remittance' };
  const migration = 'sweden-migration:';
  if (text.startsWith(migration)) {
    const returnTo = portalPath(text.slice(migration.length));
    return returnTo ? { kind: 'sweden-migration', returnTo } : undefined;
  }
  return undefined;
}

/**
 * Remembers, for the tab, where a card is being added from (or what the customer left the portal
 * for), so the enrollment result page (/checkout-card-enrollment/:status) can take the customer back
 * to it (see wayBackOf). A reload keeps it; closing the tab ends it.
 */
export class CardEnrollment {
  constructor(private readonly storage: KeyValueStorage) {}

  /** An enrollment starts here (a plain kind by its name). A migration's path that is not a portal path is kept as the wallet. */
  start(enrollment: PlainEnrollmentKind | Enrollment): void {
    let entry: Enrollment = typeof enrollment === 'string' ? { kind: enrollment } : enrollment;
    if (entry.kind === 'sweden-migration') entry = { kind: 'sweden-migration', returnTo: portalPath(entry.returnTo) ?? WALLET_PATH };
    try {
      this.storage.setItem(CARD_ENROLLMENT_KEY, enrollmentText(entry));
    } catch {
      // Storage may be full or refused: the way back then defaults to the wallet.
    }
  }

  /** The enrollment remembered, if any (a stored value it does not know is ignored). */
  current(): Enrollment | undefined {
    try {
      return enrollmentOf(this.storage.getItem(CARD_ENROLLMENT_KEY));
    } catch {
      return undefined;
    }
  }

  /** Where the enrollment started, if one is remembered. */
  kind(): EnrollmentKind | undefined {
    return this.current()?.kind;
  }

  /** The way back and what it leads to. */
  wayBack(): WayBack {
    return wayBackOf(this.current());
  }

  /** The way back's path. */
  returnPath(): string {
    return this.wayBack().path;
  }

  /** The card a 3-D Secure enrollment saved: the card panel chooses it when it next opens in this tab. */
  keepAddedCard(cardId: number): void {
    try {
      this.storage.setItem(ADDED_CARD_KEY, String(cardId));
    } catch {
      // The card is saved anyway: the panel then chooses its default card.
    }
  }

  /** The card a 3-D Secure enrollment saved, once (it is forgotten as it is read). */
  takeAddedCard(): number | undefined {
    try {
      const raw = this.storage.getItem(ADDED_CARD_KEY);
      if (raw === null) return undefined;
      this.storage.removeItem(ADDED_CARD_KEY);
      return /^[0-9]{1,15}$/.test(raw) ? Number(raw) : undefined;
    } catch {
      return undefined;
    }
  }

  /** The enrollment is over (the customer went back); with a kind, only an enrollment of that kind. */
  finish(kind?: EnrollmentKind): void {
    if (kind !== undefined && this.kind() !== kind) return;
    try {
      this.storage.removeItem(CARD_ENROLLMENT_KEY);
    } catch {
      // Nothing to do.
    }
  }
}
