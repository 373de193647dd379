import { observer } from 'mobx-react-lite';
import { SessionState } from '@/session/application/session-state';
import { displayName } from '@/session/domain/session';
import { WalletPage } from '@/wallet/ui/wallet-page';
import { useInjection } from '@/shared/di/container-context';

/** /wallet: the wallet context's page, greeted with the session context's customer. */
export const HomeRoute = observer(function HomeRoute() {
  const session = useInjection(SessionState);
  return <WalletPage customerName={session.customer ? displayName(session.customer) : undefined} />;
});
