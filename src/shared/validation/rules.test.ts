import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as mini } from '@/shared/validation/zod';
import {
  bankIdNumber,
  birthDateLimits,
  customersSearch,
  dateBetween,
  dateFormat,
  dateOfBirth,
  decimal,
  email,
  field,
  formAddress,
  is,
  isNot,
  login,
  maxLength,
  maxValue,
  minLength,
  minValue,
  mobilePhone,
  notEmail,
  numeric,
  occupation,
  password,
  personName,
  regex,
  required,
  under18,
  type Rule,
} from './rules';

/** The first issue message of a field with these rules, or undefined when the value passes. */
function check(rules: Rule[], value: string): string | undefined {
  const result = field(...rules).safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every value passes. */
function passes(rules: Rule[], values: string[]) {
  expect(Object.fromEntries(values.map((v) => [v, check(rules, v)]))).toEqual(Object.fromEntries(values.map((v) => [v, undefined])));
}

/** Every value fails with this message. */
function fails(rules: Rule[], values: string[], message: string) {
  expect(Object.fromEntries(values.map((v) => [v, check(rules, v)]))).toEqual(Object.fromEntries(values.map((v) => [v, message])));
}

const TODAY = { year: 2026, month: 11, day: 23 };

describe('required', () => {
  it('refuses empty and blank values, accepts anything else', () => {
    fails([required()], ['', ' ', '\t  '], 'validation:required');
    passes([required()], ['a', ' 0 ', '@']);
  });

  it('stops the rules after it, so an empty field says only "required"', () => {
    const result = field(required(), minLength(3), email()).safeParse('');
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['validation:required']);
  });

  it('works in full zod schemas as in zod/mini ones', () => {
    expect(z.string().check(required()).safeParse('').success).toBe(false);
    expect(mini.string().check(required()).safeParse('x').success).toBe(true);
  });
});

describe('the other rules let an empty value pass (required is separate)', () => {
  it.each([
    ['email', email()],
    ['regex', regex(/^x$/)],
    ['minLength', minLength(3)],
    ['minValue', minValue(5)],
    ['numeric', numeric()],
    ['decimal', decimal(2)],
    ['dateFormat', dateFormat()],
    ['under18', under18(TODAY)],
    ['occupation', occupation()],
    ['mobilePhone', mobilePhone('GB')],
    ['password', password()],
    ['login', login()],
    ['customersSearch', customersSearch()],
    ['personName', personName()],
  ] as const)('%s', (_name, rule) => {
    expect(check([rule], '')).toBeUndefined();
  });
});

describe('email', () => {
  it('accepts addresses, refuses anything else', () => {
    passes([email()], ['amina.se@sandbox.test', 'a+b@example.co.uk', ' hodan@example.com ']);
    fails([email()], ['amina', 'amina@', '@sandbox.test', 'a b@x.se', 'a@b'], 'validation:email');
  });
});

describe('regex', () => {
  it('says "format is invalid" by default', () => {
    passes([regex(/^[A-Z]{2}\d{2}$/)], ['SE12']);
    fails([regex(/^[A-Z]{2}\d{2}$/)], ['se12', 'SE1'], 'validation:regex');
  });

  it('returns the rule’s own message when one is given', () => {
    expect(check([regex(/^\d+$/, { key: 'onboarding:ssnFormat', params: { example: '123' } })], 'x')).toBe(
      'onboarding:ssnFormat|{"example":"123"}',
    );
  });

  it('is not fooled by a global pattern’s state', () => {
    const rule = regex(/^a/g);
    expect([check([rule], 'abc'), check([rule], 'abc'), check([rule], 'abc')]).toEqual([undefined, undefined, undefined]);
  });
});

describe('minLength and maxLength', () => {
  it('count characters, not UTF-16 units', () => {
    passes([minLength(3)], ['abc', 'Åsa', '😀😀😀']);
    fails([minLength(3)], ['ab', '😀😀'], 'validation:minLength|{"length":3}');
    passes([maxLength(3)], ['abc', '😀😀😀']);
    fails([maxLength(3)], ['abcd', '😀😀😀😀'], 'validation:maxLength|{"length":3}');
  });
});

describe('minValue and maxValue', () => {
  it('compare typed numbers exactly, with "." or "," as the decimal separator', () => {
    passes([minValue(10)], ['10', '10.00', '10,01', '1000']);
    fails([minValue(10)], ['9.99', '9,999', '-10', '0'], 'validation:minValue|{"min":10}');
    passes([maxValue('2500.50')], ['2500.5', '2500,50', '-1', '0.01']);
    fails([maxValue('2500.50')], ['2500.51', '2501'], 'validation:maxValue|{"max":"2500.50"}');
  });

  it('compare large amounts without floating point', () => {
    // 9007199254740993 is not representable as a double: a float comparison says equal.
    fails([maxValue('9007199254740992')], ['9007199254740993'], 'validation:maxValue|{"max":"9007199254740992"}');
  });

  it('leave a value that is not a number to numeric or decimal', () => {
    expect(check([minValue(10)], 'abc')).toBeUndefined();
    expect(check([decimal(2), minValue(10)], 'abc')).toBe('validation:decimal|{"count":2}');
  });
});

