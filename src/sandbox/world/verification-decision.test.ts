import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../kyc/domain/file-rules';
import type { SandboxCustomer, SandboxVerificationStatus } from './customers';
import { kycStateOf } from './kyc-state';
import { pendingDecisionOf, setVerificationDecision, statusAfterVerification } from './verification-decision';
import { manualUploadAtDesk, runProcessAtDesk, uploadCapturedAtDesk, uploadDocumentAtDesk } from './verification-desk';
import type { UploadedDocument } from './verification-flow';
import { SandboxWorld } from './world';

const START = Date.parse('2025-06-02T09:00:00Z');
const JPEG = { file: sampleOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(60).fill(7), 0xff, 0xd9])) };

function customerIn(status: SandboxVerificationStatus): { world: SandboxWorld; customer: SandboxCustomer } {
  const world = new SandboxWorld({ clock: () => new Date(START) });
  const customer = world.customersByEmail('amina.se@sandbox.test')[0]!;
  customer.status = status;
  return { world, customer };
}

function decide(world: SandboxWorld, decision: string): void {
  const changed = setVerificationDecision(world, { email: 'amina.se@sandbox.test', decision });
  if (typeof changed === 'string') throw new Error(changed);
}

describe('the decision of the next verification', () => {
  it.each([
    // document, status before, decision, status after
    ['ID', 'RequestId', 'Review', 'VerifyingId'],
    ['ID', 'RequestId', 'Pass', 'Pass'],
    ['ID', 'RequestId', 'Fail', 'FailedId'],
    ['ID', 'FailedId', 'Fail', 'FailedId'],
    ['ID', 'RequestIdAddress', 'Fail', 'FailedIdAddress'],
    ['ID', 'FailedIdAddress', 'Fail', 'FailedIdAddress'],
    ['ID', 'FailedIdAddress', 'Pass', 'Pass'],
    ['ID', 'VerifyingAddressRequestId', 'Fail', 'FailedId'],
    ['ID', 'VerifyingAddressRequestId', 'Review', 'Verifying'],
    ['ProofOfAddress', 'RequestAddress', 'Review', 'VerifyingAddress'],
    ['ProofOfAddress', 'RequestAddress', 'Pass', 'Pass'],
    ['ProofOfAddress', 'RequestAddress', 'Fail', 'FailedAddress'],
    ['ProofOfAddress', 'FailedAddress', 'Fail', 'FailedAddress'],
    ['ProofOfAddress', 'RequestIdAddress', 'Fail', 'FailedIdAddress'],
    ['ProofOfAddress', 'VerifyingIdRequestAddress', 'Fail', 'FailedAddress'],
    ['ProofOfIncome', 'RequestProofOfSourceOfFunds', 'Review', 'VerifyingProofOfSourceOfFunds'],
    ['ProofOfIncome', 'RequestProofOfSourceOfFunds', 'Pass', 'Pass'],
    // The spec has no refused status for the source of funds: it goes under review.
    ['ProofOfIncome', 'RequestProofOfSourceOfFunds', 'Fail', 'VerifyingProofOfSourceOfFunds'],
  ] as const)('%s in %s, decided %s: %s', (document: UploadedDocument, before, decision, after) => {
    const { world, customer } = customerIn(before);
    decide(world, decision);
    expect(statusAfterVerification(customer, document)).toBe(after);
  });

  it('is used once: the verification after it goes under review again', () => {
    const { world, customer } = customerIn('RequestId');
    decide(world, 'Fail');
    expect(pendingDecisionOf(customer)).toBe('Fail');
    customer.status = statusAfterVerification(customer, 'ID');
    expect(customer.status).toBe('FailedId');
    expect(pendingDecisionOf(customer)).toBe('Review');
    expect(statusAfterVerification(customer, 'ID')).toBe('VerifyingId');
  });

  it('waits while a document that was not requested changes nothing', () => {
    const { world, customer } = customerIn('RequestAddress');
    decide(world, 'Pass');
    expect(statusAfterVerification(customer, 'ID')).toBe('RequestAddress');
    expect(pendingDecisionOf(customer)).toBe('Pass');
    expect(statusAfterVerification(customer, 'ProofOfAddress')).toBe('Pass');
  });

  it('Review takes back a decision', () => {
    const { world, customer } = customerIn('RequestId');
    decide(world, 'Pass');
    decide(world, 'Review');
    expect(statusAfterVerification(customer, 'ID')).toBe('VerifyingId');
  });

  it('is kept per world', () => {
    const { world } = customerIn('RequestId');
    decide(world, 'Pass');
    const other = customerIn('RequestId');
    expect(statusAfterVerification(other.customer, 'ID')).toBe('VerifyingId');
  });

  it('refuses an unknown decision, an unknown e-mail, and an e-mail of two countries without the country', () => {
    const { world, customer } = customerIn('RequestId');
    expect(setVerificationDecision(world, { email: 'amina.se@sandbox.test', decision: 'Maybe' })).toBe('Unknown decision: Maybe');
    expect(setVerificationDecision(world, { email: 'nobody@sandbox.test', decision: 'Pass' })).toBe('No customer nobody@sandbox.test');
    expect(setVerificationDecision(world, { email: 'twin@sandbox.test', decision: 'Pass' })).toMatch(/more than one country/);
    expect(setVerificationDecision(world, { email: 'twin@sandbox.test', country: 'gb', decision: 'Pass' })).toMatchObject({ country: 'GB' });
    expect(pendingDecisionOf(customer)).toBe('Review');
  });
});

