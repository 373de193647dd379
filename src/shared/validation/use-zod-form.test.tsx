// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import validation from '@/app/i18n/locales/en/validation.json';
import errors from '@/app/i18n/locales/en/errors.json';
import { exampleForm, type ExampleValues } from './example-form.fixture';
import type { FormModel } from './form-model';
import { useValidationMessage } from './messages';
import { useZodForm } from './use-zod-form';

type Model = FormModel<ExampleValues, ExampleValues, string>;
const LABELS: Record<keyof ExampleValues, string> = { firstName: 'firstName', password: 'password', passwordConfirmation: 'passwordConfirmation' };

/** The example form as a screen would write it. */
const ExampleScreen = observer(function ExampleScreen({ model }: { model: Model }) {
  const { t } = useTranslation('validation');
  const message = useValidationMessage();
  const { field, nameField, onSubmit, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const text = (name: keyof ExampleValues) => {
    const issue = errorOf(name);
    return issue ? message(issue, t(`fields.${LABELS[name]}`)) : undefined;
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {invalidFields.length > 0 ? (
        <div role="alert" tabIndex={-1} ref={summaryRef} aria-label="summary">
          <ul>
            {invalidFields.map((name) => (
              <li key={name}>{text(name)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <label htmlFor="first-name">First name</label>
      <input id="first-name" {...nameField('firstName')} />
      <label htmlFor="password">Password</label>
      <input id="password" type="password" {...field('password')} />
      <label htmlFor="confirmation">Confirm</label>
      <input id="confirmation" type="password" {...field('passwordConfirmation')} />
      <button type="submit">Save</button>
    </form>
  );
});

async function show(model: Model) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { validation, errors } },
    defaultNS: 'validation',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ExampleScreen model={model} />
    </I18nextProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
async function type(label: string, value: string) {
  await act(async () => {
    fireEvent.change(input(label), { target: { value } });
  });
}
async function save() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
}
const summary = () => screen.queryByRole('alert', { name: 'summary' });
const items = () => [...(summary()?.querySelectorAll('li') ?? [])].map((li) => li.textContent);

afterEach(cleanup);

describe('useZodForm: react-hook-form with the view model’s schema', () => {
  it('a press with errors lists them in the summary, in English, and focuses it', async () => {
    const model = exampleForm();
    await show(model);
    expect(summary()).toBeNull();
    await type('Password', 'abc');
    await save();
    expect(items()).toEqual([
      'The first name field is required.',
      'A number and letter, and at least 6 characters.',
      'The password confirmation field is required.',
    ]);
    expect(document.activeElement).toBe(summary());
    expect(model.submitAttempts).toBe(1);
  });

  it('the confirmation rule names the password, on the confirmation field', async () => {
    const model = exampleForm();
    await show(model);
    await type('First name', 'Amina');
    await type('Password', 'Demo1234');
    await type('Confirm', 'Demo1235');
    await save();
    expect(items()).toEqual(['The password and its confirmation should match.']);
    await type('Confirm', 'Demo1234');
    expect(summary()).toBeNull();
  });

  it('a valid form is submitted by the view model, with what was typed', async () => {
    const submitted: unknown[] = [];
    const model = exampleForm({}, [], submitted);
    await show(model);
    await type('First name', 'Amina');
    await type('Password', 'Demo1234');
    await type('Confirm', 'Demo1234');
    await save();
    expect(submitted).toEqual([{ firstName: 'Amina', password: 'Demo1234', passwordConfirmation: 'Demo1234' }]);
    expect(summary()).toBeNull();
  });

  it('a server error on a field shows on it, and typing keeps the view model and the draft up to date', async () => {
    const saved: ExampleValues[] = [];
    const model = exampleForm({}, saved);
    await show(model);
    await type('First name', 'Taken');
    await type('Password', 'Demo1234');
    await type('Confirm', 'Demo1234');
    await save();
    expect(model.serverErrors.firstName?.type).toBe('InvalidInformation');
    expect(items()).toEqual([errors.InvalidInformation.message]);
    expect(document.activeElement).toBe(summary());
    expect(input('First name').value).toBe('Taken');
    expect(saved.at(-1)?.firstName).toBe('Taken');
    await type('First name', 'Amina');
    expect(summary()).toBeNull();
    expect(model.values.firstName).toBe('Amina');
  });

  it('starts from the draft, and values the screen assigns appear in the form', async () => {
    const model = exampleForm({ firstName: 'Hodan' });
    await show(model);
    expect(input('First name').value).toBe('Hodan');
    await act(async () => model.assign({ firstName: 'Ayaan' }));
    expect(input('First name').value).toBe('Ayaan');
  });

  it('the name field ignores typed digits but keeps a paste', async () => {
    await show(exampleForm());
    expect(fireEvent.keyDown(input('First name'), { key: '5' })).toBe(false);
    expect(fireEvent.keyDown(input('First name'), { key: 'a' })).toBe(true);
    expect(fireEvent(input('First name'), new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: 'Amina 5', cancelable: true }))).toBe(
      true,
    );
    expect(fireEvent.keyDown(input('Password'), { key: '5' })).toBe(true);
  });
});
