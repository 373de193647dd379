import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { SessionState } from '@/session/application/session-state';
import { SessionEndBroadcast } from '@/session/application/ports';
import { SignOut } from '@/session/application/sign-out';
import { Clock } from '@/shared/kernel/clock';
import { ContentShownProvider, useContentShown } from '@/shared/ui/content-paint';
import { ACTIVITY_EVENTS } from '@/session/ui/activity-events';
import { AppNavigatorToken } from '../app-navigator';
import { signOutWhenEndedElsewhere } from '../sign-out-when-ended-elsewhere';
import { VERSION_CHECK_EVERY_MS } from '../version/version-timing';

// Only a session can time out: the watch's code loads with the first one (not on a new visitor's first
// screen), after the page's main content painted (its warning comes minutes before the hour is up; a
// session already timed out is ended at boot, stale-session.ts), or at the customer's first press if
// that comes sooner (it counts as activity).
/** How long after the first paint the watch waits for a page of another layout, which says nothing of its content. */
const WATCH_FALLBACK_MS = 2_000;
const InactivityWatch = lazy(() => import('@/session/ui/inactivity-watch').then((m) => ({ default: m.InactivityWatch })));
// The version check (banner, blocking dialog), on every layout: its code loads when the first check is due.
const VersionWatch = lazy(() => import('../version/version-watch'));

/** The frame of every page: skip link, the app navigator for non-React code, the inactivity watch. */
export const RootShell = observer(function RootShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigator = useInjection(AppNavigatorToken);
  const session = useInjection(SessionState);
  const sessionEnd = useInjection(SessionEndBroadcast);
  const signOut = useInjection(SignOut);
  // A sign-out in another tab of the portal ends the session here too, at once.
  useEffect(() => signOutWhenEndedElsewhere(sessionEnd, signOut), [sessionEnd, signOut]);
  // 30 s after the start (on the Clock), after hydration: the first screens stay exactly as prerendered.
  const clock = useInjection(Clock);
  const content = useContentShown(WATCH_FALLBACK_MS);
  const contentShown = content.shown;
  const [activeEarly, setActiveEarly] = useState(false);
  const watching = session.isSignedIn && (contentShown || activeEarly);
  useEffect(() => {
    if (!session.isSignedIn || contentShown || activeEarly) return undefined;
    const onActivity = () => setActiveEarly(true);
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, onActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [session.isSignedIn, contentShown, activeEarly]);
  const [versionDue, setVersionDue] = useState(false);
  useEffect(() => {
    const start = clock.now();
    const timer = setInterval(() => clock.now() - start >= VERSION_CHECK_EVERY_MS && setVersionDue(true), 1_000);
    return () => clearInterval(timer);
  }, [clock]);

  useEffect(() => {
    // Non-React code navigates through this; a sign-out leaves for a fresh page (location.replace).
    navigator.attach(
      (to) => void navigate(to),
      () => ({ pathname: window.location.pathname, search: window.location.search }),
      (to) => window.location.replace(to),
    );
  }, [navigator, navigate]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {versionDue ? (
        <Suspense fallback={null}>
          <VersionWatch />
        </Suspense>
      ) : null}
      <ContentShownProvider announce={content.announce}>
        <Outlet />
      </ContentShownProvider>
      {watching ? (
        <Suspense fallback={null}>
          <InactivityWatch activeBeforeMount={activeEarly} />
        </Suspense>
      ) : null}
    </>
  );
});
