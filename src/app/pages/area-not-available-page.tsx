import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';

export function AreaNotAvailablePage() {
  const { t } = useTranslation();
  return (
    <section className="form-page">
      <PageHeading>{t('areaNotAvailable.heading')}</PageHeading>
      <p>{t('areaNotAvailable.text')}</p>
      <p className="actions">
        <Link className="button button--secondary" to="/sign-in">
          {t('areaNotAvailable.back')}
        </Link>
      </p>
    </section>
  );
}
