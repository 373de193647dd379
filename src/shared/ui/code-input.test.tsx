// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CodeInput, normaliseCode } from './code-input';
import { ResendCountdown } from './resend-countdown';
import { ResendButton } from './resend-button';

afterEach(cleanup);

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <CodeInput id="code" label="Verification code" hint="6 digits" value={value} error={error} onChange={setValue} />;
}

describe('CodeInput', () => {
  it('keeps the digits of a typed or pasted code, at most six', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(normaliseCode('12-34-56')).toBe('123456');
    expect(normaliseCode('1234567')).toBe('123456');
    expect(normaliseCode('abc')).toBe('');
    expect(normaliseCode('9876', 4)).toBe('9876');
  });

  it('is one labelled field for one-time codes with the number keyboard; a pasted code lands whole', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('aria-describedby')).toBe('code-hint');
    fireEvent.change(input, { target: { value: '123 456' } });
    expect((input as HTMLInputElement).value).toBe('123456');
  });

  it('ties the error to the field and marks it invalid', () => {
    render(<Harness error="The code is incorrect." />);
    const input = screen.getByLabelText('Verification code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('code-hint code-error');
    expect(document.getElementById('code-error')?.textContent).toBe('The code is incorrect.');
  });
});

describe('ResendCountdown and ResendButton', () => {
  it('counts down on the clock and lets a new code be asked for only when the time is up', () => {
    const clock = { at: 1_000_000, now(): number { return this.at; } };
    const countdown = new ResendCountdown(clock);
    const asked: number[] = [];
    render(<ResendButton countdown={countdown} label="Send a new code" waitingLabel={(t) => `Send a new code in ${t}`} onResend={() => asked.push(clock.at)} />);
    expect(screen.getByRole('button').textContent).toBe('Send a new code');
    act(() => countdown.start(60));
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Send a new code in 1:00');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(asked).toEqual([]);
    clock.at += 59_500;
    act(() => countdown.tick());
    expect(screen.getByRole('button').textContent).toBe('Send a new code in 0:01');
    clock.at += 500;
    act(() => countdown.tick());
    expect(screen.getByRole('button').textContent).toBe('Send a new code');
    expect(screen.getByRole('button').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(screen.getByRole('button'));
    expect(asked).toEqual([clock.at]);
  });
});
