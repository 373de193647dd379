import { describe, expect, it } from 'vitest';
import { FOUR_MB, FUNDS_MAX, heicBytes, jpegBytes, pdfBytes, pngBytes, svgBytes, textBytes, truncated, webpBytes } from '../../../tests/support/kyc-files';
import { FILE_LIMITS, TAIL_BYTES, jpegImageEnd, judgeContent, judgeFile, judgeSelection, sampleOf } from './file-rules';

const judge = (bytes: Uint8Array) => judgeContent(sampleOf(bytes));

/**
 * A JPEG laid out as a camera writes one: SOI, APP1 (EXIF) holding a thumbnail with its own SOI and
 * EOI, DQT, SOF0, SOS, `dataBytes` of entropy-coded data (stuffed FF 00 and restart markers in it),
 * EOI.
 */
function structuredJpeg(dataBytes: number): Uint8Array {
  const segment = (marker: number, body: number[]) => [0xff, marker, ((body.length + 2) >> 8) & 0xff, (body.length + 2) & 0xff, ...body];
  const thumbnail = [0xff, 0xd8, 0xff, 0xd9];
  const data = Array.from({ length: dataBytes }, (_, i) => (i % 997 === 0 ? 0xff : (i * 31) % 254));
  // Each FF in the data is stuffed (FF 00), and every 4,000 bytes a restart marker.
  const entropy = data.flatMap((b, i) => (b === 0xff ? [0xff, 0x00] : i > 0 && i % 4_000 === 0 ? [0xff, 0xd0 + ((i / 4_000) % 8), b] : [b]));
  return new Uint8Array([
    0xff, 0xd8,
    ...segment(0xe1, [...[...'Exif'].map((c) => c.charCodeAt(0)), 0, 0, ...thumbnail, 1, 2, 3]),
    ...segment(0xdb, Array.from({ length: 65 }, (_, i) => i)),
    ...segment(0xc0, [8, 0, 16, 0, 16, 1, 1, 0x11, 0]),
    ...segment(0xda, [1, 1, 0, 0, 63, 0]),
    ...entropy,
    0xff, 0xd9,
  ]);
}

describe('file rules: judged by content', () => {
  it.each([
    ['a JPEG', jpegBytes(), 'jpeg'],
    ['a PNG', pngBytes(), 'png'],
    ['a WebP', webpBytes(), 'webp'],
    ['a PDF', pdfBytes(), 'pdf'],
  ] as const)('accepts %s by its magic bytes and end marker', (_name, bytes, type) => {
    expect(judge(bytes)).toEqual({ ok: true, type });
  });

  it('accepts a JPEG whose end marker is followed by a phone maker’s trailer, within the tail', () => {
    const photo = jpegBytes(20_000);
    const withTrailer = new Uint8Array(photo.length + 100).fill(0x41);
    withTrailer.set(photo, 0);
    expect(judge(withTrailer)).toEqual({ ok: true, type: 'jpeg' });
  });

  it('accepts a motion photo: a JPEG whose picture is followed by more than the tail of video; a cut one stays refused', () => {
    const photo = structuredJpeg(30_000);
    const video = new Uint8Array(TAIL_BYTES * 3);
    video.set([0x00, 0x00, 0x00, 0x18, ...[...'ftypmp42'].map((c) => c.charCodeAt(0))], 0);
    const motion = new Uint8Array([...photo, ...video]);
    expect(jpegImageEnd(motion)).toBe(photo.length);
    expect(judge(motion)).toEqual({ ok: true, type: 'jpeg' });
    // Cut inside the picture's data: its EXIF thumbnail's own end marker (inside APP1) does not count.
    const cut = new Uint8Array([...photo.subarray(0, photo.length - 1_000), ...video]);
    expect(jpegImageEnd(cut)).toBeUndefined();
    expect(judge(cut)).toEqual({ ok: false, reason: 'truncated' });
  });

  it('accepts a PDF whose %%EOF is followed by a newline or two', () => {
    const pdf = pdfBytes(1000);
    expect(judge(new Uint8Array([...pdf, 0x0d, 0x0a]))).toEqual({ ok: true, type: 'pdf' });
  });

  it.each([
    ['a JPEG without its end marker', truncated(jpegBytes(TAIL_BYTES * 3))],
    ['a PNG without its IEND chunk', truncated(pngBytes(1000))],
    ['a PDF without %%EOF', truncated(pdfBytes(TAIL_BYTES * 3))],
    ['a WebP shorter than its RIFF size says', truncated(webpBytes(1000))],
    ['a WebP longer than its RIFF size says', webpBytes(1000, 500)],
    ['a file cut inside the JPEG signature', new Uint8Array([0xff, 0xd8])],
    ['a file cut inside the PNG signature', pngBytes().slice(0, 10)],
  ])('refuses %s as truncated', (_name, bytes) => {
    expect(judge(bytes)).toEqual({ ok: false, reason: 'truncated' });
  });

  it.each([
    ['a text file (whatever its name)', textBytes()],
    ['an SVG', svgBytes()],
    ['an SVG with an XML declaration', new TextEncoder().encode('<?xml version="1.0"?><svg/>')],
    ['a GIF', new TextEncoder().encode('GIF89a....')],
    ['a ZIP', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])],
  ])('refuses %s as an unsupported type', (_name, bytes) => {
    expect(judge(bytes)).toEqual({ ok: false, reason: 'unsupportedType' });
  });

  it('refuses a HEIC photo with its own reason', () => {
    expect(judge(heicBytes())).toEqual({ ok: false, reason: 'heic' });
  });

  it('refuses an empty file', () => {
    expect(judge(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
  });

  it('reads only the head and the tail: a JPEG end marker in the middle of a long file does not count', () => {
    const bytes = jpegBytes(TAIL_BYTES * 4);
    bytes.set([0x00, 0x00], bytes.length - 2);
    bytes.set([0xff, 0xd9], TAIL_BYTES);
    expect(judge(bytes)).toEqual({ ok: false, reason: 'truncated' });
  });
});

