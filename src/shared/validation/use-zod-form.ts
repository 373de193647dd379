import { useCallback, useEffect, useMemo, useRef, type FormEvent, type RefCallback, type RefObject } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldName, FormModel, FormValues } from './form-model';
import { guardNameInput } from './name-input';
import { serverIssueMessage } from './server-errors';

export interface ZodForm<V extends FormValues> {
  /** react-hook-form itself, for anything not covered below. */
  readonly form: UseFormReturn<V>;
  /** Props for an input (name, ref, onChange, onBlur); typing also reaches the view model (draft, server errors). */
  readonly field: (name: FieldName<V>) => ReturnType<UseFormReturn<V>['register']>;
  /** `field` plus the name-field keystroke guard (digits typed are ignored; paste and input methods are not). */
  readonly nameField: (name: FieldName<V>) => ReturnType<UseFormReturn<V>['register']>;
  /** The form's onSubmit: react-hook-form checks with the schema, then the view model submits. */
  readonly onSubmit: (event?: FormEvent) => Promise<void>;
  /** The issue message at a field (turn it into text with `useValidationMessage`), or undefined. */
  readonly errorOf: (name: FieldName<V>) => string | undefined;
  /** Fields with an error, in form order (the error summary). */
  readonly invalidFields: readonly FieldName<V>[];
  /** Put it on the error summary: it takes the focus after a press that found errors. */
  readonly summaryRef: RefObject<HTMLDivElement | null>;
}

/**
 * The browser half of a form whose view model is a {@link FormModel}: react-hook-form with
 * `zodResolver(model.schema)`, its values taken from the view model, submission and server
 * errors owned by the view model. Call it in an `observer` component.
 *
 * - Client errors come from react-hook-form (the same schema as the view model's own checks);
 *   server errors on fields are handed to react-hook-form with `setError`, so one list shows both.
 * - Values the screen sets itself (`model.assign`, e.g. the draft or an address lookup) reset the
 *   form's values, keeping its errors and state; typing never does.
 * - Focus: after a press that found errors, the error summary (`summaryRef`); react-hook-form's own
 *   focus on the first field is off.
 */
export function useZodForm<V extends FormValues, O, R>(model: FormModel<V, O, R>): ZodForm<V> {
  const revision = model.revision;
  // A new object only when the view model's values changed other than by typing (see above):
  // `revision` is the trigger, on purpose not read inside.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => ({ ...model.values }), [model, revision]);
  const form = useForm<V>({
    // The resolver's types follow zod's; the schema is the view model's own ($ZodType<O, V>).
    resolver: zodResolver(model.schema as never) as never,
    values,
    resetOptions: {
      keepErrors: true,
      keepDirty: true,
      keepTouched: true,
      keepIsSubmitted: true,
      keepSubmitCount: true,
      keepIsSubmitSuccessful: true,
      keepDefaultValues: true,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { setError, formState, register, handleSubmit } = form;

  const serverErrors = model.serverErrors;
  useEffect(() => {
    for (const name of model.fieldNames) {
      const error = serverErrors[name];
      if (error) setError(name as unknown as Path<V>, { type: 'server', message: serverIssueMessage(error) });
    }
  }, [model, serverErrors, setError]);

  const summaryRef = useRef<HTMLDivElement>(null);
  const focusRequest = model.focusRequest;
  const focused = useRef<unknown>(undefined);
  useEffect(() => {
    if (!focusRequest || focused.current === focusRequest) return;
    focused.current = focusRequest;
    if (focusRequest.target === 'summary') summaryRef.current?.focus();
  }, [focusRequest]);

  const field = useCallback(
    (name: FieldName<V>) =>
      register(name as unknown as Path<V>, {
        onChange: (event: { target: { value: string } }) => model.setField(name, event.target.value),
      }),
    [model, register],
  );

  const nameField = useCallback(
    (name: FieldName<V>) => {
      const props = field(name);
      const ref: RefCallback<HTMLInputElement> = (input) => {
        props.ref(input);
        if (!input) return undefined;
        const release = guardNameInput(input);
        return () => {
          release();
          props.ref(null);
        };
      };
      return { ...props, ref };
    },
    [field],
  );

  const onSubmit = useMemo(
    () =>
      handleSubmit(
        async () => {
          await model.submit();
        },
        () => model.rejected(),
      ),
    [handleSubmit, model],
  );

  const errors = formState.errors as Partial<Record<string, { message?: unknown }>>;
  const errorOf = (name: FieldName<V>) => {
    const message = errors[name]?.message;
    return typeof message === 'string' ? message : undefined;
  };
  const invalidFields = model.fieldNames.filter((name) => errorOf(name) !== undefined);

  return { form, field, nameField, onSubmit, errorOf, invalidFields, summaryRef };
}
