import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { kycStateOf } from '@/sandbox/world/kyc-state';
import { money } from '@/shared/kernel/money';
import { kycHarness } from '../../../tests/support/kyc-harness';
import { FOUR_MB, documentFile, jpegBytes, pdfBytes, pngBytes, textBytes } from '../../../tests/support/kyc-files';
import type { VerificationCommand } from '../domain/verification-commands';
import type { ManualUpload, VerificationGateway } from './ports';

/** A gateway that records the command lists it runs. */
const recording = (calls: (readonly VerificationCommand[])[]) => (base: VerificationGateway): VerificationGateway => ({
  profile: () => base.profile(),
  runProcess: (commands) => {
    calls.push(commands);
    return base.runProcess(commands);
  },
  uploadManual: (u, o) => base.uploadManual(u, o),
  uploadCaptured: (d, o) => base.uploadCaptured(d, o),
  acceptedDocuments: (iso) => base.acceptedDocuments(iso),
});

describe('VerificationProfileStore', () => {
  it('loads once, shares a call in flight, and refreshes on demand', async () => {
    const h = kycHarness();
    h.signIn('status.requestid@sandbox.test');
    const spy = vi.spyOn(h.gateway, 'profile');
    const [a, b] = await Promise.all([h.store.load(), h.store.load()]);
    expect(a).toBe(b);
    await h.store.load();
    expect(spy).toHaveBeenCalledTimes(1);
    expect(h.store.effectiveRequest).toEqual({ screen: 'id', document: 'ID', optional: false });
    h.world.customersByEmail('status.requestid@sandbox.test')[0]!.status = 'VerifyingId';
    await h.store.refresh();
    expect(spy).toHaveBeenCalledTimes(2);
    expect(h.store.profile?.status).toBe('VerifyingId');
  });

  it('holds nothing once signed out, is observable, and drops an answer of an ended session', async () => {
    const h = kycHarness();
    h.signIn('status.requestaddress@sandbox.test');
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(h.store.profile?.status));
    await h.store.load();
    h.signOut();
    expect(h.store.profile).toBeUndefined();
    h.signIn('status.requestaddress@sandbox.test');
    const late = h.store.load();
    h.signOut();
    await late;
    expect(h.store.profile).toBeUndefined();
    stop();
    expect(seen).toEqual([undefined, 'RequestAddress', undefined]);
  });

  it('keeps the failure of a load for the session, and clears it with the next success', async () => {
    const h = kycHarness();
    h.signIn('status.requestid@sandbox.test');
    h.world.revokeAllSessions();
    await expect(h.store.load()).rejects.toMatchObject({ type: 'AccessDenied' });
    expect(h.store.error?.status).toBe(401);
    h.signIn('status.requestid@sandbox.test');
    await h.store.load();
    expect(h.store.error).toBeUndefined();
  });
});

describe('StartVerificationAutomatically', () => {
  const notRegistered = (h: ReturnType<typeof kycHarness>) => {
    const c = h.signIn('status.notregistered@sandbox.test');
    c.isFullyRegistered = true;
    c.address = { ...c.address, street: 'Storgatan 1', postcode: '111 22' };
    return c;
  };

  it('runs the automatic-start list once per customer per session, then refreshes the profile', async () => {
    const calls: (readonly VerificationCommand[])[] = [];
    const h = kycHarness({ gateway: recording(calls) });
    const c = notRegistered(h);
    expect(await h.autoStart.execute()).toBe('started');
    expect(calls).toEqual([
      [
        { cmd: 'watchlist', vendor: 'kyc-service' },
        { cmd: 'twoplustwo', vendor: 'kyc-service' },
        { cmd: 'customer', vendor: 'kyc-service', verification_reference: `kyc-${c.guid}` },
      ],
    ]);
    expect(h.store.profile?.status).toBe('RequestId');
    expect(await h.autoStart.execute()).toBe('alreadyRan');
    h.signIn('status.notregistered@sandbox.test');
    expect(await h.autoStart.execute()).toBe('notNeeded');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['the status is not NotRegistered', (c: { status: string }) => (c.status = 'RequestId')],
    ['two-plus-two already verified', (c: { twoPlusTwoResult: string }) => (c.twoPlusTwoResult = 'Verified')],
    ['the watchlist already verified', (c: { watchlistResult: string }) => (c.watchlistResult = 'Verified')],
    ['the remitter has no street', (c: { address: { street: string } }) => (c.address.street = ' ')],
    ['the remitter has no postcode', (c: { address: { postcode: string } }) => (c.address.postcode = '')],
    ['the remitter has no name', (c: { firstName: string }) => (c.firstName = '')],
    ['the remitter has no surname', (c: { lastName: string }) => (c.lastName = '')],
  ])('does nothing when %s', async (_name, change) => {
    const calls: (readonly VerificationCommand[])[] = [];
    const h = kycHarness({ gateway: recording(calls) });
    const c = notRegistered(h);
    c.address = { ...c.address };
    change(c as never);
    expect(await h.autoStart.execute()).toBe('notNeeded');
    expect(calls).toEqual([]);
  });

  it('logs a failure instead of throwing it', async () => {
    const h = kycHarness();
    notRegistered(h);
    await h.store.load();
    h.world.revokeAllSessions();
    expect(await h.autoStart.execute()).toBe('failed');
    expect(h.logger.entries.map((e) => e.message)).toEqual(['The automatic start of the verification process failed']);
  });
});

