import type { DeskAnswer, DeskError } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { BANKS, DESTINATIONS, type PayoutType } from './remittance-catalogue.ts';
import type { SandboxBeneficiary } from './remittance-records.ts';
import type { SandboxWorld } from './world';

/**
 * The back office's beneficiary list desk: a customer's saved recipients (GET /api/v1/beneficiaries)
 * with the contract's filters. The HTTP sandbox (src/sandbox/server/main-api-remit.ts) and the
 * in-memory recipient gateway both ask it, so both modes give the same answers and refusals.
 * Values are contract-shaped (openapi/main-api.yaml Beneficiary, snake_case).
 */

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const answer = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const invalid = (property_path: string, message: string): DeskError => ({ status: 400, type: 'InvalidValue', property_path, message });

/** A beneficiary as the main API shows it (openapi/main-api.yaml: Beneficiary); optional fields only when saved. */
export interface BeneficiaryView {
  readonly guid: string;
  readonly id: number;
  readonly country_id: number;
  readonly country_iso2: string;
  readonly customer_guid: string;
  readonly first_name: string;
  readonly middle_name?: string;
  readonly last_name: string;
  readonly destination_country_iso2: string;
  readonly payout_type: PayoutType;
  readonly mobile?: string;
  readonly mobile_network_code?: string;
  readonly account_number?: string;
  readonly iban?: string;
  readonly bank_code?: string;
  readonly bank_name?: string;
  readonly collection_point_code?: string;
  readonly card_last4?: string;
  readonly city?: string;
  readonly created_at: string;
}

/** A saved beneficiary in the contract's shape (also what saving one answers). */
export function beneficiaryView(b: SandboxBeneficiary): BeneficiaryView {
  const bank = b.bankCode ? BANKS[b.destinationIso2]?.find((x) => x.code === b.bankCode) : undefined;
  return {
    guid: b.guid, id: b.id, country_id: 700 + DESTINATIONS.findIndex((d) => d.iso2 === b.destinationIso2), country_iso2: b.destinationIso2,
    customer_guid: b.customerGuid, first_name: b.firstName, ...(b.middleName ? { middle_name: b.middleName } : {}), last_name: b.lastName,
    destination_country_iso2: b.destinationIso2, payout_type: b.payoutType,
    ...(b.mobile ? { mobile: b.mobile } : {}), ...(b.mobileNetworkCode ? { mobile_network_code: b.mobileNetworkCode } : {}),
    ...(b.accountNumber ? { account_number: b.accountNumber } : {}), ...(b.iban ? { iban: b.iban } : {}),
    ...(b.bankCode ? { bank_code: b.bankCode } : {}), ...(bank ? { bank_name: bank.name } : {}),
    ...(b.collectionPointCode ? { collection_point_code: b.collectionPointCode } : {}),
    ...(b.cardLast4 ? { card_last4: b.cardLast4 } : {}), ...(b.city ? { city: b.city } : {}),
    created_at: b.createdAt,
  };
}

/** listBeneficiaries' filters as the query string carries them (openapi/main-api.yaml). */
export interface BeneficiaryListQuery {
  readonly 'and.customer_guid.eq'?: string;
  readonly 'and.country_iso2.eq'?: string;
  readonly 'and.id.eq'?: string;
}

/**
 * GET /api/v1/beneficiaries: the signed-in customer's own beneficiaries, oldest first. Another
 * customer's guid finds none; the country is a two-letter code (any case); the id an integer.
 */
export function listBeneficiariesAtDesk(world: SandboxWorld, customer: SandboxCustomer, query: BeneficiaryListQuery = {}): DeskAnswer<{ data: BeneficiaryView[] }> {
  let list = world.records.beneficiaries.filter((b) => b.customerId === customer.id);
  const guid = query['and.customer_guid.eq'];
  if (guid !== undefined && guid !== customer.guid) list = [];
  const country = query['and.country_iso2.eq'];
  if (country !== undefined) {
    if (!/^[A-Za-z]{2}$/.test(country)) return refuse(invalid('and.country_iso2.eq', 'A two-letter country code is required.'));
    list = list.filter((b) => b.destinationIso2 === country.toUpperCase());
  }
  const id = query['and.id.eq'];
  if (id !== undefined) {
    if (!/^[0-9]+$/.test(id)) return refuse(invalid('and.id.eq', 'An integer is required.'));
    list = list.filter((b) => b.id === Number(id));
  }
  return answer({ data: list.map(beneficiaryView) });
}
