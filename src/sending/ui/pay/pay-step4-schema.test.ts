import { describe, expect, it } from 'vitest';
import { US_SSN_LAST4 } from '@/sandbox/world/customers';
import type { BeneficiarySchemaGateway } from '../../application/beneficiary-schema-gateway';
import type { PayViewModel } from './pay-view-model';
import { MAHAD, scenario } from './in-memory-step4.fixture';

const shownNames = (vm: PayViewModel) => vm.form.shown.map((f) => `${f.name}${f.required ? '*' : ''}`);

describe('step 4 reads the transaction schema', () => {
  it.each([
    ['SO', 'mobile', ['relationship', 'sender_fund_source', 'remarks']],
    ['SQ', 'cash', ['relationship', 'sender_fund_source', 'remarks', 'house_number*', 'flat_number']],
    ['ET', 'bank', ['relationship', 'sender_fund_source', 'remarks', 'house_number*', 'flat_number']],
  ] as const)('to %s by %s it shows the schema’s fields %j besides purpose and collection point', async (to, payout, names) => {
    const { first } = scenario({ to, payout });
    await first.vm.load();
    expect(first.vm.phase).toBe('confirm');
    expect(first.vm.schemaState).toBe('ready');
    expect(shownNames(first.vm)).toEqual(names);
    expect(first.vm.remarksInForm).toBe(true);
    expect(first.vm.asksCollectionPoint).toBe(payout === 'cash');
  });

  it('offers the purposes of the schema’s data source, with the portal’s labels for the spec’s', async () => {
    const { first } = scenario();
    await first.vm.load();
    expect(first.vm.purposes.slice(0, 2)).toEqual([
      { value: 'Family Support', label: 'Family Support', key: 'familySupport' },
      { value: 'Gift', label: 'Gift', key: 'gift' },
    ]);
    const relationship = first.vm.form.field('relationship')!;
    expect(first.vm.form.optionsOf(relationship).state).toBe('ready');
    expect(first.vm.form.optionsOf(relationship).items.length).toBeGreaterThan(0);
  });

  it('a cash payout without its house number: Continue says so, the field takes the focus, nothing is made; with it, create carries it', async () => {
    const { first, made } = scenario({ to: 'SQ', payout: 'cash' });
    const { vm } = first;
    await vm.load();
    vm.setPurpose('Gift');
    vm.setCollectionPoint('DHB-HGA');
    vm.setReviewed(true);
    vm.chooseMethod('wallet');
    expect(await vm.proceed()).toBe(false);
    expect(vm.form.problemOf('house_number')).toEqual({ kind: 'required' });
    expect(vm.form.problemOf('flat_number')).toBeUndefined();
    expect(vm.firstInvalid).toBe('house_number');
    expect(made()).toEqual([]);
    vm.form.change('house_number', ' 12B ');
    vm.form.change('flat_number', '3');
    vm.form.change('relationship', 'brother');
    // A choice must be one of its data source's options (a value kept from before is not sent unchecked).
    expect(await vm.proceed()).toBe(false);
    expect(vm.form.problemOf('relationship')).toEqual({ kind: 'oneOf' });
    vm.form.change('relationship', 'sibling');
    expect(await vm.proceed()).toBe(true);
    expect(made()).toHaveLength(1);
    expect(made()[0]).toMatchObject({ collectionPointCode: 'DHB-HGA', purpose: 'Gift', payoutDetails: { house_number: '12B', flat_number: '3', relationship: 'sibling' } });
  });

  it('what is given is kept with the draft: a reload (or a Back) shows it again', async () => {
    const { first, page } = scenario({ to: 'SQ', payout: 'cash' });
    await first.vm.load();
    first.vm.setPurpose('Education');
    first.vm.setCollectionPoint('DHB-BUR');
    first.vm.form.change('house_number', '7');
    first.vm.setRemarks('For school fees');
    const again = page();
    await again.vm.load();
    expect(again.vm.purpose).toBe('Education');
    expect(again.vm.collectionPoint).toBe('DHB-BUR');
    expect(again.vm.form.valueFor('house_number')).toBe('7');
    expect(again.vm.form.valueFor('remarks')).toBe('For school fees');
  });

  it('a refusal of the back office shows under its field (payout_details[house_number]) and nothing typed is lost', async () => {
    // An older schema that did not ask for the house number: the back office still requires it.
    const { first, made } = scenario({
      to: 'SQ', payout: 'cash',
      schemas: (real) => Object.assign(Object.create(real) as BeneficiarySchemaGateway, {
        transactionSchema: async (...args: Parameters<BeneficiarySchemaGateway['transactionSchema']>) => {
          const schema = await real.transactionSchema(...args);
          return { ...schema, fields: schema.fields.map((f) => (f.name === 'house_number' ? { ...f, required: false, constraints: [] } : f)), meta: { ...schema.meta, constraints: {} } };
        },
      }),
    });
    const { vm } = first;
    await vm.load();
    vm.setPurpose('Gift');
    vm.setCollectionPoint('DHB-HGA');
    vm.form.change('flat_number', '3');
    vm.setReviewed(true);
    vm.chooseMethod('wallet');
    expect(await vm.proceed()).toBe(false);
    expect(made()).toEqual([]);
    expect(vm.form.serverErrorOf('house_number')).toMatchObject({ type: 'ValueNotBeBlank' });
    expect(vm.createFailure).toBeUndefined();
    expect(vm.firstInvalid).toBe('house_number');
    expect([vm.purpose, vm.collectionPoint, vm.form.valueFor('flat_number')]).toEqual(['Gift', 'DHB-HGA', '3']);
    vm.form.change('house_number', '12');
    expect(vm.form.serverErrorOf('house_number')).toBeUndefined();
    expect(await vm.proceed()).toBe(true);
    expect(made()[0]?.payoutDetails).toEqual({ house_number: '12', flat_number: '3' });
  });

  it('reads the transaction schema where the destination’s beneficiary schema says it is', async () => {
    const asked: (string | undefined)[] = [];
    const { first } = scenario({
      schemas: (real) => Object.assign(Object.create(real) as BeneficiarySchemaGateway, {
        transactionSchema: (...args: Parameters<BeneficiarySchemaGateway['transactionSchema']>) => {
          asked.push(args[3]);
          return real.transactionSchema(...args);
        },
      }),
    });
    await first.vm.load();
    expect(first.vm.schemaState).toBe('ready');
    expect(asked).toEqual(['/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile']);
  });

  it('a transaction schema URL off the API is not read: the step says so (ForeignSchemaUrl) and Continue makes nothing', async () => {
    const { first, made } = scenario({
      schemas: (real) => Object.assign(Object.create(real) as BeneficiarySchemaGateway, {
        schema: async (...args: Parameters<BeneficiarySchemaGateway['schema']>) => {
          const schema = await real.schema(...args);
          return { ...schema, meta: { ...schema.meta, transactionSchemaUrl: 'https://evil.example/api/v2/schemas/transaction' } };
        },
      }),
    });
    await first.vm.load();
    expect(first.vm.schemaState).toBe('failed');
    expect(first.vm.schemaError?.type).toBe('ForeignSchemaUrl');
    first.vm.setPurpose('Gift');
    first.vm.chooseMethod('wallet');
    expect(await first.vm.proceed()).toBe(false);
    expect(made()).toEqual([]);
  });

  it('a schema that cannot be read says so and Continue waits for it; Try again reads it', async () => {
    let fail = true;
    const { first, made } = scenario({
      schemas: (real) => Object.assign(Object.create(real) as BeneficiarySchemaGateway, {
        transactionSchema: (...args: Parameters<BeneficiarySchemaGateway['transactionSchema']>) => (fail ? Promise.reject(new Error('offline')) : real.transactionSchema(...args)),
      }),
    });
    await first.vm.load();
    expect(first.vm.schemaState).toBe('failed');
    first.vm.setPurpose('Gift');
    first.vm.chooseMethod('wallet');
    expect(await first.vm.proceed()).toBe(false);
    expect(made()).toEqual([]);
    fail = false;
    await first.vm.loadSchema();
    expect(first.vm.schemaState).toBe('ready');
    expect(await first.vm.proceed()).toBe(true);
  });
});

