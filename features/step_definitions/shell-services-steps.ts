import assert from 'node:assert/strict';
import { AfterStep, Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import shellServicesEn from '@/app/i18n/locales/en/shell-services.json';
import * as Sentry from '@sentry/browser';
import type { Event } from '@sentry/browser';
import { envelopeItemsAtDesk } from '@/sandbox/world/sentry-desk';
import type { SourceCountry } from '@/sandbox/world/customers';
import { LoadCurrentCustomer } from '@/session/application/load-current-customer';
import { AppError } from '@/shared/kernel/app-error';
import { ErrorReporter, PushNotifications, ShellSettingsToken } from '@/shell/application/ports';
import { CurrentShellCustomer } from '@/shell/application/shell-customer';
import { ReportingErrors } from '@/shell/application/reporting-errors';
import { InMemoryPushNotifications } from '@/shell/adapters/in-memory-push-notifications';
import { listenForPageErrors } from '@/shell/adapters/page-error-source';
import { reportCaughtError } from '@/shell/caught-errors';
import { COOKIE_POPUP_KEY, NEW_PAYOUT_NOTICE_KEY } from '@/shell/domain/notices';
import { ensureShellModules } from '@/shell/shell-loader';
import { ShellModulesLoader } from '@/shell/shell-loader-token';
import type { ShellSettings } from '@/shell/shell-settings';
import { CookiePopupViewModel, PayoutNoticeViewModel } from '@/shell/ui/notice-view-models';
import { PushPromptViewModel } from '@/shell/ui/push-prompt-view-model';
import { customerFrom } from '../support/sandbox-customers';
import type { PortalWorld } from '../support/world';

/*
 * The shell services (src/shell) in scenarios: loaded into the scenario's container as
 * ShellServices loads them after the signed-in page painted, with the memory mode's error
 * reporter (Sentry's SDK, its envelopes kept in the sandbox world's Sentry desk), a fake browser
 * permission for notifications and, when a scenario says so, other settings. The page's window is
 * an EventTarget the steps dispatch errors on, as the browser would.
 */

interface ShellScenario {
  /** The browser's permission for notifications (the browser keeps it across reloads). */
  readonly push: InMemoryPushNotifications;
  settings: { -readonly [K in keyof ShellSettings]?: ShellSettings[K] };
  /** The page's window: what the page's errors are dispatched on. */
  readonly page: EventTarget;
  /** The views shown for the current container (a reload makes new ones). */
  views: { readonly container: Container; readonly notice: PayoutNoticeViewModel; readonly cookies: CookiePopupViewModel } | undefined;
}

const scenarios = new WeakMap<PortalWorld, ShellScenario>();
const started = new WeakSet<Container>();

function scenario(world: PortalWorld): ShellScenario {
  let state = scenarios.get(world);
  if (!state) {
    state = { push: new InMemoryPushNotifications('default', 'granted'), settings: {}, page: new EventTarget(), views: undefined };
    scenarios.set(world, state);
  }
  return state;
}

/** The shell services in the scenario's container, as ShellServices starts them (once per container). */
async function shell(world: PortalWorld): Promise<Container> {
  const { container } = world;
  const state = scenario(world);
  if (started.has(container)) return container;
  // What the memory mode binds (src/app/modes/memory-mode.ts), when it does not yet.
  if (!container.isBound(ShellModulesLoader)) container.bind(ShellModulesLoader).toConstantValue(() => import('@/shell/shell.memory.modules').then((m) => m.shellMemoryModules));
  await ensureShellModules(container);
  container.rebind(PushNotifications).toConstantValue(state.push);
  // Read before rebinding: a rebind unbinds first.
  const settings = { ...container.get(ShellSettingsToken), ...state.settings };
  container.rebind(ShellSettingsToken).toConstantValue(settings);
  started.add(container);
  return container;
}

/**
 * The signed-in customer as the signed-in layout knows them: after a reload the token survives,
 * the customer does not, and the layout loads them (ShellServices mounts only then).
 */
async function knownCustomer(world: PortalWorld) {
  if (!world.session.isSignedIn) return undefined;
  return world.session.customer ?? (await world.container.get(LoadCurrentCustomer).execute());
}

/** ShellServices mounted for the signed-in customer: the scrubber knows them, the page's errors are heard. */
async function servicesFor(world: PortalWorld): Promise<Container> {
  const container = await shell(world);
  const customer = await knownCustomer(world);
  assert.ok(customer, 'Sign in first: the shell services start once the customer is known');
  container.get(CurrentShellCustomer).set(customer);
  container.get(ErrorReporter).setCustomer(customer.guid);
  listenForPageErrors(scenario(world).page, container.get(ReportingErrors));
  return container;
}

/** The notice and the cookie popup as ShellServices shows them for the current container. */
async function views(world: PortalWorld) {
  const container = await servicesFor(world);
  const state = scenario(world);
  if (state.views?.container !== container) {
    const notice = container.get(PayoutNoticeViewModel);
    notice.showFor(world.me.guid);
    state.views = { container, notice, cookies: container.get(CookiePopupViewModel) };
  }
  return state.views;
}

/** Gives the reporter's sends (promises) their turn, and Sentry's its envelopes'. */
const flush = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Sentry.flush(2_000);
};

