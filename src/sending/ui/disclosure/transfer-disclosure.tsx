import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { SupportEmail, useSupportContact } from '@/shared/ui/support';
import { CANCELLATION_WINDOW_MINUTES, disclosureLines, regimeOf, type DisclosureFacts, type DisclosureLine } from '../../domain/disclosure';
import './disclosure.css';

export interface TransferDisclosureProps {
  readonly facts: DisclosureFacts;
  /** The customer's source country (ISO alpha-2): the region's regulator decides what is disclosed. */
  readonly sourceCountry: string;
  /** Epoch milliseconds the disclosure is made at (the date available is counted from it). */
  readonly now: number;
  /** 'disclosure' before paying; 'receipt' after, with the rights that follow a payment. */
  readonly kind: 'disclosure' | 'receipt';
}

/** The rate with the locale's decimal separator: "0.0950" -> "0,0950" in Swedish. */
function rateText(rate: string, locale: string): string {
  const separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return rate.replace('.', separator);
}

/**
 * What the customer is told before paying and on the receipt, per regulator (src/sending/domain/
 * disclosure.ts): amounts, fee, taxes (US), total, rate, the EEA mark-up over the ECB reference
 * rate, amount received, date available (US; everyone for a card payout, "fast card payout: within
 * 1 hour" when the back office pays it out fast); the US cancellation right on the receipt.
 */
export function TransferDisclosure({ facts, sourceCountry, now, kind }: TransferDisclosureProps) {
  const { t, i18n } = useTranslation('send-disclosure');
  const locale = intlLocale(i18n.language);
  const id = useId();
  const regime = regimeOf(sourceCountry);
  const lines = disclosureLines(regime, facts, now);
  const value = (line: DisclosureLine): string => {
    switch (line.kind) {
      case 'rate':
        return t('rateValue', { source: line.source, rate: rateText(line.rate, locale), destination: line.destination });
      case 'markup':
        return t('markupValue', { percent: rateText(line.percent, locale) });
      case 'available':
        // A fast card payout says so: within 1 hour rather than the card payout's 3 days.
        return t(line.fast ? 'availableFastValue' : 'availableValue', {
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${line.date}T00:00:00Z`)),
          within: t(`within.${line.within.unit}`, { count: line.within.count }),
        });
      case 'discount':
        return `−${formatMoney(line.value, locale)}`;
      default:
        return formatMoney(line.value, locale);
    }
  };
  return (
    <section className="disclosure" aria-labelledby={`${id}-title`} data-testid={`transfer-${kind}`} data-regime={regime}>
      <h2 id={`${id}-title`} className="disclosure__title">
        {t(`${kind}.title`)}
      </h2>
      <dl className="disclosure__lines">
        {lines.map((line) => (
          <div key={line.kind} className={`disclosure__line disclosure__line--${line.kind}`} data-line={line.kind}>
            <dt>{t(`line.${line.kind}`)}</dt>
            <dd>{value(line)}</dd>
          </div>
        ))}
      </dl>
      {lines.some((l) => l.kind === 'markup') ? <p className="hint">{t('markupExplained')}</p> : null}
      {regime === 'us-reg-e' ? (
        <>
          <p className="hint">{t('us.thirdParty')}</p>
          {kind === 'receipt' ? (
            <>
              <p data-testid="cancellation-right">{t('us.cancel', { minutes: CANCELLATION_WINDOW_MINUTES })}</p>
              <p>{t('us.errors')}</p>
              <UsReceiptSupport country={sourceCountry} />
            </>
          ) : (
            <p className="hint">{t('us.cancelLater', { minutes: CANCELLATION_WINDOW_MINUTES })}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

/** A US receipt's way to Customer Support (the customer's country's: VITE_SUPPORT). */
function UsReceiptSupport({ country }: { country: string }) {
  const { t } = useTranslation('send-disclosure');
  const support = useSupportContact(country);
  return (
    <>
      <p>
        <a href={support.url} target="_blank" rel="noopener noreferrer">
          {t('contact')}
          <span className="visually-hidden"> {t('opensInNewTab')}</span>
        </a>
      </p>
      <SupportEmail contact={support} />
    </>
  );
}