describe('file rules: limits per screen', () => {
  it('has the spec’s limits: 1 file of 4 MB for ID and address, 10 files of 0.45 MB for funds', () => {
    expect(FILE_LIMITS).toEqual({ id: { maxFiles: 1, maxBytes: 4_194_304 }, address: { maxFiles: 1, maxBytes: 4_194_304 }, funds: { maxFiles: 10, maxBytes: 471_859 } });
  });

  it.each([
    ['id', FOUR_MB, true],
    ['id', FOUR_MB + 1, false],
    ['address', FOUR_MB + 1, false],
    ['funds', FUNDS_MAX, true],
    ['funds', FUNDS_MAX + 1, false],
  ] as const)('%s: a file of %i bytes is accepted: %s', (screen, size, ok) => {
    expect(judgeFile(screen, sampleOf(jpegBytes(size)))).toEqual(ok ? { ok: true, type: 'jpeg' } : { ok: false, reason: 'tooLarge' });
  });

  it('judges size before content: a 5 MB text file is too large', () => {
    expect(judgeFile('id', sampleOf(new Uint8Array(5 * 1024 * 1024)))).toEqual({ ok: false, reason: 'tooLarge' });
  });

  it('takes 10 funds files and refuses the 11th as too many', () => {
    const ten = Array.from({ length: 10 }, () => sampleOf(pdfBytes()));
    expect(judgeSelection('funds', ten)).toEqual({ files: ten.map(() => ({ ok: true, type: 'pdf' })), refusal: null, ok: true });
    const eleven = [...ten, sampleOf(pdfBytes())];
    expect(judgeSelection('funds', eleven)).toMatchObject({ refusal: 'tooMany', ok: false });
  });

  it('takes one file for an address and refuses two', () => {
    expect(judgeSelection('address', [sampleOf(pdfBytes())]).ok).toBe(true);
    expect(judgeSelection('address', [sampleOf(pdfBytes()), sampleOf(pdfBytes())]).refusal).toBe('tooMany');
  });

  it('refuses a selection with one bad file, naming that file, and an empty selection', () => {
    const verdict = judgeSelection('funds', [sampleOf(pdfBytes()), sampleOf(textBytes())]);
    expect(verdict.files).toEqual([{ ok: true, type: 'pdf' }, { ok: false, reason: 'unsupportedType' }]);
    expect(verdict.ok).toBe(false);
    expect(judgeSelection('funds', []).ok).toBe(false);
  });
});
