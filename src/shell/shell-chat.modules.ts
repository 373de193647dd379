import { createElement } from 'react';
import { TrackedModule } from '@/shared/di/tracked-module';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { LiveChat, ShellSettingsToken } from './application/ports';
import { FramedLiveChat } from './adapters/framed-live-chat';
import { LiveChatWidget } from './ui/live-chat-widget';
import { FramedChatWindow } from './ui/framed-chat-window';

/**
 * The live chat, loaded on the chat button's first press: the sandbox chat vendor's widget (its
 * page framed from the vendor origin) in every mode, since it talks to its page, not to the back
 * office. The chat pages are the settings' (the US project's own host for US customers).
 */
export const shellChatModule = new TrackedModule('shell/chat', (bind) => {
  bind(FramedLiveChat)
    .toResolvedValue((settings, storage) => {
      if (!settings.chat) throw new Error('No live chat is configured (VITE_CHAT_URL)');
      return new FramedLiveChat(settings.chat, storage);
    }, [ShellSettingsToken, KeyValueStorageToken])
    .inSingletonScope();
  bind(LiveChat).toResolvedValue((chat) => chat, [FramedLiveChat]);
  bind(LiveChatWidget).toResolvedValue((chat) => function SandboxChatWidget() {
    return createElement(FramedChatWindow, { chat });
  }, [FramedLiveChat]).inSingletonScope();
});

export const shellChatModules = [shellChatModule] as const;
