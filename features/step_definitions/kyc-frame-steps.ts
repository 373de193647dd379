import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AppConfigToken } from '@/app/config-token';
import { ensureKycModules } from '@/kyc/kyc-loader';
import { KycService } from '@/kyc/application/ports';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import type { ProviderOutcome } from '@/kyc/ui/provider-flow';
import { frameFlowDependencies } from '@/kyc/ui/frame/frame-flow-dependencies';
import { FrameFlowModel } from '@/kyc/ui/frame/frame-flow-model';
import { AppError } from '@/shared/kernel/app-error';
import type { VendorMessageEvent, VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import { statusDialogAfter } from '../support/kyc-status-dialog';
import type { PortalWorld } from '../support/world';

/**
 * The identity vendor's frame flow (src/kyc/ui/frame/) through its view model, on the scenario's
 * portal in memory mode: the KYC service and the back office are the sandbox world's. The vendor's
 * page is played by the steps: it posts the vendor's protocol to the portal's window from the
 * configured vendor origin and from the frame the flow made, as src/sandbox/vendor/assets/identity.js
 * does in the browser; a stranger posts from elsewhere.
 */
interface FrameScenario {
  model: FrameFlowModel;
  outcomes: ProviderOutcome[];
  /** The portal's window: every message event reaches the listeners the flow added. */
  dispatch: (event: VendorMessageEvent) => void;
  /** The frame's window (the `source` of the vendor's messages). */
  frameWindow: object;
  vendorOrigin: string;
}

const scenarios = new WeakMap<PortalWorld, FrameScenario>();
const failingKyc = new WeakSet<PortalWorld>();

function scenario(world: PortalWorld): FrameScenario {
  const found = scenarios.get(world);
  if (!found) throw new Error("Open the flow first: When I open the identity vendor's frame flow");
  return found;
}

/** The KYC service of the scenario, failing its next start (a 500 with a request id), then itself again. */
function failOnce(kyc: KycService): KycService {
  let failed = false;
  const fail = () => {
    failed = true;
    return Promise.reject(new AppError('OpsSomethingWentWrong', 'KYC service down', { status: 500, requestId: 'req-kyc-500' }));
  };
  return {
    startIdVerification: () => (failed ? kyc.startIdVerification() : fail()),
    startDocumentVerification: (input) => (failed ? kyc.startDocumentVerification(input) : fail()),
    customer: () => kyc.customer(),
  };
}

Given('the KYC service fails once', function (this: PortalWorld) {
  failingKyc.add(this);
});

When(/^I open the identity vendor's frame flow(?: (from my profile|inside send money))?$/, async function (this: PortalWorld, where?: string) {
  await ensureKycModules(this.container);
  const profile = await this.container.get(VerificationProfileStore).load();
  const request = this.container.get(VerificationProfileStore).effectiveRequest;
  assert.ok(request, `No document is requested in status ${profile.status}`);
  const deps = frameFlowDependencies(this.container);
  const outcomes: ProviderOutcome[] = [];
  const model = new FrameFlowModel(
    failingKyc.has(this) ? { ...deps, kyc: failOnce(deps.kyc) } : deps,
    request,
    where === 'inside send money',
    (outcome) => outcomes.push(outcome),
  );
  const listeners = new Set<(event: VendorMessageEvent) => void>();
  const target: VendorMessageTarget = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const frameWindow = { name: 'vendor frame' };
  // As the view does once the frame is on the page.
  model.listen(target, { contentWindow: frameWindow });
  scenarios.set(this, {
    model,
    outcomes,
    dispatch: (event) => listeners.forEach((listener) => listener(event)),
    frameWindow,
    vendorOrigin: this.container.get(AppConfigToken).vendorOrigins[0]!,
  });
});

When('I press Next in the frame flow', async function (this: PortalWorld) {
  await scenario(this).model.start();
});

When('I try again in the frame flow', async function (this: PortalWorld) {
  await scenario(this).model.start();
});

When('I close the frame flow', function (this: PortalWorld) {
  scenario(this).model.close();
});

When('I acknowledge the error', function (this: PortalWorld) {
  scenario(this).model.acknowledgeFailure();
});

/** The vendor's page posts a message of its protocol about the session it was opened for. */
function vendorPosts(world: PortalWorld, message: Record<string, unknown>, options: { origin?: string; session?: string } = {}) {
  const s = scenario(world);
  const step = s.model.step;
  assert.equal(step.kind, 'frame', 'The vendor page is framed');
  const session = options.session ?? (step.kind === 'frame' ? step.session.reference : '');
  s.dispatch({
    origin: options.origin ?? s.vendorOrigin,
    source: s.frameWindow,
    data: { protocol: 'sandbox-idv', version: 1, session, ...message },
  });
}

