import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { reaction } from 'mobx';
import { ensureKycModules } from '@/kyc/kyc-loader';
import { IDENTITY_VENDORS } from '@/kyc/kyc.core.modules';
import type { CapturedDocument, VerificationGateway } from '@/kyc/application/ports';
import { VerificationGateway as VerificationGatewayToken } from '@/kyc/application/ports';
import type { VerificationCommand } from '@/kyc/domain/verification-commands';
import type { ProviderOutcome } from '@/kyc/ui/provider-flow';
import { FakeCamera } from '@/kyc/ui/sdk/fake-camera';
import type { SdkFlowModel } from '@/kyc/ui/sdk/sdk-flow-model';
import { createSdkFlowModel } from '@/kyc/ui/sdk/sdk-flow-wiring';
import { AppError } from '@/shared/kernel/app-error';
import { statusDialogAfter } from '../support/kyc-status-dialog';
import type { PortalWorld } from '../support/world';

/**
 * The identity SDK flow (src/kyc/ui/sdk/) driven through its view model, over the app's own
 * VerificationGateway (in-memory adapters on the scenario's sandbox) and a fake camera whose
 * permission the steps set. Time passes with "N seconds pass": the flow's tick is a ticker.
 */
interface SdkScenario {
  readonly camera: FakeCamera;
  readonly uploads: CapturedDocument[][];
  readonly processes: VerificationCommand[][];
  failNextUpload: boolean;
  model?: SdkFlowModel;
  outcomes: ProviderOutcome[];
}

const scenarios = new WeakMap<PortalWorld, SdkScenario>();

function sdk(world: PortalWorld): SdkScenario {
  let scenario = scenarios.get(world);
  if (!scenario) {
    scenario = { camera: new FakeCamera(), uploads: [], processes: [], failNextUpload: false, outcomes: [] };
    scenarios.set(world, scenario);
  }
  return scenario;
}

function flow(world: PortalWorld): SdkFlowModel {
  const model = sdk(world).model;
  if (!model) throw new Error('The identity SDK flow is not open: start with When I open the identity SDK flow');
  return model;
}

/** Lets the flow's pending promises (camera, docs-info, upload) finish. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Lets an upload the step started end (the file rules' code loads with the first one), at most 5 s. */
async function uploadSettled(model: { readonly upload: string }): Promise<void> {
  await settle();
  const deadline = Date.now() + 5000;
  while (model.upload === 'sending' && Date.now() < deadline) await new Promise<void>((resolve) => setTimeout(resolve, 5));
  await settle();
}

/** The app's gateway, with what the portal uploads recorded (and one failure when the scenario asks for it). */
function recordingGateway(world: PortalWorld, scenario: SdkScenario): VerificationGateway {
  const gateway = world.container.get(VerificationGatewayToken);
  const processes = scenario.processes;
  return {
    profile: () => gateway.profile(),
    runProcess: (commands) => {
      processes.push([...commands]);
      return gateway.runProcess(commands);
    },
    uploadManual: (upload, options) => gateway.uploadManual(upload, options),
    acceptedDocuments: (isoCode) => gateway.acceptedDocuments(isoCode),
    async uploadCaptured(documents, options) {
      scenario.uploads.push([...documents]);
      if (scenario.failNextUpload) {
        scenario.failNextUpload = false;
        throw new AppError('InternalError', 'The back office failed the upload', { status: 500, requestId: 'sdk-upload-1' });
      }
      return gateway.uploadCaptured(documents, options);
    },
  };
}

Given('my camera is allowed', function (this: PortalWorld) {
  sdk(this).camera.state = 'granted';
});

Given('I will refuse the camera', function (this: PortalWorld) {
  sdk(this).camera.answer = 'block';
});

Given('the back office will fail the next document upload', function (this: PortalWorld) {
  sdk(this).failNextUpload = true;
});

When('I open the identity SDK flow', async function (this: PortalWorld) {
  const scenario = sdk(this);
  let guids = 0;
  await ensureKycModules(this.container);
  const model = createSdkFlowModel(this.container, {
    camera: scenario.camera,
    gateway: recordingGateway(this, scenario),
    newGuid: () => `sdk-guid-${++guids}`,
  });
  model.activate();
  reaction(
    () => model.outcome,
    (outcome) => outcome && scenario.outcomes.push(outcome),
  );
  scenario.model = model;
  this.tickers.push(() => model.tick());
});

When('I start the identity SDK flow', async function (this: PortalWorld) {
  flow(this).start();
  await settle();
  assert.equal(flow(this).documents.state, 'ready', `docs-info: ${flow(this).documents.error?.message ?? ''}`);
});

Then('I can choose the documents {string}', function (this: PortalWorld, list: string) {
  assert.deepEqual(
    flow(this).offered.map((d) => d.type),
    list.split(',').map((s) => s.trim()),
  );
});

