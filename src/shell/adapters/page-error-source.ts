import type { ReportingErrors } from '../application/reporting-errors';
import { receiveCaughtErrors, type CaughtError } from '../caught-errors';

/** The part of a window this listens on (tests pass an EventTarget). */
export interface PageErrorTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

const installed = new WeakMap<object, { readonly reporting: ReportingErrors; readonly stop: () => void }>();

/**
 * Reports the page's uncaught errors (window `error`), unhandled promise rejections
 * (`unhandledrejection`) and the errors the app's boundaries caught (src/shell/caught-errors.ts).
 * Once per window: a second call with the same reporting returns the first one's stop; another
 * reporting (another container) takes over. A resource that failed to load is not an error of the
 * page's code (such events do not reach the window's bubbling listener).
 */
export function listenForPageErrors(target: PageErrorTarget, reporting: ReportingErrors, caught: typeof receiveCaughtErrors = receiveCaughtErrors): () => void {
  const running = installed.get(target);
  if (running?.reporting === reporting) return running.stop;
  running?.stop();

  const onError = (event: Event) => {
    const e = event as Partial<ErrorEvent>;
    const error = e.error ?? new Error(typeof e.message === 'string' && e.message ? e.message : 'Script error');
    reporting.report(error, {
      source: 'window-error',
      details: { file: e.filename ?? '', line: e.lineno ?? 0, column: e.colno ?? 0 },
    });
  };
  const onRejection = (event: Event) => {
    reporting.report((event as Partial<PromiseRejectionEvent>).reason, { source: 'unhandled-rejection' });
  };
  const onCaught = ({ error, source, componentStack }: CaughtError) => {
    reporting.report(error, { source, details: componentStack ? { componentStack } : {} });
  };

  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const stopCaught = caught(onCaught);
  const stop = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    stopCaught();
    if (installed.get(target)?.stop === stop) installed.delete(target);
  };
  installed.set(target, { reporting, stop });
  return stop;
}
