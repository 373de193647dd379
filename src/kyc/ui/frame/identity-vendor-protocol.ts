import { z } from '@/shared/validation/zod';

/**
 * The identity vendor's frame protocol: what its page, framed by the portal, posts to the portal
 * (spec 01 section 4, "document modal flow of the embedded verification provider"). Namespaced
 * and versioned as a vendor's public protocol is: a message of another protocol, another version
 * or another session is not ours and is ignored. Heard only through
 * src/shared/vendor/vendor-messages.ts; the sandbox's page that speaks it is
 * src/sandbox/vendor/assets/identity.js.
 *
 *   idv.loaded   the page is ready (the portal stops its spinner)
 *   idv.success  the customer finished; `workflowExecutionId` is what the back office verifies
 *   idv.error    the vendor gave up; `error.code` is shown as the error code
 */
export const IDENTITY_VENDOR_PROTOCOL = 'sandbox-idv';
export const IDENTITY_VENDOR_PROTOCOL_VERSION = 1;

const envelope = {
  protocol: z.literal(IDENTITY_VENDOR_PROTOCOL),
  version: z.literal(IDENTITY_VENDOR_PROTOCOL_VERSION),
  /** The verification session the page was opened for (the KYC service's reference). */
  session: z.string().check(z.minLength(1), z.maxLength(200)),
};

const token = z.string().check(z.minLength(1), z.maxLength(200));

export const identityVendorMessage = z.discriminatedUnion('event', [
  z.object({ ...envelope, event: z.literal('idv.loaded') }),
  z.object({ ...envelope, event: z.literal('idv.success'), workflowExecutionId: token }),
  z.object({
    ...envelope,
    event: z.literal('idv.error'),
    error: z.object({ code: token, message: z.string().check(z.maxLength(500)) }),
  }),
]);

export type IdentityVendorMessage = z.infer<typeof identityVendorMessage>;
