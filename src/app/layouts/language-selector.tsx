import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { LANGUAGE_FIELD, TAKEN_OVER_ATTR } from '@/shared/ui/form-before-hydration';
import { LocaleControllerToken } from '../i18n/locale-controller-token';
import { LOCALES, parseLocale } from '../i18n/locale';

/**
 * Language choice on the first screens (onboarding and default layouts): a native list, so it works
 * on the prerendered page before the app's code has arrived (the locale stamp reloads the page in
 * the chosen language). Remembered under tr-lang; `<html lang>` follows. The flag beside it is
 * decoration (layouts.css draws it); the signed-in header has the popover
 * (src/app/shell/ui/language-menu.tsx).
 */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const controller = useInjection(LocaleControllerToken);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => select.current?.setAttribute(TAKEN_OVER_ATTR, ''), []);
  const current = parseLocale(i18n.language) ?? 'en';
  return (
    // The flag of the language chosen is the stylesheet's (layouts.css): decoration, and nothing of it in the first screen's code.
    <div className="language" data-locale={current}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        ref={select}
        name={LANGUAGE_FIELD}
        className="language__select"
        value={current}
        onChange={(event) => {
          const locale = parseLocale(event.target.value);
          if (locale) void controller.change(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.options.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
