/**
 * Demo customers of the sandbox back office. Every customer signs in with DEMO_PASSWORD.
 * docs/sandbox.md lists them; keep that table in step when adding one.
 */
export const DEMO_PASSWORD = 'Demo1234';

export const VERIFICATION_STATUSES = [
  'Pass', 'RequestId', 'RequestAddress', 'RequestProofOfSourceOfFunds', 'RequestIdAddress',
  'FailedId', 'FailedIdAddress', 'FailedAddress', 'VerifyingAddressRequestId',
  'VerifyingIdRequestAddress', 'Verifying', 'VerifyingAddress', 'VerifyingId', 'VerifyingIdAddress',
  'VerifyingProofOfSourceOfFunds', 'NotRegistered',
] as const;
export type SandboxVerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export interface SourceCountry {
  readonly iso2: string;
  readonly name: string;
  readonly currency: string;
  /** Project (back end) serving this country; undefined means the locator has no entry. */
  readonly project: string | undefined;
  bankIdLogin: boolean;
  readonly bankIdRegistration: boolean;
  readonly dialCode: string;
}

export const SOURCE_COUNTRIES: readonly SourceCountry[] = [
  { iso2: 'SE', name: 'Sweden', currency: 'SEK', project: 'remit-eu', bankIdLogin: true, bankIdRegistration: true, dialCode: '46' },
  { iso2: 'GB', name: 'United Kingdom', currency: 'GBP', project: 'remit-gb', bankIdLogin: false, bankIdRegistration: false, dialCode: '44' },
  { iso2: 'BE', name: 'Belgium', currency: 'EUR', project: 'remit-eu', bankIdLogin: false, bankIdRegistration: false, dialCode: '32' },
  { iso2: 'DK', name: 'Denmark', currency: 'DKK', project: 'remit-eu', bankIdLogin: false, bankIdRegistration: false, dialCode: '45' },
  { iso2: 'PL', name: 'Poland', currency: 'PLN', project: 'remit-eu', bankIdLogin: false, bankIdRegistration: false, dialCode: '48' },
  { iso2: 'NO', name: 'Norway', currency: 'NOK', project: 'remit-eu', bankIdLogin: true, bankIdRegistration: true, dialCode: '47' },
  { iso2: 'IT', name: 'Italy', currency: 'EUR', project: 'remit-eu', bankIdLogin: false, bankIdRegistration: false, dialCode: '39' },
  { iso2: 'FR', name: 'France', currency: 'EUR', project: 'remit-eu', bankIdLogin: false, bankIdRegistration: false, dialCode: '33' },
  { iso2: 'CA', name: 'Canada', currency: 'CAD', project: 'remit-ca', bankIdLogin: false, bankIdRegistration: false, dialCode: '1' },
  { iso2: 'CH', name: 'Switzerland', currency: 'CHF', project: 'remit-eu', bankIdLogin: false, bankIdRegistration: false, dialCode: '41' },
  // Croatia has no locator entry on purpose: it exercises the fallback to the test address.
  { iso2: 'HR', name: 'Croatia', currency: 'EUR', project: undefined, bankIdLogin: false, bankIdRegistration: false, dialCode: '385' },
  { iso2: 'US', name: 'United States', currency: 'USD', project: 'remit-us', bankIdLogin: false, bankIdRegistration: false, dialCode: '1' },
];

/** The project that answers at the locator's fallback (test) address. */
export const TEST_PROJECT = 'remit-test';

export interface SandboxCustomer {
  readonly id: number;
  readonly guid: string;
  readonly email: string;
  /** The sign-in password; '' for none (a customer registered by one-time codes or BankID, until they set one through the reset e-mail). */
  password: string;
  firstName: string;
  lastName: string;
  /** Source country ISO 3166-1 alpha-2. */
  readonly country: string;
  phone: string;
  usaState?: { readonly code: string; readonly name: string };
  /** Registration answers the remitter calls keep (YYYY-MM-DD, ISO 3166-1 alpha-2, free text, last four SSN digits). */
  birthday?: string;
  nationality?: string;
  occupation?: string;
  ssnLast4?: string;
  /** The agent who signed the customer up (remitter create's agent_code), when one did. */
  agentCode?: string;
  status: SandboxVerificationStatus;
  twoPlusTwoResult: 'Verified' | 'NotVerified';
  watchlistResult: 'Verified' | 'NotVerified';
  /** An account that exists but is not active answers sign-in with the non-active variant. */
  readonly active: boolean;
  /** A disabled customer is blocked: DisabledCustomer. */
  disabled: boolean;
  personalIdentityNumber?: string;
  alternativeLoginMethodEnabled: boolean;
  personalIdentityNumberVerified: boolean;
  isRemittanceEnabled: boolean;
  isFullyRegistered: boolean;
  /** Set once the customer opened the link of the verification e-mail (new registrations). */
  emailVerified?: boolean;
  address: { readonly street: string; readonly city: string; readonly postcode: string; readonly province: string };
  purposeOfAccount: string;
  /** Wallet balance in minor units of the source country's currency. */
  walletMinor: number;
  /** The spending limit (user/get user_limit), in minor units of the source country's currency. */
  readonly limit: { readonly limitMinor: number; readonly usedMinor: number };
  /** The yearly limit (user/get yearly_limit): allowed and used in the last twelve months, in minor units. */
  readonly yearlyLimit: { readonly limitMinor: number; readonly usedMinor: number };
}

