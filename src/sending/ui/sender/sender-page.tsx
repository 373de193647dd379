import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { SENDER_NAMESPACES, SenderDetails } from './sender-details';
import { makeSenderViewModel, SenderViewModel } from './sender-view-model';

/** Step 2, You: the customer's details as the back office holds them, confirmed or corrected. */
export const SenderPage = observer(function SenderPage() {
  // Every catalogue the details use loads with the page (their form would otherwise wait for its own).
  const { t } = useTranslation(SENDER_NAMESPACES);
  const vm = useViewModel(SenderViewModel, makeSenderViewModel);
  const navigate = useNavigate();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // Step 2 follows step 1: without a quote in the transfer, back to the amount.
  useEffect(() => {
    if (vm.needsQuote) void navigate('/send-money/quote', { replace: true });
  }, [vm.needsQuote, navigate]);

  if (vm.needsQuote || !vm.sender) {
    return (
      <div className="sender">
        <PageHeading>{t('send-sender:heading')}</PageHeading>
        {vm.step.state === 'failed' || vm.step.retrying ? (
          <LoadFailed what={t('send-sender:loadFailed')} error={vm.step.error!} retrying={vm.step.retrying} onRetry={() => void vm.load()} />
        ) : (
          <PageLoader type="text" label={t('send-sender:loading')} text={t('send-sender:loading')} />
        )}
      </div>
    );
  }

  const confirm = () => {
    if (vm.confirm()) void navigate('/send-money/recipient');
  };

  return (
    <div className="sender">
      <PageHeading>{t('send-sender:heading')}</PageHeading>
      <p className="lead">{t('send-sender:intro')}</p>
      <SenderDetails vm={vm} />
      {vm.editing ? null : (
        <div className="actions">
          <button type="button" className="button button--primary button--block" onClick={confirm} data-testid="sender-confirm">
            {t('send-sender:confirm')}
          </button>
        </div>
      )}
    </div>
  );
});
