import type { ServiceIdentifier } from 'inversify';
import type { FetchLike } from './api-fetch';

/** The configured fetch (request ids, retries, time-outs) every HTTP adapter uses. */
export const ApiFetch = Symbol('ApiFetch') as ServiceIdentifier<FetchLike>;
