import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { signOutOnLogoutEvent } from '@/app/sign-out-on-logout-event';
import { VersionCheck, type VersionSource } from '@/app/version/version-check';
import type { VersionFile } from '@/app/version/version-file';
import { REGISTRATION_DRAFT_KEY } from '@/onboarding/adapters/storage-registration-draft-store';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { InMemoryAuthGateway } from '@/session/adapters/in-memory-auth-gateway';
import { DETECTED_COUNTRY_COOKIE } from '@/session/adapters/cookie-detected-country-store';
import { DetectedCountryToken } from '@/session/application/detected-country';
import { SessionTerminator } from '@/session/application/ports';
import { SignOut } from '@/session/application/sign-out';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AppError, isAppError } from '@/shared/kernel/app-error';
import { Logger, RecordingLogger } from '@/shared/kernel/logger';
import { LOGOUT_EVENT, LogoutEvents } from '@/shared/kernel/logout-events';
import { InMemoryWalletGateway } from '@/wallet/adapters/in-memory-wallet-gateway';
import { WalletSideFailureSink } from '@/wallet/application/ports';
import type { PortalWorld } from '../support/world';

/** What this step file keeps per scenario (the World is shared by every area). */
interface Lifecycle {
  logger?: RecordingLogger;
  logoutEvents: number;
  detected?: string;
  version?: { check: VersionCheck; deployed: VersionFile | Error; reads: number; own: string };
  otherTab?: Container;
}
const kept = new WeakMap<PortalWorld, Lifecycle>();
const lifecycle = (world: PortalWorld): Lifecycle => {
  let entry = kept.get(world);
  if (!entry) kept.set(world, (entry = { logoutEvents: 0 }));
  return entry;
};

/** The portal's logger, recording: rebound in the scenario's container (and again after a reload). */
function recordingLogger(world: PortalWorld): RecordingLogger {
  const entry = lifecycle(world);
  entry.logger ??= new RecordingLogger();
  world.container.rebind(Logger).toConstantValue(entry.logger);
  return entry.logger;
}

// Logout ----------------------------------------------------------------------------------------

Given('the browser keeps the preferences {string}', function (this: PortalWorld, list: string) {
  for (const pair of list.split(',').map((p) => p.trim())) {
    const [key = '', value = ''] = pair.split('=');
    this.storage.setItem(key, value);
  }
});

Given('a registration draft is kept', function (this: PortalWorld) {
  this.container.get(RegistrationDraftStore).save({ firstName: this.customer?.firstName ?? 'Ayan' } as never);
  assert.ok(this.storage.getItem(REGISTRATION_DRAFT_KEY));
});

Given('the back office fails every logout', function (this: PortalWorld) {
  // Before anything is resolved: the container's sign-out is built with these.
  recordingLogger(this);
  // The one override: the back office answers every logout with a 500.
  this.container.rebind(SessionTerminator).toConstantValue({
    logout: async () => {
      throw new AppError('OpsSomethingWentWrong', 'Something went wrong', { status: 500, requestId: 'mem-logout-500' });
    },
  });
});

Given('the portal is also open in another tab on {string}', function (this: PortalWorld, path: string) {
  lifecycle(this).otherTab = this.openAnotherTab(path);
});

When('I sign out in the other tab', async function (this: PortalWorld) {
  const other = lifecycle(this).otherTab;
  assert.ok(other, 'no other tab is open');
  this.rememberToken();
  await other.get(SignOut).execute('customer');
  if (this.hasRouter) await this.router.settle();
});

Then('the other tab was loaded afresh at {string}', function (this: PortalWorld, path: string) {
  assert.deepEqual(this.otherTabLoads, [path]);
});

Then('the back office refuses my old token with 401', async function (this: PortalWorld) {
  const token = this.issuedTokens.at(-1);
  assert.ok(token, 'no token was issued');
  const project = this.sandbox.projectOf(this.me);
  const refused = await new InMemoryAuthGateway(this.sandbox, { unauthorized: () => undefined, disabled: () => undefined })
    .currentCustomer({ baseUrl: `memory://${project}`, project }, token)
    .then(() => undefined, (error: unknown) => error);
  assert.ok(isAppError(refused), 'user/get with the old token still answers');
  assert.equal(refused.status, 401);
});

Then('the page was loaded afresh at {string}', function (this: PortalWorld, path: string) {
  // Nothing of the ended session stays in memory: the app was built anew (docs/decisions.md).
  assert.deepEqual(this.freshLoads, [path]);
});

Then('storage holds only the keys {string}', function (this: PortalWorld, list: string) {
  const expected = list.split(',').map((k) => k.trim()).sort();
  assert.deepEqual(this.storage.keys().sort(), expected);
});

