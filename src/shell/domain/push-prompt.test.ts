import { describe, expect, it } from 'vitest';
import { pushPromptDecision, type PushPromptFacts } from './push-prompt';

const asking: PushPromptFacts = { signedIn: true, customerKnown: true, navigated: true, permission: 'default', refusedBefore: false, askedThisVisit: false };

describe('when the notification permission dialog asks', () => {
  it('asks a signed-in, known customer after a navigation while the browser has not decided', () => {
    expect(pushPromptDecision(asking)).toEqual({ ask: true });
  });

  it.each([
    [{ signedIn: false }, 'signed-out'],
    [{ customerKnown: false }, 'customer-unknown'],
    [{ navigated: false }, 'first-page'],
    [{ permission: 'granted' as const }, 'granted'],
    [{ permission: 'denied' as const }, 'denied'],
    [{ permission: 'unsupported' as const }, 'unsupported'],
    [{ refusedBefore: true }, 'refused-before'],
    [{ askedThisVisit: true }, 'asked-this-visit'],
    [{ otherDialogOpen: true }, 'other-dialog'],
  ])('does not ask when %o (%s)', (change, why) => {
    expect(pushPromptDecision({ ...asking, ...change })).toEqual({ ask: false, why });
  });

  it('never asks once the browser decided, even after "Not now" was forgotten', () => {
    expect(pushPromptDecision({ ...asking, permission: 'denied', refusedBefore: false, askedThisVisit: false })).toMatchObject({ ask: false, why: 'denied' });
  });

  it('gives the lasting reasons before the passing ones (a refused customer is not "asked this visit")', () => {
    expect(pushPromptDecision({ ...asking, refusedBefore: true, askedThisVisit: true, navigated: false })).toMatchObject({ why: 'refused-before' });
  });
});
