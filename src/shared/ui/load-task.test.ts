import { describe, expect, it } from 'vitest';
import { AppError } from '../kernel/app-error';
import { LoadTask } from './load-task';

/** A fetch the test answers by hand, one call at a time. */
function manual<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const fetch = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { pending, fetch };
}

describe('LoadTask', () => {
  it('goes from loading to ready with the value', async () => {
    const { pending, fetch } = manual<number>();
    const task = new LoadTask(fetch);
    expect(task.state).toBe('idle');
    const load = task.load();
    expect(task.state).toBe('loading');
    pending[0]!.resolve(42);
    await load;
    expect([task.state, task.value, task.error]).toEqual(['ready', 42, undefined]);
  });

  it('keeps the failure, with its request id, for display; anything thrown becomes an AppError', async () => {
    const first = new LoadTask(() => Promise.reject(new AppError('Timeout', 'slow', { requestId: 'rid-1' })));
    await first.load();
    expect(first.state).toBe('failed');
    expect(first.error).toMatchObject({ type: 'Timeout', requestId: 'rid-1' });
    const second = new LoadTask(() => Promise.reject(new TypeError('boom')));
    await second.load();
    expect(second.error).toBeInstanceOf(AppError);
  });

  it('keeps the last failure while a retry runs, and clears it when the retry succeeds', async () => {
    const { pending, fetch } = manual<string>();
    const task = new LoadTask(fetch);
    const first = task.load();
    pending[0]!.reject(new AppError('OpsSomethingWentWrong', 'x', { requestId: 'rid-500' }));
    await first;
    expect(task.retrying).toBe(false);
    const retry = task.load();
    expect(task.retrying).toBe(true);
    expect(task.error?.requestId).toBe('rid-500');
    pending[1]!.resolve('ok');
    await retry;
    expect([task.state, task.value, task.error, task.retrying]).toEqual(['ready', 'ok', undefined, false]);
  });

  it('lets a later load win over an earlier one still running', async () => {
    const { pending, fetch } = manual<string>();
    const task = new LoadTask(fetch);
    const early = task.load();
    const late = task.load();
    pending[1]!.resolve('late');
    await late;
    pending[0]!.reject(new AppError('Network', 'x'));
    await early;
    expect([task.state, task.value, task.error]).toEqual(['ready', 'late', undefined]);
  });
});
