import { ESCAPE_ACTION } from '../escape-action';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import type { FrameFlowModel } from './frame-flow-model';
import './frame-flow.css';

/** Moves the focus into `ref` (a failure's message) when it appears, so it is read out where the customer is. */
function useFocusOnAppear(ref: React.RefObject<HTMLElement | null>, when: unknown) {
  useEffect(() => {
    const node = ref.current;
    const target = node?.matches('[tabindex]') ? node : node?.querySelector<HTMLElement>('[tabindex="-1"]');
    target?.focus();
  }, [ref, when]);
}

/**
 * The embedded identity vendor's flow, rendered inside the launcher's upload dialog: the
 * instructions, the vendor's frame, and what failed when something does.
 */
export const FrameFlowView = observer(function FrameFlowView({ model }: { model: FrameFlowModel }) {
  const { t } = useTranslation(['kyc-frame', 'errors']);
  const step = model.step;
  const screen = model.request.screen;
  const failureRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const failureKey = step.kind === 'startFailed' || step.kind === 'vendorFailed' || (step.kind === 'completing' && step.error) ? step.kind : null;
  useFocusOnAppear(failureRef, failureKey);

  let body: ReactNode;
  switch (step.kind) {
    case 'instructions':
    case 'starting':
      body = (
        <>
          <p>{t(`intro.${screen}`)}</p>
          {screen === 'id' ? <p>{t('camera')}</p> : null}
          <p>{t('partner')}</p>
          {step.kind === 'starting' ? <Spinner label={t('starting')} /> : null}
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={step.kind === 'starting' || undefined}
              onClick={() => void model.start()}
            >
              {t('next')}
            </button>
          </div>
        </>
      );
      break;
    case 'startFailed':
      body = (
        <div ref={failureRef}>
          <LoadFailed what={t('startFailed')} error={step.error} retrying={step.retrying} onRetry={() => void model.start()} testId="kyc-frame-start-failed" />
          {model.closable ? null : (
            <div className="actions">
              <button type="button" className="button button--secondary" onClick={model.abandon} {...ESCAPE_ACTION}>
                {t('close')}
              </button>
            </div>
          )}
        </div>
      );
      break;
    case 'frame':
      body = <VendorFrame model={model} url={step.session.frameUrl} loaded={step.loaded} title={t('frameTitle')} loading={t('loading')} />;
      break;
    case 'completing':
      body = step.error ? (
        <div ref={failureRef}>
          <LoadFailed what={t('completeFailed')} error={step.error} retrying={step.retrying} onRetry={model.retryCompletion} testId="kyc-frame-complete-failed" />
        </div>
      ) : (
        <Spinner label={t('completing')} />
      );
      break;
    case 'vendorFailed':
      body = (
        <div ref={failureRef} className="alert alert--error" role="alert" tabIndex={-1} data-testid="kyc-frame-vendor-failed">
          <p className="alert__title">{t('errors:generic.title')}</p>
          <div className="alert__body">
            <p>{t('vendorFailed')}</p>
            <p>{t('errors:generic.message')}</p>
            <p className="error-code">{t('errors:errorCode', { code: step.code })}</p>
            <button type="button" className="button button--primary" onClick={model.acknowledgeFailure}>
              {t('errors:ok')}
            </button>
          </div>
        </div>
      );
      break;
  }

  return (
    <section
      className="kyc-frame"
      aria-labelledby={headingId}
      data-step={step.kind}
      onKeyDown={(event) => {
        // Escape closes where a close is allowed (the dialog around leaves Escape to the flow).
        if (event.key === 'Escape' && model.closable) {
          event.preventDefault();
          model.close();
        }
      }}
    >
      <div className="kyc-frame__header">
        <h3 id={headingId} className="kyc-frame__heading">
          {t(`heading.${screen}`)}
        </h3>
        {model.closable ? (
          <button type="button" className="button button--secondary kyc-frame__close" onClick={model.close} {...ESCAPE_ACTION}>
            {t('close')}
          </button>
        ) : null}
      </div>
      {body}
    </section>
  );
});

/** The vendor's page in a frame: a spinner until it says it is loaded; heard only through the model. */
function VendorFrame({ model, url, loaded, title, loading }: { model: FrameFlowModel; url: string; loaded: boolean; title: string; loading: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The listener is in place before the frame starts loading (the src is set after it).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const stop = model.listen(window, frame);
    frame.src = url;
    return stop;
  }, [model, url]);
  return (
    <div className="kyc-frame__stage" aria-busy={!loaded}>
      {loaded ? null : <Spinner label={loading} />}
      <iframe
        ref={frameRef}
        className={loaded ? 'kyc-frame__frame' : 'kyc-frame__frame kyc-frame__frame--loading'}
        title={title}
        allow="camera"
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="strict-origin"
      />
    </div>
  );
}
