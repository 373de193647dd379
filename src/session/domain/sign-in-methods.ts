/**
 * The ways to sign in (spec 01 section 4): e-mail + password, one-time codes, BankID, and the
 * personal identity number (spec 01 section 7: a BankID order for the number).
 */
export const SIGN_IN_METHODS = ['password', 'emailCode', 'phoneCode', 'bankId', 'pin'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The methods that sign in through BankID: offered only where the country config has bank_id_login. */
export const BANKID_METHODS: readonly SignInMethod[] = ['bankId', 'pin'];

/** Local-storage key of the method used last (a preference: kept on sign-out). */
export const SIGN_IN_METHOD_KEY = 'sign-in-method';

export function isSignInMethod(value: string | null | undefined): value is SignInMethod {
  return (SIGN_IN_METHODS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The methods offered for the chosen sign-in country. The BankID ones only where the country's
 * config has bank_id_login (`bankIdCountries`, the service locator's list; undefined while it is
 * not known: not offered), or while no country is chosen (the method then asks which BankID
 * country, unless the config names none).
 */
export function methodsFor(country: string | undefined, bankIdCountries: readonly string[] | undefined): readonly SignInMethod[] {
  const bankId = country === undefined ? bankIdCountries === undefined || bankIdCountries.length > 0 : (bankIdCountries?.includes(country) ?? false);
  return SIGN_IN_METHODS.filter((method) => bankId || !BANKID_METHODS.includes(method));
}
