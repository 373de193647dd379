import { describe, expect, it } from 'vitest';
import type { DeskAnswer } from './auth-desk';
import { canonicalJson, idempotencyLedgerOf, idempotentAtDesk, idempotentAtDeskAsync } from './idempotency-desk';
import { SandboxWorld } from './world';

const setup = () => {
  const world = new SandboxWorld();
  const [amina, hodan] = [world.customersByEmail('amina.se@sandbox.test')[0]!, world.customersByEmail('hodan.gb@sandbox.test')[0]!];
  let runs = 0;
  const run = (): DeskAnswer<{ n: number }> => ({ ok: true, value: { n: (runs += 1) } });
  return { world, amina, hodan, run, runs: () => runs };
};

describe('the idempotency desk', () => {
  it('runs a request once per customer, operation and key; the same body answers the first answer (a copy)', () => {
    const { world, amina, run, runs } = setup();
    const first = idempotentAtDesk(world, amina, 'createTransaction', 'intent-1:create', { a: 1, b: [1, 2] }, run);
    expect(first).toEqual({ ok: true, value: { n: 1 } });
    (first as { value: { n: number } }).value.n = 99;
    // Keys of the body in another order, undefined members: the same body.
    expect(idempotentAtDesk(world, amina, 'createTransaction', 'intent-1:create', { b: [1, 2], a: 1, c: undefined }, run)).toEqual({ ok: true, value: { n: 1 } });
    expect(runs()).toBe(1);
  });

  it('keeps a refusal as the answer too', () => {
    const { world, amina, runs } = setup();
    const refused: DeskAnswer<never> = { ok: false, errors: [{ status: 422, type: 'InsufficientWalletBalance', message: 'Insufficient wallet balance.' }] };
    let calls = 0;
    const refuse = () => {
      calls += 1;
      return refused;
    };
    expect(idempotentAtDesk(world, amina, 'payTransaction', 'intent-1:pay', {}, refuse)).toEqual(refused);
    expect(idempotentAtDesk(world, amina, 'payTransaction', 'intent-1:pay', {}, refuse)).toEqual(refused);
    expect([calls, runs()]).toEqual([1, 0]);
  });

  it('refuses the same key with another body (409 IdempotencyKeyReused); other customers and operations have keys of their own', () => {
    const { world, amina, hodan, run, runs } = setup();
    idempotentAtDesk(world, amina, 'createTransaction', 'intent-1:create', { a: 1 }, run);
    expect(idempotentAtDesk(world, amina, 'createTransaction', 'intent-1:create', { a: 2 }, run)).toEqual({
      ok: false,
      errors: [{ status: 409, type: 'IdempotencyKeyReused', property_path: 'Idempotency-Key', message: 'This Idempotency-Key was already used for another request.' }],
    });
    expect(idempotentAtDesk(world, hodan, 'createTransaction', 'intent-1:create', { a: 2 }, run)).toEqual({ ok: true, value: { n: 2 } });
    expect(idempotentAtDesk(world, amina, 'payTransaction', 'intent-1:create', { a: 2 }, run)).toEqual({ ok: true, value: { n: 3 } });
    expect(runs()).toBe(3);
  });

  it('refuses a missing key (400 ValueNotBeBlank) and a key outside 8..128 characters (400 InvalidValue) without running', () => {
    const { world, amina, run, runs } = setup();
    expect(idempotentAtDesk(world, amina, 'createTransaction', undefined, {}, run)).toEqual({
      ok: false,
      errors: [{ status: 400, type: 'ValueNotBeBlank', property_path: 'Idempotency-Key', message: 'The Idempotency-Key header is required' }],
    });
    expect(idempotentAtDesk(world, amina, 'createTransaction', '   ', {}, run)).toMatchObject({ ok: false, errors: [{ type: 'ValueNotBeBlank' }] });
    expect(idempotentAtDesk(world, amina, 'createTransaction', '1234567', {}, run)).toMatchObject({ ok: false, errors: [{ status: 400, type: 'InvalidValue' }] });
    expect(idempotentAtDesk(world, amina, 'createTransaction', 'k'.repeat(129), {}, run)).toMatchObject({ ok: false, errors: [{ status: 400, type: 'InvalidValue' }] });
    expect(idempotentAtDesk(world, amina, 'createTransaction', 'k'.repeat(128), {}, run)).toEqual({ ok: true, value: { n: 1 } });
    expect(runs()).toBe(1);
  });

  it('while the first request with a key runs, another one with it is refused (409 IdempotencyKeyInUse); afterwards it is answered', async () => {
    const { world, amina } = setup();
    let release: (answer: DeskAnswer<string>) => void = () => undefined;
    const slow = idempotentAtDeskAsync(world, amina, 'payTransaction', 'intent-1:pay', { r: 'TR1' }, () => new Promise<DeskAnswer<string>>((resolve) => (release = resolve)));
    expect(await idempotentAtDeskAsync(world, amina, 'payTransaction', 'intent-1:pay', { r: 'TR1' }, async () => ({ ok: true, value: 'second' }))).toEqual({
      ok: false,
      errors: [{ status: 409, type: 'IdempotencyKeyInUse', property_path: 'Idempotency-Key', message: 'A request with this Idempotency-Key is still running. Try again shortly.' }],
    });
    expect(idempotentAtDesk(world, amina, 'payTransaction', 'intent-1:pay', { r: 'TR1' }, () => ({ ok: true, value: 'third' }))).toMatchObject({ ok: false, errors: [{ type: 'IdempotencyKeyInUse' }] });
    release({ ok: true, value: 'first' });
    expect(await slow).toEqual({ ok: true, value: 'first' });
    expect(await idempotentAtDeskAsync(world, amina, 'payTransaction', 'intent-1:pay', { r: 'TR1' }, async () => ({ ok: true, value: 'fourth' }))).toEqual({ ok: true, value: 'first' });
  });

  it('keeps nothing when the work fails unexpectedly: the key may be used again', async () => {
    const { world, amina, run } = setup();
    expect(() => idempotentAtDesk(world, amina, 'createTransaction', 'intent-1:create', {}, () => {
      throw new Error('boom');
    })).toThrow('boom');
    await expect(idempotentAtDeskAsync(world, amina, 'payTransaction', 'intent-1:pay', {}, async () => {
      throw new Error('boom');
    })).rejects.toThrow('boom');
    expect(idempotencyLedgerOf(world).entries.size).toBe(0);
    expect(idempotentAtDesk(world, amina, 'createTransaction', 'intent-1:create', {}, run)).toEqual({ ok: true, value: { n: 1 } });
  });

  it('fingerprints bodies by canonical JSON', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 1 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":1,"f":2}]},"b":1}');
    expect(canonicalJson({ a: undefined, b: 'x' })).toBe('{"b":"x"}');
  });
});
