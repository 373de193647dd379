import { z } from '@/shared/validation/zod';
import type { SignedInCustomer } from '../domain/session';

// Response checks at the adapter boundary: only what the portal relies on, strictly typed.

// Only that the answer is an object: nothing of it is used (and z.boolean would add to the first screen).
export const logoutSchema = z.object({});

export const loginResultSchema = z.object({ token: z.string().check(z.minLength(1)) });

/**
 * user/login-with-personal-identity-number: 202 `{status: pending}`, or 200 with the token (one
 * object schema, no zod union or literal: those would join the first screen's zod).
 */
export const pinLoginSchema = z.object({ status: z.optional(z.string()), token: z.optional(z.string()) });
export const pinOrderSchema = z.object({ url: z.string().check(z.minLength(1)), order_ref: z.string().check(z.minLength(1)) });

export const userDataSchema = z.object({
  user: z.object({
    id: z.int(),
    guid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    isRemittanceEnabled: z.boolean(),
    usaState: z.optional(z.nullable(z.object({ code: z.string(), name: z.string() }))),
    verification: z.optional(z.nullable(z.object({ status: z.string() }))),
    // The profile menu's "Login with BankID" (spec 02 section 2); absent means no.
    sourceCountry: z.optional(z.object({ bankIdLogin: z.boolean() })),
    alternativeLoginMethodEnabled: z.optional(z.boolean()),
    personalIdentityNumberVerified: z.optional(z.boolean()),
  }),
});

export function toSignedInCustomer(data: z.infer<typeof userDataSchema>): SignedInCustomer {
  const { user } = data;
  return {
    id: user.id,
    guid: user.guid,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    country: user.country,
    // Spec 01 section 4: Pass is the default when no status is given.
    verificationStatus: user.verification?.status ?? 'Pass',
    isRemittanceEnabled: user.isRemittanceEnabled,
    usaState: user.usaState ?? undefined,
    sourceCountryBankIdLogin: user.sourceCountry?.bankIdLogin ?? false,
    alternativeLoginMethodEnabled: user.alternativeLoginMethodEnabled ?? false,
    personalIdentityNumberVerified: user.personalIdentityNumberVerified ?? false,
  };
}
