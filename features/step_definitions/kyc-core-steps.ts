import assert from 'node:assert/strict';
import { DataTable, Given, Then, When } from '@cucumber/cucumber';
import { CompleteVendorVerification } from '@/kyc/application/complete-vendor-verification';
import { SubmitCapturedDocuments } from '@/kyc/application/submit-captured-documents';
import type { DocumentFile, ManualUpload } from '@/kyc/application/ports';
import { KycService } from '@/kyc/application/ports';
import { StartVerificationAutomatically, type AutomaticStartOutcome } from '@/kyc/application/start-verification-automatically';
import { UploadManualDocuments } from '@/kyc/application/upload-manual-documents';
import type { UploadOutcome } from '@/kyc/application/upload-outcome';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import type { VendorVerificationOutcome } from '@/kyc/application/complete-vendor-verification';
import { judgeFile, sampleOf } from '@/kyc/domain/file-rules';
import { proofDocuments } from '@/kyc/domain/proof-documents';
import type { DocumentKind } from '@/kyc/domain/verification-profile';
import {
  blockedDialogKey, blocksTransferCreation, isPass, isVerifying, needsDocumentUpload, needsId, statusBadge, uploadMenuDocument, type DocumentScreen,
} from '@/kyc/domain/verification-status';
import { AppError } from '@/shared/kernel/app-error';
import { FOUR_MB, FUNDS_MAX, heicBytes, jpegBytes, pdfBytes, pngBytes, svgBytes, textBytes, truncated, webpBytes } from '../../tests/support/kyc-files';
import { myProcessRuns, myRequests, parseStatus, signInWithStatus } from '../support/kyc-world';
import type { PortalWorld } from '../support/world';

// Identity verification's core through the container (memory mode): statuses, requests,
// automatic start, file rules, command lists and the manual upload. World helpers: support/kyc-world.ts.

interface KycScenario {
  kycUpload?: UploadOutcome | AppError;
  kycStart?: AutomaticStartOutcome;
  kycVendor?: VendorVerificationOutcome;
  kycVerdict?: ReturnType<typeof judgeFile>;
  kycSession?: string;
}
const scenario = (world: PortalWorld) => world as PortalWorld & KycScenario;
const store = (world: PortalWorld) => world.container.get(VerificationProfileStore);
const profile = (world: PortalWorld) => {
  const p = store(world).profile;
  assert.ok(p, 'The verification profile has not loaded: add "When my verification profile loads"');
  return p;
};

// ---- the world ----------------------------------------------------------------------------------

Given('a signed-in customer whose verification status is {word}', async function (this: PortalWorld, status: string) {
  await signInWithStatus(this, parseStatus(status));
});

Given('the back office marks my document request as optional', function (this: PortalWorld) {
  myRequests(this).optional = true;
});

Given('the back office asks next for {word}, {word}', function (this: PortalWorld, document: string, kind: string) {
  myRequests(this).next = { document: document as DocumentKind, optional: kind === 'optional' };
});

Given('my limit warning is {word}', function (this: PortalWorld, state: string) {
  myRequests(this).limitRemainingWarning = state === 'on';
});

Given('a new customer who has not been through the checks yet', async function (this: PortalWorld) {
  const me = await signInWithStatus(this, 'NotRegistered');
  me.isFullyRegistered = true;
  me.twoPlusTwoResult = 'NotVerified';
  me.watchlistResult = 'NotVerified';
  me.address = { ...me.address, street: 'Storgatan 1', postcode: '111 22' };
});

Given('my two-plus-two result is already Verified', function (this: PortalWorld) {
  this.me.twoPlusTwoResult = 'Verified';
});

Given('my watchlist result is already Verified', function (this: PortalWorld) {
  this.me.watchlistResult = 'Verified';
});

Given('my remitter has no {word}', function (this: PortalWorld, field: string) {
  const me = this.me;
  if (field === 'street') me.address = { ...me.address, street: '' };
  else if (field === 'postcode') me.address = { ...me.address, postcode: ' ' };
  else if (field === 'name') me.firstName = '';
  else if (field === 'surname') me.lastName = '';
  else throw new Error(`Unknown remitter field ${field}`);
});

// ---- loading and deriving -----------------------------------------------------------------------

When('my verification profile loads', async function (this: PortalWorld) {
  await store(this).load();
});

Then('my status is in the groups {string}', function (this: PortalWorld, groups: string) {
  const status = profile(this).status;
  const found = [
    needsDocumentUpload(status) && 'upload documents needed',
    needsId(status) && 'ID needed',
    isVerifying(status) && 'verifying',
    isPass(status) && 'pass',
  ].filter(Boolean);
  assert.equal(found.length ? found.join(', ') : 'none', groups);
});

