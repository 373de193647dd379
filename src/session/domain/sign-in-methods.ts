/** The ways to sign in (spec 01 section 4): e-mail + password, one-time codes, BankID. */
export const SIGN_IN_METHODS = ['password', 'emailCode', 'phoneCode', 'bankId'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * Countries whose config has bank_id_login (service locator and main API country lists; the
 * sandbox's SOURCE_COUNTRIES): Sweden and Norway.
 */
export const BANKID_LOGIN_COUNTRIES: readonly string[] = ['SE', 'NO'];

/** Local-storage key of the method used last (a preference: kept on sign-out). */
export const SIGN_IN_METHOD_KEY = 'sign-in-method';

export function isSignInMethod(value: string | null | undefined): value is SignInMethod {
  return (SIGN_IN_METHODS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The methods offered for the chosen sign-in country: BankID only where the country signs in
 * with it, or while no country is chosen (BankID then asks Sweden or Norway).
 */
export function methodsFor(country: string | undefined): readonly SignInMethod[] {
  return SIGN_IN_METHODS.filter((method) => method !== 'bankId' || country === undefined || BANKID_LOGIN_COUNTRIES.includes(country));
}
