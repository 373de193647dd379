import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { z } from '@/shared/validation/zod';
import { decodeMessage, encodeMessage } from './issue-message';
import { validationMessage, type Translate } from './messages';
import * as rules from './rules';
import { serverIssueMessage } from './server-errors';

const LOCALES_DIR = fileURLToPath(new URL('../../app/i18n/locales', import.meta.url));
const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;

async function instance(lng: string): Promise<I18n> {
  const resources: Resource = {};
  for (const locale of readdirSync(LOCALES_DIR)) {
    resources[locale] = {};
    for (const ns of ['validation', 'errors']) {
      resources[locale][ns] = JSON.parse(readFileSync(`${LOCALES_DIR}/${locale}/${ns}.json`, 'utf8'));
    }
  }
  const i18n = i18next.createInstance();
  await i18n.init({ lng, fallbackLng: false, resources, ns: ['validation', 'errors'], defaultNS: 'validation', interpolation: { escapeValue: false } });
  return i18n;
}

const TODAY = { year: 2026, month: 11, day: 23 };

/** Every message the rules can emit, produced by running each rule on values it refuses. */
function emittedMessages(): string[] {
  const { field } = rules;
  const cases: [rules.Rule[], string[]][] = [
    [[rules.required()], ['']],
    [[rules.email()], ['x']],
    [[rules.regex(/^y$/)], ['x']],
    [[rules.minLength(6)], ['x']],
    [[rules.maxLength(2)], ['xxx']],
    [[rules.minValue(5)], ['1']],
    [[rules.maxValue(5)], ['9']],
    [[rules.numeric()], ['x']],
    [[rules.decimal(0)], ['1.5']],
    [[rules.decimal(1)], ['1.55']],
    [[rules.decimal(2)], ['1.555']],
    [[rules.dateFormat()], ['x']],
    [[rules.dateFormat('YYYY-MM-DD')], ['x']],
    [rules.dateOfBirth(TODAY), ['23/11/2026', '22/11/2026']],
    [[rules.occupation()], ['1']],
    [[rules.mobilePhone('GB')], ['1', '0740012345678', '0999999999']],
    [[rules.formAddress()], ['']],
    [[rules.password()], ['x']],
    [[rules.notEmail()], ['@']],
    [[rules.login()], ['x']],
    [[rules.customersSearch()], ['1', '1234567890123456', '0']],
    [[rules.bankIdNumber()], ['', 'x', '1']],
    [[rules.personName()], ['1', 'a'.repeat(300)]],
  ];
  const messages = cases.flatMap(([list, values]) =>
    values.map((value) => {
      const result = field(...list).safeParse(value);
      if (result.success) throw new Error(`${value} was expected to fail`);
      return result.error.issues[0].message;
    }),
  );
  const pair = z.object({ a: field(), b: field() }).check(rules.is('a', 'b', 'validation:fields.password'), rules.isNot('a', 'b'));
  for (const values of [{ a: 'x', b: 'y' }, { a: 'x', b: 'x' }]) {
    const result = pair.safeParse(values);
    if (!result.success) messages.push(...result.error.issues.map((i) => i.message));
  }
  return [...new Set(messages)];
}

describe('issue messages', () => {
  it('encode a key with params and decode it back', () => {
    expect(encodeMessage('validation:required')).toBe('validation:required');
    expect(encodeMessage('validation:minLength', { length: 6 })).toBe('validation:minLength|{"length":6}');
    expect(decodeMessage('validation:minLength|{"length":6}')).toEqual({ key: 'validation:minLength', params: { length: 6 } });
    expect(decodeMessage('validation:bankId.ssnLength')).toEqual({ key: 'validation:bankId.ssnLength', params: {} });
  });

  it('are not keys when they are plain text or broken', () => {
    for (const text of ['Invalid input', 'The field is required', 'validation:x|{oops', 'validation:x|[1]', 'nokey']) {
      expect(decodeMessage(text), text).toBeUndefined();
    }
  });
});

describe('validationMessage', () => {
  it('translates the key with its params and the field label', async () => {
    const { t } = await instance('en');
    const tr = t as Translate;
    expect(validationMessage(tr, 'validation:required', 'first name')).toBe('The first name field is required.');
    expect(validationMessage(tr, 'validation:minLength|{"length":6}', 'password')).toBe('The password field must be at least 6 characters.');
    expect(validationMessage(tr, 'validation:decimal|{"count":1}', 'amount')).toBe('The amount field must be a number with at most 1 decimal place.');
    expect(validationMessage(tr, 'validation:decimal|{"count":2}', 'amount')).toBe('The amount field must be a number with at most 2 decimal places.');
  });

  it('uses the label a rule names itself (is: the password, not the confirmation)', async () => {
    const { t } = await instance('sv');
    expect(validationMessage(t as Translate, 'validation:is|{"fieldKey":"validation:fields.newPassword"}', 'bekräfta lösenord')).toBe(
      'Fältet nytt lösenord och bekräftelsen måste stämma överens.',
    );
  });

  it('shows a generic "format is invalid" for a message that is not a key', async () => {
    const { t } = await instance('so');
    expect(validationMessage(t as Translate, 'Invalid input: expected string', 'iimaylka')).toBe('Qaabka meesha iimaylka sax maaha.');
  });

  it('server errors: the type’s text, else the server’s message, else the generic text', async () => {
    const { t } = await instance('sv');
    const tr = t as Translate;
    const known = validationMessage(tr, serverIssueMessage({ type: 'InvalidEmail', message: 'Invalid email' }));
    expect(known).toBe(t('errors:InvalidEmail.message'));
    expect(known).not.toBe('Invalid email');
    expect(validationMessage(tr, serverIssueMessage({ type: 'SomethingNew', message: 'Server says no' }))).toBe('Server says no');
    expect(validationMessage(tr, serverIssueMessage({ type: 'SomethingNew', message: '' }))).toBe(t('errors:generic.message'));
  });
});

describe('every message the rules emit exists in every locale', () => {
  const messages = emittedMessages();

  it('covers every rule’s keys', () => {
    const keys = [...new Set(messages.map((m) => decodeMessage(m)?.key))].sort();
    expect(keys).toEqual(
      [
        'required', 'email', 'regex', 'minLength', 'maxLength', 'minValue', 'maxValue', 'numeric', 'integer', 'decimal',
        'dateFormat', 'dateBetween', 'under18', 'occupation', 'phoneTooShort', 'phoneTooLong', 'phoneInvalid', 'addressEmpty',
        'password', 'notEmail', 'login', 'customersSearchMin', 'customersSearchMax', 'bankId.ssnRequired', 'bankId.ssnNumeric',
        'bankId.ssnLength', 'beneficiary.name', 'is', 'isNot',
      ]
        .map((k) => `validation:${k}`)
        .sort(),
    );
  });

  it.each(LOCALES)('%s', async (locale) => {
    const i18n = await instance(locale);
    const problems: string[] = [];
    for (const message of messages) {
      const decoded = decodeMessage(message);
      if (!decoded) {
        problems.push(`not a key: ${message}`);
        continue;
      }
      const count = typeof decoded.params.count === 'number' ? decoded.params.count : undefined;
      if (!i18n.exists(decoded.key, { count })) problems.push(`missing ${decoded.key}`);
      const text = validationMessage(i18n.t as Translate, message, 'LABEL');
      if (/\{\{|\}\}/.test(text)) problems.push(`unfilled placeholder in ${decoded.key}: ${text}`);
    }
    expect(problems).toEqual([]);
  });
});
