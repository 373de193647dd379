import './app/zod-csp';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router-dom';
import { MemoryStorage, type KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { ContainerProvider } from '@/shared/di/container-context';
import { loadAdapterMode } from 'virtual:adapter-mode';
import { readConfig } from './app/config';
import { buildContainer } from './app/container';
import { DataLayerAnalytics } from './app/data-layer-analytics';
import { initI18n } from './app/i18n/i18n';
import { resolveLocale } from './app/i18n/locale';
import { LocaleController } from './app/i18n/locale-controller';
import { platformModule } from './app/modes/platform';
import { AppRoutes } from './app/routing/app-routes';
import { RouteErrorBoundary } from './app/routing/route-error-boundary';
import { showBootFailure } from './app/boot-failure';
import './app/styles/app.css';

function browserStorage(): KeyValueStorage {
  try {
    window.localStorage.setItem('storage-probe', '1');
    window.localStorage.removeItem('storage-probe');
    return window.localStorage;
  } catch {
    // Private modes can refuse storage: the portal still works, it just forgets on reload.
    return new MemoryStorage();
  }
}

let i18n: I18n | undefined;

async function boot(): Promise<void> {
  const storage = browserStorage();
  i18n = await initI18n(resolveLocale(window.location.search, storage));
  // After the catalogues, so a configuration error is reported in the visitor's language.
  const config = readConfig(import.meta.env, window.location.origin);
  // The build contains one adapter mode (src/app/build-target): the fakes only in a mock-mode build.
  const mode = await loadAdapterMode(config);
  const { container } = buildContainer({
    config,
    mode,
    platform: platformModule(storage, new DataLayerAnalytics(window as never), new LocaleController(i18n, storage)),
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element');
  createRoot(root, {
    // Errors an error boundary caught are shown to the customer as the route's error page;
    // they are reported, not thrown again as uncaught console errors.
    onCaughtError: (error) => console.warn('Caught by a route error boundary', error),
  }).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <BrowserRouter>
            <RouteErrorBoundary resetKey="app" standalone>
              {/* A catalogue still loading anywhere outside a route's own boundary waits here. */}
              <Suspense fallback={null}>
                <AppRoutes />
              </Suspense>
            </RouteErrorBoundary>
          </BrowserRouter>
        </ContainerProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => showBootFailure(error, i18n));
