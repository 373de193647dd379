import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { RegistrationDraft } from '../domain/registration-draft';
import type { RegistrationDraftStore } from '../application/ports';

export const REGISTRATION_DRAFT_KEY = 'registration-draft';

/** The draft as one JSON entry; a damaged entry reads as an empty draft, never an error. */
export class StorageRegistrationDraftStore implements RegistrationDraftStore {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): RegistrationDraft {
    const raw = this.storage.getItem(REGISTRATION_DRAFT_KEY);
    if (!raw) return {};
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RegistrationDraft) : {};
    } catch {
      return {};
    }
  }

  save(answers: Partial<RegistrationDraft>): RegistrationDraft {
    const draft = { ...this.load(), ...answers };
    this.storage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(draft));
    return draft;
  }

  clear(): void {
    this.storage.removeItem(REGISTRATION_DRAFT_KEY);
  }
}
