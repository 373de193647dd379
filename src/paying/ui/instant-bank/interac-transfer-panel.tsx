import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/kernel/money';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { intlLocale } from '@/shared/ui/intl-locale';
import { useViewModel } from '@/shared/di/container-context';
import { InteracTransferViewModel, makeInteracTransferViewModel } from './interac-transfer-view-model';
import { InteracSteps } from './interac-steps';
import { BeforePay, useCreatedHeading } from '../panel-parts';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank', 'errors'] as const;


/**
 * Paying by Interac e-Transfer (Canada's instant bank payment): Pay gets what to send; the numbered
 * steps say how, each value with a copy button (the copy read out, as in the bank transfer panel),
 * with the request's expiry; "I have sent the e-Transfer" ends the step: the transfer is pending
 * until the money arrives. `panel`: the pay step's props as the panel keeps them (useLatestPanelProps).
 */
export const InteracTransferPanel = observer(function InteracTransferPanel({ panel }: { panel: PaymentPanelProps }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const vm = useViewModel(InteracTransferViewModel, (c) => makeInteracTransferViewModel(c, panel));
  const id = useId();
  const locale = intlLocale(i18n.language);
  // The created state takes the focus, so what to do next is read out.
  const createdRef = useCreatedHeading(vm.created);

  const instructions = vm.instructions;

  if (!instructions) {
    return (
      <section className="card pay-panel" aria-labelledby={`${id}-title`} data-testid="interac-panel">
        <h2 id={`${id}-title`} className="pay-panel__title">
          {t('paying-bank:interac.title')}
        </h2>
        <BeforePay kind="interac" total={panel.transfer.total} error={vm.error} paying={vm.paying} onPay={() => void vm.pay()} onOther={() => panel.onCancel()} />
      </section>
    );
  }

  const amount = formatMoney(instructions.amount, locale);
  return (
    <section className="card pay-panel" aria-labelledby={`${id}-title`} data-testid="interac-panel">
      <h2 id={`${id}-title`} className="pay-panel__title">
        {t('paying-bank:interac.title')}
      </h2>
      <h3 ref={createdRef} tabIndex={-1} className="pay-panel__title">
        {t('paying-bank:interac.createdTitle', { amount })}
      </h3>
      <InteracSteps instructions={instructions} copies={vm} />
      <div className="actions">
        <button type="button" className="button button--primary button--block" aria-describedby={`${id}-done-hint`} onClick={vm.done} data-testid="interac-done">
          {t('paying-bank:interac.done')}
        </button>
      </div>
      <p id={`${id}-done-hint`} className="hint">
        {t('paying-bank:interac.doneHint')}
      </p>
    </section>
  );
});

