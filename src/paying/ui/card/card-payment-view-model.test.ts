import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import type { PanelPayment, PanelPaymentState, PaymentPanelProps } from '@/shared/payment/payment-panel';
import type { VendorMessageEvent, VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import { parseExpiry, type SavedCard } from '../../domain/card';
import { CARD_STATUS_POLL_MS } from '../../domain/card-payment';
import { ADDED_CARD_KEY, CARD_ENROLLMENT_KEY, CardEnrollment } from '../../application/card-enrollment';
import type { CardAdded, CardEnrollmentOutcome, CardGateway, EnrollmentReturn, VantivAuthorization } from '../../application/card-gateway';
import { EMPTY_CARD_FORM, type CardForm, type CardFormMountOptions, type CardTokenizeResult } from '../../application/card-form';
import { CardPaymentViewModel, isVendorAddress } from './card-payment-view-model';

const VENDOR = 'https://cards.vendor.test';
const PORTAL = 'https://portal.test';
const NOV_2026 = Date.parse('2026-11-21T10:00:00Z');
const ENVELOPE = { protocol: 'three-ds-challenge', version: 1 } as const;

const card = (id: number, last4: string, expiry: string, expiredWhenListed = false): SavedCard => ({
  id, guid: `g-${id}`, brand: 'visa', last4, expiry: parseExpiry(expiry)!, holderName: 'AMINA WARSAME', expiredWhenListed,
});

/** A window that delivers the messages the test posts, as the browser would. */
class FakeWindow implements VendorMessageTarget {
  private readonly listeners = new Set<(event: VendorMessageEvent) => void>();
  addEventListener(_type: 'message', listener: (event: VendorMessageEvent) => void): void {
    this.listeners.add(listener);
  }
  removeEventListener(_type: 'message', listener: (event: VendorMessageEvent) => void): void {
    this.listeners.delete(listener);
  }
  post(event: VendorMessageEvent): void {
    for (const listener of [...this.listeners]) listener(event);
  }
  get listening(): number {
    return this.listeners.size;
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The vendor's card form as the test drives it: mounted, typed (its states), tokenizing with the result given. */
class ScriptedCardForm implements CardForm {
  readonly layout = 'fields' as const;
  options: CardFormMountOptions | undefined;
  mounts = 0;
  unmounts = 0;
  failMount: Error | undefined;
  next: CardTokenizeResult = { ok: true, card: { token: 'tok_000001', last4: '4444', brand: 'mastercard', expiry: '01/32' } };
  constructor(readonly provider: 'checkout' | 'fiserv' | 'vantiv') {}
  async mount(_slots: object, options: CardFormMountOptions): Promise<void> {
    this.mounts += 1;
    if (this.failMount) throw this.failMount;
    this.options = options;
    options.onChange({ ...EMPTY_CARD_FORM, ready: true });
  }
  typed(valid: boolean): void {
    const state = valid ? 'valid' : 'invalid';
    this.options?.onChange({ ready: true, fields: { number: state, expiry: 'valid', cvv: 'valid' }, valid });
  }
  tokenize = vi.fn(async (): Promise<CardTokenizeResult> => this.next);
  unmount(): void {
    this.unmounts += 1;
    this.options = undefined;
  }
}

function setUp(
  options: {
    cards?: SavedCard[];
    pay?: PaymentPanelProps['pay'];
    statuses?: (PanelPaymentState | Error)[];
    cardProvider?: 'checkout' | 'fiserv' | 'vantiv';
    storage?: MemoryStorage;
    authorization?: (id: string, reference: string) => Promise<VantivAuthorization>;
  } = {},
) {
  const clock = { at: NOV_2026, now() { return this.at; } };
  let saved = options.cards ?? [card(1, '4242', '12/30'), card(2, '0002', '11/30'), card(3, '1881', '03/24', true)];
  const gateway = {
    list: vi.fn(async () => saved),
    add: vi.fn(async (token: string, _returnTo?: EnrollmentReturn): Promise<CardAdded> => {
      if (token.startsWith('tok_3ds')) return { status: 'threeDs', sessionId: 'sid_sbox000001', redirectUrl: token === 'tok_3ds_elsewhere' ? 'https://evil.example/3ds' : `${VENDOR}/3ds/enrollment/sid_sbox000001` };
      const added = card(10, token === 'sut-dup' ? '4242' : '4444', '01/32');
      if (token === 'sut-dup') throw new AppError('InvalidValue', 'This card is already saved.', { status: 409, requestId: 'r-1' });
      saved = [...saved, added];
      return { status: 'saved', card: added };
    }),
    enrollmentOutcome: vi.fn(async (): Promise<CardEnrollmentOutcome> => ({ status: 'pending' })),
    remove: vi.fn(async () => undefined),
    formSession: vi.fn(async () => ({ token: 'fiserv-ct-000001', expiresAt: NOV_2026 + 900_000 })),
    cardProvider: vi.fn(async () => options.cardProvider ?? 'checkout'),
    authorizeVantiv: vi.fn(
      options.authorization ??
        (async (_id: string, reference: string): Promise<VantivAuthorization> => {
          saved = [...saved, card(11, '1111', '01/32')];
          return { id: 'vt-000001', status: 'APPROVED', code: 'approved', transactionReference: reference };
        }),
    ),
  } satisfies CardGateway;
  const form = new ScriptedCardForm(options.cardProvider ?? 'checkout');
  const cardForms = { forProvider: vi.fn(async () => form) };
  const statuses = [...(options.statuses ?? [])];
  const props = {
    transfer: { transactionReference: 'TR01000001', intentId: 'intent-1', total: money(101_500, 'SEK'), destinationCountry: 'SO', recipientName: 'Abdirahman Warsame' },
    pay: vi.fn(options.pay ?? (async () => ({ id: 'pay-000001', status: 'WAITING', statusHref: '/remit/transaction/payment-status?payment_id=pay-000001' }) as PanelPayment)),
    paymentStatus: vi.fn(async () => {
      const next = statuses.shift() ?? { status: 'WAITING', code: undefined };
      if (next instanceof Error) throw next;
      return next;
    }),
    onOutcome: vi.fn(),
    onCancel: vi.fn(),
  } satisfies PaymentPanelProps;
  const storage = options.storage ?? new MemoryStorage();
  const leave = vi.fn();
  const vm = new CardPaymentViewModel(
    { cards: gateway, clock, vendorOrigins: [VENDOR], enrollment: new CardEnrollment(storage), cardForms, portalOrigin: PORTAL, leave },
    props,
  );
  /** Time passes one second at a time, the page's timer ticking. */
  const pass = async (seconds: number) => {
    for (let i = 0; i < seconds; i += 1) {
      clock.at += 1_000;
      await vm.tick();
    }
  };
  return { vm, gateway, props, clock, storage, pass, form, cardForms, leave };
}

describe('the saved cards', () => {
  it('are listed with the expired one marked; the first card that can pay is chosen; an expired one cannot be', async () => {
    const { vm } = setUp();
    await vm.load();
    expect(vm.cardList.map((c) => [c.card.last4, c.expired])).toEqual([['4242', false], ['0002', false], ['1881', true]]);
    expect(vm.chosen?.id).toBe(1);
    vm.choose(3);
    expect(vm.chosen?.id).toBe(1);
    vm.choose(2);
    expect(vm.chosen?.id).toBe(2);
  });

  it('refuse Pay without a card that can pay: nothing is paid', async () => {
    const { vm, props } = setUp({ cards: [card(3, '1881', '03/24', true)] });
    await vm.load();
    await vm.pay();
    expect(vm.problem).toBe('chooseCard');
    expect(props.pay).not.toHaveBeenCalled();
  });
});

describe('paying', () => {
  it('pays with the chosen card; an approved answer is a success at once', async () => {
    const { vm, props } = setUp({ pay: async () => ({ id: 'pay-1', status: 'APPROVED', statusHref: '/s?payment_id=pay-1' }) });
    await vm.load();
    vm.choose(2);
    await vm.pay();
    expect(props.pay).toHaveBeenCalledWith({ cardId: 2 });
    expect(vm.step.kind).toBe('approved');
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'successful' });
    expect(props.paymentStatus).not.toHaveBeenCalled();
  });

  it('asks for a waiting payment’s status at once, then every 15 seconds, until it is approved', async () => {
    const { vm, props, pass } = setUp({ statuses: [{ status: 'WAITING', code: undefined }, { status: 'WAITING', code: undefined }, { status: 'APPROVED', code: 'approved' }] });
    await vm.load();
    await vm.pay();
    await flush();
    expect(props.paymentStatus).toHaveBeenCalledTimes(1);
    expect(props.paymentStatus).toHaveBeenCalledWith('/remit/transaction/payment-status?payment_id=pay-000001');
    expect(vm.step.kind).toBe('checking');
    expect(vm.nextCheckAt).toBe(NOV_2026 + CARD_STATUS_POLL_MS);
    await pass(14);
    expect(props.paymentStatus).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(props.paymentStatus).toHaveBeenCalledTimes(2);
    await pass(15);
    expect(props.paymentStatus).toHaveBeenCalledTimes(3);
    expect(vm.step.kind).toBe('approved');
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'successful' });
    await pass(60);
    expect(props.paymentStatus).toHaveBeenCalledTimes(3);
  });

  it('fails with the card payment code of a declined payment, and lets the customer choose again', async () => {
    const { vm, props } = setUp({ statuses: [{ status: 'DECLINED', code: 'insufficient_funds' }] });
    await vm.load();
    await vm.pay();
    await flush();
    expect(vm.step).toEqual({ kind: 'declined', code: 'insufficient_funds' });
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed', code: 'insufficient_funds' });
    expect(vm.dialog).toBeUndefined();
    vm.chooseAgain();
    expect(vm.step.kind).toBe('choosing');
  });

  it('a status that cannot be had leaves the payment unknown (never "failed, nothing taken"), for the pay step to ask again; nothing asked here after', async () => {
    const lost = new AppError('Network', 'offline', { requestId: 'r-9' });
    const { vm, props, pass } = setUp({ statuses: [lost] });
    await vm.load();
    await vm.pay();
    await flush();
    expect(vm.step).toEqual({ kind: 'unknown' });
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'unknown', payment: expect.any(String), error: lost });
    expect(props.onOutcome).not.toHaveBeenCalledWith(expect.objectContaining({ status: 'failed' }));
    await pass(30);
    expect(props.paymentStatus).toHaveBeenCalledTimes(1);
  });

  it('stops asking when the panel goes away', async () => {
    const { vm, props, pass } = setUp();
    await vm.load();
    await vm.pay();
    await flush();
    vm.dispose();
    await pass(60);
    expect(props.paymentStatus).toHaveBeenCalledTimes(1);
  });
});