describe('numeric', () => {
  it('accepts digits only', () => {
    passes([numeric()], ['0', '0123456789']);
    fails([numeric()], ['12a', '1.5', '-1', ' 12', '１２'], 'validation:numeric');
  });
});

describe('decimal', () => {
  it('accepts at most the given decimals', () => {
    passes([decimal(2)], ['12', '12.5', '12.50', '12,50', '-3.1']);
    fails([decimal(2)], ['12.505', '12.', '.5', 'abc', '1.2.3'], 'validation:decimal|{"count":2}');
  });

  it('decimal(0) is a whole number', () => {
    passes([decimal(0)], ['12', '-4']);
    fails([decimal(0)], ['12.0', '1,5'], 'validation:integer');
  });
});

describe('dateFormat', () => {
  it('DD/MM/YYYY strictly: real calendar days only', () => {
    passes([dateFormat()], ['23/11/2008', '29/02/2000', '31/12/1999']);
    fails([dateFormat()], ['31/02/2000', '29/02/1900', '1/1/2000', '2000-01-01', '32/01/2000', '00/01/2000', '01/13/2000'], 'validation:dateFormat|{"format":"DD/MM/YYYY"}');
  });

  it('YYYY-MM-DD when asked', () => {
    passes([dateFormat('YYYY-MM-DD')], ['2027-03-31']);
    fails([dateFormat('YYYY-MM-DD')], ['2027-02-30', '31/03/2027'], 'validation:dateFormat|{"format":"YYYY-MM-DD"}');
  });
});

describe('dateBetween', () => {
  const rule = dateBetween('2026-01-01', '2026-12-31');
  it('accepts both limits and the days between', () => {
    passes([rule], ['01/01/2026', '15/06/2026', '31/12/2026']);
  });
  it('refuses days outside, naming the limits as DD/MM/YYYY', () => {
    fails([rule], ['31/12/2025', '01/01/2027'], 'validation:dateBetween|{"min":"01/01/2026","max":"31/12/2026"}');
  });
  it('leaves a value that is not a date to dateFormat', () => {
    expect(check([rule], '31/02/2026')).toBeUndefined();
  });
  it('refuses limits that are not dates', () => {
    expect(() => dateBetween('2026-02-30', '2026-12-31')).toThrow(/YYYY-MM-DD/);
  });
});

describe('under18 and dateOfBirth, on 23/11/2026', () => {
  const dob = [required(), ...dateOfBirth(TODAY)];
  const between = 'validation:dateBetween|{"min":"23/11/1926","max":"22/11/2026"}';

  it('birth-date limits: 100 years ago to yesterday', () => {
    expect(birthDateLimits(TODAY)).toEqual({ min: { year: 1926, month: 11, day: 23 }, max: { year: 2026, month: 11, day: 22 } });
  });

  it('exactly 18 today passes; one day short fails', () => {
    passes(dob, ['23/11/2008', '22/11/2008', '01/01/1970']);
    fails(dob, ['24/11/2008', '31/12/2008'], 'validation:under18');
    expect(check([under18(TODAY)], '24/11/2008')).toBe('validation:under18');
    expect(check([under18(TODAY)], '23/11/2008')).toBeUndefined();
  });

  it('yesterday is a possible date but under 18; today and later are outside the dates allowed', () => {
    expect(check(dob, '22/11/2026')).toBe('validation:under18');
    fails(dob, ['23/11/2026', '01/01/2030'], between);
  });

  it('at most 100 years ago', () => {
    passes(dob, ['23/11/1926']);
    fails(dob, ['22/11/1926', '01/01/1900'], between);
  });

  it('not a date, or not DD/MM/YYYY', () => {
    fails(dob, ['31/02/2000', '2000-01-01', '1/2/2000'], 'validation:dateFormat|{"format":"DD/MM/YYYY"}');
    fails(dob, [''], 'validation:required');
  });

  it('born on 29 February: 18 on 1 March of a common year', () => {
    const onFeb28 = { year: 2026, month: 2, day: 28 };
    const onMar1 = { year: 2026, month: 3, day: 1 };
    expect(check([under18(onFeb28)], '29/02/2008')).toBe('validation:under18');
    expect(check([under18(onMar1)], '29/02/2008')).toBeUndefined();
  });
});

describe('occupation', () => {
  it('needs at least one Latin letter', () => {
    passes([occupation()], ['Nurse', 'lärare', '3D artist', 'é']);
    fails([occupation()], ['123', '---', 'مهندس', 'Инженер', '医生'], 'validation:occupation');
  });
});

describe('mobilePhone', () => {
  it('too short, too long and invalid have their own messages', () => {
    expect(check([mobilePhone('GB')], '01234')).toBe('validation:phoneTooShort');
    expect(check([mobilePhone('GB')], '074001234567')).toBe('validation:phoneTooLong');
    expect(check([mobilePhone('GB')], '0999999999')).toBe('validation:phoneInvalid');
    expect(check([mobilePhone('GB')], '07400 123456')).toBeUndefined();
  });

  it('a country outside the portal’s numbering plans gets the form_mobile invalid message, not an error', () => {
    expect(check([mobilePhone('JP')], '090-1234-5678')).toBe('validation:phoneInvalid');
    expect(check([mobilePhone('GB')], '+81 90 1234 5678')).toBe('validation:phoneInvalid');
  });
});

