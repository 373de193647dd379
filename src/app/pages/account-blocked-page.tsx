import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';
import { SupportEmail, useSupportContact } from '@/shared/ui/support';

export function AccountBlockedPage() {
  const { t } = useTranslation();
  const support = useSupportContact();
  return (
    <section className="card">
      <PageHeading>{t('accountBlocked.heading')}</PageHeading>
      <p>{t('accountBlocked.text')}</p>
      <p className="actions">
        <a className="button button--primary" href={support.url} target="_blank" rel="noopener noreferrer">
          {t('accountBlocked.contactSupport')}
        </a>
        <Link className="button button--secondary" to="/sign-in">
          {t('accountBlocked.backToSignIn')}
        </Link>
      </p>
      <SupportEmail contact={support} />
    </section>
  );
}
