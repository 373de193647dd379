import { runInAction } from 'mobx';
import { toAppError, type AppError } from '../kernel/app-error';
import { EMPTY_CARD_FORM, type CardFormMountOptions, type CardFormSlots, type CardFormState, type MountableCardForm } from '../payment/card-form';

/** What a view model that holds a card provider's open form tells the mount of its fields. */
export interface CardFormHost {
  /**
   * Whether `form` is still the host's open form. A form closed, failed or replaced since is no
   * longer the host's: what it says afterwards is not heard.
   */
  holds(form: MountableCardForm): boolean;
  /** The fields' state (empty as they are drawn, then each change the provider tells). */
  changed(state: CardFormState): void;
  /** The provider could not draw its fields: the host lets the form go and says so (its Try again opens it afresh). */
  failed(error: AppError): void;
}

/**
 * Draws the host's open form into the page's slots, for the pay step's card panel and the wallet's
 * top-up by a new card alike: the fields start empty; the provider's changes and its failure to
 * draw reach the host only while it holds that form (a stale mount is ignored). Returns what removes
 * the fields (the screen calls it when its slots go); the form stays open, to be drawn again into
 * the next slots (in another language, after the section showed a result).
 */
export function mountCardForm(
  form: MountableCardForm | undefined,
  slots: CardFormSlots,
  options: Omit<CardFormMountOptions, 'onChange'>,
  host: CardFormHost,
): () => void {
  if (!form || !host.holds(form)) return () => undefined;
  const heard = (then: () => void) => runInAction(() => {
    if (host.holds(form)) then();
  });
  heard(() => host.changed(EMPTY_CARD_FORM));
  form.mount(slots, { ...options, onChange: (state) => heard(() => host.changed(state)) }).catch((raw: unknown) => heard(() => host.failed(toAppError(raw))));
  return () => form.unmount();
}
