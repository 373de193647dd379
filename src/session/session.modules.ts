import { Clock } from '@/shared/kernel/clock';
import type { ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SharedReadsToken } from '@/shared/http/shared-reads';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import {
  AuthGateway, CountryDetector, DetectedCountryToken, ServiceLocator, SessionConfig, SessionStore, SessionTerminator, SignOutExit, SignOutWipes, SessionEndBroadcast,
} from './application/ports';
import { CookieDocument } from '@/shared/kernel/cookie-document';
import { Logger } from '@/shared/kernel/logger';
import { SessionState } from './application/session-state';
import { SignIn } from './application/sign-in';
import { SignOut } from './application/sign-out';
import { LoadCurrentCustomer } from './application/load-current-customer';
import { RememberSignInCountry } from './application/remember-sign-in-country';
import { lazyPort } from '@/shared/di/lazy-port';
import { HttpSessionTerminator } from './adapters/http-session-terminator';
import { makeSignInViewModel, SignInViewModel } from './ui/sign-in-view-model';
import { SessionEndedNotice } from './application/session-ended-notice';

/** Address of the service locator (a separate host). */
export const LocatorUrl = Symbol('LocatorUrl') as ServiceIdentifier<string>;
/** Address of the OAuth API (sign-in and registration flows, openapi/oauth.yaml). */
export const OAuthUrl = Symbol('OAuthUrl') as ServiceIdentifier<string>;
/**
 * Loads the OAuth flows on demand (src/session/oauth-loader.ts): each adapter mode binds it to a
 * dynamic import of its OAuth modules. Declared here, in the first screen's code, so the token
 * costs no chunk of its own.
 */
export const OauthModulesLoader = Symbol('OauthModulesLoader') as ServiceIdentifier<() => Promise<readonly TrackedModule[]>>;

/** Use cases and state of the session context; adapters come from a mode module. */
export const sessionCoreModule = new TrackedModule('session/core', (bind) => {
  bind(SessionState).toResolvedValue((store, clock) => new SessionState(store, clock), [SessionStore, Clock]).inSingletonScope();
  bind(SessionCredentials).toResolvedValue((state) => state, [SessionState]);
  bind(SignIn)
    .toResolvedValue((l, a, s, c) => new SignIn(l, a, s, c), [ServiceLocator, AuthGateway, SessionState, SessionConfig])
    .inSingletonScope();
  bind(SignOut)
    .toResolvedValue(
      (s, st, g, e, w, b, l) => new SignOut(s, st, g, e, w, b, l),
      [SessionState, SessionStore, SessionTerminator, SignOutExit, SignOutWipes, SessionEndBroadcast, Logger],
    )
    .inSingletonScope();
  bind(LoadCurrentCustomer).toResolvedValue((a, s) => new LoadCurrentCustomer(a, s), [AuthGateway, SessionState]).inSingletonScope();
  bind(RememberSignInCountry).toResolvedValue((store) => new RememberSignInCountry(store), [SessionStore]).inSingletonScope();
  bind(DetectedCountryToken)
    .toResolvedValue<[CountryDetector, SessionConfig, CookieDocument | undefined, Logger]>(
      (detector, config, cookies, logger) => {
        // The detection is asked of the test address (no country is known yet): without a test back end, nothing is detected.
        const testBackend = config.testBackend;
        if (!testBackend) return { current: () => Promise.resolve(undefined) };
        let built: Promise<{ current(): Promise<string | undefined> }> | undefined;
        const build = () => import('./detected-country.lazy').then((m) => m.buildDetectedCountry(detector, testBackend, cookies, logger));
        // A chunk that fails to load is a failed detection too: logged, nothing pre-selected, tried again next time.
        const failed = (error: unknown) => {
          built = undefined;
          logger.warn('Country detection failed', error);
          return undefined;
        };
        return { current: () => (built ??= build()).then((use) => use.current(), failed) };
      },
      [CountryDetector, SessionConfig, { serviceIdentifier: CookieDocument, optional: true }, Logger],
    )
    .inSingletonScope();
  bind(SessionEndedNotice).toResolvedValue((store) => new SessionEndedNotice(store), [SessionStore]).inSingletonScope();
  bind(SignInViewModel).toDynamicValue(makeSignInViewModel).inTransientScope();
});

/** Real adapters: the service locator and the main API over HTTP. */
export const sessionHttpModule = new TrackedModule('session/http', (bind) => {
  // The adapters (and openapi-fetch with them) load on their first call: the first screen's code
  // does not carry them; a signed-in page preloads them (src/app/prerender/index-preload.ts).
  const adapters = () => import('./adapters/http-session-adapters');
  // The service locator's adapter is a chunk of its own: sign-in and BankID ask it, a signed-in page does not.
  bind(ServiceLocator)
    .toResolvedValue((url, fetch) => lazyPort(() => import('./adapters/http-service-locator').then((m) => new m.HttpServiceLocator(url, fetch))), [LocatorUrl, ApiFetch])
    .inSingletonScope();
  bind(AuthGateway)
    .toResolvedValue((fetch, sink, reads) => lazyPort(() => adapters().then((m) => new m.HttpAuthGateway(fetch, sink, reads))), [ApiFetch, AuthFailureSink, SharedReadsToken])
    .inSingletonScope();
  bind(CountryDetector).toResolvedValue((fetch) => lazyPort(() => adapters().then((m) => new m.HttpCountryDetector(fetch))), [ApiFetch]).inSingletonScope();
  // Not on demand: the logout request must leave in the same turn as the sign-out (see the adapter).
  bind(SessionTerminator).toResolvedValue((fetch) => new HttpSessionTerminator(fetch), [ApiFetch]).inSingletonScope();
});
