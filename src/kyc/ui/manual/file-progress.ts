import type { UploadProgress } from '../../application/ports';

/**
 * Per-file progress from the byte progress of the whole request (the browser reports only that):
 * the request's share sent is laid over the files in the order they are in the body, so the first
 * file fills up first. Answers whole percentages (0..100), one per file; integer arithmetic only.
 * The multipart overhead (field names, boundaries) is spread over the files in proportion.
 */
export function fileProgress(sizes: readonly number[], progress: UploadProgress): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  if (progress.total <= 0 || sum <= 0) return sizes.map(() => 0);
  const loaded = Math.min(Math.max(progress.loaded, 0), progress.total);
  // Bytes of the files' content sent so far, rounded down: never shows 100 % before it is.
  const sent = Math.floor((loaded * sum) / progress.total);
  let offset = 0;
  return sizes.map((size) => {
    const start = offset;
    offset += size;
    if (size <= 0) return sent >= start ? 100 : 0;
    const done = Math.min(Math.max(sent - start, 0), size);
    return Math.floor((done * 100) / size);
  });
}
