import { describe, expect, it, vi } from 'vitest';
import { reaction } from 'mobx';
import { AppError } from '@/shared/kernel/app-error';
import type { AcceptedDocument, CapturedDocument, UploadOptions } from '../../application/ports';
import type { ProviderOutcome } from '../provider-flow';
import { FakeCamera, fakeStillLabel } from './fake-camera';
import { CAMERA_CHECK_INTERVAL_MS, DETECTION_TIMEOUT_MS, SdkFlowModel, type SdkFlowDependencies } from './sdk-flow-model';

const DOCUMENTS: readonly AcceptedDocument[] = [
  { type: 'Passport', name: 'Passport', backImageRequired: false, selfieRequired: true },
  { type: 'ID', name: 'National ID card', backImageRequired: true, selfieRequired: true },
  { type: 'DriversLicense', name: "Driver's licence", backImageRequired: true, selfieRequired: true },
];

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Call {
  readonly documents: readonly CapturedDocument[];
  readonly options: UploadOptions;
}

function setup(overrides: Partial<SdkFlowDependencies> = {}) {
  const camera = new FakeCamera();
  const clock = { at: 1_000_000, now() { return this.at; } };
  const calls: Call[] = [];
  let guids = 0;
  const submit = vi.fn(async (documents: readonly CapturedDocument[], options: UploadOptions) => {
    calls.push({ documents, options });
  });
  const model = new SdkFlowModel({
    camera,
    clock,
    acceptedDocuments: async () => DOCUMENTS,
    submit,
    newGuid: () => `guid-${++guids}`,
    ...overrides,
  });
  model.activate();
  const outcomes: ProviderOutcome[] = [];
  reaction(() => model.outcome, (outcome) => outcome && outcomes.push(outcome));
  /** One second of the scenario's clock. */
  const second = async () => {
    clock.at += CAMERA_CHECK_INTERVAL_MS;
    await model.tick();
    await settle();
  };
  return { model, camera, clock, calls, outcomes, submit, second };
}

async function chooseDocument(model: SdkFlowModel, type: AcceptedDocument['type']) {
  model.start();
  await settle();
  model.choose(type);
  model.confirmDocument();
  await settle();
}

async function photograph(model: SdkFlowModel) {
  if (model.phase === 'explain') await model.openCamera();
  expect(model.phase).toBe('live');
  await model.takePhoto();
  expect(model.phase).toBe('preview');
  model.usePhoto();
  await settle();
}

const text = fakeStillLabel;

