import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageRegistrationDraftStore } from '../adapters/storage-registration-draft-store';
import type { RegistrationDraft } from '../domain/registration-draft';
import type { RegistrationStepsGateway, RemitterDetails } from './ports';
import { RegistrationFlow } from './registration-flow';

const clock = { now: () => Date.parse('2026-11-30T10:00:00Z') };
const ANSWERS: RegistrationDraft = {
  country: 'GB', token: 'tok', backend: { baseUrl: 'memory://remit-gb', project: 'remit-gb' },
  firstName: 'Hodan', lastName: 'Ali', address: { street: '22 Whitechapel Road', city: 'London', postcode: 'E1 1EW' },
};

/** The flow over a draft, with a gateway that records the remitter bodies it is given. */
function completing(draft: RegistrationDraft, refuseCreate?: AppError) {
  const store = new StorageRegistrationDraftStore(new MemoryStorage());
  store.save(draft);
  const created: RemitterDetails[] = [];
  const updated: RemitterDetails[] = [];
  const gateway: Partial<RegistrationStepsGateway> = {
    createRemitter: async (_access, remitter) => {
      if (refuseCreate) throw refuseCreate;
      created.push(remitter);
    },
    updateRemitter: async (_access, remitter) => void updated.push(remitter),
  };
  const flow = new RegistrationFlow(store, gateway as RegistrationStepsGateway, { start: async () => undefined }, clock);
  return { flow, created, updated };
}

describe('completing a registration', () => {
  it('sends the agent code of an agent sign-up with the remitter create', async () => {
    const { flow, created } = completing({ ...ANSWERS, agentCode: 'AG-77' });
    await flow.complete();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ firstName: 'Hodan', agentCode: 'AG-77' });
  });

  it('sends no agent code when the customer came without an agent', async () => {
    const { flow, created } = completing(ANSWERS);
    await flow.complete();
    expect(created[0]).not.toHaveProperty('agentCode');
  });

  it('the update that follows a remitter already there does not carry the agent code (the remitter is not the agent’s)', async () => {
    const { flow, updated } = completing({ ...ANSWERS, agentCode: 'AG-77' }, new AppError('CustomerAlreadyExists', 'The remitter already exists.', { status: 409 }));
    await flow.complete();
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ firstName: 'Hodan' });
    expect(updated[0]).not.toHaveProperty('agentCode');
  });
});
