import type { VerificationProfile } from '../domain/verification-profile';
import type { FileRefusalDetail } from './judge-upload';

/** What an upload use case answers. Server refusals and failures are thrown (AppError). */
export type UploadOutcome =
  /** The file rules refused these files: nothing was sent. */
  | { readonly kind: 'refused'; readonly refusals: readonly FileRefusalDetail[] }
  /** The customer cancelled while it was being sent: nothing changed on our side. */
  | { readonly kind: 'cancelled' }
  /** Sent; `pass` shows the success dialog, else the wait dialog. */
  | { readonly kind: 'uploaded'; readonly pass: boolean; readonly profile: VerificationProfile };

/** The cancel of an upload (the signal aborted): a DOMException named AbortError. */
export function isUploadCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}
