import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { FooterPlace } from '../shell/footer-text';

// The texts per country and state, and the legal links, load once the customer is known.
const CountryFooter = lazy(() => import('../shell/ui/country-footer'));

/**
 * The legal footer (spec 02 section 1). For a signed-in customer, their country's entity (and a US
 * customer's state text) once they are known (`place`). A signed-out page (sign-in, registration)
 * names both entities: no country is known for sure there, the prerendered page and its first
 * render stay the same, and nothing loads for it.
 */
export function Footer({ small = false, place }: { small?: boolean; place?: FooterPlace }) {
  const { t } = useTranslation();
  const neutral = <p data-testid="footer-text">{t('footer.legal', { brand: t('brand') })}</p>;
  return (
    <footer className={small ? 'footer footer--small' : 'footer'}>
      {place ? (
        <Suspense fallback={neutral}>
          <CountryFooter place={place} />
        </Suspense>
      ) : (
        neutral
      )}
    </footer>
  );
}
