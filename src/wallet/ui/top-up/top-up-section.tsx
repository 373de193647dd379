import { Suspense, use, useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import type { EnsureModules } from '@/shared/di/module-loader';
import { formatMoney } from '@/shared/kernel/money';
import { CARD_FIELDS_NAMESPACE, CardFields } from '@/shared/ui/card-fields';
import { ErrorSummary, Field, FieldError, describedByOf } from '@/shared/ui/form-parts';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { ensureWalletModules } from '../../wallet-loader';
import { WALLET_BRAND_NAMES, expiryText } from '../../domain/saved-card';
import { typedAmountText, type TopUpInteracInstructions, type TopUpResult } from '../../domain/top-up';
import { makeTopUpViewModel, type TopUpField, type TopUpFieldError, TopUpViewModel } from './top-up-view-model';

const NAMESPACES = ['wallet', 'validation', CARD_FIELDS_NAMESPACE, 'errors'] as const;
/** Refusals whose catalogue text speaks to a top-up; for the others the back office's own words are clearer. */
const CATALOGUED = ['CardExpired', 'BankAuthorizationFailed'];

/** How to send an Interac e-Transfer top-up: the paying context's steps, given by the composition root. */
type InteracSteps = ComponentType<{ readonly instructions: TopUpInteracInstructions }>;

/**
 * Topping the wallet up: the way to pay (card, bank transfer, instant bank payment or Interac
 * e-Transfer, as the region offers), the amount
 * (typed or suggested, between the way's minimum and maximum), the saved card for a card top-up,
 * then Top up. The result takes the focus: a card top-up's new balance, or where to pay a bank
 * top-up in, or how to send an Interac e-Transfer; an instant bank payment goes to the bank's page
 * (Trustly's) and comes back to the wallet, which asks how the top-up ended. Errors go under their fields and into a summary at the top of the form; a refusal no
 * field can show goes above the form with its error code; nothing typed is lost.
 */
export const TopUpSection = observer(function TopUpSection({
  ensureCards,
  onTopUp,
  interacSteps,
}: {
  ensureCards: EnsureModules;
  onTopUp: (result: TopUpResult) => void;
  interacSteps?: InteracSteps | undefined;
}) {
  const container = useContainer();
  use(ensureWalletModules(container));
  use(ensureCards(container));
  const { t, i18n } = useTranslation(NAMESPACES);
  const vm = useViewModel(TopUpViewModel, makeTopUpViewModel);
  const errorText = useErrorText();
  const id = useId();
  const locale = intlLocale(i18n.language);
  const sectionRef = useRef<HTMLElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const options = vm.options;
  const option = vm.option;
  const fieldId = (field: TopUpField) => `${id}-${field}`;

  useEffect(() => {
    vm.onTopUp = onTopUp;
    // A new card's 3-D Secure returns here (the wallet asks the back office how it ended).
    vm.returnAddress = `${window.location.origin}${window.location.pathname}`;
  });

  // A new card's issuer asks for 3-D Secure: the whole page goes to its page (as a card add's does).
  const leavingFor = vm.leavingFor;
  useEffect(() => {
    if (leavingFor) window.location.assign(leavingFor);
  }, [leavingFor]);

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // After a press that left errors, the summary takes the focus (ErrorSummary); a result or a refusal is read where the customer is.
  const result = vm.result;
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);
  const error = vm.error;
  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const message = (fieldError: TopUpFieldError): string => {
    if (fieldError.kind === 'chooseCard') return t('wallet:topUp.chooseCard');
    if (fieldError.kind === 'newCard') return t(`wallet:topUp.newCardProblem.${fieldError.reason}`);
    if (fieldError.kind === 'server') return CATALOGUED.includes(fieldError.type) ? t(`errors:${fieldError.type}.message`) : fieldError.message;
    const problem = fieldError.problem;
    switch (problem.kind) {
      case 'required':
        return t('validation:quote.amountRequired');
      case 'format':
        return t('validation:decimal', { field: t('validation:fields.amount'), count: problem.decimals });
      case 'min':
        return t('validation:quote.amountTooLow', { min: formatMoney(problem.limit, locale) });
      case 'max':
        return t('validation:quote.amountTooHigh', { max: formatMoney(problem.limit, locale) });
    }
  };
  const errorOf = (field: TopUpField) => {
    const fieldError = vm.fieldErrors[field];
    return fieldError ? message(fieldError) : undefined;
  };
  const failure = error ? errorText(error) : undefined;

  return (
    <section className="card wallet-section" aria-labelledby={`${id}-heading`} aria-busy={options.state === 'loading'} ref={sectionRef} tabIndex={-1} data-testid="wallet-top-up">
      <h2 id={`${id}-heading`} className="wallet-section__heading">
        {t('wallet:topUp.heading')}
      </h2>

      {result ? (
        <div ref={resultRef} tabIndex={-1} className="wallet-top-up__result" data-testid="wallet-top-up-result" data-status={result.status}>
          <TopUpOutcome result={result} locale={locale} interacSteps={interacSteps} />
          <button type="button" className="button button--secondary" onClick={vm.startAgain}>
            {t('wallet:topUp.again')}
          </button>
        </div>
      ) : null}

      {!result && options.state === 'ready' && vm.offered.length === 0 ? <p className="hint">{t('wallet:topUp.none')}</p> : null}

      {!result ? <ThreeDsReturn vm={vm} /> : null}
      {leavingFor ? <Spinner label={t(vm.method === 'trustly' ? 'wallet:topUp.leavingBank' : 'wallet:topUp.leaving')} /> : null}

      {!result && option && !leavingFor && !vm.bankReturn ? (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.submit();
          }}
        >
          <ErrorSummary
            id={id}
            title={t('wallet:topUp.errorSummary')}
            headingLevel={3}
            summaryRef={summaryRef}
            presses={vm.presses}
            items={vm.errorFields.map((field) => ({ field: fieldId(field), message: errorOf(field) ?? '' }))}
            testId="wallet-top-up-summary"
          />
          {vm.declined && option.method === 'trustly' ? (
            <div className="alert alert--error" role="alert" data-testid="wallet-top-up-bank-declined">
              <p className="alert__title">{t('errors:BankAuthorizationFailed.title')}</p>
              <div className="alert__body">
                <p>{t('errors:BankAuthorizationFailed.message')}</p>
                <p>{t('wallet:topUp.bankDeclined')}</p>
              </div>
              <button type="button" className="button button--secondary" disabled={vm.submitting} onClick={() => void vm.submit()} data-testid="wallet-top-up-bank-retry">
                {t('errors:tryAgain')}
              </button>
            </div>
          ) : vm.declined ? (
            <div className="alert alert--error" role="alert" data-testid="wallet-top-up-declined">
              <p className="alert__title">{t('wallet:topUp.declinedTitle')}</p>
              <div className="alert__body">
                <p>{t('wallet:topUp.declined')}</p>
                {vm.declined.code ? <p className="error-code">{vm.declined.code}</p> : null}
              </div>
            </div>
          ) : null}
          {failure ? (
            <div className="alert alert--error" role="alert" tabIndex={-1} ref={alertRef} data-testid="wallet-top-up-error">
              <p className="alert__title">{failure.title}</p>
              <div className="alert__body">
                <p>{failure.message}</p>
                {failure.code ? <p className="error-code">{failure.code}</p> : null}
              </div>
              {vm.mayTryAgain ? (
                <button type="button" className="button button--secondary" disabled={vm.submitting} onClick={() => void vm.submit()} data-testid="wallet-top-up-try-again">
                  {t('errors:tryAgain')}
                </button>
              ) : null}
            </div>
          ) : null}

          <fieldset className={errorOf('method') ? 'field field--invalid wallet-top-up__methods' : 'field wallet-top-up__methods'} aria-describedby={describedByOf(fieldId('method'), false, Boolean(errorOf('method')))}>
            <legend className="wallet-top-up__legend">{t('wallet:topUp.method')}</legend>
            <div className="choices">
              {vm.offered.map((o, i) => (
                <label key={o.method} className="choice" data-testid={`wallet-top-up-method-${o.method}`}>
                  <input
                    type="radio"
                    name={`${id}-method`}
                    id={i === 0 ? fieldId('method') : undefined}
                    value={o.method}
                    checked={vm.method === o.method}
                    onChange={() => vm.chooseMethod(o.method)}
                  />
                  <span>
                    <span className="wallet-top-up__method">{t(`wallet:topUp.methods.${o.method}`)}</span>
                    <span className="wallet-list__detail">
                      {t('wallet:topUp.limits', { min: formatMoney(o.min, locale), max: formatMoney(o.max, locale) })}
                      {' · '}
                      {o.fee.amountMinor === 0 ? t('wallet:topUp.noFee') : t('wallet:topUp.fee', { fee: formatMoney(o.fee, locale) })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            <FieldError id={fieldId('method')} error={errorOf('method')} />
          </fieldset>

          <Field
            id={fieldId('amount')}
            label={t('wallet:topUp.amount', { currency: option.min.currency })}
            hint={t('wallet:topUp.limits', { min: formatMoney(option.min, locale), max: formatMoney(option.max, locale) })}
            error={errorOf('amount')}
          >
            {(describedBy) => (
              <input
                id={fieldId('amount')}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={vm.amountText}
                aria-invalid={errorOf('amount') ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => vm.setAmount(event.target.value)}
                data-testid="wallet-top-up-amount"
              />
            )}
          </Field>
          {vm.suggestions.length > 0 ? (
            <div className="wallet-top-up__suggestions" role="group" aria-label={t('wallet:topUp.suggested')}>
              {vm.suggestions.map((amount) => (
                <button key={amount.amountMinor} type="button" className="button button--ghost" onClick={() => vm.setAmount(typedAmountText(amount, decimalSeparator(locale)))}>
                  {formatMoney(amount, locale)}
                </button>
              ))}
            </div>
          ) : null}

          {option.method === 'card' ? (
            <CardChoice vm={vm} id={fieldId('card')} error={errorOf('card')} />
          ) : (
            <p className="hint">{t(`wallet:topUp.hints.${option.method}`)}</p>
          )}

          <div className="actions">
            <button type="submit" className="button button--primary" aria-disabled={vm.submitting || undefined} data-testid="wallet-top-up-submit">
              {vm.submitting ? t('wallet:topUp.submitting') : t('wallet:topUp.submit')}
            </button>
          </div>
          {vm.submitting ? <Spinner label={t('wallet:topUp.submitting')} /> : null}
        </form>
      ) : null}

      {options.state === 'loading' && !options.retrying && !options.value ? <Spinner label={t('wallet:topUp.loading')} /> : null}
      {options.error && (options.state === 'failed' || options.retrying) ? (
        <LoadFailed
          what={t('wallet:topUp.failed')}
          error={options.error}
          retrying={options.retrying}
          onRetry={() => void vm.load()}
          onRecovered={() => sectionRef.current?.focus()}
          testId="wallet-top-up-failed"
        />
      ) : null}
    </section>
  );
});

/** The locale's decimal separator ("," in Swedish). */
function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}

/** The value of "a new card" among the saved cards. */
const NEW_CARD = 'new';

/** The card a card top-up is paid with: a saved one (expired ones are not offered) or a new card in the provider's fields. */
const CardChoice = observer(function CardChoice({ vm, id, error }: { vm: TopUpViewModel; id: string; error: string | undefined }) {
  const { t } = useTranslation(NAMESPACES);
  if (vm.cardsError) {
    return <LoadFailed what={t('wallet:topUp.cardsFailed')} error={vm.cardsError} retrying={false} onRetry={() => void vm.loadCards()} testId="wallet-top-up-cards-failed" />;
  }
  if (vm.cards.length === 0) {
    return (
      <div className={error ? 'field field--invalid' : 'field'}>
        <p className="hint" id={id} tabIndex={-1}>
          {t('wallet:topUp.noCards')}
        </p>
        <NewCardFields vm={vm} />
        <FieldError id={id} error={error} />
      </div>
    );
  }
  return (
    <>
      <Field id={id} label={t('wallet:topUp.card')} error={error}>
        {(describedBy) => (
          <select
            id={id}
            name="card"
            value={vm.newCard ? NEW_CARD : (vm.cardId ?? '')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => (event.target.value === NEW_CARD ? vm.chooseNewCard() : vm.chooseCard(Number(event.target.value)))}
            data-testid="wallet-top-up-card"
          >
            {vm.cards.map((card) => (
              <option key={card.id} value={card.id}>
                {t('wallet:topUp.cardOption', { brand: WALLET_BRAND_NAMES[card.brand], last4: card.last4, expiry: expiryText(card.expiry) })}
              </option>
            ))}
            <option value={NEW_CARD}>{t('wallet:topUp.newCard')}</option>
          </select>
        )}
      </Field>
      {vm.newCard ? <NewCardFields vm={vm} /> : null}
    </>
  );
});

/** The card provider's own fields (src/shared/ui/card-fields.tsx), opened when shown. */
const NewCardFields = observer(function NewCardFields({ vm }: { vm: TopUpViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const form = vm.cardForm;
  useEffect(() => {
    if (vm.cardForm.kind === 'closed') void vm.openCardForm();
  }, [vm]);
  if (form.kind === 'opening' || form.kind === 'closed') return <Spinner label={t('wallet:topUp.newCardLoading')} />;
  if (form.kind === 'openFailed') {
    return <LoadFailed what={t('wallet:topUp.newCardFailed')} error={form.error} retrying={false} onRetry={() => void vm.openCardForm()} testId="wallet-top-up-new-card-failed" />;
  }
  return (
    <div className="wallet-top-up__new-card" data-testid="wallet-top-up-new-card">
      <p className="hint">{t('wallet:topUp.newCardIntro')}</p>
      <CardFields layout={form.layout} state={form.state} mount={vm.mountCardForm} title={t('wallet:topUp.newCardTitle')} loading={t('wallet:topUp.newCardLoading')} />
    </div>
  );
});

/** Back from a new card's 3-D Secure or an instant bank payment's bank: the top-up as the back office tells it, never as the address says. */
const ThreeDsReturn = observer(function ThreeDsReturn({ vm }: { vm: TopUpViewModel }) {
  const { t } = useTranslation(NAMESPACES);
  const step = vm.bankReturn;
  const bank = vm.method === 'trustly';
  if (!step) return null;
  if (step.kind === 'asking') return <Spinner label={t('wallet:topUp.threeDsAsking')} />;
  if (step.kind === 'failed') {
    return <LoadFailed what={t('wallet:topUp.threeDsFailed')} error={step.error} retrying={false} onRetry={() => void vm.askBankOutcome()} testId="wallet-top-up-3ds-failed" />;
  }
  return (
    <div className="alert" role="status" data-testid="wallet-top-up-3ds-waiting">
      <p className="alert__title">{t(bank ? 'wallet:topUp.bankWaitingTitle' : 'wallet:topUp.threeDsWaitingTitle')}</p>
      <div className="alert__body">
        <p>{t(bank ? 'wallet:topUp.bankWaiting' : 'wallet:topUp.threeDsWaiting')}</p>
      </div>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={vm.backToBank}>
          {t('wallet:topUp.threeDsContinue')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => void vm.askBankOutcome()}>
          {t('wallet:topUp.threeDsCheck')}
        </button>
        <button type="button" className="button button--ghost" onClick={vm.abandonBankStep}>
          {t('wallet:topUp.threeDsAbandon')}
        </button>
      </div>
    </div>
  );
});

/** What the back office answered: the money is in (card, instant bank payment), or where to pay it in (bank), or what to send (Interac e-Transfer). */
function TopUpOutcome({ result, locale, interacSteps: Steps }: { result: TopUpResult; locale: string; interacSteps: InteracSteps | undefined }): ReactNode {
  const { t } = useTranslation(NAMESPACES);
  const amount = formatMoney(result.amount, locale);
  if (result.status === 'APPROVED') {
    return (
      <div className="alert alert--success" role="status">
        <p className="alert__title">{t('wallet:topUp.approvedTitle')}</p>
        <div className="alert__body">
          <p>{t('wallet:topUp.approved', { amount, balance: formatMoney(result.balance, locale) })}</p>
        </div>
      </div>
    );
  }
  const interac = result.interacTransfer;
  if (interac) {
    return (
      <div className="alert" role="status">
        <p className="alert__title">{t('wallet:topUp.interacTitle', { amount })}</p>
        <div className="alert__body" data-testid="wallet-top-up-interac">
          <p>{t('wallet:topUp.interacIntro')}</p>
          {Steps ? (
            <Suspense fallback={<Spinner label={t('wallet:topUp.interacLoading')} />}>
              <Steps instructions={interac} />
            </Suspense>
          ) : null}
        </div>
      </div>
    );
  }
  const bank = result.bankTransfer;
  return (
    <div className="alert" role="status">
      <p className="alert__title">{bank ? t('wallet:topUp.bankTitle', { amount }) : t('wallet:topUp.waitingTitle', { amount })}</p>
      <div className="alert__body">
        <p>{bank ? t('wallet:topUp.bankIntro') : t('wallet:topUp.waiting')}</p>
        {bank ? (
          <dl className="wallet-top-up__bank" data-testid="wallet-top-up-bank">
            <div>
              <dt>{t('wallet:topUp.accountName')}</dt>
              <dd>{bank.accountName}</dd>
            </div>
            <div>
              <dt>{t('wallet:topUp.iban')}</dt>
              <dd>{bank.iban}</dd>
            </div>
            <div>
              <dt>{t('wallet:topUp.bic')}</dt>
              <dd>{bank.bic}</dd>
            </div>
            <div>
              <dt>{t('wallet:topUp.reference')}</dt>
              <dd data-testid="wallet-top-up-reference">{bank.reference}</dd>
            </div>
            <div>
              <dt>{t('wallet:topUp.amountToPay')}</dt>
              <dd>{formatMoney(bank.amount, locale)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
