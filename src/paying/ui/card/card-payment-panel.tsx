import { useCallback, useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { formatMoney } from '@/shared/kernel/money';
import type { PaymentPanelProps } from '@/shared/payment/payment-panel';
import { Alert } from '@/shared/ui/alert';
import { CARD_FIELDS_NAMESPACE, CardFields } from '@/shared/ui/card-fields';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { BRAND_NAMES, expiryText } from '../../domain/card';
import { CARD_DIALOGS, cardPaymentMessageKey } from '../../domain/card-payment';
import type { CardFormMountOptions, CardFormSlots } from '../../application/card-form';
import { CardPaymentViewModel, makeCardPaymentViewModel } from './card-payment-view-model';
import { postMethodForm } from './method-form';
import './card.css';

const NAMESPACES = ['paying-card', CARD_FIELDS_NAMESPACE, 'errors'] as const;

/**
 * The challenge's frames: as tight a sandbox as the provider's pages work in (their own scripts on
 * their own origin, and their forms); nothing else of the portal's.
 */
const VENDOR_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms';

/** The view model of a mounted panel, built from the container's services and the pay step's props. */
function useCardPayment(props: PaymentPanelProps): CardPaymentViewModel {
  const vm = useViewModel(CardPaymentViewModel, (c) => makeCardPaymentViewModel(c, props));
  useEffect(() => {
    vm.setProps(props);
  });
  return vm;
}

/**
 * Paying by card (the pay step renders it when the customer chooses Card): the saved cards, a new
 * card through the provider's hosted form, Pay, 3-D Secure and the payment's status.
 */
export const CardPaymentPanel = observer(function CardPaymentPanel(props: PaymentPanelProps) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const vm = useCardPayment(props);
  const errorText = useErrorText();
  const id = useId();
  const headingId = `${id}-heading`;
  const locale = intlLocale(i18n.language);
  const outcomeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void vm.load();
    return () => vm.dispose();
  }, [vm]);

  const checking = vm.step.kind === 'checking';
  useEffect(() => {
    if (!checking) return undefined;
    const timer = setInterval(() => void vm.tick(), 1000);
    return () => clearInterval(timer);
  }, [vm, checking]);

  // A result is read out where the customer is: the focus moves to it.
  const outcome = vm.step.kind === 'approved' || vm.step.kind === 'declined' || vm.step.kind === 'failed' ? vm.step.kind : null;
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const step = vm.step;
  const choosing = step.kind === 'choosing' || step.kind === 'paying';
  const payError = vm.payError ? errorText(vm.payError) : undefined;
  const dialog = vm.dialog;

  return (
    <section className="card-payment" aria-labelledby={headingId} data-testid="card-payment" data-step={step.kind}>
      <h2 id={headingId} className="card-payment__heading">
        {t('paying-card:heading')}
      </h2>

      {choosing ? (
        <>
          <CardList vm={vm} name={`${id}-card`} />
          <CardForm vm={vm} />
          {vm.notice === 'alreadySaved' ? <Alert tone="info">{t('paying-card:alreadySaved')}</Alert> : null}
          {vm.problem === 'chooseCard' ? (
            <p className="field__error" role="alert" id={`${id}-problem`}>
              {t('paying-card:chooseCard')}
            </p>
          ) : null}
          {payError ? (
            <Alert tone="error" title={payError.title}>
              <p>{payError.message}</p>
              {payError.code ? <p className="error-code">{payError.code}</p> : null}
              <button type="button" className="button button--secondary" aria-disabled={step.kind === 'paying' || undefined} onClick={() => void vm.pay()}>
                {t('errors:tryAgain')}
              </button>
            </Alert>
          ) : null}
          <div className="actions card-payment__actions">
            <button
              type="button"
              className="button button--primary button--block"
              aria-disabled={step.kind === 'paying' || vm.cardForm.kind === 'saving' || undefined}
              aria-describedby={vm.problem ? `${id}-problem` : undefined}
              onClick={() => void vm.pay()}
              data-testid="card-pay"
            >
              {step.kind === 'paying' ? t('paying-card:paying') : t('paying-card:pay', { amount: formatMoney(vm.transfer.total, locale) })}
            </button>
            <button type="button" className="button button--secondary" onClick={vm.cancel} disabled={step.kind === 'paying'}>
              {t('paying-card:back')}
            </button>
          </div>
          {step.kind === 'paying' ? <Spinner label={t('paying-card:paying')} /> : null}
        </>
      ) : null}

      {step.kind === 'challenge' ? (
        <div className="card-payment__challenge">
          <h3 className="card-payment__subheading">{t('paying-card:challengeHeading')}</h3>
          <p>{t('paying-card:challengeIntro')}</p>
          <VendorFrame
            url={step.url}
            title={t('paying-card:challengeTitle')}
            loaded={step.loaded}
            loading={t('paying-card:challengeLoading')}
            listen={vm.listenToChallenge}
            testId="card-challenge-frame"
          />
        </div>
      ) : null}

      {step.kind === 'checking' ? <Spinner label={t('paying-card:checking')} /> : null}

      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} className="card-payment__outcome" data-testid="card-outcome" data-outcome={outcome}>
          {step.kind === 'approved' ? <Alert tone="success" title={t('paying-card:approved')} /> : null}
          {step.kind === 'declined' ? (
            <Alert tone="error" title={t('paying-card:declined')}>
              <p data-testid="card-decline-message">{t(`paying-card:${cardPaymentMessageKey(step.code)}`)}</p>
              <button type="button" className="button button--secondary" onClick={vm.chooseAgain}>
                {t('paying-card:chooseAgain')}
              </button>
            </Alert>
          ) : null}
          {step.kind === 'failed' ? (
            <Alert tone="error" title={t('paying-card:failed')}>
              <p>{t(`paying-card:${cardPaymentMessageKey(undefined)}`)}</p>
              {errorText(step.error).code ? <p className="error-code">{errorText(step.error).code}</p> : null}
              <button type="button" className="button button--secondary" onClick={vm.chooseAgain}>
                {t('paying-card:chooseAgain')}
              </button>
            </Alert>
          ) : null}
        </div>
      ) : null}

      <MethodFormFrame vm={vm} title={t('paying-card:methodFrameTitle')} />

      <ModalDialog
        open={dialog !== undefined}
        role="alertdialog"
        title={dialog ? t(`errors:${CARD_DIALOGS[dialog.kind]}.title`) : ''}
        onClose={vm.closeDialog}
        closeButton
        closeOnBackdrop
        actions={
          <button type="button" className="button button--primary" autoFocus onClick={vm.closeDialog}>
            {t('errors:ok')}
          </button>
        }
      >
        {dialog ? (
          <div data-testid="card-dialog" data-dialog={dialog.kind}>
            <p>{t(`errors:${CARD_DIALOGS[dialog.kind]}.message`)}</p>
            {dialog.kind === 'issuerCountry' ? <p>{t('errors:IssuerCardCountryNotEqualBeneficiaryCountry.hint')}</p> : null}
            {dialog.error?.requestId ? <p className="dialog__code">{t('errors:errorCode', { code: dialog.error.requestId })}</p> : null}
          </div>
        ) : null}
      </ModalDialog>
    </section>
  );
});

