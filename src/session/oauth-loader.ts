import type { Container } from 'inversify';
import { OauthModulesLoader } from './session.modules';

export { OauthModulesLoader };

/*
 * The OAuth flows (every sign-in method but e-mail + password, and registration) load on demand:
 * /sign-in's first screen must not carry them. Each adapter mode binds OauthModulesLoader to a
 * dynamic import of its OAuth modules (src/session/oauth.http.modules.ts, oauth.memory.modules.ts).
 */

const loaded = new WeakMap<Container, Promise<void>>();

/** Loads the OAuth modules into the container once; afterwards OauthFlow and the ports resolve. */
export function ensureOauthModules(container: Container): Promise<void> {
  let done = loaded.get(container);
  if (!done) {
    done = container
      .get(OauthModulesLoader)()
      .then((modules) => {
        container.load(...modules.map((m) => m.module));
      });
    done.catch(() => loaded.delete(container));
    loaded.set(container, done);
  }
  return done;
}
