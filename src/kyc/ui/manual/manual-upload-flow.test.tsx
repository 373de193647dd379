// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import domain from '@/app/i18n/locales/en/domain.json';
import kycManual from '@/app/i18n/locales/en/kyc-manual.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { AppError } from '@/shared/kernel/app-error';
import type { ManualUpload, UploadOptions } from '../../application/ports';
import type { DocumentRequest, VerificationProfile } from '../../domain/verification-profile';
import { ManualUploadFlow } from './manual-upload-flow';
import { ManualUploadService, type FileCheck } from './manual-upload-service';

async function english() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { errors, domain, 'kyc-manual': kycManual, 'kyc-rules': { rules: { unsupportedType: 'Only images or PDF files.' } } } },
    defaultNS: 'kyc-manual',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

const PROFILE = { status: 'VerifyingAddress' } as VerificationProfile;

function setup(request: DocumentRequest, extra: { onContinueOnPhone?: () => void } = {}) {
  const uploads: { upload: ManualUpload; options: UploadOptions; resolve: (p: VerificationProfile) => void; reject: (e: unknown) => void }[] = [];
  const service: ManualUploadService = {
    check: async (_screen, files) => files.map((f): FileCheck => (f.name.endsWith('.txt') ? { ok: false, reason: 'unsupportedType' } : { ok: true, kind: f.name.endsWith('.pdf') ? 'pdf' : 'image' })),
    proofDocuments: () => ['utilityBill', 'bankStatement'],
    upload: (upload, options) =>
      new Promise((resolve, reject) => {
        uploads.push({ upload, options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      }),
  };
  const container = new Container();
  container.bind(ManualUploadService).toConstantValue(service);
  const onDone = vi.fn();
  return {
    uploads,
    onDone,
    async mount() {
      const i18n = await english();
      const view = render(
        <I18nextProvider i18n={i18n}>
          <ContainerProvider container={container}>
            <ManualUploadFlow request={request} inSendMoney={false} onDone={onDone} {...extra} />
          </ContainerProvider>
        </I18nextProvider>,
      );
      return view;
    },
  };
}

const choose = async (input: HTMLElement, ...files: File[]) => {
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
};
const file = (name: string, bytes = 16) => new File([new Uint8Array(bytes)], name);

const created: string[] = [];
const revoked: string[] = [];
beforeEach(() => {
  created.length = 0;
  revoked.length = 0;
  URL.createObjectURL = (() => {
    const url = `blob:test/${created.length + 1}`;
    created.push(url);
    return url;
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = ((url: string) => void revoked.push(url)) as typeof URL.revokeObjectURL;
});
afterEach(cleanup);

const addressRequest: DocumentRequest = { screen: 'address', document: 'ProofOfAddress', optional: false };

async function onFileStep(request = addressRequest) {
  const ctx = setup(request);
  await ctx.mount();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  return ctx;
}

describe('ManualUploadFlow', () => {
  it('the intro of an ID: Next disabled until a document type is chosen; Skip only when optional; Continue on your phone when offered', async () => {
    const onPhone = vi.fn();
    const ctx = setup({ screen: 'id', document: 'ID', optional: true }, { onContinueOnPhone: onPhone });
    await ctx.mount();
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Passport/ }));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Continue on your phone' }));
    expect(onPhone).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(ctx.onDone).toHaveBeenCalledWith({ kind: 'closed' });
  });

  it('a forced request has no Skip but can be closed; address lists the accepted documents', async () => {
    const ctx = setup(addressRequest);
    await ctx.mount();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(ctx.onDone).toHaveBeenCalledWith({ kind: 'closed' });
    expect(screen.getByText('Utility bill')).toBeTruthy();
    expect(screen.getByText(/less than 3 months old and show the same name and address/)).toBeTruthy();
  });

  it('the file input accepts images and PDFs; the next step gets the focus on its heading', async () => {
    await onFileStep();
    const input = screen.getByLabelText('Choose a file') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp,application/pdf');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your proof of address' }));
  });

  it('an image is previewed from an object URL revoked afterwards; a PDF shows a file card', async () => {
    await onFileStep();
    await choose(screen.getByLabelText('Choose a file'), file('bill.jpg'));
    const preview = screen.getByRole('img', { name: 'Preview of bill.jpg' }) as HTMLImageElement;
    expect(preview.getAttribute('src')).toBe(created[0]);
    await choose(screen.getByLabelText('Choose another file'), file('bill.pdf'));
    expect(revoked).toEqual([created[0]]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(/PDF document/)).toBeTruthy();
  });

  it('a refused file is listed with its reason, and the focus goes to it', async () => {
    await onFileStep();
    await choose(screen.getByLabelText('Choose a file'), file('passport.txt'));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('passport.txt: Only images or PDF files.');
    expect(document.activeElement).toBe(alert);
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('uploading: per-file progress bars with names, Upload disabled, Cancel keeps the files', async () => {
    const ctx = await onFileStep({ screen: 'funds', document: 'ProofOfIncome', optional: false });
    await choose(screen.getByLabelText('Add files'), file('a.pdf', 100), file('b.pdf', 300));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await act(async () => ctx.uploads[0].options.onProgress?.({ loaded: 250, total: 400 }));
    expect((screen.getByRole('progressbar', { name: 'Uploading a.pdf' }) as HTMLProgressElement).value).toBe(100);
    expect((screen.getByRole('progressbar', { name: 'Uploading b.pdf' }) as HTMLProgressElement).value).toBe(50);
    expect((screen.getByRole('button', { name: 'Uploading…' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel upload' })));
    expect(ctx.uploads[0].options.signal?.aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toContain('The upload was cancelled');
    expect(screen.getByText('a.pdf')).toBeTruthy();
    expect(screen.getByText('b.pdf')).toBeTruthy();
    expect(ctx.onDone).not.toHaveBeenCalled();
  });

  it('a server failure shows its message, each data.errors entry and the error code, takes the focus, and Try again sends the same files', async () => {
    const ctx = await onFileStep();
    await choose(screen.getByLabelText('Choose a file'), file('old.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const failure = new AppError('InvalidData', 'The document is not valid.', {
      status: 422,
      requestId: 'rid-7',
      fieldErrors: [
        { field: 'scan1', type: 'InvalidData', message: 'The document is older than 3 months.' },
        { field: 'scan1', type: 'InvalidData', message: 'The name does not match your profile.' },
      ],
    });
    await act(async () => ctx.uploads[0].reject(failure));
    const alert = screen.getByTestId('kyc-upload-error');
    expect(alert.textContent).toContain('The document is not valid.');
    expect(alert.textContent).toContain('The document is older than 3 months.');
    expect(alert.textContent).toContain('The name does not match your profile.');
    expect(alert.textContent).toContain('rid-7');
    expect(document.activeElement).toBe(alert);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(ctx.uploads).toHaveLength(2);
    expect(ctx.uploads[1].upload).toMatchObject({ screen: 'address', file: { name: 'old.pdf' } });
    await act(async () => ctx.uploads[1].resolve(PROFILE));
    expect(ctx.onDone).toHaveBeenCalledWith({ kind: 'submitted', profile: PROFILE });
  });

  it('leaving the wizard cancels a running upload', async () => {
    const ctx = await onFileStep();
    await choose(screen.getByLabelText('Choose a file'), file('bill.pdf'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    cleanup();
    expect(ctx.uploads[0].options.signal?.aborted).toBe(true);
  });
});
