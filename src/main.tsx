import './app/zod-csp';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type RootOptions } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { SessionState } from '@/session/application/session-state';
import { AppTree } from './app/app-tree';
import { browserStorage } from './app/browser-storage';
import { readConfig } from './app/config';
import { buildContainer } from './app/container';
import { DataLayerAnalytics } from './app/data-layer-analytics';
import { initI18n } from './app/i18n/i18n';
import { resolveLocale } from './app/i18n/locale';
import { LocaleController } from './app/i18n/locale-controller';
import { platformModule } from './app/modes/platform';
import { canHydrate } from './app/prerender/hydration';
import { cameFromCountryLink } from './app/routing/navigation-history';
import { resolveNavigation } from './app/routing/resolve-navigation';
import { showBootFailure } from './app/boot-failure';
import './app/styles/app.css';

let i18n: I18n | undefined;

async function boot(): Promise<void> {
  const config = readConfig(import.meta.env, window.location.origin);
  const storage = browserStorage();
  const locale = resolveLocale(window.location.search, storage);
  i18n = await initI18n(locale);
  // The mock mode's fakes (and the sandbox world they read) load only when asked for.
  const mode =
    config.adapters === 'memory'
      ? (await import('./app/modes/memory-mode')).memoryMode()
      : (await import('./app/modes/http-mode')).httpMode(config);
  const { container } = buildContainer({
    config,
    mode,
    platform: platformModule(storage, new DataLayerAnalytics(window as never), new LocaleController(i18n, storage)),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  const options: RootOptions = {
    // Errors an error boundary caught are shown to the customer as the route's error page;
    // they are reported, not thrown again as uncaught console errors.
    onCaughtError: (error) => console.warn('Caught by a route error boundary', error),
  };
  const tree = <AppTree i18n={i18n} container={container} Router={BrowserRouter} />;
  // The build prerendered this page (src/app/prerender): take it over as it is, when it is what
  // this visitor sees; as a transition, so hydrating yields to the browser between slices.
  const resolution = resolveNavigation(new URL(window.location.href), {
    signedIn: container.get(SessionState).isSignedIn,
    firstNavigation: true,
    cameFromCountryLink: cameFromCountryLink((window.history.state as { usr?: unknown } | null)?.usr),
  });
  if (canHydrate(root, { resolution, locale, storage })) {
    startTransition(() => {
      hydrateRoot(root, tree, options);
    });
  } else {
    root.replaceChildren();
    createRoot(root, options).render(tree);
  }
}

boot().catch((error: unknown) => showBootFailure(error, i18n));
