import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { VerificationLauncher } from '@/kyc/application/verification-launcher';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import { ensureProfileModules } from '@/profile/profile-loader';
import { ProfilePage } from '@/profile/ui/profile-page';
import { VerificationSection } from '@/profile/ui/verification-section';
import { ensureSenderModules } from '@/sending/sending-loader';
import { SENDER_NAMESPACES, SenderDetails } from '@/sending/ui/sender/sender-details';
import { makeSenderViewModel, SenderViewModel } from '@/sending/ui/sender/sender-view-model';
import { useInjection, useViewModel } from '@/shared/di/container-context';
import type { EnsureModules } from '@/shared/di/module-loader';
import { oncePerContainer } from '@/shared/di/per-container';
import { LoadFailed } from '@/shared/ui/load-failed';
import { LoadTask } from '@/shared/ui/load-task';
import { Spinner } from '@/shared/ui/spinner';
import { ensureKycShell } from '../kyc-composition';
import { uploadRequest, verificationDocuments } from './profile-verification';

/**
 * The profile page's services: the profile's own, send money's sender part only (the remitter
 * details of its step 2, shown and corrected here with the same view model and form: not the
 * quote, the recipients, the schema form or the transfer) and identity verification's (the
 * documents' states and the upload), loaded together once with the page; a failed load is tried
 * again on the next visit.
 */
export const ensureProfilePage: EnsureModules = oncePerContainer((container) =>
  Promise.all([ensureProfileModules(container), ensureSenderModules(container), ensureKycShell(container)]).then(() => undefined),
);

/** The customer's names and address: send money's step-2 details, loaded without a transfer in progress (the profile shows and changes the mobile number itself). */
const ProfileDetails = observer(function ProfileDetails() {
  const { t } = useTranslation(SENDER_NAMESPACES);
  const vm = useViewModel(SenderViewModel, makeSenderViewModel);
  const details = vm.step;
  useEffect(() => {
    // The details alone (vm.load() is step 2's: it wants a quote first).
    void details.load();
  }, [details]);
  if (vm.sender) return <SenderDetails vm={vm} withMobile={false} />;
  return details.error && (details.state === 'failed' || details.retrying) ? (
    <LoadFailed what={t('send-sender:loadFailed')} error={details.error} retrying={details.retrying} onRetry={() => void details.load()} />
  ) : (
    <Spinner label={t('send-sender:loading')} />
  );
});

/** Identity verification's view of the customer, read afresh, as the profile's documents; an upload opens its own dialogs. */
const ProfileVerification = observer(function ProfileVerification() {
  const store = useInjection(VerificationProfileStore);
  const launcher = useInjection(VerificationLauncher);
  const [read] = useState(() => new LoadTask(() => store.refresh()));
  useEffect(() => {
    void read.load();
  }, [read]);
  // The store's profile follows every upload (the dialogs refresh it), so the states do too.
  const profile = store.profile;
  return (
    <VerificationSection
      documents={profile ? verificationDocuments(profile) : undefined}
      error={read.error}
      retrying={read.retrying}
      onRetry={() => void read.load()}
      onUpload={(document) => {
        if (profile) void launcher.open(uploadRequest(profile, document));
      }}
    />
  );
});

/** Every catalogue the page's parts speak from, loaded before it shows (a part loading its own later would blank the page meanwhile). */
const PAGE_NAMESPACES = ['profile', ...SENDER_NAMESPACES] as const;

/** /profile: the profile context's page with send money's details and identity verification's documents in it. */
export function ProfileRoute() {
  useTranslation(PAGE_NAMESPACES);
  return <ProfilePage details={<ProfileDetails />} verification={<ProfileVerification />} />;
}
