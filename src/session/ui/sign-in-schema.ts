import { z } from 'zod';

/** Client-side rules of the sign-in form; messages are catalogue keys (common namespace). */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'signIn.emailRequired').pipe(z.email('signIn.emailInvalid')),
  password: z.string().min(1, 'signIn.passwordRequired'),
  country: z.string().optional(),
});

export type SignInForm = z.infer<typeof signInSchema>;
