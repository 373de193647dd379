// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelopeItemsAtDesk } from '@/sandbox/world/sentry-desk';
import { AMINA, later, PAST_THE_PROMPT_MS, pushDialog, shellApp, withShellServicesClock } from '../../../tests/support/shell-services-app';
import { reportCaughtError } from '../caught-errors';
import { COOKIE_POPUP_KEY, NEW_PAYOUT_NOTICE_KEY } from '../domain/notices';
import { PUSH_DONT_ALLOW_KEY } from '../domain/push-prompt';
import { PUSH_PROMPT_DELAY_MS } from './push-prompt-view-model';

/**
 * ShellServices as the signed-in layout mounts it, over the app's container in memory mode with
 * Amina signed in: the dock, the chat button (its Freshchat widget: shell-services-freshchat.test.tsx), the push prompt after navigations, the page's errors
 * reported scrubbed, the notice and the cookie popup.
 */

withShellServicesClock();

const chatButton = () => screen.findByRole('button', { name: 'Chat with us' });

describe('the shell services', () => {
  it('show the chat button in the dock after the page painted, and no dialog on the first page', async () => {
    await shellApp();
    const chat = await chatButton();
    expect(chat.closest('[data-testid="shell-dock"]')).not.toBeNull();
    await later(PAST_THE_PROMPT_MS);
    expect(pushDialog()).toBeNull();
    expect(screen.queryByTestId('new-payout-notice')).toBeNull();
    expect(screen.queryByTestId('cookie-popup')).toBeNull();
  });

  it('ask for notifications after a navigation, once; "Not now" is remembered', async () => {
    const { storage } = await shellApp();
    fireEvent.click(screen.getByRole('button', { name: 'Go to transfers' }));
    await later(PUSH_PROMPT_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Get notified when your money arrives' });
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(storage.getItem(PUSH_DONT_ALLOW_KEY)).toBe('true');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Go to recipients' }));
    await later(PAST_THE_PROMPT_MS);
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('"Allow" asks the browser', async () => {
    const { push } = await shellApp();
    fireEvent.click(screen.getByRole('button', { name: 'Go to transfers' }));
    await later(PUSH_PROMPT_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Get notified when your money arrives' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Allow' }));
    });
    expect(push.requests).toBe(1);
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('never ask when the browser decided already', async () => {
    await shellApp({ permission: 'denied' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to transfers' }));
    await later(PAST_THE_PROMPT_MS);
    expect(pushDialog()?.hasAttribute('open') ?? false).toBe(false);
  });

  it('report the page’s errors and the boundaries’ caught errors without the customer’s e-mail or name', async () => {
    const { world } = await shellApp();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error(`Amina (${AMINA}) broke it`), message: 'x' }));
    });
    reportCaughtError({ error: new TypeError(`render failed for ${AMINA}`), source: 'error-boundary' });
    // The reporter's code loads with the first error: on a busy machine its first import in a worker
    // alone can take seconds (hence this test's own time limit).
    // Sentry's events, in the memory mode kept in the world's Sentry desk.
    const events = () => envelopeItemsAtDesk(world, 'event').map((item) => item.payload as { tags?: { source?: string }; user?: { id?: string }; exception?: { values?: { value?: string }[] } });
    await waitFor(() => expect(events()).toHaveLength(2), { timeout: 15_000 });
    expect(events().map((e) => [e.tags?.source, e.exception?.values?.at(-1)?.value])).toEqual([
      ['window-error', '[name] ([email]) broke it'],
      ['error-boundary', 'render failed for [email]'],
    ]);
    // The signed-in customer by their id alone.
    const amina = world.customersByEmail(AMINA)[0]!;
    expect(events().map((e) => e.user)).toEqual([{ id: amina.guid }, { id: amina.guid }]);
    expect(JSON.stringify(envelopeItemsAtDesk(world, 'event'))).not.toMatch(/amina/i);
  }, 20_000);

  it('show the "new payout method" card while its date is active, until "Got it"', async () => {
    const { storage } = await shellApp({ settings: { newPayoutCardUntil: '2999-01-01' } });
    const card = await screen.findByTestId('new-payout-notice');
    expect(within(card).getByRole('heading', { name: 'New: pay out to a card' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('new-payout-notice')).toBeNull();
    expect(storage.getItem(NEW_PAYOUT_NOTICE_KEY)).toMatch(/^\["[0-9a-f]{8}"\]$/);
  });

  it('show the cookie popup when its option is on, until a choice', async () => {
    const { storage } = await shellApp({ settings: { customCookiePopup: true } });
    const banner = await screen.findByTestId('cookie-popup');
    fireEvent.click(within(banner).getByRole('button', { name: 'Only necessary' }));
    expect(storage.getItem(COOKIE_POPUP_KEY)).toBe('necessary');
    expect(screen.queryByTestId('cookie-popup')).toBeNull();
  });

  it('show no chat button when no chat is configured (real hosting without Freshchat)', async () => {
    await shellApp({ settings: { freshchat: undefined } });
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });
});
