import { z } from '@/shared/validation/zod';

/**
 * Step 2's part of the draft: the sender's details as the back office holds them when the customer
 * confirmed them (after any correction was saved there), and when. Owned by the You step; the
 * confirm step shows them and its disclosure reads the source country.
 */
export interface SenderPart {
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  /** Source country, ISO 3166-1 alpha-2. */
  readonly country: string;
  /** US customers: the state's code (e.g. "TX"); absent elsewhere. */
  readonly usState?: string;
  /** Epoch milliseconds of the confirmation. */
  readonly confirmedAt: number;
}

/** What a stored sender part must look like to be used (a damaged or older one is dropped). */
export const senderPartSchema = z.object({
  firstName: z.string().check(z.minLength(1)),
  lastName: z.string().check(z.minLength(1)),
  street: z.string().check(z.minLength(1)),
  city: z.string().check(z.minLength(1)),
  postcode: z.string().check(z.minLength(1)),
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  usState: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
  confirmedAt: z.number(),
});
