import { describe, expect, it } from 'vitest';
import { SessionState } from '@/session/application/session-state';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import type { SignedInCustomer } from '@/session/domain/session';
import type { SupportDirectory } from '@/shared/kernel/support';
import { SessionSupportDesk } from './support-desk';

const desk = (name: string) => ({ url: `https://help.example/${name}`, email: `${name}@help.example` });
const DIRECTORY: SupportDirectory = { GB: desk('gb'), EEA: desk('eu'), SE: desk('se'), CA: desk('ca'), US: desk('us') };
const customer = (country: string): SignedInCustomer => ({
  id: 1, guid: 'g', firstName: 'A', lastName: 'B', email: 'a@b.test', country, verificationStatus: 'Pass', isRemittanceEnabled: true,
  sourceCountryBankIdLogin: false, alternativeLoginMethodEnabled: false, personalIdentityNumberVerified: false,
});

function setUp(region: 'GB' | 'EU' | 'CA' | 'US' = 'EU') {
  const store = new StorageSessionStore(new MemoryStorage());
  const session = new SessionState(store);
  return { store, session, desk: new SessionSupportDesk(DIRECTORY, region, session, store) };
}

describe('the support desk of the page', () => {
  it.each([
    ['GB', 'gb'],
    ['EU', 'eu'],
    ['CA', 'ca'],
    ['US', 'us'],
  ] as const)('is the build region’s before anything is known of the visitor (%s)', (region, name) => {
    expect(setUp(region).desk.current()).toEqual(desk(name));
  });

  it('is the remembered sign-in country’s before sign-in', () => {
    const { store, desk: support } = setUp('GB');
    store.setDefaultLoginCountry('NO');
    expect(support.current()).toEqual(desk('eu'));
  });

  it('is the signed-in customer’s: their session’s country, then their record’s', () => {
    const { session, desk: support } = setUp('EU');
    session.start({ token: 't', baseUrl: 'https://api.example', project: 'p', country: 'CA' }, customer('CA'));
    expect(support.current()).toEqual(desk('ca'));
    session.setCustomer(customer('US'));
    expect(support.current()).toEqual(desk('us'));
  });

  it('answers for a given country, whoever is signed in', () => {
    const { session, desk: support } = setUp('EU');
    session.start({ token: 't', baseUrl: 'https://api.example', project: 'p', country: 'SE' }, customer('SE'));
    expect(support.of('GB')).toEqual(desk('gb'));
  });
});
