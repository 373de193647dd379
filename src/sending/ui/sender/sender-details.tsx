import { useEffect, useId, useMemo, useRef, type RefCallback } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { blurTowardButton } from '@/shared/ui/blur-toward-button';
import { useErrorText } from '@/shared/ui/use-error-text';
import { useValidationMessage } from '@/shared/validation/messages';
import { guardNameInput } from '@/shared/validation/name-input';
import type { SenderField } from '../../domain/sender';
import { SENDER_FIELD_LABELS, type SenderViewModel } from './sender-view-model';
import './sender.css';

/** The catalogues the details speak from: a page showing them loads these first. */
export const SENDER_NAMESPACES = ['send-sender', 'validation', 'errors'] as const;

/** The text fields of the form: their labels (send-sender:*), input names and autocomplete tokens. */
const TEXT_FIELDS: readonly { readonly field: Exclude<SenderField, 'usState'>; readonly name: string; readonly autoComplete: string; readonly isName?: boolean }[] = [
  { field: 'firstName', name: 'first_name', autoComplete: 'given-name', isName: true },
  { field: 'lastName', name: 'last_name', autoComplete: 'family-name', isName: true },
  { field: 'street', name: 'street', autoComplete: 'address-line1' },
  { field: 'city', name: 'city', autoComplete: 'address-level2' },
  { field: 'postcode', name: 'postcode', autoComplete: 'postal-code' },
];

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The customer's details as the back office holds them (a summary with Edit details), or the form
 * that corrects them (the spec's rules first, then a remitter update with only what changed). Send
 * money's You step shows it, and so does the profile: both with a SenderViewModel whose details
 * are loaded (`vm.sender`). The mobile number is shown, not corrected here: the profile changes it
 * (with a code sent to the new number) and shows it itself, so it passes `withMobile={false}`.
 */
export const SenderDetails = observer(function SenderDetails({ vm, withMobile = true }: { vm: SenderViewModel; withMobile?: boolean }) {
  const { t } = useTranslation(SENDER_NAMESPACES);
  const errorText = useErrorText();
  const message = useValidationMessage();
  const id = useId();
  const controls = useRef<Partial<Record<SenderField, Control | null>>>({});
  const editRef = useRef<HTMLButtonElement>(null);
  const savedRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  // One stable ref per field (a new function each render would detach and attach the name guard every time).
  const refs = useMemo(() => {
    const made = {} as Record<SenderField, RefCallback<Control>>;
    for (const field of ['firstName', 'lastName', 'street', 'city', 'postcode', 'usState'] as const) {
      const isName = field === 'firstName' || field === 'lastName';
      made[field] = (node) => {
        controls.current[field] = node;
        // Name fields ignore digit keystrokes (spec 02 section 5); paste and input methods are checked by the rules.
        const unguard = node && isName && node instanceof HTMLInputElement ? guardNameInput(node) : undefined;
        return () => {
          unguard?.();
          controls.current[field] = null;
        };
      };
    }
    return made;
  }, []);

  // The focus follows the form: into it when it opens, to what the customer reads next when it closes.
  const editing = vm.editing;
  useEffect(() => {
    if (editing && !wasEditing.current) controls.current.firstName?.focus();
    if (!editing && wasEditing.current) (vm.justSaved ? savedRef.current : editRef.current)?.focus();
    wasEditing.current = editing;
  }, [editing, vm]);

  // A refusal no field shows takes the focus once it is on the page (it is also announced: role=alert).
  const failed = vm.failure;
  useEffect(() => {
    if (failed) failureRef.current?.focus();
  }, [failed]);

  const sender = vm.sender;
  if (!sender) return null;

  /** Under a field: its rule's problem, else the back office's refusal, in the customer's language. */
  const errorOf = (field: SenderField): string | undefined => {
    const issue = vm.issueOf(field);
    return issue ? message(issue, t(SENDER_FIELD_LABELS[field])) : undefined;
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (vm.saving) return;
    if (await vm.save()) return;
    // The first field with something to say takes the focus, so it is read out (a failure takes it itself).
    const first = vm.invalidFields[0];
    if (first) controls.current[first]?.focus();
  };

  const failure = vm.failure ? errorText(vm.failure) : undefined;
  const stateError = vm.asksState ? errorOf('usState') : undefined;
  const d = sender.details;

  return editing ? (
    <form className="form card" noValidate aria-labelledby={`${id}-form-title`} onSubmit={(e) => void save(e)}>
      <h2 id={`${id}-form-title`} className="sender__title">
        {t('send-sender:formTitle')}
      </h2>
      {TEXT_FIELDS.map(({ field, name, autoComplete, isName }) => {
        const fieldId = `${id}-${name}`;
        const error = errorOf(field);
        const describedBy = [isName ? `${id}-name-hint` : '', error ? `${fieldId}-error` : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field} className={error ? 'field field--invalid' : 'field'}>
            <label htmlFor={fieldId}>{t(`send-sender:${field}`)}</label>
            {field === 'firstName' ? (
              <p className="hint" id={`${id}-name-hint`}>
                {t('send-sender:nameHint')}
              </p>
            ) : null}
            <input
              id={fieldId}
              ref={refs[field]}
              name={name}
              type="text"
              autoComplete={autoComplete}
              spellCheck={false}
              value={vm.values[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              onChange={(e) => vm.change(field, e.target.value)}
              onBlur={(e) => {
                if (!blurTowardButton(e)) vm.leave(field);
              }}
            />
            {error ? (
              <p id={`${fieldId}-error`} className="field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {vm.asksState ? (
        <div className={stateError ? 'field field--invalid' : 'field'}>
          <label htmlFor={`${id}-state`}>{t('send-sender:state')}</label>
          <select
            id={`${id}-state`}
            ref={refs.usState}
            name="usa_state"
            autoComplete="address-level1"
            value={vm.values.usState}
            aria-invalid={stateError ? true : undefined}
            aria-describedby={stateError ? `${id}-state-error` : undefined}
            onChange={(e) => vm.change('usState', e.target.value)}
            onBlur={(e) => {
              if (!blurTowardButton(e)) vm.leave('usState');
            }}
          >
            <option value="">{t('send-sender:chooseState')}</option>
            {vm.usStates.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
          {stateError ? (
            <p id={`${id}-state-error`} className="field__error">
              {stateError}
            </p>
          ) : null}
        </div>
      ) : null}
      {withMobile ? (
        <>
          <dl className="sender-summary">
            <div>
              <dt>{t('send-sender:mobile')}</dt>
              <dd>{sender.phone}</dd>
            </div>
          </dl>
          <p className="hint">{t('send-sender:mobileHint')}</p>
        </>
      ) : null}
      {failure ? (
        <Alert tone="error" title={t('send-sender:saveFailed')} ref={failureRef} focusable>
          <p>{failure.message}</p>
          {failure.code ? <p className="error-code">{failure.code}</p> : null}
        </Alert>
      ) : null}
      <div className="actions">
        <button type="submit" className="button button--primary" aria-disabled={vm.saving ? true : undefined} data-testid="sender-save">
          {vm.saving ? t('send-sender:saving') : t('send-sender:save')}
        </button>
        <button type="button" className="button button--ghost" onClick={vm.cancel}>
          {t('send-sender:cancel')}
        </button>
      </div>
    </form>
  ) : (
    <>
      {vm.justSaved ? (
        <Alert tone="success" ref={savedRef} focusable>
          <p>{t('send-sender:saved')}</p>
        </Alert>
      ) : null}
      <section className="card" aria-labelledby={`${id}-summary-title`}>
        <h2 id={`${id}-summary-title`} className="sender__title">
          {t('send-sender:summaryTitle')}
        </h2>
        <dl className="sender-summary">
          <div>
            <dt>{t('send-sender:name')}</dt>
            <dd data-testid="sender-name">
              {d.firstName} {d.lastName}
            </dd>
          </div>
          <div>
            <dt>{t('send-sender:address')}</dt>
            <dd data-testid="sender-address">
              <span className="sender-summary__line">{d.street}</span>
              <span className="sender-summary__line">
                {d.postcode} {d.city}
              </span>
              {vm.stateName ? <span className="sender-summary__line">{vm.stateName}</span> : null}
            </dd>
          </div>
          {withMobile ? (
            <div>
              <dt>{t('send-sender:mobile')}</dt>
              <dd data-testid="sender-mobile">{sender.phone}</dd>
            </div>
          ) : null}
        </dl>
        {withMobile ? <p className="hint">{t('send-sender:mobileHint')}</p> : null}
        <button type="button" ref={editRef} className="button button--secondary" onClick={vm.edit} data-testid="sender-edit">
          {t('send-sender:edit')}
        </button>
      </section>
    </>
  );
});
