import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FocusGuard, ModalDialog } from '@/shared/ui/modal-dialog';
import { Spinner } from '@/shared/ui/spinner';
import type { ChatConversation, FramedLiveChat } from '../adapters/framed-live-chat';

/**
 * The sandbox chat vendor's widget on the page: a modal dialog framing its chat page from the
 * vendor origin. Tab and Shift+Tab go round the frame and the dialog's Close (the guard before the
 * frame catches Shift+Tab out of it); Escape closes it, pressed in the frame too (the vendor's page
 * posts chat.close, a key pressed there never reaching the page); the focus goes back to the chat
 * button. Closed, the frame stays (hidden with the dialog) so the conversation goes on and replies
 * are counted as unread; a new conversation (another customer) gets a new frame.
 */
export const FramedChatWindow = observer(function FramedChatWindow({ chat }: { chat: FramedLiveChat }) {
  const { t } = useTranslation('shell-services');
  const conversation = chat.conversation;
  if (!conversation) return null;
  return (
    <ModalDialog
      open={chat.isOpen}
      title={t('chat.title')}
      onClose={chat.close}
      actions={
        <button type="button" className="button button--secondary" onClick={chat.close}>
          {t('chat.close')}
        </button>
      }
    >
      <ChatFrame key={`${conversation.url}|${conversation.customer?.id ?? ''}`} chat={chat} conversation={conversation} title={t('chat.frameTitle')} loading={t('chat.loading')} />
    </ModalDialog>
  );
});

const ChatFrame = observer(function ChatFrame({ chat, conversation, title, loading }: { chat: FramedLiveChat; conversation: ChatConversation; title: string; loading: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  // Listening before the frame starts loading (its address is set after).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return undefined;
    const stop = chat.connect(window, frame);
    frame.src = conversation.url;
    return stop;
  }, [chat, conversation]);
  return (
    <div className="shell-chat-window" aria-busy={!chat.ready}>
      {chat.ready ? null : <Spinner label={loading} />}
      <FocusGuard />
      <iframe
        ref={frameRef}
        className="shell-chat-window__frame"
        title={title}
        sandbox="allow-scripts allow-same-origin allow-forms"
        referrerPolicy="strict-origin"
        data-testid="chat-frame"
      />
    </div>
  );
});
