import { ACCEPTED_FILE_TYPES, FILE_LIMITS } from '../../domain/file-rules';
import type { DocumentScreen } from '../../domain/verification-status';

export { ACCEPTED_FILE_TYPES };

/** The camera picker offers images only (a photo is never a PDF). */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

export const maxBytesOf = (screen: DocumentScreen): number => FILE_LIMITS[screen].maxBytes;
export const maxFilesOf = (screen: DocumentScreen): number => FILE_LIMITS[screen].maxFiles;
