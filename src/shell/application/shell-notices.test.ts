import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { COOKIE_POPUP_KEY, customerHash, NEW_PAYOUT_NOTICE_KEY } from '../domain/notices';
import { CookiePopupViewModel, PayoutNoticeViewModel } from '../ui/notice-view-models';
import { CookieConsent, NewPayoutNotice } from './shell-notices';

const clockAt = (iso: string) => ({ now: () => Date.parse(iso) });

describe('the "new payout method" notice', () => {
  it('shows before its day, once per customer until "Got it", remembered in local storage', () => {
    const storage = new MemoryStorage();
    const notice = new NewPayoutNotice(storage, clockAt('2024-04-30T23:59:59Z'), '2024-05-01');
    const amina = new PayoutNoticeViewModel(notice);
    amina.showFor('guid-amina');
    expect(amina.visible).toBe(true);
    amina.gotIt();
    expect(amina.visible).toBe(false);
    expect(JSON.parse(storage.getItem(NEW_PAYOUT_NOTICE_KEY)!)).toEqual([customerHash('guid-amina')]);
    expect(storage.getItem(NEW_PAYOUT_NOTICE_KEY)).not.toContain('guid-amina');

    // A reload (new view model, same storage): not again for her; another customer still sees it.
    const again = new PayoutNoticeViewModel(notice);
    again.showFor('guid-amina');
    expect(again.visible).toBe(false);
    again.showFor('guid-hodan');
    expect(again.visible).toBe(true);
  });

  it('never shows from its day on (the spec’s 2024-05-01: today it never shows)', () => {
    const storage = new MemoryStorage();
    for (const now of ['2024-05-01T00:00:00Z', '2026-11-21T10:00:00Z']) {
      const model = new PayoutNoticeViewModel(new NewPayoutNotice(storage, clockAt(now), '2024-05-01'));
      model.showFor('guid-amina');
      expect(model.visible, now).toBe(false);
    }
  });

  it('follows its configured day', () => {
    const notice = new NewPayoutNotice(new MemoryStorage(), clockAt('2026-11-21T10:00:00Z'), '2027-01-01');
    expect(notice.active).toBe(true);
    expect(notice.shouldShow('guid-amina')).toBe(true);
  });
});

describe('the cookie popup', () => {
  it('is off by default: nothing shows, nothing is stored', () => {
    const storage = new MemoryStorage();
    expect(new CookiePopupViewModel(new CookieConsent(storage, false)).visible).toBe(false);
    expect(storage.length).toBe(0);
  });

  it.each(['all', 'necessary'] as const)('when on, shows until "%s" is chosen, kept under popover-cookies', (choice) => {
    const storage = new MemoryStorage();
    const consent = new CookieConsent(storage, true);
    const model = new CookiePopupViewModel(consent);
    expect(model.visible).toBe(true);
    model.choose(choice);
    expect(model.visible).toBe(false);
    expect(storage.getItem(COOKIE_POPUP_KEY)).toBe(choice);
    expect(consent.choice).toBe(choice);
    expect(new CookiePopupViewModel(consent).visible).toBe(false);
  });
});
