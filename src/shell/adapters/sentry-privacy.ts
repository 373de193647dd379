import type { Breadcrumb, Event } from '@sentry/browser';
import { scrubText, scrubValue, type KnownPersonalData } from '../domain/scrubber';

/**
 * What Sentry's beforeSend, beforeSendTransaction and beforeBreadcrumb do to everything before it
 * leaves the page: every free text of the event through the portal's scrubber
 * (src/shell/domain/scrubber.ts: e-mail addresses, long numbers such as phones and cards, the
 * customer's names, tokens, JWTs, Bearer and Basic values, secret headers, secret query and fragment
 * parameters, secret keys), the user cut down to its id, cookies dropped. Sentry's own fields
 * (ids, timestamps, the SDK, line numbers) are kept as they are.
 */

const text = (value: unknown, known: KnownPersonalData): unknown => (typeof value === 'string' ? scrubText(value, known) : value);
const value = (item: unknown, known: KnownPersonalData): unknown => (item === undefined ? undefined : scrubValue(item, known));

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** One event (an error, a message or a transaction) scrubbed; returns the same object. */
export function scrubEvent<E extends Event>(event: E, known: KnownPersonalData): E {
  const e = event as Mutable<Event> & Record<string, unknown>;
  if (e.message !== undefined) e.message = text(e.message, known) as string;
  if (e.logentry) e.logentry = value(e.logentry, known) as Event['logentry'];
  if (e.transaction !== undefined) e.transaction = text(e.transaction, known) as string;
  for (const exception of e.exception?.values ?? []) {
    if (exception.type !== undefined) exception.type = scrubText(exception.type, known);
    if (exception.value !== undefined) exception.value = scrubText(exception.value, known);
    if (exception.module !== undefined) exception.module = scrubText(exception.module, known);
    if (exception.mechanism?.data) exception.mechanism.data = value(exception.mechanism.data, known) as typeof exception.mechanism.data;
    for (const frame of exception.stacktrace?.frames ?? []) {
      for (const key of ['filename', 'abs_path', 'function', 'module', 'context_line'] as const) {
        if (typeof frame[key] === 'string') frame[key] = scrubText(frame[key], known);
      }
      delete frame.vars;
      delete frame.pre_context;
      delete frame.post_context;
    }
  }
  if (e.request) {
    const request = e.request;
    if (request.url !== undefined) request.url = scrubText(request.url, known);
    if (request.query_string !== undefined) request.query_string = value(request.query_string, known) as typeof request.query_string;
    if (request.headers) request.headers = value(request.headers, known) as Record<string, string>;
    if (request.data !== undefined) request.data = value(request.data, known);
    delete request.cookies;
    delete request.env;
  }
  // The customer's id only (ShellServices sets it); never an e-mail, a name or an IP address.
  if (e.user?.id !== undefined) e.user = { id: e.user.id };
  else delete e.user;
  if (e.tags) e.tags = value(e.tags, known) as Event['tags'];
  if (e.extra) e.extra = value(e.extra, known) as Event['extra'];
  if (e.contexts) e.contexts = value(e.contexts, known) as Event['contexts'];
  if (e.breadcrumbs) e.breadcrumbs = e.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb, known));
  for (const span of e.spans ?? []) {
    const s = span as Mutable<typeof span>;
    if (s.description !== undefined) s.description = scrubText(s.description, known);
    if (s.data) s.data = value(s.data, known) as typeof s.data;
  }
  return event;
}

/** One breadcrumb (a click, a navigation, a fetch, a console line) scrubbed; returns the same object. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb, known: KnownPersonalData): Breadcrumb {
  const b = breadcrumb as Mutable<Breadcrumb>;
  if (b.message !== undefined) b.message = scrubText(b.message, known);
  if (b.data) b.data = value(b.data, known) as Record<string, unknown>;
  return breadcrumb;
}
