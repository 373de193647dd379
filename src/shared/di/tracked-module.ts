import { ContainerModule, type ServiceIdentifier } from 'inversify';

type Bind = ContainerModuleBind;
type ContainerModuleBind = Parameters<ConstructorParameters<typeof ContainerModule>[0]>[0]['bind'];

/**
 * A ContainerModule that remembers which tokens it binds, so a test can resolve every bound
 * token of every mode/region/provider combination without a hand-kept list.
 */
export class TrackedModule {
  readonly tokens = new Set<ServiceIdentifier>();
  readonly module: ContainerModule;

  constructor(
    readonly name: string,
    register: (bind: Bind) => void,
  ) {
    this.module = new ContainerModule(({ bind }) => {
      register(((id: ServiceIdentifier) => {
        this.tokens.add(id);
        return bind(id);
      }) as Bind);
    });
  }
}
