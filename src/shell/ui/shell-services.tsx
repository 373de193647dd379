import { Component, lazy, Suspense, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import { ErrorReporter, LiveChat, ShellSettingsToken } from '../application/ports';
import { CurrentShellCustomer, type ShellCustomer } from '../application/shell-customer';
import { ReportingErrors } from '../application/reporting-errors';
import { listenForPageErrors } from '../adapters/page-error-source';
import { ensureShellChat, ensureShellModules } from '../shell-loader';
import { ChatButton } from './chat-button';
import { ChatLauncher } from './chat-launcher';
import { CookiePopupViewModel, makeCookiePopupViewModel, makePayoutNoticeViewModel, PayoutNoticeViewModel } from './notice-view-models';
import { makePushPromptViewModel, PushPromptViewModel } from './push-prompt-view-model';
import { useAfterPaint } from './use-after-paint';
import './shell-services.css';

// Each in a chunk of its own, loaded only when it has something to show.
const PushPrompt = lazy(() => import('./push-prompt').then((m) => ({ default: m.PushPrompt })));
const NewPayoutNoticeCard = lazy(() => import('./new-payout-notice').then((m) => ({ default: m.NewPayoutNoticeCard })));
const CookiePopup = lazy(() => import('./cookie-popup').then((m) => ({ default: m.CookiePopup })));

export type { ShellCustomer };

/** The shell services' own failure (a setting, a chunk that did not load) never takes the page down. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The portal-wide services of the signed-in pages, mounted once by the signed-in layout (at the
 * end of the page) once the customer is known: error reporting, the live chat button, the push
 * prompt after navigations, the "new payout method" notice and the cookie popup. Everything loads
 * after the page painted, when the browser is idle, in chunks of its own.
 */
export function ShellServices({ customer }: { customer: ShellCustomer }) {
  const painted = useAfterPaint();
  if (!painted) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <LoadedShellServices customer={customer} />
      </Suspense>
    </QuietBoundary>
  );
}

const LoadedShellServices = observer(function LoadedShellServices({ customer }: { customer: ShellCustomer }) {
  const container = useContainer();
  use(ensureShellModules(container));
  const settings = container.get(ShellSettingsToken);
  // The scrubber knows who is signed in from the first render, before any report can be made (an
  // effect would run after the page's error listener of an earlier mount could report).
  const [current] = useState(() => {
    const known = container.get(CurrentShellCustomer);
    known.set(customer);
    return known;
  });
  const [reporting] = useState(() => container.get(ReportingErrors));
  const [reporter] = useState(() => container.get(ErrorReporter));
  // The page the services started on is the one the push prompt never asks on, whenever the
  // prompt's own chunk arrives: a customer who moved on before it did has navigated.
  const { key: startKey } = useLocation();
  const prompt = useViewModel(PushPromptViewModel, makePushPromptViewModel);
  useState(() => prompt.seen(startKey));
  const notice = useViewModel(PayoutNoticeViewModel, makePayoutNoticeViewModel);
  const cookies = useViewModel(CookiePopupViewModel, makeCookiePopupViewModel);
  const [launcher] = useState(
    () =>
      new ChatLauncher(async () => {
        await ensureShellChat(container);
        return { chat: container.get(LiveChat) };
      }),
  );

  // A customer changed later is known at once too; Sentry knows the customer by their id alone,
  // until they sign out (the services unmount).
  useEffect(() => current.set(customer), [current, customer]);
  useEffect(() => {
    reporter.setCustomer(customer.guid);
    return () => reporter.setCustomer(undefined);
  }, [reporter, customer.guid]);
  useEffect(() => notice.showFor(customer.guid), [notice, customer.guid]);

  // Signed out (the services unmount with the signed-in layout): the chat vendor's widget goes.
  useEffect(() => () => launcher.loaded?.chat.end?.(), [launcher]);

  // The page's errors are reported from now on, for the rest of the visit (other layouts too).
  useEffect(() => {
    listenForPageErrors(window, reporting);
  }, [reporting]);

  const dock = useDockHeight();
  return (
    <>
      <div ref={dock} className="shell-dock" data-testid="shell-dock">
        {notice.visible ? (
          <Suspense fallback={null}>
            <NewPayoutNoticeCard model={notice} />
          </Suspense>
        ) : null}
        {settings.freshchat ? <ChatButton launcher={launcher} customer={customer} /> : null}
        {cookies.visible ? (
          <Suspense fallback={null}>
            <CookiePopup model={cookies} />
          </Suspense>
        ) : null}
      </div>
      <Suspense fallback={null}>
        <PushPrompt />
      </Suspense>
    </>
  );
});

/**
 * The dock's height as --shell-dock-height on the root: the page keeps that much room at its
 * bottom (body padding, scroll padding), so the fixed dock never hides its last content or a
 * focused control (WCAG 2.4.11).
 */
function useDockHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dock = ref.current;
    const root = document.documentElement;
    if (!dock || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => root.style.setProperty('--shell-dock-height', `${Math.ceil(dock.getBoundingClientRect().height)}px`));
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--shell-dock-height');
    };
  }, []);
  return ref;
}
