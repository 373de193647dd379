import type { ServiceIdentifier } from 'inversify';
import type { AppConfig } from './config';

export const AppConfigToken = Symbol('AppConfig') as ServiceIdentifier<AppConfig>;
