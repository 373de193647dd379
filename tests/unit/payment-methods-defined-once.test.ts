import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/source-files';

/**
 * Which payment methods (and instant bank vendor, and top-up ways) a customer gets is the back
 * office's answer (get-transaction-options' payment_types, get-topup-options), defined once: in
 * the sandbox by src/sandbox/world/payment-types.ts, in the portal by nothing but the HTTP
 * adapter's mapping of that answer (src/sending/adapters/quote-mappers.ts). A second table (a
 * region's methods in the front end, a build-time provider profile, a desk's own `if` per project)
 * is how the portal and the back office came to disagree (Canada's bank transfer); this fails when
 * one appears.
 */

/** The one table, and the one reader of the back office's answer. */
const ALLOWED = new Set([join('src', 'sandbox', 'world', 'payment-types.ts'), join('src', 'sending', 'adapters', 'quote-mappers.ts')]);

/** A payment type of the contract or a method of the pay step, as a string literal. */
const TYPE = String.raw`['"](?:card|wallet|bank|instant-bank|trustly|apaylo|open-banking)['"]`;
/** A source country or region: as a string literal, as an object key, or as a back-office project. */
const PLACES = 'US|GB|CA|EU|EEA|SE|BE|DK|PL|NO|IT|FR|CH|HR';
const REGION = String.raw`(?:['"](?:${PLACES})['"]|\b(?:${PLACES})\s*:|['"]?remit-(?:us|gb|ca|eu|test))`;

const RULES: readonly { readonly name: string; readonly pattern: RegExp }[] = [
  { name: 'a former per-region table or profile', pattern: /\b(?:REGION_PAYMENTS|EEA_PAYMENTS|paymentMethodsFor|instantBankFor|PaymentProviderProfile|payingRegionModules|enabledPaymentTypes)\b/ },
  { name: 'payment methods listed under a country or region', pattern: new RegExp(String.raw`${REGION}[^\n]{0,80}\[\s*${TYPE}`) },
  { name: 'an instant bank vendor or bank link given to a country or region', pattern: new RegExp(String.raw`${REGION}[^\n]{0,80}\b(?:bankLink|instantBank)\s*:\s*${TYPE}`) },
  { name: 'a payment type decided by comparing a country or project', pattern: new RegExp(String.raw`(?:===|!==)\s*${REGION}[^\n]{0,80}${TYPE}|${TYPE}[^\n]{0,80}(?:===|!==)\s*${REGION}`) },
];

/** What in a file's text looks like a per-country definition of the payment methods: `line N: rule`. */
function perCountryPaymentMethods(text: string): string[] {
  return text.split('\n').flatMap((line, index) => RULES.filter((rule) => rule.pattern.test(line)).map((rule) => `line ${index + 1}: ${rule.name}`));
}

describe('the payment methods a customer gets', () => {
  it('are told apart from a per-country table by the check (the former tables are caught, the method vocabulary is not)', () => {
    // src/sending/domain/confirm.ts before: the front end's table.
    expect(perCountryPaymentMethods("const REGION_PAYMENTS = {\n  US: { methods: ['card', 'wallet'] },\n  CA: { methods: ['card', 'wallet', 'instant-bank'], instantBank: 'apaylo' },\n};")).toEqual([
      'line 1: a former per-region table or profile',
      'line 2: payment methods listed under a country or region',
      'line 3: payment methods listed under a country or region',
      'line 3: an instant bank vendor or bank link given to a country or region',
    ]);
    // src/paying/paying.modules.ts before: the build's provider profile.
    expect(perCountryPaymentMethods("  GB: profile({ region: 'GB', bankLink: 'open-banking', topUp: ['card', 'bank'] }),")).toEqual([
      'line 1: payment methods listed under a country or region',
      'line 1: an instant bank vendor or bank link given to a country or region',
    ]);
    // The sandbox's desks before: each its own `if` per project.
    expect(perCountryPaymentMethods("    { type: 'bank', name: 'Local bank transfer', enabled: project !== 'remit-us' },")).toEqual(['line 1: a payment type decided by comparing a country or project']);
    expect(perCountryPaymentMethods("const methods = country === 'CA' ? ['card', 'wallet', 'instant-bank'] : ['card', 'wallet'];")).toEqual([
      'line 1: payment methods listed under a country or region',
      'line 1: a payment type decided by comparing a country or project',
    ]);
    // The vocabulary of methods and types, and a country's other rules, are not tables of who gets what.
    expect(perCountryPaymentMethods("export const TOP_UP_METHODS = ['card', 'bank', 'trustly'] as const;\nmethod: z.optional(z.enum(['card', 'wallet', 'bank', 'instant-bank'])),\nreturn sourceCountry === 'US';")).toEqual([]);
  });

  it('are defined nowhere under src/ but in the sandbox’s one table and the adapter’s reading of the back office’s answer', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => ALLOWED.has(file))).toHaveLength(ALLOWED.size);
    const found = files
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => perCountryPaymentMethods(readFileSync(join(ROOT, file), 'utf8')).map((finding) => `${relative(ROOT, join(ROOT, file)).split(sep).join('/')} ${finding}`));
    expect(found).toEqual([]);
  });

  it('have their one table in the sandbox, which the desks answering and taking payment types read', () => {
    const table = readFileSync(join(ROOT, 'src', 'sandbox', 'world', 'payment-types.ts'), 'utf8');
    expect(perCountryPaymentMethods(table).length).toBeGreaterThan(0);
    for (const desk of ['quote-desk.ts', 'transfer-desk.ts', 'wallet-desk.ts']) {
      expect(readFileSync(join(ROOT, 'src', 'sandbox', 'world', desk), 'utf8'), desk).toMatch(/from '\.\/payment-types\.ts'/);
    }
  });
});
