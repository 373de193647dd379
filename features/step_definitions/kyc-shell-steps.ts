import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { readConfig } from '@/app/config';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { buildContainer } from '@/app/container';
import { ensureKycShell } from '@/app/kyc-composition';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { IdentityProviderChooser } from '@/kyc/application/identity-provider-chooser';
import { accountItems, blockedDialogView } from '@/kyc/application/shell-views';
import { checkTransferCreation, VerificationLauncher, type LaunchResult, type TransferCheck } from '@/kyc/application/verification-launcher';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import { profileSourceOf, VerificationSession } from '@/kyc/application/verification-session';
import { parseVerificationStatus, type DocumentScreen } from '@/kyc/domain/verification-status';
import type { SourceCountry } from '@/sandbox/world/customers';
import { setVerificationStatus } from '@/sandbox/world/verification-status-control';
import { customerFrom } from '../support/sandbox-customers';
import { PORTAL_ORIGIN, type PortalWorld } from '../support/world';

// Where identity verification shows (features/kyc-shell): the provider per country, the launcher,
// the blocked dialog, the profile menu. The shell's services load into the scenario's container
// as the app loads them (ensureKycShell).

interface ShellState {
  check?: Promise<TransferCheck>;
  launch?: Promise<LaunchResult>;
  session?: VerificationSession;
  results: LaunchResult[];
  startupError?: string;
}
const states = new WeakMap<PortalWorld, ShellState>();
const state = (world: PortalWorld): ShellState => {
  let s = states.get(world);
  if (!s) states.set(world, (s = { results: [] }));
  return s;
};

const DOCUMENTS: Readonly<Record<string, DocumentScreen>> = {
  'ID document': 'id',
  'an ID document': 'id',
  'proof of address': 'address',
  'a proof of address': 'address',
  'proof of source of funds': 'funds',
  'a proof of source of funds': 'funds',
};
const screenNamed = (name: string): DocumentScreen => {
  const screen = DOCUMENTS[name];
  if (!screen) throw new Error(`Unknown document: ${name}`);
  return screen;
};

/** The shell's launcher (after `await ensureKycShell`, as the app's screens do). */
const launcher = (world: PortalWorld): VerificationLauncher => world.container.get(VerificationLauncher);
const store = (world: PortalWorld): VerificationProfileStore => world.container.get(VerificationProfileStore);

/** Sets my status in the back office (POST /sandbox/control/verification-status does the same). */
function setMyStatus(world: PortalWorld, status: string): void {
  const changed = setVerificationStatus(world.sandbox, { email: world.me.email, country: world.me.country, status });
  if (typeof changed === 'string') throw new Error(changed);
}

const configure = (defaultProvider: string, byCountry: string) =>
  readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true', VITE_IDENTITY_PROVIDER: defaultProvider, VITE_IDENTITY_PROVIDER_BY_COUNTRY: byCountry }, PORTAL_ORIGIN);

Given('the portal is configured with the identity provider {string} and {string} per country', function (this: PortalWorld, fallback: string, byCountry: string) {
  this.container = buildContainer({
    config: configure(fallback, byCountry),
    mode: memoryMode(this.sandbox),
    platform: platformModule(this.storage, this.analytics, undefined, this.cookies),
  }).container;
});

When('the portal starts with the identity provider {string} and {string} per country', function (this: PortalWorld, fallback: string, byCountry: string) {
  try {
    configure(fallback, byCountry);
  } catch (error) {
    state(this).startupError = (error as Error).message;
  }
});

Then('start-up stops with {string}', function (this: PortalWorld, message: string) {
  assert.equal(state(this).startupError, message);
});


Then(/^my (ID document|proof of address|proof of source of funds) is captured with the "(\w+)" flow$/, async function (this: PortalWorld, document: string, flow: string) {
  await ensureKycShell(this.container);
  assert.equal(this.container.get(IdentityProviderChooser).flowFor(this.me.country, screenNamed(document)), flow);
});

Given('I am signed in as a customer from {country} in the verification status {word}', async function (this: PortalWorld, country: SourceCountry, status: string) {
  this.customer = customerFrom(this.sandbox, country);
  setMyStatus(this, parseVerificationStatus(status));
  await this.signInDirectly();
  await ensureKycShell(this.container);
});

Given('the back office sets my verification status to {word}', function (this: PortalWorld, status: string) {
  setMyStatus(this, parseVerificationStatus(status));
});

When('I open send money', async function (this: PortalWorld) {
  const check = checkTransferCreation(store(this), launcher(this));
  state(this).check = check;
  // Until the status is read and either nothing blocks or the blocked dialog is open.
  await Promise.race([check, until(() => launcher(this).view !== null)]);
});

Then('the blocked dialog shows the {string} title and text', function (this: PortalWorld, key: string) {
  const view = launcher(this).view;
  assert.equal(view?.kind, 'blocked');
  assert.equal(view.kind === 'blocked' && blockedDialogView(view.status).key, key);
});

Then(/^the blocked dialog (offers|does not offer) to upload a document$/, function (this: PortalWorld, offers: string) {
  const view = launcher(this).view;
  assert.ok(view?.kind === 'blocked', 'the blocked dialog is not open');
  assert.equal(blockedDialogView(view.status).upload, offers === 'offers');
});

