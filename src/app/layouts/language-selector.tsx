import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { LANGUAGE_FIELD, TAKEN_OVER_ATTR } from '@/shared/ui/form-before-hydration';
import { LocaleControllerToken } from '../i18n/locale-controller-token';
import { LOCALES, parseLocale } from '../i18n/locale';

/** Language choice, remembered under tr-lang; `<html lang>` follows. */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const controller = useInjection(LocaleControllerToken);
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => select.current?.setAttribute(TAKEN_OVER_ATTR, ''), []);
  return (
    <div className="language">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <select
        id={id}
        ref={select}
        name={LANGUAGE_FIELD}
        className="language__select"
        value={parseLocale(i18n.language) ?? 'en'}
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
