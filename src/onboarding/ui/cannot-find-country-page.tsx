import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';
import { SupportEmail, useSupportContact } from '@/shared/ui/support';

/** /cannot-find-my-country: reachable only from the country list's link (guard). What a customer can do. */
export function CannotFindCountryPage() {
  const { t } = useTranslation('onboarding');
  const support = useSupportContact();
  return (
    <section className="form-page">
      <PageHeading>{t('cannotFind.heading')}</PageHeading>
      <p className="lead">{t('cannotFind.intro')}</p>
      <h2>{t('cannotFind.whatYouCanDo')}</h2>
      <ul>
        <li>{t('cannotFind.moved')}</li>
        <li>{t('cannotFind.receive')}</li>
        <li>{t('cannotFind.later')}</li>
      </ul>
      <p>{t('cannotFind.support')}</p>
      <p className="actions">
        <a className="button button--secondary" href={support.url} target="_blank" rel="noopener noreferrer">
          {t('cannotFind.contactSupport')}
        </a>
      </p>
      <SupportEmail contact={support} />
      <p className="links">
        <Link to="/country-of-residence">{t('cannotFind.back')}</Link>
      </p>
    </section>
  );
}
