import type { Analytics, TransactionEvent } from '@/shared/kernel/analytics';

type DataLayer = { push(event: Record<string, unknown>): unknown };

/**
 * The tag-manager protocol: events pushed onto a page-global `dataLayer` array that the vendor
 * script (loaded only where configured) drains. Without the script, events simply queue.
 */
export class DataLayerAnalytics implements Analytics {
  constructor(private readonly target: { dataLayer?: DataLayer }) {}

  pageView(event: { path: string; title: string; locale: string }): void {
    this.target.dataLayer ??= [];
    this.target.dataLayer.push({ event: 'page_view', page_path: event.path, page_title: event.title, language: event.locale });
  }

  transaction(event: TransactionEvent): void {
    this.target.dataLayer ??= [];
    this.target.dataLayer.push({ event: 'transaction', ...event });
  }
}

/** Keeps events in memory: QA scenarios and unit tests read them back. */
export class RecordingAnalytics implements Analytics {
  readonly events: { path: string; title: string; locale: string }[] = [];
  readonly transactions: TransactionEvent[] = [];

  pageView(event: { path: string; title: string; locale: string }): void {
    this.events.push(event);
  }

  transaction(event: TransactionEvent): void {
    this.transactions.push(event);
  }
}
