import type { DocumentScreen } from './verification-status';

/**
 * The upload file rules (spec 01 section 5, 02 section 5), judged by CONTENT: a file is a JPEG,
 * PNG, WebP or PDF when its bytes say so (magic bytes at the start, the format's end marker at
 * the end), never because of its name or declared type. The sandbox back office judges with the
 * same module, so the server refuses what the client refuses.
 *
 * A file is judged from a sample: its first HEAD_BYTES, its last TAIL_BYTES and its size, so a
 * browser reads two small slices of a 4 MB photo, not the photo.
 */

export type FileType = 'jpeg' | 'png' | 'webp' | 'pdf';

/** Why a file or a selection is refused; each has its text in the kyc-rules catalogue (rules.<reason>). */
export type FileRefusal = 'empty' | 'truncated' | 'unsupportedType' | 'heic' | 'tooLarge' | 'tooMany';

export type FileVerdict = { readonly ok: true; readonly type: FileType } | { readonly ok: false; readonly reason: FileRefusal };

/** What is read of a file: its head, its tail and its size in bytes. */
export interface FileSample {
  readonly head: Uint8Array;
  readonly tail: Uint8Array;
  readonly size: number;
  /**
   * The whole file, read only when its head and tail cannot tell (`readsWhole`): a JPEG whose tail
   * shows no end marker may be a phone's motion photo or carry a maker's trailer (a video, a depth
   * map) after the picture, longer than TAIL_BYTES.
   */
  readonly whole?: Uint8Array;
}

export const HEAD_BYTES = 64;
/** JPEG end markers may be followed by a phone maker's trailer, PDF's %%EOF by a few bytes: look this far back. */
export const TAIL_BYTES = 8 * 1024;

const MB = 1024 * 1024;

/** Per screen: how many files at most, and how large each may be (bytes). */
export const FILE_LIMITS: Readonly<Record<DocumentScreen, { readonly maxFiles: number; readonly maxBytes: number }>> = {
  id: { maxFiles: 1, maxBytes: 4 * MB },
  address: { maxFiles: 1, maxBytes: 4 * MB },
  funds: { maxFiles: 10, maxBytes: Math.floor(0.45 * MB) },
};

/** What the browser's file picker offers (a hint only: the content decides). iOS Safari turns a HEIC photo into a JPEG for this list. */
export const ACCEPTED_FILE_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

/** A file larger than the largest screen limit is never read whole (it is refused as too large first). */
const MAX_WHOLE_BYTES = Math.max(...Object.values(FILE_LIMITS).map((limit) => limit.maxBytes));

/** Whether the file must be read whole to be judged: a JPEG (by its head) with no end marker in its tail. */
export function readsWhole(head: Uint8Array, tail: Uint8Array, size: number): boolean {
  return size <= MAX_WHOLE_BYTES && startsWith(head, JPEG_START) && !contains(tail, JPEG_END);
}

/** A sample of bytes held in full (the sandbox, tests). */
export function sampleOf(bytes: Uint8Array): FileSample {
  const head = bytes.subarray(0, HEAD_BYTES);
  const tail = bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES));
  return { head, tail, size: bytes.length, ...(readsWhole(head, tail, bytes.length) ? { whole: bytes } : {}) };
}

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
const JPEG_START = [0xff, 0xd8, 0xff];
const JPEG_END = [0xff, 0xd9];
const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, ...ascii('IHDR')];
const PNG_END = [0x00, 0x00, 0x00, 0x00, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF_START = ascii('%PDF-');
const PDF_END = ascii('%%EOF');
const FTYP = ascii('ftyp');
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  if (bytes.length < at + prefix.length) return false;
  return prefix.every((b, i) => bytes[at + i] === b);
}

/** True when the bytes are a strict beginning of the prefix (a file cut inside its signature). */
function isCutPrefix(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length > 0 && bytes.length < prefix.length && [...bytes].every((b, i) => b === prefix[i]);
}

function endsWith(bytes: Uint8Array, suffix: readonly number[]): boolean {
  return startsWith(bytes, suffix, bytes.length - suffix.length);
}

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  for (let i = bytes.length - needle.length; i >= 0; i -= 1) if (startsWith(bytes, needle, i)) return true;
  return false;
}

/**
 * JPEG: SOI (FF D8 FF) ... EOI (FF D9) at the end, or in the tail before a maker's trailer; read
 * whole, the picture's own EOI, found by walking its segments (a motion photo's video after it).
 */
const jpegComplete = (s: FileSample) => contains(s.tail, JPEG_END) || (s.whole !== undefined && jpegImageEnd(s.whole) !== undefined);

