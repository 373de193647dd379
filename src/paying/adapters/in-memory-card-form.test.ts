// @vitest-environment jsdom
import { expect, it } from 'vitest';
import { SandboxWorld } from '@/sandbox/world/world';
import type { CardFormState } from '../application/card-form';
import { InMemoryCardForm } from './in-memory-card-form';

it('draws a plain input into each slot of the page (the memory mode in a browser), types through it, and removes them when unmounted', async () => {
  const form = new InMemoryCardForm(new SandboxWorld({ clock: () => new Date('2026-11-21T10:00:00Z') }));
  const slots = { number: document.createElement('div'), expiry: document.createElement('div'), cvv: document.createElement('div') };
  const states: CardFormState[] = [];
  await form.mount(slots, { locale: 'sv', placeholders: { number: 'Kortnummer', expiryMonth: 'MM', expiryYear: 'ÅÅ', cvv: 'CVV' }, onChange: (s) => states.push(s) });
  const input = (slot: HTMLElement) => slot.querySelector('input')!;
  expect(input(slots.expiry).getAttribute('aria-label')).toBe('MM/ÅÅ');
  for (const [slot, value] of [[slots.number, '4111 1111 1111 1111'], [slots.expiry, '01/32'], [slots.cvv, '123']] as const) {
    input(slot).value = value;
    input(slot).dispatchEvent(new Event('input'));
  }
  expect(states.at(-1)).toEqual({ ready: true, fields: { number: 'valid', expiry: 'valid', cvv: 'valid' }, valid: true });
  expect(await form.tokenize()).toMatchObject({ ok: true, card: { last4: '1111', brand: 'visa', expiry: '01/32' } });
  form.unmount();
  expect(slots.number.querySelector('input')).toBeNull();
});
