import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { cardPaymentMessageKey } from '../../domain/card-payment';
import { CardEnrollmentResultViewModel, makeCardEnrollmentResultViewModel, sessionIdOf, type EnrollmentResultState } from './card-enrollment-result-view-model';
import './card.css';

const NAMESPACES = ['paying-card', 'errors'] as const;

/** The enrollment results the provider's address names (/checkout-card-enrollment/:status): a claim only, never shown as the outcome. */
export type EnrollmentResult = 'success' | 'failure' | 'cancelled' | 'unknown';

/** The route's status: success; failure (also "fail", as the title table reads it); cancelled (also "canceled"); else unknown. */
export function enrollmentResultOf(status: string | undefined): EnrollmentResult {
  switch ((status ?? '').toLowerCase()) {
    case 'success':
      return 'success';
    case 'failure':
    case 'fail':
      return 'failure';
    case 'cancelled':
    case 'canceled':
    case 'cancel':
      return 'cancelled';
    default:
      return 'unknown';
  }
}

const HEADING: Record<EnrollmentResultState['kind'], string> = {
  checking: 'enrollment.heading.checking',
  verified: 'enrollment.heading.success',
  declined: 'enrollment.heading.failure',
  pending: 'enrollment.heading.pending',
  unconfirmed: 'enrollment.heading.unconfirmed',
  failed: 'enrollment.heading.checkFailed',
};
/** The way back's wording per what it leads to. */
const BACK_TEXT = { payment: 'enrollment.backToPayment', wallet: 'enrollment.backToWallet', page: 'enrollment.backToPage' } as const;

/**
 * The card enrollment result (spec 02 section 2: /checkout-card-enrollment/:status), where
 * Checkout.com returns after a card add's 3-D Secure with `cko-session-id`: the back office says
 * how it went (getCardEnrollment), never the address's :status; without a session id the page says
 * it cannot confirm. Then the way back to where the customer was (the enrollment cache's table,
 * CardEnrollment): the transfer's pay step (the new card chosen there), the wallet, the page the
 * BankID migration was started on; else the wallet.
 */
export const CardEnrollmentPage = observer(function CardEnrollmentPage() {
  const { t } = useTranslation(NAMESPACES);
  const { status } = useParams();
  const [search] = useSearchParams();
  const vm = useViewModel(CardEnrollmentResultViewModel, (c) => makeCardEnrollmentResultViewModel(c, sessionIdOf(search.get('cko-session-id'))));

  useEffect(() => {
    void vm.start();
  }, [vm]);

  const state = vm.state;
  const checkAgain = (
    <button type="button" className="button button--secondary" onClick={() => void vm.check()}>
      {t('paying-card:enrollment.checkAgain')}
    </button>
  );
  return (
    <div className="card-enrollment" data-testid="card-enrollment" data-result={state.kind} data-claimed={enrollmentResultOf(status)}>
      <PageHeading>{t(`paying-card:${HEADING[state.kind]}`)}</PageHeading>
      {state.kind === 'checking' ? <PageLoader type="circle" label={t('paying-card:enrollment.text.checking')} /> : null}
      {state.kind === 'verified' ? (
        <Alert tone="success">
          <p>{t('paying-card:enrollment.text.verified', { last4: state.card.last4 })}</p>
        </Alert>
      ) : null}
      {state.kind === 'declined' ? (
        <Alert tone="error">
          <p data-testid="card-enrollment-reason">
            {state.code === undefined || state.code === 'payment_was_not_authorised'
              ? t('paying-card:enrollment.text.notAuthorised')
              : t(`paying-card:${cardPaymentMessageKey(state.code)}`)}
          </p>
        </Alert>
      ) : null}
      {state.kind === 'pending' ? (
        <Alert tone="info">
          <p>{t('paying-card:enrollment.text.pending')}</p>
          {checkAgain}
        </Alert>
      ) : null}
      {state.kind === 'unconfirmed' ? (
        <Alert tone="info">
          <p>{t('paying-card:enrollment.text.unconfirmed')}</p>
        </Alert>
      ) : null}
      {state.kind === 'failed' ? <LoadFailed what={t('paying-card:enrollment.text.checkFailed')} error={state.error} retrying={false} onRetry={() => void vm.check()} /> : null}
      {state.kind === 'checking' ? null : (
        <div className="actions">
          <Link className="button button--primary" to={vm.back.path} onClick={vm.goBack}>
            {t(`paying-card:${BACK_TEXT[vm.back.target]}`)}
          </Link>
        </div>
      )}
    </div>
  );
});
