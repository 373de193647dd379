import type { ReactNode } from 'react';

/** The page's h1: focus moves here after each navigation (tabIndex -1, not in the tab order). */
export function PageHeading({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={className ?? 'page-heading'} tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}
