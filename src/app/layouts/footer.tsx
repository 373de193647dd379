import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContainer } from '@/shared/di/container-context';
import { CookieDocument } from '@/shared/kernel/cookie-document';
import { SessionStore } from '@/session/application/ports';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import type { FooterPlace } from '../shell/footer-text';
import { visitorCountry } from '../shell/visitor-country';

// The texts per country and state, and the legal links, load once a country is known.
const CountryFooter = lazy(() => import('../shell/ui/country-footer'));

/**
 * The legal footer (spec 02 section 1). For a signed-in customer, their country's entity (and a US
 * customer's state text) once they are known (`place`); on signed-out pages the country the
 * visitor chose (registration's country of residence, the sign-in country remembered on this
 * device) or the one detected earlier (its cookie). Until a country is known, and on a first
 * visit, the text names both entities: the prerendered page and its first render stay the same,
 * and nothing is asked of the network for it.
 */
export function Footer({ small = false, place }: { small?: boolean; place?: FooterPlace }) {
  const { t } = useTranslation();
  const visitor = useVisitorCountry(!place);
  const where = place ?? (visitor && { country: visitor });
  const neutral = <p data-testid="footer-text">{t('footer.legal', { brand: t('brand') })}</p>;
  return (
    <footer className={small ? 'footer footer--small' : 'footer'}>
      {where ? (
        <Suspense fallback={neutral}>
          <CountryFooter place={where} />
        </Suspense>
      ) : (
        neutral
      )}
    </footer>
  );
}

/** Nothing to follow: the stores are read again with each render (a navigation renders the footer). */
const noSubscription = () => () => undefined;

/**
 * The visitor's chosen or detected country. Never during the first render of a prerendered page
 * (hydration reads the server's value: none), so the page is taken over as it was painted.
 */
function useVisitorCountry(wanted: boolean): string | undefined {
  const container = useContainer();
  // A navigation renders the footer again: the country chosen on the previous page is read.
  useLocation();
  return useSyncExternalStore(
    noSubscription,
    () =>
      wanted
        ? visitorCountry(
            container.get(RegistrationDraftStore).load().country,
            container.get(SessionStore).defaultLoginCountry(),
            container.isBound(CookieDocument) ? container.get(CookieDocument).cookie : '',
          )
        : undefined,
    () => undefined,
  );
}
