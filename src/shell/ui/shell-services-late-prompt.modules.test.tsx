// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { later, PAST_THE_PROMPT_MS, pushDialog, shellApp, withShellServicesClock } from '../../../tests/support/shell-services-app';

/**
 * The push prompt's code is a chunk of its own, which may arrive after the customer already moved
 * on from the page the services started on (a slow network, a busy phone). That move is still a
 * navigation: the dialog asks after it, as it does when the chunk came first
 * (shell-services.test.tsx). The chunk is held here until the customer navigated.
 */

const chunk = vi.hoisted(() => {
  let release!: () => void;
  let loaded!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (loaded = resolve));
  return { released, release, arrived, loaded };
});

vi.mock('./push-prompt', async (importOriginal) => {
  await chunk.released;
  const module = await importOriginal();
  chunk.loaded();
  return module;
});

withShellServicesClock();

describe('the push prompt whose code arrives late', () => {
  it('asks after a navigation made before its code arrived', async () => {
    const { push } = await shellApp();
    await screen.findByRole('button', { name: 'Chat with us' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Go to transfers' })));
    expect(pushDialog()).toBeNull();
    chunk.release();
    await act(() => chunk.arrived);
    // React shows what the chunk brought on its own timer; the prompt is there then (its dialog
    // closed), and its time passes.
    await later(PAST_THE_PROMPT_MS);
    expect(document.querySelector('dialog')).not.toBeNull();
    await later(PAST_THE_PROMPT_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Get notified when your money arrives' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(push.requests).toBe(0);
  });
});
