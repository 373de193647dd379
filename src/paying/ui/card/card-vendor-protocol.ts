import { z } from '@/shared/validation/zod';
import { CARD_BRANDS } from '../../domain/card';

/**
 * The card provider's frame protocol: what its pages, framed by the portal, post to the portal.
 * Namespaced and versioned as a vendor's public protocol is: a message of another protocol or
 * version is not ours and is ignored. Heard only through src/shared/vendor/vendor-messages.ts
 * (configured vendor origins, the expected frame, this shape). The sandbox's pages that speak it:
 * src/sandbox/vendor/assets/card-form.js and three-ds.js.
 *
 *   card-form-loaded  the hosted card form is ready (the portal stops its spinner)
 *   card-tokenized    the card was tokenized on the provider's origin: the single-use token, and
 *                     only what may be shown (last four digits, brand, MM/YY): never the number
 *   3ds-loaded        the 3-D Secure challenge page is ready
 *   3ds-complete      the customer answered the challenge; the payment's status tells the outcome
 */
export const CARD_VENDOR_PROTOCOL = 'sandbox-card';
export const CARD_VENDOR_PROTOCOL_VERSION = 1;

const envelope = {
  protocol: z.literal(CARD_VENDOR_PROTOCOL),
  version: z.literal(CARD_VENDOR_PROTOCOL_VERSION),
};
const reference = z.string().check(z.minLength(1), z.maxLength(200));

/** The hosted card form's messages; `session` is the form session it was opened with. */
export const cardFormMessage = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('card-form-loaded'), session: reference }),
  z.object({
    ...envelope,
    type: z.literal('card-tokenized'),
    session: reference,
    token: reference,
    last4: z.string().check(z.regex(/^[0-9]{4}$/)),
    brand: z.enum(CARD_BRANDS),
    expiry: z.string().check(z.regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/)),
  }),
]);
export type CardFormMessage = z.infer<typeof cardFormMessage>;

/** The 3-D Secure challenge's messages; `payment` is the payment it was opened for. */
export const challengeMessage = z.discriminatedUnion('type', [
  z.object({ ...envelope, type: z.literal('3ds-loaded'), payment: reference }),
  z.object({ ...envelope, type: z.literal('3ds-complete'), payment: reference, outcome: z.enum(['approved', 'declined']) }),
]);
export type ChallengeMessage = z.infer<typeof challengeMessage>;
