/**
 * Files the upload tests make themselves (no binary fixtures in the repository): what the file
 * rules read is the content, so each is built byte by byte. Shared by the Gherkin steps and the
 * browser tests (the browser tests make real JPEG and PNG pictures with a canvas instead).
 */

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** A JPEG of exactly `size` bytes (at least 8): SOI, an APP0 marker, filler, EOI. */
export function jpegBytes(size = 2048): Uint8Array {
  if (size < 8) throw new RangeError('A JPEG needs at least 8 bytes');
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...ascii('JFIF')]);
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}

/** A PNG of `size` bytes: signature, IHDR, filler, IEND. */
export function pngBytes(size = 1024): Uint8Array {
  const start = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, ...ascii('IHDR')];
  const end = [0x00, 0x00, 0x00, 0x00, ...ascii('IEND'), 0xae, 0x42, 0x60, 0x82];
  const bytes = new Uint8Array(Math.max(size, start.length + end.length));
  bytes.set(start);
  bytes.set(end, bytes.length - end.length);
  return bytes;
}

/** A one-page PDF of about `size` bytes. */
export function pdfBytes(size = 1024): Uint8Array {
  const head = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  const tail = 'trailer << /Root 1 0 R >>\n%%EOF\n';
  const filler = Math.max(0, size - head.length - tail.length);
  return new Uint8Array(ascii(head + '%'.repeat(filler) + tail));
}

/** A plain text file (whatever name it is given). */
export function textBytes(): Uint8Array {
  return new Uint8Array(ascii('This is not a picture of a passport.\n'));
}

export const MB = 1024 * 1024;
