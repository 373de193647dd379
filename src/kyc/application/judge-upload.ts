import { judgeSelection, type FileRefusal } from '../domain/file-rules';
import type { DocumentFile, ManualUpload } from './ports';
import { readFileSample } from './read-file-sample';

/** Where a refused file sits in an upload: its slot and, for the funds list, its index. */
export type UploadSlot = 'front' | 'back' | 'selfie' | 'file' | 'files';

export interface FileRefusalDetail {
  readonly slot: UploadSlot;
  readonly index: number;
  readonly name: string;
  readonly reason: FileRefusal;
}

/** The files of a manual upload, by slot. */
function slotsOf(upload: ManualUpload): { slot: UploadSlot; files: readonly DocumentFile[] }[] {
  if (upload.screen === 'funds') return [{ slot: 'files', files: upload.files }];
  if (upload.screen === 'address') return [{ slot: 'file', files: [upload.file] }];
  return [
    { slot: 'front', files: [upload.front] },
    ...(upload.back ? [{ slot: 'back' as const, files: [upload.back] }] : []),
    ...(upload.selfie ? [{ slot: 'selfie' as const, files: [upload.selfie] }] : []),
  ];
}

/**
 * Judges every file of a manual upload with the file rules (content, size, count): the refusals,
 * empty when it can be sent. A funds list of more than 10 files is refused as a whole (tooMany,
 * index -1) besides its files' own refusals.
 */
export async function judgeUpload(upload: ManualUpload): Promise<FileRefusalDetail[]> {
  const refusals: FileRefusalDetail[] = [];
  for (const { slot, files } of slotsOf(upload)) {
    const samples = await Promise.all(files.map((f) => readFileSample(f.content)));
    const verdict = judgeSelection(upload.screen, samples);
    if (verdict.refusal) refusals.push({ slot, index: -1, name: '', reason: verdict.refusal });
    verdict.files.forEach((v, index) => {
      if (!v.ok) refusals.push({ slot, index, name: files[index]?.name ?? '', reason: v.reason });
    });
  }
  return refusals;
}

/** Judges loose files for a screen (the SDK's captures, a picker's choice before the upload is built). */
export async function judgeFiles(screen: ManualUpload['screen'], slot: UploadSlot, files: readonly DocumentFile[]): Promise<FileRefusalDetail[]> {
  const samples = await Promise.all(files.map((f) => readFileSample(f.content)));
  const verdict = judgeSelection(screen, samples);
  const refusals: FileRefusalDetail[] = verdict.refusal ? [{ slot, index: -1, name: '', reason: verdict.refusal }] : [];
  verdict.files.forEach((v, index) => {
    if (!v.ok) refusals.push({ slot, index, name: files[index]?.name ?? '', reason: v.reason });
  });
  return refusals;
}
