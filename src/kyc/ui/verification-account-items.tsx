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
          title={t('blocked.uploadDocument')}
          onClick={() => void launcher.open(upload)}
        >
          {/* At desktop width an icon with the text as its name (the header has no room for it in
              every language); in the phone's folded menu the text shows. */}
          <svg className="account__upload-icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 2h8l5 5v13a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V8h4.5M12 18v-7m-3 3 3-3 3 3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="account__upload-label">{t('blocked.uploadDocument')}</span>
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
