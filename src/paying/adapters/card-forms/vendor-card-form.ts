import { EMPTY_CARD_FORM, type CardFormMountOptions, type CardFormState } from '../../application/card-form';
import type { CardFormEnvironment } from './card-form-environment';

/**
 * What every vendor's card form adapter keeps alike (Checkout.com's Frames, Fiserv's hosted page,
 * Vantiv's eProtect): the page it draws in, the fields' state told to the page of the current mount,
 * a generation that drops what an earlier mount still awaited, and unmount's first steps. Each
 * adapter's `release` ends what its own fields hold (a tokenize waiting, its frames, its listeners).
 */
export abstract class VendorCardForm<Mounted extends { readonly options: CardFormMountOptions }> {
  protected state: CardFormState = EMPTY_CARD_FORM;
  protected mounted: Mounted | undefined;
  /** Each mount and unmount starts the next: a mount whose generation has passed stops where it is. */
  protected generation = 0;

  constructor(protected readonly environment: CardFormEnvironment) {}

  protected get document(): Document {
    return this.environment.document ?? globalThis.document;
  }

  /** The fields changed: the page of the current mount is told their whole state. */
  protected change(next: Partial<CardFormState>): void {
    this.state = { ...this.state, ...next };
    this.mounted?.options.onChange(this.state);
  }

  unmount(): void {
    this.generation += 1;
    const mounted = this.mounted;
    this.mounted = undefined;
    this.state = EMPTY_CARD_FORM;
    this.release(mounted);
  }

  /** Ends what the vendor's fields held (`mounted`: undefined when none were drawn). */
  protected abstract release(mounted: Mounted | undefined): void;
}
