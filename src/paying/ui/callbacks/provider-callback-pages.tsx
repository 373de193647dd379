import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { TransferInProgress } from '../../application/ports';
import { ProviderCallbackViewModel } from './provider-callback-view-model';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank'] as const;

/** The provider's return page: how the payment went, and the one way on. */
function ProviderCallback({ outcome }: { outcome: 'success' | 'fail' }) {
  const { t } = useTranslation(NAMESPACES);
  const transfer = useInjection(TransferInProgress);
  const [vm] = useState(() => new ProviderCallbackViewModel(outcome, transfer));
  const success = outcome === 'success';
  const wayOn = success ? (vm.reference ? 'showResult' : 'showTransfers') : vm.reference ? 'tryAgain' : 'newTransfer';
  return (
    <div className="card" data-testid={`nets-${outcome}`}>
      <PageHeading>{t(success ? 'paying-bank:nets.successTitle' : 'paying-bank:nets.failTitle')}</PageHeading>
      <Alert tone={success ? 'success' : 'error'}>
        <p>{t(success ? 'paying-bank:nets.successText' : 'paying-bank:nets.failText')}</p>
      </Alert>
      <div className="actions">
        <Link className="button button--primary button--block" to={vm.next}>
          {t(`paying-bank:nets.${wayOn}`)}
        </Link>
      </div>
    </div>
  );
}

/** /nets-success (default layout): the card or bank payment provider's success return. */
export function NetsSuccessPage() {
  return <ProviderCallback outcome="success" />;
}

/** /nets-fail (default layout): the card or bank payment provider's failure return. */
export function NetsFailPage() {
  return <ProviderCallback outcome="fail" />;
}
