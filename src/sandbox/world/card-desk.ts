import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { cardBrand, cardNumberValid } from '../../shared/kernel/card-number.ts';
import { behaviourOf, cardGuid, type SandboxCard } from './remittance-records.ts';
import type { PendingCardToken, SandboxWorld, VantivRegistration } from './world';
import { moveTo } from './transfer-desk.ts';
import { cardView } from '../server/main-api-views.ts';

/**
 * The back office's card desk: the saved cards (openapi/main-api.yaml: listCards, addCard,
 * deleteCard), the card form's client token and the provider's tokenization
 * (createFiservClientToken, createFiservCardToken), and what the simulated vendor pages ask of the
 * back office (src/sandbox/vendor/vendor-app.ts): the hosted card page's (Fiserv's imitation) and Frames' (Checkout.com's imitation) tokenizations, on the
 * vendor origin, and the 3-D Secure challenge's outcome. The HTTP sandbox
 * (src/sandbox/server/main-api-payments.ts), the in-memory card gateway and the vendor pages all
 * ask it, so every mode gives the same answers and refusals. Values are contract-shaped.
 *
 * A card number only ever reaches the desk from the provider's side (the vendor's hosted form, or
 * the provider's tokenization call): the portal gets a single-use token, the last four digits, the
 * brand and the expiry, and saves the card by the token.
 */

export type CardView = ReturnType<typeof cardView>;

/** What the provider's tokenization answers (and the hosted form posts to the portal, as `token`). */
export interface CardTokenView {
  readonly single_use_token: string;
  readonly last4: string;
  readonly brand: 'visa' | 'mastercard';
  /** MM/YY. */
  readonly expiry: string;
}

/** The outcome the customer chose on the 3-D Secure challenge page. */
export type ChallengeOutcome = 'approved' | 'declined';

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const answer = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const invalid = (property_path: string, message: string, status: DeskError['status'] = 400): DeskError => ({ status, type: 'InvalidValue', property_path, message });

/** ValueNotBeBlank for missing fields (a number, boolean or object counts as given), as the routes read bodies. */
function blankFields(body: Record<string, unknown>, fields: readonly string[]): DeskError[] {
  return fields
    .filter((f) => text(body[f]) === '' && typeof body[f] !== 'number' && typeof body[f] !== 'boolean' && (typeof body[f] !== 'object' || body[f] === null))
    .map((f) => ({ status: 400, type: 'ValueNotBeBlank', property_path: f, message: `The ${f.replace(/_/g, ' ')} field is required` }));
}

/** A card is expired when its month is before the current month (as the card list shows it). */
function isExpired(month: number, year: number, nowMs: number): boolean {
  const now = new Date(nowMs);
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}

const expiryOf = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** POST /remit/card/list: the customer's saved cards, expired ones marked. */
export function listCardsAtDesk(world: SandboxWorld, customer: SandboxCustomer): DeskAnswer<{ cards: CardView[] }> {
  return answer({ cards: world.records.cards.filter((k) => k.customerId === customer.id).map((k) => cardView(k, world.now())) });
}

/**
 * Checkout.com's test cards whose issuer always asks for a 3-D Secure challenge (its 3DS test card
 * table: a challenge with successful authentication, Visa and Mastercard), as the sandbox's
 * Checkout answers a card verification with 3-D Secure: Pending, with its 3-D Secure page. Every
 * other card (4242 4242 4242 4242 among them) is verified without a challenge (frictionless).
 */
export const THREE_DS_ENROLLMENT_CARDS: readonly string[] = ['4485040371536584', '5352151570003404'];

/** The one-time code the sandbox issuer's 3-D Secure page takes (shown on the page as the sandbox's hint). */
export const SANDBOX_THREE_DS_CODE = '123456';

/** The path of the imitation of Checkout's 3-D Secure page of a session, on the vendor origin. */
export const threeDsEnrollmentPath = (sessionId: string) => `/3ds/enrollment/${sessionId}`;

/** What card add answers when the card needs 3-D Secure (openapi/main-api.yaml: CardEnrollmentPending, Checkout's Pending payment). */
export interface CardEnrollmentPendingView {
  readonly id: string;
  readonly status: 'Pending';
  readonly _links: { readonly redirect: { readonly href: string } };
}

