import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { VerificationProfileStore } from '../application/verification-profile-store';

/** /successfully-verified: the customer is cleared; what they can do now. */
export function SuccessfullyVerifiedPage() {
  const { t } = useTranslation('kyc');
  return (
    <section className="card" data-testid="successfully-verified">
      <PageHeading>{t('pages.verified.heading')}</PageHeading>
      <p>{t('pages.verified.text')}</p>
      <h2>{t('pages.next')}</h2>
      <p>{t('pages.verified.next')}</p>
      <p className="actions">
        <Link className="button button--primary" to="/send-money">
          {t('pages.sendMoney')}
        </Link>
        <Link className="button button--secondary" to="/wallet">
          {t('pages.wallet')}
        </Link>
      </p>
    </section>
  );
}

/** /verifying-in-progress: the documents are under review; the status as it is now and what follows. */
export const VerifyingInProgressPage = observer(function VerifyingInProgressPage() {
  const { t } = useTranslation(['kyc', 'status']);
  const store = useInjection(VerificationProfileStore);
  const [retrying, setRetrying] = useState(false);
  const read = () => {
    setRetrying(store.error !== undefined);
    store
      .refresh()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  useEffect(read, [store]);
  const profile = store.profile;
  return (
    <section className="card" data-testid="verifying-in-progress">
      <PageHeading>{t('kyc:pages.inProgress.heading')}</PageHeading>
      <p>{t('kyc:pages.inProgress.text')}</p>
      {profile ? (
        <p data-testid="verification-status" data-status={profile.status}>
          {t('kyc:pages.inProgress.status', { status: t(`status:verification.${profile.status}`) })}
        </p>
      ) : store.error ? (
        <LoadFailed
          what={t('kyc:pages.inProgress.statusFailed')}
          error={store.error}
          retrying={retrying}
          onRetry={read}
          testId="verification-status-failed"
        />
      ) : (
        <Spinner label={t('kyc:upload.wait')} />
      )}
      <h2>{t('kyc:pages.next')}</h2>
      <ul>
        <li>{t('kyc:pages.inProgress.next1')}</li>
        <li>{t('kyc:pages.inProgress.next2')}</li>
      </ul>
      <p className="actions">
        <Link className="button button--primary" to="/wallet">
          {t('kyc:pages.wallet')}
        </Link>
      </p>
    </section>
  );
});
