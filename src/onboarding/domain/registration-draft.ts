/** A country's main API: its address and project name (from the service locator, else the test address). */
export interface RegistrationBackend {
  readonly baseUrl: string;
  readonly project: string;
}

/**
 * Everything a customer has answered during registration, kept until registration completes or is
 * cancelled (WCAG 3.3.7: nothing typed is asked twice, across reloads and back and forth).
 * Every field is optional: the draft fills step by step.
 */
export interface RegistrationDraft {
  /** Country of residence, ISO 3166-1 alpha-2 (Somaliland is SQ). */
  readonly country?: string;
  /** The country of residence offers registration with BankID (locator's bank_id_registration). */
  readonly bankIdRegistration?: boolean;
  /** How the customer chose to register on /registration. */
  readonly method?: 'email' | 'phone' | 'bankid';
  readonly email?: string;
  /** E.164, e.g. +447700900123. */
  readonly phone?: string;
  /** The phone as the main API takes it: calling code and subscriber number, digits only. */
  readonly mobilePhone?: { readonly code: string; readonly phone: string };
  /** When the last SMS code was sent (ms since epoch): the resend countdown survives a reload. */
  readonly phoneCodeSentAt?: number;
  /** When the last verification e-mail was sent (ms since epoch): the wait-one-minute countdown. */
  readonly verificationEmailSentAt?: number;
  readonly personalIdentityNumber?: string;
  readonly emailVerified?: boolean;
  readonly phoneVerified?: boolean;
  /** Token of the customer being registered (not a signed-in session until registration completes). */
  readonly token?: string;
  /** Back end of the country of residence (from the service locator, else the test address). */
  readonly backend?: RegistrationBackend;
  /** Agent sign-up: the agent code from /sign-up?params={"agentCode":…}. */
  readonly agentCode?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** ISO 3166-1 alpha-2. */
  readonly nationality?: string;
  /** YYYY-MM-DD (shown DD/MM/YYYY). */
  readonly dateOfBirth?: string;
  readonly reasonOfUsage?: string;
  readonly occupation?: string;
  readonly address?: {
    readonly street: string;
    readonly city: string;
    readonly postcode: string;
    readonly province?: string;
  };
  readonly ssn?: string;
  /** US state code for US customers. */
  readonly usState?: string;
  /** What was typed into the address search (kept, so going back shows it again). */
  readonly addressQuery?: string;
  /** The address came from the search (the customer confirms or completes it on /address). */
  readonly addressFromSearch?: boolean;
  /** The remitter was created: a retry of the last step updates it instead. */
  readonly remitterCreated?: boolean;
  /** When the draft was last saved (ms since the epoch): a draft older than its lifetime is dropped. */
  readonly updatedAt?: number;
}