/** Whether the customer has a password to sign in with (user/get's hasPassword): the one place the sandbox says so. */
export function hasPassword(customer: SandboxCustomer): boolean {
  return customer.password !== '';
}

interface Seed {
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  status?: SandboxVerificationStatus;
  walletMinor?: number;
  usaState?: { code: string; name: string };
  active?: boolean;
  disabled?: boolean;
  personalIdentityNumber?: string;
  alternativeLoginMethodEnabled?: boolean;
  personalIdentityNumberVerified?: boolean;
  isRemittanceEnabled?: boolean;
  street?: string;
  city?: string;
  postcode?: string;
  province?: string;
  twoPlusTwo?: 'Verified' | 'NotVerified';
}

const SEEDS: readonly Seed[] = [
  // One cleared customer per source country.
  { email: 'amina.se@sandbox.test', firstName: 'Amina', lastName: 'Warsame', country: 'SE', walletMinor: 1_254_050, street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51' },
  { email: 'hodan.gb@sandbox.test', firstName: 'Hodan', lastName: 'Ali', country: 'GB', walletMinor: 48_230, street: '14 Whitechapel Road', city: 'London', postcode: 'E1 1EW' },
  { email: 'yusuf.be@sandbox.test', firstName: 'Yusuf', lastName: 'Hassan', country: 'BE', walletMinor: 92_500, street: 'Rue Haute 8', city: 'Brussels', postcode: '1000' },
  { email: 'farah.dk@sandbox.test', firstName: 'Farah', lastName: 'Abdi', country: 'DK', walletMinor: 310_000, street: 'Nørrebrogade 20', city: 'Copenhagen', postcode: '2200' },
  { email: 'ilhan.pl@sandbox.test', firstName: 'Ilhan', lastName: 'Nur', country: 'PL', walletMinor: 75_010, street: 'ul. Marszałkowska 1', city: 'Warsaw', postcode: '00-624' },
  { email: 'khadar.no@sandbox.test', firstName: 'Khadar', lastName: 'Jama', country: 'NO', walletMinor: 512_300, street: 'Grønlandsleiret 5', city: 'Oslo', postcode: '0190' },
  { email: 'sahra.it@sandbox.test', firstName: 'Sahra', lastName: 'Mohamed', country: 'IT', walletMinor: 12_345, street: 'Via Roma 4', city: 'Milan', postcode: '20121' },
  { email: 'omar.fr@sandbox.test', firstName: 'Omar', lastName: 'Duale', country: 'FR', walletMinor: 0, street: '3 Rue de la Paix', city: 'Paris', postcode: '75002' },
  { email: 'nasra.ca@sandbox.test', firstName: 'Nasra', lastName: 'Yusuf', country: 'CA', walletMinor: 200_075, street: '100 Queen St W', city: 'Toronto', postcode: 'M5H 2N2', province: 'ON' },
  { email: 'abdi.ch@sandbox.test', firstName: 'Abdi', lastName: 'Osman', country: 'CH', walletMinor: 99_990, street: 'Bahnhofstrasse 1', city: 'Zurich', postcode: '8001' },
  { email: 'leyla.hr@sandbox.test', firstName: 'Leyla', lastName: 'Ahmed', country: 'HR', walletMinor: 5_000, street: 'Ilica 10', city: 'Zagreb', postcode: '10000' },
  { email: 'mahad.iowa@sandbox.test', firstName: 'Mahad', lastName: 'Ismail', country: 'US', walletMinor: 150_000, usaState: { code: 'IA', name: 'Iowa' }, street: '400 Locust St', city: 'Des Moines', postcode: '50309', province: 'IA' },
  { email: 'hawa.texas@sandbox.test', firstName: 'Hawa', lastName: 'Farah', country: 'US', walletMinor: 7_525, usaState: { code: 'TX', name: 'Texas' }, street: '1100 Congress Ave', city: 'Austin', postcode: '78701', province: 'TX' },
  // Swedish BankID customer: signs in with e-mail too, and with personal identity number.
  { email: 'bankid.se@sandbox.test', firstName: 'Zakaria', lastName: 'Aden', country: 'SE', walletMinor: 86_000, personalIdentityNumber: '198505152384', alternativeLoginMethodEnabled: true, personalIdentityNumberVerified: true, street: 'Rinkebytorget 3', city: 'Stockholm', postcode: '163 73' },
  // Special sign-in cases.
  { email: 'disabled@sandbox.test', firstName: 'Deeqa', lastName: 'Blocked', country: 'GB', disabled: true },
  { email: 'inactive@sandbox.test', firstName: 'Idil', lastName: 'Inactive', country: 'SE', active: false },
  { email: 'twin@sandbox.test', firstName: 'Ayaan', lastName: 'Twin', country: 'SE', walletMinor: 10_000 },
  { email: 'twin@sandbox.test', firstName: 'Ayaan', lastName: 'Twin', country: 'GB', walletMinor: 20_000 },
  { email: 'no-remittance@sandbox.test', firstName: 'Nimco', lastName: 'Hold', country: 'GB', isRemittanceEnabled: false },
];

/** One customer in each verification status, in Sweden, all named after their status. */
const STATUS_SEEDS: readonly Seed[] = VERIFICATION_STATUSES.filter((s) => s !== 'Pass').map((status) => ({
  email: `status.${status.toLowerCase()}@sandbox.test`,
  firstName: 'Status',
  lastName: status,
  country: 'SE',
  status,
  walletMinor: 1_000,
  twoPlusTwo: 'NotVerified' as const,
}));

function guidFor(index: number): string {
  const hex = (index + 1).toString(16).padStart(12, '0');
  return `5a4a0000-0000-4000-8000-${hex}`;
}

/** Mobile ranges per country (prefix after the country code, digits after it): numbers phone libraries accept. */
const MOBILE_PLAN: Readonly<Record<string, readonly [string, number]>> = {
  SE: ['70', 7], GB: ['7700', 6], BE: ['470', 6], DK: ['20', 6], PL: ['500', 6], NO: ['40', 6],
  IT: ['312', 7], FR: ['6', 8], CA: ['514555', 4], CH: ['78', 7], HR: ['91', 7], US: ['515555', 4],
};

/** A demo customer's mobile number in E.164, unique per seed index, valid for its country. */
function mobileNumberFor(country: string, index: number): string {
  const dial = SOURCE_COUNTRIES.find((c) => c.iso2 === country)?.dialCode ?? '46';
  const [prefix, digits] = MOBILE_PLAN[country] ?? ['70', 7];
  return `+${dial}${prefix}${String(10 ** digits + index).slice(1)}`;
}

/**
 * The last four digits of the SSN of every seeded US customer and of the US customers the sdk-customer
 * control makes (as the /ssn registration step keeps them): step 4 asks a US customer for them.
 */
export const US_SSN_LAST4 = '6789';

export function seedCustomers(): SandboxCustomer[] {
  return [...SEEDS, ...STATUS_SEEDS].map((seed, index) => ({
    id: 1001 + index,
    guid: guidFor(index),
    email: seed.email,
    password: DEMO_PASSWORD,
    firstName: seed.firstName,
    lastName: seed.lastName,
    country: seed.country,
    phone: mobileNumberFor(seed.country, index),
    usaState: seed.usaState,
    ...(seed.country === 'US' ? { ssnLast4: US_SSN_LAST4 } : {}),
    status: seed.status ?? 'Pass',
    twoPlusTwoResult: seed.twoPlusTwo ?? 'Verified',
    watchlistResult: seed.twoPlusTwo ?? 'Verified',
    active: seed.active ?? true,
    disabled: seed.disabled ?? false,
    personalIdentityNumber: seed.personalIdentityNumber,
    alternativeLoginMethodEnabled: seed.alternativeLoginMethodEnabled ?? false,
    personalIdentityNumberVerified: seed.personalIdentityNumberVerified ?? false,
    isRemittanceEnabled: seed.isRemittanceEnabled ?? true,
    isFullyRegistered: seed.status !== 'NotRegistered',
    address: {
      street: seed.street ?? 'Storgatan 1',
      city: seed.city ?? 'Stockholm',
      postcode: seed.postcode ?? '111 22',
      province: seed.province ?? '',
    },
    purposeOfAccount: 'family support',
    walletMinor: seed.walletMinor ?? 0,
    limit: { limitMinor: 5_000_000, usedMinor: 125_000 },
    yearlyLimit: { limitMinor: 15_000_000, usedMinor: 1_875_000 },
  }));
}
