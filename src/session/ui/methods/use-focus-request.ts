import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves the focus once per request (a press that ended on the page) to the element of its
 * target, so it never stays on the page body; typing never moves it.
 */
export function useFocusRequest<T extends string>(
  request: { readonly target: T; readonly seq: number } | undefined,
  targets: Partial<Record<T, RefObject<HTMLElement | null>>>,
): void {
  const done = useRef<unknown>(undefined);
  useEffect(() => {
    if (!request || done.current === request) return;
    done.current = request;
    targets[request.target]?.current?.focus();
  });
}
