import { useCallback, type ChangeEvent, type ComponentType, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { FieldKind } from '@/shared/schema-form/field-registry';
import { dialCodeOf } from '@/shared/schema-form/field-rules';
import type { FormField } from '@/shared/schema-form/schema-form';
import { guardNameInput } from '@/shared/validation/name-input';
import type { Translate } from '@/shared/validation/messages';
import { blurTowardButton } from '@/shared/ui/blur-toward-button';
import { Field, describedByOf } from '@/shared/ui/form-parts';
import { useErrorText } from '@/shared/ui/use-error-text';
import type { ControlRef, SchemaFieldHost } from './field-host';
import type { TransactionForm } from './transaction-form';
import { NS, schemaFieldText } from './problem-text';

/**
 * The schema form's shared controls (the field-type registry, src/shared/schema-form/field-registry.ts,
 * says which kind a field is): a text field and a choice among a data source's options, with the
 * field's label, hint, problem and the back office's refusal. Send money's new-recipient form adds
 * its own kinds (city, card, destination, nationality: src/sending/ui/new-recipient/field-controls.tsx).
 */

/** The props of the shared controls (text and select). */
export interface SchemaFieldControlProps {
  readonly field: FormField;
  readonly vm: SchemaFieldHost;
  readonly controlRef: ControlRef;
  /** The form's id prefix (ids are `${formId}-${field name}`). */
  readonly formId: string;
  /** What a host shows below a text field besides its error (the new-recipient form's account-name lookup). */
  readonly extra?: ReactNode;
}

/**
 * The label, hint and error of a field, wired for assistive technology, around its control (the
 * shared Field). The control is rendered here, inside this observer, so what it reads of the view
 * model (its value) is tracked: Field itself is not an observer.
 */
function FieldFrameView({ id, label, hint, error, children, extra }: { id: string; label: ReactNode; hint?: ReactNode; error?: string; children: (describedBy: string | undefined) => ReactNode; extra?: ReactNode }) {
  const control = children(describedByOf(id, Boolean(hint), Boolean(error)));
  return (
    <Field id={id} label={label} hint={hint} error={error} extra={extra}>
      {() => control}
    </Field>
  );
}

/** What every control of a field carries: its id and name, its state for assistive technology, typing and leaving it. */
export function controlProps(id: string, field: FormField, vm: Pick<SchemaFieldHost, 'change' | 'leave'>, error: string | undefined, describedBy: string | undefined) {
  return {
    id,
    name: field.name,
    'aria-required': field.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => vm.change(field.name, e.target.value),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!blurTowardButton(e)) vm.leave(field.name);
    },
  } as const;
}

/** A field's label and the text under it (its problem, else the back office's refusal). */
export function useFieldTexts(field: FormField, vm: SchemaFieldHost) {
  const { t } = useTranslation([NS, 'validation', 'errors']);
  const translate = t as Translate;
  const { label, error } = schemaFieldText(translate, field, vm);
  return { t: translate, label, error };
}

/** The label as shown: with the host's mark of an optional field. */
function shownLabel(field: FormField, vm: SchemaFieldHost, t: Translate, label: string): ReactNode {
  const mark = field.required ? undefined : vm.optionalMark?.(t);
  return mark ? (
    <>
      {label}
      <span className="field__optional"> {mark}</span>
    </>
  ) : (
    label
  );
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

/** Text-like fields: names, phones, IBANs, account numbers, wallet numbers, dates, numbers, text. */
export const TextControl = observer(function TextControl({ field, vm, controlRef, formId, extra }: SchemaFieldControlProps) {
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
    <FieldFrame id={id} label={shownLabel(field, vm, t, label)} hint={shownHint} error={error} extra={extra}>
      {(describedBy) => (
        <input
          {...controlProps(id, field, vm, error, describedBy)}
          ref={ref}
          {...attributes}
          value={vm.valueFor(field.name)}
          disabled={locked || undefined}
        />
      )}
    </FieldFrame>
  );
});

/** One of a data source's options (a text field when the schema gives no data source). */
export const SelectControl = observer(function SelectControl(props: SchemaFieldControlProps) {
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
      label={shownLabel(field, vm, t, label)}
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
          {...controlProps(id, field, vm, error, describedBy)}
          ref={controlRef(field.name)}
          value={value}
        >
          <option value="">{t(`${NS}:options.choose`)}</option>
          {options.items.map((item) => (
            <option key={item.value} value={item.value}>
              {vm.optionLabelOf?.(field, item, t) ?? (item.city ? `${item.label} (${item.city})` : item.label)}
            </option>
          ))}
          {value !== '' && !options.items.some((item) => item.value === value) ? <option value={value}>{value}</option> : null}
        </select>
      )}
    </FieldFrame>
  );
});

/**
 * The controls of a transaction form's kinds (step 4, the payout-details update): its fields are
 * choices among a data source's options and text; another kind shows as text with the schema's rules.
 */
export const TRANSACTION_FIELD_CONTROLS: Readonly<Partial<Record<FieldKind, ComponentType<SchemaFieldControlProps>>>> = {
  select: SelectControl,
  text: TextControl,
  number: TextControl,
  account: TextControl,
  date: TextControl,
  name: TextControl,
};

/** A transaction form's shown fields, in the schema's order, each with its kind's control (text when the kind has none here). */
export const TransactionFormFields = observer(function TransactionFormFields({ form, controlRef, formId }: { form: TransactionForm; controlRef: ControlRef; formId: string }) {
  return (
    <>
      {form.shown.map((field) => {
        const Control = TRANSACTION_FIELD_CONTROLS[field.kind] ?? TextControl;
        return <Control key={field.name} field={field} vm={form} controlRef={controlRef} formId={formId} />;
      })}
    </>
  );
});

/**
 * An observer: the control inside is rendered by FieldFrame's render prop, so what it reads of the
 * view model (the value, the lock) is tracked here; a plain component would not re-render on typing.
 */
export const FieldFrame = observer(FieldFrameView);
