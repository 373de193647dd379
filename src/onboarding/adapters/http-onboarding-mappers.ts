import { z } from '@/shared/validation/zod';
import type { ResidenceCountry } from '../domain/residence-country';
import { residenceCode } from '../domain/residence-country';

/** Response checks at the adapter boundary: only what onboarding relies on. */
export const countryListSchema = z.array(
  z.object({
    iso2: z.string().check(z.length(2)),
    name: z.string(),
    bank_id_registration: z.boolean(),
  }),
);

export const loginLocationsSchema = z.array(z.object({ country: z.string().check(z.length(2)) }));

export const tokenSchema = z.object({ token: z.string().check(z.minLength(1)) });
export const sentSchema = z.object({ sent: z.boolean() });
export const phoneCodeSentSchema = z.object({ sent: z.boolean(), resend_after_seconds: z.int() });
export const verifiedSchema = z.object({ verified: z.boolean() });
export const changedSchema = z.object({ changed: z.boolean() });

/** Every listed country is offered; Somaliland is SQ whatever code the locator gives it. */
export function toResidenceCountries(data: z.infer<typeof countryListSchema>): ResidenceCountry[] {
  return data.map((entry) => ({ code: residenceCode(entry.iso2, entry.name), offered: true, bankIdRegistration: entry.bank_id_registration }));
}
