import { describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import type { VendorMessageEvent, VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import type { KycService, VendorSession } from '../../application/ports';
import type { DocumentRequest, VerificationProfile } from '../../domain/verification-profile';
import type { ProviderOutcome } from '../provider-flow';
import { FrameFlowModel, isVendorAddress, VENDOR_COMPANY_NAME, type FrameFlowDependencies } from './frame-flow-model';

const VENDOR = 'https://idv.vendor.test';
const ID: DocumentRequest = { screen: 'id', document: 'ID', optional: false };
const ADDRESS: DocumentRequest = { screen: 'address', document: 'ProofOfAddress', optional: false };
const FUNDS: DocumentRequest = { screen: 'funds', document: 'ProofOfIncome', optional: false };

const session = (reference: string, workflow: VendorSession['workflow']): VendorSession => ({
  reference,
  workflow,
  frameUrl: `${VENDOR}/identity?session=${reference}&workflow=${workflow}`,
});

const PROFILE = { status: 'VerifyingId' } as VerificationProfile;

function setUp(request: DocumentRequest, options: { inSendMoney?: boolean; deps?: Partial<FrameFlowDependencies> } = {}) {
  const kyc = {
    startIdVerification: vi.fn(async () => session('wf-1', 'id')),
    startDocumentVerification: vi.fn(async (input: { documentType: 'POA' | 'SOF' }) => session('wf-2', input.documentType)),
    customer: vi.fn(),
  } satisfies KycService;
  const complete = vi.fn(async (): Promise<VerificationProfile | undefined> => PROFILE);
  const outcomes: ProviderOutcome[] = [];
  const model = new FrameFlowModel(
    { kyc, complete, userCountry: async () => 'SE', vendorOrigins: [VENDOR], ...options.deps },
    request,
    options.inSendMoney ?? false,
    (outcome) => outcomes.push(outcome),
  );
  return { model, kyc, complete, outcomes };
}

const message = (event: string, extra: Record<string, unknown> = {}, sessionRef = 'wf-1') =>
  ({ protocol: 'sandbox-idv', version: 1, event, session: sessionRef, ...extra }) as never;

/** A window-like target the test dispatches message events to. */
function fakeWindow() {
  const listeners = new Set<(event: VendorMessageEvent) => void>();
  const target: VendorMessageTarget = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return { target, dispatch: (event: VendorMessageEvent) => listeners.forEach((l) => l(event)), count: () => listeners.size };
}

describe('the embedded identity vendor flow', () => {
  it('starts on the instructions and opens the ID session at the KYC service on Next', async () => {
    const { model, kyc } = setUp(ID);
    expect(model.step.kind).toBe('instructions');
    await model.start();
    expect(kyc.startIdVerification).toHaveBeenCalledOnce();
    expect(kyc.startDocumentVerification).not.toHaveBeenCalled();
    expect(model.step).toEqual({ kind: 'frame', session: session('wf-1', 'id'), loaded: false });
  });

  it.each([
    [ADDRESS, 'POA'],
    [FUNDS, 'SOF'],
  ] as const)('opens a document session for %o as %s with the country and company name', async (request, documentType) => {
    const { model, kyc } = setUp(request);
    await model.start();
    expect(kyc.startIdVerification).not.toHaveBeenCalled();
    expect(kyc.startDocumentVerification).toHaveBeenCalledWith({ userCountry: 'SE', documentType, companyName: VENDOR_COMPANY_NAME });
    expect(model.step).toMatchObject({ kind: 'frame', session: { workflow: documentType } });
  });

  it('shows a failed start with its error and retries on request, one call at a time', async () => {
    const failure = new AppError('ServiceUnavailable', 'down', { requestId: 'req-42' });
    const { model, kyc } = setUp(ID);
    kyc.startIdVerification.mockRejectedValueOnce(failure);
    await model.start();
    expect(model.step).toEqual({ kind: 'startFailed', error: failure, retrying: false });

    const retry = model.start();
    expect(model.step).toMatchObject({ kind: 'startFailed', retrying: true });
    void model.start(); // a second press while retrying changes nothing
    await retry;
    expect(kyc.startIdVerification).toHaveBeenCalledTimes(2);
    expect(model.step.kind).toBe('frame');
  });

  it('refuses to frame a page that is not on a configured vendor origin', async () => {
    const { model, kyc } = setUp(ID);
    kyc.startIdVerification.mockResolvedValueOnce({ reference: 'wf-1', workflow: 'id', frameUrl: 'https://evil.test/identity' });
    await model.start();
    expect(model.step).toMatchObject({ kind: 'startFailed', error: { type: 'MalformedResponse' } });
  });

  it('stops the spinner when the frame reports loaded', async () => {
    const { model } = setUp(ID);
    await model.start();
    model.receive(message('idv.loaded'));
    expect(model.step).toMatchObject({ kind: 'frame', loaded: true });
  });

  it('ignores messages about another session', async () => {
    const { model, complete } = setUp(ID);
    await model.start();
    model.receive(message('idv.loaded', {}, 'wf-other'));
    model.receive(message('idv.success', { workflowExecutionId: 'x' }, 'wf-other'));
    expect(model.step).toMatchObject({ kind: 'frame', loaded: false });
    expect(complete).not.toHaveBeenCalled();
  });

  it.each([
    [ID, 'id'],
    [ADDRESS, 'address'],
    [FUNDS, 'funds'],
  ] as const)('on success completes the %o workflow and reports submitted with the refreshed profile', async (request, screen) => {
    const { model, complete, outcomes } = setUp(request);
    await model.start();
    const reference = request === ID ? 'wf-1' : 'wf-2';
    model.receive(message('idv.success', { workflowExecutionId: 'exec-9' }, reference));
    expect(model.step).toMatchObject({ kind: 'completing', workflowExecutionId: 'exec-9' });
    await vi.waitFor(() => expect(outcomes).toEqual([{ kind: 'submitted', profile: PROFILE }]));
    expect(complete).toHaveBeenCalledWith(screen, 'exec-9');
  });

  it('keeps the execution when the completion fails and sends the same one again on Try again', async () => {
    const failure = new AppError('Network', 'offline');
    const { model, complete, outcomes } = setUp(ID);
    complete.mockRejectedValueOnce(failure);
    await model.start();
    model.receive(message('idv.success', { workflowExecutionId: 'exec-9' }));
    await vi.waitFor(() => expect(model.step).toEqual({ kind: 'completing', workflowExecutionId: 'exec-9', error: failure, retrying: false }));
    expect(outcomes).toEqual([]);

    model.retryCompletion();
    expect(model.step).toMatchObject({ kind: 'completing', error: failure, retrying: true });
    model.retryCompletion(); // ignored while the retry runs
    await vi.waitFor(() => expect(outcomes).toEqual([{ kind: 'submitted', profile: PROFILE }]));
    expect(complete).toHaveBeenCalledTimes(2);
    expect(complete).toHaveBeenLastCalledWith('id', 'exec-9');
  });

  it('reports submitted without a profile when the completion has none', async () => {
    const { model, complete, outcomes } = setUp(ID);
    complete.mockResolvedValueOnce(undefined);
    await model.start();
    model.receive(message('idv.success', { workflowExecutionId: 'exec-9' }));
    await vi.waitFor(() => expect(outcomes).toEqual([{ kind: 'submitted' }]));
  });

  it("on the vendor's error shows its code, and OK ends the flow as failed", async () => {
    const { model, complete, outcomes } = setUp(ID);
    await model.start();
    model.receive(message('idv.error', { error: { code: 'sbx-idv-declined', message: 'no' } }));
    expect(model.step).toEqual({ kind: 'vendorFailed', code: 'sbx-idv-declined' });
    expect(outcomes).toEqual([]);
    model.acknowledgeFailure();
    model.acknowledgeFailure();
    expect(outcomes).toEqual([{ kind: 'failed' }]);
    expect(complete).not.toHaveBeenCalled();
  });

  it('ignores a success that arrives before the frame is shown or after the flow moved on', async () => {
    const { model, complete } = setUp(ID);
    model.receive(message('idv.success', { workflowExecutionId: 'exec-9' }));
    expect(model.step.kind).toBe('instructions');
    await model.start();
    model.receive(message('idv.error', { error: { code: 'c', message: '' } }));
    model.receive(message('idv.success', { workflowExecutionId: 'exec-9' }));
    expect(model.step.kind).toBe('vendorFailed');
    expect(complete).not.toHaveBeenCalled();
  });

  describe('the close button', () => {
    it.each([
      [ID, false, false],
      [ID, true, false],
      [ADDRESS, false, true],
      [ADDRESS, true, false],
      [FUNDS, false, true],
      [FUNDS, true, false],
    ] as const)('for %o inside send money %s is shown: %s', (request, inSendMoney, shown) => {
      const { model, outcomes } = setUp(request, { inSendMoney });
      expect(model.closable).toBe(shown);
      model.close();
      expect(outcomes).toEqual(shown ? [{ kind: 'closed' }] : []);
    });
  });

  describe('listening to the frame', () => {
    const frame = { contentWindow: { name: 'vendor frame' } };

    it('takes only messages from a configured origin, from the frame, in the protocol shape', async () => {
      const { model } = setUp(ID);
      await model.start();
      const win = fakeWindow();
      const stop = model.listen(win.target, frame);
      const good = message('idv.loaded');

      win.dispatch({ origin: 'https://evil.test', source: frame.contentWindow, data: good });
      win.dispatch({ origin: VENDOR, source: { other: true }, data: good });
      win.dispatch({ origin: VENDOR, source: frame.contentWindow, data: { ...(good as object), version: 2 } });
      win.dispatch({ origin: VENDOR, source: frame.contentWindow, data: { ...(good as object), protocol: 'another-vendor' } });
      win.dispatch({ origin: VENDOR, source: frame.contentWindow, data: { ...(good as object), event: 'idv.success' } });
      expect(model.step).toMatchObject({ kind: 'frame', loaded: false });

      win.dispatch({ origin: VENDOR, source: frame.contentWindow, data: good });
      expect(model.step).toMatchObject({ kind: 'frame', loaded: true });

      stop();
      expect(win.count()).toBe(0);
    });
  });
});

describe('vendor addresses', () => {
  it('are only those on a configured origin', () => {
    expect(isVendorAddress(`${VENDOR}/identity?session=1`, [VENDOR])).toBe(true);
    expect(isVendorAddress('https://idv.vendor.test.evil.test/identity', [VENDOR])).toBe(false);
    expect(isVendorAddress('javascript:alert(1)', [VENDOR])).toBe(false);
    expect(isVendorAddress('not an address', [VENDOR])).toBe(false);
    expect(isVendorAddress('http://idv.vendor.test/identity', [VENDOR])).toBe(false);
  });
});

describe('leaving after a failed start', () => {
  it('ends the flow as failed, for every workflow, but not while a retry runs', async () => {
    const { model, kyc, outcomes } = setUp(ID, { inSendMoney: true });
    model.abandon();
    expect(outcomes).toEqual([]);
    kyc.startIdVerification.mockRejectedValue(new AppError('Network', 'offline'));
    await model.start();
    const retry = model.start();
    model.abandon();
    expect(outcomes).toEqual([]);
    await retry;
    model.abandon();
    expect(outcomes).toEqual([{ kind: 'failed' }]);
  });
});
