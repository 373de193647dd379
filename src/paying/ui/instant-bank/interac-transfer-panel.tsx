import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/kernel/money';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { intlLocale } from '@/shared/ui/intl-locale';
import { interacFields, type InteracField, type InteracLabels } from '../../domain/interac-transfer';
import { useViewModel } from '@/shared/di/container-context';
import { InteracTransferViewModel, makeInteracTransferViewModel } from './interac-transfer-view-model';
import { writeClipboard } from '../instructions-payment';
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

  const labels: InteracLabels = {
    email: t('paying-bank:interac.email'),
    name: t('paying-bank:interac.name'),
    amount: t('paying-bank:interac.amount'),
    message: t('paying-bank:interac.message'),
  };
  const instructions = vm.instructions;
  const copyMessage = vm.copy ? t(vm.copy.ok ? 'paying-bank:bank.copied' : 'paying-bank:bank.copyFailed', { field: labels[vm.copy.field] }) : '';

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
  const fields = new Map(interacFields(instructions, labels, amount).map((f) => [f.key, f]));
  const expiry = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instructions.expiresAt);
  const row = (key: InteracField, hint?: string) => {
    const field = fields.get(key)!;
    return (
      <div className={key === 'message' ? 'bank-details__row bank-details__row--reference' : 'bank-details__row'}>
        <dt>{field.label}</dt>
        <dd className="bank-details__value" data-testid={`interac-${key}`}>
          {field.shown}
          {hint ? <span className="hint"> {hint}</span> : null}
        </dd>
        <dd>
          <button
            type="button"
            className="button button--secondary bank-details__copy"
            aria-label={t('paying-bank:bank.copy', { field: field.label })}
            onClick={() => void vm.copyField(key, field.copied, writeClipboard)}
          >
            {t('paying-bank:bank.copyButton')}
          </button>
        </dd>
      </div>
    );
  };

  return (
    <section className="card pay-panel" aria-labelledby={`${id}-title`} data-testid="interac-panel">
      <h2 id={`${id}-title`} className="pay-panel__title">
        {t('paying-bank:interac.title')}
      </h2>
      <h3 ref={createdRef} tabIndex={-1} className="pay-panel__title">
        {t('paying-bank:interac.createdTitle', { amount })}
      </h3>
      <ol className="interac-steps" data-testid="interac-steps">
        <li>{t('paying-bank:interac.stepBank')}</li>
        <li>
          <p>{t('paying-bank:interac.stepSend')}</p>
          <dl className="bank-details">
            {row('email')}
            {row('name')}
          </dl>
          <p className="hint">{t('paying-bank:interac.autoDeposit')}</p>
        </li>
        <li>
          <p>{t('paying-bank:interac.stepAmount')}</p>
          <dl className="bank-details">{row('amount')}</dl>
        </li>
        <li>
          <p>{t('paying-bank:interac.stepMessage')}</p>
          <dl className="bank-details">{row('message', t('paying-bank:interac.messageHint'))}</dl>
        </li>
        <li>{t('paying-bank:interac.stepArrives')}</li>
      </ol>
      <p className="hint" data-testid="interac-expiry">
        {t('paying-bank:interac.expires', { time: expiry })}
      </p>
      <p className="hint" role="status" data-testid="interac-copy-status">
        {copyMessage}
      </p>
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

