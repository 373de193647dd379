import { z } from 'zod/mini';

/** Client-side rules of the sign-in form; messages are catalogue keys (common namespace). */
export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'signIn.emailRequired'), z.email('signIn.emailInvalid')),
  password: z.string().check(z.minLength(1, 'signIn.passwordRequired')),
  country: z.optional(z.string()),
});

export type SignInForm = z.infer<typeof signInSchema>;
