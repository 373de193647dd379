import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/kernel/money';
import type { InteracTransferInstructions } from '@/shared/payment/payment-panel';
import { intlLocale } from '@/shared/ui/intl-locale';
import { useViewModel } from '@/shared/di/container-context';
import { interacFields, type InteracField, type InteracLabels } from '../../domain/interac-transfer';
import { writeClipboard } from '../instructions-payment';
import { CopyableDetail } from '../panel-parts';
import { InteracCopiesViewModel, makeInteracCopiesViewModel, type InteracCopyState } from './interac-transfer-view-model';
import '../paying-bank.css';

const NAMESPACES = ['paying-bank', 'errors'] as const;

/** The copy buttons' state: which value was copied last, and the copy itself. */
export interface InteracCopies {
  readonly copy: InteracCopyState | undefined;
  copyField(field: InteracField, value: string, write: (text: string) => Promise<void>): Promise<void>;
}

/**
 * How to send an Interac e-Transfer: the numbered steps, each value with a copy button (the copy
 * read out), and when the request expires. For a transfer (the pay step's panel) or for a wallet
 * top-up (`purpose`: what the message matches the money to, and what happens once it arrives).
 */
export const InteracSteps = observer(function InteracSteps({
  instructions,
  copies,
  purpose = 'transfer',
}: {
  instructions: InteracTransferInstructions;
  copies: InteracCopies;
  purpose?: 'transfer' | 'topUp';
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const locale = intlLocale(i18n.language);
  const labels: InteracLabels = {
    email: t('paying-bank:interac.email'),
    name: t('paying-bank:interac.name'),
    amount: t('paying-bank:interac.amount'),
    message: t('paying-bank:interac.message'),
  };
  const copyMessage = copies.copy ? t(copies.copy.ok ? 'paying-bank:bank.copied' : 'paying-bank:bank.copyFailed', { field: labels[copies.copy.field] }) : '';
  const fields = new Map(interacFields(instructions, labels, formatMoney(instructions.amount, locale)).map((f) => [f.key, f]));
  const expiry = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(instructions.expiresAt);
  const row = (key: InteracField, hint?: string) => {
    const field = fields.get(key)!;
    return (
      <CopyableDetail
        label={field.label}
        shown={field.shown}
        hint={hint}
        reference={key === 'message'}
        testId={`interac-${key}`}
        onCopy={() => void copies.copyField(key, field.copied, writeClipboard)}
      />
    );
  };
  const topUp = purpose === 'topUp';
  return (
    <>
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
          <dl className="bank-details">{row('message', t(topUp ? 'paying-bank:interac.topUpMessageHint' : 'paying-bank:interac.messageHint'))}</dl>
        </li>
        <li>{t(topUp ? 'paying-bank:interac.topUpArrives' : 'paying-bank:interac.stepArrives')}</li>
      </ol>
      <p className="hint" data-testid="interac-expiry">
        {t('paying-bank:interac.expires', { time: expiry })}
      </p>
      <p className="hint" role="status" data-testid="interac-copy-status">
        {copyMessage}
      </p>
    </>
  );
});

/**
 * A wallet top-up's Interac e-Transfer (Canada): the steps of the pay step's panel for the top-up's
 * instructions, with their own copy buttons' state. The wallet shows it through the composition
 * root (src/app/pages/home-route.tsx), never importing paying.
 */
export const InteracTopUpSteps = observer(function InteracTopUpSteps({ instructions }: { instructions: InteracTransferInstructions }) {
  const copies = useViewModel(InteracCopiesViewModel, makeInteracCopiesViewModel);
  return <InteracSteps instructions={instructions} copies={copies} purpose="topUp" />;
});
