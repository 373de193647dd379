import { useTranslation } from 'react-i18next';
import { formatMoney, type Money } from '@/shared/kernel/money';
import { intlLocale } from '@/shared/ui/intl-locale';
import { groupOf } from '../domain/status';
import type { Transfer } from '../domain/transfer';

/** The namespaces the transfers area reads. */
export const NAMESPACES = ['transfers', 'status', 'domain', 'errors'] as const;

/** "waiting_for_payment" -> "status:transfer.waitingForPayment": the spec's label of a display status. */
export function statusKey(displayStatus: string): string {
  return `status:transfer.${displayStatus.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
}

/** Money, dates and times in the interface language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    locale,
    money: (value: Money) => formatMoney(value, locale),
    date: (ms: number) => date.format(new Date(ms)),
    dateTime: (ms: number) => dateTime.format(new Date(ms)),
  };
}

/** A transfer's status: the spec's label, coloured by its front-end group. */
export function TransferStatus({ transfer }: { transfer: Pick<Transfer, 'status' | 'displayStatus'> }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <span className={`transfer-status transfer-status--${groupOf(transfer.status).toLowerCase()}`} data-status={transfer.status}>
      {t(statusKey(transfer.displayStatus))}
    </span>
  );
}

/** A date as a <time> element with its machine-readable value. */
export function When({ at, withTime = false }: { at: number; withTime?: boolean }) {
  const formats = useFormats();
  return <time dateTime={new Date(at).toISOString()}>{withTime ? formats.dateTime(at) : formats.date(at)}</time>;
}