Then('creating a transfer is {word}', function (this: PortalWorld, answer: string) {
  assert.equal(blocksTransferCreation(profile(this).status) ? 'blocked' : 'allowed', answer);
});

Then('the blocked dialog uses the {word} title and text', function (this: PortalWorld, key: string) {
  assert.equal(blockedDialogKey(profile(this).status), key);
});

Then('the status badge is {word}', function (this: PortalWorld, badge: string) {
  assert.equal(statusBadge(profile(this).status) ?? 'none', badge);
});

Then('the profile menu offers "Upload document" for {word}', function (this: PortalWorld, screen: string) {
  assert.equal(uploadMenuDocument(profile(this).status) ?? 'nothing', screen);
});

Then('the effective request is {word} on the {word} screen, {word}', function (this: PortalWorld, document: string, screen: string, kind: string) {
  assert.deepEqual(store(this).effectiveRequest, { document, screen, optional: kind === 'optional' });
});

Then('there is no effective request', function (this: PortalWorld) {
  assert.equal(store(this).effectiveRequest, null);
});

// ---- automatic start ----------------------------------------------------------------------------

When('the portal starts verification automatically', async function (this: PortalWorld) {
  scenario(this).kycStart = await this.container.get(StartVerificationAutomatically).execute();
});

Then('the automatic start answers {string}', function (this: PortalWorld, outcome: string) {
  assert.equal(scenario(this).kycStart, outcome);
});

Then('the verification process ran {string}', function (this: PortalWorld, list: string) {
  assert.deepEqual(
    myProcessRuns(this).map((run) => run.map((c) => c.cmd).join(', ')),
    list.split(' then '),
  );
});

Then('no verification process ran', function (this: PortalWorld) {
  assert.deepEqual(myProcessRuns(this), []);
});

Then('the last verification process ran:', function (this: PortalWorld, table: DataTable) {
  const last = myProcessRuns(this).at(-1);
  assert.ok(last, 'No verification process ran');
  const me = this.me;
  const placeholder = (v: string): unknown =>
    ({ '<my guid>': me.guid, '<my KYC reference>': `kyc-${me.guid}`, '<the vendor session>': scenario(this).kycSession, false: false, true: true })[v] ?? v;
  const expected = table.hashes().map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([, v]) => v !== '')
        .map(([k, v]) => [k, placeholder(v)]),
    ),
  );
  assert.deepEqual(last, expected);
});

Then('my verification status is now {word}', async function (this: PortalWorld, status: string) {
  assert.equal(profile(this).status, status);
  assert.equal(this.me.status, status);
});

// ---- the vendor's frame succeeded ---------------------------------------------------------------

When('the vendor’s frame succeeds for the {word} screen', async function (this: PortalWorld, screen: string) {
  const kyc = this.container.get(KycService);
  const session = screen === 'id'
    ? await kyc.startIdVerification()
    : await kyc.startDocumentVerification({ userCountry: this.me.country, documentType: screen === 'address' ? 'POA' : 'SOF', companyName: 'Sahan Money' });
  scenario(this).kycSession = session.reference;
  scenario(this).kycVendor = await this.container.get(CompleteVendorVerification).execute({ screen: screen as DocumentScreen, workflowExecutionId: session.reference });
});

Then('the portal shows the {word} outcome', function (this: PortalWorld, kind: string) {
  assert.equal(scenario(this).kycVendor?.kind, kind);
});

// ---- file rules ---------------------------------------------------------------------------------

const FILES: Record<string, () => Uint8Array> = {
  'a small JPEG': () => jpegBytes(),
  'a PNG': () => pngBytes(),
  'a WebP': () => webpBytes(),
  'a PDF': () => pdfBytes(),
  'a JPEG of exactly 4 MB': () => jpegBytes(FOUR_MB),
  'a JPEG of 4 MB + 1 byte': () => jpegBytes(FOUR_MB + 1),
  'a PDF of exactly 0.45 MB': () => pdfBytes(FUNDS_MAX),
  'a PDF of 0.45 MB + 1 byte': () => pdfBytes(FUNDS_MAX + 1),
  'a text file named photo.jpg': () => textBytes(),
  'an SVG': () => svgBytes(),
  'a HEIC photo': () => heicBytes(),
  'an empty file': () => new Uint8Array(),
  'a JPEG cut in half': () => truncated(jpegBytes(40_000)),
  'a PNG without its end': () => truncated(pngBytes(2_000)),
  'a PDF without %%EOF': () => truncated(pdfBytes(40_000)),
  'a WebP shorter than it says': () => truncated(webpBytes(2_000)),
};

