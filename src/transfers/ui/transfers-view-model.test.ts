import { describe, expect, it, vi } from 'vitest';
import { when } from 'mobx';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import { moveTransferAtDesk } from '@/sandbox/world/transfer-desk';
import { AMINA, NEWCOMER, signedInWorld } from '../adapters/in-memory-session.fixture';
import { TransferHistory } from '../application/transfer-history';
import type { PageRequest, TransferHistoryGateway } from '../application/transfer-history-gateway';
import type { Transfer, TransferFilter } from '../domain/transfer';
import { RecentTransfersViewModel } from './recent-transfers-view-model';
import { TransfersViewModel } from './transfers-view-model';

const KHADRA = 'b0000000-0000-4000-8000-000000000003';
const ABDIRAHMAN = 'b0000000-0000-4000-8000-000000000001';

function setup(email = AMINA) {
  const world = signedInWorld(email);
  return { ...world, vm: new TransfersViewModel(new TransferHistory(world.history)) };
}

/** Waits until every load the address started has settled. */
const settled = (vm: TransfersViewModel) => when(() => [vm.list, vm.recipients, vm.details].every((task) => task.state !== 'loading'));
const refs = (vm: TransfersViewModel) => vm.transfers.map((t) => t.reference);

describe('TransfersViewModel: the list', () => {
  it('shows the first page of the customer’s transfers, newest first, and their recipients to filter by', async () => {
    const { vm } = setup();
    vm.show('');
    await settled(vm);
    expect(refs(vm)).toEqual(['TR00000001', 'TR00000002', 'TR00000003', 'TR00000004', 'TR00000005', 'TR00000006', 'TR00000007', 'TR00000008', 'TR00000009', 'TR00000010']);
    expect([vm.total, vm.pageCount, vm.empty, vm.filtered]).toEqual([10, 1, undefined, false]);
    expect(vm.recipientOptions.map((r) => r.name)).toEqual(['Abdirahman Warsame', 'Khadra Jama', 'Meron Tesfaye', 'Wanjiru Kamau']);
  });

  it('filters by status group and recipient from the address, with links that keep or reset them', async () => {
    const { vm } = setup();
    vm.show(`?status=CLOSED&recipient=${ABDIRAHMAN}`);
    await settled(vm);
    expect(refs(vm)).toEqual(['TR00000005']);
    expect(vm.filtered).toBe(true);
    expect(vm.groupHref('PAID')).toBe(`/transfers?status=PAID&recipient=${ABDIRAHMAN}`);
    expect(vm.groupHref(undefined)).toBe(`/transfers?recipient=${ABDIRAHMAN}`);
    expect(vm.recipientHref(KHADRA)).toBe(`/transfers?status=CLOSED&recipient=${KHADRA}`);
    expect(vm.detailsHref('TR00000005')).toBe(`/transfers?status=CLOSED&recipient=${ABDIRAHMAN}&ref=TR00000005`);
    vm.show('?status=SENT');
    await settled(vm);
    expect(vm.transfers.map((t) => t.status)).toEqual(['READY_FOR_PICKUP', 'SENT_FOR_PAY', 'SENT']);
  });

  it('says when the filters find nothing (clear the filters), and when there is no transfer at all (new transfer)', async () => {
    const { vm } = setup();
    vm.show(`?status=PAID&recipient=${KHADRA}`);
    await settled(vm);
    expect(vm.empty).toBe('no-match');
    const { vm: newcomer } = setup(NEWCOMER);
    newcomer.show('');
    await settled(newcomer);
    expect(newcomer.empty).toBe('none');
  });

  it('keeps a recipient named by the address among the choices, even when not among the customer’s recipients', async () => {
    const { vm } = setup();
    const other = 'c0000000-0000-4000-8000-000000000009';
    vm.show(`?recipient=${other}`);
    await settled(vm);
    expect(vm.recipientOptions.at(-1)).toEqual({ guid: other, id: '', name: other, countryIso2: '' });
  });

  it('asks for the list again only when the filters or the page change', async () => {
    const { history } = signedInWorld();
    const list = vi.spyOn(history, 'list');
    const vm = new TransfersViewModel(new TransferHistory(history));
    vm.show('?status=PAID');
    await settled(vm);
    vm.show('?status=PAID');
    vm.show('?status=PAID&ref=TR00000008');
    await settled(vm);
    vm.show('?status=PAID');
    await settled(vm);
    expect(list).toHaveBeenCalledTimes(1);
    vm.show('?status=PAID&page=2');
    await settled(vm);
    expect(list.mock.calls.map((c) => c[1].page)).toEqual([1, 2]);
  });
});

