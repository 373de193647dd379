import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { HandoffGateway, type HandoffClaim } from '@/kyc/application/handoff-ports';
import { TabClaimKeeper } from '@/kyc/application/tab-claim-keeper';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { HANDOFF_POLL_MS, HandoffViewModel, type Every } from '@/kyc/ui/handoff/handoff-view-model';
import { PhoneClaimViewModel, handoffLinkOf } from '@/kyc/ui/handoff/phone-claim-view-model';
import { VerificationGateway, type ManualUpload } from '@/kyc/application/ports';
import { ensureKycModules } from '@/kyc/kyc-loader';
import { handoffsOf } from '@/sandbox/world/handoff-desk';
import { jpegBytes } from '../../tests/support/kyc-files';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { isAppError } from '@/shared/kernel/app-error';
import { Clock } from '@/shared/kernel/clock';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { WalletGateway } from '@/wallet/application/ports';
import { PORTAL_ORIGIN, type PortalWorld } from '../support/world';

/** The scenario's hand-off: the computer's flow, the phones that opened a link. */
interface HandoffScene {
  desktop?: HandoffViewModel;
  outcome?: 'submitted' | 'closed';
  phone?: PhoneClaimViewModel;
  claim?: HandoffClaim;
  /** My phone: one portal (its tab's storage) across its reloads, and the link it opened. */
  myPhone?: { container: Container; search: string };
}
const scenes = new WeakMap<PortalWorld, HandoffScene>();
const scene = (world: PortalWorld): HandoffScene => {
  let s = scenes.get(world);
  if (!s) scenes.set(world, (s = {}));
  return s;
};

/** A phone: a fresh portal (its own container, storage, nobody signed in) over the same back office. */
function phonePortal(world: PortalWorld): Container {
  const { container } = buildContainer({
    config: readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, PORTAL_ORIGIN),
    mode: memoryMode(world.sandbox),
    platform: platformModule(new MemoryStorage(), new RecordingAnalytics(), undefined, new MemoryCookieDocument()),
  });
  container.rebind(Clock).toConstantValue(world.clock);
  return container;
}

/** The flow's 2-second checks run on the scenario's clock (time-steps tick once a second). */
function scenarioEvery(world: PortalWorld): Every {
  return (ms, tick) => {
    assert.equal(ms, HANDOFF_POLL_MS);
    let elapsed = 0;
    let stopped = false;
    world.tickers.push(async () => {
      if (stopped) return;
      elapsed += 1000;
      if (elapsed % ms === 0) tick();
      await new Promise((r) => setTimeout(r, 0));
    });
    return () => {
      stopped = true;
    };
  };
}

const desktop = (world: PortalWorld): HandoffViewModel => {
  const d = scene(world).desktop;
  if (!d) throw new Error('Start with: When I continue on my phone');
  return d;
};

async function openOnPhone(world: PortalWorld, search: string, portal: Container = phonePortal(world)): Promise<PhoneClaimViewModel> {
  // The hand-off's port comes with identity verification's modules, as on /verification.
  await ensureKycModules(portal);
  const phone = new PhoneClaimViewModel(portal.get(HandoffGateway), handoffLinkOf(search), new TabClaimKeeper(portal.get(TabStorageToken)), portal.get(Clock));
  phone.start();
  await new Promise((r) => setTimeout(r, 0));
  scene(world).phone = phone;
  if (phone.claim) scene(world).claim = phone.claim;
  return phone;
}

const linkSearch = (world: PortalWorld) => desktop(world).issued!.path.replace(/^\/verification/, '');

When('I continue on my phone', async function (this: PortalWorld) {
  const s = scene(this);
  await ensureKycModules(this.container);
  s.desktop = new HandoffViewModel(this.container.get(HandoffGateway), this.container.get(Clock), scenarioEvery(this));
  await s.desktop.issue();
  assert.equal(s.desktop.phase, 'waiting', `the hand-off did not start: ${s.desktop.error?.type}`);
});

When('I ask my computer for a new code', async function (this: PortalWorld) {
  await desktop(this).issue();
});

When('I cancel on my computer', async function (this: PortalWorld) {
  await desktop(this).cancel();
  assert.equal(desktop(this).phase, 'cancelled');
});

/** My phone opens a link in its tab (the same portal each time: a reload keeps the tab's storage). */
async function openOnMyPhone(world: PortalWorld, search: string): Promise<PhoneClaimViewModel> {
  const s = scene(world);
  const container = s.myPhone?.container ?? phonePortal(world);
  s.myPhone = { container, search };
  return openOnPhone(world, search, container);
}

When('my phone opens the link', async function (this: PortalWorld) {
  await openOnMyPhone(this, linkSearch(this));
});

When("my phone reloads the page", async function (this: PortalWorld) {
  const mine = scene(this).myPhone;
  assert.ok(mine, 'my phone has opened no link');
  await openOnMyPhone(this, mine.search);
});

Then('my phone resumed the capture it claimed, without claiming the link again', function (this: PortalWorld) {
  const phone = scene(this).phone!;
  assert.deepEqual([phone.phase, phone.resumed], ['capturing', true]);
  const claimed = handoffsOf(this.sandbox).filter((h) => h.claimedAt !== undefined);
  assert.equal(claimed.length, 1);
  assert.equal(phone.claim?.captureToken, claimed[0]!.captureToken);
});

Then('my phone says it is done and to go back to my computer', function (this: PortalWorld) {
  assert.equal(scene(this).phone!.phase, 'done');
});

