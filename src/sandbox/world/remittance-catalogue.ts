/**
 * Fixed reference data of the sandbox back office: destinations, payout types, operators, banks,
 * collection points, purposes, promotions and test cards. Deterministic, no clock, no randomness.
 */
import type { PayoutType } from '../../shared/kernel/payout-type.ts';

/** The payout types: the shared kernel's one list. */
export { PAYOUT_TYPES, type PayoutType } from '../../shared/kernel/payout-type.ts';

export interface PayoutOption {
  readonly type: PayoutType;
  readonly provider: string;
  readonly isDefault: boolean;
  /** A card payout the partner pays out fast (spec 02 section 9: within 1 hour; other card payouts within 3 days). */
  readonly fast?: boolean;
}

export interface DestinationCountry {
  readonly iso2: string;
  readonly name: string;
  readonly currency: string;
  readonly dialCode: string;
  readonly payouts: readonly PayoutOption[];
}

const p = (type: PayoutType, provider: string, isDefault = false): PayoutOption => ({ type, provider, isDefault });
/** A card payout paid out fast (within 1 hour). */
const fastCard = (provider: string): PayoutOption => ({ type: 'card', provider, isDefault: false, fast: true });

export const DESTINATIONS: readonly DestinationCountry[] = [
  { iso2: 'SO', name: 'Somalia', currency: 'USD', dialCode: '252', payouts: [p('mobile', 'Hormuud EVC Plus', true), p('cash', 'Dahabshiil'), p('bank', 'Premier Bank'), p('card', 'Visa Direct')] },
  { iso2: 'SQ', name: 'Somaliland', currency: 'USD', dialCode: '252', payouts: [p('mobile', 'Telesom Zaad', true), p('cash', 'Dahabshiil')] },
  { iso2: 'ET', name: 'Ethiopia', currency: 'ETB', dialCode: '251', payouts: [p('bank', 'Commercial Bank of Ethiopia', true), p('mobile', 'Ethio telecom telebirr'), p('cash', 'Dahabshiil')] },
  { iso2: 'KE', name: 'Kenya', currency: 'KES', dialCode: '254', payouts: [p('mobile', 'Safaricom M-Pesa', true), p('bank', 'Equity Bank'), fastCard('Visa Direct')] },
  { iso2: 'UG', name: 'Uganda', currency: 'UGX', dialCode: '256', payouts: [p('mobile', 'MTN MoMo', true), p('bank', 'Stanbic Bank Uganda')] },
  { iso2: 'DJ', name: 'Djibouti', currency: 'DJF', dialCode: '253', payouts: [p('cash', 'Dahabshiil', true), p('mobile', 'D-Money')] },
];

export const destinationOf = (iso2: string) => DESTINATIONS.find((d) => d.iso2 === iso2.toUpperCase());

/**
 * Whether the back office pays a payout out fast: card payouts to Kenya are (the partner's fast
 * funds), card payouts to Somalia are not; never another payout type.
 */
export const isFastPayout = (iso2: string, type: PayoutType): boolean =>
  type === 'card' && destinationOf(iso2)?.payouts.some((o) => o.type === 'card' && o.fast === true) === true;

/** Send limits in whole US dollars per payout type (converted to the source currency). */
export const SEND_LIMITS_USD: Readonly<Record<PayoutType, { min: number; max: number }>> = {
  mobile: { min: 10, max: 3_000 },
  cash: { min: 10, max: 5_000 },
  bank: { min: 20, max: 10_000 },
  card: { min: 10, max: 2_500 },
};

/** Fee in basis points of the send amount, with a minimum of one US dollar. */
export const FEE_BPS: Readonly<Record<PayoutType, number>> = { mobile: 150, cash: 250, bank: 100, card: 200 };

export interface MobileOperator {
  readonly code: string;
  readonly name: string;
  readonly countryIso2: string;
  readonly prefixes: readonly string[];
}

