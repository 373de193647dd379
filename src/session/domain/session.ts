/** What a signed-in browser holds: the main-API token and where that API lives. */
export interface Session {
  readonly token: string;
  /** Main-API base address for the customer's country (from the service locator). */
  readonly baseUrl: string;
  readonly project: string;
  /** ISO alpha-2 source country the customer signed in with. */
  readonly country: string;
}

/** The signed-in customer, as much as the shell and the home page need. */
export interface SignedInCustomer {
  readonly id: number;
  readonly guid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly country: string;
  readonly verificationStatus: string;
  readonly isRemittanceEnabled: boolean;
  readonly usaState?: { readonly code: string; readonly name: string };
  /** user.sourceCountry.bankIdLogin: the customer's source country offers BankID sign-in. */
  readonly sourceCountryBankIdLogin: boolean;
  /** user.alternativeLoginMethodEnabled: the customer already signs in another way (BankID). */
  readonly alternativeLoginMethodEnabled: boolean;
  /** user.personalIdentityNumberVerified: the customer's personal identity number is verified. */
  readonly personalIdentityNumberVerified: boolean;
}

/** Where a login value is registered, per the service locator's user lookup. */
export interface LoginLocation {
  readonly country: string;
  readonly project: string;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** Chosen when the e-mail is registered in more than one country. */
  readonly country?: string;
}

export interface Backend {
  readonly baseUrl: string;
  readonly project: string;
}

export function displayName(customer: Pick<SignedInCustomer, 'firstName' | 'lastName'>): string {
  return [customer.firstName, customer.lastName].filter(Boolean).join(' ');
}
