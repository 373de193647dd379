import { useCallback, useEffect, useId, useRef, type ComponentType, type InputHTMLAttributes, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { guardNameInput } from '@/shared/validation/name-input';
import type { Translate } from '@/shared/validation/messages';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { FieldKind } from '../../domain/schema/field-registry';
import { dialCodeOf } from '../../domain/schema/field-rules';
import type { FormField } from '../../domain/schema/schema-form';
import type { FieldError } from '@/shared/kernel/app-error';
import type { FieldProblem } from '../../domain/schema/field-rules';
import type { SchemaLink } from '../../domain/schema/schema-document';
import type { NewRecipientViewModel, Options } from './new-recipient-view-model';
import { NS, fieldErrorText, fieldLabel, lookupStatus } from './problem-text';
import { blurTowardButton } from '@/shared/ui/blur-toward-button';
import { useCountryOptions } from '@/shared/ui/country-options';
import { Field, describedByOf } from '@/shared/ui/form-parts';

/** Where the page keeps each control, to move the focus to the first one with something to say. */
export type ControlRef = (name: string) => (element: HTMLElement | null) => void;

/**
 * What the text and select controls need of a schema form: its values, problems, the back office's
 * refusals and a data source's options. The new-recipient form is one; step 4's transaction form
 * (src/sending/ui/pay/transaction-form.ts) is another, rendered with the same controls.
 */
export interface SchemaFieldHost {
  readonly target: { readonly destinationCountry: string } | undefined;
  valueFor(name: string): string;
  change(name: string, value: string): void;
  leave(name: string): void;
  problemOf(name: string): FieldProblem | undefined;
  serverErrorOf(name: string): FieldError | undefined;
  isLocked(field: FormField): boolean;
  optionsOf(field: FormField): Options;
  loadOptions(link: SchemaLink): Promise<void>;
  /** The portal's own label of a field, when the host has one (else the type's, else the back office's). */
  labelOf?(field: FormField, t: Translate): string | undefined;
}

/** The props of the controls a transaction form uses (text and select). */
export interface SchemaFieldControlProps {
  readonly field: FormField;
  readonly vm: SchemaFieldHost;
  readonly controlRef: ControlRef;
  readonly formId: string;
}

/** The new-recipient form has the account-name lookup; other hosts do not. */
const hasLookup = (vm: SchemaFieldHost): vm is NewRecipientViewModel => 'lookUp' in vm;

export interface FieldControlProps {
  readonly field: FormField;
  readonly vm: NewRecipientViewModel;
  readonly controlRef: ControlRef;
  /** The form's id prefix (ids are `${formId}-${field name}`). */
  readonly formId: string;
}

/** The popover's search takes the focus a moment after it opens (spec 02 section 9: filter focus delay 200 ms). */
const FILTER_FOCUS_DELAY_MS = 200;

/**
 * The label, hint and error of a field, wired for assistive technology, around its control (the
 * shared Field). The control is rendered here, inside this observer, so what it reads of the view
 * model (its value) is tracked: Field itself is not an observer.
 */
function FieldFrameView({ id, label, hint, error, children, extra }: { id: string; label: string; hint?: ReactNode; error?: string; children: (describedBy: string | undefined) => ReactNode; extra?: ReactNode }) {
  const control = children(describedByOf(id, Boolean(hint), Boolean(error)));
  return (
    <Field id={id} label={label} hint={hint} error={error} extra={extra}>
      {() => control}
    </Field>
  );
}

/** A field's label and the text under it (its problem, else the back office's refusal). */
function useFieldTexts(field: FormField, vm: SchemaFieldHost) {
  const { t } = useTranslation([NS, 'validation', 'errors']);
  const translate = t as Translate;
  const label = vm.labelOf?.(field, translate) ?? fieldLabel(translate, field);
  const error = fieldErrorText(translate, label, vm.problemOf(field.name), vm.serverErrorOf(field.name));
  return { t: translate, label, error };
}

/** Input attributes and the hint of each text-like kind. */
function inputFor(kind: FieldKind, t: Translate, country: string): { attributes: InputHTMLAttributes<HTMLInputElement>; hint?: string } {
  switch (kind) {
    case 'name':
      return { attributes: { type: 'text', autoComplete: 'off', spellCheck: false } };
    case 'phone': {
      const code = dialCodeOf(country);
      return { attributes: { type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: code ? `+${code}` : undefined }, hint: code ? t(`${NS}:hint.phone`, { code: `+${code}` }) : undefined };
    }
    case 'iban':
      return { attributes: { type: 'text', autoComplete: 'off', spellCheck: false, autoCapitalize: 'characters' }, hint: t(`${NS}:hint.iban`) };
    case 'account':
      return { attributes: { type: 'text', autoComplete: 'off', spellCheck: false } };
    case 'mobileWallet':
      return { attributes: { type: 'text', inputMode: 'email', autoComplete: 'off', spellCheck: false }, hint: t(`${NS}:hint.mobileWallet`) };
    case 'date':
      return { attributes: { type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: 'YYYY-MM-DD' }, hint: t(`${NS}:hint.date`) };
    case 'number':
      return { attributes: { type: 'text', inputMode: 'numeric', autoComplete: 'off' } };
    default:
      return { attributes: { type: 'text', autoComplete: 'off' } };
  }
}

/** What the account-name lookup says under its field, and its button. */
const LookupPanel = observer(function LookupPanel({ vm, field }: { vm: NewRecipientViewModel; field: FormField }) {
  const { t } = useTranslation([NS, 'errors']);
  const errorText = useErrorText();
  const target = vm.lookupTarget;
  if (!target || target.field.name !== field.name) return null;
  const lookup = vm.currentLookup;
  const status = lookupStatus(lookup, vm.forced, t as Translate);
  const failed = lookup?.status === 'failed' ? errorText(lookup.error) : undefined;
  return (
    <div className="lookup">
      <p className="hint">{t(vm.forced ? `${NS}:lookup.forced` : `${NS}:lookup.optional`)}</p>
      <button type="button" className="button button--secondary" aria-disabled={lookup?.status === 'searching' ? true : undefined} onClick={() => {
          if (lookup?.status !== 'searching') void vm.lookUp();
        }}>
        {t(`${NS}:lookup.search`)}
      </button>
      <p className="lookup__status" role="status">
        {status}
      </p>
      {failed ? (
        <p className="field__error">
          {t(`${NS}:lookup.failed`)} {failed.message} {failed.code ? <span className="error-code">{failed.code}</span> : null}
        </p>
      ) : null}
    </div>
  );
});

/** Text-like fields: names, phones, IBANs, account numbers, wallet numbers, dates, numbers, text. */
const TextControl = observer(function TextControl({ field, vm, controlRef, formId }: SchemaFieldControlProps) {
  const { t, label, error } = useFieldTexts(field, vm);
  const id = `${formId}-${field.name}`;
  const locked = vm.isLocked(field);
  const { attributes, hint } = inputFor(field.kind, t, vm.target?.destinationCountry ?? '');
  const register = controlRef(field.name);
  const isName = field.kind === 'name';
  // One stable ref per field (a new function each render would detach and attach the name guard every time).
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      register(node);
      // Name fields ignore digit keystrokes (spec 02 section 5); paste and input methods are checked by the rules.
      const unguard = node && isName ? guardNameInput(node) : undefined;
      return () => {
        unguard?.();
        register(null);
      };
    },
    [register, isName],
  );
  const shownHint = locked ? t(`${NS}:hint.nameFromLookup`) : hint;
  return (
    <FieldFrame id={id} label={label} hint={shownHint} error={error} extra={hasLookup(vm) ? <LookupPanel vm={vm} field={field} /> : undefined}>
      {(describedBy) => (
        <input
          id={id}
          name={field.name}
          ref={ref}
          {...attributes}
          value={vm.valueFor(field.name)}
          disabled={locked || undefined}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => vm.change(field.name, e.target.value)}
          onBlur={(e) => {
            if (!blurTowardButton(e)) vm.leave(field.name);
          }}
        />
      )}
    </FieldFrame>
  );
});

