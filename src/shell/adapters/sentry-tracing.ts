import { browserTracingIntegration } from '@sentry/browser';

/**
 * Sentry's tracing of the page (the page load, navigations and the calls), in a chunk of its own
 * that src/shell/adapters/sentry-error-reporter.ts adds right after Sentry.init when traces are
 * sampled at all: it is about as large as the rest of Sentry together, and each lazily loaded chunk
 * keeps within the bench's budget. Its spans are scrubbed in beforeSendTransaction; no trace header
 * goes to the back office (tracePropagationTargets is empty).
 */
export function sentryTracing(): ReturnType<typeof browserTracingIntegration> {
  return browserTracingIntegration();
}
