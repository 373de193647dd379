import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { makeTrustlyCallbackViewModel, TrustlyCallbackViewModel } from './trustly-callback-view-model';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank', 'errors'] as const;

/**
 * /trustly-callback (empty layout; its guard needs status, provider and routeName): back from the
 * bank link, the payment is checked and the pay step shows its result, or the pay step opens again
 * with "Bank authorization failed (try again)"; a wallet top-up's goes on to the wallet, which asks
 * the back office how the top-up ended. The callback address is replaced in the history,
 * so Back does not return to it.
 */
export const TrustlyCallbackPage = observer(function TrustlyCallbackPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(TrustlyCallbackViewModel, makeTrustlyCallbackViewModel);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    void vm.start((name) => params.get(name));
  }, [vm, params]);

  useEffect(() => {
    if (vm.state === 'done' && vm.target) void navigate(vm.target, { replace: true });
  }, [vm.state, vm.target, navigate]);

  return (
    <div className="card" data-testid="trustly-callback">
      <PageHeading>{t('paying-bank:callback.title')}</PageHeading>
      {vm.state === 'working' || vm.state === 'done' ? <PageLoader type="circle" label={t('paying-bank:callback.working')} /> : null}
      {vm.state === 'failed' && vm.error ? <LoadFailed what={t('paying-bank:callback.statusFailed')} error={vm.error} retrying={false} onRetry={() => void vm.retry()} /> : null}
      {vm.state === 'unknown' ? (
        <Alert tone="info" title={t('paying-bank:callback.unknownTitle')}>
          <p>{t('paying-bank:callback.unknownText')}</p>
          <p>
            <Link to="/wallet">{t('paying-bank:callback.home')}</Link>
          </p>
        </Alert>
      ) : null}
    </div>
  );
});