describe('the identity SDK flow', () => {
  it('offers the document types docs-info gives and waits for a choice', async () => {
    const { model } = setup();
    expect(model.step).toBe('intro');
    model.start();
    expect(model.step).toBe('documents');
    await settle();
    expect(model.offered.map((d) => d.type)).toEqual(['Passport', 'ID', 'DriversLicense']);
    expect(model.canContinue).toBe(false);
    model.confirmDocument();
    expect(model.step).toBe('documents');
    model.choose('ID');
    expect(model.canContinue).toBe(true);
  });

  it('shows what failed when docs-info fails, and loads again on retry', async () => {
    const answers = [Promise.reject(new AppError('Timeout', 'slow', { requestId: 'rid-7' })), Promise.resolve(DOCUMENTS)];
    answers[0]!.catch(() => undefined);
    const { model } = setup({ acceptedDocuments: () => answers.shift()! });
    model.start();
    await settle();
    expect(model.documents.state).toBe('failed');
    expect(model.documents.error?.requestId).toBe('rid-7');
    model.start();
    await settle();
    expect(model.documents.state).toBe('ready');
  });

  it('explains why the camera is needed before the browser asks, then opens the back camera', async () => {
    const { model, camera } = setup();
    await chooseDocument(model, 'Passport');
    expect(model.phase).toBe('explain');
    expect(camera.opened).toEqual([]);
    await model.openCamera();
    expect(model.phase).toBe('live');
    expect(camera.opened).toEqual(['environment']);
  });

  it('opens the camera straight away when the permission was already given', async () => {
    const { model, camera } = setup();
    camera.state = 'granted';
    await chooseDocument(model, 'Passport');
    expect(model.phase).toBe('live');
  });

  it('captures a passport: front, then the selfie with the front camera, no back', async () => {
    const { model, camera, calls } = setup();
    await chooseDocument(model, 'Passport');
    expect(model.shots).toEqual(['front', 'selfie']);
    await photograph(model);
    expect(model.shot).toBe('selfie');
    expect(model.phase).toBe('live');
    await photograph(model);
    expect(camera.opened).toEqual(['environment', 'user']);
    expect(model.step).toBe('upload');
    await settle();
    expect(calls).toHaveLength(1);
    const [document] = calls[0]!.documents;
    expect(document).toMatchObject({ guid: 'guid-1', cmd: 'upload_passport' });
    expect(document!.back).toBeUndefined();
    expect(await text(document!.front.content)).toBe('environment camera, picture 1');
    expect(await text(document!.selfie?.content)).toBe('user camera, picture 2');
  });

  it('captures an ID card: front, back, then the selfie', async () => {
    const { model, camera, calls, outcomes } = setup();
    await chooseDocument(model, 'ID');
    expect(model.shots).toEqual(['front', 'back', 'selfie']);
    await photograph(model);
    expect(model.shot).toBe('back');
    await photograph(model);
    expect(model.shot).toBe('selfie');
    await photograph(model);
    await settle();
    expect(camera.opened).toEqual(['environment', 'environment', 'user']);
    const [document] = calls[0]!.documents;
    expect(document!.cmd).toBe('upload_id');
    expect(await text(document!.front.content)).toBe('environment camera, picture 1');
    expect(await text(document!.back?.content)).toBe('environment camera, picture 2');
    expect(await text(document!.selfie?.content)).toBe('user camera, picture 3');
    expect(outcomes).toEqual([{ kind: 'submitted' }]);
  });

  it('retake drops the photo and opens the camera again; the kept photo is the last one', async () => {
    const { model, calls } = setup();
    await chooseDocument(model, 'Passport');
    await model.openCamera();
    await model.takePhoto();
    model.retake();
    await settle();
    expect(model.phase).toBe('live');
    await model.takePhoto();
    model.usePhoto();
    await settle();
    await photograph(model);
    await settle();
    expect(await text(calls[0]!.documents[0]!.front.content)).toBe('environment camera, picture 2');
  });

  it('stops every track when a photo is taken, on going back and when the flow goes away', async () => {
    const { model, camera } = setup();
    await chooseDocument(model, 'ID');
    await model.openCamera();
    expect(camera.openStreams).toBe(1);
    await model.takePhoto();
    expect(camera.openStreams).toBe(0);
    model.retake();
    await settle();
    expect(camera.openStreams).toBe(1);
    model.back();
    expect(model.step).toBe('documents');
    expect(camera.openStreams).toBe(0);
    model.confirmDocument();
    await settle();
    expect(camera.openStreams).toBe(1);
    model.dispose();
    expect(camera.openStreams).toBe(0);
  });

  it('closes a camera that opens after the customer left the step', async () => {
    const { model, camera } = setup();
    camera.state = 'granted';
    camera.holdOpening = true;
    await chooseDocument(model, 'ID');
    model.back();
    camera.release();
    await settle();
    expect(camera.opened).toEqual(['environment']);
    expect(camera.openStreams).toBe(0);
    expect(model.stream).toBeUndefined();
  });

  it('when the permission is refused says so, re-checks every second and continues once it is given', async () => {
    const { model, camera, second } = setup();
    camera.answer = 'block';
    await chooseDocument(model, 'Passport');
    await model.openCamera();
    expect(model.phase).toBe('denied');
    const checks = vi.spyOn(camera, 'permission');
    await second();
    await second();
    expect(checks).toHaveBeenCalledTimes(2);
    expect(model.phase).toBe('denied');
    // The customer allows the camera in the browser's settings.
    camera.state = 'granted';
    await second();
    expect(model.phase).toBe('live');
    expect(camera.opened).toEqual(['environment']);
    await second();
    expect(checks).toHaveBeenCalledTimes(3);
  });

  it('a permission already refused is reported without asking the browser again', async () => {
    const { model, camera } = setup();
    camera.state = 'denied';
    const opens = vi.spyOn(camera, 'open');
    await chooseDocument(model, 'ID');
    expect(model.phase).toBe('denied');
    expect(opens).not.toHaveBeenCalled();
  });

  it('without the Permissions API a refusal waits for the Try again button', async () => {
    const { model, camera, second } = setup();
    camera.state = 'unknown';
    camera.answer = 'block';
    await chooseDocument(model, 'ID');
    expect(model.phase).toBe('explain');
    await model.openCamera();
    expect(model.phase).toBe('denied');
    // The fake turned its state to denied on refusal; a browser without the API keeps answering unknown.
    camera.state = 'unknown';
    await second();
    expect(model.phase).toBe('denied');
    camera.answer = 'allow';
    await model.openCamera();
    expect(model.phase).toBe('live');
  });

  it('a missing camera is told apart from a refusal', async () => {
    const { model, camera } = setup();
    camera.missing = true;
    await chooseDocument(model, 'ID');
    await model.openCamera();
    expect(model.phase).toBe('unavailable');
  });

  it('turns the camera off after the detection timeout and can turn it on again', async () => {
    const { model, camera, clock, second } = setup();
    camera.state = 'granted';
    await chooseDocument(model, 'Passport');
    expect(model.phase).toBe('live');
    clock.at += DETECTION_TIMEOUT_MS - 2 * CAMERA_CHECK_INTERVAL_MS;
    await second();
    expect(model.phase).toBe('live');
    await second();
    expect(model.phase).toBe('timedOut');
    expect(camera.openStreams).toBe(0);
    await model.openCamera();
    expect(model.phase).toBe('live');
    // The timeout counts again from the new start.
    await second();
    expect(model.phase).toBe('live');
  });

  it('an upload failure keeps the photos, and Try again sends the same document with the same guid', async () => {
    let fail = true;
    const sent: CapturedDocument[][] = [];
    const { model, camera, outcomes } = setup({
      submit: async (documents) => {
        sent.push([...documents]);
        if (fail) throw new AppError('InternalError', 'down', { requestId: 'rid-up' });
      },
    });
    await chooseDocument(model, 'ID');
    for (let i = 0; i < 3; i += 1) await photograph(model);
    await settle();
    expect(model.upload).toBe('failed');
    expect(model.uploadError?.requestId).toBe('rid-up');
    expect(model.uploadMessageKey).toBe('getReceiptError');
    expect(outcomes).toEqual([]);
    expect(model.images.front).toBeDefined();
    expect(model.images.back).toBeDefined();
    expect(model.images.selfie).toBeDefined();
    fail = false;
    await model.send();
    expect(outcomes).toEqual([{ kind: 'submitted' }]);
    expect(sent).toHaveLength(2);
    expect(sent[1]![0]!.guid).toBe(sent[0]![0]!.guid);
    expect(sent[1]![0]!.front.content).toBe(sent[0]![0]!.front.content);
    expect(camera.opened).toHaveLength(3);
  });

  it('a cancelled upload is not a failure and keeps the photos', async () => {
    const { model, outcomes } = setup({
      submit: (_documents, options) =>
        new Promise((_resolve, reject) => {
          options.signal?.addEventListener('abort', () => reject(new DOMException('cancelled', 'AbortError')));
        }),
    });
    await chooseDocument(model, 'Passport');
    await photograph(model);
    await photograph(model);
    expect(model.upload).toBe('sending');
    model.cancelUpload();
    await settle();
    expect(model.upload).toBe('idle');
    expect(model.uploadError).toBeUndefined();
    expect(model.images.front).toBeDefined();
    expect(outcomes).toEqual([]);
  });

  it('shows how far each photo has gone from the bytes of the whole body', async () => {
    let report: UploadOptions['onProgress'];
    const { model } = setup({
      submit: (_documents, options) => {
        report = options.onProgress;
        return new Promise(() => undefined);
      },
    });
    await chooseDocument(model, 'Passport');
    await photograph(model);
    await photograph(model);
    const [front, selfie] = model.files;
    const sum = front!.size + selfie!.size;
    report!({ loaded: front!.size / 2, total: sum });
    expect(model.fileProgress('front')).toBeCloseTo(0.5);
    expect(model.fileProgress('selfie')).toBe(0);
    report!({ loaded: sum, total: sum });
    expect(model.fileProgress('front')).toBe(1);
    expect(model.fileProgress('selfie')).toBe(1);
  });

  it('back from the upload failure shows the last photo again, kept', async () => {
    const { model } = setup({ submit: async () => Promise.reject(new AppError('InternalError', 'down')) });
    await chooseDocument(model, 'Passport');
    await photograph(model);
    await photograph(model);
    await settle();
    expect(model.upload).toBe('failed');
    model.back();
    expect(model.step).toBe('capture');
    expect(model.shot).toBe('selfie');
    expect(model.phase).toBe('preview');
    expect(model.pending).toBe(model.images.selfie);
  });

  it('a new document type starts new photos with a new guid', async () => {
    const { model, calls } = setup();
    await chooseDocument(model, 'ID');
    await photograph(model);
    model.back();
    model.back();
    expect(model.step).toBe('documents');
    model.choose('Passport');
    model.confirmDocument();
    await settle();
    expect(model.images).toEqual({});
    expect(model.phase).toBe('live');
    await photograph(model);
    await photograph(model);
    await settle();
    expect(calls[0]!.documents[0]).toMatchObject({ guid: 'guid-2', cmd: 'upload_passport' });
  });

  it('Skip closes the flow', () => {
    const { model, outcomes } = setup();
    model.close();
    expect(outcomes).toEqual([{ kind: 'closed' }]);
  });
});
