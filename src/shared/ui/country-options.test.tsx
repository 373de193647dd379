// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { initI18n } from '@/app/i18n/i18n';
import type { Locale } from '@/app/i18n/locale';
import { useCountryOptions } from './country-options';

async function countriesIn(locale: Locale) {
  const i18n = await initI18n(locale);
  await i18n.loadNamespaces('domain');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useCountryOptions(), { wrapper }).result.current;
}

describe('the countries a nationality is chosen from', () => {
  it('are the countries the portal names, source countries and destinations, sorted by their name in the language shown', async () => {
    const english = await countriesIn('en');
    expect(english.map(([code]) => code)).toEqual(expect.arrayContaining(['SE', 'GB', 'US', 'CA', 'HR', 'SO', 'SQ', 'ET', 'KE', 'UG', 'DJ']));
    expect(english).toContainEqual(['SO', 'Somalia']);
    const names = english.map(([, name]) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toBe('Belgium');

    const swedish = await countriesIn('sv');
    expect(swedish.map(([code]) => code).sort()).toEqual(english.map(([code]) => code).sort());
    expect(swedish).toContainEqual(['SE', 'Sverige']);
  });
});
