/**
 * The profile's verification section (spec 02 section 2, "Profile and verification"): the four
 * documents a customer may be asked for, each with its state. The states come from identity
 * verification's view of the customer (the kyc context: status and document requests); this
 * context only shows them.
 */
export type ProfileDocument = 'identity' | 'selfie' | 'address' | 'funds';

/** The documents in the order the section lists them. */
export const PROFILE_DOCUMENTS: readonly ProfileDocument[] = ['identity', 'selfie', 'address', 'funds'];

export type DocumentState = 'verified' | 'inReview' | 'needed' | 'notNeeded';

export interface DocumentStatus {
  readonly document: ProfileDocument;
  readonly state: DocumentState;
  /** The section offers an upload for it (the selfie is taken with the proof of identity, so it has none of its own). */
  readonly uploadable: boolean;
}

/** The identity review time the profile names (spec 02 section 9: up to 2 business days on the profile). */
export const PROFILE_REVIEW_BUSINESS_DAYS = 2;
