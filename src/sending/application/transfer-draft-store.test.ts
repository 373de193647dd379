import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageTransferDraft } from '../adapters/storage-transfer-draft';
import { TRANSFER_DRAFT_KEY } from '../adapters/transfer-draft-key';
import type { QuotePart } from '../domain/quote-part';
import type { SenderPart } from '../domain/sender-part';
import { TransferDraftStore } from './transfer-draft-store';

const QUOTE: QuotePart = {
  destinationCountry: 'SO',
  destinationCurrency: 'USD',
  payoutType: 'mobile',
  amountType: 'SOURCE',
  send: { amountMinor: 100_000, currency: 'SEK' },
  receive: { amountMinor: 9_512, currency: 'USD' },
  fee: { amountMinor: 2_900, currency: 'SEK' },
  total: { amountMinor: 102_900, currency: 'SEK' },
  rate: '0.09512',
  quoteId: 'q-1',
  expiresAt: 1_000,
};

const SENDER: SenderPart = {
  firstName: 'Amina',
  lastName: 'Warsame',
  street: 'Drottninggatan 12',
  city: 'Stockholm',
  postcode: '111 51',
  country: 'SE',
  confirmedAt: 5,
};

function setup(storage = new MemoryStorage(), token = 'token-1') {
  const credentials = { current: token as string | undefined, token: () => credentials.current, baseUrl: () => 'http://127.0.0.1', project: () => 'remit-se' };
  let n = 0;
  const store = new TransferDraftStore(new StorageTransferDraft(storage), credentials, () => `intent-${(n += 1)}`);
  return { store, storage, credentials };
}

describe('TransferDraftStore', () => {
  it('starts a draft with one intent, the same on every read', () => {
    const { store } = setup();
    expect(store.draft).toEqual({ intentId: 'intent-1' });
    expect(store.draft.intentId).toBe('intent-1');
  });

  it('keeps what a step set across a reload (a new store over the same tab storage)', () => {
    const { store, storage } = setup();
    store.set('quote', QUOTE);
    store.set('sender', SENDER);
    const reloaded = setup(storage).store;
    expect(reloaded.draft).toEqual({ intentId: 'intent-1', quote: QUOTE, sender: SENDER });
  });

  it('keeps a fast card payout’s speed across a reload, and a quote kept before the speed was read', () => {
    const { store, storage } = setup();
    const fastCard: QuotePart = { ...QUOTE, destinationCountry: 'KE', destinationCurrency: 'KES', payoutType: 'card', fastPayout: true };
    store.set('quote', fastCard);
    expect(setup(storage).store.draft.quote).toEqual(fastCard);
    store.set('quote', QUOTE);
    expect(setup(storage).store.draft.quote).toEqual(QUOTE);
  });

  it('a new quote or recipient after a transaction was made ends the intent: a new intent, no payment', () => {
    const { store } = setup();
    store.set('quote', QUOTE);
    store.set('payment', { transactionReference: 'TX1', method: 'card' });
    expect(store.draft.intentId).toBe('intent-1');
    store.set('quote', { ...QUOTE, quoteId: 'q-2' });
    expect(store.draft.payment).toBeUndefined();
    expect(store.draft.intentId).toBe('intent-2');
    store.set('payment', { transactionReference: 'TX2' });
    store.set('recipient', { beneficiaryId: 'b1', beneficiaryGuid: 'guid-b1', displayName: 'Faadumo', payoutFields: {} });
    expect([store.draft.intentId, store.draft.payment]).toEqual(['intent-3', undefined]);
  });

  it('the sender part or the payment part do not change the intent', () => {
    const { store } = setup();
    store.set('payment', { method: 'wallet' });
    store.set('sender', { ...SENDER, confirmedAt: 1 });
    expect([store.draft.intentId, store.draft.payment]).toEqual(['intent-1', { method: 'wallet' }]);
  });

  it('reads nothing of another session’s draft, and never stores the token itself', () => {
    const { store, storage } = setup();
    store.set('quote', QUOTE);
    expect(storage.getItem(TRANSFER_DRAFT_KEY)).not.toContain('token-1');
    expect(setup(storage, 'token-2').store.draft).toEqual({ intentId: 'intent-1' });
    expect(setup(storage, 'token-2').store.draft.quote).toBeUndefined();
  });

  it('starts afresh when the session changes under the same store', () => {
    const { store, credentials } = setup();
    store.set('quote', QUOTE);
    credentials.current = 'token-2';
    expect(store.draft.quote).toBeUndefined();
  });

  it('drops a damaged part and keeps the rest; damaged JSON reads as no draft', () => {
    const { store, storage } = setup();
    store.set('quote', QUOTE);
    store.set('sender', SENDER);
    const saved = JSON.parse(storage.getItem(TRANSFER_DRAFT_KEY)!);
    saved.draft.quote.send.amountMinor = 10.5;
    storage.setItem(TRANSFER_DRAFT_KEY, JSON.stringify(saved));
    expect(setup(storage).store.draft).toEqual({ intentId: 'intent-1', sender: SENDER });
    storage.setItem(TRANSFER_DRAFT_KEY, '{not json');
    expect(setup(storage).store.draft).toEqual({ intentId: 'intent-1' });
  });

  it('clear forgets the transfer: storage emptied, a new intent', () => {
    const { store, storage } = setup();
    store.set('quote', QUOTE);
    store.clear();
    expect(storage.getItem(TRANSFER_DRAFT_KEY)).toBeNull();
    expect(store.draft).toEqual({ intentId: 'intent-2' });
  });
});
