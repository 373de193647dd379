import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { VerificationLauncher } from '../application/verification-launcher';
import { VerificationProfileStore } from '../application/verification-profile-store';
import { accountItems } from '../application/shell-views';
import './verification-account.css';

/**
 * The profile menu's verification items (spec 02 section 2): "Upload document" in RequestId,
 * RequestAddress and RequestProofOfSourceOfFunds, and the status badge (pass, verifying, Not
 * registered). Rendered once the customer is known; the profile is read after the page painted,
 * and the items appear when it is known (they only add, nothing moves).
 */
export function VerificationAccountItems() {
  return (
    <Suspense fallback={null}>
      <Items />
    </Suspense>
  );
}

const Items = observer(function Items() {
  const { t } = useTranslation('status');
  const store = useInjection(VerificationProfileStore);
  const launcher = useInjection(VerificationLauncher);
  useEffect(() => {
    // A failure shows nothing here: the menu simply has no verification items.
    store.load().catch(() => undefined);
  }, [store]);
  const profile = store.profile;
  if (!profile) return null;
  const { upload, badge } = accountItems(profile);
  return (
    <>
      {upload ? (
        <button
          type="button"
          className="button button--ghost account__upload"
          data-testid="upload-document-item"
          onClick={() => void launcher.open(upload)}
        >
          {t('blocked.uploadDocument')}
        </button>
      ) : null}
      {badge ? (
        <span className={`badge verification-badge verification-badge--${badge}`} data-testid="verification-badge" data-badge={badge}>
          {t(`badge.${badge}`)}
        </span>
      ) : null}
    </>
  );
});
