import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { z } from '@/shared/validation/zod';
import { parseDate, type CalendarDate } from '@/shared/validation/date';
import { FormModel } from '@/shared/validation/form-model';
import { validationMessage, type Translate } from '@/shared/validation/messages';
import * as rules from '@/shared/validation/rules';
import { exampleForm, type ExampleValues } from '@/shared/validation/example-form.fixture';
import type { PortalWorld } from '../support/world';

/**
 * The generic rules driven through a form's view model (FormModel), no React: one field checked
 * by rules named in the scenario, or the example form of src/shared/validation.
 */
interface ValidationState {
  today: CalendarDate;
  language: string;
  label: string;
  form?: FormModel<{ value: string }>;
  example?: ReturnType<typeof exampleForm>;
  typed?: ExampleValues;
}
const states = new WeakMap<PortalWorld, ValidationState>();
function state(world: PortalWorld): ValidationState {
  let s = states.get(world);
  if (!s) {
    s = { today: { year: 2026, month: 11, day: 23 }, language: 'en', label: '' };
    states.set(world, s);
  }
  return s;
}

const LOCALES = new URL('../../src/app/i18n/locales/', import.meta.url);
async function translator(language: string): Promise<Translate> {
  const resources: Resource = {};
  resources[language] = {};
  for (const ns of ['validation', 'errors']) {
    resources[language][ns] = JSON.parse(readFileSync(new URL(`${language}/${ns}.json`, LOCALES), 'utf8'));
  }
  const i18n: I18n = i18next.createInstance();
  await i18n.init({ lng: language, fallbackLng: false, resources, defaultNS: 'validation', interpolation: { escapeValue: false } });
  return i18n.t as Translate;
}

/** "required, minLength 6, mobilePhone GB" -> the rules. */
function rulesNamed(spec: string, today: CalendarDate): rules.Rule[] {
  return spec.split(',').flatMap((part) => {
    const [name, arg] = part.trim().split(/\s+/);
    switch (name) {
      case 'required': return [rules.required()];
      case 'email': return [rules.email()];
      case 'minLength': return [rules.minLength(Number(arg))];
      case 'maxLength': return [rules.maxLength(Number(arg))];
      case 'minValue': return [rules.minValue(arg)];
      case 'maxValue': return [rules.maxValue(arg)];
      case 'numeric': return [rules.numeric()];
      case 'decimal': return [rules.decimal(Number(arg))];
      case 'dateFormat': return [rules.dateFormat()];
      case 'dateOfBirth': return [rules.required(), ...rules.dateOfBirth(today)];
      case 'occupation': return [rules.occupation()];
      case 'mobilePhone': return [rules.mobilePhone(arg)];
      case 'formAddress': return [rules.formAddress()];
      case 'password': return [rules.password()];
      case 'notEmail': return [rules.notEmail()];
      case 'login': return [rules.login()];
      case 'customersSearch': return [rules.customersSearch()];
      case 'bankIdNumber': return [rules.bankIdNumber()];
      case 'personName': return [rules.personName()];
      default: throw new Error(`No rule named ${name}`);
    }
  });
}

Given('the forms check dates on {string}', function (this: PortalWorld, day: string) {
  const date = parseDate(day, 'DD/MM/YYYY');
  assert.ok(date, `${day} is not a DD/MM/YYYY date`);
  state(this).today = date;
});

Given('the messages are in {string}', function (this: PortalWorld, language: string) {
  state(this).language = language;
});

Given('a {string} field checked by {string}', function (this: PortalWorld, label: string, spec: string) {
  const s = state(this);
  s.label = label;
  s.form = new FormModel({
    schema: z.object({ value: rules.field(...rulesNamed(spec, s.today)) }),
    initial: { value: '' },
    submit: async () => undefined,
  });
});

When('I enter {string} in the checked field and submit', async function (this: PortalWorld, value: string) {
  const form = state(this).form;
  assert.ok(form, 'No field yet: Given a "label" field checked by "rule"');
  form.setField('value', value);
  await form.submit();
});

Then('the checked field says {string}', async function (this: PortalWorld, expected: string) {
  const s = state(this);
  const issue = s.form?.errors.value;
  assert.ok(issue, `The field was accepted; expected "${expected}"`);
  assert.equal(validationMessage(await translator(s.language), issue, s.label), expected);
});

Then('the checked field is accepted', function (this: PortalWorld) {
  const form = state(this).form;
  assert.ok(form);
  assert.deepEqual(form.errors, {});
  assert.equal(form.submitAttempts, 1);
});

Given('the example form with a name, a password and its confirmation', function (this: PortalWorld) {
  state(this).example = exampleForm();
});

When('I fill it with {string}, {string} and {string} and submit', async function (this: PortalWorld, firstName: string, password: string, confirmation: string) {
  const s = state(this);
  assert.ok(s.example);
  s.example.setField('firstName', firstName);
  s.example.setField('password', password);
  s.example.setField('passwordConfirmation', confirmation);
  s.typed = { firstName, password, passwordConfirmation: confirmation };
  await s.example.submit();
});

function exampleMessage(world: PortalWorld, name: string): string {
  const issue = state(world).example?.errors[name as keyof ExampleValues];
  assert.ok(issue, `The ${name} field shows no error`);
  return issue;
}

Then("the example form's {string} field says {string}", async function (this: PortalWorld, name: string, expected: string) {
  assert.equal(validationMessage(await translator('en'), exampleMessage(this, name), name), expected);
});

Then("the example form's {string} field shows the text of the error {string}", async function (this: PortalWorld, name: string, type: string) {
  const t = await translator('en');
  const text = t(`errors:${type}.message`);
  assert.notEqual(text, `${type}.message`, `errors.json has no text for ${type}`);
  assert.equal(validationMessage(t, exampleMessage(this, name), name), text);
});

Then('nothing I typed in the example form is lost', function (this: PortalWorld) {
  const s = state(this);
  assert.deepEqual(s.example?.values, s.typed);
});
