import type { ServiceIdentifier } from 'inversify';
import type { RegistrationDraft } from '../domain/registration-draft';

/** Where the registration draft survives a reload (session storage in the browser). */
export interface RegistrationDraftStore {
  load(): RegistrationDraft;
  /** Merges the answers into the draft and returns the whole draft. */
  save(answers: Partial<RegistrationDraft>): RegistrationDraft;
  /** Removes the draft (registration completed or cancelled, sign-out). */
  clear(): void;
}
export const RegistrationDraftStore = Symbol('RegistrationDraftStore') as ServiceIdentifier<RegistrationDraftStore>;
