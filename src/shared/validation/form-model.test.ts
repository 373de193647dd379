import { describe, expect, it } from 'vitest';
import { autorun } from 'mobx';
import { exampleForm, type ExampleValues } from './example-form.fixture';

const valid = { firstName: 'Amina', password: 'Demo1234', passwordConfirmation: 'Demo1234' };
function fill(form: ReturnType<typeof exampleForm>, values: Partial<ExampleValues>) {
  for (const [name, value] of Object.entries(values)) form.setField(name as keyof ExampleValues, value);
}

describe('FormModel (no React)', () => {
  it('shows nothing before the first press, then every field’s first issue in form order', async () => {
    const form = exampleForm();
    fill(form, { password: 'abc' });
    expect(form.errors).toEqual({});
    expect(await form.submit()).toEqual({ ok: false, reason: 'invalid' });
    expect(form.errors).toEqual({ firstName: 'validation:required', password: 'validation:password', passwordConfirmation: 'validation:required' });
    expect(form.invalidFields).toEqual(['firstName', 'password', 'passwordConfirmation']);
    expect(form.focusRequest).toEqual({ target: 'summary', seq: 1 });
  });

  it('after the first press the checks follow the typing', async () => {
    const form = exampleForm();
    await form.submit();
    fill(form, { firstName: 'Amina2' });
    expect(form.errors.firstName).toBe('validation:beneficiary.name');
    fill(form, { firstName: 'Amina', password: 'Demo1234', passwordConfirmation: 'Demo12' });
    expect(form.errors).toEqual({ passwordConfirmation: 'validation:is|{"fieldKey":"validation:fields.password"}' });
    fill(form, { passwordConfirmation: 'Demo1234' });
    expect(form.errors).toEqual({});
  });

  it('submits the parsed data and returns the use case’s result', async () => {
    const submitted: unknown[] = [];
    const form = exampleForm({}, [], submitted);
    fill(form, valid);
    expect(await form.submit()).toEqual({ ok: true, result: 'welcome Amina' });
    expect(submitted).toEqual([valid]);
    expect(form.submitting).toBe(false);
  });

  it('a second press while submitting does nothing', async () => {
    const submitted: unknown[] = [];
    const form = exampleForm({}, [], submitted);
    fill(form, valid);
    const first = form.submit();
    expect(await form.submit()).toEqual({ ok: false, reason: 'busy' });
    await first;
    expect(submitted).toHaveLength(1);
  });

  it('a server error on a field lands on that field (data[first_name] -> firstName), and goes when the field is edited', async () => {
    const form = exampleForm();
    fill(form, { ...valid, firstName: 'Taken' });
    expect(await form.submit()).toEqual({ ok: false, reason: 'failed' });
    expect(form.errors).toEqual({ firstName: 'errors:InvalidInformation.message|{"defaultValue":"This name cannot be used"}' });
    expect(form.dialogError).toBeUndefined();
    expect(form.focusRequest?.target).toBe('summary');
    expect(form.values.firstName).toBe('Taken');
    fill(form, { password: 'Demo12345', passwordConfirmation: 'Demo12345' });
    expect(form.errors.firstName).toBeDefined();
    fill(form, { firstName: 'Takenn' });
    expect(form.errors).toEqual({});
  });

  it('an error no field matches opens the dialog; nothing typed is lost', async () => {
    const form = exampleForm();
    fill(form, { ...valid, password: 'Dialog1', passwordConfirmation: 'Dialog1' });
    await form.submit();
    expect(form.dialogError?.type).toBe('SendLimit');
    expect(form.dialogError?.requestId).toBe('rid-2');
    expect(form.focusRequest?.target).toBe('dialog');
    expect(form.values).toEqual({ ...valid, password: 'Dialog1', passwordConfirmation: 'Dialog1' });
    form.dismissDialog();
    expect(form.dialogError).toBeUndefined();
  });

  it('keeps the draft on every change and starts from it', () => {
    const saved: ExampleValues[] = [];
    const form = exampleForm({ firstName: 'Hodan' }, saved);
    expect(form.values.firstName).toBe('Hodan');
    fill(form, { firstName: 'Hodan A' });
    expect(saved.at(-1)).toEqual({ firstName: 'Hodan A', password: '', passwordConfirmation: '' });
  });

  it('values the screen assigns bump the revision (the browser form takes them over); typing does not', () => {
    const form = exampleForm();
    fill(form, { firstName: 'A' });
    expect(form.revision).toBe(0);
    form.assign({ firstName: 'Ayaan' });
    expect(form.revision).toBe(1);
    expect(form.values.firstName).toBe('Ayaan');
  });

  it('is observable: a view re-renders on new errors', async () => {
    const form = exampleForm();
    const seen: number[] = [];
    const stop = autorun(() => seen.push(form.invalidFields.length));
    await form.submit();
    stop();
    expect(seen).toEqual([0, 3]);
  });

  it('rejected(): the browser’s form found errors, counted as a press', () => {
    const form = exampleForm();
    form.rejected();
    expect(form.submitAttempts).toBe(1);
    expect(form.errors.firstName).toBe('validation:required');
    expect(form.focusRequest).toEqual({ target: 'summary', seq: 1 });
  });
});
