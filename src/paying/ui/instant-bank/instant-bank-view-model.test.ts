import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { CARD_ENROLLMENT_KEY, CardEnrollment } from '../../application/card-enrollment';
import { payment, testPanel } from '../test-panel';
import { InstantBankViewModel } from './instant-bank-view-model';

const VENDOR = 'http://127.0.0.1:5174';
const PORTAL = 'http://127.0.0.1:5173';
/** The url Trustly's Deposit answered (its payment page), as the sandbox imitates it. */
const TRUSTLY_PAGE = `${VENDOR}/_/orderclient.php?SessionID=00000000-0000-4000-8000-000000000001&OrderID=4000000001&Locale=sv_SE`;

function setup(pay: Parameters<typeof testPanel>[0]) {
  const { props, outcomes } = testPanel(pay);
  const left: string[] = [];
  const storage = new MemoryStorage();
  const enrollment = new CardEnrollment(storage);
  // What the tab remembered when the customer left.
  const remembered: (string | null)[] = [];
  const leave = (address: string) => {
    remembered.push(storage.getItem(CARD_ENROLLMENT_KEY));
    left.push(address);
  };
  const vm = new InstantBankViewModel(props, { portalOrigin: PORTAL, vendorOrigins: [VENDOR], leave, enrollment });
  return { vm, props, outcomes, left, storage, remembered };
}

describe('InstantBankViewModel', () => {
  it('pays once with the portal’s return addresses, and leaves for Trustly’s payment page unchanged', async () => {
    const { vm, props, left, outcomes } = setup(async () => payment('WAITING', { redirectUrl: TRUSTLY_PAGE }));
    await Promise.all([vm.pay(), vm.pay()]);
    expect(props.pay).toHaveBeenCalledTimes(1);
    expect(props.pay).toHaveBeenCalledWith({
      bankLinkReturn: {
        successUrl: `${PORTAL}/trustly-callback?status=success&provider=trustly&routeName=pay`,
        failUrl: `${PORTAL}/trustly-callback?status=fail&provider=trustly&routeName=pay`,
      },
    });
    expect(left).toEqual([TRUSTLY_PAGE]);
    expect(vm.leaving).toBe(true);
    await vm.pay();
    expect(props.pay).toHaveBeenCalledTimes(1);
    expect(outcomes).toEqual([]);
  });

  it('remembers the bank link as a Trustly enrollment of the transfer before leaving (its way back is the pay step)', async () => {
    const { vm, remembered, storage } = setup(async () => payment('WAITING', { redirectUrl: TRUSTLY_PAGE }));
    await vm.pay();
    expect(remembered).toEqual(['trustly']);
    expect(new CardEnrollment(storage).returnPath()).toBe('/send-money/pay');
  });

  it('never follows a link off the vendor origins', async () => {
    const { vm, left, storage } = setup(async () => payment('WAITING', { redirectUrl: 'https://evil.test/_/orderclient.php?OrderID=1' }));
    await vm.pay();
    expect(left).toEqual([]);
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
    expect(vm.error?.type).toBe('MalformedResponse');
    expect(vm.leaving).toBe(false);
  });

  it('ends at once when the payment is settled already', async () => {
    const approved = setup(async () => payment('APPROVED'));
    await approved.vm.pay();
    expect(approved.outcomes).toEqual([{ status: 'successful' }]);
    const declined = setup(async () => payment('DECLINED'));
    await declined.vm.pay();
    expect(declined.outcomes).toEqual([{ status: 'failed' }]);
    expect(declined.left).toEqual([]);
  });

  it('keeps a refusal for another try', async () => {
    const { vm } = setup(async () => Promise.reject(new AppError('StateMismatch', 'paid', { status: 409 })));
    await vm.pay();
    expect(vm.error?.type).toBe('StateMismatch');
    expect(vm.paying).toBe(false);
  });
});
