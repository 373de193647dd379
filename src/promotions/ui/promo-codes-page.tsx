import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useViewModel } from '@/shared/di/container-context';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { focusPageHeading } from '@/shared/ui/heading-focus';
import { discountWording, type Promotion } from '../domain/promotion';
import { type ClipboardWrite, makePromoCodesViewModel, PromoCodesViewModel } from './promo-codes-view-model';
import './promo-codes.css';

const NAMESPACES = ['promotions', 'errors'] as const;

/** The browser's clipboard; a browser without one (or refusing) makes the copy fail, and the code is selected instead. */
const writeClipboard: ClipboardWrite = (text) =>
  typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('No clipboard'));

/** Selects an element's text, so a refused copy can be made by hand (keyboard or a long press). */
function selectText(node: HTMLElement | undefined): void {
  const selection = node ? window.getSelection() : null;
  if (!node || !selection) return;
  const range = document.createRange();
  range.selectNodeContents(node);
  selection.removeAllRanges();
  selection.addRange(range);
}

/** What a code gives, in the interface language: "SEK 10.00 off the fee", "50% off the fee", "No fee". */
function givesText(t: TFunction<typeof NAMESPACES>, promotion: Promotion, locale: string): string {
  const wording = discountWording(promotion.discount);
  switch (wording.kind) {
    case 'amountOff':
      return t('promotions:gives.amountOff', { amount: formatMoney(wording.amount, locale) });
    case 'percentOff':
      return t('promotions:gives.percentOff', { percent: new Intl.NumberFormat(locale, { style: 'percent' }).format(wording.percent / 100) });
    case 'noFee':
      return t('promotions:gives.noFee');
  }
}

/** The three steps of using a code, and the way to the first transfer. */
function HowTo() {
  const { t } = useTranslation(NAMESPACES);
  const id = useId();
  return (
    <section className="card promo-howto" aria-labelledby={`${id}-howto`}>
      <h2 id={`${id}-howto`}>{t('promotions:howTo.title')}</h2>
      <ol className="promo-howto__steps">
        <li>{t('promotions:howTo.copy')}</li>
        <li>{t('promotions:howTo.start')}</li>
        <li>{t('promotions:howTo.enter')}</li>
      </ol>
      <Link className="button button--primary" to="/send-money" data-testid="promo-send-money">
        {t('promotions:sendMoney')}
      </Link>
    </section>
  );
}

/**
 * /your-promo-codes (spec 02 section 2, "Promo codes list"): how many codes the customer has, each
 * with what it gives, until when and how many more times, a "Copy code" button (the outcome read
 * out from a status region, gone after 5 s; a refused copy selects the code for a copy by hand),
 * the three-step how-to and "Send money". The empty state, loading and a failure with retry.
 */
export const PromoCodesPage = observer(function PromoCodesPage() {
  const { t, i18n } = useTranslation(NAMESPACES);
  const vm = useViewModel(PromoCodesViewModel, makePromoCodesViewModel);
  const locale = intlLocale(i18n.language);
  const id = useId();
  const codeNodes = useRef(new Map<string, HTMLElement>());

  useEffect(() => {
    void vm.load();
  }, [vm]);

  // A refused copy: the code's text is selected, ready for the keyboard or a long press.
  const copied = vm.copied;
  useEffect(() => {
    if (copied && !copied.ok) selectText(codeNodes.current.get(copied.code));
  }, [copied]);

  // While a copy's outcome shows, time is checked four times a second: it goes after 5 s.
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setInterval(vm.tick, 250);
    return () => clearInterval(timer);
  }, [vm, copied]);

  const heading = <PageHeading>{t('promotions:heading')}</PageHeading>;

  if (!vm.promoEnabled) {
    return (
      <div className="promo-codes">
        {heading}
        <section className="card promo-codes__notice" aria-labelledby={`${id}-off`} data-testid="promo-disabled">
          <h2 id={`${id}-off`}>{t('promotions:disabled.title')}</h2>
          <p>{t('promotions:disabled.text')}</p>
        </section>
      </div>
    );
  }

  const task = vm.codes;
  if (task.state !== 'ready') {
    return (
      <div className="promo-codes">
        {heading}
        {task.state === 'failed' || task.retrying ? (
          <LoadFailed what={t('promotions:loadFailed')} error={task.error!} retrying={task.retrying} onRetry={() => void vm.load()} onRecovered={focusPageHeading} testId="promo-load-failed" />
        ) : (
          <PageLoader type="text" label={t('promotions:loading')} text={t('promotions:loading')} />
        )}
      </div>
    );
  }

  if (vm.empty) {
    return (
      <div className="promo-codes">
        {heading}
        <section className="card promo-codes__notice" aria-labelledby={`${id}-empty`} data-testid="promo-empty">
          <h2 id={`${id}-empty`}>{t('promotions:empty.title')}</h2>
          <p>{t('promotions:empty.text')}</p>
        </section>
        <HowTo />
      </div>
    );
  }

  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const status = copied ? t(copied.ok ? 'promotions:copied' : 'promotions:copyFailed', { code: copied.code }) : '';
  return (
    <div className="promo-codes">
      {heading}
      <p className="lead promo-codes__count" data-testid="promo-count">
        {t('promotions:count', { count: vm.count })}
      </p>
      <ul className="promo-list">
        {vm.promotions.map((promotion) => (
          <li key={promotion.code} className="card promo-code" data-testid="promo-code-card">
            <h2 className="promo-code__title">{promotion.title}</h2>
            <p className="promo-code__gives">{givesText(t, promotion, locale)}</p>
            {promotion.description ? <p className="promo-code__description">{promotion.description}</p> : null}
            <dl className="promo-code__facts">
              <div>
                <dt>{t('promotions:facts.code')}</dt>
                <dd>
                  <span
                    className="promo-code__code"
                    data-testid="promo-code"
                    ref={(node) => {
                      if (node) codeNodes.current.set(promotion.code, node);
                      else codeNodes.current.delete(promotion.code);
                    }}
                  >
                    {promotion.code}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t('promotions:facts.validUntil')}</dt>
                <dd>
                  <time dateTime={new Date(promotion.expiresAt).toISOString()}>{dates.format(promotion.expiresAt)}</time>
                </dd>
              </div>
              <div>
                <dt>{t('promotions:facts.usesLeft')}</dt>
                <dd>{t('promotions:usesLeft', { count: promotion.usesLeft })}</dd>
              </div>
            </dl>
            <button type="button" className="button button--secondary promo-code__copy" data-testid="promo-copy" onClick={() => void vm.copy(promotion.code, writeClipboard)}>
              {t('promotions:copy')} <span className="visually-hidden">{promotion.code}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* Always on the page, so a change is read out: the copy's outcome, for 5 seconds. */}
      <p className={copied && !copied.ok ? 'promo-codes__status promo-codes__status--failed' : 'promo-codes__status'} role="status" data-testid="promo-copy-status">
        {status}
      </p>
      <HowTo />
    </div>
  );
});
