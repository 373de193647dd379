// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import kycFrame from '@/app/i18n/locales/en/kyc-frame.json';
import { AppError } from '@/shared/kernel/app-error';
import type { KycService } from '../../application/ports';
import type { DocumentRequest } from '../../domain/verification-profile';
import type { ProviderOutcome } from '../provider-flow';
import { FrameFlowModel } from './frame-flow-model';
import { FrameFlowView } from './frame-flow-view';

const VENDOR = 'https://idv.vendor.test';
const ID: DocumentRequest = { screen: 'id', document: 'ID', optional: false };
const ADDRESS: DocumentRequest = { screen: 'address', document: 'ProofOfAddress', optional: false };

async function english() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { errors, 'kyc-frame': kycFrame } },
    defaultNS: 'kyc-frame',
    interpolation: { escapeValue: false },
  });
  return i18n;
}

afterEach(cleanup);

async function show(request: DocumentRequest, options: { inSendMoney?: boolean; failStart?: boolean } = {}) {
  const kyc = {
    startIdVerification: vi.fn(async () => ({ reference: 'wf-1', workflow: 'id' as const, frameUrl: `${VENDOR}/identity?session=wf-1` })),
    startDocumentVerification: vi.fn(async () => ({ reference: 'wf-1', workflow: 'POA' as const, frameUrl: `${VENDOR}/identity?session=wf-1&workflow=POA` })),
    customer: vi.fn(),
  } satisfies KycService;
  if (options.failStart) kyc.startIdVerification.mockRejectedValueOnce(new AppError('ServiceUnavailable', 'down', { requestId: 'req-7' }));
  const outcomes: ProviderOutcome[] = [];
  const model = new FrameFlowModel(
    { kyc, complete: async () => undefined, userCountry: async () => 'SE', vendorOrigins: [VENDOR] },
    request,
    options.inSendMoney ?? false,
    (o) => outcomes.push(o),
  );
  render(
    <I18nextProvider i18n={await english()}>
      <FrameFlowView model={model} />
    </I18nextProvider>,
  );
  return { model, outcomes };
}

const next = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  });
};

describe('the frame flow on screen', () => {
  it('explains the ID workflow and the camera, without a close button', async () => {
    await show(ID);
    expect(screen.getByRole('heading', { name: 'Verify your identity' })).toBeTruthy();
    expect(screen.getByText(/allow it, so our partner can see your document/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('frames the vendor page with a title and the camera allowed, behind a spinner until it is loaded', async () => {
    const { model } = await show(ID);
    await next();
    const frame = screen.getByTitle('Identity verification by our partner') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('allow')).toBe('camera');
    expect(frame.getAttribute('src')).toBe(`${VENDOR}/identity?session=wf-1`);
    expect(screen.getByRole('status').textContent).toBe('Loading the verification page…');

    act(() => model.receive({ protocol: 'sandbox-idv', version: 1, event: 'idv.loaded', session: 'wf-1' }));
    expect(screen.queryByText('Loading the verification page…')).toBeNull();
  });

  it("shows the vendor's failure with its error code, takes the focus there, and OK ends the flow", async () => {
    const { model, outcomes } = await show(ID);
    await next();
    act(() => model.receive({ protocol: 'sandbox-idv', version: 1, event: 'idv.error', session: 'wf-1', error: { code: 'sbx-idv-declined', message: '' } }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The verification could not be completed.');
    expect(alert.textContent).toContain('Error code: sbx-idv-declined');
    expect(document.activeElement).toBe(alert);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(outcomes).toEqual([{ kind: 'failed' }]);
  });

  it('shows a failed start with its error code, moves the focus to it, and lets an ID customer leave', async () => {
    const { outcomes } = await show(ID, { failStart: true });
    await next();
    const alert = screen.getByRole('alert', { name: 'We couldn’t open the verification page.' });
    expect(alert.textContent).toContain('Error code: req-7');
    expect(alert.contains(document.activeElement) || document.activeElement === alert).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(outcomes).toEqual([{ kind: 'failed' }]);
  });

  it('closes the address workflow with its button or Escape, and offers neither inside send money', async () => {
    const first = await show(ADDRESS);
    expect(screen.getByRole('heading', { name: 'Confirm your address' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' });
    expect(first.outcomes).toEqual([{ kind: 'closed' }]);
    cleanup();

    const second = await show(ADDRESS);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(second.outcomes).toEqual([{ kind: 'closed' }]);
    cleanup();

    const inSendMoney = await show(ADDRESS, { inSendMoney: true });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next' }), { key: 'Escape' });
    expect(inSendMoney.outcomes).toEqual([]);
  });
});