/** The saved cards as a radio list: expired ones marked "Expired" and not selectable. */
const CardList = observer(function CardList({ vm, name }: { vm: CardPaymentViewModel; name: string }) {
  const { t } = useTranslation(NAMESPACES);
  const cards = vm.cards;
  if (cards.state === 'failed' || cards.retrying) {
    return <LoadFailed what={t('paying-card:loadFailed')} error={cards.error!} retrying={cards.retrying} onRetry={() => void vm.load()} testId="card-list-failed" />;
  }
  if (cards.state !== 'ready') return <Spinner label={t('paying-card:loading')} />;
  if (vm.cardList.length === 0) return <p className="card-payment__empty">{t('paying-card:noCards')}</p>;
  const chosen = vm.chosen?.id;
  return (
    <fieldset className="choices card-list">
      <legend>{t('paying-card:savedCards')}</legend>
      {vm.cardList.map(({ card, expired }) => {
        const hintId = `${name}-${card.id}-hint`;
        return (
          <label key={card.id} className={expired ? 'choice card-choice card-choice--expired' : 'choice card-choice'} data-testid="saved-card" data-last4={card.last4}>
            <input
              type="radio"
              name={name}
              value={card.id}
              checked={chosen === card.id}
              disabled={expired || vm.step.kind !== 'choosing'}
              aria-describedby={hintId}
              onChange={() => vm.choose(card.id)}
            />
            <span className="choice__text">
              <span>{t('paying-card:cardLabel', { brand: BRAND_NAMES[card.brand], last4: card.last4 })}</span>
              <span className="hint" id={hintId}>
                {expired ? t('paying-card:expiredOn', { expiry: expiryText(card.expiry) }) : t('paying-card:expires', { expiry: expiryText(card.expiry) })}
              </span>
            </span>
            {expired ? <span className="badge badge--warning card-choice__badge">{t('paying-card:expired')}</span> : null}
          </label>
        );
      })}
    </fieldset>
  );
});

