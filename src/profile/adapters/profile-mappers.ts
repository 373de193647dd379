import { z } from '@/shared/validation/zod';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import type { Profile, UsedLimit } from '../domain/profile';
import type { PasswordChange } from '../application/password-gateway';

/**
 * The profile's parts of the main API's answers and bodies (openapi/main-api.yaml getUser's
 * UserData, changePassword, updateRemitterPhone), read at the adapter boundary by the HTTP adapters and the in-memory
 * ones alike (the sandbox's contract-shaped answers go through the same schemas), so both modes map
 * an answer the same way.
 */

const limitSchema = z.object({
  limit: z.object({ amount_minor: z.int(), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) }),
  used: z.object({ amount_minor: z.int(), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) }),
});

/** The part of UserData the profile reads: the e-mail, the country, the mobile number (E.164 `phone`), remittance enabled, whether there is a password, the spending limit (user_limit) and the yearly one. */
export const profileUserSchema = z.object({
  user: z.object({ email: z.string(), country: z.string().check(z.regex(/^[A-Z]{2}$/)), phone: z.string(), isRemittanceEnabled: z.boolean(), hasPassword: z.boolean() }),
  user_limit: limitSchema,
  yearly_limit: z.optional(limitSchema),
});

const usedLimitFrom = (l: z.infer<typeof limitSchema>): UsedLimit => ({
  used: money(l.used.amount_minor, l.used.currency),
  limit: money(l.limit.amount_minor, l.limit.currency),
});

export function profileFrom(data: z.infer<typeof profileUserSchema>): Profile {
  return {
    email: data.user.email,
    country: data.user.country,
    phone: data.user.phone,
    remittanceEnabled: data.user.isRemittanceEnabled,
    hasPassword: data.user.hasPassword,
    spendingLimit: usedLimitFrom(data.user_limit),
    yearlyLimit: data.yearly_limit ? usedLimitFrom(data.yearly_limit) : undefined,
  };
}

/** The contract's change-password body: the passwords as typed (never trimmed: a space is part of a password). */
export const changePasswordBody = (change: PasswordChange) => ({
  old_password: change.current,
  password: change.next,
  password_confirmation: change.confirmation,
});

/** The contract's send-phone-code answer: seconds before another code may be asked for. */
export const phoneCodeSentSchema = z.object({ sent: z.boolean(), resend_after_seconds: z.int() });

/** The contract's update-phone answer: the number the back office now holds (`phone`, E.164). */
export const phoneUpdatedSchema = z.object({ phone: z.string() });

export const passwordChangedSchema = z.object({ changed: z.boolean() });

/** The contract's reset-password answer (the e-mail with the link to set a password). */
export const linkSentSchema = z.object({ sent: z.boolean() });

/** The back office says whether it sent the e-mail; "not sent" without a refusal is the generic failure all the same. */
export function linkSent(data: z.infer<typeof linkSentSchema>): void {
  if (!data.sent) throw new AppError('Unknown', 'The e-mail was not sent.');
}

/** The back office says whether it changed the password; "not changed" without a refusal is the generic failure all the same. */
export function passwordChanged(data: z.infer<typeof passwordChangedSchema>): void {
  if (!data.changed) throw new AppError('Unknown', 'The password was not changed.');
}
