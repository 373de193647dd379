import type { ReactNode, Ref } from 'react';

/**
 * A message block; `assertive` ones are announced at once (role=alert). `focusable` lets code
 * move the focus to it (tabIndex -1: not in the tab order).
 */
export function Alert({
  tone,
  title,
  children,
  id,
  ref,
  focusable,
}: {
  tone: 'error' | 'info' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
  ref?: Ref<HTMLDivElement>;
  focusable?: boolean;
}) {
  return (
    <div id={id} ref={ref} tabIndex={focusable ? -1 : undefined} className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      {children ? <div className="alert__body">{children}</div> : null}
    </div>
  );
}
