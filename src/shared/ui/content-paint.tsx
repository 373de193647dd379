import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * How long the signed-in frame waits for its page to say its main content has painted before it
 * loads its own extras anyway (a page that never says so, or one whose data is slow).
 */
export const CONTENT_FALLBACK_MS = 600;

/**
 * Calls `callback` once the browser has painted the current frame (the frame's animation callback,
 * then a task after it, which runs after the paint). Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 16);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * What opens once the main content has painted (the frame's extras, the page's sections) renders as
 * a transition: React builds it in slices that yield to the browser, not in one long task that
 * would hold a tap on the page just painted.
 */
const inSlices = (update: () => void) => () => startTransition(update);

const ContentPainted = createContext<(() => void) | undefined>(undefined);

/**
 * The frame's side (the signed-in layout): false until the page inside has painted what the
 * customer came for (it calls `useMarkContentPainted`), or CONTENT_FALLBACK_MS after `started`
 * turned true. What waits for it (the header's bell, identity verification's dialogs, the portal
 * services, the country footer) then loads after the page's main content, not in front of it.
 * Once open it stays open.
 */
export function useContentPaintGate(started: boolean, fallbackMs = CONTENT_FALLBACK_MS): { readonly open: boolean; readonly mark: () => void } {
  const [open, setOpen] = useState(false);
  const [marked, setMarked] = useState(false);
  useEffect(() => {
    if (open || !started) return undefined;
    if (marked) return afterNextPaint(inSlices(() => setOpen(true)));
    const timer = setTimeout(inSlices(() => setOpen(true)), fallbackMs);
    return () => clearTimeout(timer);
  }, [open, started, marked, fallbackMs]);
  const [mark] = useState(() => () => setMarked(true));
  const announceAbove = useContext(ContentShown);
  useEffect(() => {
    if (open) announceAbove?.();
  }, [open, announceAbove]);
  return { open, mark };
}

const ContentShown = createContext<(() => void) | undefined>(undefined);

/**
 * For what sits above the frames (the root shell): `shown` turns true once a frame below has
 * opened its gate (its page's main content painted; the frame tells it through
 * ContentShownProvider with `announce`), or `fallbackMs` after this component's first paint when
 * no frame says so (a page of another layout). Once true it stays true.
 */
export function useContentShown(fallbackMs: number): { readonly shown: boolean; readonly announce: () => void } {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = afterNextPaint(() => {
      timer = setTimeout(inSlices(() => setShown(true)), fallbackMs);
    });
    return () => {
      cancel();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown, fallbackMs]);
  const [announce] = useState(() => () => setShown(true));
  return { shown, announce };
}

/** Lets the frames below tell what sits above them that their page's main content has painted. */
export function ContentShownProvider({ announce, children }: { readonly announce: () => void; readonly children: ReactNode }) {
  return <ContentShown.Provider value={announce}>{children}</ContentShown.Provider>;
}

/** Gives the pages inside the frame the way to say their main content has painted. */
export function ContentPaintProvider({ mark, children }: { readonly mark: () => void; readonly children: ReactNode }) {
  return <ContentPainted.Provider value={mark}>{children}</ContentPainted.Provider>;
}

/**
 * The page's side: once `ready` (its main content is on the page: the wallet's balance, or the
 * failure shown instead), the frame hears of it after the next paint. Outside a frame, nothing.
 */
export function useMarkContentPainted(ready: boolean): void {
  const mark = useContext(ContentPainted);
  useEffect(() => {
    if (!ready || !mark) return undefined;
    return afterNextPaint(() => {
      markPerformance();
      mark();
    });
  }, [ready, mark]);
}

/**
 * The User Timing mark set once a page's main content has painted (first time per document): what
 * `npm run bench` reads to weigh the JavaScript a page fetched before it, its initial JavaScript.
 */
export const CONTENT_PAINTED_MARK = 'portal:content-painted';

function markPerformance(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(CONTENT_PAINTED_MARK, 'mark').length === 0) performance.mark(CONTENT_PAINTED_MARK);
}

/** True from the paint after `ready` turned true (and from then on): what waits for it starts after that paint. */
export function usePaintedAfter(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted || !ready) return undefined;
    return afterNextPaint(inSlices(() => setPainted(true)));
  }, [ready, painted]);
  return painted;
}
