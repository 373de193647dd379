import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeMessage } from './issue-message';

/** The part of i18next's `t` this module needs (any namespace: keys carry their own, e.g. "validation:required"). */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** Shown for an issue message that is not an encoded key (e.g. zod's own "Invalid input"). */
const FALLBACK_KEY = 'validation:regex';

/**
 * The text of a form issue in the current language: its key translated with its params, and
 * {{field}} filled with the field's label (already translated, e.g. t('validation:fields.firstName')),
 * or with the label the rule names itself (`fieldKey`, e.g. the password for "is"). A
 * `fallbackKey` param is tried when the key has no text.
 */
export function validationMessage(t: Translate, issueMessage: string, fieldLabel = ''): string {
  const decoded = decodeMessage(issueMessage);
  if (!decoded) return t(FALLBACK_KEY, { field: fieldLabel });
  const { fieldKey, fallbackKey, ...params } = decoded.params;
  const field = typeof fieldKey === 'string' ? t(fieldKey) : fieldLabel;
  const keys = typeof fallbackKey === 'string' ? [decoded.key, fallbackKey] : decoded.key;
  return t(keys, { ...params, field });
}

/** `validationMessage` bound to the current language (loads the validation catalogue on demand). */
export function useValidationMessage(): (issueMessage: string, fieldLabel?: string) => string {
  const { t } = useTranslation('validation');
  return useCallback((issueMessage, fieldLabel) => validationMessage(t as Translate, issueMessage, fieldLabel), [t]);
}
