import { describe, expect, it, vi } from 'vitest';
import type { Container } from 'inversify';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { httpMode } from '@/app/modes/http-mode';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { BeneficiarySchemaGateway } from '@/sending/application/beneficiary-schema-gateway';
import { ChoosingRecipient } from '@/sending/application/choosing-recipient';
import { ConfirmingSender } from '@/sending/application/confirming-sender';
import { QuoteGateway } from '@/sending/application/quote-gateway';
import { Quoting } from '@/sending/application/quoting';
import { RecipientGateway } from '@/sending/application/recipient-gateway';
import { TransferGateway } from '@/sending/application/transfer-gateway';
import { ensureSenderModules, ensureSendingModules } from '@/sending/sending-loader';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { PaymentPanels } from '@/shared/payment/payment-panel';
import { ensureSendMoney, ensureSendMoneyAndPaying, ensureSendMoneyWithRecipientForms } from './send-composition';

// What the modules a loader brings import, as the app runs them: each of these records its first
// import. The test imports the schema form's use cases (which import them) only once it has looked.
const schemaFormUseCases = async () => ({
  AddingRecipient: (await import('@/sending/application/adding-recipient')).AddingRecipient,
  KeepingRecipients: (await import('@/sending/application/keeping-recipients')).KeepingRecipients,
  ConfirmingTransfer: (await import('@/sending/application/confirming-transfer')).ConfirmingTransfer,
});
const { imported, recordAs } = await vi.hoisted(async () => (await import('../../tests/support/import-recorder')).importRecorder());
vi.mock('@/shared/validation/phone', recordAs('phone metadata'));
vi.mock('@/shared/validation/phone-destinations', recordAs('destinations’ phone metadata'));
vi.mock('@/shared/validation/phone-numbers', recordAs('phone numbers'));
vi.mock('@/shared/schema-form/schema-form', recordAs('schema rules'));
vi.mock('@/shared/schema-form/field-rules', recordAs('field rules'));

function container(adapters: 'http' | 'memory'): Container {
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: adapters }, 'http://127.0.0.1:5173');
  const mode = adapters === 'http' ? httpMode(config, async () => new Response('{}')) : memoryMode();
  return buildContainer({ config, mode, platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) }).container;
}

const bound = (c: Container, tokens: Record<string, Parameters<Container['isBound']>[0]>) =>
  Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, c.isBound(token)]));

describe('send money’s modules, loaded with the pages that use them (HTTP mode)', () => {
  // One test: the module cache is the file's, so what steps 1 to 3 import is looked at before anything else loads the schema form.
  it('loads the schema form’s use cases, its rules and the phone metadata with the new recipient, not with steps 1 to 3', async () => {
    const c = container('http');
    expect([...imported]).toEqual([]);
    await ensureSendMoney(c);
    expect(bound(c, { Quoting, ConfirmingSender, ChoosingRecipient, PaymentPanels })).toEqual({ Quoting: true, ConfirmingSender: true, ChoosingRecipient: true, PaymentPanels: true });
    expect([c.get(Quoting), c.get(ChoosingRecipient)].every(Boolean)).toBe(true);
    expect([...imported]).toEqual([]);

    const { AddingRecipient, KeepingRecipients, ConfirmingTransfer } = await schemaFormUseCases();
    expect(bound(c, { AddingRecipient, KeepingRecipients, BeneficiarySchemaGateway, ConfirmingTransfer, TransferGateway })).toEqual({
      AddingRecipient: false, KeepingRecipients: false, BeneficiarySchemaGateway: false, ConfirmingTransfer: false, TransferGateway: false,
    });
    await ensureSendMoneyWithRecipientForms(c);
    expect(bound(c, { AddingRecipient, KeepingRecipients, BeneficiarySchemaGateway })).toEqual({ AddingRecipient: true, KeepingRecipients: true, BeneficiarySchemaGateway: true });
    expect([c.get(AddingRecipient), c.get(KeepingRecipients)].every(Boolean)).toBe(true);
    expect(bound(c, { ConfirmingTransfer, TransferGateway })).toEqual({ ConfirmingTransfer: false, TransferGateway: false });
    // A recipient's number is checked with the destinations' numbering plans only, not the customers' countries'.
    expect([...imported].filter((name) => name.includes('phone')).sort()).toEqual(['destinations’ phone metadata', 'phone numbers']);
  });

  it('gives step 4 every part, each loaded once though its loaders overlap', async () => {
    const { AddingRecipient, ConfirmingTransfer } = await schemaFormUseCases();
    const c = container('http');
    await ensureSendMoney(c);
    await ensureSendMoneyAndPaying(c);
    await ensureSendMoneyWithRecipientForms(c);
    expect(c.get(ConfirmingTransfer)).toBeDefined();
    expect(c.get(AddingRecipient)).toBeDefined();
    // A part loaded twice would bind its tokens twice, and resolving them would fail.
    expect(c.getAll(Quoting)).toHaveLength(1);
    expect(c.getAll(BeneficiarySchemaGateway)).toHaveLength(1);
  });

  it('gives the profile only the sender’s part, and /recipients the schema form without step 4', async () => {
    const { AddingRecipient, KeepingRecipients, ConfirmingTransfer } = await schemaFormUseCases();
    const profile = container('http');
    await ensureSenderModules(profile);
    expect(profile.get(ConfirmingSender)).toBeDefined();
    expect(bound(profile, { Quoting, QuoteGateway, RecipientGateway, AddingRecipient, TransferGateway })).toEqual({
      Quoting: false, QuoteGateway: false, RecipientGateway: false, AddingRecipient: false, TransferGateway: false,
    });
    const recipients = container('http');
    await ensureSendingModules(recipients);
    expect(recipients.get(KeepingRecipients)).toBeDefined();
    expect(bound(recipients, { ConfirmingTransfer, TransferGateway })).toEqual({ ConfirmingTransfer: false, TransferGateway: false });
  });

  it('gives a page the same promise on every render (React’s `use`)', () => {
    const c = container('http');
    for (const ensure of [ensureSendMoney, ensureSendMoneyWithRecipientForms, ensureSendMoneyAndPaying, ensureSenderModules]) expect(ensure(c)).toBe(ensure(c));
  });
});

describe('send money’s modules in the memory mode', () => {
  it('loads all of send money at once with whichever page comes first', async () => {
    const { AddingRecipient, ConfirmingTransfer } = await schemaFormUseCases();
    const c = container('memory');
    await ensureSenderModules(c);
    await ensureSendMoneyAndPaying(c);
    expect([c.get(Quoting), c.get(AddingRecipient), c.get(ConfirmingTransfer)].every(Boolean)).toBe(true);
    expect(c.getAll(ConfirmingSender)).toHaveLength(1);
  });
});
