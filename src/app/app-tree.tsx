import { StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { ContainerProvider } from '@/shared/di/container-context';
import { AppRoutes } from './routing/app-routes';
import { RouteErrorBoundary } from './routing/route-error-boundary';

/**
 * The whole app under a router. The browser passes BrowserRouter; the build's prerender passes a
 * StaticRouter at the prerendered path, so the HTML it writes is what the browser hydrates.
 */
export function AppTree({ i18n, container, Router }: { i18n: I18n; container: Container; Router: ComponentType<{ children: ReactNode }> }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <Router>
            <RouteErrorBoundary resetKey="app" standalone>
              {/* A catalogue still loading anywhere outside a route's own boundary waits here. */}
              <Suspense fallback={null}>
                <AppRoutes />
              </Suspense>
            </RouteErrorBoundary>
          </Router>
        </ContainerProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
