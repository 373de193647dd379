import type { FieldError } from '@/shared/kernel/app-error';
import { validationMessage, type Translate } from '@/shared/validation/messages';
import { serverIssueMessage } from '@/shared/validation/server-errors';
import type { FieldProblem } from '@/shared/schema-form/field-rules';
import { labelIdOf } from '@/shared/schema-form/field-registry';
import type { FormField } from '@/shared/schema-form/schema-form';
import type { SchemaFieldHost } from './field-host';

/**
 * The texts of the schema form (src/shared/schema-form): a field's label and what shows under it.
 * Its catalogue is the new-recipient screen's namespace (src/app/i18n/locales/<locale>/send-new-recipient.json),
 * where the field types' labels, hints and problems were first written; every host of the controls loads it.
 */
export const NS = 'send-new-recipient';

/** The catalogue key and params of a field problem's message ({{field}} is the field's name in a sentence). */
export function problemMessage(problem: FieldProblem): { readonly key: string; readonly params?: Readonly<Record<string, string | number>> } {
  switch (problem.kind) {
    case 'required':
      return { key: 'validation:required' };
    case 'minLength':
      return { key: 'validation:minLength', params: { length: problem.length } };
    case 'maxLength':
      return { key: 'validation:maxLength', params: { length: problem.length } };
    case 'name':
      return { key: 'validation:beneficiary.name' };
    case 'alphanumeric':
      return { key: 'validation:beneficiary.alphanumeric' };
    case 'street':
      return { key: 'validation:beneficiary.street' };
    case 'string':
      return { key: 'validation:beneficiary.text' };
    case 'number':
      return { key: 'validation:beneficiary.number' };
    case 'date':
      return { key: 'validation:dateFormat', params: { format: problem.format } };
    case 'iban':
      return { key: 'validation:regex' };
    case 'ibanChecksum':
      return { key: `${NS}:problem.ibanChecksum` };
    case 'phone':
      return { key: problem.issue === 'tooShort' ? 'validation:phoneTooShort' : problem.issue === 'tooLong' ? 'validation:phoneTooLong' : 'validation:phoneInvalid' };
    case 'mobileCountry':
      return { key: 'validation:beneficiary.mobileCountryMismatch' };
    case 'edahabPrefix':
      return { key: 'validation:beneficiary.edahabPrefix' };
    case 'mobileWallet':
      return { key: 'validation:beneficiary.mobileWalletNumber' };
    case 'mobileWalletCountryCode':
      return { key: 'validation:beneficiary.mobileWalletNoCountryCode' };
    case 'countryCode':
      return { key: `${NS}:problem.countryCode` };
    case 'regex':
      // The schema's regex with its own message shows that message (spec 02 section 5: "a variant returns the rule's own message").
      return problem.message ? { key: `${NS}:problem.ownMessage`, params: { message: problem.message } } : { key: 'validation:regex' };
    case 'oneOf':
      return { key: `${NS}:problem.oneOf` };
    case 'cardNumber':
      return { key: `${NS}:problem.cardNumber` };
    case 'cardExpiry':
      return { key: `${NS}:problem.cardExpiry` };
    case 'cardExpired':
      return { key: `${NS}:problem.cardExpired` };
    case 'lookupRequired':
      return { key: 'validation:beneficiary.lookupRequired' };
    case 'accountNotFound':
      return { key: 'validation:beneficiary.accountNotFound' };
    case 'accountRestricted':
      return { key: 'validation:beneficiary.accountRestricted' };
    case 'currencyMismatch':
      return { key: 'validation:beneficiary.currencyMismatch' };
  }
}

/** A label in a sentence: its first letter small unless the label is an abbreviation ("First name" -> "first name", "IBAN" stays). */
export function inSentence(label: string): string {
  const [first = '', second = ''] = [...label];
  return second !== '' && second === second.toLocaleLowerCase() && second !== second.toLocaleUpperCase() ? first.toLocaleLowerCase() + label.slice(first.length) : label;
}

/** Generic types: what the field holds is only in the back office's label (the portal's is the fallback). */
const GENERIC_TYPES: ReadonlySet<string> = new Set(['String', 'Number']);

/** A field's label: the portal's for its type, else the back office's, else its name. */
export function fieldLabel(t: Translate, field: FormField): string {
  const fallback = field.serverLabel ?? field.name.replace(/_/g, ' ');
  const generic = field.main.spec !== undefined && GENERIC_TYPES.has(field.main.spec) && field.serverLabel;
  const text = field.main.spec && !generic ? t(`${NS}:type.${labelIdOf(field.main.spec)}`, { defaultValue: fallback }) : fallback;
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

/** What shows under a field: its problem, else the back office's refusal (the error type's text, else the server's words). */
export function fieldErrorText(t: Translate, label: string, problem: FieldProblem | undefined, refused: FieldError | undefined): string | undefined {
  if (problem) {
    const { key, params } = problemMessage(problem);
    return t(key, { ...params, field: inSentence(label) });
  }
  return refused ? validationMessage(t, serverIssueMessage(refused), inSentence(label)) : undefined;
}

/** A field's label (the host's, else the type's, else the back office's) and what shows under it (the host's words for a refusal first). */
export function schemaFieldText(t: Translate, field: FormField, host: Pick<SchemaFieldHost, 'labelOf' | 'refusalTextOf' | 'problemOf' | 'serverErrorOf'>): { readonly label: string; readonly error: string | undefined } {
  const label = host.labelOf?.(field, t) ?? fieldLabel(t, field);
  const problem = host.problemOf(field.name);
  const refused = problem ? undefined : host.serverErrorOf(field.name);
  const own = refused ? host.refusalTextOf?.(field, refused, t) : undefined;
  return { label, error: own ?? fieldErrorText(t, label, problem, refused) };
}
