import type { ReactNode } from 'react';

/** A message block; `assertive` ones are announced at once (role=alert). */
export function Alert({
  tone,
  title,
  children,
  id,
}: {
  tone: 'error' | 'info' | 'success';
  title?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  return (
    <div id={id} className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      {children ? <div className="alert__body">{children}</div> : null}
    </div>
  );
}
