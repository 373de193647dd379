import { TrackedModule } from '@/shared/di/tracked-module';
import { Clock } from '@/shared/kernel/clock';
import { Delay, systemDelay } from '@/shared/kernel/delay';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { AuthGateway, SessionStore } from './application/ports';
import { Captcha, OauthGateway, OauthTokenStore } from './application/oauth-ports';
import { OauthFlow } from './application/oauth-flow';
import { SessionState } from './application/session-state';
import { StorageOauthTokenStore } from './adapters/storage-oauth-token-store';
import { SandboxCaptcha } from './adapters/sandbox-captcha';

/** The OAuth flow engine and what it needs besides the gateway (loaded on demand, see oauth-loader.ts). */
export const oauthCoreModule = new TrackedModule('session/oauth-core', (bind) => {
  bind(OauthTokenStore).toResolvedValue((storage) => new StorageOauthTokenStore(storage), [KeyValueStorageToken]).inSingletonScope();
  bind(Delay).toConstantValue(systemDelay);
  // No captcha vendor is configured for this portal yet: the sandbox's checks decide.
  bind(Captcha).toConstantValue(new SandboxCaptcha());
  bind(OauthFlow)
    .toResolvedValue(
      (gateway, captcha, tokens, delay, clock, auth, session, store) => new OauthFlow(gateway, captcha, tokens, delay, clock, auth, session, store),
      [OauthGateway, Captcha, OauthTokenStore, Delay, Clock, AuthGateway, SessionState, SessionStore],
    )
    .inSingletonScope();
});
