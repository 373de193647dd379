import { makeAutoObservable } from 'mobx';
import type { DocumentRequest } from '@/kyc/domain/verification-profile';
import type { VerificationMenuSink } from '@/kyc/ui/verification-account-items';

/**
 * Where the profile menu meets identity verification, whose code loads after the page painted:
 * the kyc side puts the profile and its upload launcher in (VerificationMenuSource), the menu reads
 * them. Until then the menu has no "Upload document" (and nothing of it moves when it comes).
 */
export class VerificationLink implements VerificationMenuSink {
  /** The document verification asks for: null for none, undefined until known. */
  requested: DocumentRequest | null | undefined = undefined;
  private open: ((request: DocumentRequest) => void) | undefined = undefined;

  constructor() {
    makeAutoObservable<VerificationLink, 'open'>(this, { open: false }, { autoBind: true });
  }

  upload(request: DocumentRequest | null | undefined): void {
    this.requested = request;
  }

  opener(open: ((request: DocumentRequest) => void) | undefined): void {
    this.open = open;
  }

  /** "Upload document": the upload dialog for the request (nothing until verification has loaded). */
  openUpload(request: DocumentRequest): void {
    this.open?.(request);
  }
}
