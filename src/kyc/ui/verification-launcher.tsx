import { escapeActionIn } from './escape-action';
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Container } from 'inversify';
import { useTranslation } from 'react-i18next';
import { ContainerProvider, useContainer, useInjection } from '@/shared/di/container-context';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { SupportEmail, useSupportContact } from '@/shared/ui/support';
import { IdentityProviderProfile } from '../identity-provider';
import { IdentityProviderChooser } from '../application/identity-provider-chooser';
import { VerificationLauncher, type LauncherView } from '../application/verification-launcher';
import { VerificationProfileStore } from '../application/verification-profile-store';
import { profileSourceOf, VerificationSession, type SessionPhase } from '../application/verification-session';
import type { ProviderFlowProps } from './provider-flow';
import { BlockedDialog } from './blocked-dialog';
import './verification-dialogs.css';

/** Each provider's flow is a chunk of its own, loaded when chosen (camera and QR code code with it). */
const FLOWS: Readonly<Record<'manual' | 'frame' | 'sdk' | 'handoff', ComponentType<ProviderFlowProps>>> = {
  manual: lazy(() => import('./manual/manual-upload-flow').then((m) => ({ default: m.ManualUploadFlow }))),
  frame: lazy(() => import('./frame/frame-flow').then((m) => ({ default: m.FrameFlow }))),
  sdk: lazy(() => import('./sdk/sdk-flow').then((m) => ({ default: m.SdkFlow }))),
  handoff: lazy(() => import('./handoff/handoff-flow').then((m) => ({ default: m.HandoffFlow }))),
};

/** A desktop (a fine pointer) is offered to continue on the phone. */
const onDesktop = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(pointer: fine)').matches;

/**
 * The verification dialogs the launcher opens: the blocked dialog, then (or directly) the upload
 * dialog with the provider's flow, then the status dialog. The focus goes back where it was
 * when the first of them opened.
 */
export const VerificationDialogs = observer(function VerificationDialogs() {
  const launcher = useInjection(VerificationLauncher);
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected) opener.focus();
    },
    [opener],
  );
  const view = launcher.view;
  if (!view) return null;
  if (view.kind === 'blocked') {
    return <BlockedDialog key={view.id} status={view.status} onUpload={() => launcher.continueWithUpload()} onClose={() => launcher.finish()} />;
  }
  return <UploadSession key={view.id} view={view} />;
});

function UploadSession({ view }: { view: Extract<LauncherView, { kind: 'upload' }> }) {
  const launcher = useInjection(VerificationLauncher);
  const store = useInjection(VerificationProfileStore);
  const chooser = useInjection(IdentityProviderChooser);
  const [session] = useState(() => new VerificationSession(profileSourceOf(store), chooser, view.request, launcher.finish));
  useEffect(() => {
    void session.start();
  }, [session]);
  return <SessionDialog session={session} inSendMoney={view.inSendMoney} />;
}

const SessionDialog = observer(function SessionDialog({ session, inSendMoney }: { session: VerificationSession; inSendMoney: boolean }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const phase = session.phase;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  // A new phase replaces the content: the focus goes to what the customer acts on next (the
  // failure message after a failure), never to the page behind.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const target = dialog.querySelector<HTMLElement>('[role="alert"], [data-autofocus]') ?? dialog.querySelector<HTMLElement>('h2');
    target?.focus();
  }, [phase.kind]);

  const acknowledgeable = phase.kind === 'status' || phase.kind === 'generic' || phase.kind === 'nothing' || phase.kind === 'load-failed';
  const title = titleOf(t, phase);

  return (
    <dialog
      ref={ref}
      className={phase.kind === 'capture' ? 'dialog dialog--upload' : 'dialog'}
      aria-labelledby={titleId}
      data-testid="verification-dialog"
      data-phase={phase.kind}
      onCancel={(event) => {
        // Escape closes where a close is allowed: the notices; in a flow, its own way out (Close,
        // Skip, or Cancel of a running upload), pressed as the customer would press it.
        event.preventDefault();
        if (acknowledgeable) session.acknowledge();
        else if (phase.kind === 'capture' && ref.current) escapeActionIn(ref.current)?.click();
      }}
    >
      <h2 id={titleId} className={phase.kind === 'capture' ? 'visually-hidden' : 'dialog__title'} tabIndex={-1}>
        {title}
      </h2>
      <PhaseContent session={session} phase={phase} inSendMoney={inSendMoney} />
    </dialog>
  );
});