export const MOBILE_OPERATORS: readonly MobileOperator[] = [
  { code: 'HRM', name: 'Hormuud EVC Plus', countryIso2: 'SO', prefixes: ['+25261', '+25277'] },
  { code: 'EDH', name: 'Edahab', countryIso2: 'SO', prefixes: ['+25262', '+25265', '+25266'] },
  { code: 'ZAAD', name: 'Telesom Zaad', countryIso2: 'SQ', prefixes: ['+25263'] },
  { code: 'TELEBIRR', name: 'Ethio telecom telebirr', countryIso2: 'ET', prefixes: ['+2519'] },
  { code: 'MPESA', name: 'Safaricom M-Pesa', countryIso2: 'KE', prefixes: ['+25470', '+25471', '+25472', '+25479'] },
  { code: 'AIRTELKE', name: 'Airtel Money Kenya', countryIso2: 'KE', prefixes: ['+25473', '+25475'] },
  { code: 'MTN', name: 'MTN MoMo', countryIso2: 'UG', prefixes: ['+25677', '+25678'] },
  { code: 'AIRTELUG', name: 'Airtel Money Uganda', countryIso2: 'UG', prefixes: ['+25670', '+25675'] },
  { code: 'DMONEY', name: 'D-Money', countryIso2: 'DJ', prefixes: ['+25377'] },
];

export const BANKS: Readonly<Record<string, readonly { code: string; name: string }[]>> = {
  SO: [{ code: 'PREMIER', name: 'Premier Bank' }, { code: 'SALAAM', name: 'Salaam Somali Bank' }],
  ET: [{ code: 'CBE', name: 'Commercial Bank of Ethiopia' }, { code: 'AWASH', name: 'Awash Bank' }],
  KE: [{ code: 'EQUITY', name: 'Equity Bank' }, { code: 'KCB', name: 'KCB Bank' }],
  UG: [{ code: 'STANBIC', name: 'Stanbic Bank Uganda' }, { code: 'CENTENARY', name: 'Centenary Bank' }],
};

export const COLLECTION_POINTS: Readonly<Record<string, readonly { code: string; name: string; city: string }[]>> = {
  SO: [{ code: 'DHB-MGQ', name: 'Dahabshiil Bakaara', city: 'Mogadishu' }, { code: 'DHB-KMU', name: 'Dahabshiil Kismayo', city: 'Kismayo' }],
  SQ: [{ code: 'DHB-HGA', name: 'Dahabshiil Hargeisa', city: 'Hargeisa' }, { code: 'DHB-BUR', name: 'Dahabshiil Burco', city: 'Burco' }, { code: 'DHB-BBO', name: 'Dahabshiil Berbera', city: 'Berbera' }],
  ET: [{ code: 'DHB-ADD', name: 'Dahabshiil Bole', city: 'Addis Ababa' }, { code: 'DHB-JIJ', name: 'Dahabshiil Jijiga', city: 'Jijiga' }],
  DJ: [{ code: 'DHB-JIB', name: 'Dahabshiil Djibouti', city: 'Djibouti' }],
};

export const PURPOSES_OF_TRANSACTION: readonly string[] = [
  'Family Support', 'Gift', 'Loan', 'Medical Support', 'Savings', 'Repayment of Loan', 'Education', 'Personal Transfer',
  'Utility Bills', 'Fund Investment', 'Shares Investment', 'Property Rental', 'Property Purchase', 'Loan Payment',
  'Insurance Claims', 'Business Insurance', 'Hotel Accommodation', 'Small Value Remittance', 'Travel',
  'Maintenance Expenses', 'Medical Treatment',
];

export const REASONS_OF_USAGE: readonly string[] = ['family support', 'goods and services', 'investing', 'bills', 'loan or mortgage', 'savings', 'salary'];

export const RELATIONSHIPS: readonly string[] = ['Parent', 'Child', 'Sibling', 'Spouse', 'Relative', 'Friend', 'Business partner'];
export const FUND_SOURCES: readonly string[] = ['Salary', 'Savings', 'Business income', 'Pension', 'Gift', 'Sale of property'];
export const DOCUMENT_TYPES: readonly string[] = ['Passport', 'National ID card', "Driver's licence"];
export const ACCOUNT_TYPES: readonly string[] = ['Savings', 'Current'];

