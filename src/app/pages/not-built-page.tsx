import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';
import { matchEntry } from '../routing/resolve-navigation';

/** The one shared page for screens a later issue builds: clearly marked, never passed off as done. */
export function NotBuiltPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = matchEntry(pathname)?.entry.title ?? 'default';
  return (
    <section className="card not-built" data-not-built="">
      <p className="badge badge--warning">{t('notBuilt.badge')}</p>
      <PageHeading>{t(`titles.${title}`)}</PageHeading>
      <p>{t('notBuilt.text')}</p>
      <p className="actions">
        <Link className="button button--primary" to="/wallet">
          {t('notBuilt.home')}
        </Link>
      </p>
    </section>
  );
}
