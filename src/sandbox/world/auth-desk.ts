import type { SandboxCustomer } from './customers';
import type { SandboxWorld } from './world';

/** A refusal as the back office phrases it: HTTP status plus one contract error. */
export interface DeskError {
  readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429;
  readonly type: string;
  readonly message: string;
  readonly property_path?: string;
}

export type DeskAnswer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: readonly DeskError[] };

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });

/**
 * The back office's sign-in desk. The HTTP sandbox and the in-memory adapters both ask it,
 * so a scenario gets the same answers in either mode.
 */
export function signInAtDesk(
  world: SandboxWorld,
  project: string,
  rawEmail: string,
  password: string,
): DeskAnswer<{ token: string; customer: SandboxCustomer }> {
  // The e-mail is read trimmed whoever asks (the HTTP body or an in-memory adapter); the password as typed.
  const email = rawEmail.trim();
  const blank: DeskError[] = [];
  if (!email) blank.push({ status: 400, type: 'ValueNotBeBlank', property_path: 'email', message: 'The email field is required' });
  if (!password) blank.push({ status: 400, type: 'ValueNotBeBlank', property_path: 'password', message: 'The password field is required' });
  if (blank.length > 0) return refuse(...blank);

  const customer = world.customersByEmail(email).find((c) => world.projectOf(c) === project);
  if (!customer) {
    return refuse({ status: 404, type: 'CustomerNotFound', message: 'We can’t find your account. Please, check provided details and try again.' });
  }
  if (customer.password !== password) {
    return refuse({ status: 400, type: 'CustomerNotFoundInvalidPassword', property_path: 'password', message: 'The e-mail or password is incorrect.' });
  }
  if (customer.disabled) {
    return refuse({ status: 403, type: 'DisabledCustomer', message: 'Your account is blocked. Please contact Customer Support.' });
  }
  if (!customer.active) {
    return refuse({ status: 404, type: 'CustomerNotFoundNonActive', message: 'Your account is not active. Please contact Customer Support.' });
  }
  return { ok: true, value: { token: world.startSession(customer), customer } };
}

/** Resolves the customer behind a token for a project, as every signed-in call does. */
export function customerAtDesk(world: SandboxWorld, project: string, token: string | undefined): DeskAnswer<SandboxCustomer> {
  const customer = world.customerByToken(token);
  if (!customer || world.projectOf(customer) !== project) {
    return refuse({ status: 401, type: 'AccessDenied', message: 'Your session has ended. Please sign in again.' });
  }
  if (customer.disabled) {
    return refuse({ status: 403, type: 'DisabledCustomer', message: 'Your account is blocked. Please contact Customer Support.' });
  }
  return { ok: true, value: customer };
}
