import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { CARD_ENROLLMENT_KEY, CardEnrollment } from '../../application/card-enrollment';
import { HeldAccountHolder } from '../../adapters/held-account-holder';
import type { BankAccountHolder, PaymentMethodsGateway, PaymentOfTransfer } from '../../application/payment-methods-gateway';
import { ReturningFromBank } from '../../application/returning-from-bank';
import { TrustlyCallbackViewModel } from './trustly-callback-view-model';

const HOLDER: BankAccountHolder = { firstName: 'Amina', lastName: 'Warsame', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', personalIdentityNumber: undefined };

function setup(state: PaymentOfTransfer | Error, options: { inProgress?: string; lookup?: 'fails' } = {}) {
  const gateway: PaymentMethodsGateway = {
    walletBalance: vi.fn(),
    trustlyLookup: vi.fn(async () => {
      if (options.lookup === 'fails') throw new AppError('AccountNotFound', 'no account', { status: 404 });
      return HOLDER;
    }),
    paymentStatus: state instanceof Error ? vi.fn().mockRejectedValueOnce(state).mockResolvedValue({ status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' }) : vi.fn(async () => state),
  };
  const holders = new HeldAccountHolder();
  const storage = new MemoryStorage();
  const vm = new TrustlyCallbackViewModel(new ReturningFromBank(gateway, { reference: () => options.inProgress }, holders), new CardEnrollment(storage));
  return { vm, gateway, holders, storage };
}

const query = (search: string) => {
  const params = new URLSearchParams(search);
  return (name: string) => params.get(name);
};
/** Trustly's SuccessURL as the back end gave it to Deposit: the pay step's success address with the payment. */
const SUCCESS = 'status=success&provider=trustly&routeName=pay&payment=pay-000001';

describe('TrustlyCallbackViewModel (the bank link’s return)', () => {
  it('ends the tab’s Trustly enrollment once settled; keeps it while the status could not be read, and any other kind', async () => {
    const settled = setup({ status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' });
    settled.storage.setItem(CARD_ENROLLMENT_KEY, 'trustly');
    await settled.vm.start(query(SUCCESS));
    expect(settled.storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
    const failing = setup(new AppError('Network', 'offline'));
    failing.storage.setItem(CARD_ENROLLMENT_KEY, 'trustly');
    await failing.vm.start(query(SUCCESS));
    expect([failing.vm.state, failing.storage.getItem(CARD_ENROLLMENT_KEY)]).toEqual(['failed', 'trustly']);
    await failing.vm.retry();
    expect([failing.vm.state, failing.storage.getItem(CARD_ENROLLMENT_KEY)]).toEqual(['done', null]);
    const card = setup({ status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' });
    card.storage.setItem(CARD_ENROLLMENT_KEY, 'fiserv:wallet');
    await card.vm.start(query(SUCCESS));
    expect(card.storage.getItem(CARD_ENROLLMENT_KEY)).toBe('fiserv:wallet');
  });

  it('after an approval: prefills the remitter and goes to the successful result of the payment’s transfer', async () => {
    const { vm, gateway, holders } = setup({ status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' });
    await vm.start(query(SUCCESS));
    expect(gateway.trustlyLookup).toHaveBeenCalledWith('pay-000001');
    expect(gateway.paymentStatus).toHaveBeenCalledWith('pay-000001');
    expect(holders.kept()).toEqual(HOLDER);
    expect(vm.state).toBe('done');
    expect(vm.target).toBe('/send-money/pay/TR01000001?result=successful');
  });

  it('a payment still waiting for the money is the pending result; a lookup that fails changes nothing', async () => {
    const { vm, holders } = setup({ status: 'WAITING', code: undefined, transactionReference: 'TR01000002' }, { lookup: 'fails' });
    await vm.start(query(SUCCESS));
    expect(holders.kept()).toBeUndefined();
    expect(vm.target).toBe('/send-money/pay/TR01000002?result=pending');
  });

  it('a declined payment is the failed result with its code; not authorised is the pay step to try again', async () => {
    const declined = setup({ status: 'DECLINED', code: 'payment_was_declined_by_bank', transactionReference: 'TR01000003' });
    await declined.vm.start(query(SUCCESS));
    expect(declined.vm.target).toBe('/send-money/pay/TR01000003?result=failed&code=payment_was_declined_by_bank');
    const refused = setup({ status: 'DECLINED', code: 'payment_was_not_authorised', transactionReference: 'TR01000004' });
    await refused.vm.start(query(SUCCESS));
    expect(refused.vm.target).toBe('/send-money/pay/TR01000004?error=BankAuthorizationFailed');
  });

  it('back on the FailURL (failed or cancelled): the pay step of the transfer in progress with "Bank authorization failed", no calls', async () => {
    const { vm, gateway } = setup({ status: 'DECLINED', code: 'payment_was_not_authorised', transactionReference: 'TR01000001' }, { inProgress: 'TR01000009' });
    await vm.start(query('status=fail&provider=trustly&routeName=pay&payment=pay-000001'));
    expect(vm.target).toBe('/send-money/pay/TR01000009?error=BankAuthorizationFailed');
    expect(gateway.paymentStatus).not.toHaveBeenCalled();
    expect(gateway.trustlyLookup).not.toHaveBeenCalled();
  });

  it('without a payment: the pending result of the transfer in progress, and no lookup', async () => {
    const { vm, gateway } = setup({ status: 'APPROVED', code: 'approved', transactionReference: 'x' }, { inProgress: 'TR01000005' });
    await vm.start(query('status=success&provider=trustly&routeName=pay'));
    expect(vm.target).toBe('/send-money/pay/TR01000005?result=pending');
    expect(gateway.trustlyLookup).not.toHaveBeenCalled();
  });

  it('offers to try again when the payment’s status cannot be read', async () => {
    const { vm } = setup(new AppError('Network', 'The network request failed'));
    await vm.start(query(SUCCESS));
    expect(vm.state).toBe('failed');
    expect(vm.error?.type).toBe('Network');
    await vm.retry();
    expect(vm.state).toBe('done');
    expect(vm.target).toBe('/send-money/pay/TR01000001?result=successful');
  });

  it('a wallet top-up’s round trip goes back to the wallet, approved or cancelled, without asking a payment’s status', async () => {
    for (const status of ['success', 'fail']) {
      const { vm, gateway, storage } = setup({ status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' }, { inProgress: 'TR01000009' });
      storage.setItem(CARD_ENROLLMENT_KEY, 'trustly');
      await vm.start(query(`status=${status}&provider=trustly&routeName=wallet&payment=top-up-3`));
      expect([vm.state, vm.target]).toEqual(['done', '/wallet']);
      expect(gateway.paymentStatus).not.toHaveBeenCalled();
      expect(gateway.trustlyLookup).not.toHaveBeenCalled();
      expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
    }
  });

  it('does not act on a round trip it did not start', async () => {
    const { vm, gateway } = setup({ status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' });
    await vm.start(query('status=success&provider=trustly&routeName=top-up&payment=pay-000001'));
    expect(vm.state).toBe('unknown');
    expect(vm.target).toBeUndefined();
    expect(gateway.paymentStatus).not.toHaveBeenCalled();
  });
});
