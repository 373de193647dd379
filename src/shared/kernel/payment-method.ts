/**
 * How a transfer is paid, as words the portal and the back office share (spec 02 section 1;
 * openapi/main-api.yaml PaymentType). Which of them a customer gets is the back office's answer
 * (get-transaction-options' payment_types), never a table of the portal's. The one list of each:
 * the pay step, its panels, the draft's stored payment part and the sandbox read them.
 * Pure and self-contained (no imports): the sandbox imports it by a relative path.
 */

/** The back office's payment types (set-payment-type's payment_type; transaction options' payment_types). */
export const PAYMENT_TYPES = ['bank', 'apaylo', 'trustly', 'wallet', 'card'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The payment types a wallet is topped up by: every one but the wallet itself (which of them a customer gets is get-topup-options' answer). */
export type TopUpPaymentType = Exclude<PaymentType, 'wallet'>;
export const TOP_UP_PAYMENT_TYPES: readonly TopUpPaymentType[] = PAYMENT_TYPES.filter((type): type is TopUpPaymentType => type !== 'wallet');

/** The vendors of the instant bank payment (payment types trustly and apaylo). */
export const INSTANT_BANKS = ['trustly', 'apaylo'] as const satisfies readonly PaymentType[];
export type InstantBank = (typeof INSTANT_BANKS)[number];

/** The pay step's methods: a card, the wallet balance, a local bank transfer, an instant bank payment (by the vendor offered). */
export const PAYMENT_METHODS = ['card', 'wallet', 'bank', 'instant-bank'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHODS)[number];
