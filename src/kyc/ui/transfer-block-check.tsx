import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { checkTransferCreation, VerificationLauncher } from '../application/verification-launcher';
import { VerificationProfileStore } from '../application/verification-profile-store';

/**
 * Send money's guard (spec 01 section 2): the customer's status is read afresh on arrival; in a
 * Request* or Verifying* status the "transaction blocked by user status" dialog opens. When the
 * customer is done with it and transfers are still blocked, `onStillBlocked` leads away.
 */
export const TransferBlockCheck = observer(function TransferBlockCheck({ onStillBlocked }: { onStillBlocked: () => void }) {
  const { t } = useTranslation('kyc');
  const store = useInjection(VerificationProfileStore);
  const launcher = useInjection(VerificationLauncher);
  const [retrying, setRetrying] = useState(false);
  const leave = useRef(onStillBlocked);
  useEffect(() => {
    leave.current = onStillBlocked;
  });

  const check = async (live: { current: boolean } = { current: true }) => {
    setRetrying(store.error !== undefined);
    const outcome = await checkTransferCreation(store, launcher);
    setRetrying(false);
    if (outcome === 'still-blocked' && live.current) leave.current();
  };

  useEffect(() => {
    // Once per arrival at send money; a check whose screen went away leads nowhere.
    const live = { current: true };
    void check(live);
    return () => {
      live.current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!store.error || store.profile) return null;
  return (
    <LoadFailed
      what={t('sendMoney.statusFailed')}
      error={store.error}
      retrying={retrying}
      onRetry={() => void check()}
      testId="send-money-status-failed"
    />
  );
});
