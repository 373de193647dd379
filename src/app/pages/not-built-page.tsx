import { Link, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';
import type { RouteHandle } from '../routing/create-router';

/** The one shared page for screens a later issue builds: clearly marked, never passed off as done. */
export function NotBuiltPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  return (
    <section className="card not-built" data-not-built="">
      <p className="badge badge--warning">{t('notBuilt.badge')}</p>
      <PageHeading>{t(`titles.${handle?.title ?? 'default'}`)}</PageHeading>
      <p>{t('notBuilt.text')}</p>
      <p className="actions">
        <Link className="button button--primary" to="/wallet">
          {t('notBuilt.home')}
        </Link>
      </p>
    </section>
  );
}
