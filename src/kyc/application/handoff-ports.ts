import type { ContainerModule, ServiceIdentifier } from 'inversify';
import type { DocumentRequest } from '../domain/verification-profile';
import type { VerificationState } from './ports';

/**
 * Continue on your phone (not in the spec; openapi/main-api.yaml "phone hand-off"). The desktop
 * issues a one-time link for the effective document request and follows its progress; the phone
 * claims the link once and gets a capture token that allows only that one upload.
 */

/** What the phone opened: /verification?token=…&country=… (QR code) or ?code=SE-XXXX-XXXX (typed). */
export interface HandoffLink {
  /** ISO alpha-2: whose back end the link belongs to. */
  readonly country: string;
  readonly token?: string;
  readonly code?: string;
}

export interface IssuedHandoff {
  readonly id: string;
  readonly token: string;
  /** Country-prefixed, e.g. SE-7KQM-4PX2. */
  readonly shortCode: string;
  /** The portal path the phone opens (the portal puts its own origin in front). */
  readonly path: string;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

export type HandoffStatus = 'waiting' | 'opened' | 'completed' | 'expired' | 'cancelled';

export interface HandoffProgress {
  readonly status: HandoffStatus;
  readonly expiresAt: number;
  /** Once completed: the customer's verification after the phone's upload. */
  readonly verification?: VerificationState;
}

/** The main API a capture goes to. */
export interface HandoffBackend {
  readonly baseUrl: string;
  readonly project: string;
}

export interface HandoffClaim {
  /** Good only as the token of that one upload (manual-upload or the SDK's upload). */
  readonly captureToken: string;
  readonly request: DocumentRequest;
  readonly firstName: string;
  readonly expiresAt: number;
  readonly backend: HandoffBackend;
}

export interface HandoffGateway {
  /** POST /verification/handoff (signed in). */
  issue(): Promise<IssuedHandoff>;
  /** GET /verification/handoff/{id} (signed in). */
  progress(id: string): Promise<HandoffProgress>;
  /** DELETE /verification/handoff/{id} (signed in). */
  cancel(id: string): Promise<HandoffProgress>;
  /** POST /verification/handoff/claim (no session): HandoffTokenUsed, HandoffTokenExpired, HandoffTokenInvalid, AttemptLimit. */
  claim(link: HandoffLink): Promise<HandoffClaim>;
}
export const HandoffGateway = Symbol('HandoffGateway') as ServiceIdentifier<HandoffGateway>;

/** The main API of a country (the service locator's answer, else the test address): where a phone claims. */
export interface HandoffBackends {
  backendFor(country: string): Promise<HandoffBackend>;
}
export const HandoffBackends = Symbol('HandoffBackends') as ServiceIdentifier<HandoffBackends>;

/**
 * The phone's capture runs in a child container whose session credentials are the capture token's
 * (src/kyc/ui/handoff/capture-container.ts). These are the modules that bind the upload's services
 * (VerificationGateway and what is built on it), loaded afresh into that child so that nothing of it
 * is cached in, or taken from, the app's own container.
 */
export type HandoffCaptureModules = () => readonly ContainerModule[];
export const HandoffCaptureModules = Symbol('HandoffCaptureModules') as ServiceIdentifier<HandoffCaptureModules>;

/** A claim the phone's tab keeps, and whether its upload is done. */
export interface KeptClaim {
  readonly claim: HandoffClaim;
  readonly done: boolean;
}

/**
 * The claim of a link, kept in the phone's tab (its session storage): the link is single-use, so a
 * reload of the phone's page resumes with the kept capture token instead of claiming again (which
 * the back office refuses). Another device, or another tab, has nothing kept and is refused.
 */
export interface HandoffClaimKeeper {
  read(link: HandoffLink): Promise<KeptClaim | undefined>;
  keep(link: HandoffLink, kept: KeptClaim): Promise<void>;
  forget(link: HandoffLink): Promise<void>;
}
