import type { CardFormEnvironment } from './card-form-environment';
import type { CardForm, CardForms, CardProviderName } from '../../application/card-form';
import type { CardGateway } from '../../application/card-gateway';
import type { CheckoutSettings } from '../../card-settings';
import type { VantivSettings } from '../../vantiv-settings';

/** What the vendors' adapters are built from. */
export interface VendorCardFormsDependencies {
  /** Checkout.com Frames' settings (VITE_CHECKOUT_*); undefined: Checkout's customers get no card form. */
  readonly checkout: CheckoutSettings | undefined;
  /** Worldpay eProtect's settings (VITE_VANTIV_*); undefined: Vantiv's customers get no card form. */
  readonly vantiv: VantivSettings | undefined;
  /** The back office's card calls (Fiserv's client token). */
  readonly cards: CardGateway;
  /** The configured vendor origins (the hosted pages' frames are heard only from them). */
  readonly vendorOrigins: readonly string[];
  /** The page the vendors' scripts and frames go into (the browser's unless given: tests give a jsdom page). */
  readonly environment?: CardFormEnvironment;
}


/**
 * The HTTP mode's card forms: the adapter of the provider the back office names, its code loaded
 * when the card form is first needed, each vendor in a chunk of its own (nothing of it on the first
 * screen or in send money's chunk). One adapter per provider, kept (its script loads once).
 */
export class VendorCardForms implements CardForms {
  private readonly forms = new Map<CardProviderName, Promise<CardForm>>();

  constructor(private readonly deps: VendorCardFormsDependencies) {}

  forProvider(provider: CardProviderName): Promise<CardForm> {
    let form = this.forms.get(provider);
    if (!form) {
      form = this.load(provider);
      this.forms.set(provider, form);
      form.catch(() => this.forms.delete(provider));
    }
    return form;
  }

  private async load(provider: CardProviderName): Promise<CardForm> {
    switch (provider) {
      case 'checkout': {
        const settings = this.deps.checkout;
        if (!settings) throw new Error('Checkout.com Frames is not configured (VITE_CHECKOUT_SCRIPT_URL, VITE_CHECKOUT_PUBLIC_KEY)');
        const { CheckoutFramesCardForm } = await import('./checkout-frames-card-form');
        return new CheckoutFramesCardForm(settings, this.deps.environment);
      }
      case 'vantiv': {
        const settings = this.deps.vantiv;
        if (!settings) throw new Error('Worldpay eProtect is not configured (VITE_VANTIV_SCRIPT_URL, VITE_VANTIV_PAYPAGE_ID)');
        const { VantivEprotectCardForm } = await import('./vantiv-eprotect-card-form');
        return new VantivEprotectCardForm(settings, this.deps.environment);
      }
      case 'fiserv': {
        const { FiservHostedCardForm } = await import('./fiserv-hosted-card-form');
        return new FiservHostedCardForm(this.deps.cards, this.deps.vendorOrigins, this.deps.environment);
      }
    }
  }
}
