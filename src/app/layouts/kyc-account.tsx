import { use } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { VerificationAccountItems } from '@/kyc/ui/verification-account-items';
import { VerificationDialogsHost } from '@/kyc/ui/verification-dialogs-host';
import { AutomaticVerificationStart } from '@/kyc/ui/automatic-verification-start';
import { ensureKycShell } from '../kyc-composition';

/**
 * The signed-in layout's verification parts, loaded after the page painted (once the customer is
 * known): the profile menu's items and, outside the menu (which a phone folds away), the dialogs
 * and the automatic start of the verification process.
 */
export function KycAccountItems() {
  use(ensureKycShell(useContainer()));
  return <VerificationAccountItems />;
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