Then('no blocked dialog opens and I may create a transfer', async function (this: PortalWorld) {
  assert.equal(launcher(this).view, null);
  assert.equal(await state(this).check, 'allowed');
});

When('I choose to upload a document in the blocked dialog', function (this: PortalWorld) {
  const view = launcher(this).view;
  assert.ok(view?.kind === 'blocked' && blockedDialogView(view.status).upload, 'the blocked dialog offers no upload');
  launcher(this).continueWithUpload();
});

Then('the upload dialog opens inside send money', function (this: PortalWorld) {
  assert.deepEqual(launcher(this).view && { ...launcher(this).view, id: 0 }, { kind: 'upload', id: 0, request: undefined, inSendMoney: true });
});

When('I send the document asked for and the back office sets my status to {word}', async function (this: PortalWorld, status: string) {
  const view = launcher(this).view;
  assert.ok(view?.kind === 'upload', 'the upload dialog is not open');
  const session = new VerificationSession(profileSourceOf(store(this)), this.container.get(IdentityProviderChooser), view.request, (r) => launcher(this).finish(r));
  state(this).session = session;
  await session.start();
  setMyStatus(this, parseVerificationStatus(status));
  await session.flowDone({ kind: 'submitted' });
  session.acknowledge();
});

When('I close the blocked dialog', function (this: PortalWorld) {
  launcher(this).finish();
});

Then('no verification dialog is open', function (this: PortalWorld) {
  assert.equal(launcher(this).view, null);
});

Then("send money's check ends {string}", async function (this: PortalWorld, outcome: string) {
  assert.equal(await state(this).check, outcome);
});

async function menu(world: PortalWorld) {
  return accountItems(await store(world).load());
}

Then('the profile menu has no upload item', async function (this: PortalWorld) {
  assert.equal((await menu(this)).upload, null);
});

Then(/^the profile menu offers to upload (an ID document|a proof of address|a proof of source of funds)$/, async function (this: PortalWorld, document: string) {
  assert.equal((await menu(this)).upload?.screen, screenNamed(document));
});

Then('the status badge is {string}', async function (this: PortalWorld, badge: string) {
  assert.equal((await menu(this)).badge ?? 'none', badge);
});

When('I choose "Upload document" in the profile menu', async function (this: PortalWorld) {
  const { upload } = await menu(this);
  assert.ok(upload, 'the profile menu has no upload item');
  state(this).launch = launcher(this).open(upload);
});

Then(/^the upload dialog opens for (an ID document|a proof of address|a proof of source of funds), outside send money$/, function (this: PortalWorld, document: string) {
  const view = launcher(this).view;
  assert.ok(view?.kind === 'upload');
  assert.equal(view.request?.screen, screenNamed(document));
  assert.equal(view.inSendMoney, false);
});

/** Waits (a few turns of the event loop) until the condition holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !condition(); turn += 1) await new Promise((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error('Timed out waiting for the portal');
}

// ---- The launcher's outcomes: the upload dialog's session (what the flow reports -> which dialog).

When('I open the upload dialog from the profile menu', async function (this: PortalWorld) {
  const { upload } = await menu(this);
  assert.ok(upload, 'the profile menu has no upload item');
  state(this).launch = launcher(this).open(upload);
  const session = new VerificationSession(profileSourceOf(store(this)), this.container.get(IdentityProviderChooser), upload, (r) => launcher(this).finish(r));
  state(this).session = session;
  await session.start();
});

function session(world: PortalWorld): VerificationSession {
  const s = state(world).session;
  if (!s) throw new Error('No upload dialog: start with "When I open the upload dialog from the profile menu"');
  return s;
}

Then('the upload dialog shows the {string} flow for {string}', function (this: PortalWorld, flow: string, document: string) {
  assert.deepEqual(
    (({ kind, ...rest }) => (kind === 'capture' ? { flow: (rest as { flow: string }).flow, screen: (rest as { request: { screen: string } }).request.screen } : { kind }))(session(this).phase),
    { flow, screen: screenNamed(document) },
  );
});

When(/^the flow reports (submitted|closed|failed)$/, async function (this: PortalWorld, kind: 'submitted' | 'closed' | 'failed') {
  await session(this).flowDone({ kind });
});

When('the flow reports submitted with the profile it got back', async function (this: PortalWorld) {
  await session(this).flowDone({ kind: 'submitted', profile: await this.container.get(VerificationProfileStore).refresh() });
});

Then('the {word} status dialog shows', function (this: PortalWorld, dialog: string) {
  const phase = session(this).phase;
  assert.equal(phase.kind === 'status' ? phase.dialog : phase.kind, dialog);
});

When('I acknowledge the status dialog', function (this: PortalWorld) {
  session(this).acknowledge();
});

Then('the launch ends {string}', async function (this: PortalWorld, kind: string) {
  const result = await state(this).launch;
  assert.equal(result?.kind, kind);
  assert.equal(launcher(this).view, null);
});

Then('the profile menu now shows the badge {string}', async function (this: PortalWorld, badge: string) {
  const profile = this.container.get(VerificationProfileStore).profile;
  assert.ok(profile, 'no profile known');
  assert.equal(accountItems(profile).badge ?? 'none', badge);
});
