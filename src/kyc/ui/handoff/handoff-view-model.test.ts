import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import type { HandoffClaim, HandoffGateway, HandoffProgress, IssuedHandoff } from '../../application/handoff-ports';
import { HANDOFF_POLL_MS, HandoffViewModel, type Every } from './handoff-view-model';
import { PhoneClaimViewModel, handoffLinkOf } from './phone-claim-view-model';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { TabClaimKeeper } from '../../application/tab-claim-keeper';

const issued = (n: number): IssuedHandoff => ({ id: `hof-${n}`, token: `t${n}`, shortCode: 'SE-2345-6789', path: `/verification?token=t${n}&country=SE`, expiresAt: 600_000 });

/** A gateway whose answers the test sets, and a timer the test ticks. */
function harness() {
  const calls: string[] = [];
  let progress: HandoffProgress = { status: 'waiting', expiresAt: 600_000 };
  let issues = 0;
  let failIssue: AppError | undefined;
  const gateway: HandoffGateway = {
    issue: async () => {
      calls.push('issue');
      if (failIssue) throw failIssue;
      issues += 1;
      return issued(issues);
    },
    progress: async (id) => {
      calls.push(`progress ${id}`);
      return progress;
    },
    cancel: async (id) => {
      calls.push(`cancel ${id}`);
      return { status: 'cancelled', expiresAt: 600_000 };
    },
    claim: async () => {
      throw new Error('not the desktop');
    },
  };
  const timers = new Set<() => void>();
  const every: Every = (ms, tick) => {
    expect(ms).toBe(HANDOFF_POLL_MS);
    timers.add(tick);
    return () => timers.delete(tick);
  };
  const tick = async () => {
    for (const t of [...timers]) t();
    await new Promise((r) => setTimeout(r, 0));
  };
  const vm = new HandoffViewModel(gateway, { now: () => 0 }, every);
  return {
    vm, calls, timers, tick,
    set progress(p: HandoffProgress) {
      progress = p;
    },
    set failIssue(e: AppError | undefined) {
      failIssue = e;
    },
  };
}

describe('the desktop hand-off', () => {
  it('issues a code, follows the phone every 2 s and finishes when the phone has uploaded', async () => {
    const h = harness();
    await h.vm.issue();
    expect([h.vm.phase, h.vm.issued?.id, h.vm.secondsLeft(0)]).toEqual(['waiting', 'hof-1', 600]);
    h.progress = { status: 'opened', expiresAt: 1_800_000 };
    await h.tick();
    expect([h.vm.phase, h.vm.secondsLeft(0)]).toEqual(['opened', 1800]);
    h.progress = { status: 'completed', expiresAt: 1_800_000, verification: { status: 'VerifyingAddress', internalStatus: 'VerifyingAddress', twoPlusTwoResult: 'Verified', watchlistResult: 'Verified' } };
    await h.tick();
    expect(h.vm.phase).toBe('completed');
    expect(h.timers.size).toBe(0);
  });

  it('offers a new code once the code expired, and stops checking meanwhile', async () => {
    const h = harness();
    await h.vm.issue();
    h.progress = { status: 'expired', expiresAt: 600_000 };
    await h.tick();
    expect([h.vm.phase, h.timers.size]).toEqual(['expired', 0]);
    h.progress = { status: 'waiting', expiresAt: 600_000 };
    await h.vm.issue();
    expect([h.vm.phase, h.vm.issued?.id, h.timers.size]).toEqual(['waiting', 'hof-2', 1]);
  });

  it('cancels the hand-off at the back office and stops; stops checking when disposed', async () => {
    const h = harness();
    await h.vm.issue();
    await h.vm.cancel();
    expect([h.vm.phase, h.calls.at(-1), h.timers.size]).toEqual(['cancelled', 'cancel hof-1', 0]);
    const other = harness();
    await other.vm.issue();
    other.vm.dispose();
    await other.tick();
    expect(other.calls).toEqual(['issue']);
  });

  it('shows a failed issue with its error, and a failed check without stopping', async () => {
    const h = harness();
    h.failIssue = new AppError('OpsSomethingWentWrong', 'down', { status: 500, requestId: 'r-1' });
    await h.vm.issue();
    expect([h.vm.phase, h.vm.error?.type]).toEqual(['issueFailed', 'OpsSomethingWentWrong']);
    h.failIssue = undefined;
    await h.vm.issue();
    expect(h.vm.phase).toBe('waiting');
  });
});

/** A phone tab's keeper over its own session storage; the clock the test sets. */
const tab = (storage = new MemoryStorage()) => new TabClaimKeeper(storage);
const clock = { now: () => 0 };

