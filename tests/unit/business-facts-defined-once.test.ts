import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * Business facts each written once under src/, in the module that owns it; every other place
 * (other contexts, the adapters' answer schemas, the sandbox back office) imports or derives it.
 * Each had two or more copies that could drift apart (issue 21); this fails when a file other than
 * a fact's home writes the fact again. The payment methods a customer gets and a person's name
 * have checks of their own (payment-methods-defined-once, person-name-defined-once).
 */

const kernel = (file: string) => join('src', 'shared', 'kernel', file);
const VENDOR_ASSETS = join('src', 'sandbox', 'vendor', 'assets');

/** A quoted word of `words`. */
const word = (words: readonly string[]) => String.raw`['"](?:${words.join('|')})['"]`;
/** At least `count` of `words`, quoted, one after another in a list or a union type (`'a', 'b'` or `'a' | 'b'`). */
const listOf = (words: readonly string[], count: number) => new RegExp(String.raw`${word(words)}(?:\s*[,|]\s*${word(words)}){${count - 1},}`);

const TRANSACTION_STATUS_WORDS = ['ATTEMPT', 'DRAFT', 'AWAITING', 'PENDING', 'PROCESSING', 'READY_FOR_PICKUP', 'SENT', 'SENT_FOR_PAY', 'PAID', 'RECEIVED', 'COMPLETED', 'CLOSED', 'CANCELED', 'REJECTED'];

interface Fact {
  readonly name: string;
  /** The files allowed to write it. */
  readonly homes: readonly string[];
  /** A line that writes it. */
  readonly pattern: RegExp;
  /** Lines of the copies it had (each must be caught) and lines that are something else (none may be). */
  readonly caught: readonly string[];
  readonly passed: readonly string[];
}

const FACTS: readonly Fact[] = [
  {
    name: 'the payout types',
    homes: [kernel('payout-type.ts')],
    pattern: listOf(['mobile', 'cash', 'bank', 'card'], 3),
    caught: [
      "export const PAYOUT_TYPES = ['mobile', 'cash', 'bank', 'card'] as const;", // src/sending/domain/quote-part.ts, src/transfers/domain/transfer.ts, src/app/config.ts
      "export type PayoutType = 'mobile' | 'cash' | 'bank' | 'card';", // src/sandbox/world/remittance-catalogue.ts
      "  readonly reviewConfirmation: readonly ('mobile' | 'cash' | 'bank' | 'card')[];", // src/shared/kernel/features.ts
      "    ...(['mobile', 'cash', 'bank', 'card'].includes(payout) ? { payoutType: payout } : {}),", // src/shared/kernel/send-money-link.ts
    ],
    passed: ["if (payoutTypes.includes('cash') || payoutTypes.includes('bank')) fields.push(house);", "  GB: ['card', 'wallet', 'bank'],"],
  },
  {
    name: 'the payment statuses',
    homes: [kernel('payment-status.ts')],
    pattern: listOf(['WAITING', 'APPROVED', 'DECLINED'], 3),
    caught: [
      "export type PaymentStatusValue = 'WAITING' | 'APPROVED' | 'DECLINED';", // src/sending/domain/transfer.ts, the panels, the sandbox
      "const paymentStatus = z.enum(['WAITING', 'APPROVED', 'DECLINED']);", // the adapters' answer schemas
    ],
    passed: ["  readonly status: 'APPROVED' | 'WAITING';", "  readonly status: 'APPROVED' | 'DECLINED';"],
  },
  {
    name: 'what a payment’s status means (APPROVED is paid, WAITING pending, anything else failed)',
    homes: [kernel('payment-status.ts')],
    pattern: /['"]APPROVED['"][^\n]{0,60}['"]success(?:ful)?['"]|['"]WAITING['"][^\n]{0,60}['"](?:pending|retry)['"]/,
    caught: [
      "  if (status === 'APPROVED') return 'successful';", // src/paying/domain/bank-link.ts, src/shared/payment/payment-panel.ts
      "  if (status === 'WAITING') return 'retry';", // src/paying/domain/card-payment.ts
      "outcome = payment.status === 'APPROVED' ? { status: 'successful' } : payment.status === 'WAITING' ? { status: 'pending' } : { status: 'failed' };", // the wallet panel, the pay step
      "        this.panel.onOutcome(payment.status === 'APPROVED' ? { status: 'successful' } : { status: 'failed' });", // the instant bank panel
    ],
    passed: ["    if (result.status === 'APPROVED') setActivityRound((n) => n + 1);", "    if (payment.status === 'APPROVED') {"],
  },
  {
    name: 'the payment types, the instant bank vendors and the pay step’s methods',
    homes: [kernel('payment-method.ts')],
    pattern: new RegExp(
      [listOf(['bank', 'apaylo', 'trustly', 'wallet', 'card'], 5), listOf(['trustly', 'apaylo'], 2), listOf(['card', 'wallet', 'bank', 'instant-bank'], 4)].map((r) => r.source).join('|'),
    ),
    caught: [
      "export const PAYMENT_TYPES = ['bank', 'apaylo', 'trustly', 'wallet', 'card'] as const;", // src/sending/domain/transfer.ts, src/sandbox/world/payment-types.ts
      "export type InstantBank = 'trustly' | 'apaylo';", // src/shared/payment/payment-panel.ts
      "  method: z.optional(z.enum(['card', 'wallet', 'bank', 'instant-bank'])),", // src/sending/domain/payment-part.ts
    ],
    passed: ["  EEA: ['card', 'wallet', 'bank', 'trustly'],", "export const TOP_UP_METHODS = ['card', 'bank', 'trustly'] as const;"],
  },
  {
    name: 'the transaction statuses (as a type) and their front-end groups',
    homes: [kernel('transaction-status.ts'), join('src', 'transfers', 'domain', 'status.ts')],
    pattern: new RegExp(`${String.raw`${word(TRANSACTION_STATUS_WORDS)}(?:\s*\|\s*${word(TRANSACTION_STATUS_WORDS)}){2,}`}|\\b(?:PROCESSING|SENT_FOR_PAY|READY_FOR_PICKUP|RECEIVED)\\s*:\\s*['"](?:PENDING|SENT|PAID)['"]`),
    caught: [
      "  | 'ATTEMPT' | 'DRAFT' | 'AWAITING' | 'PENDING' | 'PROCESSING' | 'READY_FOR_PICKUP' | 'SENT' | 'SENT_FOR_PAY'", // src/sandbox/world/remittance-records.ts
      "  PROCESSING: 'PENDING',", // a second table of the groups
    ],
    passed: ["  PROCESSING: 'processing',", "  const paid: TransactionStatus[] = ['DRAFT', 'AWAITING', 'PENDING', 'PROCESSING'];"],
  },
  {
    name: 'a list of countries (the source countries, the EEA; and the US states with a footer of their own)',
    homes: [join('src', 'session', 'domain', 'source-countries.ts'), kernel('entities.ts'), join('src', 'app', 'shell', 'footer-text.ts')],
    pattern: /['"][A-Z]{2}['"](?:\s*,\s*['"][A-Z]{2}['"]){5,}/,
    caught: [
      "const COUNTRIES = ['SE', 'GB', 'BE', 'DK', 'PL', 'NO', 'IT', 'FR', 'CA', 'CH', 'HR', 'US', 'SO', 'SQ', 'ET', 'KE', 'UG', 'DJ'] as const;", // src/sending/ui/new-recipient/field-controls.tsx
      "  'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO',", // src/sending/domain/disclosure.ts
    ],
    passed: ["  countries: readonly string[] = ['SE', 'NO'];", "  'remit-eu': ['SE', 'AB'],"],
  },
  {
    name: 'Luhn’s check and a card number’s length and brands',
    homes: [kernel('card-number.ts')],
    pattern: /\b(?:function|const|let|var)\s+luhn|-=\s*9\b|\{12,19\}|5\[1-5\]/i,
    caught: [
      'export function luhnValid(digits: string): boolean {', // src/sandbox/world/remittance-catalogue.ts, src/shared/schema-form/field-rules.ts
      '      if (d > 9) d -= 9;',
      "  if (!/^[0-9]{12,19}$/.test(digits)) return false;",
      'const ACCEPTED_BRAND = /^(4|5[1-5])/;', // src/sending/domain/schema/payout-card.ts
      '  var luhn = function (digits) {', // src/sandbox/vendor/assets/fiserv-card-form.js, frames-field.js
    ],
    passed: ["import { cardNumberValid } from '@/shared/kernel/card-number';", "  if (!cardNumberValid(digits)) return refuse(invalid('card_number', 'Invalid card number.', 422));"],
  },
  {
    name: 'the currencies’ minor-unit exponents',
    homes: [kernel('currencies.ts')],
    pattern: /\b(?:JPY|KWD|BHD|ISK|CLP|UGX|DJF)\s*:\s*[0-4]\s*[,}]/,
    caught: ['const EXPONENTS = { JPY: 0, KWD: 3 };', '  DJF: 0,'],
    passed: ["  { iso2: 'DJ', name: 'Djibouti', currency: 'DJF', dialCode: '253' },", '  UGX: 270n,', "expect(toDecimalString(money(5, 'KWD'))).toBe('0.005');"],
  },
];

/** The lines of `text` that write `fact`: `line N`. */
function writings(fact: Fact, text: string): string[] {
  return text.split('\n').flatMap((line, index) => (fact.pattern.test(line) ? [`line ${index + 1}`] : []));
}

describe('each business fact', () => {
  it.each(FACTS)('is recognised where it is written, and not elsewhere: $name', (fact) => {
    for (const line of fact.caught) expect(writings(fact, line), line).toEqual(['line 1']);
    for (const line of fact.passed) expect(writings(fact, line), line).toEqual([]);
    expect(fact.homes.flatMap((home) => writings(fact, readFileSync(join(ROOT, home), 'utf8'))).length).toBeGreaterThan(0);
  });

  it('is written once under src/, in its home, and imported or derived everywhere else', () => {
    // The sandbox vendors' page scripts too: plain scripts, which get the kernel's rules served (card-number.js).
    const vendorScripts = readdirSync(join(ROOT, VENDOR_ASSETS)).filter((name) => name.endsWith('.js')).map((name) => join(VENDOR_ASSETS, name));
    expect(vendorScripts).toContain(join(VENDOR_ASSETS, 'frames-field.js'));
    const files = [...sourceFiles('src'), ...vendorScripts];
    expect(files.length).toBeGreaterThan(300);
    const texts = new Map(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
    const found = FACTS.flatMap((fact) =>
      files
        .filter((file) => !fact.homes.includes(file))
        .flatMap((file) => writings(fact, texts.get(file) ?? '').map((where) => `${fact.name}: ${file.split('\\').join('/')} ${where}`)),
    );
    expect(found).toEqual([]);
  });
});
