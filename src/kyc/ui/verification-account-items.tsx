import { Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { statusBadge, uploadMenuDocument, type DocumentScreen } from '../domain/verification-status';
import type { DocumentRequest } from '../domain/verification-profile';
import { VerificationLauncher } from '../application/verification-launcher';
import { VerificationProfileHolder } from '../application/verification-profile-holder';
import './verification-account.css';

const DOCUMENT_OF: Readonly<Record<DocumentScreen, DocumentRequest['document']>> = { id: 'ID', address: 'ProofOfAddress', funds: 'ProofOfIncome' };

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
  const holder = useInjection(VerificationProfileHolder);
  const launcher = useInjection(VerificationLauncher);
  useEffect(() => {
    void holder.load();
  }, [holder]);
  const profile = holder.profile;
  if (!profile) return null;
  const badge = statusBadge(profile.status);
  const upload = uploadMenuDocument(profile.status);
  return (
    <>
      {upload ? (
        <button
          type="button"
          className="button button--ghost account__upload"
          data-testid="upload-document-item"
          onClick={() => void launcher.open(profile.documentRequest ?? { screen: upload, document: DOCUMENT_OF[upload], optional: false })}
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