When("the vendor's frame reports it is loaded", function (this: PortalWorld) {
  vendorPosts(this, { event: 'idv.loaded' });
});

When("the vendor's frame reports success", function (this: PortalWorld) {
  const step = scenario(this).model.step;
  // The sandbox's vendor page reports its session as the workflow execution.
  vendorPosts(this, { event: 'idv.success', workflowExecutionId: step.kind === 'frame' ? step.session.reference : '' });
});

When("the vendor's frame reports the error {string}", function (this: PortalWorld, code: string) {
  vendorPosts(this, { event: 'idv.error', error: { code, message: 'The document could not be verified.' } });
});

When("a page on another origin posts success in the vendor's protocol", function (this: PortalWorld) {
  const step = scenario(this).model.step;
  const reference = step.kind === 'frame' ? step.session.reference : '';
  vendorPosts(this, { event: 'idv.success', workflowExecutionId: reference }, { origin: 'http://stranger.test' });
});

When("the vendor's origin posts a message of another protocol version", function (this: PortalWorld) {
  const step = scenario(this).model.step;
  const reference = step.kind === 'frame' ? step.session.reference : '';
  vendorPosts(this, { event: 'idv.success', workflowExecutionId: reference, version: 2 });
});

When("the vendor's origin posts success for another session", function (this: PortalWorld) {
  vendorPosts(this, { event: 'idv.success', workflowExecutionId: 'sbx-kyc-wf-999999' }, { session: 'sbx-kyc-wf-999999' });
});

Then("the frame shows the vendor's page for the {string} workflow, with a spinner", function (this: PortalWorld, workflow: string) {
  const s = scenario(this);
  const step = s.model.step;
  assert.equal(step.kind, 'frame', `step ${step.kind}`);
  if (step.kind !== 'frame') return;
  assert.equal(step.loaded, false, 'the spinner shows until the page says it is loaded');
  assert.equal(step.session.workflow, workflow);
  const address = new URL(step.session.frameUrl);
  assert.equal(address.origin, s.vendorOrigin, 'the page is on the configured vendor origin');
  assert.equal(address.searchParams.get('workflow'), workflow);
  assert.equal(address.searchParams.get('session'), step.session.reference);
});

Then('the spinner stops', function (this: PortalWorld) {
  assert.deepEqual({ kind: scenario(this).model.step.kind, loaded: (scenario(this).model.step as { loaded?: boolean }).loaded }, { kind: 'frame', loaded: true });
});

Then('the frame still waits for the vendor\'s page to load', function (this: PortalWorld) {
  const s = scenario(this);
  assert.deepEqual({ kind: s.model.step.kind, loaded: (s.model.step as { loaded?: boolean }).loaded }, { kind: 'frame', loaded: false });
  assert.deepEqual(s.outcomes, []);
});

async function settled(world: PortalWorld): Promise<ProviderOutcome[]> {
  const s = scenario(world);
  for (let i = 0; i < 50 && s.outcomes.length === 0; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return s.outcomes;
}

Then('the frame flow reports the documents as submitted with the status {string}', async function (this: PortalWorld, status: string) {
  const outcomes = await settled(this);
  assert.equal(outcomes.length, 1, `outcomes: ${JSON.stringify(outcomes)}; step ${JSON.stringify(scenario(this).model.step)}`);
  const [outcome] = outcomes;
  assert.equal(outcome?.kind, 'submitted');
  assert.equal(outcome?.kind === 'submitted' ? outcome.profile?.status : undefined, status);
});

Then('the frame flow is followed by the {word} status dialog', async function (this: PortalWorld, dialog: string) {
  const [outcome] = await settled(this);
  assert.ok(outcome, 'the frame flow reported nothing');
  assert.equal(await statusDialogAfter(this, scenario(this).model.request, outcome), dialog);
});

Then('the frame flow reports that it failed', async function (this: PortalWorld) {
  assert.deepEqual(await settled(this), [{ kind: 'failed' }]);
});

Then('the frame flow reports that it was closed', async function (this: PortalWorld) {
  assert.deepEqual(await settled(this), [{ kind: 'closed' }]);
});

Then('the frame flow shows the generic error with the code {string}', function (this: PortalWorld, code: string) {
  assert.deepEqual(scenario(this).model.step, { kind: 'vendorFailed', code });
});

Then('the frame flow shows that the verification page could not be opened, with an error code', function (this: PortalWorld) {
  const step = scenario(this).model.step;
  assert.equal(step.kind, 'startFailed');
  assert.equal(step.kind === 'startFailed' ? step.error.requestId : undefined, 'req-kyc-500');
});

Then(/^the frame flow (shows|does not show) a close button$/, function (this: PortalWorld, shows: string) {
  assert.equal(scenario(this).model.closable, shows === 'shows');
});
