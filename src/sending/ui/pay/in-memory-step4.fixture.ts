import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { SandboxWorld } from '@/sandbox/world/world';
import { DEFAULT_FEATURES } from '@/shared/kernel/features';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { InMemoryBeneficiarySchemaGateway } from '../../adapters/in-memory-beneficiary-schema-gateway';
import { InMemoryQuoteGateway } from '../../adapters/in-memory-quote-gateway';
import { InMemoryTransferGateway } from '../../adapters/in-memory-transfer-gateway';
import { StorageTransferDraft } from '../../adapters/storage-transfer-draft';
import type { BeneficiarySchemaGateway } from '../../application/beneficiary-schema-gateway';
import { ConfirmingTransfer } from '../../application/confirming-transfer';
import { Paying } from '../../application/paying';
import { TransferDraftStore } from '../../application/transfer-draft-store';
import type { PayoutType, QuotePart } from '../../domain/quote-part';
import { PayViewModel } from './pay-view-model';

export const AMINA = 'amina.se@sandbox.test';
export const MAHAD = 'mahad.iowa@sandbox.test';
const SINK = { unauthorized: () => undefined, disabled: () => undefined };

/**
 * Test fixture: step 4 over the sandbox world in memory (the transaction schema, the collection points and the
 * create of the back office, the draft in the tab's storage): `page()` is one page load.
 */
export function scenario(options: { readonly email?: string; readonly to?: string; readonly payout?: PayoutType; readonly schemas?: (real: BeneficiarySchemaGateway) => BeneficiarySchemaGateway } = {}) {
  const world = new SandboxWorld();
  const me = world.customersByEmail(options.email ?? AMINA)[0]!;
  const token = world.startSession(me);
  const project = world.projectOf(me);
  const credentials = { token: () => token, baseUrl: () => `memory://${project}`, project: () => project };
  const storage = new MemoryStorage();
  const to = options.to ?? 'SO';
  const payout = options.payout ?? 'mobile';
  const beneficiary = world.records.beneficiaries.find((b) => b.customerId === me.id && b.destinationIso2 === to && b.payoutType === payout);
  if (!beneficiary) throw new Error(`no ${payout} recipient in ${to}`);
  const currency = world.currencyOf(me);
  const saved = saveQuoteAtDesk(world, me, { amount: { amount_minor: 100_000, currency }, amount_type: 'SOURCE', destination_country_iso2: to, payout_type: payout });
  if (!saved.ok) throw new Error(saved.errors[0]?.message);
  const q = saved.value;
  const m = (v: { amount_minor: number; currency: string }) => money(v.amount_minor, v.currency);
  const quote: QuotePart = {
    destinationCountry: to, destinationCurrency: q.receive_amount.currency, payoutType: payout, amountType: 'SOURCE', send: m(q.send_amount), receive: m(q.receive_amount),
    fee: m(q.fee), total: m(q.total), rate: q.rate, quoteId: q.quote_id, expiresAt: Date.parse(q.quote_expiration_time),
  };
  let intents = 0;
  const page = () => {
    const drafts = new TransferDraftStore(new StorageTransferDraft(storage), credentials, () => `intent-${(intents += 1)}`);
    const paying = new Paying(new InMemoryTransferGateway(world, credentials, SINK), drafts, () => 'id', { pause: async () => undefined });
    const real = new InMemoryBeneficiarySchemaGateway(world, credentials, SINK);
    const schemas = options.schemas ? options.schemas(real) : real;
    const useCases = new ConfirmingTransfer(drafts, new InMemoryQuoteGateway(world, credentials, SINK), paying, new RecordingAnalytics(), DEFAULT_FEATURES, schemas);
    return { drafts, vm: new PayViewModel(useCases, { now: () => world.now() }) };
  };
  const first = page();
  first.drafts.set('quote', quote);
  first.drafts.set('sender', { firstName: me.firstName, lastName: me.lastName, street: 'Storgatan 1', city: 'Stockholm', postcode: '111 22', country: me.country, confirmedAt: 1 });
  first.drafts.set('recipient', {
    beneficiaryId: String(beneficiary.id), beneficiaryGuid: beneficiary.guid, displayName: `${beneficiary.firstName} ${beneficiary.lastName}`,
    payoutFields: beneficiary.mobileNetworkCode ? { mobile_network_code: beneficiary.mobileNetworkCode } : {},
  });
  const made = () => world.records.transactions.filter((t) => t.customerId === me.id && Date.parse(t.createdAt) >= world.startedAt);
  /** Everything the tab's storage holds, as text. */
  const stored = () => Array.from({ length: storage.length }, (_, i) => storage.getItem(storage.key(i) ?? '') ?? '').join('\n');
  return { world, me, storage, page, first, made, stored };
}