const fileOf = (name: string) => {
  const make = FILES[name];
  if (!make) throw new Error(`No such test file: ${name} (known: ${Object.keys(FILES).join('; ')})`);
  return make();
};

When('the portal judges {string} for the {word} screen', function (this: PortalWorld, file: string, screen: string) {
  scenario(this).kycVerdict = judgeFile(screen as DocumentScreen, sampleOf(fileOf(file)));
});

Then('the file is {word} {word}', function (this: PortalWorld, verdict: string, detail: string) {
  const actual = scenario(this).kycVerdict;
  assert.ok(actual);
  assert.deepEqual(actual, verdict === 'accepted' ? { ok: true, type: detail } : { ok: false, reason: detail });
});

// ---- proof documents ----------------------------------------------------------------------------

Then('a customer from {word} may prove their {word} with {string}', function (this: PortalWorld, country: string, purpose: string, list: string) {
  assert.deepEqual(proofDocuments(purpose as 'address' | 'funds', country).join(', '), list);
});

// ---- the manual upload --------------------------------------------------------------------------

const doc = (name: string, bytes: Uint8Array): DocumentFile => ({ name, content: new Blob([bytes as BlobPart]) });

async function upload(world: PortalWorld, what: ManualUpload): Promise<void> {
  try {
    scenario(world).kycUpload = await world.container.get(UploadManualDocuments).execute(what);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    scenario(world).kycUpload = error;
  }
}

When('I upload my passport {string} with a selfie', async function (this: PortalWorld, name: string) {
  await upload(this, { screen: 'id', document: 'Passport', front: doc(name, jpegBytes()), selfie: doc('selfie.jpg', jpegBytes()) });
});

When('I upload my ID card with the front {string} and the back {string}', async function (this: PortalWorld, front: string, back: string) {
  await upload(this, { screen: 'id', document: 'ID', front: doc(front, pngBytes()), back: doc(back, jpegBytes()), selfie: doc('selfie.jpg', jpegBytes()) });
});

When('I upload {string} as proof of address', async function (this: PortalWorld, file: string) {
  await upload(this, { screen: 'address', file: doc(file.includes('.') ? file : 'proof', fileOf(file)) });
});

When('I upload {string} as my identity document', async function (this: PortalWorld, file: string) {
  await upload(this, { screen: 'id', document: 'Passport', front: doc('photo.jpg', fileOf(file)) });
});

When('I upload {int} PDFs of 0.45 MB as proof of source of funds', async function (this: PortalWorld, count: number) {
  await upload(this, { screen: 'funds', files: Array.from({ length: count }, (_, i) => doc(`payslip-${i + 1}.pdf`, pdfBytes(FUNDS_MAX))) });
});

When('the identity SDK sends my captured ID card as document {string}', async function (this: PortalWorld, guid: string) {
  scenario(this).kycUpload = await this.container.get(SubmitCapturedDocuments).execute([
    { guid, cmd: 'upload_id', front: doc('front.jpg', jpegBytes()), back: doc('back.jpg', jpegBytes()), selfie: doc('selfie.jpg', jpegBytes()) },
  ]);
});

Then('the upload is sent and I am told to wait', function (this: PortalWorld) {
  const outcome = scenario(this).kycUpload;
  assert.ok(outcome && !(outcome instanceof AppError) && outcome.kind === 'uploaded', `Not uploaded: ${JSON.stringify(outcome)}`);
  assert.equal(outcome.pass, false);
  assert.equal(store(this).profile?.status, outcome.profile.status);
});

Then('the upload is refused before sending: {string}', function (this: PortalWorld, reasons: string) {
  const outcome = scenario(this).kycUpload;
  assert.ok(outcome && !(outcome instanceof AppError) && outcome.kind === 'refused', `Not refused: ${JSON.stringify(outcome)}`);
  assert.equal(outcome.refusals.map((r) => r.reason).join(', '), reasons);
  assert.deepEqual(myProcessRuns(this), []);
});

Then('the back office still has me in {word}', function (this: PortalWorld, status: string) {
  assert.equal(this.me.status, status);
});

/** Shared by the capture flows' scenarios (frame, SDK, phone hand-off): the back office's own record. */
Then('the back office has my verification status as {string}', function (this: PortalWorld, status: string) {
  assert.equal(this.sandbox.customers.find((c) => c.id === this.me.id)?.status, status);
});
