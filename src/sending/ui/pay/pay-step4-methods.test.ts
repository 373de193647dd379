import { describe, expect, it } from 'vitest';
import { scenario } from './in-memory-step4.fixture';

describe('step 4’s payment methods, as the back office offers them (the sandbox’s one table, by the customer’s country)', () => {
  it.each([
    ['amina.se@sandbox.test', ['card', 'wallet', 'bank', 'instant-bank'], 'trustly'],
    ['hodan.gb@sandbox.test', ['card', 'wallet', 'bank'], undefined],
    ['nasra.ca@sandbox.test', ['card', 'wallet', 'instant-bank'], 'apaylo'],
    ['mahad.iowa@sandbox.test', ['card', 'wallet'], undefined],
  ])('offers %s %j, the instant bank payment by %s', async (email, methods, instantBank) => {
    const { first } = scenario({ email });
    expect(first.vm.methods).toEqual([]);
    await first.vm.load();
    expect(first.vm.offerError).toBeUndefined();
    expect(first.vm.methods).toEqual(methods);
    expect(first.vm.offer.instantBank).toBe(instantBank);
  });

  it('pays a Canadian’s instant bank payment by the vendor offered (apaylo), after a reload too', async () => {
    const { first, page, made } = scenario({ email: 'nasra.ca@sandbox.test' });
    await first.vm.load();
    first.vm.setPurpose('Gift');
    first.vm.chooseMethod('instant-bank');
    expect(await first.vm.proceed()).toBe(true);
    // A reload: the kept offer is there before the back office answers again.
    const again = page();
    expect(again.vm.methods).toEqual(['card', 'wallet', 'instant-bank']);
    await again.vm.load({ reference: made()[0]!.reference });
    expect(again.vm.phase).toBe('paying');
    const payment = await again.vm.pay();
    expect(payment.interacTransfer?.reference).toBe(made()[0]!.reference);
    expect(made()[0]!.paymentType).toBe('apaylo');
  });
});
