import { FILE_LIMITS, judgeFile, sampleOf, type FileRefusal, type FileSample } from '../../kyc/domain/file-rules.ts';
import type { SandboxCustomer } from './customers';
import type { DeskAnswer, DeskError } from './auth-desk';
import { kycStateOf } from './kyc-state.ts';
import type { UploadedDocument } from './verification-flow.ts';
import { statusAfterVerification } from './verification-decision.ts';
import type { SandboxWorld } from './world';

/**
 * The back office's verification desk (openapi/main-api.yaml tag Verification): the sandbox's
 * routes (src/sandbox/server/main-api-access.ts) and the in-memory adapters (src/kyc/adapters)
 * both ask it, so a scenario gets the same answers and the same refusals in either mode.
 * Files are judged by content with the portal's own rules (src/kyc/domain/file-rules.ts).
 */

const refuse = (...errors: DeskError[]): DeskAnswer<never> => ({ ok: false, errors });
const accept = <T>(value: T): DeskAnswer<T> => ({ ok: true, value });
const invalid = (property_path: string, message: string, status: 400 | 422 = 400): DeskError => ({ status, type: 'InvalidValue', property_path, message });
const blank = (property_path: string, message: string): DeskError => ({ status: 400, type: 'ValueNotBeBlank', property_path, message });
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A form part as the desk sees it: a file's bytes (sampled), a text, or nothing. */
export type DeskPart = { readonly file: FileSample } | string | undefined;

/** A file part's bytes, as both the routes (a multipart File) and the fakes (a Blob) hand them over. */
export async function deskFile(blob: Blob): Promise<{ readonly file: FileSample }> {
  return { file: sampleOf(new Uint8Array(await blob.arrayBuffer())) };
}

/** What the refusal of a file says, by reason (the customer sees the server's message). */
export const FILE_REFUSAL_MESSAGES: Readonly<Record<Exclude<FileRefusal, 'tooMany'>, string>> = {
  empty: 'The file is empty.',
  truncated: 'The file is incomplete or damaged. Choose it again or take a new photo.',
  unsupportedType: 'Only images or PDF files can be uploaded.',
  heic: 'HEIC photos cannot be uploaded. Choose a JPEG: on an iPhone, choose the photo from the library here and it is sent as a JPEG.',
  tooLarge: 'File size exceeds, please choose a smaller file.',
};

/** The first problem of one file part, or undefined when it is a file the rules accept. */
function fileProblem(part: DeskPart, path: string, screen: 'id' | 'funds'): DeskError | undefined {
  if (part === undefined || typeof part === 'string') return blank(path, 'Choose a file.');
  const verdict = judgeFile(screen, part.file);
  if (verdict.ok) return undefined;
  return invalid(path, FILE_REFUSAL_MESSAGES[verdict.reason === 'tooMany' ? 'unsupportedType' : verdict.reason], verdict.reason === 'empty' ? 400 : 422);
}

const FUNDS_MAX_FILES = FILE_LIMITS.funds.maxFiles;

function firstRefusal(errors: readonly (DeskError | undefined)[]): DeskAnswer<never> | undefined {
  const problem = errors.find((e): e is DeskError => e !== undefined);
  return problem ? refuse(problem) : undefined;
}

/** The customer behind the token a verification call carries in its body (or the header's). */
export function verificationCustomerAtDesk(world: SandboxWorld, project: string, token: string | undefined): DeskAnswer<SandboxCustomer> {
  const customer = world.customerByToken(token);
  if (!customer || world.projectOf(customer) !== project) {
    return refuse({ status: 401, type: 'AccessDenied', message: 'Your session has ended. Please sign in again.' });
  }
  return accept(customer);
}

export function verificationOf(customer: SandboxCustomer) {
  return { status: customer.status, internalStatus: customer.status, twoPlusTwoResult: customer.twoPlusTwoResult, watchlistResult: customer.watchlistResult };
}