/** Promotions: discount in whole major units of the customer's currency; 'fee' waives the whole fee. */
export interface PromotionSeed {
  readonly code: string;
  readonly title: string;
  readonly description: string;
  readonly discountMajor: number | 'fee';
  readonly daysValid: number;
  readonly uses: number;
}

export const PROMOTIONS: readonly PromotionSeed[] = [
  { code: 'WELCOME10', title: 'Welcome bonus', description: '10 off the fee of your next transfer.', discountMajor: 10, daysValid: 60, uses: 1 },
  { code: 'FREEFEE', title: 'Free transfer', description: 'No fee on one transfer.', discountMajor: 'fee', daysValid: 30, uses: 3 },
];

/**
 * Notifications (GET /user/messages): two per category for every seeded customer, in this order,
 * the n-th dated n days before the world starts (src/sandbox/world/message-desk.ts serves them).
 */
export interface NotificationSeed {
  readonly category: 'wallet' | 'bonus' | 'transactions';
  readonly title: string;
  readonly text: string;
}

export const NOTIFICATIONS: readonly NotificationSeed[] = [
  { category: 'wallet', title: 'Wallet topped up', text: 'Your wallet was topped up.' },
  { category: 'bonus', title: 'A promo code for you', text: 'Use WELCOME10 on your next transfer.' },
  { category: 'transactions', title: 'Transfer paid out', text: 'Your transfer to Abdirahman Warsame was paid out.' },
  { category: 'wallet', title: 'Card saved', text: 'Your card ending in 4242 can now top up your wallet.' },
  { category: 'bonus', title: 'A free transfer', text: 'FREEFEE takes the whole fee off one transfer.' },
  { category: 'transactions', title: 'Ready for pickup', text: 'Khadra Jama can collect your transfer in Hargeisa.' },
];

/** Card numbers with a fixed sandbox behaviour; any other Luhn-valid Visa or Mastercard approves. */
export type CardBehaviour = 'approve' | 'decline' | 'insufficient' | 'three-ds';
export interface TestCard {
  readonly number: string;
  readonly behaviour: CardBehaviour;
  readonly issuerCountry: string;
}
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'approve', issuerCountry: 'SE' },
  { number: '5555555555554444', behaviour: 'approve', issuerCountry: 'KE' },
  { number: '4111111111111111', behaviour: 'approve', issuerCountry: 'SO' },
  { number: '4000000000000002', behaviour: 'decline', issuerCountry: 'GB' },
  { number: '4000000000009995', behaviour: 'insufficient', issuerCountry: 'GB' },
  { number: '4000000000003220', behaviour: 'three-ds', issuerCountry: 'GB' },
];

/** Mobile numbers the account search knows: name, and whether the account is restricted. */
export const MOBILE_DIRECTORY: Readonly<Record<string, { first: string; last: string; restricted: boolean }>> = {
  '+252621234567': { first: 'Abdirahman', last: 'Warsame', restricted: false },
  '+252651112233': { first: 'Faduma', last: 'Hirsi', restricted: true },
  '+252615550101': { first: 'Hassan', last: 'Mohamud', restricted: false },
  '+252634440202': { first: 'Khadra', last: 'Jama', restricted: false },
};

/** Address lookup data by source country. */
export const ADDRESSES: readonly { id: string; country: string; street: string; city: string; postcode: string; province: string }[] = [
  { id: 'se-1', country: 'SE', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', province: '' },
  { id: 'se-2', country: 'SE', street: 'Drottninggatan 40', city: 'Stockholm', postcode: '111 51', province: '' },
  { id: 'se-3', country: 'SE', street: 'Rinkebytorget 3', city: 'Stockholm', postcode: '163 73', province: '' },
  { id: 'gb-1', country: 'GB', street: '14 Whitechapel Road', city: 'London', postcode: 'E1 1EW', province: '' },
  { id: 'gb-2', country: 'GB', street: '22 Whitechapel Road', city: 'London', postcode: 'E1 1EW', province: '' },
  { id: 'ca-1', country: 'CA', street: '100 Queen St W', city: 'Toronto', postcode: 'M5H 2N2', province: 'ON' },
  { id: 'us-1', country: 'US', street: '400 Locust St', city: 'Des Moines', postcode: '50309', province: 'IA' },
];
