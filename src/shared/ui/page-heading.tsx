import { useEffect, useRef, type ReactNode } from 'react';
import { takePendingHeadingFocus } from './heading-focus';

/** The page's h1: focus moves here after each navigation (tabIndex -1, not in the tab order). */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (ref.current) takePendingHeadingFocus(ref.current);
  }, []);
  return (
    <h1 ref={ref} className={className ?? 'page-heading'} tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}
