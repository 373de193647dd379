import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/** The container itself (composition code that resolves several services, e.g. the registration steps). */
export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container;
}

/** A service from the container (singletons: the same one every render). */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get(id);
}

/**
 * What a view model's factory resolves its dependencies from: the container, or the resolution
 * context of a binding (`toDynamicValue(make)`), so one factory serves the page and a test's module.
 */
export interface Resolver {
  get<T>(id: ServiceIdentifier<T>): T;
}

/**
 * A fresh view model for this mounted screen, kept for its lifetime. With `make`, a page builds its
 * own view model from the container's services (so the view model's code loads with the page, not
 * with its area's modules), unless the container binds `id` (a test's fake, or a test module).
 */
export function useViewModel<T>(id: ServiceIdentifier<T>): T;
/** The view model's type is the factory's (a generic class's id, such as a registration step's, takes it). */
export function useViewModel<T>(id: ServiceIdentifier<NoInfer<T>>, make?: (container: Resolver) => T): T;
export function useViewModel<T>(id: ServiceIdentifier<T>, make?: (container: Resolver) => T): T {
  const container = useContainer();
  const [viewModel] = useState(() => viewModelOf(container, id, make));
  return viewModel;
}

/** What useViewModel makes, outside a hook: for a screen that keeps several (one per method shown, say). */
export function viewModelOf<T>(container: Container, id: ServiceIdentifier<T>, make?: (container: Resolver) => T): T {
  return make && !container.isBound(id) ? make(container) : container.get(id);
}