/** One of a data source's options (a text field when the schema gives no data source). */
const SelectControl = observer(function SelectControl(props: SchemaFieldControlProps) {
  const { field, vm, controlRef, formId } = props;
  const { t, label, error } = useFieldTexts(field, vm);
  const errorText = useErrorText();
  if (!field.dataSource) return <TextControl {...props} />;
  const id = `${formId}-${field.name}`;
  const options = vm.optionsOf(field);
  const value = vm.valueFor(field.name);
  const failed = options.state === 'failed' && options.error ? errorText(options.error) : undefined;
  const link = field.dataSource;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      hint={options.state === 'loading' ? t(`${NS}:options.loading`) : undefined}
      extra={
        failed ? (
          <div className="field__error" role="alert">
            <p>
              {t(`${NS}:options.failed`)} {failed.code ? <span className="error-code">{failed.code}</span> : null}
            </p>
            <button type="button" className="button button--secondary" onClick={() => void vm.loadOptions(link)}>
              {t('errors:tryAgain')}
            </button>
          </div>
        ) : null
      }
    >
      {(describedBy) => (
        <select
          id={id}
          name={field.name}
          ref={controlRef(field.name)}
          value={value}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => vm.change(field.name, e.target.value)}
          onBlur={(e) => {
            if (!blurTowardButton(e)) vm.leave(field.name);
          }}
        >
          <option value="">{t(`${NS}:options.choose`)}</option>
          {options.items.map((item) => (
            <option key={item.value} value={item.value}>
              {item.city ? `${item.label} (${item.city})` : item.label}
            </option>
          ))}
          {value !== '' && !options.items.some((item) => item.value === value) ? <option value={value}>{value}</option> : null}
        </select>
      )}
    </FieldFrame>
  );
});

