import { describe, expect, it } from 'vitest';
import { readConfig } from '@/app/config';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { SandboxWorld } from '@/sandbox/world/world';
import { SessionState } from '@/session/application/session-state';
import { SignIn } from '@/session/application/sign-in';
import { SignOut } from '@/session/application/sign-out';
import { STORAGE_KEYS } from '@/session/adapters/storage-session-store';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { LOGOUT_EVENT, LogoutEvents } from '@/shared/kernel/logout-events';
import { InMemoryWalletGateway } from '@/wallet/adapters/in-memory-wallet-gateway';
import { WalletSideFailureSink } from '@/wallet/application/ports';
import { AppNavigatorToken } from './app-navigator';
import { buildContainer } from './container';
import { memoryMode } from './modes/memory-mode';
import { platformModule } from './modes/platform';
import { signOutOnLogoutEvent } from './sign-out-on-logout-event';

async function signedInPortal() {
  const world = new SandboxWorld();
  const storage = new MemoryStorage();
  const { container } = buildContainer({
    config: readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, 'http://portal.test'),
    mode: memoryMode(world),
    platform: platformModule(storage, new RecordingAnalytics()),
  });
  const visited: string[] = [];
  container.get(AppNavigatorToken).attach((to) => visited.push(to), () => ({ pathname: '/wallet', search: '' }));
  await container.get(SignIn).execute({ email: 'hodan.gb@sandbox.test', password: 'Demo1234' });
  // A call of the wallet-side API, reporting as its adapters do.
  const walletSide = new InMemoryWalletGateway(world, container.get(SessionCredentials), container.get(WalletSideFailureSink));
  return { world, storage, container, visited, walletSide };
}

describe('the wallet-side API’s logout event', () => {
  it('is emitted by a wallet-side 401, not handled as a main-API 401', async () => {
    const { world, container, walletSide } = await signedInPortal();
    const heard: string[] = [];
    container.get(LogoutEvents).addEventListener(LOGOUT_EVENT, (event) => heard.push(event.type));
    world.revokeAllSessions();
    await expect(walletSide.balance()).rejects.toMatchObject({ status: 401 });
    expect(heard).toEqual(['logout']);
    // Nobody listens here: the session is untouched until a listener acts on the event.
    expect(container.get(SessionState).isSignedIn).toBe(true);
  });

  it('signs out while the signed-in layout listens, as a main-API 401 does: wiped, the session-ended notice, a fresh sign-in page back to the wallet', async () => {
    const { world, storage, container, visited, walletSide } = await signedInPortal();
    const stop = signOutOnLogoutEvent(container.get(LogoutEvents), container.get(SignOut));
    world.revokeAllSessions();
    await expect(walletSide.balance()).rejects.toMatchObject({ status: 401 });
    expect(container.get(SessionState).isSignedIn).toBe(false);
    expect(storage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.unauthorizedMessage)).toBe('true');
    expect(visited).toEqual(['/sign-in?redirect=%2Fwallet']);
    stop();
  });

  it('is no longer acted on once the layout is gone', async () => {
    const { container } = await signedInPortal();
    const stop = signOutOnLogoutEvent(container.get(LogoutEvents), container.get(SignOut));
    stop();
    container.get(LogoutEvents).dispatchEvent(new Event(LOGOUT_EVENT));
    expect(container.get(SessionState).isSignedIn).toBe(true);
  });

  it('sends a blocked customer to the account-blocked page as every call does', async () => {
    const { world, container, visited, walletSide } = await signedInPortal();
    const heard: string[] = [];
    container.get(LogoutEvents).addEventListener(LOGOUT_EVENT, (event) => heard.push(event.type));
    world.blockCustomer(world.customersByEmail('hodan.gb@sandbox.test')[0]!);
    await expect(walletSide.balance()).rejects.toMatchObject({ type: 'DisabledCustomer' });
    expect(heard).toEqual([]);
    expect(visited).toEqual(['/account-blocked']);
  });
});