type T = ReturnType<typeof useTranslation<['kyc', 'errors']>>['t'];

function titleOf(t: T, phase: SessionPhase): string {
  switch (phase.kind) {
    case 'loading':
    case 'load-failed':
      return t('kyc:upload.opening');
    case 'nothing':
      return t('kyc:upload.nothing.title');
    case 'capture':
      return t(`kyc:upload.title.${phase.request.screen}`);
    case 'refreshing':
      return t('kyc:upload.checking');
    case 'status':
      return t(`kyc:result.${phase.dialog}.title`);
    case 'generic':
      return t('kyc:result.generic.title');
  }
}

function Actions({ children }: { children: ReactNode }) {
  return <div className="actions">{children}</div>;
}

function PhaseContent({ session, phase, inSendMoney }: { session: VerificationSession; phase: SessionPhase; inSendMoney: boolean }) {
  const { t } = useTranslation(['kyc', 'errors']);
  const support = useSupportContact();
  const ok = (
    <Actions>
      <button type="button" className="button button--primary" data-autofocus onClick={session.acknowledge}>
        {t('errors:ok')}
      </button>
    </Actions>
  );
  // After a failure the dialog can still be left: Close, beside the failure's Try again.
  const close = (
    <Actions>
      <button type="button" className="button button--secondary" onClick={session.acknowledge}>
        {t('kyc:upload.close')}
      </button>
    </Actions>
  );
  switch (phase.kind) {
    case 'loading':
    case 'refreshing':
      return <Spinner label={t('kyc:upload.wait')} />;
    case 'load-failed':
      return (
        <>
          <LoadFailed what={t('kyc:upload.loadFailed')} error={phase.error} retrying={phase.retrying} onRetry={() => void session.start()} testId="verification-load-failed" />
          {close}
        </>
      );
    case 'nothing':
      return (
        <>
          <p>{t('kyc:upload.nothing.text')}</p>
          {ok}
        </>
      );
    case 'capture':
      return <CaptureFlow session={session} phase={phase} inSendMoney={inSendMoney} />;
    case 'status':
      return (
        <>
          <p data-testid="verification-result" data-result={phase.dialog}>
            {t(`kyc:result.${phase.dialog}.text`)}
          </p>
          {phase.dialog === 'fail' ? (
            <>
              <p>
                <a href={support.url} target="_blank" rel="noopener noreferrer">
                  {t('kyc:result.fail.contact')}
                  <span className="visually-hidden"> {t('kyc:opensInNewTab')}</span>
                </a>
              </p>
              <SupportEmail contact={support} />
            </>
          ) : null}
          {ok}
        </>
      );
    case 'generic':
      return (
        <>
          <p data-testid="verification-result" data-result="generic">
            {t('kyc:result.generic.text')}
          </p>
          <LoadFailed what={t('kyc:result.generic.failed')} error={phase.error} retrying={phase.retrying} onRetry={() => void session.retryStatus()} testId="verification-status-failed" />
          {close}
        </>
      );
  }
}

/** The chosen provider's flow, given that provider's profile (its vendor, origins) through a child container. */
function CaptureFlow({ session, phase, inSendMoney }: { session: VerificationSession; phase: Extract<SessionPhase, { kind: 'capture' }>; inSendMoney: boolean }) {
  const { t } = useTranslation('kyc');
  const container = useContainer();
  const scoped = useMemo(() => {
    const child = new Container({ parent: container });
    child.bind(IdentityProviderProfile).toConstantValue(phase.provider);
    return child;
  }, [container, phase.provider]);
  const Flow = FLOWS[phase.flow];
  const phone = phase.flow !== 'handoff' && onDesktop() ? session.continueOnPhone : undefined;
  return (
    <ContainerProvider container={scoped}>
      <div data-testid="verification-flow" data-flow={phase.flow} data-screen={phase.request.screen}>
        <Suspense fallback={<Spinner label={t('upload.wait')} />}>
          <Flow request={phase.request} inSendMoney={inSendMoney} onDone={(outcome) => void session.flowDone(outcome)} onContinueOnPhone={phone} />
        </Suspense>
      </div>
    </ContainerProvider>
  );
}
