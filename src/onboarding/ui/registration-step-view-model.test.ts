import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageRegistrationDraftStore } from '../adapters/storage-registration-draft-store';
import type { RegistrationStepsGateway } from '../application/ports';
import { RegistrationFlow } from '../application/registration-flow';
import { openSteps, resumeStep, stepsFor } from '../application/registration-steps';
import { Clock } from '@/shared/kernel/clock';
import type { Resolver } from '@/shared/di/container-context';
import { occupationForm } from '../domain/registration-forms';
import { makeSsnViewModel } from './registration-screens';
import { makeRegistrationStepViewModel } from './registration-step-view-model';

const clock = { now: () => Date.parse('2026-11-21T10:00:00Z') };
const access = { token: 'tok', backend: { baseUrl: 'memory://remit-us', project: 'remit-us' } };

function setUp(gateway: Partial<RegistrationStepsGateway>, draft = { country: 'US', ...access }) {
  const store = new StorageRegistrationDraftStore(new MemoryStorage());
  store.save(draft);
  const started: string[] = [];
  const flow = new RegistrationFlow(store, gateway as RegistrationStepsGateway, { start: async (a) => void started.push(a.token) }, clock);
  // The container the screens resolve from: the flow (bound with the first step's screen) and the clock.
  const c = { get: (id: unknown) => (id === RegistrationFlow ? flow : id === Clock ? clock : undefined) } as Resolver;
  return { store, started, c };
}

describe('registration step view model', () => {
  it('puts a server field error on its field by property path and keeps what was typed', async () => {
    const refusal = new AppError('InvalidValue', 'Validation Exception', {
      status: 400, requestId: 'req-1', fieldErrors: [{ field: 'ssn', type: 'InvalidValue', message: 'The number was not issued.' }],
    });
    const { c, started, store } = setUp({ createRemitter: async () => Promise.reject(refusal) });
    const vm = makeSsnViewModel(c).form;
    expect(await vm.submit({ ssn: '123-45-6789', usState: 'IA' })).toBeUndefined();
    expect(vm.serverErrors).toEqual({ ssn: { type: 'InvalidValue', message: 'The number was not issued.' } });
    expect(vm.dialogError).toBeUndefined();
    expect(vm.focusRequest?.target).toBe('summary');
    expect(started).toEqual([]);
    expect(store.load().usState).toBe('IA');
    vm.clearServerError('ssn');
    expect(vm.invalidFields).toEqual([]);
  });

  it('opens the error dialog with the error code for an error no field of the step names', async () => {
    const refusal = new AppError('OpsSomethingWentWrong', 'boom', { status: 500, requestId: 'req-2' });
    const { c } = setUp({ createRemitter: async () => Promise.reject(refusal) });
    const vm = makeSsnViewModel(c).form;
    await vm.submit({ ssn: '123456789', usState: 'TX' });
    expect(vm.dialogError?.requestId).toBe('req-2');
    expect(vm.focusRequest?.target).toBe('dialog');
  });

  it('sends a step without a registration in progress back to the country of residence', async () => {
    const { c } = setUp({}, {} as never);
    expect(await makeRegistrationStepViewModel(c, occupationForm, 'occupation').submit({ occupation: 'Nurse' })).toBe('/country-of-residence');
  });
});

describe('registration steps', () => {
  it('asks the social security number of US customers only', () => {
    expect(stepsFor({ country: 'US' })).toContain('ssn');
    expect(stepsFor({ country: 'GB' })).not.toContain('ssn');
  });

  it('continues at the first unanswered step and opens nothing further on (but the manual address)', () => {
    const draft = { country: 'GB', firstName: 'A', lastName: 'B', nationality: 'SO' };
    expect(resumeStep(draft)).toBe('dateOfBirth');
    expect(openSteps(draft)).toEqual(['name', 'nationality', 'dateOfBirth']);
    expect(openSteps({ ...draft, dateOfBirth: '1990-01-01', reasonOfUsage: 'x', occupation: 'y' })).toContain('address');
  });
});
