import type { DocumentRequest } from '../domain/verification-profile';
import type { DocumentScreen } from '../domain/verification-status';

/** The contract's document request (type, screen_type, document) as the domain's. */
export function documentRequestOf(raw: { type: 'optional' | 'standard'; screen_type: 'id' | 'address' | 'funds'; document: DocumentRequest['document'] }): DocumentRequest {
  return { screen: raw.screen_type satisfies DocumentScreen, document: raw.document, optional: raw.type === 'optional' };
}
