// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { CheckoutFramesCardForm, framesLocalization } from './checkout-frames-card-form';

const SCRIPT = 'https://cdn.checkout.com/js/framesv2.min.js';

afterEach(() => {
  document.head.replaceChildren();
  delete (window as { trustedTypes?: unknown }).trustedTypes;
});

it('adds Frames’ script through its one Trusted Types policy, which makes a script address of the configured script only', async () => {
  const created: { name: string; createScriptURL: (value: string) => string }[] = [];
  (window as { trustedTypes?: unknown }).trustedTypes = {
    createPolicy: (name: string, rules: { createScriptURL: (value: string) => string }) => {
      created.push({ name, ...rules });
      return { createScriptURL: (value: string) => `trusted:${rules.createScriptURL(value)}` };
    },
  };
  const form = new CheckoutFramesCardForm({ scriptUrl: SCRIPT, publicKey: 'pk_test' });
  const mounting = form.mount({ number: document.createElement('div'), expiry: document.createElement('div'), cvv: document.createElement('div') }, { locale: 'en', onChange: () => undefined });
  const script = document.head.querySelector('script');
  expect(created.map((p) => p.name)).toEqual(['checkout-frames']);
  expect(script?.getAttribute('src')).toBe(`trusted:${SCRIPT}`);
  expect(() => created[0]!.createScriptURL('https://evil.example/frames.js')).toThrow('Not a script of the policy checkout-frames');
  // The script fails to load: the mount fails (the panel says the card form could not open).
  script!.dispatchEvent(new Event('error'));
  await expect(mounting).rejects.toThrow('Checkout.com Frames did not load');
  expect(document.head.querySelector('script')).toBeNull();
});

it('localizes Frames: its predefined English for the English locales, the portal’s placeholders for Swedish and Somali', () => {
  const sv = { number: 'Kortnummer', expiryMonth: 'MM', expiryYear: 'ÅÅ', cvv: 'CVV' };
  expect(framesLocalization('en-CA', sv)).toBe('EN-GB');
  expect(framesLocalization('sv', sv)).toEqual({ cardNumberPlaceholder: 'Kortnummer', expiryMonthPlaceholder: 'MM', expiryYearPlaceholder: 'ÅÅ', cvvPlaceholder: 'CVV' });
});
