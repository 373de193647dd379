// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Container } from 'inversify';
import common from '@/app/i18n/locales/en/common.json';
import disclosure from '@/app/i18n/locales/en/send-disclosure.json';
import svDisclosure from '@/app/i18n/locales/sv/send-disclosure.json';
import { money } from '@/shared/kernel/money';
import { ContainerProvider } from '@/shared/di/container-context';
import { SupportDeskToken, type SupportDesk } from '@/shared/kernel/support';
import type { DisclosureFacts } from '../../domain/disclosure';
import { TransferDisclosure } from './transfer-disclosure';

async function i18n(lng: 'en' | 'sv') {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng, resources: { en: { 'send-disclosure': disclosure, common }, sv: { 'send-disclosure': svDisclosure } }, defaultNS: 'send-disclosure', interpolation: { escapeValue: false },
  });
  return instance;
}

afterEach(cleanup);

/** Customer Support per country, as the configured desk answers (src/app/support-desk.ts). */
const DESK: SupportDesk = {
  current: () => { throw new Error('the disclosure asks for the transfer’s source country'); },
  of: (country) => ({ url: `https://help.example/${country.toLowerCase()}`, email: `help.${country.toLowerCase()}@help.example` }),
};
const container = new Container();
container.bind(SupportDeskToken).toConstantValue(DESK);

const NOW = Date.parse('2026-11-26T12:00:00Z');
const facts = (currency: string, destination = 'USD'): DisclosureFacts => ({
  send: money(100_000, currency), fee: money(1_500, currency), discount: money(0, currency), total: money(101_500, currency),
  receive: money(9_500, destination), rate: '0.0950', payoutType: 'bank', fastPayout: false, referenceRate: '0.0965',
});

const rows = () => Object.fromEntries(screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('TransferDisclosure', () => {
  it('US receipt: taxes, the date available and the right to cancel within 30 minutes', async () => {
    render(<I18nextProvider i18n={await i18n('en')}><ContainerProvider container={container}><TransferDisclosure facts={facts('USD', 'KES')} sourceCountry="US" now={NOW} kind="receipt" /></ContainerProvider></I18nextProvider>);
    expect(rows()).toMatchObject({ 'Transfer taxes': 'US$0.00', 'Total to pay': 'US$1,015.00', 'Money available by': '29 November 2026 (within 3 days)' });
    expect(screen.getByTestId('cancellation-right').textContent).toContain('within 30 minutes');
    // Errors are reported to the US customer's Customer Support: its page and its e-mail address.
    expect(screen.getByRole('link', { name: /^Contact Customer Support/ }).getAttribute('href')).toBe('https://help.example/us');
    expect(screen.getByRole('link', { name: 'help.us@help.example' }).getAttribute('href')).toBe('mailto:help.us@help.example');
  });

  it('Swedish customer: the mark-up over the ECB reference rate, in Swedish', async () => {
    render(<I18nextProvider i18n={await i18n('sv')}><TransferDisclosure facts={facts('SEK')} sourceCountry="SE" now={NOW} kind="disclosure" /></I18nextProvider>);
    expect(rows()['Avgift för valutaväxling']).toBe('1,55 % över ECB:s referenskurs');
    expect(rows()['Växelkurs']).toBe('1 SEK = 0,0950 USD');
    expect(screen.queryByTestId('cancellation-right')).toBeNull();
  });

  it('a fast card payout says so on a Swedish customer’s receipt: within 1 hour, in Swedish', async () => {
    const fastCard = { ...facts('SEK', 'KES'), payoutType: 'card' as const, fastPayout: true };
    render(<I18nextProvider i18n={await i18n('sv')}><TransferDisclosure facts={fastCard} sourceCountry="SE" now={NOW} kind="receipt" /></I18nextProvider>);
    expect(rows()['Pengarna finns tillgängliga senast']).toBe('26 november 2026 (snabb utbetalning till kort: inom 1 timme)');
  });

  it('a card payout that is not fast: within 3 days, also before a UK customer pays', async () => {
    const card = { ...facts('GBP'), payoutType: 'card' as const, fastPayout: false };
    render(<I18nextProvider i18n={await i18n('en')}><TransferDisclosure facts={card} sourceCountry="GB" now={NOW} kind="disclosure" /></I18nextProvider>);
    expect(rows()['Money available by']).toBe('29 November 2026 (within 3 days)');
  });

  it('UK customer: fee, rate and amount received, no mark-up and no US rights', async () => {
    render(<I18nextProvider i18n={await i18n('en')}><TransferDisclosure facts={facts('GBP')} sourceCountry="GB" now={NOW} kind="disclosure" /></I18nextProvider>);
    expect(Object.keys(rows())).toEqual(['Amount to send', 'Transfer fee', 'Total to pay', 'Exchange rate', 'Amount the recipient receives']);
  });
});
