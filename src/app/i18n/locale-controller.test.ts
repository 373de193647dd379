// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { initI18n } from './i18n';
import { LocaleController } from './locale-controller';

describe('LocaleController', () => {
  it('on a page still hydrating, switches the language only once the page is wholly hydrated', async () => {
    const i18n = await initI18n('en');
    const storage = new MemoryStorage();
    let hydrated: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (hydrated = resolve));
    const changed = new LocaleController(i18n, storage, () => ready).change('sv');
    // Long enough for the Swedish catalogues to load: the text must still be the hydrated one.
    await i18n.loadLanguages('sv');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(i18n.language).toBe('en');
    expect(storage.getItem('tr-lang')).toBe('sv');
    hydrated();
    await changed;
    expect(i18n.language).toBe('sv');
  });

  it('switches at once on a page the app rendered itself', async () => {
    const i18n = await initI18n('en');
    await new LocaleController(i18n, new MemoryStorage()).change('so');
    expect(i18n.language).toBe('so');
  });
});
