import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { blurTowardButton } from '@/shared/ui/blur-toward-button';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { detailOf, displayName, whyNotPayable } from '../../domain/recipient';
import { MaskedNumber, RecipientDetailLine } from './recipient-list-page';
import { makeRecipientDetailsViewModel, RecipientDetailsViewModel, type PayoutDetailField, type PayoutDetailProblem } from './recipient-details-view-model';
import './recipient.css';

const NAMESPACES = ['send-recipients', 'domain', 'validation', 'errors'] as const;

/** Each control's name in the validation messages (send-recipients:fields.*). */
const MESSAGE_LABEL: Readonly<Record<PayoutDetailField, string>> = {
  network: 'network',
  collectionPoint: 'collectionPoint',
  confirmNumber: 'mobile',
};

/**
 * Step 3 with an existing recipient (`?id=`): who receives the money, and this transfer's payout
 * details: the network (mobile) and the number typed again when the feature option asks for it,
 * the collection point (cash), the bank as saved. Continue keeps them and goes to the confirm step.
 */
export const RecipientDetailsPage = observer(function RecipientDetailsPage() {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(RecipientDetailsViewModel, makeRecipientDetailsViewModel);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const recipientId = params.get('id');
  const id = useId();
  const controls = useRef<Partial<Record<PayoutDetailField, HTMLInputElement | HTMLSelectElement | null>>>({});

  useEffect(() => {
    void vm.load(recipientId);
  }, [vm, recipientId]);

  // Step 3 follows step 1: without a quote in the transfer, back to the amount.
  useEffect(() => {
    if (vm.needsQuote) void navigate('/send-money/quote', { replace: true });
  }, [vm.needsQuote, navigate]);

  const heading = <PageHeading>{t('send-recipients:details.heading')}</PageHeading>;
  const backToList = (
    <Link className="button button--secondary" to="/send-money/recipient">
      {t('send-recipients:details.chooseAnother')}
    </Link>
  );
  const state = vm.state;
  const recipient = vm.recipient;
  const quote = vm.quote;

  if (vm.needsQuote || state === 'loading' || state === 'failed') {
    return (
      <div className="recipient-details">
        {heading}
        {state === 'failed' ? (
          <LoadFailed what={t('send-recipients:details.loadFailed')} error={vm.choice.error!} retrying={vm.choice.retrying} onRetry={() => void vm.retry()} />
        ) : (
          <PageLoader type="text" label={t('send-recipients:details.loading')} text={t('send-recipients:details.loading')} />
        )}
      </div>
    );
  }

  if (state === 'notFound' || !recipient || !quote) {
    return (
      <div className="recipient-details">
        {heading}
        <Alert tone="info" title={t('send-recipients:details.notFound')}>
          <p>{t('send-recipients:details.notFoundText')}</p>
        </Alert>
        <div className="actions">{backToList}</div>
      </div>
    );
  }

  const name = displayName(recipient);
  const countryName = (iso2: string) => t(`domain:country.${iso2}`, { defaultValue: iso2 });
  const payoutName = (type: string) => t(`domain:payoutType.${type}`);

  if (state === 'notPayable') {
    const why = whyNotPayable(recipient, quote);
    return (
      <div className="recipient-details">
        {heading}
        <Alert tone="info" title={t('send-recipients:details.notPayable', { name })}>
          <p>
            {why === 'country'
              ? t('send-recipients:details.notPayableCountry', { name, theirs: countryName(recipient.countryIso2), ours: countryName(quote.destinationCountry) })
              : t('send-recipients:details.notPayableType', { name, theirs: payoutName(recipient.payoutType), ours: payoutName(quote.payoutType) })}
          </p>
        </Alert>
        <div className="actions">
          {backToList}
          <Link className="button button--ghost" to="/send-money/quote">
            {t('send-recipients:list.changePayout')}
          </Link>
        </div>
      </div>
    );
  }

  const label = (field: PayoutDetailField) => t(`send-recipients:fields.${MESSAGE_LABEL[field]}`);
  const errorOf = (field: PayoutDetailField): string | undefined => {
    const problem: PayoutDetailProblem | undefined = vm.problemOf(field);
    if (problem === 'required') return t('validation:required', { field: label(field) });
    if (problem === 'mismatch') return t('validation:is', { field: label(field) });
    return undefined;
  };
  const describedBy = (fieldId: string, hint: boolean, error: string | undefined) => [hint ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
  const errorLine = (fieldId: string, error: string | undefined) =>
    error ? (
      <p id={`${fieldId}-error`} className="field__error">
        {error}
      </p>
    ) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (vm.proceed()) {
      void navigate('/send-money/pay');
      return;
    }
    // The first control with a problem takes the focus, so its message is read out.
    const first = vm.invalidFields[0];
    if (first) controls.current[first]?.focus();
  };

  const options = vm.options;
  const networkId = `${id}-network`;
  const pointId = `${id}-collection-point`;
  const confirmId = `${id}-confirm-number`;
  const networkError = errorOf('network');
  const pointError = errorOf('collectionPoint');
  const confirmError = errorOf('confirmNumber');
  const detail = detailOf(recipient);
  const bankDetail = detail?.kind === 'account' ? detail : undefined;

  return (
    <div className="recipient-details">
      {heading}
      <section className="card" aria-labelledby={`${id}-recipient`}>
        <h2 id={`${id}-recipient`} className="recipient-details__title">
          {t('send-recipients:details.recipientTitle')}
        </h2>
        <dl className="recipient-summary">
          <div>
            <dt>{t('send-recipients:details.name')}</dt>
            <dd data-testid="recipient-name">{name}</dd>
          </div>
          <div>
            <dt>{t('send-recipients:details.country')}</dt>
            <dd>{countryName(recipient.countryIso2)}</dd>
          </div>
          <div>
            <dt>{t('send-recipients:details.payoutType')}</dt>
            <dd>
              <span className="recipient__payout">{payoutName(recipient.payoutType)}</span>
              {/* A bank payout's bank and account are shown with the payout details below. */}
              {bankDetail ? null : <RecipientDetailLine recipient={recipient} />}
            </dd>
          </div>
        </dl>
        <Link to="/send-money/recipient">{t('send-recipients:details.chooseAnother')}</Link>
      </section>

      <form className="form card" noValidate aria-labelledby={`${id}-payout`} onSubmit={submit}>
        <h2 id={`${id}-payout`} className="recipient-details__title">
          {t('send-recipients:details.payoutTitle')}
        </h2>

        {vm.asksNetwork ? (
          <div className={networkError ? 'field field--invalid' : 'field'}>
            <label htmlFor={networkId}>{t('send-recipients:details.network')}</label>
            <p className="hint" id={`${networkId}-hint`}>
              {t('send-recipients:details.networkHint')}
            </p>
            <select
              id={networkId}
              ref={(node) => {
                controls.current.network = node;
              }}
              name="mobile_network_code"
              value={vm.networkCode}
              aria-invalid={networkError ? true : undefined}
              aria-describedby={describedBy(networkId, true, networkError)}
              onChange={(e) => vm.chooseNetwork(e.target.value)}
              onBlur={(e) => {
                if (!blurTowardButton(e)) vm.leave('network');
              }}
            >
              <option value="">{t('send-recipients:details.chooseNetwork')}</option>
              {options.kind === 'networks'
                ? options.items.map((n) => (
                    <option key={n.code} value={n.code}>
                      {n.name}
                    </option>
                  ))
                : null}
            </select>
            {errorLine(networkId, networkError)}
          </div>
        ) : null}

        {vm.numberToConfirm !== undefined ? (
          <div className={confirmError ? 'field field--invalid' : 'field'}>
            <label htmlFor={confirmId}>{t('send-recipients:details.confirmNumber')}</label>
            <p className="hint" id={`${confirmId}-hint`}>
              {t('send-recipients:details.confirmHint')}
            </p>
            <input
              id={confirmId}
              ref={(node) => {
                controls.current.confirmNumber = node;
              }}
              name="confirm_mobile"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              spellCheck={false}
              value={vm.confirmText}
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={describedBy(confirmId, true, confirmError)}
              onChange={(e) => vm.typeConfirmation(e.target.value)}
              onBlur={(e) => {
                if (!blurTowardButton(e)) vm.leave('confirmNumber');
              }}
            />
            {errorLine(confirmId, confirmError)}
          </div>
        ) : null}

        {vm.asksCollectionPoint ? (
          <div className={pointError ? 'field field--invalid' : 'field'}>
            <label htmlFor={pointId}>{t('send-recipients:details.collectionPoint')}</label>
            <p className="hint" id={`${pointId}-hint`}>
              {t('send-recipients:details.collectionPointHint')}
            </p>
            <select
              id={pointId}
              ref={(node) => {
                controls.current.collectionPoint = node;
              }}
              name="collection_point_code"
              value={vm.collectionPointCode}
              aria-invalid={pointError ? true : undefined}
              aria-describedby={describedBy(pointId, true, pointError)}
              onChange={(e) => vm.chooseCollectionPoint(e.target.value)}
              onBlur={(e) => {
                if (!blurTowardButton(e)) vm.leave('collectionPoint');
              }}
            >
              <option value="">{t('send-recipients:details.chooseCollectionPoint')}</option>
              {options.kind === 'collectionPoints'
                ? options.items.map((p) => (
                    <option key={p.code} value={p.code}>
                      {p.name} ({p.city})
                    </option>
                  ))
                : null}
            </select>
            {errorLine(pointId, pointError)}
          </div>
        ) : null}

        {bankDetail ? (
          <>
            <dl className="recipient-summary">
              {bankDetail.bankName ? (
                <div>
                  <dt>{t('send-recipients:details.bank')}</dt>
                  <dd>{bankDetail.bankName}</dd>
                </div>
              ) : null}
              {bankDetail.masked ? (
                <div>
                  <dt>{t('send-recipients:details.account')}</dt>
                  <dd>
                    <MaskedNumber value={bankDetail.masked} />
                  </dd>
                </div>
              ) : null}
            </dl>
            <p className="hint">{t('send-recipients:details.bankHint')}</p>
          </>
        ) : null}

        <div className="actions">
          <button type="submit" className="button button--primary button--block">
            {t('send-recipients:details.continue')}
          </button>
        </div>
      </form>
    </div>
  );
});
