import type { ServiceIdentifier } from 'inversify';

/** Analytics vendor port: page views now, transaction events later (spec 01 section 3). */
export interface Analytics {
  pageView(event: { readonly path: string; readonly title: string; readonly locale: string }): void;
}
export const Analytics = Symbol('Analytics') as ServiceIdentifier<Analytics>;
