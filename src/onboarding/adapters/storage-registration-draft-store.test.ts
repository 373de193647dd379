import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { REGISTRATION_DRAFT_KEY, StorageRegistrationDraftStore } from './storage-registration-draft-store';

describe('StorageRegistrationDraftStore', () => {
  it('merges answers step by step and reads them back after a reload', () => {
    const storage = new MemoryStorage();
    new StorageRegistrationDraftStore(storage).save({ country: 'GB', email: 'new@sandbox.test' });
    new StorageRegistrationDraftStore(storage).save({ firstName: 'Hodan' });
    expect(new StorageRegistrationDraftStore(storage).load()).toEqual({ country: 'GB', email: 'new@sandbox.test', firstName: 'Hodan' });
  });

  it('reads a damaged or foreign entry as an empty draft', () => {
    const storage = new MemoryStorage();
    const store = new StorageRegistrationDraftStore(storage);
    storage.setItem(REGISTRATION_DRAFT_KEY, '{not json');
    expect(store.load()).toEqual({});
    storage.setItem(REGISTRATION_DRAFT_KEY, '[1,2]');
    expect(store.load()).toEqual({});
  });

  it('leaves nothing behind when cleared', () => {
    const storage = new MemoryStorage();
    const store = new StorageRegistrationDraftStore(storage);
    store.save({ country: 'SE', personalIdentityNumber: '199001011234' });
    store.clear();
    expect(storage.keys()).toEqual([]);
    expect(store.load()).toEqual({});
  });
});
