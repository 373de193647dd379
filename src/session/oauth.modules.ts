import { TrackedModule } from '@/shared/di/tracked-module';
import { Delay, systemDelay } from '@/shared/kernel/delay';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { Captcha, OauthGateway, OauthTokenStore } from './application/oauth-ports';
import { OauthFlow } from './application/oauth-flow';
import { SessionState } from './application/session-state';
import { StorageOauthTokenStore } from './adapters/storage-oauth-token-store';
import { AuthGateway, ServiceLocator, SessionConfig } from './application/ports';
import { PinSignIn } from './application/pin-sign-in';
import { makePinSignInViewModel, PinSignInViewModel } from './ui/methods/pin-sign-in-view-model';
import { CodeSignInViewModel, makeCodeSignInViewModel } from './ui/methods/code-sign-in-view-model';
import { BankIdSignInViewModel, makeBankIdSignInViewModel } from './ui/methods/bankid-sign-in-view-model';

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
  bind(CodeSignInViewModel).toDynamicValue(makeCodeSignInViewModel).inTransientScope();
  bind(BankIdSignInViewModel).toDynamicValue(makeBankIdSignInViewModel).inTransientScope();
  // Personal-identity-number sign-in: the main API's BankID order, no OAuth flow (it loads with the other methods).
  bind(PinSignIn).toResolvedValue((l, a, s, c) => new PinSignIn(l, a, s, c), [ServiceLocator, AuthGateway, SessionState, SessionConfig]).inSingletonScope();
  bind(PinSignInViewModel).toDynamicValue(makePinSignInViewModel).inTransientScope();
});
