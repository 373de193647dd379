import { lazy, Suspense } from 'react';

/** Nothing: the bell's code could not load (offline), and the header stays usable without it. */
function NoBell() {
  return null;
}

// The bell's popover, view model, catalogue and the mode's adapters: a chunk of their own, loaded
// when the signed-in header first shows, never on /sign-in.
const LoadedBell = lazy(() =>
  import('./notifications-bell-loaded').then(
    (m) => ({ default: m.NotificationsBellLoaded }),
    () => ({ default: NoBell }),
  ),
);

/**
 * The notification bell of the signed-in header (spec 02 section 2, Layouts and Notifications): a
 * button whose name says how many notifications are unseen ("Notifications, 2 unseen"), the count
 * on a badge, opening the notifications popover. It loads its own code and services inside its own
 * Suspense, in the place it takes (a 44 px button), so the header paints without waiting for it.
 * `userGuid`: the signed-in customer's guid, once known (whose viewed list it is).
 */
export function NotificationsBell({ userGuid }: { readonly userGuid: string | undefined }) {
  return (
    <Suspense fallback={<span className="icon-button" aria-hidden="true" />}>
      <LoadedBell userGuid={userGuid} />
    </Suspense>
  );
}
