import { currencyExponent, type Money } from '@/shared/kernel/money';

/**
 * The verification-process command list (spec 01 section 7; main-api VerificationCommand). Every
 * command names the vendor that runs it. `advance` is a decimal string with two decimals, built
 * from integer minor units, never from a float.
 */
export type VerificationCommand =
  | { readonly cmd: 'watchlist'; readonly vendor: string }
  | { readonly cmd: 'twoplustwo'; readonly vendor: string }
  | { readonly cmd: 'customer'; readonly vendor: string; readonly verification_reference: string }
  | { readonly cmd: 'document'; readonly vendor: string; readonly guid?: string }
  | {
      readonly cmd: 'customer_status';
      readonly vendor: string;
      readonly guid: string;
      readonly is_agency: boolean;
      readonly destination_country_iso: string;
      readonly advance: string;
    };

/**
 * Who runs the commands (decision, docs/decisions.md): the checks of the KYC service (watchlist,
 * two-plus-two, the customer record) name the KYC service; the document and the customer-status
 * commands name the identity vendor that captured the documents (the configured identity
 * provider's `vendor`, src/kyc/identity-provider.ts).
 */
export interface CommandVendors {
  /** The KYC service running the watchlist, two-plus-two and customer commands. */
  readonly checks: string;
  /** The identity vendor of the configured provider (frame, SDK or manual). */
  readonly documents: string;
}

/** The KYC service's name in the command lists. */
export const KYC_SERVICE_VENDOR = 'kyc-service';

/**
 * Integer minor units as a decimal string with exactly two decimals, never through a float:
 * 12345 GBP -> "123.45", 500 JPY (exponent 0) -> "500.00", 12345 KWD (exponent 3) -> "12.35".
 * A sub-cent remainder of a 3- or 4-decimal currency is rounded half up to the cent (decision:
 * the back office reads two decimals, and an advance shown to the customer is rounded the same
 * way); negative amounts are refused (the contract's pattern has no sign).
 */
export function twoDecimalAdvance(amount: Money): string {
  if (!Number.isSafeInteger(amount.amountMinor) || amount.amountMinor < 0) {
    throw new RangeError(`An advance is a non-negative integer of minor units, got ${amount.amountMinor}`);
  }
  const exponent = currencyExponent(amount.currency);
  let cents: bigint;
  if (exponent <= 2) {
    cents = BigInt(amount.amountMinor) * 10n ** BigInt(2 - exponent);
  } else {
    const divisor = 10n ** BigInt(exponent - 2);
    const minor = BigInt(amount.amountMinor);
    cents = minor / divisor + ((minor % divisor) * 2n >= divisor ? 1n : 0n);
  }
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The transfer a customer-status command is asked for; without one, the customer's own country and no advance. */
export interface StatusContext {
  /** The customer's guid (user.guid). */
  readonly customerGuid: string;
  /** ISO alpha-2 of the destination; the source country when no transfer is being made. */
  readonly destinationCountry: string;
  /** The advance in integer minor units. */
  readonly advance: Money;
  /** The portal never acts for an agency (agents have their own tools). */
  readonly isAgency?: boolean;
}

function customerStatus(vendors: CommandVendors, context: StatusContext): VerificationCommand {
  if (!/^[A-Z]{2}$/.test(context.destinationCountry)) throw new RangeError(`Not an ISO alpha-2 country: ${context.destinationCountry}`);
  return {
    cmd: 'customer_status',
    vendor: vendors.documents,
    guid: context.customerGuid,
    is_agency: context.isAgency ?? false,
    destination_country_iso: context.destinationCountry,
    advance: twoDecimalAdvance(context.advance),
  };
}

/** The automatic start (spec 01 section 4): watchlist, two-plus-two and the customer record at the KYC service. */
export function automaticStartCommands(vendors: CommandVendors, verificationReference: string): VerificationCommand[] {
  return [
    { cmd: 'watchlist', vendor: vendors.checks },
    { cmd: 'twoplustwo', vendor: vendors.checks },
    { cmd: 'customer', vendor: vendors.checks, verification_reference: verificationReference },
  ];
}

/**
 * After the vendor's frame succeeded for an identity document: the document of that workflow
 * (guid = the frame's workflowExecutionId), then the customer's status for the transfer at hand.
 */
export function idCompletionCommands(vendors: CommandVendors, workflowExecutionId: string, context: StatusContext): VerificationCommand[] {
  return [{ cmd: 'document', vendor: vendors.documents, guid: workflowExecutionId }, customerStatus(vendors, context)];
}

/**
 * The verification-with-documents process (address and source of funds after the frame): the
 * customer record with its reference, and the workflow's document. No status command: these
 * documents are always reviewed by a person ("great, under review").
 */
export function withDocumentsCommands(vendors: CommandVendors, verificationReference: string, workflowExecutionId: string): VerificationCommand[] {
  return [
    { cmd: 'customer', vendor: vendors.checks, verification_reference: verificationReference },
    { cmd: 'document', vendor: vendors.documents, guid: workflowExecutionId },
  ];
}

/** After the SDK's upload: one document command per captured document (its guid), then the customer's status. */
export function sdkCommands(vendors: CommandVendors, documentGuids: readonly string[], context: StatusContext): VerificationCommand[] {
  if (documentGuids.length === 0) throw new RangeError('The SDK list needs at least one captured document');
  return [...documentGuids.map((guid): VerificationCommand => ({ cmd: 'document', vendor: vendors.documents, guid })), customerStatus(vendors, context)];
}