describe('the phone’s link', () => {
  it('reads a token link with its country and a typed code with the country in it', () => {
    expect(handoffLinkOf('?token=AbCdEfGhIjKlMnOpQrStUv&country=se')).toEqual({ country: 'SE', token: 'AbCdEfGhIjKlMnOpQrStUv' });
    expect(handoffLinkOf('?code=se-2345-6789')).toEqual({ country: 'SE', code: 'SE-2345-6789' });
    expect(handoffLinkOf('?token=short&country=SE')).toBeUndefined();
    expect(handoffLinkOf('')).toBeUndefined();
  });

  it('claims once however often it starts; a used link is final, a failed call can be retried', async () => {
    let claims = 0;
    let answer: () => Promise<never> | Promise<import('../../application/handoff-ports').HandoffClaim> = async () => {
      throw new AppError('HandoffTokenUsed', 'used', { status: 410 });
    };
    const gateway = { claim: () => { claims += 1; return answer(); } } as unknown as HandoffGateway;
    const used = new PhoneClaimViewModel(gateway, { country: 'SE', token: 'AbCdEfGhIjKlMnOpQrStUv' }, tab(), clock);
    used.start();
    used.start();
    await new Promise((r) => setTimeout(r, 0));
    expect([claims, used.phase, used.error?.type]).toEqual([1, 'refused', 'HandoffTokenUsed']);

    answer = async () => { throw new AppError('Network', 'offline'); };
    const offline = new PhoneClaimViewModel(gateway, { country: 'SE', code: 'SE-2345-6789' }, tab(), clock);
    offline.start();
    await new Promise((r) => setTimeout(r, 0));
    expect(offline.phase).toBe('failed');
    answer = async () => ({ captureToken: 'c', request: { screen: 'id', document: 'ID', optional: false }, firstName: 'Ayan', expiresAt: 1, backend: { baseUrl: 'b', project: 'p' } });
    offline.retry();
    await new Promise((r) => setTimeout(r, 0));
    expect([offline.phase, offline.claim?.firstName]).toEqual(['capturing', 'Ayan']);
  });

  it('refuses an address without a link without calling anyone', () => {
    const gateway = { claim: () => { throw new Error('must not be called'); } } as unknown as HandoffGateway;
    const vm = new PhoneClaimViewModel(gateway, undefined, tab(), clock);
    vm.start();
    expect([vm.phase, vm.error?.type]).toEqual(['refused', 'HandoffTokenInvalid']);
  });
});

describe('a reload of the phone’s page after the claim', () => {
  const LINK = { country: 'SE', token: 'AbCdEfGhIjKlMnOpQrStUv' };
  const claimOf = (expiresAt: number): HandoffClaim => ({
    captureToken: 'capture-1',
    request: { screen: 'address', document: 'ProofOfAddress', optional: false },
    firstName: 'Ayan',
    expiresAt,
    backend: { baseUrl: 'https://api.test', project: 'remit-eu' },
  });
  /** The back office: the first claim of the link succeeds, every later one is refused as used. */
  function backOffice(expiresAt = 1_800_000) {
    let claims = 0;
    const gateway = {
      claim: async () => {
        claims += 1;
        if (claims > 1) throw new AppError('HandoffTokenUsed', 'used', { status: 410 });
        return claimOf(expiresAt);
      },
    } as unknown as HandoffGateway;
    return { gateway, claims: () => claims };
  }
  const settle = () => new Promise((r) => setTimeout(r, 0));
  async function open(gateway: HandoffGateway, storage: MemoryStorage, now = 0) {
    const vm = new PhoneClaimViewModel(gateway, LINK, tab(storage), { now: () => now });
    vm.start();
    await settle();
    return vm;
  }

  it('resumes the capture with the claim the tab kept, without claiming again', async () => {
    const office = backOffice();
    const storage = new MemoryStorage();
    const first = await open(office.gateway, storage);
    expect([first.phase, first.resumed]).toEqual(['capturing', false]);
    const reloaded = await open(office.gateway, storage, 60_000);
    expect([reloaded.phase, reloaded.resumed, reloaded.claim?.captureToken, reloaded.claim?.firstName]).toEqual(['capturing', true, 'capture-1', 'Ayan']);
    expect(office.claims()).toBe(1);
  });

  it('still refuses another phone (or tab) with the same link', async () => {
    const office = backOffice();
    await open(office.gateway, new MemoryStorage());
    const other = await open(office.gateway, new MemoryStorage());
    expect([other.phase, other.error?.type, other.claim]).toEqual(['refused', 'HandoffTokenUsed', undefined]);
  });

  it('shows "done" again after the upload, not the capture', async () => {
    const office = backOffice();
    const storage = new MemoryStorage();
    const first = await open(office.gateway, storage);
    first.finished('submitted');
    await settle();
    const reloaded = await open(office.gateway, storage, 60_000);
    expect(reloaded.phase).toBe('done');
    expect(office.claims()).toBe(1);
  });

  it('shows the link as expired once the capture’s time is over, and forgets the claim', async () => {
    const office = backOffice(1_800_000);
    const storage = new MemoryStorage();
    await open(office.gateway, storage);
    const late = await open(office.gateway, storage, 1_800_000);
    expect([late.phase, late.error?.type, late.claim]).toEqual(['refused', 'HandoffTokenExpired', undefined]);
    expect(storage.keys()).toEqual([]);
  });

  it('ignores what the tab holds under the key when it is not a claim', async () => {
    const office = backOffice();
    const storage = new MemoryStorage();
    storage.setItem('kyc.handoff.claim.SE.AbCdEfGhIjKlMnOpQrStUv', '{"claim":{"captureToken":1}}');
    const vm = await open(office.gateway, storage);
    expect([vm.phase, vm.resumed, office.claims()]).toEqual(['capturing', false, 1]);
  });

  it('claims as before when the tab cannot keep anything', async () => {
    const office = backOffice();
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    const vm = new PhoneClaimViewModel(office.gateway, LINK, new TabClaimKeeper(broken), clock);
    vm.start();
    await settle();
    expect(vm.phase).toBe('capturing');
  });
});
