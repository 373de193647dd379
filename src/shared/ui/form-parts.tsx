import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from 'react';

/** One line of the error summary: the field's id and its message. */
export interface ErrorSummaryItem {
  readonly field: string;
  readonly message: string;
}

/**
 * The error summary at the top of a form (role=alert): every field with an error, linked to it.
 * A link moves the focus to its field itself, without a navigation (the router would otherwise
 * take the focus to the page heading). After a press that leaves errors the summary takes the
 * focus; callers whose form hook already does that (useZodForm) may leave `presses` out.
 */
export function ErrorSummary({
  id,
  title,
  summaryRef,
  items,
  presses,
  headingLevel = 2,
  testId,
}: {
  /** Prefix of the title's id (`${id}-summary-title`). */
  id: string;
  /** The summary's title ("There is a problem"), in the caller's catalogue. */
  title: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  items: readonly ErrorSummaryItem[];
  /**
   * Changes with each press of the submit button (a count, or the view model's focus request);
   * falsy before the first. After each press that leaves errors, the summary takes the focus once.
   */
  presses?: unknown;
  /** The title's heading level, under the form's own heading (h2 on a page, h3 in a section of one). */
  headingLevel?: 2 | 3 | 4;
  testId?: string;
}) {
  const focusedFor = useRef<unknown>(undefined);
  const shown = items.length > 0;
  useEffect(() => {
    // A form library may show its errors a render after the press: focus once they are on the page.
    if (!shown || !presses || focusedFor.current === presses) return;
    focusedFor.current = presses;
    summaryRef.current?.focus();
  }, [shown, presses, summaryRef]);
  if (!shown) return null;
  const Heading = `h${headingLevel}` as const;
  const toField = (event: MouseEvent<HTMLAnchorElement>, field: string) => {
    const target = document.getElementById(field);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby={`${id}-summary-title`} data-testid={testId}>
      <Heading id={`${id}-summary-title`} className="error-summary__title">
        {title}
      </Heading>
      <ul>
        {items.map((item) => (
          <li key={item.field}>
            <a href={`#${item.field}`} onClick={(event) => toField(event, item.field)}>
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field's error text under it (`${id}-error`, what the control's aria-describedby names); nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

/** The ids a field's control is described by: its hint, then its error (undefined when neither). */
export function describedByOf(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled field with its hint and error, wired for assistive technology: the control (from
 * `children`, given the ids to put in its aria-describedby) has the id `id` and sets aria-invalid.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  extra,
}: {
  id: string;
  /** The label's content (text, or text with a note such as "optional"). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
  /** What follows the error inside the field (e.g. a confirmation asked beside it). */
  extra?: ReactNode;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children(describedByOf(id, Boolean(hint), Boolean(error)))}
      <FieldError id={id} error={error} />
      {extra}
    </div>
  );
}
