import { oncePerContainer } from '@/shared/di/per-container';
import { OauthModulesLoader } from './session.modules';

export { OauthModulesLoader };

/*
 * The OAuth flows (every sign-in method but e-mail + password, and registration) load on demand:
 * /sign-in's first screen must not carry them. Each adapter mode binds OauthModulesLoader to a
 * dynamic import of its OAuth modules (src/session/oauth.http.modules.ts, oauth.memory.modules.ts).
 */

/** Loads the OAuth modules into the container once; afterwards OauthFlow and the ports resolve. */
export const ensureOauthModules = oncePerContainer(async (container) => {
  const modules = await container.get(OauthModulesLoader)();
  container.load(...modules.map((m) => m.module));
});
