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
import { openBlockedDialogIfNeeded, VerificationLauncher, type LaunchResult } from '@/kyc/application/verification-launcher';
import type { VerificationProfile } from '@/kyc/domain/verification-profile';
import { parseVerificationStatus, type DocumentScreen, type VerificationStatus } from '@/kyc/domain/verification-status';
import { PORTAL_ORIGIN, type PortalWorld } from '../support/world';

// Where identity verification shows (features/kyc-shell): the provider per country, the launcher,
// the blocked dialog, the profile menu. The shell's services load into the scenario's container
// as the app loads them (ensureKycShell).

interface ShellState {
  status?: VerificationStatus;
  launch?: Promise<LaunchResult>;
  startupError?: string;
}
const states = new WeakMap<PortalWorld, ShellState>();
const state = (world: PortalWorld): ShellState => {
  let s = states.get(world);
  if (!s) states.set(world, (s = {}));
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

function launcher(world: PortalWorld): VerificationLauncher {
  ensureKycShell(world.container);
  return world.container.get(VerificationLauncher);
}

/** The profile user/get answers in a status (the sandbox's document request for it). */
function profileIn(status: VerificationStatus): VerificationProfile {
  const screen: DocumentScreen | null = status === 'RequestId' ? 'id' : status === 'RequestAddress' ? 'address' : status === 'RequestProofOfSourceOfFunds' ? 'funds' : null;
  const document = screen === 'id' ? 'ID' : screen === 'address' ? 'ProofOfAddress' : 'ProofOfIncome';
  return {
    customerId: 1,
    guid: 'guid-1',
    country: 'SE',
    status,
    internalStatus: status,
    twoPlusTwoResult: 'Verified',
    watchlistResult: 'Verified',
    documentRequest: screen ? { screen, document, optional: false } : null,
    nextDocumentRequest: null,
    limit: null,
    remitter: null,
  };
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


Then(/^my (ID document|proof of address|proof of source of funds) is captured with the "(\w+)" flow$/, function (this: PortalWorld, document: string, flow: string) {
  ensureKycShell(this.container);
  assert.equal(this.container.get(IdentityProviderChooser).flowFor(this.me.country, screenNamed(document)), flow);
});

Given('I am in the verification status {word}', function (this: PortalWorld, status: string) {
  state(this).status = parseVerificationStatus(status);
});

When('send money checks whether I may create a transfer', function (this: PortalWorld) {
  const status = state(this).status;
  assert.ok(status, 'No status: start with "Given I am in the verification status …"');
  state(this).launch = openBlockedDialogIfNeeded(launcher(this), status) ?? undefined;
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

Then('no blocked dialog opens', function (this: PortalWorld) {
  assert.equal(state(this).launch, undefined);
  assert.equal(launcher(this).view, null);
});

When('I choose to upload a document in the blocked dialog', function (this: PortalWorld) {
  const view = launcher(this).view;
  assert.ok(view?.kind === 'blocked' && blockedDialogView(view.status).upload, 'the blocked dialog offers no upload');
  launcher(this).continueWithUpload();
});

Then('the upload dialog opens inside send money', function (this: PortalWorld) {
  assert.deepEqual(launcher(this).view, { kind: 'upload', id: 2, request: undefined, inSendMoney: true });
});

When('I close the blocked dialog', function (this: PortalWorld) {
  launcher(this).finish();
});

Then('no verification dialog is open', function (this: PortalWorld) {
  assert.equal(launcher(this).view, null);
});

Then("send money's check ended {string}", async function (this: PortalWorld, kind: string) {
  assert.deepEqual(await state(this).launch, { kind });
});

function menuUpload(world: PortalWorld): DocumentScreen | null {
  const status = state(world).status;
  assert.ok(status, 'No status: start with "Given I am in the verification status …"');
  return accountItems(profileIn(status)).upload?.screen ?? null;
}

Then('the profile menu has no upload item', function (this: PortalWorld) {
  assert.equal(menuUpload(this), null);
});

Then(/^the profile menu offers to upload (an ID document|a proof of address|a proof of source of funds)$/, function (this: PortalWorld, document: string) {
  assert.equal(menuUpload(this), screenNamed(document));
});

Then('the status badge is {string}', function (this: PortalWorld, badge: string) {
  const status = state(this).status;
  assert.ok(status);
  assert.equal(accountItems(profileIn(status)).badge ?? 'none', badge);
});

When('I choose "Upload document" in the profile menu', function (this: PortalWorld) {
  const status = state(this).status;
  assert.ok(status);
  const { upload } = accountItems(profileIn(status));
  assert.ok(upload, 'the profile menu has no upload item');
  state(this).launch = launcher(this).open(upload);
});

Then(/^the upload dialog opens for (an ID document|a proof of address|a proof of source of funds), outside send money$/, function (this: PortalWorld, document: string) {
  const view = launcher(this).view;
  assert.ok(view?.kind === 'upload');
  assert.equal(view.request?.screen, screenNamed(document));
  assert.equal(view.inSendMoney, false);
});