describe('formAddress', () => {
  it('refuses an empty address query with its own message', () => {
    fails([formAddress()], ['', '   '], 'validation:addressEmpty');
    passes([formAddress()], ['10 Downing', 'SW1A']);
  });
});

describe('password', () => {
  it('a number and a letter, at least 6 characters', () => {
    passes([password()], ['Demo1234', 'abc123', '1ä2ö3å', 'pass 1']);
    fails([password()], ['abc12', 'abcdef', '123456', '!!!!!!1'], 'validation:password');
  });
});

describe('notEmail', () => {
  it('refuses the at sign', () => {
    passes([notEmail()], ['amina_1985']);
    fails([notEmail()], ['amina@x', '@'], 'validation:notEmail');
  });
});

describe('login', () => {
  it('at least 5 characters without @, then an underscore and digits', () => {
    passes([login()], ['amina_1985', 'hodan.gb_7', 'abcde_0']);
    fails([login()], ['abcd_1', 'amina1985', 'amina_', 'amina_19a', 'am@na_1985', 'amina_1985_'], 'validation:login');
  });
});

describe('customersSearch', () => {
  it('6 to 15 digits, not starting with 0', () => {
    passes([customersSearch()], ['123456', '700123456', '123456789012345']);
  });
  it('fewer than 6 digits: "longer than 5"; more than 15: "shorter than 16"', () => {
    fails([customersSearch()], ['1', '12345'], 'validation:customersSearchMin|{"min":5}');
    fails([customersSearch()], ['1234567890123456'], 'validation:customersSearchMax|{"max":16}');
  });
  it('anything else: format is invalid', () => {
    fails([customersSearch()], ['0123456', '12345a', '+46701234567'], 'validation:regex');
  });
});

describe('bankIdNumber (BankID modal)', () => {
  it('required, digits only, 10 to 12 digits, each with the modal’s own message', () => {
    fails([bankIdNumber()], ['', '  '], 'validation:bankId.ssnRequired');
    fails([bankIdNumber()], ['19850515-2384', '850515238X'], 'validation:bankId.ssnNumeric');
    fails([bankIdNumber()], ['123456789', '1234567890123'], 'validation:bankId.ssnLength');
    passes([bankIdNumber()], ['8505152384', '19850515238', '198505152384']);
  });
});

describe('personName', () => {
  it('letters of any script, spaces, hyphens and apostrophes', () => {
    passes([required(), personName()], ['Amina', 'Åsa-Li', 'O’Neil', "D'Arcy", 'Cabdi Xasan', 'José', 'محمد', 'Анна', 'Zoë', 'a'.repeat(256)]);
  });
  it('refuses digits and other signs, and a name with no letter', () => {
    fails([personName()], ['Amina1', 'A.B', 'a_b', 'Amina!', "'-", '   '], 'validation:beneficiary.name');
  });
  it('at most 256 characters', () => {
    expect(check([personName()], 'a'.repeat(257))).toBe('validation:maxLength|{"length":256}');
  });
  it('with required: 1 to 256', () => {
    expect(check([required(), personName()], '')).toBe('validation:required');
  });
});

describe('is and isNot (object level)', () => {
  const change = mini
    .object({ oldPassword: field(required()), newPassword: field(required(), password()), confirmation: field(required()) })
    .check(is('newPassword', 'confirmation', 'validation:fields.newPassword'), isNot('newPassword', 'oldPassword'));
  const issues = (values: Record<string, string>) => {
    const result = change.safeParse(values);
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('a confirmation that differs is an error on the confirmation field, naming the original’s label', () => {
    expect(issues({ oldPassword: 'Old12345', newPassword: 'New12345', confirmation: 'New12346' })).toEqual([
      ['confirmation', 'validation:is|{"fieldKey":"validation:fields.newPassword"}'],
    ]);
  });

  it('a new value equal to the old one is an error on the new field', () => {
    expect(issues({ oldPassword: 'Same1234', newPassword: 'Same1234', confirmation: 'Same1234' })).toEqual([
      ['newPassword', 'validation:isNot'],
    ]);
  });

  it('passes when they match and differ from the old one', () => {
    expect(issues({ oldPassword: 'Old12345', newPassword: 'New12345', confirmation: 'New12345' })).toEqual([]);
  });

  it('an empty field shows "required" only, not "should match"', () => {
    expect(issues({ oldPassword: 'Old12345', newPassword: 'New12345', confirmation: '' })).toEqual([['confirmation', 'validation:required']]);
  });

  it('field errors and a mismatch show together', () => {
    expect(issues({ oldPassword: 'Old12345', newPassword: 'short', confirmation: 'other' })).toEqual([
      ['newPassword', 'validation:password'],
      ['confirmation', 'validation:is|{"fieldKey":"validation:fields.newPassword"}'],
    ]);
  });
});
