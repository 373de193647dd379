import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { BeforePay } from '../panel-parts';
import { Spinner } from '@/shared/ui/spinner';
import { useLatestPanelProps } from '../latest-panel-props';
import { InteracTransferPanel } from './interac-transfer-panel';
import { InstantBankViewModel, makeInstantBankViewModel } from './instant-bank-view-model';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank', 'errors'] as const;

/**
 * Paying by the instant bank payment the back office offered, as the pay step names it
 * (`transfer.instantBank`, from the transaction options' payment type): apaylo is Interac
 * e-Transfer (InteracTransferPanel), trustly the bank link (BankLinkPanel).
 */
export function InstantBankPanel(props: PaymentPanelProps) {
  const panel = useLatestPanelProps(props);
  const [instantBank] = useState(() => props.transfer.instantBank);
  return instantBank === 'apaylo' ? <InteracTransferPanel panel={panel} /> : <BankLinkPanel panel={panel} />;
}

/**
 * Paying by a bank link (Trustly's EU Deposit): Pay, then this tab goes to Trustly's payment page on
 * the vendor origin (the transfer in progress stays in the tab's session storage) and comes back to
 * /trustly-callback, Deposit's SuccessURL or FailURL.
 */
const BankLinkPanel = observer(function BankLinkPanel({ panel }: { panel: PaymentPanelProps }) {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(InstantBankViewModel, (c) => makeInstantBankViewModel(c, panel));
  const id = useId();

  return (
    <section className="card pay-panel" aria-labelledby={`${id}-title`} data-testid="instant-bank-panel">
      <h2 id={`${id}-title`} className="pay-panel__title">
        {t('paying-bank:instant.title')}
      </h2>
      <BeforePay
        kind="instant"
        total={panel.transfer.total}
        error={vm.error} paying={vm.paying}
        onPay={() => void vm.pay()}
        onOther={() => panel.onCancel()}
        actions={vm.leaving ? <Spinner label={t('paying-bank:instant.leaving')} /> : undefined}
      />
    </section>
  );
});
