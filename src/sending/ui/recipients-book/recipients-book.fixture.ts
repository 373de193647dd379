import { vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import type { QuoteGateway } from '../../application/quote-gateway';
import type { RecipientGateway } from '../../application/recipient-gateway';
import type { PayoutOffer } from '../../domain/destinations';
import { PAYOUT_TYPES, type PayoutType } from '../../domain/quote-part';
import type { Recipient } from '../../domain/recipient';
import type { AccountSearch, BeneficiarySchema, SchemaLink } from '@/shared/schema-form/schema-document';
import type { BeneficiaryInput, SavedBeneficiary } from '../../domain/schema/beneficiary';
import { RecordingSchemaGateway, SEARCH, WARSAME_ACCOUNTS, dataSourceAnswer, nameFields, savedBeneficiary, schemaField, schemaOf } from '../new-recipient/beneficiary-schema.fixture';

/**
 * Small fakes of the back office for the /recipients page's tests: the customer's recipients in
 * four countries, the destinations on offer, a beneficiary schema per payout type with its data
 * sources and the Edahab lookup, and saves that update a recipient by guid (or add one).
 */

const down = () => new AppError('Unknown', 'Down', { status: 500, requestId: 'req-1' });

export const person = (id: string, firstName: string, lastName: string, fields: Partial<Recipient>): Recipient => ({
  id, guid: `guid-${id}`, firstName, lastName, countryIso2: 'SO', payoutType: 'mobile', ...fields,
});

export const WARSAME = person('1', 'Abdirahman', 'Warsame', { mobile: '+252615550101', mobileNetworkCode: 'HRM' });
export const TESFAYE = person('2', 'Meron', 'Tesfaye', { countryIso2: 'ET', payoutType: 'bank', accountNumber: '1000123456789', bankCode: 'CBE', bankName: 'Commercial Bank of Ethiopia' });
export const JAMA = person('3', 'Khadra', 'Jama', { countryIso2: 'SQ', payoutType: 'cash', city: 'Hargeisa' });
export const KAMAU = person('4', 'Wanjiru', 'Kamau', { countryIso2: 'KE', mobile: '+254712345678', mobileNetworkCode: 'MPESA' });

/** The customer's recipients; `failNext` refuses the next calls as the back office being down. */
export class FakeRecipients implements RecipientGateway {
  recipients: Recipient[] = [WARSAME, TESFAYE, JAMA, KAMAU];
  failNext = 0;
  list = vi.fn(async (countryIso2?: string) => {
    this.fail();
    return this.recipients.filter((r) => countryIso2 === undefined || r.countryIso2 === countryIso2);
  });
  get = vi.fn(async (id: string) => {
    this.fail();
    return this.recipients.find((r) => r.id === id);
  });
  private fail(): void {
    if (this.failNext <= 0) return;
    this.failNext -= 1;
    throw down();
  }
}

const offer = (countryIso2: string, currency: string, payoutType: PayoutType, isDefault = false): PayoutOffer => ({
  countryIso2, countryName: countryIso2, currency, sourceCurrency: 'SEK', payoutType, isDefault, rate: '1.0000',
  minSend: money(10_000, 'SEK'), maxSend: money(3_000_000, 'SEK'), minReceive: money(100, currency), maxReceive: money(1_000_000, currency), provider: 'P',
});

/** Destinations on offer: Somalia (mobile, cash, card), Somaliland (cash), Ethiopia (bank), Kenya (mobile: no card any more). */
export const OFFERS: PayoutOffer[] = [
  offer('SO', 'USD', 'mobile', true), offer('SO', 'USD', 'cash'), offer('SO', 'USD', 'card'), offer('SQ', 'USD', 'cash', true), offer('ET', 'ETB', 'bank', true), offer('KE', 'KES', 'mobile', true),
];

export const fakeQuotes = (): QuoteGateway & { offers: ReturnType<typeof vi.fn> } => ({
  offers: vi.fn(async () => OFFERS),
  saveQuote: vi.fn(),
  charges: vi.fn(),
  mobileNetworks: vi.fn(async () => []),
  payoutPlaces: vi.fn(async () => ({ banks: [], collectionPoints: [] })),
  paymentOffer: vi.fn(),
});

const ALL: PayoutType[] = [...PAYOUT_TYPES];

export const SCHEMA: BeneficiarySchema = schemaOf(
  [
    ...nameFields(ALL),
    schemaField('mobile_network_code', ['MobileNetworkCode'], ['mobile'], { dataSource: 'mobile_networks' }),
    schemaField('mobile', ['SomaliaHormuudMobile', 'SomaliaEdahabMobile'], ['mobile'], { links: { search: SEARCH } }),
    schemaField('bank_code', ['BankCode'], ['bank'], { dataSource: 'banks' }),
    schemaField('account_number', ['AccountNumber'], ['bank']),
    schemaField('city', ['City'], ['cash'], { required: false, label: 'Town' }),
    schemaField('card_token', ['CardToken'], ['card']),
  ],
  ['mobile_networks', 'banks'],
);

/** The beneficiary schema and its links; saves are recorded and answered (or refused once, as scripted). */
export class FakeSchemas extends RecordingSchemaGateway {
  failSchema = 0;
  schema = vi.fn(async () => {
    if (this.failSchema > 0) {
      this.failSchema -= 1;
      throw down();
    }
    return SCHEMA;
  });
  dataSource = vi.fn(dataSourceAnswer([{ value: 'CBE', label: 'Commercial Bank of Ethiopia', city: undefined }]));
  search = vi.fn(async (_link: SchemaLink, query: AccountSearch) => {
    const account = WARSAME_ACCOUNTS[query.value];
    if (account) return account;
    throw new AppError('AccountNotFound', 'Account not found.', { status: 404 });
  });
  tokenizeCard = vi.fn(async () => ({ token: 'ctok-1', last4: '4242', brand: 'visa', expiry: '12/30', issuerCountry: 'SO' }));
  protected saved(input: BeneficiaryInput): SavedBeneficiary {
    return savedBeneficiary(input, input.guid ? input.guid.replace('guid-', '') : '42', input.guid ?? 'guid-42');
  }
}
