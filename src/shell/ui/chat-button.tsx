import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ShellCustomer } from '../application/shell-customer';
import type { ChatLauncher } from './chat-launcher';

/**
 * The live chat button (spec 01 section 2): fixed, round, bottom right, named for screen readers
 * (with the unread count when there is one). The chat's adapter loads on the first press.
 */
export const ChatButton = observer(function ChatButton({ launcher, customer }: { launcher: ChatLauncher; customer: ShellCustomer }) {
  const { t, i18n } = useTranslation('shell-services');
  const unread = launcher.unread;
  const loading = launcher.state === 'loading';
  return (
    <div className="shell-chat">
      {launcher.state === 'failed' ? (
        <p className="shell-chat__failed" role="alert">
          {t('chat.failed')}
        </p>
      ) : null}
      <button
        type="button"
        className="shell-chat__button"
        aria-busy={loading || undefined}
        data-testid="chat-button"
        onClick={() =>
          void launcher.press({ id: customer.guid, firstName: customer.firstName, email: customer.email, country: customer.country, locale: i18n.language })
        }
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path className="shell-chat__icon" d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A1.5 1.5 0 0 1 4 14.5z" />
        </svg>
        <span className="visually-hidden">{loading ? t('chat.opening') : unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}</span>
        {unread > 0 ? (
          <span className="shell-chat__badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
    </div>
  );
});
