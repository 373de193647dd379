import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/shared/ui/page-heading';

/**
 * Error boundary of every route: a translated message and a way back, never a white screen.
 * `standalone` when it replaces a whole layout (it then brings its own <main>).
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
