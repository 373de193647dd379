/**
 * The e-mail pattern of the portal's forms: zod's own (`regexes.email`, checked equal in
 * email-pattern.test.ts), kept here so the sign-in screen checks an address without loading zod.
 */
// eslint-disable-next-line no-useless-escape -- zod's source, character for character
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
