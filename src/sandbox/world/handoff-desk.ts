import type { SandboxCustomer } from './customers';
import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxWorld } from './world';
import { documentRequestFor } from '../server/user-payload.ts';

/**
 * The back office's phone hand-off desk ("continue on your phone", not in the spec). The HTTP
 * sandbox (src/sandbox/server/main-api-handoff.ts) and the in-memory adapters ask it alike.
 *
 * - A signed-in customer issues a hand-off for their current document request: a link token (128
 *   random bits) and a short code (country + 8 characters of a 31-letter alphabet, about 40 bits),
 *   both valid for LINK_LIFETIME_MS on the world's clock and claimable once.
 * - Claiming gives a capture token (128 random bits) that the desk accepts only for uploading that
 *   one document of that customer (captureGrantAtDesk), until CAPTURE_LIFETIME_MS pass or the
 *   upload succeeds. It is not a session: every other call refuses it.
 * - Failed short-code claims are counted per client; after MAX_FAILED_CLAIMS within a link's
 *   lifetime the client gets AttemptLimit (429), so a short code cannot be found by trying.
 *
 * Tokens are random (crypto.getRandomValues), unlike the world's counters: a guessable token would
 * make the sandbox teach the wrong thing. Scenarios read them from the answers.
 */

export const LINK_LIFETIME_MS = 10 * 60_000;
export const CAPTURE_LIFETIME_MS = 30 * 60_000;
export const MAX_FAILED_CLAIMS = 10;
/** No 0/O, 1/I/L, U: easy to read and type on a phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

export type HandoffStatus = 'waiting' | 'opened' | 'completed' | 'expired' | 'cancelled';
export type HandoffDocument = 'ID' | 'Passport' | 'DriversLicense' | 'ProofOfAddress' | 'ProofOfIncome';
export interface HandoffRequest {
  readonly type: 'optional' | 'standard';
  readonly screen_type: 'id' | 'address' | 'funds';
  readonly document: HandoffDocument;
}

export interface SandboxHandoff {
  readonly id: string;
  readonly token: string;
  readonly shortCode: string;
  readonly customerId: number;
  readonly request: HandoffRequest;
  readonly expiresAt: number;
  claimedAt?: number;
  captureToken?: string;
  captureExpiresAt?: number;
  completedAt?: number;
  cancelled?: boolean;
}

class HandoffState {
  readonly handoffs: SandboxHandoff[] = [];
  /** Failed claims per client: when each happened. */
  readonly failedClaims = new Map<string, number[]>();
}

const states = new WeakMap<SandboxWorld, HandoffState>();

function stateOf(world: SandboxWorld): HandoffState {
  let state = states.get(world);
  if (!state) {
    state = new HandoffState();
    states.set(world, state);
  }
  return state;
}

/** The hand-offs the world has issued (scenarios look at them). */
export const handoffsOf = (world: SandboxWorld): readonly SandboxHandoff[] => stateOf(world).handoffs;

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const ok = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