/** A nationality: one of the portal's countries (useCountryOptions, as the registration's nationality step offers them). */
const CountryControl = observer(function CountryControl({ field, vm, controlRef, formId }: FieldControlProps) {
  const { t, label, error } = useFieldTexts(field, vm);
  const countries = useCountryOptions();
  const id = `${formId}-${field.name}`;
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          id={id}
          name={field.name}
          ref={controlRef(field.name)}
          value={vm.valueFor(field.name)}
          aria-required={field.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => vm.change(field.name, e.target.value)}
          onBlur={(e) => {
            if (!blurTowardButton(e)) vm.leave(field.name);
          }}
        >
          <option value="">{t(`${NS}:options.choose`)}</option>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
});

/** The destination country: the quote's, shown, not edited. */
const DestinationControl = observer(function DestinationControl({ field, vm }: FieldControlProps) {
  const { t, label } = useFieldTexts(field, vm);
  const country = vm.target?.destinationCountry ?? '';
  return (
    <p className="recipient-destination">
      <span className="hint">{label}</span> <strong>{t(`domain:country.${country}`, { defaultValue: country })}</strong>
    </p>
  );
});

/**
 * A town or city, typed or chosen in a popover with a search over the data source's cities; with
 * the Somaliland city addition, a prefix of SOMALILAND lists Somaliland's cities too. The popover
 * closes on a choice, on Escape, on a click outside it, and when another one opens.
 */
const CityControl = observer(function CityControl({ field, vm, controlRef, formId }: FieldControlProps) {
  const { t, label, error } = useFieldTexts(field, vm);
  const id = `${formId}-${field.name}`;
  const open = vm.cityPopover === field.name;
  const popoverRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const popoverId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => searchRef.current?.focus(), FILTER_FOCUS_DELAY_MS);
    const outside = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && !popoverRef.current?.contains(target) && !toggleRef.current?.contains(target)) vm.closeCities();
    };
    document.addEventListener('pointerdown', outside);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('pointerdown', outside);
    };
  }, [open, vm]);

  const close = () => {
    vm.closeCities();
    toggleRef.current?.focus();
  };
  const cities = open ? vm.shownCities : [];
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <>
          <div className="field__row">
            <input
              id={id}
              name={field.name}
              ref={controlRef(field.name)}
              type="text"
              autoComplete="address-level2"
              value={vm.valueFor(field.name)}
              aria-required={field.required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => vm.change(field.name, e.target.value)}
              onBlur={(e) => {
            if (!blurTowardButton(e)) vm.leave(field.name);
          }}
            />
            {field.dataSource ? (
              <button
                ref={toggleRef}
                type="button"
                className="button button--ghost"
                aria-expanded={open}
                aria-controls={open ? popoverId : undefined}
                onClick={() => (open ? vm.closeCities() : vm.openCities(field.name))}
              >
                {t(`${NS}:city.choose`)}
              </button>
            ) : null}
          </div>
          {open ? (
            <div
              ref={popoverRef}
              id={popoverId}
              className="recipient-popover"
              role="group"
              aria-label={t(`${NS}:city.list`)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') {
                  e.stopPropagation();
                  close();
                }
              }}
            >
              <div className="field">
                <label htmlFor={`${popoverId}-search`}>{t(`${NS}:city.search`)}</label>
                <input
                  id={`${popoverId}-search`}
                  ref={searchRef}
                  type="search"
                  autoComplete="off"
                  value={vm.cityQuery}
                  onChange={(e) => vm.searchCitiesFor(e.target.value)}
                />
              </div>
              <ul className="recipient-popover__list" aria-live="polite">
                {cities.map((city) => (
                  <li key={`${city.name}:${city.cityCode ?? ''}`}>
                    <button
                      type="button"
                      className="recipient-popover__item"
                      data-city-code={city.cityCode}
                      onClick={() => {
                        vm.chooseCity(field.name, city);
                        document.getElementById(id)?.focus();
                      }}
                    >
                      {city.name}
                      {city.state ? <span className="hint"> {t(`domain:country.${city.state}`)}</span> : null}
                    </button>
                  </li>
                ))}
              </ul>
              {cities.length === 0 ? <p className="hint">{t(`${NS}:city.none`, { query: vm.cityQuery.trim() })}</p> : null}
            </div>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
});

