import { z } from '@/shared/validation/zod';
import { money } from '@/shared/kernel/money';
import { parseVerificationStatus } from '../domain/verification-status';
import type { IdentityDocumentType, VerificationProfile } from '../domain/verification-profile';
import type { AcceptedDocument, VerificationState } from '../application/ports';

/**
 * The verification parts of the main API's answers (openapi/main-api.yaml), read at the adapter
 * boundary by both the HTTP adapter and the in-memory fake (which reads the sandbox's own payload
 * through the same schemas), so both modes map the same answer to the same profile.
 */

const check = z.enum(['Verified', 'NotVerified']);
const statusText = z.string();

export const verificationSchema = z.object({
  status: statusText,
  internalStatus: statusText,
  twoPlusTwoResult: check,
  watchlistResult: check,
});

const documentKind = z.enum(['ID', 'Passport', 'DriversLicense', 'ProofOfAddress', 'ProofOfIncome']);
const moneySchema = z.object({ amount_minor: z.int(), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) });

/** user/get's data and the remitter result of the upload calls (RemitterResult): what a profile needs. */
export const userDataSchema = z.object({
  user: z.object({ id: z.int(), guid: z.string(), country: z.string(), verification: verificationSchema }),
  document_request: z.nullable(z.object({ type: z.enum(['optional', 'standard']), screen_type: z.enum(['id', 'address', 'funds']), document: documentKind })),
  next_document_request: z.nullable(z.object({ type: z.enum(['optional', 'standard']), document: documentKind })),
  user_limit: z.object({ limit: moneySchema, used: moneySchema, limitRemainingWarning: z.boolean() }),
  remitter: z.object({ country_code: z.string(), street: z.string(), postcode: z.string(), name: z.string(), surname: z.string() }),
  meta: z.optional(z.object({ customer: z.object({ kyc_user_reference: z.string() }) })),
});
export type UserData = z.infer<typeof userDataSchema>;

export function stateFromVerification(v: z.infer<typeof verificationSchema>): VerificationState {
  return {
    status: parseVerificationStatus(v.status),
    internalStatus: parseVerificationStatus(v.internalStatus),
    twoPlusTwoResult: v.twoPlusTwoResult,
    watchlistResult: v.watchlistResult,
  };
}

export function profileFromUserData(data: UserData): VerificationProfile {
  const state = stateFromVerification(data.user.verification);
  const r = data.remitter;
  return {
    customerId: data.user.id,
    guid: data.user.guid,
    country: data.user.country,
    ...state,
    documentRequest: data.document_request
      ? { screen: data.document_request.screen_type, document: data.document_request.document, optional: data.document_request.type === 'optional' }
      : null,
    nextDocumentRequest: data.next_document_request ? { document: data.next_document_request.document, optional: data.next_document_request.type === 'optional' } : null,
    limit: {
      limit: money(data.user_limit.limit.amount_minor, data.user_limit.limit.currency),
      used: money(data.user_limit.used.amount_minor, data.user_limit.used.currency),
      remainingWarning: data.user_limit.limitRemainingWarning,
    },
    remitter: { countryCode: r.country_code, street: r.street, postcode: r.postcode, name: r.name, surname: r.surname },
    ...(data.meta ? { kycUserReference: data.meta.customer.kyc_user_reference } : {}),
  };
}

export const processAnswerSchema = z.object({ verification: verificationSchema });
export const capturedAnswerSchema = z.object({ verification: verificationSchema });

export const docsInfoSchema = z.object({
  documents: z.array(z.object({ document_type: z.enum(['Passport', 'ID', 'DriversLicense']), name: z.string(), back_image_required: z.boolean(), selfie_required: z.boolean() })),
});

export function acceptedDocuments(data: z.infer<typeof docsInfoSchema>): AcceptedDocument[] {
  return data.documents.map((d) => ({ type: d.document_type as IdentityDocumentType, name: d.name, backImageRequired: d.back_image_required, selfieRequired: d.selfie_required }));
}

/** The manual upload's `type` for a screen and document. */
export function manualUploadType(upload: { screen: 'id' | 'address' | 'funds'; document?: IdentityDocumentType }): 'ID' | 'Passport' | 'DriversLicense' | 'ProofOfAddress' | 'ProofOfIncome' {
  if (upload.screen === 'address') return 'ProofOfAddress';
  if (upload.screen === 'funds') return 'ProofOfIncome';
  return upload.document ?? 'ID';
}
