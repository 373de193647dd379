import { z } from '@/shared/validation/zod';
import type { Sender, SenderChanges } from '../domain/sender';

/**
 * Step 2's parts of the main API's answers (openapi/main-api.yaml: getUser's UserData and
 * updateRemitter's RemitterResult both carry the User) and of the service locator's country list,
 * read at the adapter boundary by the HTTP adapter and the in-memory one alike (the sandbox's
 * contract-shaped answers go through the same schemas), so both modes map an answer the same way.
 */

/** The part of User the You step reads. The mobile number is read from `phone` (E.164), not re-joined from `mobile_phone`. */
export const senderUserSchema = z.object({
  user: z.object({
    country: z.string().check(z.regex(/^[A-Z]{2}$/)),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    usaState: z.nullable(z.object({ code: z.string(), name: z.string() })),
    address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), province: z.string() }),
  }),
});

export function senderFrom(data: z.infer<typeof senderUserSchema>): Sender {
  const { user } = data;
  return {
    country: user.country,
    phone: user.phone,
    details: {
      firstName: user.firstName,
      lastName: user.lastName,
      street: user.address.street,
      city: user.address.city,
      postcode: user.address.postcode,
      usState: user.usaState?.code ?? '',
    },
    usStateName: user.usaState?.name ?? undefined,
  };
}

/** The contract's remitter-update body: the changed fields only, in its snake_case. */
export function remitterUpdateBody(changes: SenderChanges) {
  const body = {
    first_name: changes.firstName,
    last_name: changes.lastName,
    street: changes.street,
    city: changes.city,
    postcode: changes.postcode,
    usa_state: changes.usState,
  };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<Record<keyof typeof body, string>>;
}
