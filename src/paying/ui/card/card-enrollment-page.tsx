import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { CardEnrollment } from '../../application/card-enrollment';
import './card.css';

/** The enrollment results the provider returns with (/checkout-card-enrollment/:status). */
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

const TONE = { success: 'success', failure: 'error', cancelled: 'info', unknown: 'info' } as const;
/** The way back's wording per what it leads to. */
const BACK_TEXT = { payment: 'enrollment.backToPayment', wallet: 'enrollment.backToWallet', page: 'enrollment.backToPage' } as const;

/**
 * The card provider's enrollment result (spec 02 section 2: /checkout-card-enrollment/:status): what
 * happened to the card, and the way back to where the customer was (the enrollment cache's table,
 * CardEnrollment): the transfer's pay step for a transfer's card or bank link, the wallet for the
 * wallet's card, the page the BankID migration was started on; else the wallet.
 */
export function CardEnrollmentPage() {
  const { t } = useTranslation('paying-card');
  const { status } = useParams();
  const storage = useInjection(TabStorageToken);
  const [enrollment] = useState(() => new CardEnrollment(storage));
  const result = enrollmentResultOf(status);
  const back = enrollment.wayBack();

  return (
    <div className="card-enrollment" data-testid="card-enrollment" data-result={result}>
      <PageHeading>{t(`enrollment.heading.${result}`)}</PageHeading>
      <Alert tone={TONE[result]}>
        <p>{t(`enrollment.text.${result}`)}</p>
      </Alert>
      <div className="actions">
        <Link className="button button--primary" to={back.path} onClick={() => enrollment.finish()}>
          {t(BACK_TEXT[back.target])}
        </Link>
      </div>
    </div>
  );
}
