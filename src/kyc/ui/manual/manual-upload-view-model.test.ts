import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import type { DocumentFile, ManualUpload, UploadOptions } from '../../application/ports';
import type { DocumentRequest, VerificationProfile } from '../../domain/verification-profile';
import { fileProgress } from './file-progress';
import type { FileCheck, ManualUploadService } from './manual-upload-service';
import { ManualUploadViewModel } from './manual-upload-view-model';

const PROFILE = { status: 'VerifyingId' } as VerificationProfile;
const file = (name: string, bytes = 10): DocumentFile => ({ name, content: new Blob([new Uint8Array(bytes)]) });

/** A service whose file rules refuse names starting with "bad" and whose upload is held until the test settles it. */
function fakeService() {
  const uploads: { upload: ManualUpload; options: UploadOptions; resolve: (p: VerificationProfile) => void; reject: (e: unknown) => void }[] = [];
  const service: ManualUploadService = {
    check: async (_screen, files, already) =>
      files.map((f, i): FileCheck => (f.name.startsWith('bad') ? { ok: false, reason: 'unsupportedType' } : already + i >= 10 ? { ok: false, reason: 'tooMany' } : { ok: true, kind: f.name.endsWith('.pdf') ? 'pdf' : 'image' })),
    proofDocuments: (screen) => (screen === 'address' ? ['utilityBill'] : ['paySlip']),
    upload: (upload, options) =>
      new Promise((resolve, reject) => {
        uploads.push({ upload, options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  };
  return { service, uploads };
}

const request = (screen: DocumentRequest['screen'], optional = false): DocumentRequest => ({
  screen,
  document: screen === 'id' ? 'ID' : screen === 'address' ? 'ProofOfAddress' : 'ProofOfIncome',
  optional,
});

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('fileProgress: the request byte progress laid over the files in order', () => {
  it('fills the first file first, then the next, in whole percentages', () => {
    expect(fileProgress([100, 300], { loaded: 0, total: 400 })).toEqual([0, 0]);
    expect(fileProgress([100, 300], { loaded: 50, total: 400 })).toEqual([50, 0]);
    expect(fileProgress([100, 300], { loaded: 250, total: 400 })).toEqual([100, 50]);
    expect(fileProgress([100, 300], { loaded: 400, total: 400 })).toEqual([100, 100]);
  });
  it('spreads the multipart overhead over the files and never shows 100 % before the end', () => {
    expect(fileProgress([100, 100], { loaded: 439, total: 440 })).toEqual([100, 99]);
    expect(fileProgress([3], { loaded: 1, total: 0 })).toEqual([0]);
    expect(fileProgress([3], { loaded: 999, total: 10 })).toEqual([100]);
  });
});

describe('ManualUploadViewModel: the wizard steps', () => {
  it('a passport: intro (Next disabled until a type is chosen), front, selfie; no back image', async () => {
    const { service, uploads } = fakeService();
    const vm = new ManualUploadViewModel(service, request('id'));
    expect(vm.step).toBe('intro');
    expect(vm.canGoNext).toBe(false);
    vm.chooseType('Passport');
    expect(vm.canGoNext).toBe(true);
    vm.next();
    expect(vm.step).toBe('front');
    expect(vm.canGoNext).toBe(false);
    await vm.choose([file('passport.jpg')]);
    vm.next();
    expect(vm.step).toBe('selfie');
    expect(vm.steps).toEqual(['intro', 'front', 'selfie']);
    expect(vm.canUpload).toBe(false);
    await vm.choose([file('me.png')]);
    expect(vm.canUpload).toBe(true);
    const outcome = vm.upload();
    expect(vm.uploading).toBe(true);
    expect(vm.canUpload).toBe(false);
    const sent = uploads[0].upload;
    expect(sent).toMatchObject({ screen: 'id', document: 'Passport', front: { name: 'passport.jpg' }, selfie: { name: 'me.png' } });
    expect('back' in sent).toBe(false);
    uploads[0].resolve(PROFILE);
    expect(await outcome).toEqual({ kind: 'submitted', profile: PROFILE });
  });

  it('an ID card has a back image step; going back keeps the chosen files', async () => {
    const { service, uploads } = fakeService();
    const vm = new ManualUploadViewModel(service, request('id'));
    vm.chooseType('ID');
    vm.next();
    await vm.choose([file('front.jpg')]);
    vm.next();
    expect(vm.step).toBe('back');
    await vm.choose([file('back.jpg')]);
    vm.back();
    expect(vm.current.map((f) => f.name)).toEqual(['front.jpg']);
    vm.next();
    vm.next();
    expect(vm.step).toBe('selfie');
    await vm.choose([file('selfie.jpg')]);
    void vm.upload();
    expect(uploads[0].upload).toMatchObject({ screen: 'id', document: 'ID', front: { name: 'front.jpg' }, back: { name: 'back.jpg' }, selfie: { name: 'selfie.jpg' } });
  });

  it('Skip only when the request is optional', () => {
    const { service } = fakeService();
    expect(new ManualUploadViewModel(service, request('id')).skip()).toBeUndefined();
    expect(new ManualUploadViewModel(service, request('id', true)).skip()).toEqual({ kind: 'closed' });
  });

  it('address finishes after the first image; one file, a second choice replaces it', async () => {
    const { service, uploads } = fakeService();
    const vm = new ManualUploadViewModel(service, request('address'));
    expect(vm.canGoNext).toBe(true);
    vm.next();
    await vm.choose([file('bill.pdf')]);
    await vm.choose([file('statement.pdf')]);
    expect(vm.current.map((f) => [f.name, f.kind])).toEqual([['statement.pdf', 'pdf']]);
    expect(vm.isLastStep).toBe(true);
    void vm.upload();
    expect(uploads[0].upload).toMatchObject({ screen: 'address', file: { name: 'statement.pdf' } });
  });

  it('funds: files add up to 10; an 11th is refused with its reason', async () => {
    const { service } = fakeService();
    const vm = new ManualUploadViewModel(service, request('funds'));
    vm.next();
    await vm.choose(Array.from({ length: 9 }, (_, i) => file(`slip-${i}.pdf`)));
    await vm.choose([file('slip-9.pdf'), file('slip-10.pdf')]);
    expect(vm.current).toHaveLength(10);
    expect(vm.refused).toEqual([{ name: 'slip-10.pdf', reason: 'tooMany' }]);
  });

  it('a refused file is not kept and its reason is shown; the file chosen before stays', async () => {
    const { service } = fakeService();
    const vm = new ManualUploadViewModel(service, request('address'));
    vm.next();
    await vm.choose([file('good.jpg')]);
    await vm.choose([file('bad.jpg')]);
    expect(vm.current.map((f) => f.name)).toEqual(['good.jpg']);
    expect(vm.refused).toEqual([{ name: 'bad.jpg', reason: 'unsupportedType' }]);
  });
});

describe('ManualUploadViewModel: progress, cancel and retry', () => {
  async function readyFunds() {
    const fake = fakeService();
    const vm = new ManualUploadViewModel(fake.service, request('funds'));
    vm.next();
    await vm.choose([file('a.pdf', 100), file('b.pdf', 300)]);
    return { vm, ...fake };
  }

  it('shows progress per file from the request progress', async () => {
    const { vm, uploads } = await readyFunds();
    void vm.upload();
    uploads[0].options.onProgress?.({ loaded: 250, total: 400 });
    expect(vm.progress).toEqual([100, 50]);
  });

  it('cancel aborts the request and keeps the files; upload again sends the same files', async () => {
    const { vm, uploads } = await readyFunds();
    const first = vm.upload();
    expect(uploads[0].options.signal?.aborted).toBe(false);
    vm.cancel();
    expect(await first).toBeUndefined();
    expect(uploads[0].options.signal?.aborted).toBe(true);
    expect(vm.phase).toBe('cancelled');
    expect(vm.error).toBeUndefined();
    expect(vm.current.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(vm.canUpload).toBe(true);
    const again = vm.upload();
    expect(uploads).toHaveLength(2);
    uploads[1].resolve(PROFILE);
    expect(await again).toEqual({ kind: 'submitted', profile: PROFILE });
  });

  it('a failed upload keeps the server error and the files; a retry sends the same files', async () => {
    const { vm, uploads } = await readyFunds();
    const first = vm.upload();
    const error = new AppError('InvalidData', 'Invalid', { status: 422, fieldErrors: [{ field: 'scans', type: 'InvalidData', message: 'Too old' }] });
    uploads[0].reject(error);
    expect(await first).toBeUndefined();
    expect(vm.phase).toBe('failed');
    expect(vm.error).toBe(error);
    expect(vm.canUpload).toBe(true);
    void vm.upload();
    expect(vm.error).toBeUndefined();
    expect((uploads[1].upload as { readonly files: readonly DocumentFile[] }).files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf']);
  });

  it('nothing can be changed while the upload runs, and a second upload is not started', async () => {
    const { vm, uploads } = await readyFunds();
    void vm.upload();
    void vm.upload();
    await vm.choose([file('c.pdf')]);
    vm.remove(vm.current[0].id);
    vm.back();
    await tick();
    expect(uploads).toHaveLength(1);
    expect(vm.current).toHaveLength(2);
    expect(vm.step).toBe('front');
  });
});
