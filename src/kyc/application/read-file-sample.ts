import { HEAD_BYTES, TAIL_BYTES, type FileSample } from '../domain/file-rules';

const bytesOf = async (blob: Blob): Promise<Uint8Array> => new Uint8Array(await blob.arrayBuffer());

/**
 * Reads what the file rules need of a chosen or captured file: its first and last bytes and its
 * size. Two small slices, never the whole file (a 4 MB photo is not read to be judged).
 */
export async function readFileSample(blob: Blob): Promise<FileSample> {
  const [head, tail] = await Promise.all([bytesOf(blob.slice(0, HEAD_BYTES)), bytesOf(blob.slice(Math.max(0, blob.size - TAIL_BYTES)))]);
  return { head, tail, size: blob.size };
}
