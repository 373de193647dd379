import { TrackedModule } from '@/shared/di/tracked-module';
import { Clock } from '@/shared/kernel/clock';
import { Delay, systemDelay } from '@/shared/kernel/delay';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { Captcha, OauthGateway, OauthTokenStore } from './application/oauth-ports';
import { OauthFlow } from './application/oauth-flow';
import { SessionState } from './application/session-state';
import { StorageOauthTokenStore } from './adapters/storage-oauth-token-store';
import { AuthGateway, ServiceLocator, SessionConfig, SessionStore } from './application/ports';
import { PinSignIn } from './application/pin-sign-in';
import { PinSignInViewModel } from './ui/methods/pin-sign-in-view-model';
import { CodeSignInViewModel } from './ui/methods/code-sign-in-view-model';
import { BankIdSignInViewModel } from './ui/methods/bankid-sign-in-view-model';

/** The OAuth flow engine and what it needs besides the gateway (loaded on demand, see oauth-loader.ts). */
export const oauthCoreModule = new TrackedModule('session/oauth-core', (bind) => {
  bind(OauthTokenStore).toResolvedValue((storage) => new StorageOauthTokenStore(storage), [KeyValueStorageToken]).inSingletonScope();
  bind(Delay).toConstantValue(systemDelay);
  // The Captcha is the mode's: Google reCAPTCHA over HTTP (oauth.http.modules.ts), the sandbox's desk in memory.
  bind(OauthFlow)
    .toResolvedValue(
      (gateway, captcha, tokens, delay, auth, session) => new OauthFlow(gateway, captcha, tokens, delay, auth, session),
      [OauthGateway, Captcha, OauthTokenStore, Delay, AuthGateway, SessionState],
    )
    .inSingletonScope();
  bind(CodeSignInViewModel)
    .toResolvedValue((flow, locator, store, clock) => new CodeSignInViewModel(flow, locator, store, clock), [OauthFlow, ServiceLocator, SessionStore, Clock])
    .inTransientScope();
  bind(BankIdSignInViewModel)
    .toResolvedValue((flow, delay, store) => new BankIdSignInViewModel(flow, delay, store), [OauthFlow, Delay, SessionStore])
    .inTransientScope();
  // Personal-identity-number sign-in: the main API's BankID order, no OAuth flow (it loads with the other methods).
  bind(PinSignIn).toResolvedValue((l, a, s, c) => new PinSignIn(l, a, s, c), [ServiceLocator, AuthGateway, SessionState, SessionConfig]).inSingletonScope();
  bind(PinSignInViewModel).toResolvedValue((p, delay, store) => new PinSignInViewModel(p, delay, store), [PinSignIn, Delay, SessionStore]).inTransientScope();
});