/** card add's success_url or failure_url: an absolute http(s) address (Checkout adds cko-session-id to it). */
function returnAddress(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw || raw.length > 2048) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function saveCard(world: SandboxWorld, customer: SandboxCustomer, token: PendingCardToken): SandboxCard {
  const id = world.records.cards.reduce((max, k) => Math.max(max, k.id), 0) + 1;
  const card: SandboxCard = {
    id, guid: cardGuid(id), customerId: customer.id, brand: cardBrand(token.digits) ?? 'visa', last4: token.digits.slice(-4), expMonth: token.expMonth, expYear: token.expYear,
    holderName: token.holderName.toUpperCase(), behaviour: behaviourOf(token.digits),
  };
  world.records.cards.push(card);
  return card;
}

const alreadySaved = (world: SandboxWorld, customer: SandboxCustomer, token: PendingCardToken) =>
  world.records.cards.some((k) => k.customerId === customer.id && k.last4 === token.digits.slice(-4) && k.expMonth === token.expMonth && k.expYear === token.expYear);

/**
 * POST /remit/card/add: saves the card a single-use token stands for (once: the token is used up).
 * A Checkout.com card whose issuer asks for 3-D Secure (THREE_DS_ENROLLMENT_CARDS) is not saved
 * yet: the back office asks Checkout for a card verification (amount 0) with 3-D Secure, giving
 * it the success_url and failure_url the portal sent, and answers Checkout's Pending payment
 * (202): its session id and its 3-D Secure page on the vendor origin.
 */
export function addCardAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  body: Record<string, unknown>,
  vendorOrigin: string,
): DeskAnswer<{ card: CardView } | CardEnrollmentPendingView> {
  const blank = blankFields(body, ['single_use_token']);
  if (blank.length > 0) return refuse(...blank);
  const taken = takeCardTokenAtDesk(world, customer, body, 'single_use_token');
  if (!taken.ok) return taken;
  const { token, threeDs } = taken.value;
  if (alreadySaved(world, customer, token)) return refuse(invalid('single_use_token', 'This card is already saved.', 409));
  if (threeDs) {
    const id = startThreeDsAtDesk(world, customer, token, threeDs);
    return answer({ id, status: 'Pending', _links: { redirect: { href: threeDsPageOf(vendorOrigin, id) } } });
  }
  return answer({ card: cardView(saveCard(world, customer, token), world.now()) });
}

/** Where Checkout.com returns the customer after a card's 3-D Secure (the call's success_url and failure_url). */
export interface ThreeDsReturn {
  readonly successUrl: string;
  readonly failureUrl: string;
}

/**
 * A single-use card token of the provider's form as the back office takes it (card add, a wallet
 * top-up by a new card; `field` is the body's field naming it): a Vantiv paypage registration id,
 * a Checkout.com `tok_` or a Fiserv token, the customer's own, once (used up when taken). A
 * Checkout card whose issuer asks for 3-D Secure (THREE_DS_ENROLLMENT_CARDS) comes with the
 * body's return addresses (`threeDs`); without them it is refused and the token is kept, so the
 * portal may ask again with them.
 */
export function takeCardTokenAtDesk(
  world: SandboxWorld,
  customer: SandboxCustomer,
  body: Record<string, unknown>,
  field: string,
): DeskAnswer<{ readonly token: PendingCardToken; readonly threeDs: ThreeDsReturn | undefined }> {
  const value = text(body[field]);
  if (world.vantivRegistrations.has(value)) {
    // Worldpay eProtect's paypage registration id (the imitation issued it): taken once.
    const taken = takeVantivRegistration(world, customer, value);
    return taken.ok ? answer({ token: taken.value, threeDs: undefined }) : taken;
  }
  const checkout = value.startsWith('tok_');
  const token = checkout ? checkoutTokenFor(world, customer, value) : world.cardTokens.get(value);
  if (!token || token.customerId !== customer.id) return refuse(invalid(field, 'The card token is unknown or already used. Enter the card again.'));
  const challenged = checkout && THREE_DS_ENROLLMENT_CARDS.includes(token.digits);
  const successUrl = returnAddress(body.success_url);
  const failureUrl = returnAddress(body.failure_url);
  if (challenged && (!successUrl || !failureUrl)) {
    // The token is kept: the portal may ask again with the addresses.
    return refuse(
      ...(['success_url', 'failure_url'] as const)
        .filter((name) => !returnAddress(body[name]))
        .map((name) => invalid(name, 'This card needs 3-D Secure: give the addresses Checkout.com returns the customer to.')),
    );
  }
  world.cardTokens.delete(value);
  world.checkoutTokens.delete(value);
  return answer({ token, threeDs: challenged && successUrl && failureUrl ? { successUrl, failureUrl } : undefined });
}

