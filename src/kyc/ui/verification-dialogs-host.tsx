import { lazy, Suspense } from 'react';
import { observer } from 'mobx-react-lite';
import { useInjection } from '@/shared/di/container-context';
import { VerificationLauncher } from '../application/verification-launcher';

// The dialogs, their flows and texts load when one is first opened, never with the page.
const VerificationDialogs = lazy(() => import('./verification-launcher').then((m) => ({ default: m.VerificationDialogs })));

/** Where the verification dialogs appear when a screen opens one (VerificationLauncher). Tiny. */
export const VerificationDialogsHost = observer(function VerificationDialogsHost() {
  const launcher = useInjection(VerificationLauncher);
  if (!launcher.view) return null;
  return (
    <Suspense fallback={null}>
      <VerificationDialogs />
    </Suspense>
  );
});