describe('the US SSN last-4 dialog', () => {
  const ready = async (email = MAHAD) => {
    const s = scenario({ email });
    await s.first.vm.load();
    s.first.vm.setPurpose('Gift');
    s.first.vm.form.change('remarks', 'Eid');
    s.first.vm.chooseMethod('card');
    return s;
  };

  it('a US customer’s Continue opens the dialog first; the right digits make the transfer and close it', async () => {
    const { first, made } = await ready();
    const { vm } = first;
    expect(await vm.proceed()).toBe(false);
    expect(vm.ssnOpen).toBe(true);
    expect(made()).toEqual([]);
    vm.typeSsn(`${US_SSN_LAST4}9`);
    expect(vm.ssnDigits).toBe(US_SSN_LAST4);
    expect(await vm.confirmSsn()).toBe(true);
    expect(vm.ssnOpen).toBe(false);
    expect(vm.ssnDigits).toBe('');
    expect(vm.phase).toBe('paying');
    expect(made()).toHaveLength(1);
  });

  it('checks the digits before asking: none, or not four digits', async () => {
    const { first, made } = await ready();
    const { vm } = first;
    await vm.proceed();
    expect(await vm.confirmSsn()).toBe(false);
    expect(vm.ssnProblem).toBe('required');
    vm.typeSsn('12a');
    expect(vm.ssnDigits).toBe('12');
    expect(await vm.confirmSsn()).toBe(false);
    expect(vm.ssnProblem).toBe('format');
    expect(vm.ssnOpen).toBe(true);
    expect(made()).toEqual([]);
  });

  it('wrong digits: the refusal shows in the dialog, which stays open; the right ones then make one transfer', async () => {
    const { first, made } = await ready();
    const { vm } = first;
    await vm.proceed();
    vm.typeSsn('1234');
    expect(await vm.confirmSsn()).toBe(false);
    expect(vm.ssnOpen).toBe(true);
    expect(vm.ssnRefusal).toBe('mismatch');
    expect(vm.createFailure).toBeUndefined();
    expect(made()).toEqual([]);
    vm.typeSsn('6');
    expect(vm.ssnRefusal).toBeUndefined();
    vm.typeSsn(US_SSN_LAST4);
    expect(await vm.confirmSsn()).toBe(true);
    expect(made()).toHaveLength(1);
  });

  it('no SSN on file: the back office’s SSNNotDefined shows in the dialog as missing', async () => {
    const { first, me, made } = await ready();
    me.ssnLast4 = undefined;
    await first.vm.proceed();
    first.vm.typeSsn(US_SSN_LAST4);
    expect(await first.vm.confirmSsn()).toBe(false);
    expect(first.vm.ssnRefusal).toBe('missing');
    expect(first.vm.ssnOpen).toBe(true);
    expect(made()).toEqual([]);
  });

  it('Cancel goes back to the step with everything kept but the digits', async () => {
    const { first, made } = await ready();
    const { vm } = first;
    await vm.proceed();
    vm.typeSsn('12');
    vm.cancelSsn();
    expect(vm.ssnOpen).toBe(false);
    expect(vm.ssnDigits).toBe('');
    expect([vm.purpose, vm.form.valueFor('remarks'), vm.method]).toEqual(['Gift', 'Eid', 'card']);
    expect(made()).toEqual([]);
  });

  it('the digits are never kept: not in the draft, not in the tab’s storage', async () => {
    const { first, page, stored } = await ready();
    const { vm } = first;
    await vm.proceed();
    vm.typeSsn('1234');
    await vm.confirmSsn();
    expect(stored()).not.toContain('1234');
    expect(JSON.stringify(first.drafts.draft)).not.toContain('1234');
    vm.typeSsn(US_SSN_LAST4);
    expect(stored()).not.toContain(US_SSN_LAST4);
    expect(await vm.confirmSsn()).toBe(true);
    expect(stored()).not.toContain(US_SSN_LAST4);
    expect(JSON.stringify(first.drafts.draft)).not.toMatch(/ssn/i);
    const again = page();
    await again.vm.load();
    expect(again.vm.ssnDigits).toBe('');
  });

  it('other countries’ customers are never asked', async () => {
    const { first, made } = scenario();
    await first.vm.load();
    first.vm.setPurpose('Gift');
    first.vm.chooseMethod('wallet');
    expect(await first.vm.proceed()).toBe(true);
    expect(first.vm.ssnOpen).toBe(false);
    expect(made()).toHaveLength(1);
  });
});
