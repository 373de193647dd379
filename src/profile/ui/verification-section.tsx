import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '@/shared/kernel/app-error';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { PROFILE_REVIEW_BUSINESS_DAYS, type DocumentStatus, type ProfileDocument } from '../domain/verification-documents';

/** What the section shows while identity verification's view of the customer loads, failed, or is there. */
export interface VerificationSectionProps {
  /** The four documents with their states, once known. */
  readonly documents: readonly DocumentStatus[] | undefined;
  readonly error: AppError | undefined;
  readonly retrying: boolean;
  readonly onRetry: () => void;
  /** Opens identity verification's upload for a document. */
  readonly onUpload: (document: ProfileDocument) => void;
}

/**
 * Proof of identity, selfie, proof of address and proof of source of funds, each with its state
 * (verified, in review, needed, not needed) and, when it is needed, an upload that opens identity
 * verification's own flow; the review time the profile names (up to 2 business days).
 */
export function VerificationSection({ documents, error, retrying, onRetry, onUpload }: VerificationSectionProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('verification.title')}
      </h2>
      <p className="hint">{t('verification.intro')}</p>
      {documents ? (
        <ul className="profile-documents">
          {documents.map(({ document, state, uploadable }) => (
            <li key={document} className="profile-document" data-testid={`profile-document-${document}`} data-state={state}>
              <span className="profile-document__name">{t(`verification.documents.${document}`)}</span>
              <span className={`badge profile-state profile-state--${state}`}>{t(`verification.states.${state}`)}</span>
              {document === 'selfie' && state === 'needed' ? <span className="hint profile-document__note">{t('verification.selfieWithIdentity')}</span> : null}
              {uploadable && document !== 'selfie' ? (
                <button type="button" className="button button--secondary profile-document__upload" onClick={() => onUpload(document)}>
                  {t(`verification.upload.${document}`)}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : error ? (
        <LoadFailed what={t('verification.loadFailed')} error={error} retrying={retrying} onRetry={onRetry} />
      ) : (
        <Spinner label={t('verification.loading')} />
      )}
      <p className="hint" data-testid="profile-review-time">
        {t('verification.reviewTime', { days: PROFILE_REVIEW_BUSINESS_DAYS })}
      </p>
    </section>
  );
}
