import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('ContainerProvider is missing');
  return container;
}

/** A service from the container (singletons: the same one every render). */
export function useInjection<T>(id: ServiceIdentifier<T>): T {
  return useContainer().get(id);
}

/** A fresh view model for this mounted screen, kept for its lifetime. */
export function useViewModel<T>(id: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [viewModel] = useState(() => container.get(id));
  return viewModel;
}