/** "Add a new card" and the provider's hosted form in its frame. */
const CardForm = observer(function CardForm({ vm }: { vm: CardPaymentViewModel }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const form = vm.cardForm;
  const mount = useCallback((slots: CardFormSlots, options: Omit<CardFormMountOptions, 'onChange'>) => vm.mountCardForm(slots, options.locale, options), [vm]);
  switch (form.kind) {
    case 'closed':
      return (
        <div className="card-payment__add">
          <button type="button" className="button button--secondary" onClick={() => void vm.openCardForm()} disabled={vm.step.kind !== 'choosing'}>
            {t('paying-card:addCard')}
          </button>
        </div>
      );
    case 'opening':
      return <Spinner label={t('paying-card:formLoading')} />;
    case 'openFailed':
      return <LoadFailed what={t('paying-card:formOpenFailed')} error={form.error} retrying={false} onRetry={() => void vm.openCardForm()} testId="card-form-failed" />;
    case 'open':
      return (
        <div className="card-payment__form">
          <h3 className="card-payment__subheading">{t('paying-card:formHeading')}</h3>
          <p className="hint">{t('paying-card:formIntro')}</p>
          <CardFields
            layout={form.layout}
            state={form.state}
            mount={mount}
            title={t('paying-card:formTitle')}
            loading={t('paying-card:formLoading')}
            provider={form.provider}
          />
          {form.problem ? (
            <p className="field__error" role="alert" data-testid="card-form-problem">
              {t(`paying-card:formProblem.${form.problem}`)}
            </p>
          ) : null}
          <div className="actions card-payment__form-actions">
            <button
              type="button"
              className="button button--primary"
              aria-disabled={!form.state.ready || form.submitting || undefined}
              onClick={() => void vm.saveNewCard()}
              data-testid="card-save"
            >
              {form.provider === 'vantiv'
                ? form.submitting
                  ? t('paying-card:paying')
                  : t('paying-card:payWithCard', { amount: formatMoney(vm.transfer.total, intlLocale(i18n.language)) })
                : form.submitting
                  ? t('paying-card:savingCard')
                  : t('paying-card:saveCard')}
            </button>
            <button type="button" className="button button--ghost" onClick={vm.closeCardForm}>
              {t('paying-card:closeForm')}
            </button>
          </div>
        </div>
      );
    case 'saving':
      return <Spinner label={t('paying-card:saving', { last4: form.last4 })} />;
    case 'leaving':
      return <Spinner label={t('paying-card:threeDsLeaving')} />;
    case 'saveFailed':
      return <LoadFailed what={t('paying-card:saveFailed')} error={form.error} retrying={false} onRetry={() => void vm.openCardForm()} testId="card-save-failed" />;
  }
});

/** A vendor page in a frame, heard only through the view model's listener (in place before the frame loads). */
function VendorFrame({
  url,
  title,
  loaded,
  loading,
  listen,
  testId,
}: {
  url: string;
  title: string;
  loaded: boolean;
  loading: string;
  listen: (target: Window, frame: HTMLIFrameElement) => () => void;
  testId: string;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const stop = listen(window, frame);
    frame.src = url;
    return stop;
  }, [listen, url]);
  return (
    <div className="card-payment__stage" aria-busy={!loaded}>
      {loaded ? null : <Spinner label={loading} />}
      <iframe
        ref={frameRef}
        className="vendor-page-frame"
        title={title}
        sandbox={VENDOR_FRAME_SANDBOX}
        referrerPolicy="strict-origin"
        data-testid={testId}
      />
    </div>
  );
}

/**
 * The hidden frame the 3-D Secure method form is posted into: the card issuer's method page runs its
 * script there (device data for 3-D Secure 2; without it more customers are challenged). A frame of
 * the vendor origin, sandboxed as every vendor frame: its scripts run on its own origin and cannot
 * reach the portal's. The portal needs nothing back from it.
 */
const MethodFormFrame = observer(function MethodFormFrame({ vm, title }: { vm: CardPaymentViewModel; title: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const name = `card-3ds-method-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const form = vm.methodForm;
  useEffect(() => {
    const host = hostRef.current;
    // Once per form (an effect may run again before the next render: React's strict mode).
    if (!form || !host || vm.methodForm !== form) return;
    postMethodForm(host, form, name);
    vm.methodFormPosted();
  }, [form, name, vm]);
  return (
    <div ref={hostRef} hidden>
      <iframe name={name} title={title} sandbox={VENDOR_FRAME_SANDBOX} tabIndex={-1} />
    </div>
  );
});
