import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { LiveChat, ShellSettingsToken } from './application/ports';
import { FreshchatLiveChat } from './adapters/freshchat-live-chat';
import { ensureShellChat } from './shell-loader';
import { readShellSettings } from './shell-settings';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';

const PORTAL = 'http://127.0.0.1:4173';
const VENDOR = 'http://127.0.0.1:4174';

function container(env: Record<string, string>) {
  const c = new Container();
  c.bind(ShellSettingsToken).toConstantValue(readShellSettings(env, [VENDOR], PORTAL));
  c.bind(KeyValueStorageToken).toConstantValue(new MemoryStorage());
  return c;
}

describe('the live chat’s Freshchat modules', () => {
  it('bind the live chat to Freshchat’s widget, on the settings’ script', async () => {
    const c = container({ ...SANDBOX_SETTINGS, MODE: 'production' });
    await ensureShellChat(c);
    const chat = c.get(LiveChat);
    expect(chat).toBeInstanceOf(FreshchatLiveChat);
    expect(c.get(LiveChat)).toBe(chat);
  });

  it('refuse to make a chat when Freshchat is not configured', async () => {
    const c = container({ MODE: 'hosting' });
    await ensureShellChat(c);
    expect(() => c.get(LiveChat)).toThrow(/No live chat is configured/);
  });
});
