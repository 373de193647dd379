import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import type { ResendCountdown } from './resend-countdown';

export interface ResendButtonProps {
  readonly countdown: ResendCountdown;
  /** "Send a new code". */
  readonly label: string;
  /** "Send a new code in {{time}}", given the m:ss left. */
  readonly waitingLabel: (time: string) => string;
  readonly busy?: boolean;
  readonly onResend: () => void;
}

/**
 * The resend button of a code screen: it counts down while a new code may not be asked for yet
 * (aria-disabled, so it keeps the focus), and asks once the time is up.
 */
export const ResendButton = observer(function ResendButton({ countdown, label, waitingLabel, busy, onResend }: ResendButtonProps) {
  const counting = countdown.counting;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(countdown.tick, 1000);
    return () => clearInterval(timer);
  }, [counting, countdown]);
  const unavailable = counting || busy;
  return (
    <button
      type="button"
      className="button button--ghost"
      aria-disabled={unavailable || undefined}
      onClick={() => {
        if (!unavailable) onResend();
      }}
    >
      {counting ? waitingLabel(countdown.display) : label}
    </button>
  );
});
