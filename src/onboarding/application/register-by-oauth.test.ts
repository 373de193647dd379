import { describe, expect, it } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { StorageRegistrationDraftStore } from '../adapters/storage-registration-draft-store';
import type { RegistrationDraft } from '../domain/registration-draft';
import { ChooseResidenceCountry } from './choose-residence-country';
import type { OnboardingLocator, RegistrationGateway, RegistrationOauth } from './ports';
import { RegisterWithBankId, RegisterWithEmail } from './register-by-oauth';
import { registrationProgress } from './registration-steps';

const SE = { baseUrl: 'memory://remit-eu', project: 'remit-eu' };
const PERSON = { personalIdentityNumber: '199001012380', firstName: 'Sagal', lastName: 'Abdullahi', dateOfBirth: '1990-01-01' };

/** A scripted OAuth port that records its calls; `running` is what the browser's storage holds. */
function fakeOauth(overrides: Partial<RegistrationOauth> = {}) {
  const calls: string[] = [];
  let running: ReturnType<RegistrationOauth['running']>;
  const oauth: RegistrationOauth = {
    running: () => running,
    start: async (flow, country) => {
      calls.push(`start ${flow} ${country}`);
      running = { flow, country };
    },
    sendCode: async (channel) => (calls.push(`send ${channel}`), { kind: 'sent', destination: 'x', resendAfterSeconds: 60 }),
    resendCode: async (channel) => (calls.push(`resend ${channel}`), { kind: 'sent', destination: 'x', resendAfterSeconds: 60 }),
    checkCode: async (channel) => void calls.push(`check ${channel}`),
    bankIdInit: async () => (calls.push('init'), { url: 'https://bankid.test/x' }),
    bankIdCheck: async () => (calls.push('check bankid'), { complete: true }),
    bankIdCancel: async () => void calls.push('cancel'),
    ekyc: async () => (calls.push('ekyc'), PERSON),
    finish: async () => {
      calls.push('flush');
      running = undefined;
      return { token: 'flush-token', backend: SE };
    },
    abandon: () => {
      calls.push('abandon');
      running = undefined;
    },
    ...overrides,
  };
  return { oauth, calls, setRunning: (value: typeof running) => (running = value) };
}

function drafts(initial: Partial<RegistrationDraft> = { country: 'SE', backend: SE, bankIdRegistration: true }) {
  const store = new StorageRegistrationDraftStore(new MemoryStorage());
  store.save(initial);
  return store;
}

function bankId(oauth: RegistrationOauth, store = drafts(), gateway: Partial<RegistrationGateway> = {}) {
  const registered: string[] = [];
  const full: Partial<RegistrationGateway> = {
    registerWithPersonalIdentityNumber: async (_backend, r) => {
      registered.push(`${r.personalIdentityNumber} ${r.email} ${r.country}`);
      return { token: 'registered-token' };
    },
    ...gateway,
  };
  const locator: OnboardingLocator = {
    countries: async () => [{ code: 'NO', offered: true, bankIdRegistration: true }],
    backendFor: async () => ({ baseUrl: 'memory://remit-eu', project: 'remit-eu' }),
    countriesOfLogin: async () => [],
  };
  const config = { testBackend: { baseUrl: 'memory://remit-test', project: 'remit-test' } };
  const use = new RegisterWithBankId(oauth, full as RegistrationGateway, store, new ChooseResidenceCountry(locator, store, config), locator);
  return { use, registered, store };
}

describe('RegisterWithEmail', () => {
  it('commits the e-mail and phone, confirms both codes, and keeps the flush token with both verified (no session, no /email-verification)', async () => {
    const { oauth, calls } = fakeOauth();
    const store = drafts();
    const use = new RegisterWithEmail(oauth, store);
    await use.start({ email: ' sagal@sandbox.test ', phone: '+46701112233', mobilePhone: { code: '46', phone: '701112233' } });
    await use.confirmEmail('123456');
    const draft = await use.confirmPhone('123456');
    expect(calls).toEqual(['start RegistrationEmail SE', 'send email', 'check email', 'send sms', 'check sms', 'flush']);
    expect(draft).toMatchObject({ method: 'email', email: 'sagal@sandbox.test', token: 'flush-token', emailVerified: true, phoneVerified: true });
    expect(registrationProgress(draft)).toEqual({ token: 'flush-token', resumePath: '/registration-name', openPaths: ['/registration-name'] });
  });

  it('refuses to start without a country of residence', async () => {
    const use = new RegisterWithEmail(fakeOauth().oauth, drafts({}));
    await expect(use.start({ email: 'a@b.test', phone: '+46701112233', mobilePhone: { code: '46', phone: '701112233' } })).rejects.toMatchObject({ type: 'CountryNotDefined' });
  });
});

