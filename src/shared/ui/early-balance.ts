/**
 * The wallet balance before the app's code has run. The early-data script (src/app/boot) asks for
 * the balance while the code downloads; when the answer arrives first, it writes the amount into
 * the prerendered wallet page in place of its loading line, so the customer reads their balance
 * about as soon as the page paints. The app, when it starts, claims that text and shows it until
 * its own answer is there; the DOM then matches what the app renders, so hydration changes
 * nothing. From the app's start on, the early script writes nothing more.
 */

/** Set on #root when the app starts: the page belongs to the app from then on. */
export const EARLY_CLAIMED_ATTR = 'data-early-claimed';
/** Where the prerendered wallet shows its loading line, and where the app shows the amount. */
const LOADING_LINE = 'section.balance > .spinner';
const AMOUNT = 'section.balance > p.balance__amount';

let claimed: string | undefined;

/**
 * Writes the amount where the prerendered wallet shows its loading line, exactly as the wallet
 * renders it; nothing once the app has started or on any other page. True when written.
 */
export function stampEarlyBalance(doc: Document, text: string): boolean {
  const root = doc.getElementById('root');
  if (!root || root.hasAttribute(EARLY_CLAIMED_ATTR)) return false;
  const line = root.querySelector(LOADING_LINE);
  if (!line) return false;
  const amount = doc.createElement('p');
  amount.className = 'balance__amount';
  amount.setAttribute('data-testid', 'wallet-balance');
  amount.textContent = text;
  line.replaceWith(amount);
  return true;
}

/** The app's start (before it hydrates or renders #root): takes the amount written early, if any. */
export function claimEarlyBalance(root: HTMLElement): void {
  root.setAttribute(EARLY_CLAIMED_ATTR, '');
  claimed = root.querySelector(AMOUNT)?.textContent ?? undefined;
}

/** The amount written before the app started, until the wallet has its own answer. */
export function earlyBalanceText(): string | undefined {
  return claimed;
}

/** The wallet has its own answer: the early amount is not shown again (a later visit loads afresh). */
export function forgetEarlyBalance(): void {
  claimed = undefined;
}
