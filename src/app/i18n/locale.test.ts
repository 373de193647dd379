import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { HTML_LANG, parseLocale, resolveLocale } from './locale';

describe('interface language', () => {
  it('accepts the spec’s codes and BCP 47 tags', () => {
    expect(parseLocale('EN_CA')).toBe('en-CA');
    expect(parseLocale('en-us')).toBe('en-US');
    expect(parseLocale('SV')).toBe('sv');
    expect(parseLocale('so')).toBe('so');
    expect(parseLocale('de')).toBeUndefined();
  });

  it('takes ?lang=, remembers it under tr-lang, and uses the remembered one next time', () => {
    const storage = new MemoryStorage();
    expect(resolveLocale('?lang=so', storage)).toBe('so');
    expect(storage.getItem('tr-lang')).toBe('so');
    expect(resolveLocale('', storage)).toBe('so');
  });

  it('defaults to English (UK) and ignores unknown languages', () => {
    const storage = new MemoryStorage();
    expect(resolveLocale('?lang=xx', storage)).toBe('en');
    expect(storage.getItem('tr-lang')).toBeNull();
  });

  it('gives <html lang> for each language', () => {
    expect(HTML_LANG).toEqual({ en: 'en-GB', 'en-CA': 'en-CA', 'en-US': 'en-US', sv: 'sv', so: 'so' });
  });
});
