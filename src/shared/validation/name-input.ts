/**
 * Name fields (name, surname, first_name, last_name) ignore digit keystrokes (spec 02 §5) but
 * accept paste, drag and drop, autofill and input methods (IME composition, dictation): whatever
 * arrives that way is kept as it is and checked by the `personName` rule, never silently altered.
 *
 * Two native events are needed: a hardware keyboard reports the digit in `keydown`; a phone's
 * on-screen keyboard often reports `Unidentified` there and the digit only in `beforeinput`
 * (inputType "insertText"). React's `onBeforeInput` is not the native event, so the guard attaches
 * native listeners (see {@link guardNameInput}).
 */

const DIGIT = /^\p{Nd}$/u;

const isSingleDigit = (text: string | null | undefined) => typeof text === 'string' && [...text].length === 1 && DIGIT.test(text);

/** A digit typed on a keyboard (not a shortcut such as Ctrl+1, not during IME composition). */
export function isDigitKeystroke(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'isComposing'>): boolean {
  return !event.isComposing && !event.ctrlKey && !event.metaKey && isSingleDigit(event.key);
}

/** A digit typed as text (on-screen keyboards); paste, drop, autofill and composition are other input types. */
export function isTypedDigit(event: Pick<InputEvent, 'inputType' | 'data' | 'isComposing'>): boolean {
  return !event.isComposing && event.inputType === 'insertText' && isSingleDigit(event.data);
}

/** Attaches the guard to a name input; returns the function that removes it (a React 19 ref callback may return it). */
export function guardNameInput(input: HTMLInputElement): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (isDigitKeystroke(event)) event.preventDefault();
  };
  const onBeforeInput = (event: InputEvent) => {
    if (isTypedDigit(event)) event.preventDefault();
  };
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('beforeinput', onBeforeInput);
  return () => {
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('beforeinput', onBeforeInput);
  };
}