/** A Sentry event as the steps read it: its type (an AppError's own), source, message, error code, details, user. */
interface ReadReport {
  readonly type: string | undefined;
  readonly source: string | undefined;
  readonly message: string | undefined;
  readonly code: string | undefined;
  readonly details: unknown;
  readonly user: Event['user'];
}

const reports = (world: PortalWorld): readonly ReadReport[] =>
  envelopeItemsAtDesk(world.sandbox, 'event').map((item) => {
    const event = item.payload as Event;
    const exception = event.exception?.values?.at(-1);
    return {
      type: event.tags?.error_type !== undefined ? String(event.tags.error_type) : exception?.type,
      source: event.tags?.source !== undefined ? String(event.tags.source) : undefined,
      message: exception?.value ?? event.message,
      code: event.tags?.error_code !== undefined ? String(event.tags.error_code) : undefined,
      details: event.contexts?.details,
      user: event.user,
    };
  });
const lastReport = (world: PortalWorld): ReadReport => {
  const last = reports(world).at(-1);
  assert.ok(last, 'No report was recorded');
  return last;
};

/** "<my token>" and "<my e-mail>" in a step's text, as this scenario's values. */
function mine(world: PortalWorld, text: string): string {
  const token = world.session.token();
  assert.ok(token, 'Not signed in: no token');
  return text.replaceAll('<my token>', token).replaceAll('<my e-mail>', world.me.email);
}

const pathOf = (value: unknown, path: string): unknown => path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], value);

// ---- settings and sampling -------------------------------------------------------------------

Given('the portal’s clock shows {string}', function (this: PortalWorld, day: string) {
  this.clock.at = Date.parse(`${day}T12:00:00Z`);
  assert.ok(Number.isFinite(this.clock.at), `Not a day: ${day}`);
});

Given('the {string} notice is active until {string}', function (this: PortalWorld, _name: string, day: string) {
  assert.ok(!started.has(this.container), 'Set the notice’s day before the shell services start');
  scenario(this).settings.newPayoutCardUntil = day;
});

Given('the custom cookie popup is switched on', function (this: PortalWorld) {
  assert.ok(!started.has(this.container), 'Switch the option before the shell services start');
  scenario(this).settings.customCookiePopup = true;
});

Given('the sampling rates are traces {float}, session replays {float}, replays on error {float}', function (this: PortalWorld, traces: number, replaysSession: number, replaysOnError: number) {
  assert.ok(!started.has(this.container), 'Set the rates before the shell services start');
  const state = scenario(this);
  const sentry = state.settings.sentry ?? { dsn: 'http://sandboxpublickey@sentry.sandbox.invalid/4242', environment: 'sandbox', release: 'test' };
  state.settings.sentry = { ...sentry, tracesSampleRate: traces, replaysSessionSampleRate: replaysSession, replaysOnErrorSampleRate: replaysOnError };
});

Given('the shell services have started for me', async function (this: PortalWorld) {
  await servicesFor(this);
});

// ---- error reporting --------------------------------------------------------------------------

When('the page throws an error naming my e-mail, my name and my token', async function (this: PortalWorld) {
  await servicesFor(this);
  const { firstName, lastName, email } = this.me;
  const error = new Error(`${firstName} ${lastName} <${email}> could not load the wallet with ${this.session.token()}`);
  scenario(this).page.dispatchEvent(Object.assign(new Event('error'), { error, message: error.message, filename: `https://portal.test/assets/wallet.js?token=${this.session.token()}`, lineno: 1, colno: 99 }));
  await flush();
});

