import { makeAutoObservable, runInAction } from 'mobx';
import { Clock } from '@/shared/kernel/clock';
import { FeaturesToken } from '@/shared/kernel/features';
import { LoadTask } from '@/shared/ui/load-task';
import type { Promotion } from '../domain/promotion';
import { ListingPromoCodes } from '../application/listing-promo-codes';
import type { Resolver } from '@/shared/di/container-context';

/** The spec's notification timeout (spec 02 section 9): the "Code copied" confirmation goes after 5 s. */
export const COPY_CONFIRMATION_MS = 5_000;

/** The browser's clipboard write (navigator.clipboard.writeText in the page; a fake in tests). */
export type ClipboardWrite = (text: string) => Promise<void>;

/** What the last copy did: copied, or refused (the page then selects the code for a copy by hand). */
export interface CopyOutcome {
  readonly code: string;
  readonly ok: boolean;
  /** Changes with every copy, so the same code copied twice is announced (and selected) again. */
  readonly attempt: number;
  /** Epoch milliseconds: the outcome shows until then. */
  readonly until: number;
}

/**
 * /your-promo-codes: the customer's usable codes and their count, a copy per code whose outcome is
 * announced and goes after 5 s (on the Clock: the page ticks while an outcome shows), the empty
 * state, loading and a failure with retry. With the promo feature off (VITE_FEATURE_PROMO) no code
 * could be entered at Confirm and pay, so nothing is listed and the page says so.
 */
export class PromoCodesViewModel {
  readonly codes: LoadTask<Promotion[]>;
  copied: CopyOutcome | undefined = undefined;
  private attempts = 0;

  constructor(
    useCases: ListingPromoCodes,
    readonly promoEnabled: boolean,
    private readonly clock: Clock,
  ) {
    this.codes = new LoadTask(() => useCases.list());
    makeAutoObservable<PromoCodesViewModel, 'attempts' | 'clock'>(this, { codes: false, promoEnabled: false, attempts: false, clock: false }, { autoBind: true });
  }

  /** The codes shown (none before they are loaded). */
  get promotions(): readonly Promotion[] {
    return this.codes.value ?? [];
  }

  /** "You have N promo codes": the number of usable codes, once loaded. */
  get count(): number {
    return this.promotions.length;
  }

  /** Loaded, and the customer holds no usable code. */
  get empty(): boolean {
    return this.codes.state === 'ready' && this.count === 0;
  }

  async load(): Promise<void> {
    if (!this.promoEnabled) return;
    await this.codes.load();
  }

  /** Copies a code; the outcome shows (and is read out) for 5 s. */
  async copy(code: string, write: ClipboardWrite): Promise<void> {
    let ok = true;
    try {
      await write(code);
    } catch {
      ok = false;
    }
    runInAction(() => {
      this.attempts += 1;
      this.copied = { code, ok, attempt: this.attempts, until: this.clock.now() + COPY_CONFIRMATION_MS };
    });
  }

  /** Time passed: an outcome shown for 5 s goes. */
  tick(): void {
    if (this.copied && this.clock.now() >= this.copied.until) this.copied = undefined;
  }
}

/** A new PromoCodesViewModel over the container's use case and the "promo enabled" feature option: one per visit. */
export const makePromoCodesViewModel = (c: Resolver) => new PromoCodesViewModel(c.get(ListingPromoCodes), c.get(FeaturesToken).promo, c.get(Clock));
