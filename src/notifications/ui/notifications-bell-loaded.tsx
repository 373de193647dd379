import { use, useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { valuePerContainer } from '@/shared/di/per-container';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { intlLocale } from '@/shared/ui/intl-locale';
import { LoadFailed } from '@/shared/ui/load-failed';
import { Popover } from '@/shared/ui/popover';
import { Spinner } from '@/shared/ui/spinner';
import type { Notification } from '../domain/notification';
import { ensureNotificationsModules } from '../notifications-loader';
import { makeNotificationsViewModel, NotificationsViewModel } from './notifications-view-model';
import './notifications.css';

const NAMESPACES = ['notifications', 'errors'] as const;

/** Whether the bell's services loaded into a container: asked once per container, a failure quiet. */
const modulesLoaded = valuePerContainer((container) =>
  ensureNotificationsModules(container).then(
    () => true,
    () => false,
  ),
);

/** The bell once its services are in the container; nothing when they could not load. */
export function NotificationsBellLoaded({ userGuid }: { readonly userGuid: string | undefined }) {
  const loaded = use(modulesLoaded(useContainer()));
  return loaded ? <Bell userGuid={userGuid} /> : null;
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 3.5a5.5 5.5 0 0 0-5.5 5.5v3.8L4.8 15.5v1.2h14.4v-1.2l-1.7-2.7V9A5.5 5.5 0 0 0 12 3.5zM10 19.2a2 2 0 0 0 4 0" className="icon-stroke" />
    </svg>
  );
}

/** The bell's button and its popover (`Popover`, 360 px within the screen). */
const Bell = observer(function Bell({ userGuid }: { readonly userGuid: string | undefined }) {
  const { t } = useTranslation(NAMESPACES);
  const vm = useViewModel(NotificationsViewModel, makeNotificationsViewModel);

  useEffect(() => vm.setUser(userGuid), [vm, userGuid]);
  useEffect(() => {
    void vm.load();
  }, [vm]);

  const count = vm.unseenCount ?? 0;
  return (
    <Popover
      className="notifications-popover"
      triggerClassName="icon-button notifications-bell"
      triggerTestId="notifications-bell"
      width="notifications"
      align="end"
      label={t('notifications:panel.label')}
      onOpen={vm.open}
      trigger={
        <>
          <BellIcon />
          <span className="visually-hidden">{count > 0 ? t('notifications:bell.unseen', { count }) : t('notifications:bell.label')}</span>
          {count > 0 ? (
            <span className="notifications-bell__badge" aria-hidden="true" data-testid="notifications-badge">
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </>
      }
    >
      {() => <NotificationsPanel vm={vm} />}
    </Popover>
  );
});

/**
 * The popover's content: the unseen notifications grouped by category, each with its close button
 * ("Dismiss notification: <title>"); "No new notifications"; loading; a failed load with retry.
 * After a dismissal the focus goes to the next close button (or the previous one, or the empty text).
 */
const NotificationsPanel = observer(function NotificationsPanel({ vm }: { readonly vm: NotificationsViewModel }) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const emptyText = useRef<HTMLParagraphElement>(null);
  const focusAfterDismiss = useRef<number | undefined>(undefined);

  useLayoutEffect(() => {
    const index = focusAfterDismiss.current;
    if (index === undefined) return;
    focusAfterDismiss.current = undefined;
    moveFocus(panel, emptyText, index);
  });

  if (!vm.ready) {
    return (
      <div className="notifications" ref={panel}>
        {vm.failed ? (
          <LoadFailed what={t('notifications:panel.failed')} error={vm.messages.error!} retrying={vm.messages.retrying} onRetry={() => void vm.load()} testId="notifications-load-failed" />
        ) : (
          <Spinner label={t('notifications:panel.loading')} />
        )}
      </div>
    );
  }

  const dates = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  const order = vm.groups.flatMap((group) => group.items);
  const dismiss = (notification: Notification, index: number) => {
    focusAfterDismiss.current = index;
    vm.dismiss(notification);
  };

  return (
    <div className="notifications" ref={panel} data-testid="notifications-panel">
      {vm.empty ? (
        <p ref={emptyText} className="notifications__empty" tabIndex={-1} data-testid="notifications-empty">
          {t('notifications:panel.empty')}
        </p>
      ) : (
        vm.groups.map((group) => (
          <div key={group.category} className="notifications__group">
            <p id={`${id}-${group.category}`} className="notifications__category">
              {t(`notifications:category.${group.category}`)}
            </p>
            <ul className="notifications__list" aria-labelledby={`${id}-${group.category}`} data-testid={`notifications-${group.category}`}>
              {group.items.map((notification) => {
                const index = order.indexOf(notification);
                return (
                  <li key={notification.id} className="notification" data-testid="notification">
                    <div className="notification__body">
                      <p className="notification__title">{notification.title}</p>
                      <p className="notification__text">{notification.text}</p>
                      <p className="notification__date">
                        <time dateTime={new Date(notification.createdAt).toISOString()}>{dates.format(notification.createdAt)}</time>
                      </p>
                    </div>
                    <button
                      type="button"
                      className="icon-button notification__dismiss"
                      data-dismiss=""
                      aria-label={t('notifications:dismiss', { title: notification.title })}
                      onClick={() => dismiss(notification, index)}
                    >
                      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                        <path d="M6 6l12 12M18 6L6 18" className="icon-stroke" />
                      </svg>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        ))
      )}
      <p className="visually-hidden" role="status">
        {vm.lastDismissed ? t('notifications:dismissed', { title: vm.lastDismissed }) : ''}
      </p>
    </div>
  );
});

/** The close button now at `index` (the next one), else the last one, else the empty text. */
function moveFocus(panel: RefObject<HTMLDivElement | null>, emptyText: RefObject<HTMLParagraphElement | null>, index: number): void {
  const buttons = panel.current ? [...panel.current.querySelectorAll<HTMLButtonElement>('[data-dismiss]')] : [];
  const target = buttons[Math.min(index, buttons.length - 1)] ?? emptyText.current;
  target?.focus();
}