When('I choose the document {string}', async function (this: PortalWorld, type: string) {
  const model = flow(this);
  model.choose(type as never);
  assert.ok(model.canContinue, `${type} is not offered`);
  model.confirmDocument();
  await settle();
});

Then('the SDK flow explains why the camera is needed', function (this: PortalWorld) {
  assert.equal(flow(this).phase, 'explain');
});

Then('the camera was not asked for yet', function (this: PortalWorld) {
  assert.deepEqual(sdk(this).camera.opened, []);
  assert.notEqual(sdk(this).camera.state, 'denied');
});

When('I allow the camera', async function (this: PortalWorld) {
  await flow(this).openCamera();
  await settle();
});

When('I turn the camera on again', async function (this: PortalWorld) {
  await flow(this).openCamera();
  await settle();
});

When("I allow the camera in the browser's settings", function (this: PortalWorld) {
  sdk(this).camera.state = 'granted';
});

Then('the camera facing {string} is on for {string}', function (this: PortalWorld, facing: string, shot: string) {
  const model = flow(this);
  assert.equal(model.step, 'capture');
  assert.equal(model.shot, shot);
  assert.equal(model.phase, 'live');
  assert.equal(model.facing, facing);
  assert.equal(sdk(this).camera.openStreams, 1, 'open camera streams');
});

When('I take a photo and use it', async function (this: PortalWorld) {
  const model = flow(this);
  if (model.phase === 'explain') await model.openCamera();
  assert.equal(model.phase, 'live', 'the camera is not on');
  await model.takePhoto();
  assert.equal(model.phase, 'preview');
  model.usePhoto();
  await uploadSettled(model);
});

Then('the SDK flow says the camera is blocked', function (this: PortalWorld) {
  assert.equal(flow(this).phase, 'denied');
});

Then('the SDK flow says the camera was turned off', function (this: PortalWorld) {
  assert.equal(flow(this).phase, 'timedOut');
});

Then('the camera permission was checked {int} times', function (this: PortalWorld, times: number) {
  // The first question was the flow's own, when the capture started.
  assert.equal(sdk(this).camera.permissionChecks - 1, times);
});

Then('every camera track is stopped', function (this: PortalWorld) {
  assert.equal(sdk(this).camera.openStreams, 0);
});

Then('the last upload held one {string} document with {string}', function (this: PortalWorld, cmd: string, files: string) {
  const last = sdk(this).uploads.at(-1);
  assert.ok(last, 'nothing was uploaded');
  assert.equal(last.length, 1);
  const [document] = last;
  assert.equal(document!.cmd, cmd);
  const sent = [document!.front && 'front_image', document!.back && 'back_image', document!.selfie && 'selfie_image'].filter(Boolean);
  assert.deepEqual(sent, files.split(',').map((s) => s.trim()));
});

Then('both uploads used the same document guid', function (this: PortalWorld) {
  const [first, second] = sdk(this).uploads;
  assert.ok(first && second, 'two uploads');
  assert.equal(second[0]!.guid, first[0]!.guid);
  assert.equal(second[0]!.front.content, first[0]!.front.content);
});

Then('the SDK flow is done with {string}', function (this: PortalWorld, kind: string) {
  assert.deepEqual(
    sdk(this).outcomes.map((o) => o.kind),
    [kind],
  );
});

Then('the SDK flow is followed by the {word} status dialog', async function (this: PortalWorld, dialog: string) {
  const [outcome] = sdk(this).outcomes;
  assert.ok(outcome, 'the SDK flow reported nothing');
  assert.equal(await statusDialogAfter(this, { screen: 'id', document: 'ID', optional: false }, outcome), dialog);
});

Then('the SDK flow shows the upload error {string}', function (this: PortalWorld, key: string) {
  const model = flow(this);
  assert.equal(model.upload, 'failed');
  assert.equal(model.uploadMessageKey, key);
  assert.equal(model.uploadError?.requestId, 'sdk-upload-1');
  assert.deepEqual(sdk(this).outcomes, []);
});

Then('the SDK flow keeps the photos {string}', function (this: PortalWorld, shots: string) {
  const model = flow(this);
  for (const shot of shots.split(',').map((s) => s.trim())) assert.ok(model.images[shot as 'front'], `the ${shot} photo`);
});

When('I try the upload again', async function (this: PortalWorld) {
  await flow(this).send();
  await uploadSettled(flow(this));
});

Then('the verification process ran for that document with the SDK vendor', function (this: PortalWorld) {
  const guid = sdk(this).uploads.at(-1)?.[0]?.guid;
  assert.ok(guid, 'nothing was uploaded');
  const documentCommands = sdk(this).processes.flat().filter((c) => c.cmd === 'document');
  assert.deepEqual(
    documentCommands.map((c) => [c.vendor, 'guid' in c ? c.guid : undefined]),
    [[IDENTITY_VENDORS.sdk, guid]],
  );
});
