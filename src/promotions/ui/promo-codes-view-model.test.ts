import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import { ListingPromoCodes } from '../application/listing-promo-codes';
import type { PromotionsGateway } from '../application/promotions-gateway';
import type { Promotion } from '../domain/promotion';
import { COPY_CONFIRMATION_MS, PromoCodesViewModel } from './promo-codes-view-model';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const DAY = 86_400_000;

const WELCOME10: Promotion = {
  code: 'WELCOME10', title: 'Welcome bonus', description: '10 off the fee of your next transfer.',
  discount: { kind: 'amount', amount: money(1_000, 'SEK') }, expiresAt: NOW + 60 * DAY, usesLeft: 1,
};
const FREEFEE: Promotion = {
  code: 'FREEFEE', title: 'Free transfer', description: 'No fee on one transfer.',
  discount: { kind: 'percent', percent: 100 }, expiresAt: NOW + 30 * DAY, usesLeft: 3,
};
const EXPIRED: Promotion = { ...FREEFEE, code: 'OLD', expiresAt: NOW - 1 };

class FakePromotions implements PromotionsGateway {
  promotions: Promotion[] = [WELCOME10, FREEFEE, EXPIRED];
  failNext = 0;
  list = vi.fn(async () => {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new AppError('Unknown', 'Down', { status: 500, requestId: 'req-7' });
    }
    return this.promotions;
  });
}

function setUp(promoEnabled = true) {
  const gateway = new FakePromotions();
  const clock = { at: NOW, now(): number { return this.at; } };
  const vm = new PromoCodesViewModel(new ListingPromoCodes(gateway, clock), promoEnabled, clock);
  /** Time passes on the clock, and the page's tick runs. */
  const pass = (ms: number) => {
    clock.at += ms;
    vm.tick();
  };
  return { gateway, vm, pass };
}

describe('PromoCodesViewModel', () => {
  it('lists the usable codes, the soonest to run out first, and counts them', async () => {
    const { vm } = setUp();
    expect(vm.codes.state).toBe('idle');
    expect(vm.count).toBe(0);
    await vm.load();
    expect(vm.promotions.map((p) => p.code)).toEqual(['FREEFEE', 'WELCOME10']);
    expect(vm.count).toBe(2);
    expect(vm.empty).toBe(false);
  });

  it('is empty once loaded without a usable code (not while loading)', async () => {
    const { gateway, vm } = setUp();
    gateway.promotions = [EXPIRED];
    const loading = vm.load();
    expect(vm.empty).toBe(false);
    await loading;
    expect(vm.empty).toBe(true);
    expect(vm.count).toBe(0);
  });

  it('keeps a failure with its error code, and a retry loads the codes', async () => {
    const { gateway, vm } = setUp();
    gateway.failNext = 1;
    await vm.load();
    expect(vm.codes.state).toBe('failed');
    expect(vm.codes.error?.requestId).toBe('req-7');
    await vm.load();
    expect(vm.codes.state).toBe('ready');
    expect(vm.count).toBe(2);
  });

  it('with the promo feature off asks for nothing and lists nothing', async () => {
    const { gateway, vm } = setUp(false);
    await vm.load();
    expect(gateway.list).not.toHaveBeenCalled();
    expect(vm.promoEnabled).toBe(false);
    expect(vm.count).toBe(0);
  });

  it('copies a code with the clipboard and says so for 5 seconds', async () => {
    const { vm, pass } = setUp();
    await vm.load();
    const write = vi.fn(async () => undefined);
    await vm.copy('FREEFEE', write);
    expect(write).toHaveBeenCalledWith('FREEFEE');
    expect(vm.copied).toEqual({ code: 'FREEFEE', ok: true, attempt: 1, until: NOW + COPY_CONFIRMATION_MS });
    pass(COPY_CONFIRMATION_MS - 1);
    expect(vm.copied?.code).toBe('FREEFEE');
    pass(1);
    expect(vm.copied).toBeUndefined();
  });

  it('a refused copy says so (the page selects the code); a later copy starts its own 5 seconds', async () => {
    const { vm, pass } = setUp();
    await vm.copy('WELCOME10', async () => Promise.reject(new Error('NotAllowedError')));
    expect(vm.copied).toMatchObject({ code: 'WELCOME10', ok: false, attempt: 1 });
    pass(4_000);
    await vm.copy('WELCOME10', async () => undefined);
    expect(vm.copied).toMatchObject({ code: 'WELCOME10', ok: true, attempt: 2 });
    pass(4_000);
    expect(vm.copied?.ok).toBe(true);
    pass(1_000);
    expect(vm.copied).toBeUndefined();
  });
});
