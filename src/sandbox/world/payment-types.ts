import type { DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import type { PaymentType } from './remittance-records.ts';
import { PAYMENT_TYPES, TOP_UP_PAYMENT_TYPES } from '../../shared/kernel/payment-method.ts';

/**
 * The one table of which payment types a customer gets, by the customer's source country (spec 02
 * section 1: card, wallet balance, local bank transfer and an instant bank payment; the payment
 * types of the transaction options: bank, apaylo, trustly, wallet, card). Every desk that answers
 * or takes a payment type reads it: get-transaction-options' `payment_types` (./quote-desk.ts),
 * set-payment-type and pay (./transfer-desk.ts) and get-topup-options and top-up
 * (./wallet-desk.ts). The portal holds no copy: it reads the transaction options' answer
 * (src/sending/adapters/quote-mappers.ts), and tests/unit/payment-methods-defined-once.test.ts
 * fails when a second table appears.
 *
 * Canada is offered no local bank transfer: a bank transfer's instructions are the client-funds
 * account's IBAN and BIC, which Canadian online banking does not pay to; a Canadian pays from their
 * own bank by Interac e-Transfer (apaylo), the way Canadian remittance firms take money.
 */
export const PAYMENT_TYPES_BY_REGION = {
  US: ['card', 'wallet'],
  GB: ['card', 'wallet', 'bank'],
  CA: ['card', 'wallet', 'apaylo'],
  /** The EU and EEA countries and Switzerland. */
  EEA: ['card', 'wallet', 'bank', 'trustly'],
} as const satisfies Readonly<Record<string, readonly PaymentType[]>>;

export type PaymentRegion = keyof typeof PAYMENT_TYPES_BY_REGION;

/** Every payment type the back office knows, in the contract's order (openapi/main-api.yaml: PaymentType): the shared kernel's one list. */
export { PAYMENT_TYPES };

/** The back office's name of each type (the portal shows its own label). */
export const PAYMENT_TYPE_NAMES: Readonly<Record<PaymentType, string>> = {
  card: 'Card', wallet: 'Wallet balance', bank: 'Local bank transfer', trustly: 'Instant bank payment', apaylo: 'Interac e-Transfer',
};

/**
 * The types a wallet can be topped up by, of those the customer is offered: every one but the wallet
 * itself (a Canadian tops up by Interac e-Transfer, with the top-up's reference as the message).
 */
const TOPS_UP_A_WALLET: ReadonlySet<PaymentType> = new Set<PaymentType>(TOP_UP_PAYMENT_TYPES);

/** The payment region of a source country: the US, the UK and Canada their own, every other country the sandbox serves (all in the EEA, or Switzerland) the EEA's. */
export function paymentRegionOf(country: string): PaymentRegion {
  return country === 'US' || country === 'GB' || country === 'CA' ? country : 'EEA';
}

/** The payment types the customer is offered, in the order offered. */
export function paymentTypesOf(customer: SandboxCustomer): readonly PaymentType[] {
  return PAYMENT_TYPES_BY_REGION[paymentRegionOf(customer.country)];
}

/**
 * get-transaction-options' `payment_types` for the customer: the types offered, in order and
 * enabled, then the others the back office knows, disabled (as a back office lists its whole
 * catalogue with a flag).
 */
export function paymentTypeOptionsOf(customer: SandboxCustomer): { type: PaymentType; name: string; enabled: boolean }[] {
  const offered = paymentTypesOf(customer);
  return [
    ...offered.map((type) => ({ type, name: PAYMENT_TYPE_NAMES[type], enabled: true })),
    ...PAYMENT_TYPES.filter((type) => !offered.includes(type)).map((type) => ({ type, name: PAYMENT_TYPE_NAMES[type], enabled: false })),
  ];
}

/** The types the customer may top up their wallet by, in the order offered. */
export function topUpTypesOf(customer: SandboxCustomer): readonly PaymentType[] {
  return paymentTypesOf(customer).filter((type) => TOPS_UP_A_WALLET.has(type));
}

/** The refusal of a payment type the customer is not offered (422 InvalidValue on payment_type), or undefined when it is offered. */
export function paymentTypeRefusal(customer: SandboxCustomer, type: string): DeskError | undefined {
  if ((paymentTypesOf(customer) as readonly string[]).includes(type)) return undefined;
  const known = (PAYMENT_TYPES as readonly string[]).includes(type);
  return {
    status: 422,
    type: 'InvalidValue',
    property_path: 'payment_type',
    message: known
      ? `The payment type ${type} is not offered to customers in ${customer.country}: ${paymentTypesOf(customer).join(', ')} are.`
      : `Unknown payment type ${type}.`,
  };
}
