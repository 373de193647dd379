import { expect, it } from 'vitest';
import { HttpVerificationGateway } from '@/kyc/adapters/http-verification-gateway';
import { InMemoryVerificationGateway } from '@/kyc/adapters/in-memory-verification-gateway';
import { fetchUpload } from '@/kyc/adapters/upload-transport';
import { VerificationGateway, type UploadProgress } from '@/kyc/application/ports';
import { automaticStartCommands } from '@/kyc/domain/verification-commands';
import { kycStateOf } from '@/sandbox/world/kyc-state';
import { money } from '@/shared/kernel/money';
import { FOUR_MB, FUNDS_MAX, documentFile, heicBytes, jpegBytes, pdfBytes, pngBytes, textBytes, truncated, webpBytes } from '../../support/kyc-files';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const VENDORS = { checks: 'kyc-service', documents: 'idv-frame' };

const customer = (subject: PortSubject<VerificationGateway>, email: string) => subject.world.customersByEmail(email)[0]!;

export const suite = definePortSuite({
  port: VerificationGateway,
  name: 'VerificationGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpVerificationGateway(credentials, fetch, sink, fetchUpload(fetch)),
    memory: ({ world, credentials, sink }) => new InMemoryVerificationGateway(world, credentials, sink),
  },
  behaviour(subject) {
    it('reads the profile: status, checks, the document request, the limit and the remitter', async () => {
      await subject.signIn('status.requestaddress@sandbox.test');
      const c = customer(subject, 'status.requestaddress@sandbox.test');
      expect(await subject.adapter.profile()).toEqual({
        customerId: c.id,
        guid: c.guid,
        country: 'SE',
        status: 'RequestAddress',
        internalStatus: 'RequestAddress',
        twoPlusTwoResult: 'NotVerified',
        watchlistResult: 'NotVerified',
        documentRequest: { screen: 'address', document: 'ProofOfAddress', optional: false },
        nextDocumentRequest: null,
        limit: { limit: money(c.limit.limitMinor, 'SEK'), used: money(c.limit.usedMinor, 'SEK'), remainingWarning: false },
        remitter: { countryCode: 'SE', street: c.address.street, postcode: c.address.postcode, name: c.firstName, surname: c.lastName },
        kycUserReference: `kyc-${c.guid}`,
      });
    });

    it('reads Pass with no request for a cleared customer', async () => {
      await subject.signIn('hodan.gb@sandbox.test');
      const profile = await subject.adapter.profile();
      expect([profile.status, profile.documentRequest, profile.country]).toEqual(['Pass', null, 'GB']);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect((await refusal(subject.adapter.profile())).type).toBe('Unauthorized');
      expect((await refusal(subject.adapter.runProcess(automaticStartCommands(VENDORS, 'r')))).type).toBe('Unauthorized');
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session on user/get and on the verification calls, and tells the sink', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.profile())).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(await refusal(subject.adapter.runProcess(automaticStartCommands(VENDORS, 'r')))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(subject.sink.reports).toEqual([
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
      ]);
    });

    it('runs the automatic-start list: both checks pass and a registered new customer is asked for an ID', async () => {
      await subject.signIn('status.notregistered@sandbox.test');
      customer(subject, 'status.notregistered@sandbox.test').isFullyRegistered = true;
      expect(await subject.adapter.runProcess(automaticStartCommands(VENDORS, 'kyc-ref'))).toEqual({
        status: 'RequestId',
        internalStatus: 'RequestId',
        twoPlusTwoResult: 'Verified',
        watchlistResult: 'Verified',
      });
      expect((await subject.adapter.profile()).documentRequest).toEqual({ screen: 'id', document: 'ID', optional: false });
    });

    it('refuses a command without a vendor, naming the command, and runs none of the list', async () => {
      await subject.signIn('status.notregistered@sandbox.test');
      const commands = [{ cmd: 'watchlist', vendor: 'kyc-service' }, { cmd: 'twoplustwo', vendor: '' }] as const;
      expect(await refusal(subject.adapter.runProcess(commands))).toEqual(
        serverRefusal('ValueNotBeBlank', 400, 'The vendor field is required', [{ field: 'commands.1.vendor', type: 'ValueNotBeBlank', message: 'The vendor field is required' }]),
      );
      expect(customer(subject, 'status.notregistered@sandbox.test').watchlistResult).toBe('NotVerified');
    });

    it('puts the document of a finished vendor session under review, once; an unknown guid is refused', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const c = customer(subject, 'status.requestid@sandbox.test');
      const session = kycStateOf(subject.world).startVerification(c.id, 'id', 'kyc');
      const state = await subject.adapter.runProcess([{ cmd: 'document', vendor: 'idv-frame', guid: session.reference }]);
      expect(state.status).toBe('VerifyingId');
      expect(await refusal(subject.adapter.runProcess([{ cmd: 'document', vendor: 'idv-frame', guid: 'not-a-session' }]))).toEqual(
        serverRefusal('InvalidValue', 400, 'Unknown document.', [{ field: 'commands.0.guid', type: 'InvalidValue', message: 'Unknown document.' }]),
      );
    });

    it('uploads a passport (front and selfie) with progress and answers the refreshed profile', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const progress: UploadProgress[] = [];
      const profile = await subject.adapter.uploadManual(
        { screen: 'id', document: 'Passport', front: documentFile('passport.jpg', jpegBytes(2048)), selfie: documentFile('selfie.png', pngBytes()) },
        { onProgress: (p) => progress.push(p) },
      );
      expect([profile.status, profile.documentRequest]).toEqual(['VerifyingId', null]);
      expect(progress.length).toBeGreaterThanOrEqual(1);
      const last = progress.at(-1)!;
      expect(last.loaded).toBe(last.total);
      expect(last.total).toBeGreaterThanOrEqual(2048);
    });

    it('uploads an ID card with its back image, an address proof as a PDF, and ten funds files', async () => {
      await subject.signIn('status.requestidaddress@sandbox.test');
      const id = await subject.adapter.uploadManual({ screen: 'id', document: 'ID', front: documentFile('front.webp', webpBytes()), back: documentFile('back.jpg', jpegBytes()) });
      expect(id.status).toBe('VerifyingIdRequestAddress');
      const address = await subject.adapter.uploadManual({ screen: 'address', file: documentFile('bill.pdf', pdfBytes()) });
      expect(address.status).toBe('Verifying');
      await subject.signIn('status.requestproofofsourceoffunds@sandbox.test');
      const files = Array.from({ length: 10 }, (_, i) => documentFile(`payslip-${i}.pdf`, pdfBytes(FUNDS_MAX)));
      expect((await subject.adapter.uploadManual({ screen: 'funds', files })).status).toBe('VerifyingProofOfSourceOfFunds');
    });

    it.each([
      ['an 11th funds file', { screen: 'funds' as const, files: Array.from({ length: 11 }, (_, i) => documentFile(`p${i}.pdf`, pdfBytes())) }, 'scans', 'Up to 10 files.'],
      ['a funds file of 0.45 MB + 1 byte', { screen: 'funds' as const, files: [documentFile('big.pdf', pdfBytes(FUNDS_MAX + 1))] }, 'scans', 'File size exceeds, please choose a smaller file.'],
      ['an ID image of 4 MB + 1 byte', { screen: 'id' as const, document: 'Passport' as const, front: documentFile('big.jpg', jpegBytes(FOUR_MB + 1)) }, 'scan1', 'File size exceeds, please choose a smaller file.'],
      ['a text file named .jpg', { screen: 'address' as const, file: documentFile('bill.jpg', textBytes(), 'image/jpeg') }, 'scan1', 'Only images or PDF files can be uploaded.'],
      ['a truncated JPEG', { screen: 'address' as const, file: documentFile('bill.jpg', truncated(jpegBytes(512))) }, 'scan1', 'The file is incomplete or damaged. Choose it again or take a new photo.'],
      ['a HEIC photo', { screen: 'id' as const, document: 'Passport' as const, front: documentFile('IMG_0001.heic', heicBytes()) }, 'scan1', 'HEIC photos cannot be uploaded. Choose a JPEG: on an iPhone, choose the photo from the library here and it is sent as a JPEG.'],
    ])('refuses %s with a 422 naming the field, and changes nothing', async (_name, upload, field, message) => {
      await subject.signIn(upload.screen === 'funds' ? 'status.requestproofofsourceoffunds@sandbox.test' : 'status.requestidaddress@sandbox.test');
      expect(await refusal(subject.adapter.uploadManual(upload))).toEqual(serverRefusal('InvalidValue', 422, message, [{ field, type: 'InvalidValue', message }]));
      expect((await subject.adapter.profile()).status).toBe(upload.screen === 'funds' ? 'RequestProofOfSourceOfFunds' : 'RequestIdAddress');
    });

    it('refuses an empty file (400)', async () => {
      await subject.signIn('status.requestaddress@sandbox.test');
      expect(await refusal(subject.adapter.uploadManual({ screen: 'address', file: documentFile('empty.pdf', new Uint8Array()) }))).toEqual(
        serverRefusal('InvalidValue', 400, 'The file is empty.', [{ field: 'scan1', type: 'InvalidValue', message: 'The file is empty.' }]),
      );
    });

    it('rejects with an AbortError when cancelled, and sends nothing', async () => {
      await subject.signIn('status.requestaddress@sandbox.test');
      const controller = new AbortController();
      controller.abort();
      const outcome = await subject.adapter.uploadManual({ screen: 'address', file: documentFile('bill.pdf', pdfBytes()) }, { signal: controller.signal }).catch((e: unknown) => e);
      expect(outcome).toBeInstanceOf(DOMException);
      expect((outcome as DOMException).name).toBe('AbortError');
      expect(customer(subject, 'status.requestaddress@sandbox.test').status).toBe('RequestAddress');
    });

    it('uploads SDK captures keyed by guid; the process then accepts those guids', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const state = await subject.adapter.uploadCaptured([
        { guid: 'doc-1', cmd: 'upload_id', front: documentFile('front.jpg', jpegBytes()), back: documentFile('back.jpg', jpegBytes()), selfie: documentFile('selfie.jpg', jpegBytes()) },
      ]);
      expect(state.status).toBe('VerifyingId');
      const after = await subject.adapter.runProcess([{ cmd: 'document', vendor: 'idv-sdk', guid: 'doc-1' }]);
      expect(after.status).toBe('VerifyingId');
    });

    it('refuses an SDK capture that is not an image, naming its key', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const message = 'Only images or PDF files can be uploaded.';
      expect(await refusal(subject.adapter.uploadCaptured([{ guid: 'doc-1', cmd: 'upload_passport', front: documentFile('front.jpg', textBytes()) }]))).toEqual(
        serverRefusal('InvalidValue', 422, message, [{ field: 'doc-1.front_image', type: 'InvalidValue', message }]),
      );
    });

    it('lists the identity documents of a country, the driving licence first for the US', async () => {
      await subject.signIn('hodan.gb@sandbox.test');
      expect((await subject.adapter.acceptedDocuments('SE')).map((d) => [d.type, d.backImageRequired])).toEqual([['Passport', false], ['ID', true], ['DriversLicense', true]]);
      expect((await subject.adapter.acceptedDocuments('US')).map((d) => d.type)).toEqual(['DriversLicense', 'Passport', 'ID']);
    });
  },
});
