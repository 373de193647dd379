import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { Popover } from '@/shared/ui/popover';
import { LocaleControllerToken } from '../../i18n/locale-controller-token';
import { LOCALES, parseLocale } from '../../i18n/locale';
import { LOCALE_FLAGS } from '../locale-flags';
import './shell.css';

/**
 * The signed-in header's language selector (spec 02 section 2): a popover opened from the current
 * language (its flag and label), listing the other languages (ENG UK, ENG CA, ENG US, SOM, SWE, each
 * with its flag); a choice is stored (tr-lang) and the page follows. The flags are decoration: the
 * labels are what is read.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const controller = useInjection(LocaleControllerToken);
  const current = parseLocale(i18n.language) ?? 'en';
  return (
    <Popover
      className="language-menu"
      triggerClassName="button button--ghost language-menu__button"
      triggerTestId="language-menu-button"
      // The panel opens towards the page's middle: rightwards from the button in the header on a
      // desktop, and within the phone's menu, where the button is at the left edge.
      align="start"
      label={t('language.label')}
      trigger={
        <>
          <span className="language-menu__flag" aria-hidden="true">
            {LOCALE_FLAGS[current]}
          </span>
          <span className="visually-hidden">{t('language.label')}: </span>
          {t(`language.options.${current}`)}
        </>
      }
    >
      {(close) => (
        <ul className="language-menu__list">
          {LOCALES.filter((locale) => locale !== current).map((locale) => (
            <li key={locale}>
              <button
                type="button"
                className="language-menu__item"
                data-locale={locale}
                title={t(`language.names.${locale}`)}
                onClick={() => {
                  close();
                  void controller.change(locale);
                }}
              >
                <span className="language-menu__flag" aria-hidden="true">
                  {LOCALE_FLAGS[locale]}
                </span>
                {t(`language.options.${locale}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