/** RST0-RST7 and TEM: markers without a length. */
const standalone = (marker: number) => (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01;

/**
 * Where a JPEG's picture ends (just after its EOI), walking its segments from SOI: each marker
 * segment by its length (an EXIF thumbnail's own EOI is inside APP1, skipped), the entropy-coded
 * data after SOS up to the next marker (FF 00 is a data byte, RSTn a restart). Undefined when the
 * bytes end, or stop making sense, before the EOI: the picture is cut.
 */
export function jpegImageEnd(bytes: Uint8Array): number | undefined {
  if (!startsWith(bytes, JPEG_START)) return undefined;
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    let marker = bytes[at + 1] ?? 0;
    // Fill bytes: any number of FF before a marker.
    while (marker === 0xff && at + 2 < bytes.length) {
      at += 1;
      marker = bytes[at + 1] ?? 0;
    }
    if (marker === 0xd9) return at + 2;
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    if (at + 3 >= bytes.length) return undefined;
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2) return undefined;
    at += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: up to an FF that is neither a stuffed data byte (FF 00) nor a restart marker.
      while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && !standalone(bytes[at + 1] ?? 0))) at += 1;
    }
  }
  return undefined;
}
/** PNG: signature + IHDR first, IEND chunk last. */
const pngComplete = (s: FileSample) => endsWith(s.tail, PNG_END);
/** PDF: %PDF- first, %%EOF within the last bytes (the PDF standard's own reading rule). */
const pdfComplete = (s: FileSample) => contains(s.tail, PDF_END);

function riffSize(head: Uint8Array): number {
  return (head[4] ?? 0) | ((head[5] ?? 0) << 8) | ((head[6] ?? 0) << 16) | ((head[7] ?? 0) * 0x1000000);
}

function looksLikeSvg(head: Uint8Array): boolean {
  let start = startsWith(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  while (start < head.length && [0x20, 0x09, 0x0a, 0x0d].includes(head[start] ?? 0)) start += 1;
  return startsWith(head, ascii('<svg'), start) || startsWith(head, ascii('<?xml'), start);
}

/**
 * The content's verdict: the type, or why it is refused. Sizes and counts are the screen's
 * (judgeFile, judgeSelection).
 */
export function judgeContent(sample: FileSample): FileVerdict {
  const { head, size } = sample;
  if (size === 0) return { ok: false, reason: 'empty' };
  // More than SOI + EOI: "FF D8 FF D9" holds no picture.
  if (startsWith(head, JPEG_START)) return jpegComplete(sample) && size > 4 ? { ok: true, type: 'jpeg' } : { ok: false, reason: 'truncated' };
  if (startsWith(head, PNG_START)) return pngComplete(sample) && size >= PNG_START.length + PNG_END.length ? { ok: true, type: 'png' } : { ok: false, reason: 'truncated' };
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) {
    // The RIFF size counts every byte after its own 8: a file shorter (or longer) than it says is damaged.
    return riffSize(head) + 8 === size ? { ok: true, type: 'webp' } : { ok: false, reason: 'truncated' };
  }
  if (startsWith(head, PDF_START)) return pdfComplete(sample) ? { ok: true, type: 'pdf' } : { ok: false, reason: 'truncated' };
  if (startsWith(head, FTYP, 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (HEIF_BRANDS.has(brand)) return { ok: false, reason: 'heic' };
  }
  if (looksLikeSvg(head)) return { ok: false, reason: 'unsupportedType' };
  // A file cut inside a signature (a 2-byte "JPEG", a PNG without its IHDR) is a damaged one of ours.
  if ([JPEG_START, PNG_START, PDF_START].some((p) => isCutPrefix(head, p)) || (startsWith(head, RIFF) && head.length < 12)) {
    return { ok: false, reason: 'truncated' };
  }
  return { ok: false, reason: 'unsupportedType' };
}

/** One file for a screen: empty first, then the screen's size limit (no need to read a file too large), then its content. */
export function judgeFile(screen: DocumentScreen, sample: FileSample): FileVerdict {
  if (sample.size === 0) return { ok: false, reason: 'empty' };
  if (sample.size > FILE_LIMITS[screen].maxBytes) return { ok: false, reason: 'tooLarge' };
  return judgeContent(sample);
}

export interface SelectionVerdict {
  /** Every file's own verdict, in the order given. */
  readonly files: readonly FileVerdict[];
  /** A refusal of the selection as a whole (more files than the screen takes), else null. */
  readonly refusal: 'tooMany' | null;
  /** True when the selection can be sent. */
  readonly ok: boolean;
}

/** A selection for one slot of a screen (the funds screen takes up to 10 files, the others one). */
export function judgeSelection(screen: DocumentScreen, samples: readonly FileSample[]): SelectionVerdict {
  const files = samples.map((s) => judgeFile(screen, s));
  const refusal = samples.length > FILE_LIMITS[screen].maxFiles ? 'tooMany' : null;
  return { files, refusal, ok: samples.length > 0 && refusal === null && files.every((f) => f.ok) };
}
