import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { PUSH_DONT_ALLOW_KEY } from '../domain/push-prompt';
import { InMemoryPushNotifications } from '../adapters/in-memory-push-notifications';
import { PushPromptViewModel } from '../ui/push-prompt-view-model';
import { PushPrompting } from './push-prompting';

function setUp(permission: 'default' | 'granted' | 'denied' | 'unsupported' = 'default', storage = new MemoryStorage()) {
  const push = new InMemoryPushNotifications(permission, 'granted');
  let signedIn = true;
  const prompting = new PushPrompting(push, storage, () => signedIn);
  const model = new PushPromptViewModel(prompting);
  return { push, storage, prompting, model, signOut: () => (signedIn = false) };
}

describe('the push prompt after navigations', () => {
  it('never asks on the page the services started on, asks after the first navigation, once', () => {
    const { model } = setUp();
    expect(model.seen('k1')).toBe(false);
    expect(model.consider({ customerKnown: true })).toBe(false);
    expect(model.open).toBe(false);
    expect(model.seen('k1')).toBe(false);
    expect(model.seen('k2')).toBe(true);
    expect(model.consider({ customerKnown: true })).toBe(true);
    expect(model.open).toBe(true);
    model.dismiss();
    expect(model.seen('k3')).toBe(true);
    expect(model.consider({ customerKnown: true })).toBe(false);
    expect(model.open).toBe(false);
  });

  it('"Not now" is remembered under is-push-dont-allowed: a later visit never asks', () => {
    const { model, storage } = setUp();
    model.seen('k1');
    model.seen('k2');
    model.consider({ customerKnown: true });
    model.notNow();
    expect(model.open).toBe(false);
    expect(storage.getItem(PUSH_DONT_ALLOW_KEY)).toBe('true');
    const next = setUp('default', storage);
    next.model.seen('a');
    next.model.seen('b');
    expect(next.model.consider({ customerKnown: true })).toBe(false);
    expect(next.prompting.decide({ customerKnown: true, navigated: true })).toEqual({ ask: false, why: 'refused-before' });
  });

  it('"Allow" asks the browser, once, and the dialog closes with its answer', async () => {
    const { model, push } = setUp();
    model.seen('k1');
    model.seen('k2');
    model.consider({ customerKnown: true });
    const answer = model.allow();
    expect(model.busy).toBe(true);
    // A second press while the browser asks asks nothing more.
    await model.allow();
    expect(await answer).toBe('granted');
    expect(push.requests).toBe(1);
    expect(model).toMatchObject({ open: false, busy: false });
    expect(model.consider({ customerKnown: true })).toBe(false);
  });

  it.each(['granted', 'denied', 'unsupported'] as const)('never asks when the browser answers %s already', (permission) => {
    const { model } = setUp(permission);
    model.seen('k1');
    model.seen('k2');
    expect(model.consider({ customerKnown: true })).toBe(false);
    expect(model.request()).toBe(permission);
    expect(model.open).toBe(false);
  });

  it('does not ask a signed-out visitor, nor before the customer is known, nor over another dialog', () => {
    const { model } = setUp();
    model.seen('k1');
    model.seen('k2');
    expect(model.consider({ customerKnown: false })).toBe(false);
    expect(model.consider({ customerKnown: true, otherDialogOpen: true })).toBe(false);
    // Neither counts as asked: the next navigation may ask.
    expect(model.consider({ customerKnown: true })).toBe(true);
    model.dismiss();
    const other = setUp();
    other.signOut();
    other.model.seen('a');
    other.model.seen('b');
    expect(other.model.consider({ customerKnown: true })).toBe(false);
  });

  it('opens on request (the wallet’s button) while the browser has not decided, even after "Not now"', () => {
    const storage = new MemoryStorage();
    storage.setItem(PUSH_DONT_ALLOW_KEY, 'true');
    const { model } = setUp('default', storage);
    expect(model.request()).toBe('default');
    expect(model.open).toBe(true);
  });
});
