import type { ServiceIdentifier } from 'inversify';
import type { ErrorContext } from '../domain/error-report';
import type { PushPermission } from '../domain/push-prompt';
import type { ShellSettings } from '../shell-settings';

/**
 * ERROR REPORTING (a vendor port): sends what went wrong to the error-reporting service (Sentry,
 * src/shell/adapters/sentry-error-reporter.ts). Nothing leaves the page unscrubbed (no e-mail,
 * name, phone, card number or token; the customer is known by their id only). A capture resolves
 * once its report was handed over (sent, or refused by the service); it rejects when it could not
 * be sent in time. ReportingErrors never lets that reach the page.
 */
export interface ErrorReporter {
  captureException(error: unknown, context?: ErrorContext): Promise<void>;
  captureMessage(message: string, context?: ErrorContext): Promise<void>;
  /** The signed-in customer's id (their guid, nothing else) on every later report; undefined: signed out. */
  setCustomer(id: string | undefined): void;
}
export const ErrorReporter = Symbol('ErrorReporter') as ServiceIdentifier<ErrorReporter>;

/**
 * PUSH NOTIFICATIONS (a browser port): the browser's permission to show this site's
 * notifications. `request` asks the browser (it must follow a press of the customer's).
 */
export interface PushNotifications {
  permission(): PushPermission;
  request(): Promise<PushPermission>;
}
export const PushNotifications = Symbol('PushNotifications') as ServiceIdentifier<PushNotifications>;

/** Who is chatting, as the chat vendor is told (a signed-in customer). */
export interface ChatCustomer {
  /** The customer's guid: the vendor's external id. */
  readonly id: string;
  readonly firstName: string;
  readonly email: string;
  /** ISO alpha-2 source country: the US project has its own chat host (spec 01 section 1). */
  readonly country: string;
  /** The interface language (en, en-CA, en-US, sv, so). */
  readonly locale: string;
}

/**
 * LIVE CHAT (a vendor port): opens the support chat, for the signed-in customer when one is given.
 * `unreadCount`: the support team's messages not read yet, when the vendor tells. `end`: the
 * customer signed out, the vendor's widget leaves the page (when the adapter has one to remove).
 */
export interface LiveChat {
  open(customer?: ChatCustomer): Promise<void>;
  readonly unreadCount?: number;
  end?(): void;
}
export const LiveChat = Symbol('LiveChat') as ServiceIdentifier<LiveChat>;

/** The shell services' settings (src/shell/shell-settings.ts), read once when they load. */
export const ShellSettingsToken = Symbol('ShellSettings') as ServiceIdentifier<ShellSettings>;

/**
 * A number in [0, 1) (Math.random in the app; tests pass their own): the visit's session-replay
 * draw, made before Sentry's replay chunk is loaded (src/shell/adapters/sentry-error-reporter.ts).
 */
export const SamplingRandom = Symbol('SamplingRandom') as ServiceIdentifier<() => number>;
