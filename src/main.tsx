import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { loadAdapterMode } from 'virtual:adapter-mode';
import { AppTree } from './app/app-tree';
import { browserStorage } from './app/browser-storage';
import { readConfig, type AppConfig } from './app/config';
import { buildContainer } from './app/container';
import { DataLayerAnalytics } from './app/data-layer-analytics';
import { initI18n } from './app/i18n/i18n';
import { resolveLocale } from './app/i18n/locale';
import { LocaleController } from './app/i18n/locale-controller';
import { platformModule } from './app/modes/platform';
import { canHydrate } from './app/prerender/hydration';
import { pageHydrated } from './app/prerender/page-hydrated';
import { preloadScreen } from './app/routing/app-routes';
import { showBootFailure } from './app/boot-failure';
import { reportCaughtError } from './shell/caught-errors';
import './app/styles/app.css';
import { claimEarlyBalance } from '@/shared/ui/early-balance';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { BroadcastChannelSessionEnd } from '@/session/adapters/broadcast-channel-session-end';
import { endStaleSession } from '@/session/application/stale-session';
import { SignOut } from '@/session/application/sign-out';

let i18n: I18n | undefined;

async function boot(): Promise<void> {
  const storage = browserStorage();
  // A stored session idle past the inactivity limit is wiped before anything uses or shows it.
  const stale = endStaleSession(new StorageSessionStore(storage), Date.now());
  const locale = resolveLocale(window.location.search, storage);
  // Started together, not one after another: the catalogues, the adapters (the build contains one
  // adapter mode, src/app/build-target: the fakes only in a mock-mode build) and the route's screen.
  const catalogues = initI18n(locale).then((instance) => (i18n = instance));
  let config: AppConfig;
  try {
    config = readConfig(import.meta.env, window.location.origin);
  } catch (error) {
    // A configuration error is reported in the visitor's language, once the catalogues are in.
    await catalogues.catch(() => undefined);
    throw error;
  }
  const [translations, mode] = await Promise.all([catalogues, loadAdapterMode(config), preloadScreen(window.location.pathname)]);
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  // The build prerendered this page (src/app/prerender): take it over as it is, when it is what
  // this visitor sees. A language chosen meanwhile applies once the whole page is hydrated.
  const navigationState = (window.history.state as { usr?: unknown } | null)?.usr;
  // The wallet balance the early script wrote (src/shared/ui/early-balance.ts) is the app's now.
  claimEarlyBalance(root);
  const hydrate = canHydrate(root, { url: new URL(window.location.href), locale, storage, navigationState });
  const locales = new LocaleController(translations, storage, hydrate ? pageHydrated : undefined);
  const { container } = buildContainer({
    config,
    mode,
    platform: platformModule(
      storage,
      new DataLayerAnalytics(window as never),
      locales,
      document,
      browserStorage('sessionStorage'),
      new BroadcastChannelSessionEnd(),
    ),
  });
  if (stale) void container.get(SignOut).endStale(stale);
  const options: RootOptions = {
    // Errors an error boundary caught are shown to the customer as the route's error page;
    // they are reported, not thrown again as uncaught console errors.
    onCaughtError: (error, info) => {
      console.warn('Caught by a route error boundary', error);
      reportCaughtError({ error, source: 'error-boundary', componentStack: info.componentStack });
    },
  };
  const tree = <AppTree i18n={translations} container={container} Router={BrowserRouter} />;
  // Either way as a transition: rendering yields to the browser between slices.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, tree, options);
    });
  } else {
    root.replaceChildren();
    const fresh = createRoot(root, options);
    startTransition(() => fresh.render(tree));
  }
}

boot().catch((error: unknown) => showBootFailure(error, i18n));