describe('3-D Secure', () => {
  const threeDs = (origin = VENDOR, challenge = `${VENDOR}/3ds/challenge?payment=pay-000001`): PanelPayment => ({
    id: 'pay-000001', status: 'WAITING', statusHref: '/remit/transaction/payment-status?payment_id=pay-000001',
    methodForm: { action: `${origin}/3ds/method`, method: 'POST', fields: [{ name: 'threeDSMethodData', value: 'e30' }] },
    challengeUrl: challenge,
  });

  it('posts the method form, frames the challenge and asks for the status only once it is answered', async () => {
    const { vm, props } = setUp({ pay: async () => threeDs(), statuses: [{ status: 'DECLINED', code: 'payment_was_not_authorised' }] });
    await vm.load();
    await vm.pay();
    expect(vm.methodForm?.action).toBe(`${VENDOR}/3ds/method`);
    vm.methodFormPosted();
    expect(vm.methodForm).toBeUndefined();
    expect(vm.step).toMatchObject({ kind: 'challenge', url: `${VENDOR}/3ds/challenge?payment=pay-000001`, loaded: false });

    const target = new FakeWindow();
    const frame = { contentWindow: {} };
    const stop = vm.listenToChallenge(target, frame);
    const complete = { ...ENVELOPE, type: '3ds-complete', payment: 'pay-000001', outcome: 'declined' };
    // Not the vendor, not the frame, not this payment, not the protocol: ignored.
    target.post({ origin: 'https://evil.test', source: frame.contentWindow, data: complete });
    target.post({ origin: VENDOR, source: {}, data: complete });
    target.post({ origin: VENDOR, source: frame.contentWindow, data: { ...complete, payment: 'pay-000002' } });
    target.post({ origin: VENDOR, source: frame.contentWindow, data: { ...complete, version: 2 } });
    await flush();
    expect(vm.step.kind).toBe('challenge');
    expect(props.paymentStatus).not.toHaveBeenCalled();

    target.post({ origin: VENDOR, source: frame.contentWindow, data: { ...ENVELOPE, type: '3ds-loaded', payment: 'pay-000001' } });
    expect(vm.step).toMatchObject({ kind: 'challenge', loaded: true });
    target.post({ origin: VENDOR, source: frame.contentWindow, data: complete });
    await flush();
    expect(props.paymentStatus).toHaveBeenCalledTimes(1);
    expect(vm.step).toEqual({ kind: 'declined', code: 'payment_was_not_authorised' });
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed', code: 'payment_was_not_authorised' });
    stop();
    expect(target.listening).toBe(0);
  });

  it('posts no method form and frames no challenge anywhere but the vendor origins', async () => {
    const { vm, props } = setUp({ pay: async () => threeDs('https://evil.test', 'https://evil.test/3ds/challenge') });
    await vm.load();
    await vm.pay();
    expect(vm.methodForm).toBeUndefined();
    expect(vm.step).toMatchObject({ kind: 'failed', error: { type: 'MalformedResponse' } });
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'failed' });
  });
});

