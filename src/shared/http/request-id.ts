export const REQUEST_ID_HEADER = 'X-Request-Id';
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A fresh id for every request, shown to the customer as "Error code" when it fails. */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** Header params for a typed call: the contract makes X-Request-Id required on every operation. */
export function requestIdHeader(): { 'X-Request-Id': string } {
  return { [REQUEST_ID_HEADER]: newRequestId() } as { 'X-Request-Id': string };
}
