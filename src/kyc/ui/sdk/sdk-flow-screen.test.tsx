// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import kycSdk from '@/app/i18n/locales/en/kyc-sdk.json';
import { AppError } from '@/shared/kernel/app-error';
import type { AcceptedDocument } from '../../application/ports';
import type { ProviderFlowProps, ProviderOutcome } from '../provider-flow';
import { FakeCamera } from './fake-camera';
import { SdkFlowModel, type SdkFlowDependencies } from './sdk-flow-model';
import { SdkFlowScreen } from './sdk-flow-screen';

const DOCUMENTS: readonly AcceptedDocument[] = [
  { type: 'Passport', name: 'Passport', backImageRequired: false, selfieRequired: true },
  { type: 'ID', name: 'National ID card', backImageRequired: true, selfieRequired: true },
];

async function english() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { errors, 'kyc-sdk': kycSdk } },
    defaultNS: 'kyc-sdk',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://portal.test/photo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(cleanup);

async function open(overrides: Partial<SdkFlowDependencies> = {}, props: Partial<ProviderFlowProps> = {}) {
  const camera = new FakeCamera();
  const outcomes: ProviderOutcome[] = [];
  const model = new SdkFlowModel({
    camera,
    clock: { now: () => 0 },
    acceptedDocuments: async () => DOCUMENTS,
    submit: async () => undefined,
    newGuid: () => 'guid-1',
    ...overrides,
  });
  const flowProps: ProviderFlowProps = {
    request: { screen: 'id', document: 'ID', optional: false },
    inSendMoney: false,
    onDone: (outcome) => outcomes.push(outcome),
    ...props,
  };
  render(
    <I18nextProvider i18n={await english()}>
      <SdkFlowScreen model={model} props={flowProps} />
    </I18nextProvider>,
  );
  return { camera, model, outcomes };
}

const press = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the SDK flow screens', () => {
  it('offers the phone on the intro when the launcher gives it, and Skip only for an optional request', async () => {
    const onContinueOnPhone = vi.fn();
    const { outcomes } = await open({}, { onContinueOnPhone, request: { screen: 'id', document: 'ID', optional: true } });
    await press('Continue on your phone');
    expect(onContinueOnPhone).toHaveBeenCalledOnce();
    await press('Skip for now');
    expect(outcomes).toEqual([{ kind: 'closed' }]);
  });

  it('has no phone and no Skip button when neither is given', async () => {
    await open();
    expect(screen.queryByRole('button', { name: 'Continue on your phone' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });

  it('keeps Next disabled until a document is chosen, then says why the camera is needed before asking', async () => {
    const { camera } = await open();
    await press('Start');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Choose your document' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'National ID card' }));
    });
    await press('Next');
    expect(screen.getByRole('heading', { name: 'Front of the document' })).toBeTruthy();
    expect(screen.getByText('Photo 1 of 3')).toBeTruthy();
    expect(screen.getByText(kycSdk.camera.required)).toBeTruthy();
    expect(camera.opened).toEqual([]);
    await press('Allow camera');
    expect(camera.opened).toEqual(['environment']);
    expect(screen.getByLabelText('Live camera picture of your document').tagName).toBe('VIDEO');
  });

  it('shows the refusal with the denied text and moves the focus to it', async () => {
    const { camera } = await open();
    camera.answer = 'block';
    await press('Start');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    });
    await press('Next');
    await press('Allow camera');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(kycSdk.camera.denied);
    expect(document.activeElement).toBe(alert);
  });

  it('previews the photo, and an upload failure shows the receipt error with the code, focused, photos kept', async () => {
    const { outcomes } = await open({ submit: async () => Promise.reject(new AppError('InternalError', 'down', { requestId: 'rid-9' })) });
    await press('Start');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    });
    await press('Next');
    await press('Allow camera');
    await press('Take photo');
    expect(screen.getByRole('img', { name: 'Your photo of the front of the document' }).getAttribute('src')).toBe('blob:http://portal.test/photo');
    await press('Use this photo');
    expect(screen.getByRole('heading', { name: 'Selfie' })).toBeTruthy();
    await press('Take photo');
    await press('Use this photo');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(errors.getReceiptError);
    expect(alert.textContent).toContain('Error code: rid-9');
    expect(document.activeElement).toBe(alert);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Front of the document', 'Selfie']);
    expect(outcomes).toEqual([]);
  });

  it('tells the launcher once when the documents were sent', async () => {
    const { outcomes } = await open();
    await press('Start');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    });
    await press('Next');
    await press('Allow camera');
    await press('Take photo');
    await press('Use this photo');
    await press('Take photo');
    await press('Use this photo');
    expect(outcomes).toEqual([{ kind: 'submitted' }]);
  });

  it('stops the camera when the flow leaves the page', async () => {
    const { camera } = await open();
    await press('Start');
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    });
    await press('Next');
    await press('Allow camera');
    expect(camera.openStreams).toBe(1);
    cleanup();
    expect(camera.openStreams).toBe(0);
  });
});