/**
 * Checkout.com's payment with 3-D Secure by redirect (a card verification, amount 0, or a wallet
 * top-up's `amountMinor`): a Pending session whose issuer page is on the vendor origin. Its id.
 */
export function startThreeDsAtDesk(world: SandboxWorld, customer: SandboxCustomer, token: PendingCardToken, returnTo: ThreeDsReturn, amountMinor?: number): string {
  const id = `sid_sbox${String(world.next('cko-session')).padStart(6, '0')}`;
  world.cardEnrollments.set(id, { id, customerId: customer.id, card: token, ...returnTo, status: 'Pending', ...(amountMinor === undefined ? {} : { amountMinor }) });
  return id;
}

/** The issuer's 3-D Secure page of a session, on the vendor origin. */
export const threeDsPageOf = (vendorOrigin: string, sessionId: string) => `${vendorOrigin}${threeDsEnrollmentPath(sessionId)}`;

/** The customer's card of a token: the one saved already (same last four and expiry), else saved now. */
export function keepCardAtDesk(world: SandboxWorld, customer: SandboxCustomer, token: PendingCardToken): SandboxCard {
  return world.records.cards.find((k) => k.customerId === customer.id && k.last4 === token.digits.slice(-4) && k.expMonth === token.expMonth && k.expYear === token.expYear) ?? saveCard(world, customer, token);
}

/** What GET /remit/card/enrollment/{session_id} answers (openapi/main-api.yaml: CardEnrollmentOutcome). */
export interface CardEnrollmentOutcomeView {
  readonly id: string;
  readonly status: 'Pending' | 'Card Verified' | 'Declined';
  readonly approved: boolean;
  readonly code?: 'payment_was_not_authorised';
  readonly card?: CardView;
}

/**
 * GET /remit/card/enrollment/{session_id}: the card verification a card add started, as Checkout's
 * Get payment details tells it (GET /payments/{cko-session-id}): Pending, Card Verified (the card
 * saved, with it) or Declined with its card payment code. Only the customer who added the card may ask.
 */
export function cardEnrollmentAtDesk(world: SandboxWorld, customer: SandboxCustomer, sessionId: string): DeskAnswer<CardEnrollmentOutcomeView> {
  const session = world.cardEnrollments.get(sessionId);
  if (!session || session.customerId !== customer.id) return refuse(invalid('session_id', 'No card enrollment with this session id.', 404));
  const card = session.cardId === undefined ? undefined : world.records.cards.find((k) => k.id === session.cardId && k.customerId === customer.id);
  return answer({
    id: session.id,
    status: session.status,
    approved: session.status === 'Card Verified',
    ...(session.code ? { code: session.code } : {}),
    ...(card ? { card: cardView(card, world.now()) } : {}),
  });
}

/** What the 3-D Secure page of a card add shows: the merchant, the amount (0) in the customer's currency, the card's last four. */
export interface ThreeDsEnrollmentPageView {
  readonly id: string;
  readonly merchant: string;
  /** 0 for a card verification; a wallet top-up's amount. */
  readonly amountMinor: number;
  readonly currency: string;
  readonly last4: string;
}

/** The merchant name the issuer's page shows. */
export const SANDBOX_MERCHANT_NAME = 'Sahan Money';

