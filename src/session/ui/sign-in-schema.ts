import { z } from 'zod/mini';

/** The sign-in form's own rules; messages are catalogue keys (common namespace). */
export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'signIn.emailRequired'), z.email('signIn.emailInvalid')),
  password: z.string().check(z.minLength(1, 'signIn.passwordRequired')),
});
