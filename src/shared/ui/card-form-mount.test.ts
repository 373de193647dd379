import { describe, expect, it } from 'vitest';
import { AppError } from '../kernel/app-error';
import { EMPTY_CARD_FORM, type CardFormMountOptions, type CardFormState, type MountableCardForm } from '../payment/card-form';
import { mountCardForm, type CardFormHost } from './card-form-mount';

/** A provider's form the test drives: each mount's options, its outcome settled by hand, and the unmounts counted. */
function providerForm() {
  const mounts: { options: CardFormMountOptions; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let unmounts = 0;
  const form: MountableCardForm = {
    layout: 'fields',
    mount: (_slots, options) => new Promise<void>((resolve, reject) => mounts.push({ options, resolve, reject })),
    unmount: () => {
      unmounts += 1;
    },
  };
  return { form, mounts, unmounts: () => unmounts };
}

/** A view model's side: whether it still holds the form, and what it was told. */
function host(holding: { form: MountableCardForm | undefined }) {
  const states: CardFormState[] = [];
  const failures: AppError[] = [];
  const side: CardFormHost = {
    holds: (form) => holding.form === form,
    changed: (state) => states.push(state),
    failed: (error) => {
      failures.push(error);
      holding.form = undefined;
    },
  };
  return { side, states, failures };
}

const READY: CardFormState = { ready: true, fields: { number: 'valid', expiry: 'empty', cvv: 'empty' }, valid: false };
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('mountCardForm', () => {
  it('draws the held form with the options (the fields start empty), passes its changes on and unmounts it with the slots', () => {
    const provider = providerForm();
    const holding = { form: provider.form as MountableCardForm | undefined };
    const { side, states } = host(holding);
    const remove = mountCardForm(provider.form, { number: {} }, { locale: 'sv', title: 'Kortuppgifter' }, side);
    expect(provider.mounts).toHaveLength(1);
    expect(provider.mounts[0]!.options).toMatchObject({ locale: 'sv', title: 'Kortuppgifter' });
    provider.mounts[0]!.options.onChange(READY);
    expect(states).toEqual([EMPTY_CARD_FORM, READY]);
    expect(provider.unmounts()).toBe(0);
    remove();
    expect(provider.unmounts()).toBe(1);
  });

  it('turns a failure to draw into the host’s failure, as an AppError', async () => {
    const provider = providerForm();
    const holding = { form: provider.form as MountableCardForm | undefined };
    const { side, failures } = host(holding);
    mountCardForm(provider.form, {}, { locale: 'en' }, side);
    provider.mounts[0]!.reject(new TypeError('the vendor script did not load'));
    await flush();
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(AppError);
    expect(holding.form).toBeUndefined();
  });

  it('ignores what a form no longer held says (closed, failed or replaced since it was drawn)', async () => {
    const provider = providerForm();
    const holding = { form: provider.form as MountableCardForm | undefined };
    const { side, states, failures } = host(holding);
    mountCardForm(provider.form, {}, { locale: 'en' }, side);
    holding.form = providerForm().form;
    provider.mounts[0]!.options.onChange(READY);
    provider.mounts[0]!.reject(new Error('late'));
    await flush();
    expect(states).toEqual([EMPTY_CARD_FORM]);
    expect(failures).toEqual([]);
  });

  it('draws nothing when the host holds no form (or another one), and then has nothing to remove', () => {
    const provider = providerForm();
    const { side, states } = host({ form: undefined });
    mountCardForm(undefined, {}, { locale: 'en' }, side)();
    mountCardForm(provider.form, {}, { locale: 'en' }, side)();
    expect([provider.mounts.length, provider.unmounts(), states.length]).toEqual([0, 0, 0]);
  });
});