/** The 3-D Secure page's session, while it waits for the customer (anything else: the page says there is nothing to confirm). */
export function threeDsEnrollmentAtDesk(world: SandboxWorld, sessionId: string): DeskAnswer<ThreeDsEnrollmentPageView> {
  const session = world.cardEnrollments.get(sessionId);
  if (!session) return refuse(invalid('session_id', 'No card to confirm: open this page from the portal.', 404));
  if (session.status !== 'Pending') return refuse({ status: 409, type: 'StateMismatch', property_path: 'session_id', message: 'This card was confirmed already.' });
  const customer = world.customers.find((c) => c.id === session.customerId);
  return answer({ id: session.id, merchant: SANDBOX_MERCHANT_NAME, amountMinor: session.amountMinor ?? 0, currency: customer ? world.currencyOf(customer) : 'EUR', last4: session.card.digits.slice(-4) });
}

/**
 * The customer's answer on the 3-D Secure page (the issuer's challenge, imitated on the vendor
 * origin): `submit` with the right one-time code verifies the card (it is saved, unless it was
 * saved meanwhile); `cancel` declines the verification as not authorised. A wrong code is refused
 * and the page asks again. Answers where Checkout sends the customer: success_url or failure_url
 * with `cko-session-id`.
 */
export function decideThreeDsEnrollmentAtDesk(
  world: SandboxWorld,
  sessionId: string,
  decision: { readonly action: 'submit' | 'cancel'; readonly code?: string },
): DeskAnswer<{ return_url: string; status: 'Card Verified' | 'Declined' }> {
  const found = threeDsEnrollmentAtDesk(world, sessionId);
  if (!found.ok) return found;
  const session = world.cardEnrollments.get(sessionId)!;
  if (decision.action === 'submit' && text(decision.code) !== SANDBOX_THREE_DS_CODE) {
    return refuse(invalid('code', 'That code isn’t right. Check the code and try again.'));
  }
  const withSession = (address: string) => {
    const url = new URL(address);
    url.searchParams.set('cko-session-id', session.id);
    return url.href;
  };
  const customer = world.customers.find((c) => c.id === session.customerId);
  if (decision.action === 'submit' && customer) {
    session.status = 'Card Verified';
    session.cardId = keepCardAtDesk(world, customer, session.card).id;
    return answer({ return_url: withSession(session.successUrl), status: 'Card Verified' });
  }
  session.status = 'Declined';
  session.code = 'payment_was_not_authorised';
  return answer({ return_url: withSession(session.failureUrl), status: 'Declined' });
}

/**
 * A Checkout.com token (`tok_`, from Frames: the imitation on the vendor origin) as card add reads
 * it: one the imitation issued, not expired, bound to the customer who adds it, with their name as
 * the holder's (Frames is given no holder name). Undefined when the token is unknown or expired.
 */
function checkoutTokenFor(world: SandboxWorld, customer: SandboxCustomer, value: string): PendingCardToken | undefined {
  const token = world.checkoutTokens.get(value);
  if (!token || token.expiresAt < world.now()) return undefined;
  return { customerId: customer.id, digits: token.digits, expMonth: token.expMonth, expYear: token.expYear, holderName: `${customer.firstName} ${customer.lastName}` };
}

/** POST /remit/card/delete: removes one of the customer's saved cards. */
export function deleteCardAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<{ deleted: true }> {
  if (!Number.isInteger(body.card_id)) return refuse(invalid('card_id', 'An integer card id is required.'));
  const card = world.records.cards.find((k) => k.customerId === customer.id && k.id === Number(body.card_id));
  if (!card) return refuse(invalid('card_id', 'Card not found.', 404));
  world.records.cards.splice(world.records.cards.indexOf(card), 1);
  return answer({ deleted: true });
}

/**
 * POST /api/fiserv/client-token: a client token for the provider's card form, bound to the
 * customer; the hosted form on the vendor origin is opened with it (its `session`).
 */
export function clientTokenAtDesk(world: SandboxWorld, customer: SandboxCustomer): DeskAnswer<{ client_token: string; expires_at: string }> {
  const token = `fiserv-ct-${String(world.next('fiserv')).padStart(6, '0')}`;
  world.fiservClientTokens.set(token, customer.id);
  return answer({ client_token: token, expires_at: new Date(world.now() + 15 * 60_000).toISOString() });
}

/**
 * POST /api/fiserv/card-token: the provider's tokenization of entered card details, under a client
 * token of the customer: a Luhn-valid Visa or Mastercard number, a CVV, an expiry not passed, a
 * holder name. Answers a single-use token for card add.
 */
