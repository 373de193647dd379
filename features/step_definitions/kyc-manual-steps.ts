import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { Container } from 'inversify';
import { AppError } from '@/shared/kernel/app-error';
import { VerificationGateway, type DocumentFile, type ManualUpload, type UploadOptions } from '@/kyc/application/ports';
import { effectiveRequest, type DocumentRequest, type IdentityDocumentType } from '@/kyc/domain/verification-profile';
import type { DocumentScreen } from '@/kyc/domain/verification-status';
import type { ProviderOutcome } from '@/kyc/ui/provider-flow';
import { ensureKycModules } from '@/kyc/kyc-loader';
import { ManualUploadService } from '@/kyc/ui/manual/manual-upload-service';
import { ManualUploadViewModel, type WizardStep } from '@/kyc/ui/manual/manual-upload-view-model';
import { FOUR_MB, jpegBytes, pdfBytes, pngBytes, textBytes } from '../../tests/support/kyc-files';
import { statusDialogAfter } from '../support/kyc-status-dialog';
import type { PortalWorld } from '../support/world';

/** What the wizard sent: the upload as the gateway got it. */
interface SentUpload {
  readonly upload: ManualUpload;
}

/** One scenario's wizard: its view model, what reached the gateway and how the wizard ended. */
interface Wizard {
  readonly vm: ManualUploadViewModel;
  readonly sent: SentUpload[];
  /** The back office's status of me when the wizard opened. */
  readonly statusAtStart: string;
  outcome: ProviderOutcome | undefined;
}

const wizards = new WeakMap<PortalWorld, Wizard>();
/** Refusals the back office will answer the next uploads with (a scenario's Given). */
const refusals = new WeakMap<PortalWorld, string[]>();

function wizardOf(world: PortalWorld): Wizard {
  const wizard = wizards.get(world);
  if (!wizard) throw new Error('No wizard is open: start with When I open the manual upload wizard');
  return wizard;
}

/**
 * The wizard as the app renders it: its service resolved from a child container of the scenario's
 * portal, which overrides the verification gateway (as the phone hand-off does) with one that
 * records what is sent and can refuse an upload the way the server does, then goes on to the
 * in-memory adapter over the sandbox back office.
 */
async function openWizard(world: PortalWorld, override?: (request: DocumentRequest) => DocumentRequest): Promise<void> {
  await ensureKycModules(world.container);
  const gateway = world.container.get(VerificationGateway);
  const sent: SentUpload[] = [];
  const pending = refusals.get(world) ?? [];
  const recording: VerificationGateway = {
    profile: () => gateway.profile(),
    runProcess: (commands) => gateway.runProcess(commands),
    uploadCaptured: (documents, options) => gateway.uploadCaptured(documents, options),
    acceptedDocuments: (iso) => gateway.acceptedDocuments(iso),
    async uploadManual(upload: ManualUpload, options?: UploadOptions) {
      const refusal = pending.shift();
      if (refusal !== undefined) {
        throw new AppError('InvalidData', refusal, { status: 422, requestId: 'req-manual-1', fieldErrors: [{ field: 'scan1', type: 'InvalidData', message: refusal }] });
      }
      const profile = await gateway.uploadManual(upload, options);
      sent.push({ upload });
      return profile;
    },
  };
  const child = new Container({ parent: world.container });
  child.bind(VerificationGateway).toConstantValue(recording);
  const profile = await gateway.profile();
  const request = effectiveRequest(profile) ?? { screen: 'id', document: 'ID', optional: false };
  const vm = new ManualUploadViewModel(child.get(ManualUploadService), override ? override(request) : request);
  wizards.set(world, { vm, sent, statusAtStart: world.me.status, outcome: undefined });
}

const file = (name: string, bytes: Uint8Array): DocumentFile => ({ name, content: new Blob([bytes as Uint8Array<ArrayBuffer>]) });

const FILES: Record<string, (name: string) => DocumentFile> = {
  'a JPEG': (name) => file(name, jpegBytes()),
  'a PNG': (name) => file(name, pngBytes()),
  'a PDF': (name) => file(name, pdfBytes()),
  'a text file': (name) => file(name, textBytes()),
  'an image of 4 MB and 1 byte': (name) => file(name, jpegBytes(FOUR_MB + 1)),
  'an empty file': (name) => file(name, new Uint8Array(0)),
};

Given('the back office will refuse my next upload with {string}', function (this: PortalWorld, message: string) {
  refusals.set(this, [...(refusals.get(this) ?? []), message]);
});

When('I open the manual upload wizard', async function (this: PortalWorld) {
  await openWizard(this);
});

When('I open the manual upload wizard for an optional {string} request', async function (this: PortalWorld, screen: DocumentScreen) {
  const document = screen === 'id' ? 'ID' : screen === 'address' ? 'ProofOfAddress' : 'ProofOfIncome';
  await openWizard(this, () => ({ screen, document, optional: true }));
});

When('I choose the document type {string}', function (this: PortalWorld, type: IdentityDocumentType) {
  wizardOf(this).vm.chooseType(type);
});

When('I go on', function (this: PortalWorld) {
  const { vm } = wizardOf(this);
  assert.ok(vm.canGoNext, `Next is disabled on the "${vm.step}" step`);
  vm.next();
});

When(/^I choose (a JPEG|a PNG|a PDF|a text file|an image of 4 MB and 1 byte|an empty file) named "([^"]+)"$/, async function (this: PortalWorld, kind: string, name: string) {
  await wizardOf(this).vm.choose([FILES[kind](name)]);
});

