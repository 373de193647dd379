import { use } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { VerificationBadge, VerificationMenuSource, type VerificationMenuSink } from '@/kyc/ui/verification-account-items';
import { VerificationDialogsHost } from '@/kyc/ui/verification-dialogs-host';
import { AutomaticVerificationStart } from '@/kyc/ui/automatic-verification-start';
import { ensureKycShell } from '../kyc-composition';

/**
 * The signed-in layout's verification parts, loaded after the page painted (once the customer is
 * known): the status badge beside the name, what the profile menu learns of verification (its
 * "Upload document" item) and, outside the menu (which a phone folds away), the dialogs and the
 * automatic start of the verification process.
 */
export function KycBadge() {
  use(ensureKycShell(useContainer()));
  return <VerificationBadge />;
}

export function KycMenuSource({ sink }: { sink: VerificationMenuSink }) {
  use(ensureKycShell(useContainer()));
  return <VerificationMenuSource sink={sink} />;
}

export function KycDialogs() {
  use(ensureKycShell(useContainer()));
  return (
    <>
      <AutomaticVerificationStart />
      <VerificationDialogsHost />
    </>
  );
}
