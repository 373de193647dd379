import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="card">
      <PageHeading>{t('notFound.heading')}</PageHeading>
      <p>{t('notFound.text')}</p>
      <p className="actions">
        <Link className="button button--primary" to="/wallet">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}
