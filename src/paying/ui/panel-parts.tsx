import { useEffect, useRef } from 'react';
import type { AppError } from '@/shared/kernel/app-error';
import { Alert } from '@/shared/ui/alert';
import { useErrorText } from '@/shared/ui/use-error-text';

/** Why a payment panel's request failed: the translated message and its error code (the request id). */
export function PanelFailure({ error, title }: { error: AppError | undefined; title: string }) {
  const errorText = useErrorText();
  if (!error) return null;
  const failure = errorText(error);
  return (
    <Alert tone="error" title={title}>
      <p>{failure.message}</p>
      {failure.code ? <p className="error-code">{failure.code}</p> : null}
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
export function PayOrOtherMethod({ paying, payLabel, payingLabel, otherLabel, onPay, onOther }: { paying: boolean; payLabel: string; payingLabel: string; otherLabel: string; onPay: () => void; onOther: () => void }) {
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
