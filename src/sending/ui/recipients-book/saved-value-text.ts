import type { Translate } from '@/shared/validation/messages';
import { NS as FORM_NS, fieldLabel } from '@/shared/ui/schema-form/problem-text';
import type { ShownValue } from './recipients-book-view-model';

/** A saved value's label when the recipient's schema has no field for it (or could not be read): the portal's label of its usual type. */
const USUAL_TYPE: Readonly<Record<string, string>> = {
  first_name: 'FirstName',
  middle_name: 'MiddleName',
  last_name: 'LastName',
  mobile_network_code: 'MobileNetworkCode',
  mobile: 'InternationalPhoneNumber',
  mobile_wallet_number: 'MobileWalletNumber',
  bank_code: 'BankCode',
  account_number: 'AccountNumber',
  iban: 'Iban',
  collection_point_code: 'CollectionPointCode',
  city: 'City',
  card_token: 'CardToken',
};

/** A saved value's label on the details: their form's field's label (the portal's for its type, else the back office's), else its usual type's. */
export function savedValueLabel(t: Translate, value: ShownValue): string {
  return value.field ? fieldLabel(t, value.field) : t(`${FORM_NS}:type.${USUAL_TYPE[value.name] ?? 'String'}`);
}

/** A saved value as the details show it: the option's label (a network, a bank), else the value; a card by its last four digits. */
export function savedValueText(value: ShownValue): string {
  if (value.name === 'card_token') return `•••• ${value.value}`;
  return value.optionLabel ?? value.value;
}
