import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { oncePerContainer, valuePerContainer } from './per-container';

describe('per-container caches', () => {
  it('make a value once per container', () => {
    let made = 0;
    const of = valuePerContainer(() => ({ n: (made += 1) }));
    const a = new Container();
    const b = new Container();
    expect(of(a)).toBe(of(a));
    expect(of(b)).not.toBe(of(a));
    expect(made).toBe(2);
  });

  it('load once per container, the same promise each time', async () => {
    let loads = 0;
    const ensure = oncePerContainer(async () => (loads += 1));
    const c = new Container();
    const first = ensure(c);
    expect(ensure(c)).toBe(first);
    expect(await first).toBe(1);
    expect(loads).toBe(1);
  });

  it('forget a failed load, so the next call tries again', async () => {
    let attempts = 0;
    const ensure = oncePerContainer(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return 'loaded';
    });
    const c = new Container();
    await expect(ensure(c)).rejects.toThrow('offline');
    await expect(ensure(c)).resolves.toBe('loaded');
    expect(ensure(c)).toBe(ensure(c));
    expect(attempts).toBe(2);
  });
});
