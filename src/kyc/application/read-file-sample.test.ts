import { describe, expect, it } from 'vitest';
import { jpegBytes, pdfBytes } from '../../../tests/support/kyc-files';
import { FILE_LIMITS, TAIL_BYTES } from '../domain/file-rules';
import { readFileSample } from './read-file-sample';

describe('reading what the file rules need of a chosen file', () => {
  it('reads two slices of a file whose tail tells (a JPEG ending in its end marker, a PDF)', async () => {
    for (const bytes of [jpegBytes(TAIL_BYTES * 3), pdfBytes(TAIL_BYTES * 3)]) {
      const sample = await readFileSample(new Blob([new Uint8Array(bytes)]));
      expect([sample.head.length, sample.tail.length, sample.size, sample.whole]).toEqual([64, TAIL_BYTES, bytes.length, undefined]);
    }
  });

  it('reads a JPEG whole when its tail shows no end marker (a motion photo), up to the largest screen limit and never over it', async () => {
    const motion = new Uint8Array(TAIL_BYTES * 3);
    motion.set(jpegBytes(1_000), 0);
    expect((await readFileSample(new Blob([motion]))).whole).toEqual(motion);
    const largest = Math.max(...Object.values(FILE_LIMITS).map((limit) => limit.maxBytes));
    const atLimit = new Uint8Array(largest);
    atLimit.set(jpegBytes(1_000), 0);
    expect((await readFileSample(new Blob([atLimit]))).whole?.byteLength).toBe(largest);
    const huge = new Uint8Array(largest + 1);
    huge.set(jpegBytes(1_000), 0);
    expect((await readFileSample(new Blob([huge]))).whole).toBeUndefined();
  });
});