When('I choose {int} PDFs', async function (this: PortalWorld, count: number) {
  await wizardOf(this).vm.choose(Array.from({ length: count }, (_, i) => file(`statement-${i + 1}.pdf`, pdfBytes())));
});

When('I upload the files', async function (this: PortalWorld) {
  const wizard = wizardOf(this);
  assert.ok(wizard.vm.canUpload, `Upload is disabled on the "${wizard.vm.step}" step`);
  wizard.outcome = await wizard.vm.upload();
});

When('I start the upload and cancel it', async function (this: PortalWorld) {
  const wizard = wizardOf(this);
  const running = wizard.vm.upload();
  assert.equal(wizard.vm.uploading, true);
  assert.equal(wizard.vm.canUpload, false, 'Upload stays disabled while processing');
  wizard.vm.cancel();
  wizard.outcome = await running;
});

When('I skip', function (this: PortalWorld) {
  const wizard = wizardOf(this);
  wizard.outcome = wizard.vm.skip();
});

Then('the wizard is on step {int} of {int}, {string}', function (this: PortalWorld, number: number, total: number, step: WizardStep) {
  const { vm } = wizardOf(this);
  assert.deepEqual([vm.stepNumber, vm.steps.length, vm.step], [number, total, step]);
});

Then('the wizard is on its last step', function (this: PortalWorld) {
  assert.equal(wizardOf(this).vm.isLastStep, true);
});

Then('I cannot go on yet', function (this: PortalWorld) {
  assert.equal(wizardOf(this).vm.canGoNext, false);
});

Then('I can skip', function (this: PortalWorld) {
  assert.equal(wizardOf(this).vm.canSkip, true);
});

Then('I cannot skip', function (this: PortalWorld) {
  const { vm } = wizardOf(this);
  assert.equal(vm.canSkip, false);
  assert.equal(vm.skip(), undefined);
});

Then('the wizard is closed without an upload', function (this: PortalWorld) {
  const wizard = wizardOf(this);
  assert.deepEqual(wizard.outcome, { kind: 'closed' });
  assert.equal(wizard.sent.length, 0);
});

Then(/^the step holds (\d+) files?$/, function (this: PortalWorld, count: string) {
  assert.equal(wizardOf(this).vm.current.length, Number(count));
});

Then('{string} is refused: {string}', function (this: PortalWorld, name: string, reason: string) {
  assert.deepEqual(wizardOf(this).vm.refused, [{ name, reason }]);
});

Then('nothing was sent to the back office', function (this: PortalWorld) {
  const wizard = wizardOf(this);
  assert.equal(wizard.sent.length, 0);
  assert.equal(this.me.status, wizard.statusAtStart, 'the back office status did not change');
});

Then('the back office received a {string} upload with {string}', function (this: PortalWorld, type: string, fields: string) {
  const { sent } = wizardOf(this);
  assert.equal(sent.length, 1, `${sent.length} uploads reached the back office`);
  const { upload } = sent[0];
  const received =
    upload.screen === 'id'
      ? { type: upload.document, fields: ['scan1', ...(upload.back ? ['scan2'] : []), ...(upload.selfie ? ['selfie'] : [])] }
      : upload.screen === 'address'
        ? { type: 'ProofOfAddress', fields: ['scan1'] }
        : { type: 'ProofOfIncome', fields: upload.files.map(() => 'scans[]') };
  assert.deepEqual(received, { type, fields: fields.split(',').map((f) => f.trim()) });
});

Then('the back office received a {string} upload with {int} scans', function (this: PortalWorld, type: string, count: number) {
  const { sent } = wizardOf(this);
  assert.equal(sent.length, 1);
  const { upload } = sent[0];
  assert.equal(upload.screen, 'funds');
  assert.equal(type, 'ProofOfIncome');
  if (upload.screen === 'funds') assert.equal(upload.files.length, count);
});

Then('the wizard is followed by the {word} status dialog', async function (this: PortalWorld, dialog: string) {
  const wizard = wizardOf(this);
  assert.ok(wizard.outcome, 'the wizard reported nothing');
  assert.equal(await statusDialogAfter(this, wizard.vm.request, wizard.outcome), dialog);
});

Then('the wizard is done and hands back my verification status {string}', function (this: PortalWorld, status: string) {
  const wizard = wizardOf(this);
  assert.equal(wizard.outcome?.kind, 'submitted');
  assert.equal(wizard.outcome.kind === 'submitted' ? wizard.outcome.profile?.status : undefined, status);
  assert.equal(this.me.status, status, 'the back office holds the new status');
});

Then('the upload was cancelled', function (this: PortalWorld) {
  const wizard = wizardOf(this);
  assert.equal(wizard.outcome, undefined);
  assert.equal(wizard.vm.phase, 'cancelled');
  assert.equal(wizard.vm.error, undefined);
  assert.equal(wizard.vm.canUpload, true);
});

Then('the upload failed with the server message {string}', function (this: PortalWorld, message: string) {
  const wizard = wizardOf(this);
  assert.equal(wizard.outcome, undefined);
  assert.equal(wizard.vm.phase, 'failed');
  assert.equal(wizard.vm.error?.message, message);
  assert.deepEqual(wizard.vm.error?.fieldErrors.map((e) => e.message), [message]);
  assert.equal(wizard.vm.canUpload, true, 'the upload can be retried without choosing again');
});
