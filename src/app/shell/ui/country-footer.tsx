import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContainer } from '@/shared/di/container-context';
import { LegalDocuments } from '../application/legal-documents';
import { footerMessage, footerText, showsBillingAddress, type FooterPlace, type LegalLinks } from '../footer-text';
import { ensureAccountShellModules } from '../shell-loader';
import './shell.css';

/**
 * The footer of a known place (src/app/layouts/footer.tsx loads it once a country is known): the
 * entity's text (the EEA entity; the UK and Canada's; for the US the billing address and the
 * state's own text or the generic one), translated, and the terms and privacy links of the
 * country from the service locator, with the state's suffix. A place no entity serves gets the
 * text naming both.
 */
export default function CountryFooter({ place }: { place: FooterPlace }) {
  const { t } = useTranslation(['shell', 'common']);
  const text = footerText(place);
  const links = useLegalLinks(place, text !== undefined);
  const message = footerMessage(text);
  return (
    <>
      <p data-testid="footer-text" data-entity={text?.kind ?? 'both'}>
        {t(message.key, { brand: t('common:brand'), state: message.state })}
      </p>
      {showsBillingAddress(text) ? <p data-testid="footer-billing">{t('footer.usBilling')}</p> : null}
      {links ? (
        <ul className="footer__links" aria-label={t('footer.legalLinks')}>
          <li>
            <a href={links.terms} target="_blank" rel="noopener noreferrer" data-testid="footer-terms">
              {t('footer.terms')}{' '}
              <span className="visually-hidden">{t('newTab')}</span>
            </a>
          </li>
          <li>
            <a href={links.privacy} target="_blank" rel="noopener noreferrer" data-testid="footer-privacy">
              {t('footer.privacy')}{' '}
              <span className="visually-hidden">{t('newTab')}</span>
            </a>
          </li>
        </ul>
      ) : null}
    </>
  );
}

/** The place's legal links once the locator has answered; none while it has not, or when it failed. */
function useLegalLinks(place: FooterPlace, wanted: boolean): LegalLinks | undefined {
  const container = useContainer();
  const country = place.country;
  const state = place.usaState;
  const key = `${country}|${state?.code ?? ''}`;
  const [found, setFound] = useState<{ readonly key: string; readonly links: LegalLinks }>();
  useEffect(() => {
    if (!wanted) return undefined;
    let current = true;
    ensureAccountShellModules(container)
      .then(() => container.get(LegalDocuments).linksFor({ country, usaState: state }))
      .then(
        (links) => {
          if (current && links) setFound({ key, links });
        },
        // The chunk did not load: the footer keeps its text, without links.
        () => undefined,
      );
    return () => {
      current = false;
    };
    // The state object may be new on each render; its code (in `key`) is what counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted, container]);
  return found?.key === key ? found.links : undefined;
}