When('another phone opens the same link', async function (this: PortalWorld) {
  await openOnPhone(this, linkSearch(this));
});

When('my phone opens the short link', async function (this: PortalWorld) {
  await openOnMyPhone(this, `?code=${desktop(this).issued!.shortCode}`);
});

When('a phone opens {string}', async function (this: PortalWorld, path: string) {
  await openOnPhone(this, new URL(path, PORTAL_ORIGIN).search);
});

When('I open the link in this browser', async function (this: PortalWorld) {
  await this.open(desktop(this).issued!.path);
});

/** The phone's wizard uploads with the capture token, through the portal's own in-memory gateway. */
When('my phone uploads the document', async function (this: PortalWorld) {
  const claim = scene(this).claim;
  assert.ok(claim, 'the phone has no capture token');
  const gateway = await captureGateway(this);
  const file = { name: 'document.jpg', content: new Blob([new Uint8Array(jpegBytes())], { type: 'image/jpeg' }) };
  const { screen, document } = claim.request;
  const upload: ManualUpload =
    screen === 'address' ? { screen, file } : screen === 'funds' ? { screen, files: [file] } : { screen: 'id', document: document === 'ID' || document === 'DriversLicense' ? document : 'Passport', front: file };
  await gateway.uploadManual(upload);
  // The wizard then reports the upload to the page, as its onDone does.
  const phone = scene(this).phone;
  if (phone?.phase === 'capturing') phone.finished('submitted');
});

Then('my computer shows a link to {string} with a token for Sweden', function (this: PortalWorld, path: string) {
  const issued = desktop(this).issued!;
  assert.equal(issued.path, `${path}?token=${issued.token}&country=SE`);
  assert.match(issued.token, /^[A-Za-z0-9_-]{22}$/);
});

Then('my computer shows a short code starting with {string}', function (this: PortalWorld, prefix: string) {
  assert.ok(desktop(this).issued!.shortCode.startsWith(prefix), desktop(this).issued!.shortCode);
});

Then('my computer says the code expires in {int}:{int}', function (this: PortalWorld, minutes: number, seconds: number) {
  assert.equal(desktop(this).secondsLeft(this.clock.now()), minutes * 60 + seconds);
});

Then('my computer is waiting for my phone', function (this: PortalWorld) {
  assert.equal(desktop(this).phase, 'waiting');
});

Then('my computer says the link was opened on my phone', function (this: PortalWorld) {
  assert.equal(desktop(this).phase, 'opened');
});

Then('my computer says the code has expired', function (this: PortalWorld) {
  assert.equal(desktop(this).phase, 'expired');
});

Then("my computer's flow is done with documents submitted", function (this: PortalWorld) {
  assert.equal(desktop(this).phase, 'completed');
});

Then('my phone is asked for the document {string} and greets me by my first name', function (this: PortalWorld, document: string) {
  const phone = scene(this).phone!;
  assert.equal(phone.phase, 'capturing', `the phone was refused: ${phone.error?.type}`);
  assert.equal(phone.claim!.request.document, document);
  assert.equal(phone.claim!.firstName, this.me.firstName);
});

Then('that phone is refused with {string} and offered no retry', function (this: PortalWorld, type: string) {
  const phone = scene(this).phone!;
  assert.deepEqual([phone.phase, phone.error?.type], ['refused', type]);
});

/** The phone's capture token in the portal's own adapters, as if it were a session. */
function asSession(world: PortalWorld): Container {
  const claim = scene(world).claim!;
  const container = phonePortal(world);
  container.rebind(SessionCredentials).toConstantValue({ token: () => claim.captureToken, baseUrl: () => claim.backend.baseUrl, project: () => claim.backend.project });
  return container;
}

async function refusedWith401(call: Promise<unknown>): Promise<void> {
  const outcome = await call.then(() => undefined, (error: unknown) => error);
  assert.ok(isAppError(outcome), 'the call was not refused');
  assert.deepEqual([outcome.type, outcome.status], ['AccessDenied', 401]);
}

Then("the phone's capture token is refused for my wallet balance", async function (this: PortalWorld) {
  await refusedWith401(asSession(this).get(WalletGateway).balance());
});

Then("the phone's capture token is refused for a new hand-off", async function (this: PortalWorld) {
  const container = asSession(this);
  await ensureKycModules(container);
  await refusedWith401(container.get(HandoffGateway).issue());
});

const aJpeg = () => ({ name: 'document.jpg', content: new Blob([new Uint8Array(jpegBytes())], { type: 'image/jpeg' }) });

/** The upload service the phone's wizard uses, in the capture container. */
async function captureGateway(world: PortalWorld): Promise<VerificationGateway> {
  const container = asSession(world);
  await ensureKycModules(container);
  return container.get(VerificationGateway);
}

Then("the phone's capture token is refused for uploading a passport", async function (this: PortalWorld) {
  await refusedWith401((await captureGateway(this)).uploadManual({ screen: 'id', document: 'Passport', front: aJpeg() }));
});

Then("the phone's capture token is refused for uploading the document again", async function (this: PortalWorld) {
  const { screen } = scene(this).claim!.request;
  assert.equal(screen, 'address', 'this step uploads a proof of address again');
  await refusedWith401((await captureGateway(this)).uploadManual({ screen: 'address', file: aJpeg() }));
});

Then('I stay on the link on {string}', function (this: PortalWorld, path: string) {
  assert.equal(this.router.location, desktop(this).issued!.path);
  assert.ok(this.router.location.startsWith(`${path}?`));
});
