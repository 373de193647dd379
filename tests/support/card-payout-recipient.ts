import { saveBeneficiaryAtDesk, tokenizeCardAtDesk } from '@/sandbox/world/beneficiary-schema-desk';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import type { SandboxWorld } from '@/sandbox/world/world';

/** A test card issued in each destination with card payouts (src/sandbox/world/remittance-catalogue.ts TEST_CARDS). */
const CARD_ISSUED_IN: Readonly<Record<string, string>> = { KE: '5555555555554444', SO: '4111111111111111' };

/**
 * A recipient of the customer's paid out on their card in `country`, saved as the portal saves one
 * (the card tokenized in the recipient's name, then beneficiary.save). Answers the recipient's guid.
 */
export function saveCardPayoutRecipient(world: SandboxWorld, customer: SandboxCustomer, country: string, first: string, last: string): string {
  const card_number = CARD_ISSUED_IN[country];
  if (!card_number) throw new Error(`no test card issued in ${country}`);
  const token = tokenizeCardAtDesk(world, customer, { card_number, expiry_month: 12, expiry_year: 2035, holder_name: `${first} ${last}` });
  if (!token.ok) throw new Error('the card was not tokenized');
  const saved = saveBeneficiaryAtDesk(world, customer, {
    beneficiary: { first_name: first, last_name: last, destination_country_iso2: country, payout_type: 'card', card_token: token.value.card_token },
  });
  if (!saved.ok) throw new Error('the recipient was not saved');
  return saved.value.beneficiary.guid;
}
