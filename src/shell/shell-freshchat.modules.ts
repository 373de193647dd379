import { TrackedModule } from '@/shared/di/tracked-module';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { LiveChat, ShellSettingsToken } from './application/ports';
import { FreshchatLiveChat } from './adapters/freshchat-live-chat';
import { loadFreshchatWidget } from './adapters/freshchat-widget';

/**
 * The live chat over Freshchat's web widget (the production vendor), loaded on the chat button's
 * first press (ensureShellChat, src/shell/shell-loader.ts): the widget's script from the settings'
 * address (the sandbox builds: the imitation on the vendor origin), the same in every mode.
 * Freshchat draws its own window (src/shell/adapters/freshchat-live-chat.ts).
 */
export const shellFreshchatModule = new TrackedModule('shell/freshchat', (bind) => {
  bind(FreshchatLiveChat)
    .toResolvedValue((settings, storage) => {
      if (!settings.freshchat) throw new Error('No live chat is configured (VITE_FRESHCHAT_SCRIPT_URL, VITE_FRESHCHAT_TOKEN, VITE_FRESHCHAT_HOST)');
      return new FreshchatLiveChat(settings.freshchat, storage, (url) => loadFreshchatWidget(url));
    }, [ShellSettingsToken, KeyValueStorageToken])
    .inSingletonScope();
  bind(LiveChat).toResolvedValue((chat) => chat, [FreshchatLiveChat]);
});

export const shellFreshchatModules = [shellFreshchatModule] as const;
