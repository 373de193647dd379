/**
 * How a rule's message travels inside a zod issue: never English text, always an i18n KEY (with its
 * namespace) plus optional interpolation params, so one rule serves all five languages.
 *
 * Encoding: `<namespace>:<key>` alone, or followed by `|` and the params as JSON, e.g.
 * `validation:minLength|{"length":6}`. A key never contains `|`, so the first `|` splits.
 *
 * Params with a special meaning for {@link validationMessage} (messages.ts):
 * - `fieldKey`: translate this key for {{field}} instead of the label of the field the issue is on
 *   (the "is" rule names the password, not the confirmation field);
 * - `defaultValue`: the text shown when the key has no translation (server messages).
 */
export type MessageParams = Readonly<Record<string, string | number>>;

export interface MessageKey {
  readonly key: string;
  readonly params: MessageParams;
}

export function encodeMessage(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key;
}

/** The key and params of an issue message; undefined when the message is not an encoded key. */
export function decodeMessage(message: string): MessageKey | undefined {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!/^[A-Za-z][\w-]*:[\w.-]+$/.test(key)) return undefined;
  if (bar === -1) return { key, params: {} };
  try {
    const params: unknown = JSON.parse(message.slice(bar + 1));
    if (params === null || typeof params !== 'object' || Array.isArray(params)) return undefined;
    return { key, params: params as MessageParams };
  } catch {
    return undefined;
  }
}