describe('the refusals with a dialog of their own', () => {
  it('the card has expired: its dialog, then the card form for a new card', async () => {
    const { vm, gateway } = setUp({ pay: async () => { throw new AppError('CardExpired', 'expired', { status: 422, requestId: 'r-2' }); } });
    await vm.load();
    await vm.pay();
    expect(vm.step.kind).toBe('choosing');
    expect(vm.dialog).toMatchObject({ kind: 'cardExpired', error: { requestId: 'r-2' } });
    vm.closeDialog();
    await flush();
    expect(vm.dialog).toBeUndefined();
    expect(gateway.cardProvider).toHaveBeenCalledTimes(1);
    expect(vm.cardForm.kind).toBe('open');
  });

  it('the issuer country is not the recipient’s (a field error is enough): its dialog, then a new card', async () => {
    const error = new AppError('InvalidValue', 'country', { status: 422, fieldErrors: [{ field: 'card_id', type: 'IssuerCardCountryNotEqualBeneficiaryCountry', message: 'x' }] });
    const { vm } = setUp({ pay: async () => { throw error; } });
    await vm.load();
    await vm.pay();
    expect(vm.dialog?.kind).toBe('issuerCountry');
    vm.closeDialog();
    await flush();
    expect(vm.cardForm.kind).toBe('open');
  });

  it('the bank did not authorise: its dialog, then the same card again', async () => {
    const { vm, props } = setUp({ pay: async () => { throw new AppError('BankAuthorizationFailed', 'no', { status: 422 }); } });
    await vm.load();
    vm.choose(2);
    await vm.pay();
    expect(vm.dialog?.kind).toBe('bankAuthorisation');
    vm.closeDialog();
    expect(vm.cardForm.kind).toBe('closed');
    expect(vm.chosen?.id).toBe(2);
    expect(props.onOutcome).not.toHaveBeenCalled();
  });

  it('any other refusal is shown with its error code, nothing charged', async () => {
    const { vm, props } = setUp({ pay: async () => { throw new AppError('StateMismatch', 'paid', { status: 409, requestId: 'r-3' }); } });
    await vm.load();
    await vm.pay();
    expect(vm.dialog).toBeUndefined();
    expect(vm.payError?.type).toBe('StateMismatch');
    expect(props.onOutcome).not.toHaveBeenCalled();
  });
});

