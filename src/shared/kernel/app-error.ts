/**
 * The one error shape that crosses from adapters into use cases and view models.
 * `type` is one of the contract's error types (see openapi/main-api.yaml ErrorType), or a
 * client-side kind when the failure never reached a server answer.
 */
export type ClientErrorKind = 'Network' | 'Timeout' | 'MalformedResponse' | 'Unauthorized' | 'Unknown';

export interface FieldError {
  /** property_path with brackets removed, e.g. "beneficiary[first_name]" -> "beneficiary.first_name". */
  readonly field: string;
  readonly type: string;
  readonly message: string;
}

export class AppError extends Error {
  constructor(
    /** Contract error type (e.g. "CustomerNotFound") or a ClientErrorKind. */
    readonly type: string,
    message: string,
    readonly options: {
      readonly status?: number;
      readonly requestId?: string;
      readonly fieldErrors?: readonly FieldError[];
      /** Message meant for the customer, when the server gave one. */
      readonly clientMessage?: string;
    } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get requestId(): string | undefined {
    return this.options.requestId;
  }

  get fieldErrors(): readonly FieldError[] {
    return this.options.fieldErrors ?? [];
  }

  get status(): number | undefined {
    return this.options.status;
  }

  hasType(...types: string[]): boolean {
    return types.includes(this.type) || this.fieldErrors.some((e) => types.includes(e.type));
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/** Anything thrown becomes an AppError, so the UI only ever handles one shape. */
export function toAppError(value: unknown): AppError {
  if (isAppError(value)) return value;
  if (value instanceof Error) return new AppError('Unknown', value.message);
  return new AppError('Unknown', String(value));
}

/** "beneficiary[first_name]" -> "beneficiary.first_name"; "[0][iban]" -> "0.iban". */
export function normalisePropertyPath(path: string): string {
  return path
    .replace(/\[(\w*)\]/g, '.$1')
    .replace(/^\./, '')
    .replace(/\.{2,}/g, '.');
}