/** A card payout's card: its number and expiry, tokenized at Save in the recipient's name. */
const CardTokenControl = observer(function CardTokenControl({ field, vm, controlRef, formId }: FieldControlProps) {
  const { t, label } = useFieldTexts(field, vm);
  const translate = t;
  const id = `${formId}-${field.name}`;
  const partLabel = (part: 'number' | 'expiry') => t(`${NS}:card.${part}`);
  const errorOf = (part: 'number' | 'expiry') => {
    const refused = vm.cardServerErrorOf(part) ?? (part === 'number' ? vm.serverErrorOf(field.name) : undefined);
    return fieldErrorText(translate, partLabel(part), vm.cardProblemOf(part), refused);
  };
  const part = (name: 'number' | 'expiry', attributes: InputHTMLAttributes<HTMLInputElement>) => {
    const partId = `${id}-${name}`;
    const error = errorOf(name);
    return (
      <FieldFrame id={partId} label={partLabel(name)} error={error}>
        {(describedBy) => (
          <input
            id={partId}
            ref={controlRef(`card.${name}`)}
            {...attributes}
            value={vm.card[name]}
            aria-required
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, describedBy].filter(Boolean).join(' ')}
            onChange={(e) => vm.changeCard(name, e.target.value)}
            onBlur={(e) => {
              if (!blurTowardButton(e)) vm.leaveCard(name);
            }}
          />
        )}
      </FieldFrame>
    );
  };
  return (
    <fieldset className="card-entry">
      <legend>{label}</legend>
      <p className="hint" id={`${id}-hint`}>
        {t(`${NS}:card.hint`)}
      </p>
      {part('number', { type: 'text', inputMode: 'numeric', autoComplete: 'off', name: 'card_number' })}
      {part('expiry', { type: 'text', inputMode: 'numeric', autoComplete: 'off', placeholder: 'MM/YY', name: 'card_expiry' })}
      {vm.cardToken ? <p className="hint">{t(`${NS}:card.tokenized`, { last4: vm.cardToken.last4 })}</p> : null}
    </fieldset>
  );
});

/**
 * The component of each field kind: the schema form renders a field with its kind's component, so
 * a new field type is a registry entry (src/sending/domain/schema/field-registry.ts), never a screen change.
 */
export const FIELD_CONTROLS: Readonly<Record<FieldKind, ComponentType<FieldControlProps>>> = {
  destination: DestinationControl,
  name: TextControl,
  phone: TextControl,
  select: SelectControl,
  iban: TextControl,
  account: TextControl,
  mobileWallet: TextControl,
  date: TextControl,
  city: CityControl,
  text: TextControl,
  number: TextControl,
  cardToken: CardTokenControl,
  country: CountryControl,
};

/**
 * The controls of a transaction form's kinds (step 4): its fields are choices among a data source's
 * options and text; another kind shows as text with the schema's rules.
 */
export const TRANSACTION_FIELD_CONTROLS: Readonly<Partial<Record<FieldKind, ComponentType<SchemaFieldControlProps>>>> = {
  select: SelectControl,
  text: TextControl,
  number: TextControl,
  account: TextControl,
  date: TextControl,
  name: TextControl,
};
export const TransactionTextControl = TextControl;

/**
 * An observer: the control inside is rendered by FieldFrame's render prop, so what it reads of the
 * view model (the value, the lock) is tracked here; a plain component would not re-render on typing.
 */
const FieldFrame = observer(FieldFrameView);