describe('a new card through the card provider’s fields', () => {
  const opened = async (options: Parameters<typeof setUp>[0] = {}) => {
    const world = setUp(options);
    await world.vm.load();
    await world.vm.openCardForm();
    const unmount = world.vm.mountCardForm({}, 'sv', { placeholders: { number: 'Kortnummer', expiryMonth: 'MM', expiryYear: 'ÅÅ', cvv: 'CVV' } });
    await flush();
    return { ...world, unmount };
  };

  it('opens the form of the provider the back office names, its fields mounted in the portal’s language, remembering that a transfer is being paid', async () => {
    const { vm, storage, form, cardForms, gateway } = await opened();
    expect(gateway.cardProvider).toHaveBeenCalledTimes(1);
    expect(cardForms.forProvider).toHaveBeenCalledWith('checkout');
    expect(vm.cardForm).toEqual({ kind: 'open', provider: 'checkout', layout: 'fields', state: { ...EMPTY_CARD_FORM, ready: true }, submitting: false, problem: undefined });
    expect(form.options).toMatchObject({ locale: 'sv', placeholders: { expiryYear: 'ÅÅ' } });
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBe('remittance');
  });

  it('remembers a card added with the Fiserv provider as a Fiserv enrollment of a transfer (back to the pay step); another provider’s as a transfer’s', async () => {
    const fiserv = setUp({ cardProvider: 'fiserv' });
    await fiserv.vm.load();
    await fiserv.vm.openCardForm();
    expect(fiserv.cardForms.forProvider).toHaveBeenCalledWith('fiserv');
    expect(fiserv.storage.getItem(CARD_ENROLLMENT_KEY)).toBe('fiserv:remittance');
    expect(new CardEnrollment(fiserv.storage).returnPath()).toBe('/send-money/pay');
    const checkout = setUp({ cardProvider: 'checkout' });
    await checkout.vm.load();
    await checkout.vm.openCardForm();
    expect(checkout.storage.getItem(CARD_ENROLLMENT_KEY)).toBe('remittance');
  });

  it('saves the tokenized card by its token and chooses it; the vendor’s fields are removed', async () => {
    const { vm, gateway, storage, form, unmount } = await opened();
    form.typed(true);
    expect(vm.cardForm).toMatchObject({ kind: 'open', state: { valid: true } });
    await vm.saveNewCard();
    await flush();
    expect(form.tokenize).toHaveBeenCalledTimes(1);
    expect(gateway.add).toHaveBeenCalledWith('tok_000001', { successUrl: `${PORTAL}/checkout-card-enrollment/success`, failureUrl: `${PORTAL}/checkout-card-enrollment/failure` });
    expect(vm.cardForm.kind).toBe('closed');
    expect(vm.chosen?.last4).toBe('4444');
    expect(vm.cardList).toHaveLength(4);
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
    unmount();
    expect(form.unmounts).toBe(1);
  });

  it('Vantiv: the registered card pays the transfer at once by its registration id (no card add); approved, the card the back office saved is listed', async () => {
    const { vm, gateway, props, form, storage } = await opened({ cardProvider: 'vantiv' });
    form.next = { ok: true, card: { token: 'sbxEP0000011111', last4: '1111', brand: 'visa', expiry: '01/32' } };
    form.typed(true);
    await vm.saveNewCard();
    await flush();
    expect(gateway.authorizeVantiv).toHaveBeenCalledWith('sbxEP0000011111', 'TR01000001');
    expect(gateway.add).not.toHaveBeenCalled();
    expect(props.pay).not.toHaveBeenCalled();
    expect(vm.step.kind).toBe('approved');
    expect(props.onOutcome).toHaveBeenCalledWith({ status: 'successful' });
    expect(vm.cardForm.kind).toBe('closed');
    expect(vm.cardList.map((k) => k.card.last4)).toContain('1111');
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
  });

  it('Vantiv: a declined authorization fails with its card payment code; a refusal shows the card form’s failure, nothing paid', async () => {
    const declined = await opened({ cardProvider: 'vantiv', authorization: async (_id, reference) => ({ id: 'vt-2', status: 'DECLINED', code: 'payment_was_declined_by_bank', transactionReference: reference }) });
    declined.form.typed(true);
    await declined.vm.saveNewCard();
    await flush();
    expect(declined.vm.step).toEqual({ kind: 'declined', code: 'payment_was_declined_by_bank' });
    expect(declined.props.onOutcome).toHaveBeenCalledWith({ status: 'failed', code: 'payment_was_declined_by_bank' });
    const refused = await opened({
      cardProvider: 'vantiv',
      authorization: async () => {
        throw new AppError('InvalidValue', 'The card registration is unknown, expired or already used.', { status: 422, requestId: 'r-2' });
      },
    });
    refused.form.typed(true);
    await refused.vm.saveNewCard();
    await flush();
    expect(refused.vm.step.kind).toBe('choosing');
    expect(refused.vm.cardForm).toMatchObject({ kind: 'saveFailed', error: { type: 'InvalidValue' } });
    expect(refused.props.onOutcome).not.toHaveBeenCalled();
  });

  it('keeps the form open with the reason when the vendor gives no token, and saves nothing', async () => {
    const { vm, gateway, form } = await opened();
    form.typed(false);
    form.next = { ok: false, reason: 'invalid', detail: 'The card is incomplete or invalid' };
    await vm.saveNewCard();
    expect(vm.cardForm).toMatchObject({ kind: 'open', problem: 'invalid', submitting: false });
    // Typing a valid card clears "check the card details".
    form.typed(true);
    expect(vm.cardForm).toMatchObject({ kind: 'open', problem: undefined });
    form.next = { ok: false, reason: 'refused', detail: 'card_type_not_supported' };
    await vm.saveNewCard();
    expect(vm.cardForm).toMatchObject({ kind: 'open', problem: 'refused' });
    expect(gateway.add).not.toHaveBeenCalled();
  });

  it('chooses the saved card when the card was saved already', async () => {
    const { vm, form } = await opened();
    vm.choose(2);
    form.next = { ok: true, card: { token: 'sut-dup', last4: '4242', brand: 'visa', expiry: '12/30' } };
    await vm.saveNewCard();
    await flush();
    expect(vm.cardForm.kind).toBe('closed');
    expect(vm.notice).toBe('alreadySaved');
    expect(vm.chosen?.id).toBe(1);
  });

  it('a card whose issuer asks for 3-D Secure: the enrollment is remembered and the whole page goes to the issuer’s page on the vendor origin', async () => {
    const { vm, form, leave, storage } = await opened();
    form.next = { ok: true, card: { token: 'tok_3ds', last4: '6584', brand: 'visa', expiry: '01/32' } };
    await vm.saveNewCard();
    await flush();
    expect(leave).toHaveBeenCalledWith(`${VENDOR}/3ds/enrollment/sid_sbox000001`);
    expect(vm.cardForm).toEqual({ kind: 'leaving' });
    expect(vm.busy).toBe(true);
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBe('remittance');
    // Nothing is paid while the page is on its way.
    await vm.pay();
    expect(vm.step.kind).toBe('choosing');
    vm.closeCardForm();
    expect(vm.cardForm.kind).toBe('leaving');
  });

  it('never leaves for a 3-D Secure page off the configured vendor origins', async () => {
    const { vm, form, leave } = await opened();
    form.next = { ok: true, card: { token: 'tok_3ds_elsewhere', last4: '6584', brand: 'visa', expiry: '01/32' } };
    await vm.saveNewCard();
    await flush();
    expect(leave).not.toHaveBeenCalled();
    expect(vm.cardForm).toMatchObject({ kind: 'saveFailed', error: { type: 'MalformedResponse' } });
  });

  it('sends no return addresses with another provider’s token', async () => {
    const { vm, form, gateway } = await opened({ cardProvider: 'fiserv' });
    form.next = { ok: true, card: { token: 'sut-000001', last4: '4444', brand: 'visa', expiry: '01/32' } };
    await vm.saveNewCard();
    await flush();
    expect(gateway.add).toHaveBeenCalledWith('sut-000001', undefined);
  });

  it('chooses the card a 3-D Secure enrollment saved when the panel opens again (once, and only a card that can pay)', async () => {
    const storage = new MemoryStorage();
    new CardEnrollment(storage).keepAddedCard(2);
    const back = setUp({ storage });
    await back.vm.load();
    expect(back.vm.chosen?.id).toBe(2);
    expect(storage.getItem(ADDED_CARD_KEY)).toBeNull();
    const later = setUp({ storage });
    await later.vm.load();
    expect(later.vm.chosen?.id).toBe(1);
    new CardEnrollment(storage).keepAddedCard(3);
    const expired = setUp({ storage });
    await expired.vm.load();
    expect(expired.vm.chosen?.id).toBe(1);
  });

  it('says so when the provider cannot be had or its fields cannot load, and tries again', async () => {
    const { vm, gateway, form } = setUp();
    gateway.cardProvider.mockRejectedValueOnce(new AppError('Network', 'offline'));
    await vm.openCardForm();
    expect(vm.cardForm).toMatchObject({ kind: 'openFailed', error: { type: 'Network' } });
    await vm.openCardForm();
    expect(vm.cardForm.kind).toBe('open');
    form.failMount = new Error('Checkout.com Frames did not load');
    vm.mountCardForm({}, 'en');
    await flush();
    expect(vm.cardForm.kind).toBe('openFailed');
    form.failMount = undefined;
    await vm.openCardForm();
    vm.mountCardForm({}, 'en');
    await flush();
    expect(vm.cardForm).toMatchObject({ kind: 'open', state: { ready: true } });
    expect(gateway.cardProvider).toHaveBeenCalledTimes(2);
  });
});