/** A history of `total` transfers, 20 a page, whose first answer may fail. */
class PagedHistory implements TransferHistoryGateway {
  failures = 0;
  constructor(private readonly totalCount: number) {}
  async list(_filter: TransferFilter, page: PageRequest) {
    if (this.failures > 0) {
      this.failures -= 1;
      throw new AppError('Network', 'offline');
    }
    const from = (page.page - 1) * page.perPage;
    const transfers = Array.from({ length: Math.max(0, Math.min(page.perPage, this.totalCount - from)) }, (_, i) => ({ reference: `TR${String(from + i + 1).padStart(8, '0')}` }) as Transfer);
    return { transfers, total: this.totalCount, page: page.page, perPage: page.perPage };
  }
  async get() {
    return undefined;
  }
  async recipients() {
    return [];
  }
}

describe('TransfersViewModel: pages', () => {
  it('pages of 20 with the first, the last and the neighbours of the current page', async () => {
    const vm = new TransfersViewModel(new TransferHistory(new PagedHistory(95)));
    vm.show('?status=PAID&page=3');
    await settled(vm);
    expect([vm.transfers.length, vm.transfers[0]?.reference, vm.pageCount]).toEqual([20, 'TR00000041', 5]);
    expect(vm.pageLinks).toEqual([1, 2, 3, 4, 5]);
    expect(vm.pageHref(4)).toBe('/transfers?status=PAID&page=4');
    expect(vm.pageHref(1)).toBe('/transfers?status=PAID');
  });

  it('goes to the last page from a page past the end', async () => {
    const vm = new TransfersViewModel(new TransferHistory(new PagedHistory(45)));
    vm.show('?page=7');
    await settled(vm);
    expect(vm.pastTheEnd).toBe('/transfers?page=3');
  });

  it('keeps a failed load for display and tries again', async () => {
    const gateway = new PagedHistory(3);
    gateway.failures = 1;
    const vm = new TransfersViewModel(new TransferHistory(gateway));
    vm.show('');
    await settled(vm);
    expect([vm.list.state, vm.list.error?.type]).toEqual(['failed', 'Network']);
    vm.retry();
    await settled(vm);
    expect([vm.list.state, vm.total]).toEqual(['ready', 3]);
  });
});

describe('TransfersViewModel: a transfer’s details', () => {
  it('opens a rejected transfer from the address: its timeline with the reason, no update, send again to the same recipient', async () => {
    const { vm, history } = setup();
    const list = vi.spyOn(history, 'list');
    vm.show('?status=CLOSED&ref=TR00000007');
    await settled(vm);
    expect(list).not.toHaveBeenCalled();
    expect(vm.transfer?.reference).toBe('TR00000007');
    expect(vm.timeline.map((s) => `${s.kind} ${s.state}`)).toEqual(['created done', 'paid done', 'rejected current']);
    expect(vm.timeline.at(-1)?.reason).toBe('The payout partner could not verify the recipient’s details.');
    expect([vm.canUpdate, vm.updateHref]).toEqual([false, undefined]);
    expect(vm.sendAgainHref).toBe('/send-money/quote?to=SQ&currency=USD&payout=cash&recipient=3&amount=40000');
    expect(vm.listHref).toBe('/transfers?status=CLOSED');
  });

  it('offers the update of a transfer waiting for its payment, and counts the receipt from the payment', async () => {
    const { vm, world } = setup();
    vm.show('?ref=TR00000001');
    await settled(vm);
    expect([vm.canUpdate, vm.updateHref]).toEqual([true, '/transfers/TR00000001']);
    expect(vm.paidAt).toBe(vm.transfer?.createdAt);
    expect(vm.transfer?.total).toEqual(money(11_100, 'SEK'));
    moveTransferAtDesk(world, 'TR00000006', 'SENT');
    vm.show('?ref=TR00000006');
    await settled(vm);
    expect(vm.paidAt).toBe(vm.transfer!.createdAt + 3 * 60_000);
    expect(vm.canUpdate).toBe(false);
  });

  it('says when there is no such transfer', async () => {
    const { vm } = setup();
    vm.show('?ref=TR09999999');
    await settled(vm);
    expect([vm.notFound, vm.transfer]).toEqual([true, undefined]);
  });
});

describe('RecentTransfersViewModel', () => {
  it('shows the five latest transfers', async () => {
    const { history } = signedInWorld();
    const vm = new RecentTransfersViewModel(new TransferHistory(history));
    await vm.load();
    expect(vm.transfers.map((t) => t.reference)).toEqual(['TR00000001', 'TR00000002', 'TR00000003', 'TR00000004', 'TR00000005']);
    expect(vm.empty).toBe(false);
  });

  it('is empty for a customer who has sent nothing', async () => {
    const { history } = signedInWorld(NEWCOMER);
    const vm = new RecentTransfersViewModel(new TransferHistory(history));
    await vm.load();
    expect(vm.empty).toBe(true);
  });
});
