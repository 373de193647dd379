// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandOfEprotectType, eprotectFailure, eprotectMonthsAndYears, resultOfEprotect, VantivEprotectCardForm, type EprotectIframeConfig } from './vantiv-eprotect-card-form';

const SCRIPT = 'https://request.eprotect.vantivcnp.com/eProtect/js/eProtect-iframe-client3.min.js';
const NOV_2026 = Date.parse('2026-11-21T10:00:00Z');
const REGISTERED = { response: '870', message: 'Success', paypageRegistrationId: 'pDZJcmd1VjNlaEt0', firstSix: '411111', lastFour: '1111', type: 'VI', expMonth: '01', expYear: '32', id: 'r1', orderId: 'r1' };

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  delete (window as { trustedTypes?: unknown }).trustedTypes;
  delete (window as { EprotectIframeClient?: unknown }).EprotectIframeClient;
  vi.useRealTimers();
});

describe('eProtect’s response codes', () => {
  it.each([
    ['871', 'invalid'], ['872', 'invalid'], ['873', 'invalid'], ['874', 'invalid'], ['876', 'invalid'],
    ['881', 'invalid'], ['882', 'invalid'], ['883', 'invalid'],
    ['875', 'unavailable'], ['884', 'unavailable'], ['885', 'unavailable'], ['889', 'unavailable'], ['999', 'unavailable'],
  ] as const)('%s is %s', (code, reason) => {
    expect(eprotectFailure({ response: code })).toBe(reason);
    expect(resultOfEprotect({ response: code, message: 'm' }, NOV_2026)).toEqual({ ok: false, reason, detail: `${code} m` });
  });

  it('870 is the registration: its id is the token, with only what may be shown', () => {
    expect(eprotectFailure({ response: '870' })).toBeUndefined();
    expect(resultOfEprotect(REGISTERED, NOV_2026)).toEqual({ ok: true, card: { token: 'pDZJcmd1VjNlaEt0', last4: '1111', brand: 'visa', expiry: '01/32' } });
    expect(resultOfEprotect({ ...REGISTERED, type: 'MC', lastFour: '4444', expMonth: '3', expYear: '2031' }, NOV_2026)).toMatchObject({ ok: true, card: { brand: 'mastercard', last4: '4444', expiry: '03/31' } });
  });

  it('a timeout, and an 870 without a registration, are eProtect unavailable', () => {
    expect(resultOfEprotect({ timeout: true, id: 'r1' }, NOV_2026)).toEqual({ ok: false, reason: 'unavailable', detail: 'timeout' });
    expect(resultOfEprotect({ ...REGISTERED, paypageRegistrationId: undefined }, NOV_2026)).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  it('refuses a registered card of a scheme the portal does not take, or whose expiry has passed', () => {
    expect(brandOfEprotectType('AX')).toBeUndefined();
    expect(resultOfEprotect({ ...REGISTERED, type: 'AX' }, NOV_2026)).toEqual({ ok: false, reason: 'refused', detail: 'Not a card we take: AX' });
    expect(resultOfEprotect({ ...REGISTERED, expMonth: '10', expYear: '26' }, NOV_2026)).toEqual({ ok: false, reason: 'refused', detail: 'The card has expired' });
    expect(resultOfEprotect({ ...REGISTERED, expMonth: '11', expYear: '26' }, NOV_2026).ok).toBe(true);
  });

  it('offers the twelve months and the years from this one', () => {
    const { months, years } = eprotectMonthsAndYears(NOV_2026);
    expect(Object.keys(months)).toHaveLength(12);
    expect(months['1']).toBe('01');
    expect(Object.keys(years)).toEqual(Array.from({ length: 12 }, (_, i) => String(2026 + i)));
  });
});

it('adds eProtect’s script through its one Trusted Types policy, which makes a script address of the configured script only', async () => {
  const created: { name: string; createScriptURL: (value: string) => string }[] = [];
  (window as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (name: string, rules: { createScriptURL: (value: string) => string }) => {
      created.push({ name, ...rules });
      return { createScriptURL: (value: string) => `trusted:${rules.createScriptURL(value)}` };
    },
  };
  const form = new VantivEprotectCardForm({ scriptUrl: SCRIPT, paypageId: 'paypage' });
  const mounting = form.mount({ page: document.createElement('div') }, { locale: 'en', onChange: () => undefined });
  const script = document.head.querySelector('script');
  expect(created.map((p) => p.name)).toEqual(['vantiv-eprotect']);
  expect(script?.getAttribute('src')).toBe(`trusted:${SCRIPT}`);
  expect(() => created[0]!.createScriptURL('https://evil.example/eProtect.js')).toThrow('Not a script of the policy vantiv-eprotect');
  script!.dispatchEvent(new Event('error'));
  await expect(mounting).rejects.toThrow('Worldpay eProtect did not load');
  expect(document.head.querySelector('script')).toBeNull();
});

it('configures the client with the paypage id, its div and the portal’s placeholders; Save asks getPaypageRegistrationId and a client that never answers is unavailable', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const configs: EprotectIframeConfig[] = [];
  const asked: { id: string; orderId: string }[] = [];
  (window as { EprotectIframeClient?: unknown }).EprotectIframeClient = class {
    constructor(config: EprotectIframeConfig) {
      configs.push(config);
      const frame = document.createElement('iframe');
      document.getElementById(config.div)!.append(frame);
      setTimeout(() => frame.dispatchEvent(new Event('load')), 0);
    }
    getPaypageRegistrationId(message: { id: string; orderId: string }) {
      asked.push(message);
    }
  };
  const slot = document.createElement('div');
  document.body.append(slot);
  const states: unknown[] = [];
  const form = new VantivEprotectCardForm({ scriptUrl: SCRIPT, paypageId: 'paypage-1' }, {}, () => NOV_2026);
  const mounting = form.mount({ page: slot }, { locale: 'sv', title: 'Kortformulär', placeholders: { number: 'Kortnummer', expiryMonth: 'MM', expiryYear: 'ÅÅ', cvv: 'CVV' }, onChange: (s) => states.push(s) });
  await vi.advanceTimersByTimeAsync(0);
  await mounting;
  expect(configs[0]).toMatchObject({ paypageId: 'paypage-1', div: slot.id, showCvv: true, timeout: 15_000, iframeTitle: 'Kortformulär', placeholderText: { accountNumber: 'Kortnummer', cvv: 'CVV' } });
  expect(states.at(-1)).toMatchObject({ ready: true, valid: false });
  configs[0]!.inputsEmptyCallback!({ isAccountNumberEmpty: false, isCvvEmpty: false });
  expect(states.at(-1)).toEqual({ ready: true, fields: { number: 'valid', expiry: 'valid', cvv: 'valid' }, valid: true });
  const first = form.tokenize();
  expect(asked).toHaveLength(1);
  // eProtect's callback for another request is not this one's.
  configs[0]!.callback({ ...REGISTERED, id: 'someone-else' });
  configs[0]!.callback({ ...REGISTERED, id: asked[0]!.id });
  expect(await first).toMatchObject({ ok: true, card: { token: 'pDZJcmd1VjNlaEt0' } });
  const second = form.tokenize();
  await vi.advanceTimersByTimeAsync(20_000);
  expect(await second).toEqual({ ok: false, reason: 'unavailable', detail: 'timeout' });
  form.unmount();
  expect(slot.children).toHaveLength(0);
});