/** base64url of 16 random bytes: 128 bits, 22 characters. */
function randomToken(): string {
  let binary = '';
  for (const byte of randomBytes(16)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function randomCode(country: string): string {
  // Rejection sampling keeps every letter equally likely.
  const letters: string[] = [];
  while (letters.length < 8) {
    for (const byte of randomBytes(16)) {
      if (byte < 240 && letters.length < 8) letters.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]!);
    }
  }
  return `${country.toUpperCase()}-${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

/** The status as of now on the world's clock. */
export function handoffStatus(world: SandboxWorld, handoff: SandboxHandoff): HandoffStatus {
  if (handoff.completedAt !== undefined) return 'completed';
  if (handoff.cancelled) return 'cancelled';
  const now = world.now();
  if (handoff.claimedAt !== undefined) return now < (handoff.captureExpiresAt ?? 0) ? 'opened' : 'expired';
  return now < handoff.expiresAt ? 'waiting' : 'expired';
}

/** When the current stage ends: the link's expiry, or the capture's once claimed. */
export const handoffExpiresAt = (handoff: SandboxHandoff): number => handoff.captureExpiresAt ?? handoff.expiresAt;

export interface IssuedHandoff {
  readonly handoff: SandboxHandoff;
  /** The portal path the phone opens. */
  readonly url: string;
}

export function issueHandoffAtDesk(world: SandboxWorld, customer: SandboxCustomer): DeskAnswer<IssuedHandoff> {
  const request = documentRequestFor(customer);
  if (!request) {
    return refuse({ status: 422, type: 'InvalidValue', property_path: '', message: 'No document is requested from you at the moment.' });
  }
  const handoff: SandboxHandoff = {
    id: `hof-${world.next('handoff').toString().padStart(6, '0')}`,
    token: randomToken(),
    shortCode: randomCode(customer.country),
    customerId: customer.id,
    request: request as HandoffRequest,
    expiresAt: world.now() + LINK_LIFETIME_MS,
  };
  stateOf(world).handoffs.push(handoff);
  return ok({ handoff, url: `/verification?token=${handoff.token}&country=${customer.country}` });
}

/** A customer's own hand-off; anyone else's is as unknown as a missing one. */
export function handoffOfCustomerAtDesk(world: SandboxWorld, customer: SandboxCustomer, id: string): DeskAnswer<SandboxHandoff> {
  const handoff = stateOf(world).handoffs.find((h) => h.id === id && h.customerId === customer.id);
  return handoff ? ok(handoff) : refuse({ status: 404, type: 'InvalidValue', property_path: '', message: 'No such hand-off.' });
}

export function cancelHandoffAtDesk(world: SandboxWorld, customer: SandboxCustomer, id: string): DeskAnswer<SandboxHandoff> {
  const found = handoffOfCustomerAtDesk(world, customer, id);
  if (found.ok && handoffStatus(world, found.value) !== 'completed') found.value.cancelled = true;
  return found;
}

export interface HandoffClaim {
  readonly captureToken: string;
  readonly request: HandoffRequest;
  readonly firstName: string;
  readonly expiresAt: number;
}

/** Claims a link by its token or short code (exactly one), once. `client` identifies the caller for attempt limiting. */
export function claimHandoffAtDesk(world: SandboxWorld, client: string, link: { token?: string; code?: string }): DeskAnswer<HandoffClaim> {
  const state = stateOf(world);
  const now = world.now();
  const recent = (state.failedClaims.get(client) ?? []).filter((at) => now - at < LINK_LIFETIME_MS);
  state.failedClaims.set(client, recent);
  if (recent.length >= MAX_FAILED_CLAIMS) {
    return refuse({ status: 429, type: 'AttemptLimit', property_path: '', message: 'Too many attempts. Please wait a few minutes and try again.' });
  }
  const token = link.token?.trim() ?? '';
  const code = link.code?.trim().toUpperCase() ?? '';
  if ((token === '') === (code === '')) {
    return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: 'token', message: 'Give the link’s token or its code.' });
  }
  const handoff = state.handoffs.find((h) => (token ? h.token === token : h.shortCode === code));
  // Only failed short codes count: a 128-bit token cannot be found by trying, a short code could.
  const failed = (error: DeskError) => {
    if (code) recent.push(now);
    return refuse(error);
  };
  if (!handoff) return failed({ status: 404, type: 'HandoffTokenInvalid', property_path: '', message: 'This link is not valid.' });
  if (handoff.claimedAt !== undefined) return failed({ status: 410, type: 'HandoffTokenUsed', property_path: '', message: 'This link has already been used.' });
  if (handoffStatus(world, handoff) !== 'waiting') return failed({ status: 410, type: 'HandoffTokenExpired', property_path: '', message: 'This link has expired.' });
  const customer = world.customerById(handoff.customerId);
  if (!customer || customer.disabled) return failed({ status: 410, type: 'HandoffTokenExpired', property_path: '', message: 'This link has expired.' });
  handoff.claimedAt = now;
  handoff.captureToken = randomToken();
  handoff.captureExpiresAt = now + CAPTURE_LIFETIME_MS;
  return ok({ captureToken: handoff.captureToken, request: handoff.request, firstName: customer.firstName, expiresAt: handoff.captureExpiresAt });
}

/** Whether a token is a capture token (live or not): such a token is never a session. */
export const isCaptureToken = (world: SandboxWorld, token: string): boolean =>
  token !== '' && stateOf(world).handoffs.some((h) => h.captureToken === token);

const ID_DOCUMENTS: readonly string[] = ['ID', 'Passport', 'DriversLicense'];

/**
 * The customer a capture token lets upload `document` (a manual-upload type; 'ID' for the SDK's
 * upload), or 401 AccessDenied: unknown, expired, cancelled, used up, or another document.
 */
export function captureGrantAtDesk(world: SandboxWorld, token: string, document: string): DeskAnswer<{ customer: SandboxCustomer; handoff: SandboxHandoff }> {
  const handoff = stateOf(world).handoffs.find((h) => h.captureToken !== undefined && h.captureToken === token);
  const denied = refuse({ status: 401, type: 'AccessDenied', property_path: '', message: 'Your session has ended. Please sign in again.' });
  if (!handoff || handoffStatus(world, handoff) !== 'opened') return denied;
  const wanted = handoff.request.document;
  const fits = ID_DOCUMENTS.includes(wanted) ? ID_DOCUMENTS.includes(document) : document === wanted;
  const customer = world.customerById(handoff.customerId);
  if (!fits || !customer || customer.disabled) return denied;
  return ok({ customer, handoff });
}

/** The upload the capture token allowed has succeeded: the hand-off is completed and the token spent. */
export function completeHandoffAtDesk(world: SandboxWorld, handoff: SandboxHandoff): void {
  handoff.completedAt = world.now();
}
