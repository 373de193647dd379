import type { ServiceIdentifier } from 'inversify';
import type { LocaleController } from './locale-controller';

// A symbol, not the class: code that only needs the token does not load i18n.ts and its
// Vite-only `import.meta.glob` (Cucumber imports the router in plain Node).
export const LocaleControllerToken = Symbol('LocaleController') as ServiceIdentifier<LocaleController>;
