// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initI18n, switchLocale } from './i18n';

describe('<html lang> follows the interface language in the same step', () => {
  it('is already the new language when anything re-renders the text in it', async () => {
    const i18n = await initI18n('en');
    expect(document.documentElement.lang).toBe('en-GB');
    // React re-renders on this event: the document's language must be right by then.
    const seenByRenderers: string[] = [];
    i18n.on('languageChanged', () => seenByRenderers.push(document.documentElement.lang));
    await i18n.changeLanguage('sv');
    expect(seenByRenderers).toEqual(['sv']);
    expect(document.documentElement.lang).toBe('sv');
  });

  it('keeps the later of two choices when the first one’s catalogues arrive last', async () => {
    const i18n = await initI18n('en');
    // Swedish is asked for first, Somali second; Somali's catalogues are already there.
    await i18n.loadLanguages('so');
    const first = switchLocale(i18n, 'sv');
    const second = switchLocale(i18n, 'so');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('so');
    expect(document.documentElement.lang).toBe('so');
  });
});