describe('UploadManualDocuments', () => {
  it('refuses files by the rules without a call, naming each refused file', async () => {
    const h = kycHarness();
    h.signIn('status.requestid@sandbox.test');
    const spy = vi.spyOn(h.gateway, 'uploadManual');
    const upload: ManualUpload = { screen: 'id', document: 'ID', front: documentFile('front.jpg', textBytes()), back: documentFile('back.jpg', jpegBytes(FOUR_MB + 1)) };
    expect(await h.uploadManual.execute(upload)).toEqual({
      kind: 'refused',
      refusals: [
        { slot: 'front', index: 0, name: 'front.jpg', reason: 'unsupportedType' },
        { slot: 'back', index: 0, name: 'back.jpg', reason: 'tooLarge' },
      ],
    });
    const eleven = Array.from({ length: 11 }, (_, i) => documentFile(`p${i}.pdf`, pdfBytes()));
    expect(await h.uploadManual.execute({ screen: 'funds', files: eleven })).toEqual({ kind: 'refused', refusals: [{ slot: 'files', index: -1, name: '', reason: 'tooMany' }] });
    expect(spy).not.toHaveBeenCalled();
  });

  it('uploads, puts the answer in the store, and says whether it passed', async () => {
    const h = kycHarness();
    h.signIn('status.requestid@sandbox.test');
    await h.store.load();
    const progress: number[] = [];
    const outcome = await h.uploadManual.execute(
      { screen: 'id', document: 'Passport', front: documentFile('p.jpg', jpegBytes()), selfie: documentFile('s.png', pngBytes()) },
      { onProgress: (p) => progress.push(p.loaded) },
    );
    expect(outcome).toMatchObject({ kind: 'uploaded', pass: false, profile: { status: 'VerifyingId' } });
    expect(h.store.profile?.status).toBe('VerifyingId');
    expect(progress.at(-1)).toBeGreaterThan(0);
  });

  it('answers cancelled when the customer cancels, and the same upload can be sent again', async () => {
    const h = kycHarness();
    h.signIn('status.requestaddress@sandbox.test');
    const upload: ManualUpload = { screen: 'address', file: documentFile('bill.pdf', pdfBytes()) };
    const controller = new AbortController();
    controller.abort();
    expect(await h.uploadManual.execute(upload, { signal: controller.signal })).toEqual({ kind: 'cancelled' });
    expect(await h.uploadManual.execute(upload)).toMatchObject({ kind: 'uploaded', pass: false, profile: { status: 'VerifyingAddress' } });
  });

  it('lets a server refusal through as the AppError with its message', async () => {
    const h = kycHarness();
    h.signIn('status.requestaddress@sandbox.test');
    h.world.revokeAllSessions();
    await expect(h.uploadManual.execute({ screen: 'address', file: documentFile('bill.pdf', pdfBytes()) })).rejects.toMatchObject({ type: 'AccessDenied', status: 401 });
  });
});

