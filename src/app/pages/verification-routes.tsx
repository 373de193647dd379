import { use } from 'react';
import { useContainer } from '@/shared/di/container-context';
import { SuccessfullyVerifiedPage, VerifyingInProgressPage } from '@/kyc/ui/verification-pages';
import { ensureKycShell } from '../kyc-composition';

/** /successfully-verified (background layout, signed in). */
export function SuccessfullyVerifiedRoute() {
  return <SuccessfullyVerifiedPage />;
}

/** /verifying-in-progress (background layout, signed in): reads the status through the verification services. */
export function VerifyingInProgressRoute() {
  use(ensureKycShell(useContainer()));
  return <VerifyingInProgressPage />;
}
