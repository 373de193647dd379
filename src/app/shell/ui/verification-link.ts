import { makeAutoObservable } from 'mobx';
import type { DocumentRequest, VerificationProfile } from '@/kyc/domain/verification-profile';
import type { VerificationMenuSink } from '@/kyc/ui/verification-account-items';

/**
 * Where the profile menu meets identity verification, whose code loads after the page painted:
 * the kyc side puts the profile and its upload launcher in (VerificationMenuSource), the menu reads
 * them. Until then the menu has no "Upload document" (and nothing of it moves when it comes).
 */
export class VerificationLink implements VerificationMenuSink {
  current: VerificationProfile | undefined = undefined;
  private open: ((request: DocumentRequest) => void) | undefined = undefined;

  constructor() {
    makeAutoObservable<VerificationLink, 'open'>(this, { open: false }, { autoBind: true });
  }

  profile(profile: VerificationProfile | undefined): void {
    this.current = profile;
  }

  opener(open: ((request: DocumentRequest) => void) | undefined): void {
    this.open = open;
  }

  /** "Upload document": the upload dialog for the request (nothing until verification has loaded). */
  openUpload(request: DocumentRequest): void {
    this.open?.(request);
  }
}
