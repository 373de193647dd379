import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { NEARLY_REACHED_PERCENT, type LimitUsage } from '../domain/profile';

/**
 * The spending and yearly limits (spec 02 section 2, "Profile and verification"): each as a bar
 * (a native <meter>, named by its heading, its value in the currency's minor units) and the same
 * figures as text, "X used of Y" and what is left, money in the customer's currency and language.
 */
export function LimitsSection({ limits }: { limits: readonly LimitUsage[] }) {
  const { t, i18n } = useTranslation('profile');
  const id = useId();
  const locale = intlLocale(i18n.language);
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('limits.title')}
      </h2>
      <ul className="profile-limits">
        {limits.map((usage) => {
          const name = `${id}-${usage.kind}`;
          const max = Math.max(usage.limit.amountMinor, 1);
          return (
            <li key={usage.kind} className="profile-limit" data-testid={`profile-limit-${usage.kind}`}>
              <h3 id={name} className="profile-limit__name">
                {t(`limits.${usage.kind}`)}
              </h3>
              <meter
                className="profile-limit__bar"
                min={0}
                max={max}
                low={Math.floor((max * NEARLY_REACHED_PERCENT) / 100)}
                high={max}
                optimum={0}
                value={Math.min(Math.max(usage.used.amountMinor, 0), max)}
                aria-labelledby={name}
                aria-describedby={`${name}-text`}
              />
              <p id={`${name}-text`} className="profile-limit__text">
                <span data-testid="limit-used">{t('limits.usedOf', { used: formatMoney(usage.used, locale), limit: formatMoney(usage.limit, locale) })}</span>{' '}
                <span className="profile-limit__left">{usage.reached ? t('limits.reached') : t('limits.left', { left: formatMoney(usage.left, locale) })}</span>
                {usage.nearlyReached && !usage.reached ? <span className="profile-limit__nearly"> {t('limits.nearly')}</span> : null}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