describe('addresses', () => {
  it('frames and posts only to the configured vendor origins', () => {
    expect(isVendorAddress(`${VENDOR}/3ds/challenge?payment=1`, [VENDOR])).toBe(true);
    expect(isVendorAddress('https://cards.vendor.test.evil.test/x', [VENDOR])).toBe(false);
    expect(isVendorAddress('javascript:alert(1)', [VENDOR])).toBe(false);
    expect(isVendorAddress('not an address', [VENDOR])).toBe(false);
  });
});

describe('leaving', () => {
  it('goes back to the choice of method only before anything was paid', async () => {
    const { vm, props } = setUp();
    await vm.load();
    vm.cancel();
    expect(props.onCancel).toHaveBeenCalledTimes(1);
    await vm.pay();
    vm.cancel();
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('mounted again', () => {
  it('takes up a waiting payment’s checks again when the panel is mounted again', async () => {
    const { vm, props, pass } = setUp({ statuses: [{ status: 'WAITING', code: undefined }, { status: 'APPROVED', code: 'approved' }] });
    await vm.load();
    await vm.pay();
    await flush();
    vm.dispose();
    await pass(20);
    expect(props.paymentStatus).toHaveBeenCalledTimes(1);
    await vm.load();
    await flush();
    expect(props.paymentStatus).toHaveBeenCalledTimes(2);
    expect(vm.step.kind).toBe('approved');
  });
});
