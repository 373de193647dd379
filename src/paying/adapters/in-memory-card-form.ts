import { checkoutTokenAtDesk, eprotectRegistrationAtDesk, SANDBOX_CHECKOUT_PUBLIC_KEY, SANDBOX_VANTIV_PAYPAGE_ID } from '@/sandbox/world/card-desk';
import { cardNumberValid } from '@/shared/kernel/card-number';
import type { SandboxWorld } from '@/sandbox/world/world';
import { CARD_BRANDS, type CardBrand } from '../domain/card';
import {
  EMPTY_CARD_FORM,
  type CardFieldState,
  type CardForm,
  type CardFormMountOptions,
  type CardFormSlots,
  type CardFormState,
  type CardForms,
  type CardProviderName,
  type CardTokenizeResult,
} from '../application/card-form';
import { resultOfEprotect } from './card-forms/vantiv-eprotect-card-form';

/** A card as the customer types it into the vendor's fields. */
export interface TypedCard {
  readonly number?: string;
  /** MM/YY. */
  readonly expiry?: string;
  readonly cvv?: string;
}

/**
 * The fields as the vendors judge them while the customer types: a Luhn-valid number, an MM/YY
 * expiry not passed (at `now`, epoch milliseconds), 3 or 4 CVV digits.
 */
export function judgeTypedCard(card: TypedCard, now: number): Pick<CardFormState, 'fields' | 'valid'> {
  const judge = (value: string | undefined, valid: (v: string) => boolean): CardFieldState => (!value?.trim() ? 'empty' : valid(value.trim()) ? 'valid' : 'invalid');
  const today = new Date(now);
  const notPassed = (v: string) => {
    const match = /^(0[1-9]|1[0-2])\/([0-9]{2})$/.exec(v);
    if (!match) return false;
    const year = 2000 + Number(match[2]);
    return year > today.getUTCFullYear() || (year === today.getUTCFullYear() && Number(match[1]) >= today.getUTCMonth() + 1);
  };
  const fields = {
    number: judge(card.number, (v) => cardNumberValid(v.replace(/[\s-]/g, ''))),
    expiry: judge(card.expiry, notPassed),
    cvv: judge(card.cvv, (v) => /^[0-9]{3,4}$/.test(v)),
  };
  return { fields, valid: Object.values(fields).every((f) => f === 'valid') };
}

/**
 * The in-memory card form: the vendor's fields as values the test (or a scenario's step) types
 * with `type`, judged as the vendors judge them (a Luhn-valid number, an MM/YY expiry, 3 or 4 CVV
 * digits), tokenized at the sandbox world's card desk as Checkout.com's imitation tokenizes (a
 * `tok_` token card add takes once; Vantiv's as the eProtect imitation registers it: a paypage
 * registration id the back office takes once). Given the page's slots (the memory mode in a browser), it draws
 * a plain input into each, which types into it: the card number is then in the portal's page, as
 * no real vendor's is (a fake, never in a build for real hosting).
 */
export class InMemoryCardForm implements CardForm {
  readonly layout = 'fields' as const;
  private typed: TypedCard = {};
  private options: CardFormMountOptions | undefined;
  private state: CardFormState = EMPTY_CARD_FORM;
  /** The vendor cannot be reached (tests set it). */
  unreachable = false;

  constructor(
    private readonly world: SandboxWorld,
    readonly provider: CardProviderName = 'checkout',
  ) {}

  get isMounted(): boolean {
    return this.options !== undefined;
  }

  private drawn: HTMLElement[] = [];

  async mount(slots: CardFormSlots, options: CardFormMountOptions): Promise<void> {
    if (this.unreachable) throw new Error('The card vendor could not be reached');
    this.unmount();
    this.typed = {};
    this.options = options;
    this.draw(slots, options);
    this.state = { ...EMPTY_CARD_FORM, ready: true };
    options.onChange(this.state);
  }

  /** A plain input in each slot that is a page element (none in the scenarios, whose slots are plain objects). */
  private draw(slots: CardFormSlots, options: CardFormMountOptions): void {
    const names = { number: options.placeholders?.number ?? 'Card number', expiry: `${options.placeholders?.expiryMonth ?? 'MM'}/${options.placeholders?.expiryYear ?? 'YY'}`, cvv: options.placeholders?.cvv ?? 'CVV' };
    for (const field of ['number', 'expiry', 'cvv'] as const) {
      const slot = slots[field] as { ownerDocument?: Document; append?: (node: Node) => void } | undefined;
      if (!slot?.ownerDocument || typeof slot.append !== 'function') continue;
      const input = slot.ownerDocument.createElement('input');
      input.className = 'input';
      input.setAttribute('aria-label', names[field]);
      input.placeholder = names[field];
      input.inputMode = 'numeric';
      input.addEventListener('input', () => this.type({ [field]: input.value }));
      slot.append(input);
      this.drawn.push(input);
    }
  }

  /** The customer types into the vendor's fields (what is given replaces what was there). */
  type(card: TypedCard): void {
    if (!this.options) throw new Error('The card form is not mounted');
    this.typed = { ...this.typed, ...card };
    this.state = { ready: true, ...judgeTypedCard(this.typed, this.world.now()) };
    this.options.onChange(this.state);
  }

  async tokenize(): Promise<CardTokenizeResult> {
    if (!this.options) return { ok: false, reason: 'unavailable', detail: 'The card fields are not ready' };
    if (!this.state.valid) return { ok: false, reason: 'invalid', detail: 'The card is incomplete or invalid' };
    if (this.unreachable) return { ok: false, reason: 'unavailable', detail: 'network_error' };
    const [month, year] = (this.typed.expiry ?? '').split('/');
    if (this.provider === 'vantiv') {
      const registration = eprotectRegistrationAtDesk(this.world, {
        paypageId: SANDBOX_VANTIV_PAYPAGE_ID, id: 'fake', orderId: 'fake', accountNumber: this.typed.number, expMonth: Number(month), expYear: Number(year), cvv: this.typed.cvv,
      });
      return resultOfEprotect(registration, this.world.now());
    }
    const answer = checkoutTokenAtDesk(this.world, {
      public_key: SANDBOX_CHECKOUT_PUBLIC_KEY,
      number: this.typed.number,
      expiry_month: Number(month),
      expiry_year: Number(year),
      cvv: this.typed.cvv,
    });
    if (!answer.ok) return { ok: false, reason: 'refused', detail: answer.refusal.error_codes[0] ?? answer.refusal.error_type };
    const value = answer.value;
    const brand = value.scheme.toLowerCase() as CardBrand;
    if (!CARD_BRANDS.includes(brand)) return { ok: false, reason: 'refused', detail: value.scheme };
    return { ok: true, card: { token: value.token, last4: value.last4, brand, expiry: `${String(value.expiry_month).padStart(2, '0')}/${String(value.expiry_year % 100).padStart(2, '0')}` } };
  }

  unmount(): void {
    for (const input of this.drawn) input.remove();
    this.drawn = [];
    this.options = undefined;
    this.typed = {};
    this.state = EMPTY_CARD_FORM;
  }
}

/** The memory mode's card forms: one fake per provider, kept so a scenario can type into the one shown. */
export class InMemoryCardForms implements CardForms {
  private readonly forms = new Map<CardProviderName, InMemoryCardForm>();

  constructor(private readonly world: SandboxWorld) {}

  async forProvider(provider: CardProviderName): Promise<InMemoryCardForm> {
    let form = this.forms.get(provider);
    if (!form) {
      form = new InMemoryCardForm(this.world, provider);
      this.forms.set(provider, form);
    }
    return form;
  }
}
