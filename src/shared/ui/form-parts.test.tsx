// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ErrorSummary, Field, FieldError, describedByOf } from './form-parts';

afterEach(cleanup);

describe('Field', () => {
  it('labels its control and links the hint and the error to it; the error marks the field invalid', () => {
    render(
      <Field id="email" label="Email" hint="We send the code here" error="Enter your email address">
        {(describedBy) => <input id="email" aria-invalid aria-describedby={describedBy} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(document.getElementById('email-hint')?.textContent).toBe('We send the code here');
    const error = document.getElementById('email-error');
    expect(error?.textContent).toBe('Enter your email address');
    expect(error?.className).toBe('field__error');
    expect(input.closest('.field')?.className).toBe('field field--invalid');
  });

  it('without a hint or an error, describes its control by nothing', () => {
    render(<Field id="name" label={<>Name <span>optional</span></>}>{(describedBy) => <input id="name" aria-describedby={describedBy} />}</Field>);
    const input = screen.getByLabelText('Name optional');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.closest('.field')?.className).toBe('field');
    expect(document.querySelector('.field__error')).toBeNull();
    expect(document.querySelector('.hint')).toBeNull();
  });

  it('describedByOf names the hint, then the error', () => {
    expect(describedByOf('x', true, true)).toBe('x-hint x-error');
    expect(describedByOf('x', false, true)).toBe('x-error');
    expect(describedByOf('x', true, false)).toBe('x-hint');
    expect(describedByOf('x', false, false)).toBeUndefined();
  });

  it('FieldError shows nothing without an error', () => {
    const { container } = render(<FieldError id="x" error={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

/** A form whose press leaves `errors` (shown a render later, as react-hook-form does). */
function Form({ errors, headingLevel }: { errors: readonly string[]; headingLevel?: 2 | 3 | 4 }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [presses, setPresses] = useState(0);
  const [shown, setShown] = useState<readonly string[]>([]);
  return (
    <>
      <ErrorSummary
        id="f"
        title="There is a problem"
        summaryRef={summaryRef}
        presses={presses}
        headingLevel={headingLevel}
        testId="summary"
        items={shown.map((field) => ({ field, message: `Fix ${field}` }))}
      />
      <input id="a" aria-label="A" />
      <input id="b" aria-label="B" />
      <button
        type="button"
        onClick={() => {
          setPresses((n) => n + 1);
          setTimeout(() => setShown(errors), 0);
        }}
      >
        Send
      </button>
    </>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing without errors', () => {
    render(<Form errors={[]} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a press that leaves errors: an alert named by its title, linking every field, that takes the focus', async () => {
    render(<Form errors={['a', 'b']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary.className).toBe('error-summary');
    expect(summary.dataset.testid).toBe('summary');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('There is a problem');
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Fix a', '#a'],
      ['Fix b', '#b'],
    ]);
    // The focus moves once the summary is on screen (a loaded machine rendered it first).
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('a link moves the focus to its field, without a navigation', async () => {
    render(<Form errors={['a', 'b']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    const link = screen.getByRole('link', { name: 'Fix b' });
    const navigated = fireEvent.click(link);
    expect(navigated).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText('B'));
  });

  it('takes the focus once per press, and its title at the level asked', async () => {
    render(<Form errors={['a']} headingLevel={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const summary = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('There is a problem');
    // The press's focus lands first (a loaded machine rendered the summary before moving it).
    await waitFor(() => expect(document.activeElement).toBe(summary));
    // Its link leads to the field; the summary does not take the focus back until the next press.
    fireEvent.click(screen.getByRole('link', { name: 'Fix a' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(document.activeElement).toBe(screen.getByLabelText('A'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('leaves the focus alone without presses (the form hook moves it)', () => {
    function Static() {
      const summaryRef = useRef<HTMLDivElement>(null);
      return <ErrorSummary id="s" title="Check" summaryRef={summaryRef} items={[{ field: 'a', message: 'Fix a' }]} />;
    }
    render(<Static />);
    expect(screen.getByRole('alert', { name: 'Check' })).not.toBe(document.activeElement);
  });
});
