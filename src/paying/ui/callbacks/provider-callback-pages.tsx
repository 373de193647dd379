import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { makeProviderCallbackViewModel, ProviderCallbackViewModel, TRANSFERS_PATH } from './provider-callback-view-model';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank'] as const;

/** The provider's return page: the pay step that asks the back office, or the way to the transfers. */
function ProviderCallback({ page }: { page: 'success' | 'fail' }) {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(ProviderCallbackViewModel, makeProviderCallbackViewModel);
  if (vm.checkPath) return <Navigate to={vm.checkPath} replace />;
  return (
    <div className="card" data-testid={`nets-${page}`}>
      <PageHeading>{t('paying-bank:nets.title')}</PageHeading>
      <Alert tone="info">
        <p>{t('paying-bank:nets.text')}</p>
      </Alert>
      <div className="actions">
        <Link className="button button--primary button--block" to={TRANSFERS_PATH}>
          {t('paying-bank:nets.showTransfers')}
        </Link>
      </div>
    </div>
  );
}

/** /nets-success (default layout): the card or bank payment provider's return after a success it reports. */
export function NetsSuccessPage() {
  return <ProviderCallback page="success" />;
}

/** /nets-fail (default layout): the card or bank payment provider's return after a failure it reports. */
export function NetsFailPage() {
  return <ProviderCallback page="fail" />;
}
