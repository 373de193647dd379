import { HEAD_BYTES, TAIL_BYTES, readsWhole, type FileSample } from '../domain/file-rules';

const bytesOf = async (blob: Blob): Promise<Uint8Array> => new Uint8Array(await blob.arrayBuffer());

/**
 * Reads what the file rules need of a chosen or captured file: its first and last bytes and its
 * size, two small slices; the whole file only when the rules cannot tell from them (a JPEG with
 * something after its picture: a motion photo), and never one larger than a screen accepts.
 */
export async function readFileSample(blob: Blob): Promise<FileSample> {
  const [head, tail] = await Promise.all([bytesOf(blob.slice(0, HEAD_BYTES)), bytesOf(blob.slice(Math.max(0, blob.size - TAIL_BYTES)))]);
  if (readsWhole(head, tail, blob.size)) return { head, tail, size: blob.size, whole: await bytesOf(blob) };
  return { head, tail, size: blob.size };
}