describe('CompleteVendorVerification', () => {
  it('ID: runs the ID list with the workflow’s guid and answers wait while the review runs', async () => {
    const calls: (readonly VerificationCommand[])[] = [];
    const h = kycHarness({ gateway: recording(calls) });
    const c = h.signIn('status.requestid@sandbox.test');
    const session = await h.kyc.startIdVerification();
    const outcome = await h.completeVendor.execute({ screen: 'id', workflowExecutionId: session.reference, transfer: { destinationCountry: 'SO', advance: money(10_050, 'SEK') } });
    expect(outcome).toMatchObject({ kind: 'wait', profile: { status: 'VerifyingId' } });
    expect(calls).toEqual([
      [
        { cmd: 'document', vendor: 'idv-frame', guid: session.reference },
        { cmd: 'customer_status', vendor: 'idv-frame', guid: c.guid, is_agency: false, destination_country_iso: 'SO', advance: '100.50' },
      ],
    ]);
  });

  it('ID: answers pass when the back office passed the customer', async () => {
    const h = kycHarness();
    const c = h.signIn('status.requestid@sandbox.test');
    const session = kycStateOf(h.world).startVerification(c.id, 'id', 'kyc');
    vi.spyOn(h.gateway, 'runProcess').mockImplementation(async () => {
      c.status = 'Pass';
      return { status: 'Pass', internalStatus: 'Pass', twoPlusTwoResult: 'Verified', watchlistResult: 'Verified' };
    });
    expect((await h.completeVendor.execute({ screen: 'id', workflowExecutionId: session.reference })).kind).toBe('pass');
  });

  it.each([
    ['id', 'FailedId', 'refused'],
    ['address', 'FailedAddress', 'refused'],
    ['address', 'Pass', 'pass'],
    ['funds', 'Pass', 'pass'],
    ['id', 'RequestAddress', 'wait'],
  ] as const)('%s: the back office answering %s gives %s, as the status dialogs show it', async (screen, status, kind) => {
    const h = kycHarness();
    const c = h.signIn(screen === 'id' ? 'status.requestid@sandbox.test' : screen === 'address' ? 'status.requestaddress@sandbox.test' : 'status.requestproofofsourceoffunds@sandbox.test');
    const session = kycStateOf(h.world).startVerification(c.id, ({ id: 'id', address: 'POA', funds: 'SOF' } as const)[screen], 'kyc');
    vi.spyOn(h.gateway, 'runProcess').mockImplementation(async () => {
      c.status = status;
      return { status, internalStatus: status, twoPlusTwoResult: 'Verified', watchlistResult: 'Verified' };
    });
    expect(await h.completeVendor.execute({ screen, workflowExecutionId: session.reference })).toMatchObject({ kind, profile: { status } });
  });

  it.each(['address', 'funds'] as const)('%s: runs the with-documents list and answers under review', async (screen) => {
    const calls: (readonly VerificationCommand[])[] = [];
    const h = kycHarness({ gateway: recording(calls) });
    const c = h.signIn(screen === 'address' ? 'status.requestaddress@sandbox.test' : 'status.requestproofofsourceoffunds@sandbox.test');
    const session = await h.kyc.startDocumentVerification({ userCountry: 'SE', documentType: screen === 'address' ? 'POA' : 'SOF', companyName: 'Sahan Money' });
    const outcome = await h.completeVendor.execute({ screen, workflowExecutionId: session.reference });
    expect(outcome).toMatchObject({ kind: 'underReview', profile: { status: screen === 'address' ? 'VerifyingAddress' : 'VerifyingProofOfSourceOfFunds' } });
    expect(calls).toEqual([
      [
        { cmd: 'customer', vendor: 'kyc-service', verification_reference: `kyc-${c.guid}` },
        { cmd: 'document', vendor: 'idv-frame', guid: session.reference },
      ],
    ]);
  });
});

describe('SubmitCapturedDocuments', () => {
  it('uploads the captures, runs the SDK list for their guids, and refreshes', async () => {
    const calls: (readonly VerificationCommand[])[] = [];
    const h = kycHarness({ gateway: recording(calls) });
    h.signIn('status.requestid@sandbox.test');
    const outcome = await h.submitCaptured.execute([
      { guid: 'g-1', cmd: 'upload_passport', front: documentFile('front.jpg', jpegBytes()), selfie: documentFile('selfie.jpg', jpegBytes()) },
    ]);
    expect(outcome).toMatchObject({ kind: 'uploaded', pass: false, profile: { status: 'VerifyingId' } });
    expect(calls.map((list) => list.map((c) => c.cmd))).toEqual([['document', 'customer_status']]);
    expect(h.store.profile?.status).toBe('VerifyingId');
  });

  it('refuses a capture that is not an image without sending anything', async () => {
    const h = kycHarness();
    h.signIn('status.requestid@sandbox.test');
    const spy = vi.spyOn(h.gateway, 'uploadCaptured');
    const outcome = await h.submitCaptured.execute([{ guid: 'g-1', cmd: 'upload_passport', front: documentFile('front.jpg', textBytes()) }]);
    expect(outcome).toEqual({ kind: 'refused', refusals: [{ slot: 'front', index: 0, name: 'front.jpg', reason: 'unsupportedType' }] });
    expect(spy).not.toHaveBeenCalled();
  });
});
