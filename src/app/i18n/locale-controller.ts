import type { i18n as I18n } from 'i18next';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { switchLocale } from './i18n';
import { LOCALE_STORAGE_KEY, parseLocale, type Locale } from './locale';

/**
 * Changes the interface language and remembers it under tr-lang. On a hydrated page the switch
 * waits for `ready` (the page wholly hydrated, src/app/prerender/page-hydrated.ts): text switched
 * while React still hydrates the route's content would not match the prerendered HTML.
 */
export class LocaleController {
  constructor(
    private readonly i18n: I18n,
    private readonly storage: KeyValueStorage,
    private readonly ready: () => Promise<void> = () => Promise.resolve(),
  ) {}

  get current(): Locale {
    return parseLocale(this.i18n.language) ?? 'en';
  }

  /** A catalogue's text in the current language, for the few texts shown outside React (the bot check's challenge). */
  text(key: string): string {
    return this.i18n.t(key);
  }

  async change(locale: Locale): Promise<void> {
    this.storage.setItem(LOCALE_STORAGE_KEY, locale);
    await this.ready();
    await switchLocale(this.i18n, locale);
  }
}
