/**
 * The build's server entry (never shipped to browsers): renders a route with the app's real
 * components for an anonymous first visit, the way the browser will hydrate it.
 */
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { enableStaticRendering } from 'mobx-react-lite';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { AppTree } from '../app-tree';
import { readConfig } from '../config';
import { buildContainer } from '../container';
import { RecordingAnalytics } from '../data-layer-analytics';
import { initI18n } from '../i18n/i18n';
import type { Locale } from '../i18n/locale';

export { DEFAULT_LOCALE, LOCALES } from '../i18n/locale';
import { LocaleController } from '../i18n/locale-controller';
import { httpMode } from '../modes/http-mode';
import { platformModule } from '../modes/platform';
import { pageTitle } from '../routing/app-routes';
import { matchEntry, resolveNavigation } from '../routing/resolve-navigation';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import type { PrerenderVisitor } from './prerender-attributes';

enableStaticRendering(true);

export interface RenderedRoute {
  readonly html: string;
  /** Who the page was rendered for: a guest, or a signed-in customer whose data has not arrived. */
  readonly visitor: PrerenderVisitor;
  readonly title: string;
  /** Catalogue namespaces the page loaded (their chunks are worth preloading). */
  readonly namespaces: readonly string[];
}

const offline: typeof fetch = () => Promise.reject(new Error('No network while prerendering'));

/**
 * A route behind the auth guard is rendered for a signed-in customer before any of their data has
 * arrived (a stored session, nothing loaded): what the app's first render shows them; others for
 * an anonymous first visit.
 */
export async function renderRoute(path: string, locale: Locale): Promise<RenderedRoute> {
  const storage = new MemoryStorage();
  const visitor: PrerenderVisitor = matchEntry(path)?.entry.guards.includes('auth') ? 'customer' : 'guest';
  // The keys the locale stamp and the session store read as "signed in"; no request is ever made.
  if (visitor === 'customer') new StorageSessionStore(storage).save({ token: 'prerender', baseUrl: 'https://api.invalid', project: 'prerender', country: 'GB' });
  const i18n = await initI18n(locale);
  const config = readConfig(import.meta.env, 'https://portal.invalid');
  const { container } = buildContainer({
    config,
    mode: httpMode(config, offline),
    platform: platformModule(storage, new RecordingAnalytics(), new LocaleController(i18n, storage)),
  });
  const resolution = resolveNavigation(new URL(path, 'https://portal.invalid'), { signedIn: visitor === 'customer', firstNavigation: true, cameFromCountryLink: false });
  if (resolution.kind !== 'page' || resolution.match?.entry.path !== path) {
    throw new Error(`Prerender: ${path} does not show its own page to a first visit (${visitor})`);
  }
  const errors: unknown[] = [];
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={path}>{children}</StaticRouter>;
  const { prelude } = await prerender(<AppTree i18n={i18n} container={container} Router={Router} />, {
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Prerender of ${path} (${locale}) failed`);
  return { html, visitor, title: pageTitle(i18n.t, resolution.match), namespaces: Object.keys(i18n.store.data[locale] ?? {}) };
}
