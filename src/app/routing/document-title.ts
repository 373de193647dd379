import { useLayoutEffect } from 'react';

/**
 * Sets the document title in the same commit as the page it names, before the browser paints
 * it (a layout effect, not a passive one): no frame shows a page under the bare brand or under
 * the previous page's title, however slow the device.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
}
