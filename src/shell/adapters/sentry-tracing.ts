import { browserTracingIntegration } from '@sentry/browser';

/**
 * Sentry's tracing of the page (the page load, navigations and the calls), in a chunk of its own
 * that src/shell/adapters/sentry-error-reporter.ts adds right after Sentry.init when traces are
 * sampled at all: it is about as large as the rest of Sentry together, and each lazily loaded chunk
 * keeps within the bench's budget. Its spans are scrubbed in beforeSendTransaction; no trace header
 * goes to the back office (tracePropagationTargets is empty).
 */
export function sentryTracing(): ReturnType<typeof browserTracingIntegration> {
  return browserTracingIntegration({ ignoreResourceSpans: [...UNTRACED_RESOURCES] });
}

/**
 * The page's own files (its scripts, their preloads, its styles) get no span of their own: a
 * signed-in page loads some sixty chunks, and making, scrubbing and sending a span for each cost the
 * visit's main thread about half a second at a phone's speed (Lighthouse's /wallet, 4x slower CPU:
 * total blocking time 1136 ms with them). What they weigh and when they load is the project's own
 * measure (`npm run bench`); the page load's timings, web vitals, the calls to the back office and
 * the long animation frames stay traced.
 */
export const UNTRACED_RESOURCES = ['resource.script', 'resource.link', 'resource.css', 'resource.other'] as const;
