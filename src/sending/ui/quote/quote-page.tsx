import { useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { formatMoney, type Money } from '@/shared/kernel/money';
import { readSendMoneyLink } from '@/shared/kernel/send-money-link';
import { Alert } from '@/shared/ui/alert';
import { blurTowardButton } from '@/shared/ui/blur-toward-button';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { AmountProblem } from '../../domain/amount';
import { limitsOf } from '../../domain/amount';
import { clockText } from './clock-text';
import { makeQuoteViewModel, QuoteViewModel } from './quote-view-model';
import { PayoutPlaces } from './payout-places';
import './quote.css';

const NAMESPACES = ['send', 'domain', 'validation', 'errors'] as const;

/** The rate with the locale's decimal separator: "0.0950" -> "0,0950" in Swedish. */
function rateText(rate: string, locale: string): string {
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return rate.replace('.', separator);
}

/**
 * Step 1, Amount: destination, payout type, the amount sent or received, rate, fee, total and the
 * rate's countdown. Opened from a send-money link (`?to=SO&payout=mobile&amount=100000&recipient=42`),
 * it starts a new transfer filled in from the link, then takes the query out of the address bar, so
 * a reload keeps the transfer, not the link.
 */
export const QuotePage = observer(function QuotePage() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const vm = useViewModel(QuoteViewModel, makeQuoteViewModel);
  const navigate = useNavigate();
  const location = useLocation();
  // The link of the address the step opened with (read once: later query changes are the step's own).
  const [link] = useState(() => readSendMoneyLink(location.search));
  const locale = intlLocale(i18n.language);
  const errorText = useErrorText();
  const id = useId();
  const [proceeding, setProceeding] = useState(false);
  const sendRef = useRef<HTMLInputElement>(null);
  const receiveRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    vm.setLocale(locale);
  }, [vm, locale]);

  useEffect(() => {
    void vm.load(link);
    return () => vm.dispose();
  }, [vm, link]);

  // Once read (or when the query names no destination at all), the link leaves the address bar.
  const linkRead = vm.linkRead;
  useEffect(() => {
    if (location.search !== '' && (link === undefined || linkRead)) void navigate(location.pathname, { replace: true });
  }, [link, linkRead, location.search, location.pathname, navigate]);

  const counting = vm.state === 'quoted';
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(vm.tick, 1000);
    return () => clearInterval(timer);
  }, [vm, counting]);

  const fmt = (value: Money) => formatMoney(value, locale);

  const problemText = (problem: AmountProblem | undefined): string | undefined => {
    const field = t('validation:fields.amount');
    switch (problem?.kind) {
      case undefined:
        return undefined;
      case 'required':
        return t('validation:required', { field });
      case 'format':
        return problem.decimals === 0 ? t('validation:integer', { field }) : t('validation:decimal', { field, count: problem.decimals });
      case 'min':
        return t('validation:minValue', { field, min: fmt(problem.limit) });
      case 'max':
        return t('validation:maxValue', { field, max: fmt(problem.limit) });
    }
  };

  if (vm.offers.state !== 'ready' || !vm.destination || !vm.offer) {
    return (
      <div className="quote">
        <PageHeading>{t('send:quote.heading')}</PageHeading>
        {vm.offers.state === 'failed' || vm.offers.retrying ? (
          <LoadFailed what={t('send:quote.offersFailed')} error={vm.offers.error!} retrying={vm.offers.retrying} onRetry={() => void vm.load()} />
        ) : vm.offers.state === 'ready' ? (
          <Alert tone="info">{t('send:quote.noDestinations')}</Alert>
        ) : (
          <PageLoader type="text" label={t('send:quote.loading')} text={t('send:quote.loading')} />
        )}
      </div>
    );
  }

  const offer = vm.offer;
  const destination = vm.destination;
  const fieldError = vm.touched || vm.state === 'failed' ? (problemText(vm.problem) ?? vm.serverAmountError) : undefined;
  const sendError = vm.amountType === 'SOURCE' ? fieldError : undefined;
  const receiveError = vm.amountType === 'DESTINATION' ? fieldError : undefined;
  const otherError = vm.state === 'failed' && !vm.serverAmountError && vm.quoteError ? errorText(vm.quoteError) : undefined;
  const sendLimits = limitsOf(offer, 'SOURCE');
  const receiveLimits = limitsOf(offer, 'DESTINATION');
  const quote = vm.state === 'quoted' || vm.state === 'expired' ? vm.quote : undefined;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (proceeding) return;
    setProceeding(true);
    try {
      if (await vm.proceed()) {
        void navigate('/send-money/self-info');
        return;
      }
      // The field with the problem takes the focus, so its message is read out.
      if (vm.problem || vm.serverAmountError) (vm.amountType === 'SOURCE' ? sendRef : receiveRef).current?.focus();
    } finally {
      setProceeding(false);
    }
  };

  const amountField = (side: 'send' | 'receive') => {
    const isSend = side === 'send';
    const fieldId = `${id}-${side}`;
    const error = isSend ? sendError : receiveError;
    const limits = isSend ? sendLimits : receiveLimits;
    const currency = isSend ? offer.sourceCurrency : offer.currency;
    const describedBy = [`${fieldId}-limits`, error ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={fieldId}>{t(isSend ? 'send:quote.youSend' : 'send:quote.theyReceive')}</label>
        <div className="amount-input">
          <input
            id={fieldId}
            ref={isSend ? sendRef : receiveRef}
            name={isSend ? 'send_amount' : 'receive_amount'}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={isSend ? vm.sendText : vm.receiveText}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => (isSend ? vm.typeSend(e.target.value) : vm.typeReceive(e.target.value))}
            onBlur={(e) => {
              if ((vm.amountType === 'SOURCE') === isSend && !blurTowardButton(e)) vm.leaveAmount();
            }}
          />
          <span className="amount-input__currency">{currency}</span>
        </div>
        <p className="hint" id={`${fieldId}-limits`}>
          {t('send:quote.limits', { min: fmt(limits.min), max: fmt(limits.max) })}
        </p>
        {error ? (
          <p id={`${fieldId}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="quote">
      <PageHeading>{t('send:quote.heading')}</PageHeading>
      <form className="form" noValidate onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={`${id}-destination`}>{t('send:quote.destination')}</label>
          <select id={`${id}-destination`} name="destination" value={destination.countryIso2} onChange={(e) => vm.chooseDestination(e.target.value)}>
            {vm.destinations.map((d) => (
              <option key={`${d.countryIso2}:${d.currency}`} value={d.countryIso2}>
                {t(`domain:country.${d.countryIso2}`, { defaultValue: d.countryName })} ({d.currency})
              </option>
            ))}
          </select>
        </div>

        <fieldset className="choices payout-types">
          <legend>{t('send:quote.payoutType')}</legend>
          {destination.payouts.map((p) => (
            <label key={p.payoutType} className="choice">
              <input type="radio" name="payout_type" value={p.payoutType} checked={vm.payoutType === p.payoutType} onChange={() => vm.choosePayout(p.payoutType)} />
              <span className="choice__text">
                <span>{t(`domain:payoutType.${p.payoutType}`)}</span>
                <span className="hint">{p.provider}</span>
              </span>
            </label>
          ))}
        </fieldset>

        <div className="amounts">
          {amountField('send')}
          {amountField('receive')}
        </div>

        <section className="card quote-summary" aria-labelledby={`${id}-summary`}>
          <h2 id={`${id}-summary`} className="visually-hidden">
            {t('send:quote.summary')}
          </h2>
          <dl className="summary">
            <div>
              <dt>{t('send:quote.rate')}</dt>
              <dd>{t('send:quote.rateValue', { source: offer.sourceCurrency, rate: rateText(quote?.rate ?? offer.rate, locale), destination: offer.currency })}</dd>
            </div>
            <div>
              <dt>{t('send:quote.fee')}</dt>
              <dd data-testid="quote-fee">{quote ? fmt(quote.fee) : '–'}</dd>
            </div>
            <div className="summary__total">
              <dt>{t('send:quote.total')}</dt>
              <dd data-testid="quote-total">{quote ? fmt(quote.total) : '–'}</dd>
            </div>
          </dl>
          <p className="quote-status" role="status">
            {vm.state === 'quoting' ? t('send:quote.quoting') : ''}
          </p>
          {vm.state === 'quoted' ? (
            <p className="quote-timer">
              {t('send:quote.held')}{' '}
              <span role="timer" aria-label={t('send:quote.timeLeft', { time: clockText(vm.secondsLeft) })} data-testid="quote-countdown">
                {clockText(vm.secondsLeft)}
              </span>
            </p>
          ) : null}
          {vm.state === 'expired' ? (
            <Alert tone="info" title={t('send:quote.expired')}>
              <p>{t('send:quote.expiredText')}</p>
              <button type="button" className="button button--secondary" onClick={() => void vm.renew()}>
                {t('send:quote.renew')}
              </button>
            </Alert>
          ) : null}
          {otherError ? (
            <Alert tone="error" title={otherError.title}>
              <p>{otherError.message}</p>
              {otherError.code ? <p className="hint">{otherError.code}</p> : null}
              <button type="button" className="button button--secondary" onClick={() => void vm.renew()}>
                {t('send:quote.retry')}
              </button>
            </Alert>
          ) : null}
        </section>

        <PayoutPlaces vm={vm} />

        <div className="actions">
          <button type="submit" className="button button--primary button--block" aria-disabled={proceeding ? true : undefined}>
            {proceeding ? t('send:quote.quoting') : t('send:quote.continue')}
          </button>
        </div>
      </form>
    </div>
  );
});
