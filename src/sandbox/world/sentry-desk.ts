import type { SandboxWorld } from './world';

/**
 * The sandbox's imitation of Sentry's ingestion: it reads the envelopes the Sentry browser SDK
 * sends (https://develop.sentry.dev/sdk/data-model/envelopes/) and keeps their items as they
 * arrived, so tests can check what left the page (nothing personal, no token; the sampling).
 * Both ways in use it: the vendor origin's `POST /api/<project>/envelope/` (the address a DSN
 * implies, src/sandbox/vendor/sentry-ingest.ts) and the memory mode's transport
 * (src/shell/adapters/in-memory-sentry-transport.ts). Tests read them through
 * `GET /sandbox/control/sentry-envelopes`.
 *
 * An envelope is newline-delimited: one JSON header line, then per item a JSON item header line
 * and its payload: `length` bytes when the item header gives it (a replay recording's compressed
 * bytes), else up to the next newline. JSON payloads (event, transaction, replay_event, session,
 * client_report...) are kept parsed; a replay recording keeps its own header line (its segment) and
 * the size of the recording. Plain functions over bytes: the page may run them (the memory mode).
 */
export interface RecordedEnvelopeItem {
  readonly type: string;
  readonly header: Readonly<Record<string, unknown>>;
  /** The parsed JSON payload; a replay recording: `{ segment, bytes }`; unreadable: `{ bytes }`. */
  readonly payload: unknown;
}

export interface RecordedEnvelope {
  /** The project id of the address it was posted to (the DSN's last path segment). */
  readonly project: string;
  readonly header: Readonly<Record<string, unknown>>;
  readonly items: readonly RecordedEnvelopeItem[];
}

/** Envelopes kept per world (the oldest are dropped beyond). */
export const MAX_RECORDED_ENVELOPES = 500;
/** The largest envelope read (Sentry's own limit for an envelope is 200 MB; the sandbox's is smaller). */
export const MAX_ENVELOPE_BYTES = 1_048_576;

export class EnvelopeError extends Error {
  override readonly name = 'EnvelopeError';
}

const books = new WeakMap<SandboxWorld, RecordedEnvelope[]>();

function bookOf(world: SandboxWorld): RecordedEnvelope[] {
  let book = books.get(world);
  if (!book) {
    book = [];
    books.set(world, book);
  }
  return book;
}

const NEWLINE = 0x0a;
const decoder = new TextDecoder();

function jsonObject(bytes: Uint8Array, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    throw new EnvelopeError(`${what} is not JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new EnvelopeError(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/** Reads one envelope (its bytes as sent, or its text). Throws an EnvelopeError when it is malformed. */
export function parseEnvelope(body: Uint8Array | string): { header: Record<string, unknown>; items: RecordedEnvelopeItem[] } {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  if (bytes.length > MAX_ENVELOPE_BYTES) throw new EnvelopeError(`An envelope is at most ${MAX_ENVELOPE_BYTES} bytes`);
  let at = 0;
  const line = (): Uint8Array => {
    const end = bytes.indexOf(NEWLINE, at);
    const slice = bytes.subarray(at, end === -1 ? bytes.length : end);
    at = end === -1 ? bytes.length : end + 1;
    return slice;
  };
  const header = jsonObject(line(), 'The envelope header');
  const items: RecordedEnvelopeItem[] = [];
  while (at < bytes.length) {
    const headerLine = line();
    // A trailing newline (or blank line) ends the envelope.
    if (headerLine.length === 0) continue;
    const itemHeader = jsonObject(headerLine, `Item ${items.length + 1}'s header`);
    const type = typeof itemHeader.type === 'string' ? itemHeader.type : '';
    if (!type) throw new EnvelopeError(`Item ${items.length + 1} has no type`);
    let payload: Uint8Array;
    if (itemHeader.length !== undefined) {
      const length = Number(itemHeader.length);
      if (!Number.isInteger(length) || length < 0 || at + length > bytes.length) throw new EnvelopeError(`Item ${items.length + 1}'s length is wrong`);
      payload = bytes.subarray(at, at + length);
      at += length;
      // The newline after a payload of known length is optional.
      if (bytes[at] === NEWLINE) at += 1;
    } else {
      payload = line();
    }
    items.push({ type, header: itemHeader, payload: readPayload(type, payload) });
  }
  return { header, items };
}

function readPayload(type: string, payload: Uint8Array): unknown {
  if (type === 'replay_recording') {
    // `{"segment_id":N}\n` and then the recording (deflate-compressed by the SDK's worker, or JSON).
    const end = payload.indexOf(NEWLINE);
    const segment = end === -1 ? {} : safeJson(payload.subarray(0, end));
    return { segment, bytes: end === -1 ? payload.length : payload.length - end - 1 };
  }
  const parsed = safeJson(payload);
  return parsed === undefined ? { bytes: payload.length } : parsed;
}

function safeJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** Records one envelope posted for a project. Throws an EnvelopeError when it is malformed. */
export function recordEnvelopeAtDesk(world: SandboxWorld, project: string, body: Uint8Array | string): RecordedEnvelope {
  const { header, items } = parseEnvelope(body);
  const envelope: RecordedEnvelope = { project, header, items };
  const book = bookOf(world);
  book.push(envelope);
  if (book.length > MAX_RECORDED_ENVELOPES) book.splice(0, book.length - MAX_RECORDED_ENVELOPES);
  return envelope;
}

/** Every envelope recorded, oldest first. */
export function envelopesAtDesk(world: SandboxWorld): readonly RecordedEnvelope[] {
  return bookOf(world);
}

/** Every item of a type (event, transaction, replay_event, replay_recording...), oldest first. */
export function envelopeItemsAtDesk(world: SandboxWorld, type: string): readonly RecordedEnvelopeItem[] {
  return bookOf(world).flatMap((envelope) => envelope.items.filter((item) => item.type === type));
}