describe('RegisterWithBankId', () => {
  it('registers the number BankID signed before the flush, prefilled from e-KYC', async () => {
    const { oauth, calls } = fakeOauth();
    const { use, registered, store } = bankId(oauth);
    await use.start({ personalIdentityNumber: '199001012380', email: 'sagal@sandbox.test' });
    expect(await use.signed()).toBe(true);
    const step = await use.complete();
    expect(step.kind).toBe('done');
    expect(calls).toEqual(['start RegistrationBankId SE', 'init', 'check bankid', 'ekyc', 'flush']);
    expect(registered).toEqual(['199001012380 sagal@sandbox.test SE']);
    expect(store.load()).toMatchObject({ method: 'bankid', token: 'registered-token', firstName: 'Sagal', lastName: 'Abdullahi', dateOfBirth: '1990-01-01' });
    expect(registrationProgress(store.load()).openPaths).toContain('/registration-name');
  });

  it('keeps a name the customer already typed over the one BankID gives', async () => {
    const { oauth } = fakeOauth();
    const { use, store } = bankId(oauth, drafts({ country: 'SE', backend: SE, firstName: 'Sagal-Maryan' }));
    await use.start({ personalIdentityNumber: '199001012380', email: 'sagal@sandbox.test' });
    await use.complete();
    expect(store.load()).toMatchObject({ firstName: 'Sagal-Maryan', lastName: 'Abdullahi' });
  });

  it('after a failed flush, a retry flushes again without registering a second time', async () => {
    let fail = true;
    const { oauth, calls } = fakeOauth({
      finish: async () => {
        calls.push('flush');
        if (fail) throw new AppError('OpsSomethingWentWrong', 'boom', { status: 500 });
        return { token: 'flush-token', backend: SE };
      },
    });
    const { use, registered } = bankId(oauth);
    await use.start({ personalIdentityNumber: '199001012380', email: 'sagal@sandbox.test' });
    await expect(use.complete()).rejects.toMatchObject({ type: 'OpsSomethingWentWrong' });
    fail = false;
    expect((await use.complete()).kind).toBe('done');
    expect(registered).toHaveLength(1);
  });

  it('a guest sign-in asks for the e-mail before the account is made', async () => {
    const { oauth, calls, setRunning } = fakeOauth();
    setRunning({ flow: 'RegistrationBankId', country: 'SE' });
    const { use, registered } = bankId(oauth, drafts({}));
    expect(use.running()).toBe(true);
    await expect(use.resume()).rejects.toMatchObject({ type: 'CountryNotDefined' });
    // The locator offers Norway: a flow running for Norway takes it as the country of residence.
    setRunning({ flow: 'RegistrationBankId', country: 'NO' });
    await use.resume();
    const step = await use.complete();
    expect(step).toEqual({ kind: 'email-needed', person: PERSON });
    expect(registered).toEqual([]);
    expect((await use.complete('sagal@sandbox.test')).kind).toBe('done');
    expect(registered).toEqual(['199001012380 sagal@sandbox.test NO']);
    expect(calls.at(-1)).toBe('flush');
  });

  it('is not running when the browser holds no BankID registration', () => {
    const { oauth, setRunning } = fakeOauth();
    const { use } = bankId(oauth);
    expect(use.running()).toBe(false);
    setRunning({ flow: 'RegistrationEmail', country: 'SE' });
    expect(use.running()).toBe(false);
  });
});

describe('registrationProgress', () => {
  it('keeps /email-verification open for the phone way only', () => {
    const base = { token: 't', phoneVerified: true, emailVerified: false };
    expect(registrationProgress({ ...base, method: 'phone' }).openPaths).toContain('/email-verification');
    expect(registrationProgress({ ...base, method: 'email' }).openPaths).not.toContain('/email-verification');
    expect(registrationProgress({ token: 't', method: 'bankid' }).openPaths).not.toContain('/email-verification');
  });
});