describe('every way a document reaches the verification process takes the decision', () => {
  it('the vendor frame: the verification process told the session succeeded', () => {
    const { world, customer } = customerIn('RequestId');
    const session = kycStateOf(world).startVerification(customer.id, 'id', 'kyc');
    decide(world, 'Pass');
    const answer = runProcessAtDesk(world, customer, [{ cmd: 'document', vendor: 'idv-frame', guid: session.reference }]);
    expect(answer).toMatchObject({ ok: true, value: { verification: { status: 'Pass' } } });
  });

  it('the vendor frame for an address: the with-documents process', () => {
    const { world, customer } = customerIn('RequestAddress');
    const session = kycStateOf(world).startVerification(customer.id, 'POA', 'kyc');
    decide(world, 'Fail');
    const answer = runProcessAtDesk(world, customer, [
      { cmd: 'customer', vendor: 'kyc-service', verification_reference: 'KYC-x' },
      { cmd: 'document', vendor: 'idv-frame', guid: session.reference },
    ]);
    expect(answer).toMatchObject({ ok: true, value: { verification: { status: 'FailedAddress' } } });
  });

  it('a process without a document leaves the decision for the document', () => {
    const { world, customer } = customerIn('RequestId');
    decide(world, 'Fail');
    runProcessAtDesk(world, customer, [{ cmd: 'watchlist', vendor: 'kyc-service' }]);
    expect(pendingDecisionOf(customer)).toBe('Fail');
  });

  it("the SDK's upload", () => {
    const { world, customer } = customerIn('RequestId');
    decide(world, 'Fail');
    const answer = uploadCapturedAtDesk(world, customer, JSON.stringify([{ cmd: 'upload_passport', guid: 'doc-1' }]), { 'doc-1[front_image]': JPEG });
    expect(answer).toMatchObject({ ok: true, value: { verification: { status: 'FailedId' } } });
  });

  it('a manual upload and the upload-document call', () => {
    const manual = customerIn('RequestAddress');
    decide(manual.world, 'Pass');
    expect(manualUploadAtDesk(manual.customer, { type: 'ProofOfAddress', scan1: JPEG })).toMatchObject({ ok: true, value: { status: 'Pass' } });
    const upload = customerIn('RequestId');
    decide(upload.world, 'Fail');
    expect(uploadDocumentAtDesk(upload.customer, { command: 'upload_passport', front_image: JPEG })).toMatchObject({ ok: true, value: { status: 'FailedId' } });
  });

  it('a refused upload leaves the decision waiting', () => {
    const { world, customer } = customerIn('RequestId');
    decide(world, 'Pass');
    expect(uploadDocumentAtDesk(customer, { command: 'upload_passport' })).toMatchObject({ ok: false });
    expect(pendingDecisionOf(customer)).toBe('Pass');
  });
});
