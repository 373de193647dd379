import { useEffect, useState } from 'react';

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Longest wait for an idle moment after the paint (a busy page still gets its services). */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * False until the page has painted and the browser is idle (or IDLE_TIMEOUT_MS passed): what waits
 * for it loads after what the customer came for.
 */
export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const scope = globalThis as IdleWindow;
    // The frame after this one is painted; then the first idle moment.
    const frame = requestAnimationFrame(() => {
      const done = () => setReady(true);
      if (typeof scope.requestIdleCallback === 'function') idle = scope.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(done, 200);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) scope.cancelIdleCallback?.(idle);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}
