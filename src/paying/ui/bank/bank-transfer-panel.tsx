import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/kernel/money';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { useViewModel } from '@/shared/di/container-context';
import { intlLocale } from '@/shared/ui/intl-locale';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { instructionFields, type InstructionLabels } from '../../domain/bank-transfer';
import { useLatestPanelProps } from '../latest-panel-props';
import { BankTransferViewModel, makeBankTransferViewModel } from './bank-transfer-view-model';
import { writeClipboard } from '../instructions-payment';
import { BeforePay, CopyableDetail, useCreatedHeading } from '../panel-parts';
import { QrImage } from './qr-image';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank', 'validation', 'errors'] as const;


/**
 * Paying by local bank transfer: Pay gets the created state, the bank details to pay into with the
 * reference to quote (each with a copy button; the IBAN grouped in fours), the QR code payment
 * dialog for a banking app to scan (unless the feature option turns it off), and "I have paid" (the
 * transfer is pending until the money arrives).
 */
export const BankTransferPanel = observer(function BankTransferPanel(props: PaymentPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const panel = useLatestPanelProps(props);
  const vm = useViewModel(BankTransferViewModel, (c) => makeBankTransferViewModel(c, panel));
  const id = useId();
  const locale = intlLocale(i18n.language);
  // The created state takes the focus, so what to do next is read out.
  const createdRef = useCreatedHeading(vm.created);

  const labels: InstructionLabels = {
    accountName: t('paying-bank:bank.accountName'),
    iban: t('validation:fields.iban'),
    bic: t('paying-bank:bank.bic'),
    amount: t('paying-bank:bank.amount'),
    reference: t('paying-bank:bank.reference'),
  };
  const instructions = vm.instructions;
  const fields = instructions ? instructionFields(instructions, labels, formatMoney(instructions.amount, locale)) : [];
  const qr = vm.qrPayload(labels);
  const copyMessage = vm.copy ? t(vm.copy.ok ? 'paying-bank:bank.copied' : 'paying-bank:bank.copyFailed', { field: labels[vm.copy.field] }) : '';

  return (
    <section className="card pay-panel" aria-labelledby={`${id}-title`} data-testid="bank-transfer-panel">
      <h2 id={`${id}-title`} className="pay-panel__title">
        {t('paying-bank:bank.title')}
      </h2>
      {!instructions ? (
        <BeforePay kind="bank" total={panel.transfer.total} error={vm.error} paying={vm.paying} onPay={() => void vm.pay()} onOther={() => panel.onCancel()} />
      ) : (
        <>
          <h3 ref={createdRef} tabIndex={-1} className="pay-panel__title">
            {t('paying-bank:bank.createdTitle', { amount: formatMoney(instructions.amount, locale) })}
          </h3>
          <p>{t('paying-bank:bank.createdText')}</p>
          <dl className="bank-details" data-testid="bank-details">
            {fields.map((field) => (
              <CopyableDetail
                key={field.key}
                label={field.label}
                shown={field.shown}
                hint={field.key === 'reference' ? t('paying-bank:bank.referenceHint') : undefined}
                reference={field.key === 'reference'}
                testId={`bank-${field.key}`}
                onCopy={() => void vm.copyField(field.key, field.copied, writeClipboard)}
              />
            ))}
          </dl>
          <p className="hint" role="status" data-testid="bank-copy-status">
            {copyMessage}
          </p>
          <div className="actions">
            {vm.qrAvailable ? (
              <button type="button" className="button button--secondary button--block" onClick={vm.openQr}>
                {t('paying-bank:bank.qrOpen')}
              </button>
            ) : null}
            <button type="button" className="button button--primary button--block" aria-describedby={`${id}-done-hint`} onClick={vm.done}>
              {t('paying-bank:bank.done')}
            </button>
          </div>
          <p id={`${id}-done-hint`} className="hint">
            {t('paying-bank:bank.doneHint')}
          </p>
          <ModalDialog
            open={vm.qrOpen}
            title={t('paying-bank:qr.title')}
            onClose={vm.closeQr}
            closeOnBackdrop
            actions={
              <button type="button" className="button button--primary" onClick={vm.closeQr}>
                {t('paying-bank:qr.close')}
              </button>
            }
          >
            {vm.qrOpen && qr ? (
              <>
                <div className="pay-qr">
                  <QrImage text={qr.text} label={t('paying-bank:qr.image')} />
                </div>
                <p>{qr.kind === 'epc' ? t('paying-bank:qr.scan') : t('paying-bank:qr.scanText')}</p>
                <p>{t('paying-bank:qr.textAlternative')}</p>
                <dl className="pay-qr__details" data-testid="qr-text-alternative">
                  {fields.map((field) => (
                    <div key={field.key}>
                      <dt>{field.label}</dt>
                      <dd>{field.shown}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : null}
          </ModalDialog>
        </>
      )}
    </section>
  );
});
