import { ESCAPE_ACTION } from '../escape-action';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { Clock } from '@/shared/kernel/clock';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { qrPath, type QrPath } from '@/shared/ui/qr-code';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { ProviderFlowProps } from '../provider-flow';
import { HandoffViewModel, makeHandoffViewModel } from './handoff-view-model';
import './handoff.css';

const NS = 'kyc-handoff';

/** m:ss */
const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

function QrImage({ text, label }: { text: string; label: string }) {
  const [qr, setQr] = useState<QrPath | undefined>(undefined);
  useEffect(() => {
    let current = true;
    qrPath(text).then(
      (path) => current && setQr(path),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [text]);
  const margin = 4;
  if (!qr) return <div className="handoff__qr-image" aria-hidden="true" />;
  return (
    <svg className="handoff__qr-image" role="img" aria-label={label} viewBox={`${-margin} ${-margin} ${qr.size + 2 * margin} ${qr.size + 2 * margin}`} shapeRendering="crispEdges" data-testid="handoff-qr" data-qr-text={text}>
      <rect x={-margin} y={-margin} width={qr.size + 2 * margin} height={qr.size + 2 * margin} fill="#fff" />
      <path d={qr.d} fill="#000" />
    </svg>
  );
}

/**
 * Continue on your phone (the desktop side): a QR code and a short link to /verification on the
 * phone, the time left, the phone's progress (checked every 2 s), a new code once it expired, and
 * Cancel. When the phone has uploaded, the launcher takes over (onDone submitted).
 */
export const HandoffFlow = observer(function HandoffFlow({ onDone }: ProviderFlowProps) {
  const { t } = useTranslation(NS);
  const container = useContainer();
  const vm = useViewModel(HandoffViewModel, makeHandoffViewModel);
  const clock = container.get(Clock);
  const [now, setNow] = useState(() => clock.now());
  const errorText = useErrorText();
  const expiredRef = useRef<HTMLDivElement>(null);
  const failedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void vm.issue();
    const tick = setInterval(() => setNow(clock.now()), 1000);
    return () => {
      clearInterval(tick);
      vm.dispose();
    };
  }, [vm, clock]);

  useEffect(() => {
    if (vm.phase === 'completed') onDone({ kind: 'submitted' });
    if (vm.phase === 'cancelled') onDone({ kind: 'closed' });
    if (vm.phase === 'expired') expiredRef.current?.focus();
    if (vm.phase === 'issueFailed') failedRef.current?.querySelector<HTMLElement>('[role="alert"]')?.focus();
  }, [vm.phase, onDone]);

  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const issued = vm.issued;
  const live = vm.phase === 'waiting' || vm.phase === 'opened';
  const seconds = vm.secondsLeft(now);

  return (
    <section className="handoff" aria-labelledby="handoff-title" data-testid="handoff-flow">
      <h2 id="handoff-title" className="handoff__title">
        {t('title')}
      </h2>
      {vm.phase === 'issuing' ? <Spinner label={t('issuing')} /> : null}
      {vm.phase === 'issueFailed' && vm.error ? (
        <div ref={failedRef}>
          <LoadFailed what={t('issueFailed')} error={vm.error} retrying={false} onRetry={() => void vm.issue()} />
        </div>
      ) : null}
      {live && issued ? (
        <div className="handoff__body">
          <div className="handoff__qr">
            <QrImage text={`${origin}${issued.path}`} label={t('qrLabel')} />
          </div>
          <div className="handoff__steps">
            <p>{t('scan')}</p>
            <p>{t('orType')}</p>
            <p className="handoff__link" data-testid="handoff-short-link">
              {`${origin}/verification?code=${issued.shortCode}`}
            </p>
            <p className="handoff__code">
              {t('code')} <strong data-testid="handoff-short-code">{issued.shortCode}</strong>
            </p>
            <p className="handoff__countdown" data-testid="handoff-countdown">
              {vm.phase === 'opened' ? t('finishWithin', { time: clockText(seconds) }) : t('expiresIn', { time: clockText(seconds) })}
            </p>
            <p className="handoff__status" role="status" data-testid="handoff-status">
              {vm.phase === 'opened' ? t('opened') : t('waiting')}
            </p>
            {vm.pollError ? (
              <Alert tone="info">
                <p>{t('checkFailed')}</p>
                {errorText(vm.pollError).code ? <p className="error-code">{errorText(vm.pollError).code}</p> : null}
              </Alert>
            ) : null}
          </div>
        </div>
      ) : null}
      {vm.phase === 'expired' ? (
        <Alert tone="error" title={t('expired.title')} ref={expiredRef} focusable>
          <p>{t('expired.message')}</p>
          <button type="button" className="button button--primary" onClick={() => void vm.issue()}>
            {t('expired.newCode')}
          </button>
        </Alert>
      ) : null}
      {!vm.done ? (
        <div className="handoff__actions">
          <button type="button" className="button button--secondary" aria-disabled={vm.cancelling || undefined} onClick={() => void (vm.cancelling ? undefined : vm.cancel())} {...ESCAPE_ACTION}>
            {t('cancel')}
          </button>
        </div>
      ) : null}
    </section>
  );
});
