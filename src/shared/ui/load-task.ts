import { makeAutoObservable, runInAction } from 'mobx';
import { toAppError, type AppError } from '../kernel/app-error';

export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * One load of data a screen shows, for every screen that loads data: its state, its value, the
 * failure kept for display (what failed, the error code) and a retry. While a retry runs, the
 * last failure stays (`retrying`), so the "load failed" message and its button keep their place
 * and the focus. A load started later wins over an earlier one still running.
 */
export class LoadTask<T> {
  state: LoadState = 'idle';
  value: T | undefined = undefined;
  error: AppError | undefined = undefined;
  private generation = 0;

  constructor(private readonly fetch: () => Promise<T>) {
    makeAutoObservable<LoadTask<T>, 'fetch' | 'generation'>(this, { fetch: false, generation: false }, { autoBind: true });
  }

  /** A retry of a failed load is running. */
  get retrying(): boolean {
    return this.state === 'loading' && this.error !== undefined;
  }

  async load(): Promise<void> {
    const generation = ++this.generation;
    this.state = 'loading';
    try {
      const value = await this.fetch();
      runInAction(() => {
        if (generation !== this.generation) return;
        this.value = value;
        this.error = undefined;
        this.state = 'ready';
      });
    } catch (raw) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.error = toAppError(raw);
        this.state = 'failed';
      });
    }
  }
}
