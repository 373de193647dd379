// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { guardNameInput, isDigitKeystroke, isTypedDigit } from './name-input';

let release: (() => void) | undefined;
afterEach(() => {
  release?.();
  document.body.innerHTML = '';
});

function nameInput(): HTMLInputElement {
  const input = document.createElement('input');
  document.body.append(input);
  release = guardNameInput(input);
  return input;
}

/** Dispatches like a browser would; returns true when the page let the default action happen. */
const key = (input: HTMLInputElement, init: KeyboardEventInit) => input.dispatchEvent(new KeyboardEvent('keydown', { cancelable: true, ...init }));
const beforeInput = (input: HTMLInputElement, init: InputEventInit) =>
  input.dispatchEvent(new InputEvent('beforeinput', { cancelable: true, ...init }));

describe('name input guard', () => {
  it('ignores digits typed on a keyboard (main row, number pad, other scripts)', () => {
    const input = nameInput();
    expect(['1', '0', '9', '٣', '５'].map((k) => key(input, { key: k }))).toEqual([false, false, false, false, false]);
  });

  it('ignores digits an on-screen keyboard types (beforeinput insertText)', () => {
    const input = nameInput();
    expect(beforeInput(input, { inputType: 'insertText', data: '7' })).toBe(false);
  });

  it('keeps letters, spaces, hyphens, apostrophes, editing keys and shortcuts', () => {
    const input = nameInput();
    const keys: KeyboardEventInit[] = [
      { key: 'a' }, { key: 'Å' }, { key: ' ' }, { key: '-' }, { key: '’' }, { key: 'Backspace' }, { key: 'Tab' },
      { key: 'ArrowLeft' }, { key: '1', ctrlKey: true }, { key: '2', metaKey: true }, { key: 'Unidentified' },
    ];
    expect(keys.map((k) => key(input, k))).toEqual(keys.map(() => true));
    expect(beforeInput(input, { inputType: 'insertText', data: 'a' })).toBe(true);
  });

  it('keeps paste, drop, autofill and input methods as they are, digits included', () => {
    const input = nameInput();
    for (const inputType of ['insertFromPaste', 'insertFromDrop', 'insertReplacementText', 'insertCompositionText']) {
      expect(beforeInput(input, { inputType, data: 'Amina 2' }), inputType).toBe(true);
    }
    expect(beforeInput(input, { inputType: 'insertCompositionText', data: '3', isComposing: true })).toBe(true);
    expect(key(input, { key: '3', isComposing: true })).toBe(true);
  });

  it('can be removed', () => {
    const input = nameInput();
    release?.();
    release = undefined;
    expect(key(input, { key: '1' })).toBe(true);
  });

  it('pure checks', () => {
    expect(isDigitKeystroke({ key: '4', ctrlKey: false, metaKey: false, isComposing: false })).toBe(true);
    expect(isDigitKeystroke({ key: '44', ctrlKey: false, metaKey: false, isComposing: false })).toBe(false);
    expect(isTypedDigit({ inputType: 'insertText', data: '12', isComposing: false })).toBe(false);
    expect(isTypedDigit({ inputType: 'insertFromPaste', data: '1', isComposing: false })).toBe(false);
  });
});