When('the page throws the error {string} {int} time(s)', async function (this: PortalWorld, message: string, times: number) {
  await servicesFor(this);
  for (let i = 0; i < times; i += 1) {
    const error = new Error(message);
    scenario(this).page.dispatchEvent(Object.assign(new Event('error'), { error, message }));
  }
  await flush();
});

When('a promise of the page is rejected with {string}', async function (this: PortalWorld, message: string) {
  await servicesFor(this);
  scenario(this).page.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error(mine(this, message)) }));
  await flush();
});

When('a page’s error boundary catches a {string} error with the error code {string}', async function (this: PortalWorld, type: string, code: string) {
  await servicesFor(this);
  reportCaughtError({ error: new AppError(type, `${type} on the wallet of ${this.me.email}`, { requestId: code, status: 504 }), source: 'error-boundary', componentStack: '\n    at WalletPage' });
  await flush();
});

When('a request to {string} fails with the headers:', async function (this: PortalWorld, address: string, table: DataTable) {
  const container = await servicesFor(this);
  const headers = Object.fromEntries(table.raw().map(([name = '', value = '']) => [name, mine(this, value)]));
  container.get(ReportingErrors).report(new AppError('Timeout', 'The request timed out', { requestId: 'rid-7' }), {
    source: 'manual',
    details: { request: { method: 'GET', url: mine(this, address), headers } },
  });
  await flush();
});

Then('the error-reporting service recorded {int} report(s)', function (this: PortalWorld, count: number) {
  assert.equal(reports(this).length, count, JSON.stringify(reports(this).map((r) => r.message)));
});

Then('the last report is a(n) {string} from {string}', function (this: PortalWorld, type: string, source: string) {
  assert.deepEqual({ type: lastReport(this).type, source: lastReport(this).source }, { type, source });
});

Then('the last report carries the error code {string}', function (this: PortalWorld, code: string) {
  assert.equal(lastReport(this).code, code);
});

Then('the last report’s message is {string}', function (this: PortalWorld, message: string) {
  assert.equal(lastReport(this).message, message);
});

Then('the last report’s details read:', function (this: PortalWorld, table: DataTable) {
  const details = lastReport(this).details;
  for (const [path = '', expected = ''] of table.raw()) assert.equal(pathOf(details, path), expected, path);
});

Then('no report holds my e-mail, my names or my token', function (this: PortalWorld) {
  const text = JSON.stringify(reports(this));
  assert.ok(reports(this).length > 0, 'No report was recorded');
  for (const secret of [this.me.email, encodeURIComponent(this.me.email), this.me.firstName, this.me.lastName, ...this.issuedTokens]) {
    assert.ok(!text.toLowerCase().includes(secret.toLowerCase()), `A report holds "${secret}": ${text}`);
  }
});

Then('the last report names me by my id alone', function (this: PortalWorld) {
  assert.deepEqual(lastReport(this).user, { id: this.me.guid });
});

Then('Sentry samples traces at {float}, session replays at {float} and replays on error at {float}', async function (this: PortalWorld, traces: number, replaysSession: number, replaysOnError: number) {
  const options = Sentry.getClient()?.getOptions() as Sentry.BrowserOptions | undefined;
  assert.ok(options, 'Sentry was not started');
  // The session-replay draw is the reporter's own, made with the settings' rate before the replay
  // chunk is loaded (Sentry is told its outcome: src/shell/adapters/sentry-error-reporter.ts).
  const settings = (await shell(this)).get(ShellSettingsToken).sentry;
  assert.deepEqual(
    { traces: options.tracesSampleRate, replaysSession: settings?.replaysSessionSampleRate, replaysOnError: options.replaysOnErrorSampleRate },
    { traces, replaysSession, replaysOnError },
  );
});

// ---- the push prompt ----------------------------------------------------------------------------

Given('my browser has not decided about notifications', function (this: PortalWorld) {
  scenario(this).push.now = 'default';
});

Given('my browser has {word} notifications', function (this: PortalWorld, decision: string) {
  assert.ok(decision === 'granted' || decision === 'denied', `granted or denied, not ${decision}`);
  scenario(this).push.now = decision;
});

