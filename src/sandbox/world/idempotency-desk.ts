import { IDEMPOTENCY_KEY_HEADER } from '../../shared/http/request-id.ts';
import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import type { SandboxWorld } from './world';

/**
 * The back office's idempotency desk (openapi/shared/errors.yaml: the Idempotency-Key parameter).
 * Transaction create, set-payment-type, pay and the wallet's top-up carry a key made once per customer intent; per
 * customer, operation and key the desk keeps the first answer (a success or a refusal) with a
 * fingerprint of the request body (its canonical JSON):
 *
 *   - the same key with the same body answers that first answer again, and nothing runs again;
 *   - the same key with another body is refused 409 IdempotencyKeyReused;
 *   - while the first request with a key still runs, another one with it is refused 409
 *     IdempotencyKeyInUse (the sandbox's handlers are synchronous, so this only happens with an
 *     asynchronous one: `idempotentAtDeskAsync`);
 *   - a missing key is refused 400 ValueNotBeBlank on "Idempotency-Key", a key outside 8..128
 *     characters 400 InvalidValue.
 *
 * The HTTP sandbox (src/sandbox/server/main-api-payments.ts) and the in-memory transfer and wallet
 * gateways all ask it, so both modes replay and refuse alike. Kept beside the world (one ledger per
 * SandboxWorld), never in it: `idempotencyLedgerOf(world)` for tests.
 */

export { IDEMPOTENCY_KEY_HEADER };
export const IDEMPOTENCY_KEY_MIN = 8;
export const IDEMPOTENCY_KEY_MAX = 128;

/** The operations whose requests carry a key. */
export type IdempotentOperation = 'createTransaction' | 'setTransactionPaymentType' | 'payTransaction' | 'topUpWallet';

interface LedgerEntry {
  readonly fingerprint: string;
  /** Undefined while the first request runs. */
  answer: DeskAnswer<unknown> | undefined;
}

export interface IdempotencyLedger {
  readonly entries: Map<string, LedgerEntry>;
}

const ledgers = new WeakMap<SandboxWorld, IdempotencyLedger>();

export function idempotencyLedgerOf(world: SandboxWorld): IdempotencyLedger {
  let ledger = ledgers.get(world);
  if (!ledger) {
    ledger = { entries: new Map() };
    ledgers.set(world, ledger);
  }
  return ledger;
}

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });

/** JSON with every object's keys sorted (undefined members dropped, as JSON.stringify does): equal bodies, equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A key the contract accepts, else the refusal. */
function checkKey(key: string | undefined): DeskAnswer<string> {
  const trimmed = (key ?? '').trim();
  if (trimmed === '') {
    return refuse({ status: 400, type: 'ValueNotBeBlank', property_path: IDEMPOTENCY_KEY_HEADER, message: 'The Idempotency-Key header is required' });
  }
  if (trimmed.length < IDEMPOTENCY_KEY_MIN || trimmed.length > IDEMPOTENCY_KEY_MAX) {
    return refuse({
      status: 400,
      type: 'InvalidValue',
      property_path: IDEMPOTENCY_KEY_HEADER,
      message: `The Idempotency-Key header must be ${IDEMPOTENCY_KEY_MIN} to ${IDEMPOTENCY_KEY_MAX} characters long`,
    });
  }
  return { ok: true, value: trimmed };
}

/** A copy of a kept answer, so whoever reads it cannot change what the next replay answers. */
const copyOf = <T>(answer: DeskAnswer<T>): DeskAnswer<T> => structuredClone(answer);

/** What a request with a key may do: run (and then settle or drop its claim), or take the answer it gets at once. */
export type IdempotencyClaim<T> =
  | { readonly kind: 'run'; settle(answer: DeskAnswer<T>): DeskAnswer<T>; drop(): void }
  | { readonly kind: 'answered'; readonly answer: DeskAnswer<T> };

/**
 * Claims a key for a request. `run`: the caller does the work, then `settle`s the claim with its
 * answer (kept and returned as a copy) or `drop`s it when the work failed unexpectedly (nothing is
 * kept: the key may be used again). `answered`: a replay, or a refusal of the key.
 */
export function claimAtDesk<T>(
  world: SandboxWorld,
  customer: SandboxCustomer,
  operation: IdempotentOperation,
  key: string | undefined,
  body: unknown,
): IdempotencyClaim<T> {
  const checked = checkKey(key);
  if (!checked.ok) return { kind: 'answered', answer: checked };
  const { entries } = idempotencyLedgerOf(world);
  const id = `${customer.id}\u0000${operation}\u0000${checked.value}`;
  const fingerprint = canonicalJson(body);
  const kept = entries.get(id);
  if (kept) {
    if (kept.fingerprint !== fingerprint) {
      return {
        kind: 'answered',
        answer: refuse({ status: 409, type: 'IdempotencyKeyReused', property_path: IDEMPOTENCY_KEY_HEADER, message: 'This Idempotency-Key was already used for another request.' }),
      };
    }
    if (kept.answer === undefined) {
      return {
        kind: 'answered',
        answer: refuse({ status: 409, type: 'IdempotencyKeyInUse', property_path: IDEMPOTENCY_KEY_HEADER, message: 'A request with this Idempotency-Key is still running. Try again shortly.' }),
      };
    }
    return { kind: 'answered', answer: copyOf(kept.answer as DeskAnswer<T>) };
  }
  const entry: LedgerEntry = { fingerprint, answer: undefined };
  entries.set(id, entry);
  return {
    kind: 'run',
    settle(answer) {
      entry.answer = copyOf(answer);
      return copyOf(answer);
    },
    drop() {
      if (entries.get(id) === entry) entries.delete(id);
    },
  };
}

/** Runs a synchronous desk call once per key (see `claimAtDesk`); an exception keeps nothing. */
export function idempotentAtDesk<T>(
  world: SandboxWorld,
  customer: SandboxCustomer,
  operation: IdempotentOperation,
  key: string | undefined,
  body: unknown,
  run: () => DeskAnswer<T>,
): DeskAnswer<T> {
  const claim = claimAtDesk<T>(world, customer, operation, key, body);
  if (claim.kind === 'answered') return claim.answer;
  let answer: DeskAnswer<T>;
  try {
    answer = run();
  } catch (error) {
    claim.drop();
    throw error;
  }
  return claim.settle(answer);
}

/** The same for an asynchronous desk call: while it runs, the key answers IdempotencyKeyInUse. */
export async function idempotentAtDeskAsync<T>(
  world: SandboxWorld,
  customer: SandboxCustomer,
  operation: IdempotentOperation,
  key: string | undefined,
  body: unknown,
  run: () => Promise<DeskAnswer<T>>,
): Promise<DeskAnswer<T>> {
  const claim = claimAtDesk<T>(world, customer, operation, key, body);
  if (claim.kind === 'answered') return claim.answer;
  let answer: DeskAnswer<T>;
  try {
    answer = await run();
  } catch (error) {
    claim.drop();
    throw error;
  }
  return claim.settle(answer);
}
