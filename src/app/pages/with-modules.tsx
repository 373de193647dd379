import { use, type ComponentType } from 'react';
import { useContainer } from '@/shared/di/container-context';
import type { EnsureModules } from '@/shared/di/module-loader';

const wrapped = new WeakMap<EnsureModules, WeakMap<ComponentType, ComponentType>>();

/** A page that renders once its area's services are loaded into the container (suspends until then). */
export function withModules(ensure: EnsureModules, Page: ComponentType): ComponentType {
  let pages = wrapped.get(ensure);
  if (!pages) {
    pages = new WeakMap();
    wrapped.set(ensure, pages);
  }
  let Route = pages.get(Page);
  if (!Route) {
    Route = function RouteWithModules() {
      use(ensure(useContainer()));
      return <Page />;
    };
    pages.set(Page, Route);
  }
  return Route;
}
