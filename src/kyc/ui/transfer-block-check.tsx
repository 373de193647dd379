import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { blocksTransferCreation } from '../domain/verification-status';
import { openBlockedDialogIfNeeded, VerificationLauncher } from '../application/verification-launcher';
import { VerificationProfileHolder } from '../application/verification-profile-holder';

/**
 * Send money's guard (spec 01 section 2): the customer's status is read afresh on arrival; in a
 * Request* or Verifying* status the "transaction blocked by user status" dialog opens. When the
 * customer is done with it and transfers are still blocked, `onStillBlocked` leads away.
 */
export const TransferBlockCheck = observer(function TransferBlockCheck({ onStillBlocked }: { onStillBlocked: () => void }) {
  const { t } = useTranslation('kyc');
  const holder = useInjection(VerificationProfileHolder);
  const launcher = useInjection(VerificationLauncher);
  const leave = useRef(onStillBlocked);
  useEffect(() => {
    leave.current = onStillBlocked;
  });

  const check = async () => {
    const profile = await holder.refresh().catch(() => undefined);
    if (!profile) return;
    const launch = openBlockedDialogIfNeeded(launcher, profile.status, { inSendMoney: true });
    if (!launch) return;
    await launch;
    const now = holder.profile?.status ?? profile.status;
    if (blocksTransferCreation(now)) leave.current();
  };

  useEffect(() => {
    void check();
    // Once per arrival at send money.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!holder.error || holder.profile) return null;
  return (
    <LoadFailed
      what={t('sendMoney.statusFailed')}
      error={holder.error}
      retrying={holder.loading}
      onRetry={() => void check()}
      testId="send-money-status-failed"
    />
  );
});
