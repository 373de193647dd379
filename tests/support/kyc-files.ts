/**
 * Files made by tests (unit, port suites, Cucumber, Playwright) for the upload rules: real
 * headers and end markers, padded to any size. Nothing is read from disk.
 */

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

function padded(start: readonly number[], end: readonly number[], size: number, fill = 0x20): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, start.length + end.length)).fill(fill);
  bytes.set(start, 0);
  bytes.set(end, bytes.length - end.length);
  return bytes;
}

/** A JPEG: SOI + APP0 (JFIF) ... EOI. */
export const jpegBytes = (size = 256) => padded([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF'), 0x00], [0xff, 0xd9], size);

/** A PNG: signature, IHDR ... IEND. */
export const pngBytes = (size = 256) =>
  padded(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, ...ascii('IHDR'), 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00],
    [0x00, 0x00, 0x00, 0x00, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82],
    size,
    0x00,
  );

/** A WebP: RIFF <size - 8, little endian> WEBP VP8 ... */
export function webpBytes(size = 256, declared = size - 8): Uint8Array {
  const bytes = padded([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WEBPVP8 ')], [], size, 0x00);
  new DataView(bytes.buffer).setUint32(4, declared, true);
  return bytes;
}

/** A PDF: %PDF-1.7 ... %%EOF. */
export const pdfBytes = (size = 256) => padded(ascii('%PDF-1.7\n'), ascii('\n%%EOF\n'), size);

/** An iPhone HEIC: ftyp box, brand heic. */
export const heicBytes = (size = 256) => padded([0, 0, 0, 0x18, ...ascii('ftypheic'), 0, 0, 0, 0, ...ascii('mif1heic')], [], size, 0x00);

export const svgBytes = () => new Uint8Array(ascii('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"></svg>'));
export const textBytes = (text = 'This is not a photo.\n') => new Uint8Array(ascii(text));

/** A file's bytes cut short: the end marker is lost. */
export const truncated = (bytes: Uint8Array, keep = Math.floor(bytes.length / 2)) => bytes.slice(0, keep);

const MB = 1024 * 1024;
export const FOUR_MB = 4 * MB;
export const FUNDS_MAX = Math.floor(0.45 * MB);

/** A Blob of these bytes (for the ports' DocumentFile.content). */
export const blobOf = (bytes: Uint8Array, type = '') => new Blob([bytes as BlobPart], { type });

export const documentFile = (name: string, bytes: Uint8Array, type = '') => ({ name, content: blobOf(bytes, type) });
