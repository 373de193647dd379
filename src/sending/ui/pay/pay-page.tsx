import { lazy, Suspense, useEffect, useId, useMemo, useRef, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { formatMoney } from '@/shared/kernel/money';
import { PaymentPanels, type PaymentMethodKind, type PaymentPanelProps } from '@/shared/payment/payment-panel';
import { Alert } from '@/shared/ui/alert';
import { blurTowardButton } from '@/shared/ui/blur-toward-button';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { Spinner } from '@/shared/ui/spinner';
import { ModalDialog } from '@/shared/ui/modal-dialog';
import { useErrorText } from '@/shared/ui/use-error-text';
import { paymentMethodLabelKey, type PaymentOffer } from '../../domain/payment-offer';
import { disclosureFactsOf, type DisclosureFacts } from '../../domain/disclosure';
import { TransferDisclosure } from '../disclosure/transfer-disclosure';
import { TransactionFormFields } from '@/shared/ui/schema-form/field-controls';
import { makePayViewModel, PayViewModel } from './pay-view-model';
import './pay.css';

// paying-card: the card payment codes' messages a failed result shows.
const NAMESPACES = ['send-pay', 'send-disclosure', 'domain', 'validation', 'errors', 'send-new-recipient', 'paying-card'] as const;

/** Step 4, Confirm and pay (/send-money/pay/:transactionReference?). */
export const PayPage = observer(function PayPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(PayViewModel, makePayViewModel);
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    void vm.load({
      reference: params.transactionReference,
      result: search.get('result') ?? undefined,
      check: search.get('check') ?? undefined,
      error: search.get('error') ?? undefined,
    });
    // Opened once per visit: the address the callbacks give is read when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vm]);

  if (vm.redirect) return <Navigate to={vm.redirect} replace />;
  return (
    <div className="pay">
      <PageHeading>{t(vm.phase === 'result' ? 'send-pay:result.heading' : 'send-pay:heading')}</PageHeading>
      {vm.phase === 'loading' ? <PageLoader label={t('send-pay:loading')} /> : null}
      {vm.phase === 'confirm' ? <ConfirmForm vm={vm} onPaying={(reference) => void navigate(`/send-money/pay/${encodeURIComponent(reference)}`, { replace: true })} /> : null}
      {vm.phase === 'paying' ? <Paying vm={vm} /> : null}
      {vm.phase === 'result' ? (
        <Result
          vm={vm}
          onDone={() => {
            vm.done();
            void navigate('/transfers');
          }}
        />
      ) : null}
    </div>
  );
});

/** The facts the disclosure shows (src/sending/domain/disclosure.ts disclosureFactsOf). */
function factsOf(vm: PayViewModel): DisclosureFacts | undefined {
  const quote = vm.draft.quote;
  return quote ? disclosureFactsOf(quote, vm.charges) : undefined;
}

