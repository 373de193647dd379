import type { DocumentScreen } from '../../domain/verification-status';

/** What the file picker offers (a hint only: the file rules judge the content). */
export const ACCEPTED_FILE_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

/** The camera picker offers images only (a photo is never a PDF). */
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

const MB = 1024 * 1024;
// TODO(h-kyccore merge): read from src/kyc/domain/file-rules.ts FILE_LIMITS.
export const maxBytesOf = (screen: DocumentScreen): number => (screen === 'funds' ? Math.floor(0.45 * MB) : 4 * MB);
