import { observer } from 'mobx-react-lite';
import { Suspense, use, useEffect, useMemo, useRef } from 'react';
import type { Container } from 'inversify';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ContainerProvider, useContainer, useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { ManualUploadFlow } from '../manual/manual-upload-flow';
import { ensureKycModules } from '../../kyc-loader';
import type { ProviderFlowProps } from '../provider-flow';
import { captureContainer } from './capture-container';
import { makePhoneClaimViewModel, PhoneClaimViewModel, handoffLinkOf } from './phone-claim-view-model';
import './handoff.css';

const NS = 'kyc-handoff';

/**
 * /verification on the phone: claims the hand-off link, then the manual upload wizard for that
 * request, its uploads sent with the capture token; then "done, go back to your computer". A used,
 * expired or unknown link shows why, with no retry. Open to signed-in visitors too (the link, not
 * the session, is what counts). A reload resumes with the claim the tab kept.
 */
export function PhoneVerificationPage() {
  const { t } = useTranslation(NS);
  return (
    <Suspense fallback={<Spinner label={t('phone.claiming')} />}>
      <PhoneVerification />
    </Suspense>
  );
}

/** The page once identity verification's modules (the hand-off's port among them) are in the app's container. */
const PhoneVerification = observer(function PhoneVerification() {
  const { t } = useTranslation(NS);
  const container = useContainer();
  use(ensureKycModules(container));
  const { search } = useLocation();
  const vm = useViewModel(PhoneClaimViewModel, (c) => makePhoneClaimViewModel(c, handoffLinkOf(search)));
  const capture = useMemo(() => (vm.claim ? captureContainer(container, vm.claim) : undefined), [container, vm.claim]);
  const errorText = useErrorText();
  const refusedRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => vm.start(), [vm]);
  useEffect(() => {
    if (vm.phase === 'refused') refusedRef.current?.focus();
    if (vm.phase === 'done') doneRef.current?.focus();
  }, [vm.phase]);

  return (
    <section className="card handoff handoff--phone" data-testid="phone-verification">
      {vm.phase === 'claiming' ? (
        <>
          <PageHeading>{t('phone.title')}</PageHeading>
          <Spinner label={t('phone.claiming')} />
        </>
      ) : null}
      {vm.phase === 'refused' && vm.error ? (
        <>
          <PageHeading>{t('phone.title')}</PageHeading>
          <Alert tone="error" title={errorText(vm.error).title} ref={refusedRef} focusable>
            <p>{errorText(vm.error).message}</p>
            {errorText(vm.error).code ? <p className="error-code">{errorText(vm.error).code}</p> : null}
          </Alert>
        </>
      ) : null}
      {vm.phase === 'failed' && vm.error ? (
        <>
          <PageHeading>{t('phone.title')}</PageHeading>
          <LoadFailed what={t('phone.claimFailed')} error={vm.error} retrying={vm.retrying} onRetry={vm.retry} />
        </>
      ) : null}
      {vm.phase === 'capturing' && vm.claim && capture ? (
        <>
          <PageHeading>{vm.claim.firstName ? t('phone.hello', { name: vm.claim.firstName }) : t('phone.title')}</PageHeading>
          <p>{t('phone.intro')}</p>
          <ContainerProvider container={capture}>
            <Suspense fallback={<Spinner label={t('phone.claiming')} />}>
              <CaptureFlow capture={capture} request={vm.claim.request} inSendMoney={false} onDone={(outcome) => vm.finished(outcome.kind === 'submitted' ? 'submitted' : 'closed')} />
            </Suspense>
          </ContainerProvider>
        </>
      ) : null}
      {vm.phase === 'closed' ? (
        <>
          <PageHeading>{t('phone.title')}</PageHeading>
          <Alert tone="info">
            <p>{t('phone.closed')}</p>
          </Alert>
          <p className="handoff__actions">
            <button type="button" className="button button--primary" onClick={vm.reopen}>
              {t('phone.reopen')}
            </button>
          </p>
        </>
      ) : null}
      {vm.phase === 'done' ? (
        <>
          <h1 ref={doneRef} tabIndex={-1} className="page-heading">
            {t('phone.done.title')}
          </h1>
          <Alert tone="success">
            <p>{t('phone.done.message')}</p>
          </Alert>
        </>
      ) : null}
    </section>
  );
});

/**
 * The wizard in the capture container, once the upload's modules are loaded there (they load on
 * demand, so the container the capture was made from may not have them yet): its gateway then
 * takes the capture token's credentials.
 */
function CaptureFlow({ capture, ...flow }: ProviderFlowProps & { capture: Container }) {
  use(ensureKycModules(capture));
  return <ManualUploadFlow {...flow} />;
}