const ConfirmForm = observer(function ConfirmForm({ vm, onPaying }: { vm: PayViewModel; onPaying: (reference: string) => void }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const locale = intlLocale(i18n.language);
  const errorText = useErrorText();
  const id = useId();
  const panels = useContainer().get(PaymentPanels);
  const controls = useRef<Partial<Record<string, HTMLElement | null>>>({});
  // One stable ref callback per schema field (the schema form's controls keep theirs by name).
  const controlRef = useMemo(() => {
    const refs = new Map<string, (element: HTMLElement | null) => void>();
    return (name: string) => {
      let ref = refs.get(name);
      if (!ref) {
        ref = (element: HTMLElement | null) => {
          controls.current[name] = element;
        };
        refs.set(name, ref);
      }
      return ref;
    };
  }, []);
  const draft = vm.draft;
  const quote = draft.quote!;
  const recipient = draft.recipient!;
  const facts = factsOf(vm);
  const methods = vmMethods(vm, panels);
  const required = (field: string) => t('validation:required', { field });

  const afterContinue = (made: boolean) => {
    if (made) {
      if (vm.reference) onPaying(vm.reference);
      return;
    }
    if (vm.ssnOpen) return;
    const first = vm.firstInvalid;
    if (first) controls.current[first]?.focus();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    afterContinue(await vm.proceed());
  };

  if (vm.quoteExpired) {
    return (
      <Alert tone="info" title={t('send-pay:expired.title')}>
        <p>{t('send-pay:expired.text')}</p>
        <a className="button button--secondary" href="/send-money/quote">
          {t('send-pay:expired.renew')}
        </a>
      </Alert>
    );
  }

  return (
    <>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        {vm.notice ? (
          <Alert tone="error" title={t(`errors:${vm.notice}.title`, { defaultValue: t('errors:generic.title') })}>
            <p>{t(`errors:${vm.notice}.message`, { defaultValue: t('errors:generic.message') })}</p>
          </Alert>
        ) : null}
        <section className="card pay__summary" aria-labelledby={`${id}-to`}>
          <h2 id={`${id}-to`} className="pay__subtitle">
            {t('send-pay:to', { name: recipient.displayName })}
          </h2>
          <p className="hint">
            {t(`domain:payoutType.${quote.payoutType}`)} · {t(`domain:country.${quote.destinationCountry}`)}
          </p>
          {vm.chargesError && !vm.quoteExpired ? (
            <LoadFailed what={t('send-pay:chargesFailed')} error={vm.chargesError} retrying={false} onRetry={() => void vm.loadCharges()} />
          ) : null}
          {facts && draft.sender ? <TransferDisclosure facts={facts} sourceCountry={draft.sender.country} now={vm.now} kind="disclosure" /> : null}
        </section>

        <div className={vm.problemOf('purpose') || vm.serverErrorOf('purpose_of_transaction') ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-purpose`}>{t('send-pay:purpose')}</label>
          <select
            id={`${id}-purpose`}
            name="purpose_of_transaction"
            ref={(node) => {
              controls.current.purpose = node;
            }}
            value={vm.purpose}
            aria-invalid={vm.problemOf('purpose') ? true : undefined}
            aria-describedby={vm.problemOf('purpose') ? `${id}-purpose-error` : undefined}
            onChange={(e) => vm.setPurpose(e.target.value)}
          >
            <option value="">{t('send-pay:choose')}</option>
            {vm.purposes.map((p) => (
              <option key={p.value} value={p.value}>
                {p.key ? t(`domain:purpose.${p.key}`) : p.label}
              </option>
            ))}
          </select>
          {vm.problemOf('purpose') || vm.serverErrorOf('purpose_of_transaction') ? (
            <p id={`${id}-purpose-error`} className="field__error">
              {vm.problemOf('purpose') ? required(t('send-pay:purposeField')) : vm.serverErrorOf('purpose_of_transaction')}
            </p>
          ) : null}
        </div>

        {vm.asksCollectionPoint ? (
          <div className={vm.problemOf('collectionPoint') || vm.serverErrorOf('collection_point_code') ? 'field field--invalid' : 'field'}>
            <label htmlFor={`${id}-point`}>{t('send-pay:collectionPoint')}</label>
            <select
              id={`${id}-point`}
              name="collection_point_code"
              ref={(node) => {
                controls.current.collectionPoint = node;
              }}
              value={vm.collectionPoint}
              aria-invalid={vm.problemOf('collectionPoint') || vm.serverErrorOf('collection_point_code') ? true : undefined}
              aria-describedby={vm.problemOf('collectionPoint') || vm.serverErrorOf('collection_point_code') ? `${id}-point-error` : undefined}
              onChange={(e) => vm.setCollectionPoint(e.target.value)}
            >
              <option value="">{t('send-pay:choose')}</option>
              {vm.collectionPoints.map((p) => (
                <option key={p.code} value={p.code}>
                  {p.name}, {p.city}
                </option>
              ))}
            </select>
            {vm.problemOf('collectionPoint') || vm.serverErrorOf('collection_point_code') ? (
              <p id={`${id}-point-error`} className="field__error">
                {vm.problemOf('collectionPoint') ? required(t('send-pay:collectionPointField')) : vm.serverErrorOf('collection_point_code')}
              </p>
            ) : null}
          </div>
        ) : null}

        {vm.schemaState === 'failed' && vm.schemaError ? (
          <LoadFailed what={t('send-pay:schemaFailed')} error={vm.schemaError} retrying={false} onRetry={() => void vm.loadSchema()} />
        ) : null}

        <TransactionFields vm={vm} controlRef={controlRef} formId={id} />

        {vm.remarksInForm ? null : (
          <div className="field">
            <label htmlFor={`${id}-remarks`}>{t('send-pay:remarks')}</label>
            <input id={`${id}-remarks`} name="remarks" maxLength={256} value={vm.remarks} autoComplete="off" onChange={(e) => vm.setRemarks(e.target.value)} />
          </div>
        )}

        {vm.features.promo ? (
          <div className={vm.promoRefused ? 'field field--invalid' : 'field'}>
            <label htmlFor={`${id}-promo`}>{t('send-pay:promo')}</label>
            <div className="field__row">
              <input
                id={`${id}-promo`}
                name="promotion_code"
                value={vm.promoText}
                autoComplete="off"
                autoCapitalize="characters"
                aria-invalid={vm.promoRefused ? true : undefined}
                aria-describedby={vm.promoRefused ? `${id}-promo-error` : vm.promoApplied ? `${id}-promo-applied` : undefined}
                onChange={(e) => vm.typePromo(e.target.value)}
                onBlur={(e) => {
                  if (!blurTowardButton(e) && vm.promoText.trim() && vm.promoText.trim().toUpperCase() !== vm.promoApplied) void vm.applyPromo();
                }}
              />
              <button type="button" className="button button--secondary" onClick={() => void vm.applyPromo()} aria-disabled={vm.applyingPromo ? true : undefined}>
                {t('send-pay:applyPromo')}
              </button>
            </div>
            {vm.promoRefused ? (
              <p id={`${id}-promo-error`} className="field__error">
                {t('errors:InvalidPromotionCode.message')}
              </p>
            ) : null}
            {vm.promoError && !vm.promoRefused ? <p className="field__error">{errorText(vm.promoError).message}</p> : null}
            {vm.promoApplied && vm.charges ? (
              <p id={`${id}-promo-applied`} className="hint" role="status">
                {t('send-pay:promoApplied', { code: vm.promoApplied, discount: formatMoney(vm.charges.discount, locale) })}{' '}
                <button type="button" className="button button--ghost" onClick={() => void vm.removePromo()}>
                  {t('send-pay:removePromo')}
                </button>
              </p>
            ) : null}
          </div>
        ) : null}

        {vm.asksReview ? (
          <div className={vm.problemOf('review') ? 'field field--invalid' : 'field'}>
            <label className="choice">
              <input
                type="checkbox"
                name="review_confirmation"
                ref={(node) => {
                  controls.current.review = node;
                }}
                checked={vm.reviewed}
                aria-invalid={vm.problemOf('review') ? true : undefined}
                aria-describedby={vm.problemOf('review') ? `${id}-review-error` : undefined}
                onChange={(e) => vm.setReviewed(e.target.checked)}
              />
              <span>{t('send-pay:review', { name: recipient.displayName, amount: facts ? formatMoney(facts.receive, locale) : '' })}</span>
            </label>
            {vm.problemOf('review') ? (
              <p id={`${id}-review-error`} className="field__error">
                {t('send-pay:reviewRequired')}
              </p>
            ) : null}
          </div>
        ) : null}

        <fieldset className={vm.problemOf('method') ? 'choices field--invalid' : 'choices'} aria-describedby={vm.problemOf('method') ? `${id}-method-error` : undefined}>
          <legend className="pay__legend">{t('send-pay:method')}</legend>
          {methods.map((method, index) => (
            <label key={method} className="choice" data-testid={`payment-method-${method}`}>
              <input
                type="radio"
                name="payment_method"
                value={method}
                ref={
                  index === 0
                    ? (node) => {
                        controls.current.method = node;
                      }
                    : undefined
                }
                checked={vm.method === method}
                onChange={() => vm.chooseMethod(method)}
              />
              <MethodLabel offer={vm.offer} method={method} />
            </label>
          ))}
          {vm.offerError ? <LoadFailed what={t('send-pay:methodsFailed')} error={vm.offerError} retrying={false} onRetry={() => void vm.loadOffer()} /> : null}
          {vm.problemOf('method') ? (
            <p id={`${id}-method-error`} className="field__error">
              {t('send-pay:methodRequired')}
            </p>
          ) : null}
        </fieldset>

        <CreateFailure vm={vm} />

        <div className="actions">
          <button type="submit" className="button button--primary button--block" aria-disabled={vm.creating ? true : undefined} data-testid="pay-continue">
            {vm.creating ? t('send-pay:creating') : t('send-pay:continue')}
          </button>
        </div>
      </form>
      <SsnDialog vm={vm} onConfirmed={afterContinue} />
    </>
  );
});

/**
 * The transaction schema's fields besides the purpose and the collection point, in the schema's
 * order, with the recipient form's controls (a choice among a data source's options, or text).
 */
/** A create's refusal that no field shows (AccountCodeNotVerified, say): its catalogue title and text, with the error code. */
export const CreateFailure = observer(function CreateFailure({ vm }: { vm: PayViewModel }) {
  const errorText = useErrorText();
  const failure = vm.createFailure ? errorText(vm.createFailure) : undefined;
  if (!failure) return null;
  return (
    <Alert tone="error" title={failure.title}>
      <p>{failure.message}</p>
      {failure.code ? <p className="hint">{failure.code}</p> : null}
    </Alert>
  );
});

export const TransactionFields = observer(function TransactionFields({ vm, controlRef, formId }: { vm: PayViewModel; controlRef: (name: string) => (element: HTMLElement | null) => void; formId: string }) {
  return <TransactionFormFields form={vm.form} controlRef={controlRef} formId={formId} />;
});

/**
 * A US customer's SSN last-4 dialog (spec 02 section 2): four digits, masked unless shown, never
 * kept; Confirm makes the transfer with them, a refusal of them shows under the field with the
 * dialog kept open; Cancel (or the close button, or Escape) goes back to the step with everything kept.
 */
export const SsnDialog = observer(function SsnDialog({ vm, onConfirmed }: { vm: PayViewModel; onConfirmed: (made: boolean) => void }) {
  const { t } = useTranslation(NAMESPACES);
  const id = useId();
  const problem = vm.ssnProblem;
  const refusal = vm.ssnRefusal;
  const error = problem ? t(`send-pay:ssn.${problem}`) : refusal ? t(`send-pay:ssn.${refusal}`) : undefined;
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    onConfirmed(await vm.confirmSsn());
  };
  return (
    <ModalDialog
      open={vm.ssnOpen}
      title={t('send-pay:ssn.title')}
      size="sm"
      closeButton
      onClose={vm.cancelSsn}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={vm.cancelSsn} data-testid="ssn-cancel">
            {t('send-pay:ssn.cancel')}
          </button>
          <button type="submit" form={`${id}-ssn-form`} className="button button--primary" aria-disabled={vm.creating ? true : undefined} data-testid="ssn-confirm">
            {vm.creating ? t('send-pay:creating') : t('send-pay:ssn.confirm')}
          </button>
        </>
      }
    >
      <form id={`${id}-ssn-form`} className="form" noValidate onSubmit={(e) => void confirm(e)}>
        <p>{t('send-pay:ssn.text')}</p>
        <div className={error ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-ssn`}>{t('send-pay:ssn.label')}</label>
          <div className="field__row">
            <input
              id={`${id}-ssn`}
              name="ssn_last4"
              type={vm.ssnVisible ? 'text' : 'password'}
              inputMode="numeric"
              maxLength={4}
              autoComplete="off"
              spellCheck={false}
              value={vm.ssnDigits}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-ssn-error` : undefined}
              onChange={(e) => vm.typeSsn(e.target.value)}
              data-autofocus
              data-testid="ssn-last4"
            />
            <button type="button" className="button button--ghost" aria-pressed={vm.ssnVisible} onClick={vm.toggleSsnVisible}>
              {t(vm.ssnVisible ? 'send-pay:ssn.hide' : 'send-pay:ssn.show')}
            </button>
          </div>
          {error ? (
            <p id={`${id}-ssn-error`} className="field__error">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </ModalDialog>
  );
});

/**
 * A method's name in the list, with its one-line hint when it has one: an instant bank payment by
 * apaylo (Canada's) is "Interac e-Transfer" (the same in every language), by Trustly (Europe's)
 * "Instant bank payment".
 */
function MethodLabel({ offer, method }: { offer: PaymentOffer; method: PaymentMethodKind }) {
  const { t } = useTranslation(NAMESPACES);
  const key = paymentMethodLabelKey(offer, method);
  const hint = t(`send-pay:methodHints.${key}`, { defaultValue: '' });
  return (
    <span className="choice__text">
      <span>{t(`send-pay:methods.${key}`)}</span>
      {hint ? <span className="hint">{hint}</span> : null}
    </span>
  );
}

/** The methods the back office offers that have a panel (a method without one is not offered). */
function vmMethods(vm: PayViewModel, panels: PaymentPanels): PaymentMethodKind[] {
  return vm.methods.filter((m) => panels[m] !== undefined);
}

const panelCache = new WeakMap<object, ComponentType<PaymentPanelProps>>();

const Paying = observer(function Paying({ vm }: { vm: PayViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const panels = useContainer().get(PaymentPanels);
  const method = vm.method;
  const load = method ? panels[method] : undefined;
  const Panel = useMemo(() => {
    if (!load) return undefined;
    let component = panelCache.get(load);
    if (!component) {
      component = lazy(() => load().then((c) => ({ default: c })));
      panelCache.set(load, component);
    }
    return component;
  }, [load]);
  const quote = vm.draft.quote;
  const reference = vm.reference;
  const instantBank = vm.offer.instantBank;
  if (!Panel || !quote || !reference) return <Spinner label={t('send-pay:loading')} />;
  return (
    <Suspense fallback={<Spinner label={t('send-pay:loading')} />}>
      {vm.madeWithEarlierDetails ? (
        <Alert tone="info" title={t('send-pay:madeBefore.title')}>
          <p data-testid="pay-made-before">{t('send-pay:madeBefore.text', { reference })}</p>
        </Alert>
      ) : null}
      <Panel
        transfer={{
          transactionReference: reference,
          intentId: vm.draft.intentId,
          // The transfer's own total once made (one found made earlier may differ from the charges shown since).
          total: vm.transaction?.total ?? vm.charges?.total ?? quote.total,
          destinationCountry: quote.destinationCountry,
          recipientName: vm.draft.recipient?.displayName ?? '',
          ...(instantBank ? { instantBank } : {}),
        }}
        pay={vm.pay}
        paymentStatus={vm.paymentStatus}
        onOutcome={vm.finishPayment}
        onCancel={vm.cancelPayment}
      />
    </Suspense>
  );
});

/**
 * Step 4's result. Pending: the page loader's confirming-transfer message, whose OK (`pay-done`)
 * ends the transfer in progress and goes to the transfers; successful or failed: the outcome with
 * OK (and Try again when it failed). The receipt follows unless the payment failed.
 */
export const Result = observer(function Result({ vm, onDone }: { vm: PayViewModel; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACES);
  const errorText = useErrorText();
  const outcome = vm.outcome!;
  const facts = factsOf(vm);
  const pending = outcome.status === 'pending';
  if (outcome.status === 'unknown') {
    // Nobody knows yet whether money was taken: said as it is, asked again, nothing new offered meanwhile.
    const code = errorText(outcome.error).code;
    return (
      <section className="pay__result" data-testid="payment-unknown" aria-busy={vm.checking}>
        <Alert tone="error" title={t('send-pay:result.unknown.title')}>
          <p>{t('send-pay:result.unknown.text')}</p>
          {code ? <p className="error-code">{code}</p> : null}
          {vm.reference ? <p className="hint">{t('send-pay:result.reference', { reference: vm.reference })}</p> : null}
        </Alert>
        <div className="actions">
          <button type="button" className="button button--primary" disabled={vm.checking} onClick={() => void vm.checkAgain()} data-testid="pay-check-again">
            {vm.checking ? t('send-pay:result.unknown.checking') : t('send-pay:result.unknown.checkAgain')}
          </button>
        </div>
      </section>
    );
  }
  return (
    <section className="pay__result" data-testid={`payment-${outcome.status}`} aria-live={pending ? undefined : 'polite'}>
      {pending ? (
        <>
          <PageLoader type="button" onConfirm={() => vm.done()} confirmTestId="pay-done" />
          {vm.reference ? <p className="hint pay__reference">{t('send-pay:result.reference', { reference: vm.reference })}</p> : null}
        </>
      ) : (
        <Alert tone={outcome.status === 'failed' ? 'error' : 'success'} title={t(`send-pay:result.${outcome.status}.title`)}>
          <p>
            {outcome.status === 'failed' && outcome.code
              ? t(`paying-card:cardPayment.${outcome.code}`, { defaultValue: t('send-pay:result.failed.text') })
              : t(`send-pay:result.${outcome.status}.text`)}
          </p>
          {vm.reference ? <p className="hint">{t('send-pay:result.reference', { reference: vm.reference })}</p> : null}
        </Alert>
      )}
      {outcome.status !== 'failed' && facts && vm.draft.sender ? (
        <div className="card pay__receipt">
          <TransferDisclosure facts={facts} sourceCountry={vm.draft.sender.country} now={vm.now} kind="receipt" />
          <button type="button" className="button button--ghost pay__print" onClick={() => window.print()}>
            {t('send-disclosure:print')}
          </button>
        </div>
      ) : null}
      {pending ? null : (
        <div className="actions">
          {outcome.status === 'failed' ? (
            <button type="button" className="button button--primary" onClick={vm.tryAgain}>
              {t('errors:tryAgain')}
            </button>
          ) : null}
          <button type="button" className={outcome.status === 'failed' ? 'button button--secondary' : 'button button--primary'} onClick={onDone} data-testid="pay-done">
            {t('errors:ok')}
          </button>
        </div>
      )}
    </section>
  );
});
