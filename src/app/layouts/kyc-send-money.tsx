import { Suspense, use } from 'react';
import { useNavigate } from 'react-router-dom';
import { useContainer } from '@/shared/di/container-context';
import { TransferBlockCheck } from '@/kyc/ui/transfer-block-check';
import { VerificationDialogsHost } from '@/kyc/ui/verification-dialogs-host';
import { ensureKycShell } from '../kyc-composition';

/** Send money's verification guard and the dialogs it opens (the blocked dialog, then the upload). */
export function SendMoneyVerification() {
  return (
    <Suspense fallback={null}>
      <Guard />
    </Suspense>
  );
}

function Guard() {
  use(ensureKycShell(useContainer()));
  const navigate = useNavigate();
  return (
    <>
      <TransferBlockCheck onStillBlocked={() => void navigate('/wallet')} />
      <VerificationDialogsHost />
    </>
  );
}
