import { useEffect, useId, useRef, type ComponentType, type InputHTMLAttributes } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Translate } from '@/shared/validation/messages';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { FieldKind } from '@/shared/schema-form/field-registry';
import type { FormField } from '@/shared/schema-form/schema-form';
import { useCountryOptions } from '@/shared/ui/country-options';
import { blurTowardButton } from '@/shared/ui/blur-toward-button';
import { FieldFrame, SelectControl, TextControl, controlProps, useFieldTexts } from '@/shared/ui/schema-form/field-controls';
import type { ControlRef } from '@/shared/ui/schema-form/field-host';
import { NS, fieldErrorText } from '@/shared/ui/schema-form/problem-text';
import type { NewRecipientViewModel } from './new-recipient-view-model';
import { lookupStatus } from './problem-text';

/**
 * The new-recipient form's controls: the shared text and select controls
 * (src/shared/ui/schema-form/field-controls.tsx; a text field with the account-name lookup under it)
 * and the kinds only a recipient has (destination, nationality, city with its popover, payout card).
 */

export interface FieldControlProps {
  readonly field: FormField;
  readonly vm: NewRecipientViewModel;
  readonly controlRef: ControlRef;
  /** The form's id prefix (ids are `${formId}-${field name}`). */
  readonly formId: string;
}

/** The popover's search takes the focus a moment after it opens (spec 02 section 9: filter focus delay 200 ms). */
const FILTER_FOCUS_DELAY_MS = 200;

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

/** A nationality: one of the portal's countries (useCountryOptions, as the registration's nationality step offers them). */
const CountryControl = observer(function CountryControl({ field, vm, controlRef, formId }: FieldControlProps) {
  const { t, label, error } = useFieldTexts(field, vm);
  const countries = useCountryOptions();
  const id = `${formId}-${field.name}`;
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(describedBy) => (
        <select
          {...controlProps(id, field, vm, error, describedBy)}
          ref={controlRef(field.name)}
          value={vm.valueFor(field.name)}
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
              {...controlProps(id, field, vm, error, describedBy)}
              ref={controlRef(field.name)}
              type="text"
              autoComplete="address-level2"
              value={vm.valueFor(field.name)}
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

/** A text-like field, with the account-name lookup under the field it goes through. */
const RecipientTextControl = observer(function RecipientTextControl(props: FieldControlProps) {
  return <TextControl {...props} extra={<LookupPanel vm={props.vm} field={props.field} />} />;
});

/**
 * The component of each field kind: the schema form renders a field with its kind's component, so
 * a new field type is a registry entry (src/shared/schema-form/field-registry.ts), never a screen change.
 */
export const FIELD_CONTROLS: Readonly<Record<FieldKind, ComponentType<FieldControlProps>>> = {
  destination: DestinationControl,
  name: RecipientTextControl,
  phone: RecipientTextControl,
  select: SelectControl,
  iban: RecipientTextControl,
  account: RecipientTextControl,
  mobileWallet: RecipientTextControl,
  date: RecipientTextControl,
  city: CityControl,
  text: RecipientTextControl,
  number: RecipientTextControl,
  cardToken: CardTokenControl,
  country: CountryControl,
};