/** Per world: the document guids the back office knows (KYC sessions used, SDK uploads), by customer. */
const knownDocuments = new WeakMap<SandboxWorld, Map<string, { customerId: number; used: boolean; document?: UploadedDocument }>>();
function documentsOf(world: SandboxWorld) {
  let map = knownDocuments.get(world);
  if (!map) {
    map = new Map();
    knownDocuments.set(world, map);
  }
  return map;
}

const WORKFLOW_DOCUMENT: Record<'id' | 'POA' | 'SOF', UploadedDocument> = { id: 'ID', POA: 'ProofOfAddress', SOF: 'ProofOfIncome' };

/**
 * The document a guid names for this customer: a KYC vendor session (its workflow's document,
 * applied once, when the process is told the session succeeded), an SDK upload or an ekyc
 * workflow (already applied when uploaded or verified). Undefined when the guid is not theirs.
 */
function documentOf(world: SandboxWorld, customer: SandboxCustomer, guid: string): { apply?: UploadedDocument } | undefined {
  const session = kycStateOf(world).sessions.find((s) => s.reference === guid && s.customerId === customer.id);
  const known = documentsOf(world);
  if (session) {
    const record = known.get(guid) ?? { customerId: customer.id, used: false };
    known.set(guid, { ...record, used: true });
    return record.used ? {} : { apply: WORKFLOW_DOCUMENT[session.workflow] };
  }
  if (known.get(guid)?.customerId === customer.id) return {};
  if (world.ekycWorkflows.get(guid) === customer.id) return {};
  return undefined;
}

/** Per world: every command list the process ran, in order (what scenarios and tests read). */
const processRuns = new WeakMap<SandboxWorld, { readonly customerId: number; readonly commands: readonly Record<string, unknown>[] }[]>();

export function processRunsOf(world: SandboxWorld): readonly { readonly customerId: number; readonly commands: readonly Record<string, unknown>[] }[] {
  return processRuns.get(world) ?? [];
}

const COMMANDS = ['watchlist', 'twoplustwo', 'customer', 'document', 'customer_status'];

/** The verification-process call: runs the command list in order. */
export function runProcessAtDesk(world: SandboxWorld, customer: SandboxCustomer, rawCommands: unknown) {
  const commands = Array.isArray(rawCommands) ? rawCommands : [];
  if (commands.length === 0) return refuse(blank('commands', 'At least one command is required.'));
  // Every command is checked before any runs: a refused list changes nothing.
  const checked: { cmd: string; command: Record<string, unknown> }[] = [];
  for (const [i, raw] of commands.entries()) {
    const command = (raw ?? {}) as Record<string, unknown>;
    const cmd = text(command.cmd);
    if (!COMMANDS.includes(cmd)) return refuse(invalid(`commands[${i}][cmd]`, 'Unknown command.'));
    if (!text(command.vendor)) return refuse(blank(`commands[${i}][vendor]`, 'The vendor field is required'));
    if (command.advance !== undefined && !/^[0-9]+\.[0-9]{2}$/.test(text(command.advance))) return refuse(invalid(`commands[${i}][advance]`, 'A number with two decimals.'));
    if (cmd === 'customer' && !text(command.verification_reference)) return refuse(blank(`commands[${i}][verification_reference]`, 'The verification reference field is required'));
    if (cmd === 'customer_status') {
      if (!text(command.guid)) return refuse(blank(`commands[${i}][guid]`, 'The guid field is required'));
      if (!/^[A-Z]{2}$/.test(text(command.destination_country_iso))) return refuse(invalid(`commands[${i}][destination_country_iso]`, 'A two-letter country code is required.'));
      if (command.advance === undefined) return refuse(blank(`commands[${i}][advance]`, 'The advance field is required'));
    }
    if (cmd === 'document' && command.guid !== undefined) {
      const guid = text(command.guid);
      const known = kycStateOf(world).sessions.some((s) => s.reference === guid && s.customerId === customer.id) ||
        documentsOf(world).get(guid)?.customerId === customer.id || world.ekycWorkflows.get(guid) === customer.id;
      if (!known) return refuse(invalid(`commands[${i}][guid]`, 'Unknown document.'));
    }
    checked.push({ cmd, command });
  }
  processRuns.set(world, [...processRunsOf(world), { customerId: customer.id, commands: checked.map((c) => ({ ...c.command })) }]);
  const results = checked.map(({ cmd, command }) => {
    if (cmd === 'watchlist') customer.watchlistResult = 'Verified';
    if (cmd === 'twoplustwo') customer.twoPlusTwoResult = 'Verified';
    if (cmd === 'document' && command.guid !== undefined) {
      const applied = documentOf(world, customer, text(command.guid));
      if (applied?.apply) customer.status = statusAfterVerification(customer, applied.apply);
    }
    return { cmd, status: 'accepted' as const };
  });
  // Once both checks passed, a new customer is asked for an identity document.
  if (customer.status === 'NotRegistered' && customer.isFullyRegistered && customer.twoPlusTwoResult === 'Verified' && customer.watchlistResult === 'Verified') {
    customer.status = 'RequestId';
  }
  return accept({ results, verification: verificationOf(customer) });
}