export function cardTokenAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<CardTokenView> {
  const blank = blankFields(body, ['client_token', 'card_number', 'expiry_month', 'expiry_year', 'cvv', 'holder_name']);
  if (blank.length > 0) return refuse(...blank);
  if (world.fiservClientTokens.get(text(body.client_token)) !== customer.id) return refuse(invalid('client_token', 'Ask for a new client token.', 422));
  const digits = text(body.card_number).replace(/\s/g, '');
  if (!cardNumberValid(digits)) return refuse(invalid('card_number', 'Invalid card number.', 422));
  const brand = cardBrand(digits);
  if (!brand) return refuse(invalid('card_number', 'We accept only Visa and Mastercard.', 422));
  if (!/^[0-9]{3,4}$/.test(text(body.cvv))) return refuse(invalid('cvv', 'Wrong expiry date or CVV.'));
  const month = Number(body.expiry_month);
  const year = Number(body.expiry_year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return refuse(invalid('expiry_month', 'Wrong expiry date or CVV.'));
  if (isExpired(month, year, world.now())) return refuse({ status: 422, type: 'CardExpired', property_path: 'expiry_month', message: 'The card has expired.' });
  const token = `sut-${String(world.next('card-token')).padStart(6, '0')}`;
  world.cardTokens.set(token, { customerId: customer.id, digits, expMonth: month, expYear: year, holderName: text(body.holder_name) });
  return answer({ single_use_token: token, last4: digits.slice(-4), brand, expiry: expiryOf(month, year) });
}

/**
 * The hosted card form's tokenization, on the vendor origin (POST /fiserv/card-form/tokenize: the imitation of Fiserv's hosted card page): the form
 * was opened with a client token of the customer (`session`), so the card number goes from the
 * customer's browser to the provider only, and the token lands in the same store card add reads.
 * A two-digit expiry year is read as 20YY.
 */
export function hostedFormTokenAtDesk(world: SandboxWorld, body: Record<string, unknown>): DeskAnswer<CardTokenView> {
  const session = text(body.session);
  const customerId = session ? world.fiservClientTokens.get(session) : undefined;
  const customer = customerId === undefined ? undefined : world.customers.find((c) => c.id === customerId);
  if (!customer) return refuse({ status: 401, type: 'AccessDenied', property_path: 'session', message: 'The card form session has ended. Open the card form again.' });
  const year = Number(body.expiry_year);
  return cardTokenAtDesk(world, customer, { ...body, client_token: session, expiry_year: Number.isInteger(year) && year >= 0 && year < 100 ? 2000 + year : body.expiry_year });
}

/** The payment a threeDSMethodData names (base64url JSON, threeDSServerTransID); '' when unreadable. */
function methodTransactionId(data: string): string {
  try {
    const decoded: unknown = JSON.parse(atob(data.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof decoded === 'object' && decoded !== null ? text((decoded as Record<string, unknown>).threeDSServerTransID) : '';
  } catch {
    return '';
  }
}

/**
 * The 3-D Secure method's completion (the method page's own script on the vendor origin, POST
 * /3ds/method/complete with the threeDSMethodData the portal posted to it): recorded on the
 * payment, as an issuer records the device data it gathered. The data names the payment
 * (threeDSServerTransID); anything else is refused.
 */
export function completeMethodAtDesk(world: SandboxWorld, body: Record<string, unknown>): DeskAnswer<{ payment: string }> {
  const blank = blankFields(body, ['threeDSMethodData']);
  if (blank.length > 0) return refuse(...blank);
  const payment = world.payments.get(methodTransactionId(text(body.threeDSMethodData)));
  if (!payment || payment.behaviour !== 'three-ds') return refuse(invalid('threeDSMethodData', 'No 3-D Secure payment for this method data.', 404));
  payment.methodCompleted = true;
  return answer({ payment: payment.id });
}

/**
 * The 3-D Secure challenge's outcome (the ACS page on the vendor origin, POST
 * /3ds/challenge/complete): recorded on the payment, whose status then answers it. Only a card
 * payment still waiting for its challenge takes one, once.
 */
export function completeChallengeAtDesk(world: SandboxWorld, body: Record<string, unknown>): DeskAnswer<{ payment: string; outcome: ChallengeOutcome }> {
  const blank = blankFields(body, ['payment', 'outcome']);
  if (blank.length > 0) return refuse(...blank);
  const outcome = text(body.outcome);
  if (outcome !== 'approved' && outcome !== 'declined') return refuse(invalid('outcome', 'The outcome is approved or declined.'));
  const payment = world.payments.get(text(body.payment));
  if (!payment || payment.behaviour !== 'three-ds') return refuse(invalid('payment', 'No 3-D Secure challenge for this payment.', 404));
  if (payment.status !== 'WAITING' || payment.challenge !== undefined) {
    return refuse({ status: 409, type: 'StateMismatch', property_path: 'payment', message: 'The challenge of this payment was already answered.' });
  }
  payment.challenge = outcome;
  return answer({ payment: payment.id, outcome });
}

/** The public key the imitation of Checkout.com Frames takes (the sandbox builds' VITE_CHECKOUT_PUBLIC_KEY). */
export const SANDBOX_CHECKOUT_PUBLIC_KEY = 'pk_sbox_sahan-sandbox-frames';

/** What Checkout.com's tokenization answers (and Frames hands the merchant page as CARD_TOKENIZED's data). */
export interface CheckoutTokenView {
  readonly type: 'card';
  readonly token: string;
  /** ISO 8601. */
  readonly expires_on: string;
  readonly expiry_month: number;
  readonly expiry_year: number;
  readonly scheme: 'Visa' | 'Mastercard';
  readonly last4: string;
  readonly bin: string;
}

/** A refusal as Checkout.com's API gives it: 401 for a wrong key, 422 with error codes for the card. */
export interface CheckoutRefusal {
  readonly status: 401 | 422;
  readonly error_type: 'request_unauthorized' | 'request_invalid';
  readonly error_codes: readonly string[];
}

/**
 * The card tokenization of the imitation of Checkout.com Frames (POST /frames/tokens on the vendor
 * origin, from the card number's own frame; as Frames calls POST https://api.checkout.com/tokens
 * with the public key): a Luhn-valid Visa or Mastercard number, an expiry not passed, a 3- or
 * 4-digit CVV. Answers a `tok_` token for 15 minutes, which card add takes once.
 */
export function checkoutTokenAtDesk(world: SandboxWorld, body: Record<string, unknown>): { ok: true; value: CheckoutTokenView } | { ok: false; refusal: CheckoutRefusal } {
  if (text(body.public_key) !== SANDBOX_CHECKOUT_PUBLIC_KEY) return { ok: false, refusal: { status: 401, error_type: 'request_unauthorized', error_codes: [] } };
  const codes: string[] = [];
  const digits = text(body.number).replace(/[\s-]/g, '');
  const brand = cardBrand(digits);
  if (!cardNumberValid(digits)) codes.push('card_number_invalid');
  else if (!brand) codes.push('card_type_not_supported');
  const month = Number(body.expiry_month);
  const year = Number(body.expiry_year);
  const fullYear = Number.isInteger(year) && year < 100 ? 2000 + year : year;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(fullYear)) codes.push('card_expiry_month_invalid');
  else if (isExpired(month, fullYear, world.now())) codes.push('card_expired');
  if (!/^[0-9]{3,4}$/.test(text(body.cvv))) codes.push('cvv_invalid');
  if (codes.length > 0 || !brand) return { ok: false, refusal: { status: 422, error_type: 'request_invalid', error_codes: codes } };
  const token = `tok_sbox${String(world.next('checkout-token')).padStart(6, '0')}`;
  const expiresAt = world.now() + 15 * 60_000;
  world.checkoutTokens.set(token, { digits, expMonth: month, expYear: fullYear, expiresAt });
  return {
    ok: true,
    value: {
      type: 'card', token, expires_on: new Date(expiresAt).toISOString(), expiry_month: month, expiry_year: fullYear,
      scheme: brand === 'visa' ? 'Visa' : 'Mastercard', last4: digits.slice(-4), bin: digits.slice(0, 6),
    },
  };
}

/**
 * GET /remit/options/card-payment-provider: the card provider of the customer's country (spec 01
 * section 9: payment providers per region): Fiserv in Canada, Vantiv in the US, Checkout.com in
 * the UK and the EU/EEA.
 */
export function cardPaymentProviderOf(customer: SandboxCustomer): 'checkout' | 'fiserv' | 'vantiv' {
  if (customer.country === 'US') return 'vantiv';
  if (customer.country === 'CA') return 'fiserv';
  return 'checkout';
}

/** The paypage id the imitation of Worldpay eProtect takes (the sandbox builds' VITE_VANTIV_PAYPAGE_ID). */
export const SANDBOX_VANTIV_PAYPAGE_ID = 'sbx-sahan-paypage-0001';

/** eProtect's registration ids live 24 hours (Worldpay's low-value tokens). */
const VANTIV_REGISTRATION_MS = 24 * 60 * 60_000;

/** What eProtect answers a registration (and its iframe hands the merchant page's callback). */
export interface EprotectRegistrationView {
  readonly id: string;
  readonly orderId: string;
  readonly reportGroup: string;
  readonly response: string;
  readonly message: string;
  readonly responseTime: string;
  readonly paypageRegistrationId?: string;
  readonly bin?: string;
  readonly firstSix?: string;
  readonly lastFour?: string;
  readonly type?: string;
  readonly expMonth?: string;
  readonly expYear?: string;
}

/** eProtect's method of payment of a card number (VI, MC, AX, DI; else the number's own first digits are not a scheme eProtect names here). */
function eprotectTypeOf(digits: string): string {
  const brand = cardBrand(digits);
  if (brand === 'visa') return 'VI';
  if (brand === 'mastercard') return 'MC';
  if (/^3[47]/.test(digits)) return 'AX';
  if (/^6(011|5)/.test(digits)) return 'DI';
  return 'UN';
}

/**
 * The imitation of Worldpay eProtect's registration (POST /eProtect/paypage on the vendor origin,
 * from eProtect's own card frame, as the real frame posts to https://request.eprotect.vantivcnp.com/eProtect/paypage):
 * the sandbox's paypage id, a card number (numeric, 13 to 19 digits, Mod 10) and a CVV (numeric,
 * 3 or 4 digits), else eProtect's response codes (874 not numeric, 872 too short, 873 too long,
 * 871 not Mod 10; 881 CVV not numeric, 882 too short, 883 too long; 889 failure for another
 * paypage id). Like eProtect it registers any scheme and does not judge the expiry: the portal and
 * the back office take only a Visa or Mastercard not expired. Answers '870' with a registration id
 * for 24 hours, which the back office takes once (authorization or card add).
 */
export function eprotectRegistrationAtDesk(world: SandboxWorld, body: Record<string, unknown>): EprotectRegistrationView {
  const base = { id: text(body.id), orderId: text(body.orderId), reportGroup: text(body.reportGroup), responseTime: new Date(world.now()).toISOString() };
  const fail = (response: string, message: string): EprotectRegistrationView => ({ ...base, response, message });
  if (text(body.paypageId) !== SANDBOX_VANTIV_PAYPAGE_ID) return fail('889', 'Failure');
  const digits = text(body.accountNumber).replace(/[\s-]/g, '');
  if (!/^[0-9]*$/.test(digits)) return fail('874', 'Account number not numeric');
  if (digits.length < 13) return fail('872', 'Account number too short');
  if (digits.length > 19) return fail('873', 'Account number too long');
  if (!cardNumberValid(digits)) return fail('871', 'Account number not mod10');
  const cvv = text(body.cvv);
  if (!/^[0-9]*$/.test(cvv)) return fail('881', 'Card validation number not numeric');
  if (cvv.length < 3) return fail('882', 'Card validation number too short');
  if (cvv.length > 4) return fail('883', 'Card validation number too long');
  const month = Number(body.expMonth);
  const rawYear = Number(body.expYear);
  const year = Number.isInteger(rawYear) && rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return fail('889', 'Failure');
  const id = `sbxEP${String(world.next('eprotect')).padStart(6, '0')}${digits.slice(-4)}`;
  world.vantivRegistrations.set(id, { digits, expMonth: month, expYear: year, expiresAt: world.now() + VANTIV_REGISTRATION_MS });
  return {
    ...base, response: '870', message: 'Success', paypageRegistrationId: id, bin: digits.slice(0, 6), firstSix: digits.slice(0, 6), lastFour: digits.slice(-4),
    type: eprotectTypeOf(digits), expMonth: String(month).padStart(2, '0'), expYear: String(year % 100).padStart(2, '0'),
  };
}

/**
 * A paypage registration id as the back office takes it (authorization, card add): one the eProtect
 * imitation issued, not expired, not taken before, of a Visa or Mastercard not expired, bound to
 * the customer who uses it, in their name. Taken (gone) whether or not it is refused after it is found.
 */
export function takeVantivRegistration(world: SandboxWorld, customer: SandboxCustomer, value: string): DeskAnswer<PendingCardToken> {
  const registration: VantivRegistration | undefined = world.vantivRegistrations.get(value);
  if (!registration || registration.expiresAt < world.now()) {
    return refuse(invalid('payment_page_registration_id', 'The card registration is unknown, expired or already used. Enter the card again.', 422));
  }
  world.vantivRegistrations.delete(value);
  if (!cardBrand(registration.digits)) return refuse({ status: 422, type: 'InvalidValue', property_path: 'payment_page_registration_id', message: 'Only Visa and Mastercard cards are accepted.' });
  if (isExpired(registration.expMonth, registration.expYear, world.now())) {
    return refuse({ status: 422, type: 'CardExpired', property_path: 'payment_page_registration_id', message: 'The card has expired. Enter another card.' });
  }
  return answer({ customerId: customer.id, digits: registration.digits, expMonth: registration.expMonth, expYear: registration.expYear, holderName: `${customer.firstName} ${customer.lastName}` });
}

/** What POST api/vantiv-transaction/authorization answers (openapi/main-api.yaml authorizeVantivTransaction). */
export interface VantivAuthorizationView {
  readonly authorization: { readonly id: string; readonly status: 'APPROVED' | 'DECLINED'; readonly code: string; readonly transaction_reference: string };
}

/**
 * POST api/vantiv-transaction/authorization: the transfer's card payment by a paypage registration
 * id (spec 02 section 7). The id must be one the eProtect imitation issued and is taken once
 * (takeVantivRegistration); the transfer must be the customer's and not paid. The card's test
 * behaviour decides: declined by the bank (payment_was_declined_by_bank), insufficient funds
 * (insufficient_funds), else approved (a 3-D Secure test card too: this flow has no challenge).
 * Approved: the transfer is paid by card (PENDING) and the card is saved to the customer's cards
 * (unless saved already), so the card list shows it.
 */
export function vantivAuthorizationAtDesk(world: SandboxWorld, customer: SandboxCustomer, body: Record<string, unknown>): DeskAnswer<VantivAuthorizationView> {
  const blank = blankFields(body, ['payment_page_registration_id', 'transaction_reference']);
  if (blank.length > 0) return refuse(...blank);
  const tx = world.records.transactions.find((t) => t.customerId === customer.id && t.reference === text(body.transaction_reference));
  if (!tx) return refuse(invalid('transaction_reference', 'Transfer not found.', 404));
  if (!['DRAFT', 'AWAITING'].includes(tx.status)) return refuse({ status: 422, type: 'StateMismatch', property_path: 'transaction_reference', message: 'The transfer is already paid.' });
  const taken = takeVantivRegistration(world, customer, text(body.payment_page_registration_id));
  if (!taken.ok) return taken;
  const id = `vt-${String(world.next('vantiv')).padStart(6, '0')}`;
  const behaviour = behaviourOf(taken.value.digits);
  if (behaviour === 'decline' || behaviour === 'insufficient') {
    const code = behaviour === 'decline' ? 'payment_was_declined_by_bank' : 'insufficient_funds';
    return answer({ authorization: { id, status: 'DECLINED', code, transaction_reference: tx.reference } });
  }
  tx.paymentType = 'card';
  moveTo(world, tx, 'PENDING');
  const card = taken.value;
  const last4 = card.digits.slice(-4);
  if (!world.records.cards.some((k) => k.customerId === customer.id && k.last4 === last4 && k.expMonth === card.expMonth && k.expYear === card.expYear)) saveCard(world, customer, card);
  return answer({ authorization: { id, status: 'APPROVED', code: 'approved', transaction_reference: tx.reference } });
}
