import { z } from '@/shared/validation/zod';

/**
 * The 3-D Secure challenge page's protocol: what the card issuer's challenge page (its ACS), framed
 * by the portal at the payment's challenge_url, posts to the portal. Namespaced and versioned: a
 * message of another protocol or version is not ours and is ignored. Heard only through
 * src/shared/vendor/vendor-messages.ts (configured vendor origins, the expected frame, this shape).
 * The sandbox's page that speaks it: src/sandbox/vendor/assets/three-ds.js. (Adding a card speaks
 * each card vendor's own API: src/paying/adapters/card-forms/.)
 *
 *   3ds-loaded        the 3-D Secure challenge page is ready
 *   3ds-complete      the customer answered the challenge; the payment's status tells the outcome
 */
export const THREE_DS_CHALLENGE_PROTOCOL = 'three-ds-challenge';
export const THREE_DS_CHALLENGE_VERSION = 1;

const envelope = {
  protocol: z.literal(THREE_DS_CHALLENGE_PROTOCOL),
  version: z.literal(THREE_DS_CHALLENGE_VERSION),
};
const reference = z.string().check(z.minLength(1), z.maxLength(200));

/** The 3-D Secure challenge's messages; `payment` is the payment it was opened for. */
export const challengeMessage = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('3ds-loaded'), payment: reference }),
  z.object({ ...envelope, type: z.literal('3ds-complete'), payment: reference, outcome: z.enum(['approved', 'declined']) }),
]);
export type ChallengeMessage = z.infer<typeof challengeMessage>;
