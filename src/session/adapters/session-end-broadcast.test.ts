import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionEndBroadcast } from '../application/ports';
import { BroadcastChannelSessionEnd, SESSION_CHANNEL } from './broadcast-channel-session-end';
import { InMemorySessionEndBroadcast } from './in-memory-session-end-broadcast';

/** Both adapters open more tabs of the same browser and close one. */
type Tab = SessionEndBroadcast & { anotherTab(): Tab; close(): void };

let run = 0;

/**
 * The channel between a customer's tabs, one behaviour for both adapters (a platform port: the
 * browser's BroadcastChannel, which Node has too, on a channel name of its own per test; the
 * memory bus of the Gherkin scenarios).
 */
describe.each<[string, () => Tab]>([
  [
    'BroadcastChannel',
    () => {
      const name = `${SESSION_CHANNEL}-test-${(run += 1)}`;
      return new BroadcastChannelSessionEnd(() => new BroadcastChannel(name));
    },
  ],
  ['in memory', () => new InMemorySessionEndBroadcast()],
])('SessionEndBroadcast (%s)', (_name, firstTab) => {
  const opened: Tab[] = [];
  const tabs = (count: number): Tab[] => {
    const first = firstTab();
    const all = [first, ...Array.from({ length: count - 1 }, () => first.anotherTab())];
    opened.push(...all);
    return all;
  };

  afterEach(() => {
    for (const tab of opened.splice(0)) tab.close();
  });

  it('a sign-out announced in one tab is heard once in every other tab, not in its own', async () => {
    const [here, second, third] = tabs(3);
    const heard: string[] = [];
    here!.subscribe(() => heard.push('here'));
    second!.subscribe(() => heard.push('second'));
    third!.subscribe(() => heard.push('third'));
    here!.announce();
    await vi.waitFor(() => expect([...heard].sort()).toEqual(['second', 'third']));
    second!.announce();
    await vi.waitFor(() => expect(heard.filter((tab) => tab === 'here')).toHaveLength(1));
    expect(heard.filter((tab) => tab === 'second')).toHaveLength(1);
  });

  it('an unsubscribed listener and a closed tab hear nothing more', async () => {
    const [here, second, third] = tabs(3);
    const heard: string[] = [];
    const stop = second!.subscribe(() => heard.push('second'));
    third!.subscribe(() => heard.push('third'));
    stop();
    here!.announce();
    await vi.waitFor(() => expect(heard).toEqual(['third']));
    third!.close();
    second!.subscribe(() => heard.push('second again'));
    here!.announce();
    await vi.waitFor(() => expect(heard).toEqual(['third', 'second again']));
    // What came late would have come by now: the next announcement is heard after it.
    here!.announce();
    await vi.waitFor(() => expect(heard).toEqual(['third', 'second again', 'second again']));
  });

  it('ignores what is not a sign-out on the channel', async () => {
    const [here, second] = tabs(2);
    const heard: string[] = [];
    second!.subscribe(() => heard.push('second'));
    if (here instanceof BroadcastChannelSessionEnd) {
      const stranger = new BroadcastChannel(`${SESSION_CHANNEL}-test-${run}`);
      stranger.postMessage({ type: 'something-else' });
      stranger.postMessage(null);
      stranger.close();
    }
    here!.announce();
    await vi.waitFor(() => expect(heard).toEqual(['second']));
  });
});
