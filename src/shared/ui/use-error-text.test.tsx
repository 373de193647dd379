// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/app/i18n/i18n';
import { LOCALES, type Locale } from '@/app/i18n/locale';
import { AppError } from '../kernel/app-error';
import { useErrorText } from './use-error-text';

async function errorTextIn(locale: Locale) {
  const i18n = await initI18n(locale);
  await i18n.loadNamespaces('errors');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

describe('the text of an error', () => {
  it('a 429 of a type the portal does not know says to wait and try again, with its code, in every language (not "contact support")', async () => {
    const generic: string[] = [];
    for (const locale of LOCALES) {
      const text = await errorTextIn(locale);
      const tooMany = text(new AppError('RateLimited', 'Slow down', { status: 429, requestId: 'rid-429' }));
      const unknown = text(new AppError('SomethingNew', 'x', { status: 500 }));
      expect(tooMany.message, locale).not.toBe(unknown.message);
      expect(tooMany.code, locale).toContain('rid-429');
      generic.push(unknown.message);
    }
    expect((await errorTextIn('en'))(new AppError('RateLimited', 'x', { status: 429 })).message).toBe(
      'We received too many requests in a short time. Please wait a moment and try again.',
    );
    expect(generic[0]).toBe('Something went wrong. Contact to Customer Support.');
  });

  it('a transaction schema URL off the API (ForeignSchemaUrl) has its own text in every language, neither the generic one nor an unreadable answer’s', async () => {
    const messages = new Set<string>();
    for (const locale of LOCALES) {
      const text = await errorTextIn(locale);
      const refused = text(new AppError('ForeignSchemaUrl', 'The transaction schema URL https://evil.example/x is not on this API.'));
      expect(refused.message, locale).not.toBe(text(new AppError('SomethingNew', 'x')).message);
      expect(refused.message, locale).not.toBe(text(new AppError('MalformedResponse', 'x')).message);
      expect(refused.title, locale).not.toBe(text(new AppError('SomethingNew', 'x')).title);
      messages.add(refused.message);
    }
    // English (three catalogues), Swedish and Somali.
    expect(messages.size).toBe(3);
    expect((await errorTextIn('en'))(new AppError('ForeignSchemaUrl', 'x')).message).toBe(
      'The form for the payout details is on an address outside our service, so we did not open it. Please contact Customer Support.',
    );
  });
});