/** The push prompt, mounted in the signed-in layout: it sees every location the router shows. */
async function prompt(world: PortalWorld): Promise<PushPromptViewModel> {
  return (await shell(world)).get(PushPromptViewModel);
}

/**
 * After every step of a push-prompt scenario, the prompt sees the location as the PushPrompt's
 * effect does after each navigation, and considers asking (the browser's delay apart).
 */
AfterStep({ tags: '@shell-push' }, async function (this: PortalWorld) {
  if (!this.hasRouter) return;
  const model = await prompt(this);
  // The rules themselves refuse a visitor who is not signed in, or not known yet.
  if (model.seen(this.router.locationKey)) model.consider({ customerKnown: (await knownCustomer(this)) !== undefined });
});

Then('the notification permission dialog is not shown', async function (this: PortalWorld) {
  assert.equal((await prompt(this)).open, false);
});

Then('the notification permission dialog asks {string}', async function (this: PortalWorld, title: string) {
  assert.equal((await prompt(this)).open, true, 'The dialog is not shown');
  assert.equal(shellServicesEn.push.title, title);
});

When('I answer {string} to the notification permission dialog', async function (this: PortalWorld, answer: string) {
  const model = await prompt(this);
  assert.equal(model.open, true, 'The dialog is not shown');
  if (answer === shellServicesEn.push.notNow) model.notNow();
  else if (answer === shellServicesEn.push.allow) await model.allow();
  else assert.fail(`The dialog has no "${answer}"`);
});

When('my browser will answer {word} when asked', function (this: PortalWorld, answer: string) {
  assert.ok(answer === 'granted' || answer === 'denied' || answer === 'default', answer);
  scenario(this).push.answer = answer;
});

When('I close the notification permission dialog', async function (this: PortalWorld) {
  (await prompt(this)).dismiss();
});

Then('my browser was asked {int} time(s)', function (this: PortalWorld, times: number) {
  assert.equal(scenario(this).push.requests, times);
});

// ---- notices ----------------------------------------------------------------------------------

Then('the {string} notice is shown', async function (this: PortalWorld, _name: string) {
  assert.equal((await views(this)).notice.visible, true);
});

Then('the {string} notice is not shown', async function (this: PortalWorld, _name: string) {
  assert.equal((await views(this)).notice.visible, false);
});

When('I press {string} on the {string} notice', async function (this: PortalWorld, button: string, _name: string) {
  assert.equal(button, shellServicesEn.payoutNotice.gotIt);
  const { notice } = await views(this);
  assert.equal(notice.visible, true, 'The notice is not shown');
  notice.gotIt();
});

When('another customer, from {country}, signs in on this browser', async function (this: PortalWorld, country: SourceCountry) {
  this.customer = customerFrom(this.sandbox, country);
  this.reload();
  await this.signInDirectly();
});

Then('the cookie popup is shown', async function (this: PortalWorld) {
  assert.equal((await views(this)).cookies.visible, true);
});

Then('the cookie popup is not shown', async function (this: PortalWorld) {
  assert.equal((await views(this)).cookies.visible, false);
});

When('I choose {string} in the cookie popup', async function (this: PortalWorld, choice: string) {
  const { cookies } = await views(this);
  assert.equal(cookies.visible, true, 'The cookie popup is not shown');
  if (choice === shellServicesEn.cookies.accept) cookies.choose('all');
  else if (choice === shellServicesEn.cookies.necessary) cookies.choose('necessary');
  else assert.fail(`The cookie popup has no "${choice}"`);
});

// ---- the browser's storage ------------------------------------------------------------------------

Then('the browser’s local storage holds {string} as {string}', function (this: PortalWorld, key: string, value: string) {
  assert.equal(this.storage.getItem(key), value);
});

Then('the browser’s local storage holds no {string}', function (this: PortalWorld, key: string) {
  assert.equal(this.storage.getItem(key), null);
});

Then('the browser’s local storage names no customer', function (this: PortalWorld) {
  const stored = [NEW_PAYOUT_NOTICE_KEY, COOKIE_POPUP_KEY].map((key) => this.storage.getItem(key) ?? '').join(' ');
  assert.ok(stored.length > 0, 'Nothing was remembered');
  for (const value of [this.me.guid, String(this.me.id), this.me.email]) assert.ok(!stored.includes(value), `Storage names the customer: ${stored}`);
});
