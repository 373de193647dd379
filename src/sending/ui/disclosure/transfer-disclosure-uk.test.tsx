// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import disclosure from '@/app/i18n/locales/en/send-disclosure.json';
import { money } from '@/shared/kernel/money';
import type { DisclosureFacts } from '../../domain/disclosure';
import { TransferDisclosure } from './transfer-disclosure';

/**
 * A UK customer's confirm step (moved from the browser's send-pay.spec.ts "a UK customer sees the
 * fee, the rate and the amount received"): the basic regime, its fee, its rate as "1 GBP = … USD"
 * and the amount received, each on the line the page marks for it. That a UK customer's quote is
 * disclosed this way end to end is features/send-money/disclosure.feature.
 */

afterEach(cleanup);

const NOW = Date.parse('2026-11-26T12:00:00Z');
const facts: DisclosureFacts = {
  send: money(100_000, 'GBP'), fee: money(1_500, 'GBP'), discount: money(0, 'GBP'), total: money(101_500, 'GBP'),
  receive: money(125_000, 'USD'), rate: '1.2500', payoutType: 'mobile', fastPayout: false, referenceRate: '1.2600',
};

async function renderUk() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { 'send-disclosure': disclosure } }, defaultNS: 'send-disclosure', interpolation: { escapeValue: false } });
  render(<I18nextProvider i18n={i18n}><TransferDisclosure facts={facts} sourceCountry="GB" now={NOW} kind="disclosure" /></I18nextProvider>);
}

const valueOf = (kind: string) => screen.getByTestId('transfer-disclosure').querySelector(`[data-line="${kind}"] dd`)?.textContent;

describe('TransferDisclosure for a UK customer', () => {
  it('is the basic regime: the fee, the rate as "1 GBP = … USD" and the amount received', async () => {
    await renderUk();
    expect(screen.getByTestId('transfer-disclosure').getAttribute('data-regime')).toBe('basic');
    expect(valueOf('fee')).toBe('£15.00');
    expect(valueOf('rate')).toMatch(/^1 GBP = [\d.]+ USD$/);
    expect(valueOf('rate')).toBe('1 GBP = 1.2500 USD');
    expect(valueOf('received')).toBe('US$1,250.00');
    // Neither the EEA mark-up nor the US lines.
    for (const kind of ['markup', 'taxes', 'available']) expect(valueOf(kind), kind).toBeUndefined();
  });
});