const MANUAL_TYPES = ['ID', 'Passport', 'DriversLicense', 'ProofOfAddress', 'ProofOfIncome'];

/** The manual upload dispatch: type plus scan1 (scan2, selfie) or scans[]; answers the customer afterwards. */
export function manualUploadAtDesk(
  customer: SandboxCustomer,
  form: { readonly type: unknown; readonly scan1?: DeskPart; readonly scan2?: DeskPart; readonly selfie?: DeskPart; readonly scans?: readonly DeskPart[] },
): DeskAnswer<SandboxCustomer> {
  const type = text(form.type);
  if (!MANUAL_TYPES.includes(type)) return refuse(invalid('type', 'Choose a document type.'));
  if (type === 'ProofOfIncome') {
    const scans = form.scans ?? [];
    if (scans.length === 0) return refuse(blank('scans', 'Choose at least one file.'));
    if (scans.length > FUNDS_MAX_FILES) return refuse(invalid('scans', 'Up to 10 files.', 422));
    const refused = firstRefusal(scans.map((scan) => fileProblem(scan, 'scans', 'funds')));
    if (refused) return refused;
  } else {
    const refused = firstRefusal([
      fileProblem(form.scan1, 'scan1', 'id'),
      form.scan2 === undefined ? undefined : fileProblem(form.scan2, 'scan2', 'id'),
      form.selfie === undefined ? undefined : fileProblem(form.selfie, 'selfie', 'id'),
    ]);
    if (refused) return refused;
  }
  const uploaded: UploadedDocument = type === 'ProofOfAddress' ? 'ProofOfAddress' : type === 'ProofOfIncome' ? 'ProofOfIncome' : 'ID';
  customer.status = statusAfterVerification(customer, uploaded);
  return accept(customer);
}

/** The upload-document call (an identity document: front, back unless a passport, optional selfie). */
export function uploadDocumentAtDesk(
  customer: SandboxCustomer,
  form: { readonly command: unknown; readonly front_image?: DeskPart; readonly back_image?: DeskPart; readonly selfie?: DeskPart },
): DeskAnswer<SandboxCustomer> {
  const command = text(form.command);
  if (!['upload_passport', 'upload_id', 'upload_driver_license'].includes(command)) return refuse(invalid('command', 'Choose a document type.'));
  const refused = firstRefusal([
    fileProblem(form.front_image, 'front_image', 'id'),
    command === 'upload_passport' ? undefined : fileProblem(form.back_image, 'back_image', 'id'),
    form.selfie === undefined ? undefined : fileProblem(form.selfie, 'selfie', 'id'),
  ]);
  if (refused) return refused;
  customer.status = statusAfterVerification(customer, 'ID');
  return accept(customer);
}

const CAPTURED_KINDS = ['front_image', 'back_image', 'selfie_image'] as const;
type CapturedKind = (typeof CAPTURED_KINDS)[number];

