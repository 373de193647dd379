import { useEffect } from 'react';
import { Link, useNavigate, useRouteError } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';

/**
 * Error boundary of every route: a translated message and a way back, never a white screen.
 * `standalone` when it replaces a whole layout (it then brings its own <main>).
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const navigate = useNavigate();
  useEffect(() => {
    // Reported for developers; the customer sees the message below.
    console.warn('Route failed', error);
  }, [error]);
  const content = (
    <section className="card" role="alert">
      <PageHeading>{t('routeError.heading')}</PageHeading>
      <p>{t('routeError.text')}</p>
      <p className="actions">
        <button type="button" className="button button--primary" onClick={() => navigate(0)}>
          {t('routeError.retry')}
        </button>
        <Link className="button button--secondary" to="/wallet">
          {t('routeError.home')}
        </Link>
      </p>
    </section>
  );
  return standalone ? (
    <main id="main" className="background__main">
      {content}
    </main>
  ) : (
    content
  );
}
