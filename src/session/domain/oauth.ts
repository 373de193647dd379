/**
 * The OAuth flows of spec 01 sections 3 and 4: sign-in and registration with one-time codes,
 * BankID, guest and flush. Values as the OAuth API (openapi/oauth.yaml) carries them.
 */
export const OAUTH_FLOW_NAMES = ['SignInEmail', 'SignInPhone', 'SignInBankId', 'RegistrationEmail', 'RegistrationBankId'] as const;
export type OauthFlowName = (typeof OAUTH_FLOW_NAMES)[number];

export const isRegistrationFlow = (flow: OauthFlowName): boolean => flow.startsWith('Registration');
export const isBankIdFlow = (flow: OauthFlowName): boolean => flow === 'SignInBankId' || flow === 'RegistrationBankId';

/** Names of the next steps the server links to (`_links`), spec 01 section 7. */
export const OAUTH_LINK_NAMES = [
  'token',
  'commit',
  'email_send',
  'email_check',
  'email_reset',
  'otp_send',
  'otp_check',
  'otp_reset',
  'otp_email',
  'bankid_init',
  'bankid_check',
  'bankid_reset',
  'bankid_ekyc',
  'guest',
  'address_find',
  'province_list',
  'flush',
] as const;
export type OauthLinkName = (typeof OAUTH_LINK_NAMES)[number];
/** Absolute addresses of the steps still open, by name, as the last answer gave them. */
export type OauthLinks = Readonly<Partial<Record<OauthLinkName, string>>>;

/** The action the captcha is asked for (v3). */
export const CAPTCHA_ACTION = 'gcaptcha_v3';

/** What the customer names at commit: the identifier of the flow. */
export interface OauthIdentifiers {
  readonly email?: string;
  readonly phone?: string;
  readonly personalIdentityNumber?: string;
}

export interface OauthToken {
  readonly accessToken: string;
  readonly flow: OauthFlowName;
  readonly country: string;
  readonly expiresInSeconds: number;
}

/** Answer to commit: the identifiers, masked. */
export interface OauthCommitted {
  readonly flow: OauthFlowName;
  readonly maskedEmail?: string;
  readonly maskedPhone?: string;
}

/** Where a one-time code goes: SMS (otp), the SMS code by e-mail (otp/email), or the e-mail code. */
export type CodeChannel = 'sms' | 'sms-by-email' | 'email';

export interface CodeSent {
  readonly channel: 'sms' | 'email';
  /** Masked phone number or e-mail address. */
  readonly destination: string;
  readonly codeLength: number;
  readonly resendAfterSeconds: number;
}

export type BankIdStatus = 'pending' | 'complete';

export interface BankIdStarted {
  /** Address of the BankID page or app (a QR code on a desktop, opened on a phone). */
  readonly url: string;
  readonly sessionId: string;
  readonly status: BankIdStatus;
}

export interface BankIdProgress {
  readonly sessionId: string;
  readonly status: BankIdStatus;
  /** When complete: whether an account has the signed personal identity number. */
  readonly customerExists?: boolean;
}

export interface EkycIdentity {
  readonly personalIdentityNumber: string;
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  readonly country: string;
}

/** The result of flush and jwt-to-auth: the main-API token and where the customer's API lives. */
export interface OauthAuthentication {
  /** Main-API token (meta x-auth-token). */
  readonly authToken: string;
  /** Bearer for jwt-to-auth. */
  readonly jwt: string;
  readonly customer: {
    readonly id: number;
    readonly guid: string;
    readonly country: string;
    readonly project: string;
    /** Main-API base address of the customer's country. */
    readonly baseUrl: string;
  };
}

export interface AddressSuggestion {
  readonly id: string;
  readonly label: string;
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  readonly province: string;
  readonly country: string;
}

export interface Province {
  readonly code: string;
  readonly name: string;
}
