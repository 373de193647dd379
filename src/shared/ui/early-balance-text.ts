import { formatMoney, money } from '@/shared/kernel/money';
import { intlLocale } from './intl-locale';

/**
 * The amount text of a get-balance answer (`{ data: { balance: { amount_minor, currency } } }`),
 * formatted as the wallet formats it in `language`; none for anything else, and none for an empty
 * wallet (the app shows its hint with it).
 */
export function earlyBalanceFrom(body: unknown, language: string): string | undefined {
  const balance = (body as { data?: { balance?: { amount_minor?: unknown; currency?: unknown } } } | null)?.data?.balance;
  const amount = balance?.amount_minor;
  const currency = balance?.currency;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount === 0) return undefined;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  try {
    return formatMoney(money(amount, currency), intlLocale(language));
  } catch {
    return undefined;
  }
}
