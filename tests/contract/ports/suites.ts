import type { PortSuite } from './port-suite';

/** Every behaviour suite of this folder (`<port>.suite.ts` exporting `suite`): the registry the guard reads. */
export const portSuites: readonly PortSuite<unknown>[] = Object.values(
  import.meta.glob<{ suite: PortSuite<unknown> }>('./*.suite.ts', { eager: true }),
).map((module) => module.suite);