/** The SDK's upload: `data` (a JSON list of {cmd, guid}) and files keyed "<guid>[front_image]" ... */
export function uploadCapturedAtDesk(world: SandboxWorld, customer: SandboxCustomer, data: unknown, parts: Readonly<Record<string, DeskPart>>) {
  let entries: unknown;
  try {
    entries = JSON.parse(text(data));
  } catch {
    return refuse(invalid('data', 'data must be a JSON list of {cmd, guid}.'));
  }
  if (!Array.isArray(entries) || entries.length === 0) return refuse(invalid('data', 'data must be a JSON list of {cmd, guid}.'));
  const documents: { guid: string; cmd: string; files: CapturedKind[] }[] = [];
  for (const raw of entries as unknown[]) {
    const entry = (raw ?? {}) as Record<string, unknown>;
    const guid = text(entry.guid);
    if (!guid) return refuse(invalid('data', 'Every entry needs a guid.'));
    const files: CapturedKind[] = [];
    for (const kind of CAPTURED_KINDS) {
      const part = parts[`${guid}[${kind}]`];
      if (part === undefined) continue;
      const refused = firstRefusal([fileProblem(part, `${guid}[${kind}]`, 'id')]);
      if (refused) return refused;
      files.push(kind);
    }
    if (!files.includes('front_image')) return refuse(blank(`${guid}[front_image]`, 'The front image is required.'));
    documents.push({ guid, cmd: text(entry.cmd), files });
  }
  for (const { guid } of documents) documentsOf(world).set(guid, { customerId: customer.id, used: true, document: 'ID' });
  customer.status = statusAfterVerification(customer, 'ID');
  return accept({ documents, verification: verificationOf(customer) });
}

const DOCUMENTS = [
  { document_type: 'Passport', name: 'Passport', back_image_required: false, selfie_required: true },
  { document_type: 'ID', name: 'National ID card', back_image_required: true, selfie_required: true },
  { document_type: 'DriversLicense', name: "Driver's licence", back_image_required: true, selfie_required: true },
] as const;

/** docs-info: the identity documents a country accepts (US customers see the driver's licence first). */
export function documentsInfoAtDesk(isoCode: unknown) {
  const iso = text(isoCode).toUpperCase();
  if (!/^[A-Z]{2}$/.test(iso)) return refuse(invalid('iso_code', 'A two-letter country code is required.'));
  return accept({ documents: iso === 'US' ? [DOCUMENTS[2], DOCUMENTS[0], DOCUMENTS[1]] : [...DOCUMENTS] });
}

function checkCustomerId(customer: SandboxCustomer, raw: string | undefined): DeskAnswer<null> {
  if (raw === undefined) return accept(null);
  if (!/^[0-9]+$/.test(raw)) return refuse(invalid('customer_id', 'An integer is required.'));
  if (Number(raw) !== customer.id) return refuse({ status: 404, type: 'CustomerNotFound', property_path: 'customer_id', message: 'Customer not found.' });
  return accept(null);
}

/** The wallet-side ekyc start: a workflow at the identity vendor. */
export function startEkycAtDesk(world: SandboxWorld, customer: SandboxCustomer, customerId?: string) {
  const checked = checkCustomerId(customer, customerId);
  if (!checked.ok) return checked;
  const id = `wf-${String(world.next('ekyc')).padStart(6, '0')}`;
  world.ekycWorkflows.set(id, customer.id);
  return accept({ workflow_id: id, web_href: `https://idv.sandbox.test/workflows/${id}` });
}

/** The wallet-side ekyc verify: the workflow finished; the identity document goes under review. */
export function verifyEkycAtDesk(world: SandboxWorld, customer: SandboxCustomer, workflowExecutionId: unknown, customerId?: string) {
  const checked = checkCustomerId(customer, customerId);
  if (!checked.ok) return checked;
  const id = text(workflowExecutionId);
  if (!id) return refuse(blank('workflowExecutionId', 'The workflowExecutionId field is required'));
  if (world.ekycWorkflows.get(id) !== customer.id) return refuse(invalid('workflowExecutionId', 'Unknown workflow.'));
  customer.status = statusAfterVerification(customer, 'ID');
  return accept({ verification: verificationOf(customer) });
}
