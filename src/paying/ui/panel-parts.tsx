import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppError } from '@/shared/kernel/app-error';
import { formatMoney, type Money } from '@/shared/kernel/money';
import { Alert } from '@/shared/ui/alert';
import { intlLocale } from '@/shared/ui/intl-locale';
import { useErrorText } from '@/shared/ui/use-error-text';

/**
 * Why a payment panel's request failed: the translated message, its error code (the request id)
 * and Try again, which asks again for the same payment (the pay step's keys: no second charge).
 */
export function PanelFailure({ error, title, onRetry, retrying = false }: { error: AppError | undefined; title: string; onRetry: () => void; retrying?: boolean }) {
  const { t } = useTranslation('errors');
  const errorText = useErrorText();
  if (!error) return null;
  const failure = errorText(error);
  return (
    <Alert tone="error" title={title}>
      <p>{failure.message}</p>
      {failure.code ? <p className="error-code">{failure.code}</p> : null}
      <button type="button" className="button button--secondary" aria-disabled={retrying || undefined} onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </Alert>
  );
}

/** The heading of a panel's created state takes the focus when it appears, so what to do next is read out. */
export function useCreatedHeading(created: boolean) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (created) ref.current?.focus();
  }, [created]);
  return ref;
}

/** A panel's first actions: Pay (busy while the request runs) and the way back to the other methods. */
function PayOrOtherMethod({ paying, payLabel, payingLabel, otherLabel, onPay, onOther }: { paying: boolean; payLabel: string; payingLabel: string; otherLabel: string; onPay: () => void; onOther: () => void }) {
  return (
    <div className="actions">
      <button type="button" className="button button--primary button--block" aria-disabled={paying || undefined} onClick={onPay}>
        {paying ? payingLabel : payLabel}
      </button>
      <button type="button" className="button button--secondary button--block" onClick={onOther}>
        {otherLabel}
      </button>
    </div>
  );
}

/**
 * A bank panel before Pay (bank transfer, Interac e-Transfer, instant bank): the amount to pay,
 * why the last request failed, then Pay and the way back to the other methods, with the texts of
 * `paying-bank:<kind>.` (intro, failedTitle, pay, paying). `actions` stands instead of the buttons
 * (the instant bank's "leaving for your bank"). The caller reads `error` and `paying` from its view model, so its observer tracks them.
 */
export function BeforePay({ kind, total, error, paying, onPay, onOther, actions }: {
  kind: 'bank' | 'interac' | 'instant';
  total: Money;
  error: AppError | undefined;
  paying: boolean;
  onPay: () => void;
  onOther: () => void;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation('paying-bank');
  return (
    <>
      <p>{t(`${kind}.intro`, { amount: formatMoney(total, intlLocale(i18n.language)) })}</p>
      <PanelFailure error={error} title={t(`${kind}.failedTitle`)} onRetry={onPay} retrying={paying} />
      {actions ?? (
        <PayOrOtherMethod paying={paying} payLabel={t(`${kind}.pay`)} payingLabel={t(`${kind}.paying`)} otherLabel={t('otherMethod')} onPay={onPay} onOther={onOther} />
      )}
    </>
  );
}

/**
 * One value of payment instructions (a bank transfer's, an e-Transfer's): its label, the value as
 * shown with an optional hint, and a copy button that names it (the copy itself is the caller's:
 * the value as pasted may differ from the value as shown). The reference row stands out.
 */
export function CopyableDetail({ label, shown, hint, reference = false, testId, onCopy }: {
  label: string;
  shown: ReactNode;
  hint?: string;
  reference?: boolean;
  testId: string;
  onCopy: () => void;
}) {
  const { t } = useTranslation('paying-bank');
  return (
    <div className={reference ? 'bank-details__row bank-details__row--reference' : 'bank-details__row'}>
      <dt>{label}</dt>
      <dd className="bank-details__value" data-testid={testId}>
        {shown}
        {hint ? <span className="hint"> {hint}</span> : null}
      </dd>
      <dd>
        <button type="button" className="button button--secondary bank-details__copy" aria-label={t('paying-bank:bank.copy', { field: label })} onClick={onCopy}>
          {t('paying-bank:bank.copyButton')}
        </button>
      </dd>
    </div>
  );
}
