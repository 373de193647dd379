import { Suspense, useEffect } from 'react';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import type { DocumentRequest } from '../domain/verification-profile';
import { VerificationLauncher } from '../application/verification-launcher';
import { VerificationProfileStore } from '../application/verification-profile-store';
import { accountItems } from '../application/shell-views';
import './verification-account.css';

/**
 * The status badge beside the customer's name in the profile menu (spec 02 section 2): pass,
 * verifying, Not registered; none for the other statuses. Rendered once the customer is known;
 * the profile is read after the page painted, and the badge appears when it is known (it only
 * adds, nothing moves).
 */
export function VerificationBadge() {
  return (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  );
}

const Badge = observer(function Badge() {
  const { t } = useTranslation('status');
  const store = useInjection(VerificationProfileStore);
  useEffect(() => {
    // A failure shows nothing here: the menu simply has no verification items.
    store.load().catch(() => undefined);
  }, [store]);
  const profile = store.profile;
  const badge = profile ? accountItems(profile).badge : null;
  if (!badge) return null;
  return (
    <span className={`badge verification-badge verification-badge--${badge}`} data-testid="verification-badge" data-badge={badge}>
      {t(`badge.${badge}`)}
    </span>
  );
});

/** What the profile menu learns of verification: the document it asks for (once read) and how to open the upload dialog. */
export interface VerificationMenuSink {
  /**
   * The document the customer's verification asks for now (`accountItems(profile).upload`): null
   * for none, undefined until the profile is read (or after the session changed).
   */
  upload(request: DocumentRequest | null | undefined): void;
  /** Opens the upload dialog for a request (the launcher, outside send money); the menu's "Upload document" calls it. */
  opener(open: ((request: DocumentRequest) => void) | undefined): void;
}

/**
 * Feeds the profile menu (which the shell draws: the popover on a desktop, the list in the phone's
 * menu) with the verification profile and the upload launcher. It reads the profile after the page
 * painted; the menu's "Upload document" (spec 02 section 2: only in RequestId, RequestAddress and
 * RequestProofOfSourceOfFunds, see `accountItems`) appears when it is known. Renders nothing.
 */
export function VerificationMenuSource({ sink }: { sink: VerificationMenuSink }) {
  const store = useInjection(VerificationProfileStore);
  const launcher = useInjection(VerificationLauncher);
  useEffect(() => {
    store.load().catch(() => undefined);
    sink.opener((request) => void launcher.open(request));
    // reaction, not autorun: the mobx module is on the first screen, and each of its functions any
    // chunk uses is there too (reaction is used anyway).
    const stop = reaction(() => store.profile, (profile) => sink.upload(profile ? accountItems(profile).upload : undefined), { fireImmediately: true });
    return () => {
      stop();
      sink.opener(undefined);
    };
  }, [store, launcher, sink]);
  return null;
}
