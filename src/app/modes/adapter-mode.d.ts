/** Provided by src/app/build-target/build-target-plugin.ts: the adapter mode chosen at build time. */
declare module 'virtual:adapter-mode' {
  import type { AppConfig } from '@/app/config';
  import type { ModeModules } from '@/app/container';

  /** Loads the build's one mode (http-mode or memory-mode) in its own chunk and returns its modules. */
  export function loadAdapterMode(config: AppConfig): Promise<ModeModules>;
}
