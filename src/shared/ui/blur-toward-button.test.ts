// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { FocusEvent } from 'react';
import { blurTowardButton } from './blur-toward-button';

const blur = (relatedTarget: EventTarget | null) => ({ relatedTarget }) as FocusEvent<HTMLElement>;

describe('blurTowardButton', () => {
  it('is true when the focus goes to a button, false for a field or nowhere', () => {
    expect(blurTowardButton(blur(document.createElement('button')))).toBe(true);
    const link = document.createElement('a');
    link.setAttribute('role', 'button');
    expect(blurTowardButton(blur(link))).toBe(true);
    expect(blurTowardButton(blur(document.createElement('input')))).toBe(false);
    expect(blurTowardButton(blur(null))).toBe(false);
  });
});