Then('no registration draft remains', function (this: PortalWorld) {
  assert.equal(this.storage.getItem(REGISTRATION_DRAFT_KEY), null);
  assert.deepEqual(this.container.get(RegistrationDraftStore).load(), {});
});

Then('a failed server logout was logged', function (this: PortalWorld) {
  const entries = lifecycle(this).logger?.entries ?? [];
  assert.deepEqual(entries.map((e) => e.message), ['Server logout failed']);
  assert.ok(isAppError(entries[0]?.detail) && entries[0].detail.status === 500);
});

// Wallet-side logout event ------------------------------------------------------------------------

Given('the signed-in layout is shown', function (this: PortalWorld) {
  // What SignedInLayout subscribes while it is mounted.
  signOutOnLogoutEvent(this.container.get(LogoutEvents), this.container.get(SignOut));
});

When('a wallet-side call is refused with 401', async function (this: PortalWorld) {
  const entry = lifecycle(this);
  this.container.get(LogoutEvents).addEventListener(LOGOUT_EVENT, () => (entry.logoutEvents += 1));
  this.rememberToken();
  this.sandbox.revokeAllSessions();
  // A wallet-side adapter reports to the wallet-side sink, as every wallet-side call does.
  const walletSide = new InMemoryWalletGateway(this.sandbox, this.container.get(SessionCredentials), this.container.get(WalletSideFailureSink));
  const refused = await walletSide.balance().then(() => undefined, (error: unknown) => error);
  assert.ok(isAppError(refused) && refused.status === 401, 'the wallet-side call was not refused');
  if (this.hasRouter) await this.router.settle();
});

Then('a logout event was emitted', function (this: PortalWorld) {
  assert.equal(lifecycle(this).logoutEvents, 1);
});

// Version check ---------------------------------------------------------------------------------

Given('the portal runs version {string}', function (this: PortalWorld, own: string) {
  const entry = lifecycle(this);
  const state = { deployed: { version: own, version_update: 'minor' } as VersionFile | Error, reads: 0, own };
  const source: VersionSource = {
    read: async () => {
      state.reads += 1;
      if (state.deployed instanceof Error) throw state.deployed;
      return state.deployed;
    },
  };
  const check = new VersionCheck(source, this.clock, recordingLogger(this), own);
  entry.version = Object.assign(state, { check });
  // The watch ticks every second; each tick sees the clock as it is then (time-steps.ts).
  this.tickers.push(() => check.tick());
});

function versionOf(world: PortalWorld) {
  const version = lifecycle(world).version;
  if (!version) throw new Error('Start with: Given the portal runs version "10.56.0"');
  return version;
}

Given('version {string} is deployed as a {string} update', function (this: PortalWorld, version: string, kind: string) {
  assert.ok(kind === 'major' || kind === 'minor');
  versionOf(this).deployed = { version, version_update: kind };
});

Given('the version file cannot be read', function (this: PortalWorld) {
  versionOf(this).deployed = new Error('version.json answered 503');
});


Then('the version file has not been read', function (this: PortalWorld) {
  assert.equal(versionOf(this).reads, 0);
});

Then('the version file has been read {int} times', function (this: PortalWorld, times: number) {
  assert.equal(versionOf(this).reads, times);
});

Then('the new-version banner shows', function (this: PortalWorld) {
  assert.equal(versionOf(this).check.update, 'minor');
});

Then('the blocking new-version dialog shows', function (this: PortalWorld) {
  assert.equal(versionOf(this).check.update, 'major');
});

Then('no new-version banner or dialog shows', function (this: PortalWorld) {
  assert.equal(versionOf(this).check.update, 'none');
});

Then('a failed version check was logged', function (this: PortalWorld) {
  assert.deepEqual(lifecycle(this).logger?.entries.map((e) => e.message), ['Version check failed']);
});

// Detected country ------------------------------------------------------------------------------

Given('the detected-country cookie holds {string}', function (this: PortalWorld, code: string) {
  this.cookies.cookie = `${DETECTED_COUNTRY_COOKIE}=${code}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`;
});

When('the portal asks for the detected country', async function (this: PortalWorld) {
  lifecycle(this).detected = await this.container.get(DetectedCountryToken).current();
});

Then('the detected country is {string}', function (this: PortalWorld, code: string) {
  assert.equal(lifecycle(this).detected, code);
});

Then('the detected-country cookie holds {string} for 365 days, Secure, SameSite Lax', function (this: PortalWorld, code: string) {
  assert.deepEqual(this.cookies.cookies.get(DETECTED_COUNTRY_COOKIE), {
    value: code,
    attributes: { 'max-age': String(365 * 24 * 60 * 60), path: '/', samesite: 'Lax', secure: true },
  });
});

Then('the browser keeps no other cookie', function (this: PortalWorld) {
  assert.deepEqual([...this.cookies.cookies.keys()], [DETECTED_COUNTRY_COOKIE]);
});
