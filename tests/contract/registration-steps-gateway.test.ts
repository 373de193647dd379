import { expect, it } from 'vitest';
import { HttpRegistrationStepsGateway } from '@/onboarding/adapters/http-registration-steps-gateway';
import { InMemoryRegistrationStepsGateway } from '@/onboarding/adapters/in-memory-registration-steps-gateway';
import { RegistrationStepsGateway, type RegistrationAccess, type RemitterDetails } from '@/onboarding/application/ports';
import { definePortSuite, describePortSuite, refusal, serverRefusal, type PortSubject } from './ports/port-suite';

/** A customer who has just registered in `country` (as register-with-phone leaves them) and their access. */
function newcomer(subject: PortSubject<RegistrationStepsGateway>, country = 'GB', project = 'remit-gb'): RegistrationAccess {
  const phone = country === 'US' ? '+12025550123' : '+447700900123';
  const customer = subject.world.registerCustomer({ email: `new.${country.toLowerCase()}@sandbox.test`, country, phone });
  return { backend: subject.backend(project), token: subject.world.startSession(customer) };
}

const REMITTER: RemitterDetails = {
  firstName: 'Hodan', lastName: 'Ali', birthday: '1990-05-15', nationality: 'SO', occupation: 'Nurse', purposeOfAccount: 'family_support',
  street: '22 Whitechapel Road', city: 'London', postcode: 'E1 1EW',
};

/**
 * The registration gateway's behaviour suite, run against the HTTP adapter (over the sandbox) and
 * the in-memory one. It lives outside ports/*.suite.ts because the HTTP mode binds no
 * RegistrationStepsGateway at start (the registration steps build it lazily, see
 * src/app/registration-composition.ts), which the guard there would call a stale suite.
 */
const suite = definePortSuite({
  port: RegistrationStepsGateway,
  name: 'RegistrationStepsGateway',
  adapters: {
    http: ({ origin, fetch }) => new HttpRegistrationStepsGateway(`${origin}/sandbox/locator`, fetch),
    memory: ({ world }) => new InMemoryRegistrationStepsGateway(world),
  },
  behaviour(subject) {
    it('lists the reasons of usage with their keys', async () => {
      const purposes = await subject.adapter.purposesOfAccount(newcomer(subject));
      expect(purposes.map((p) => p.key)).toEqual(['family_support', 'goods_and_services', 'investing', 'bills', 'loan_or_mortgage', 'savings', 'salary']);
      expect(purposes[0]).toEqual({ key: 'family_support', name: 'family support' });
    });

    it('refuses the reasons to an ended registration token, without telling the sign-out sink', async () => {
      const access = newcomer(subject);
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.purposesOfAccount(access))).toEqual(serverRefusal('AccessDenied', 401, 'Your session has ended. Please sign in again.'));
      expect(subject.sink.reports).toEqual([]);
    });

    it('finds addresses by free text in the country, then one address in detail', async () => {
      const access = newcomer(subject);
      const found = await subject.adapter.findAddresses(access, 'whitechapel', 'GB');
      expect(found).toEqual([
        { id: 'gb-1', text: '14 Whitechapel Road, E1 1EW London' },
        { id: 'gb-2', text: '22 Whitechapel Road, E1 1EW London' },
      ]);
      expect(await subject.adapter.findAddresses(access, 'whitechapel', 'SE')).toEqual([]);
      expect(await subject.adapter.addressDetail(access, 'ca-1')).toEqual({ street: '100 Queen St W', city: 'Toronto', postcode: 'M5H 2N2', province: 'ON', country: 'CA' });
    });

    it('answers an unavailable address search and an unknown address with typed errors on their fields', async () => {
      const access = newcomer(subject);
      expect(await refusal(subject.adapter.findAddresses(access, 'unavailable', 'GB'))).toEqual(
        serverRefusal('AddressSearchUnavailable', 422, 'Address search is unavailable. Enter the address manually.', [
          { field: 'query', type: 'AddressSearchUnavailable', message: 'Address search is unavailable. Enter the address manually.' },
        ]),
      );
      expect(await refusal(subject.adapter.addressDetail(access, 'nowhere'))).toEqual(
        serverRefusal('AccountNotFound', 404, 'Address not found.', [{ field: 'id', type: 'AccountNotFound', message: 'Address not found.' }]),
      );
    });

    it('lists the 50 US states and DC from the service locator', async () => {
      const states = await subject.adapter.usStates();
      expect(states).toHaveLength(51);
      expect(states).toContainEqual({ code: 'IA', name: 'Iowa' });
      expect(states).toContainEqual({ code: 'DC', name: 'District of Columbia' });
    });

    it('creates the remitter once (then 409 CustomerAlreadyExists) and updates it', async () => {
      const access = newcomer(subject);
      await subject.adapter.createRemitter(access, REMITTER);
      const customer = subject.world.customerByToken(access.token)!;
      expect(customer).toMatchObject({
        firstName: 'Hodan', lastName: 'Ali', birthday: '1990-05-15', nationality: 'SO', occupation: 'Nurse', purposeOfAccount: 'family_support',
        isFullyRegistered: true, address: { street: '22 Whitechapel Road', city: 'London', postcode: 'E1 1EW', province: '' },
      });
      expect(await refusal(subject.adapter.createRemitter(access, REMITTER))).toEqual(serverRefusal('CustomerAlreadyExists', 409, 'The remitter already exists.'));
      await subject.adapter.updateRemitter(access, { ...REMITTER, street: '14 Whitechapel Road' });
      expect(customer.address.street).toBe('14 Whitechapel Road');
    });

    it('records the agent code of an agent sign-up with the customer, at create only', async () => {
      const signedUp = newcomer(subject);
      await subject.adapter.createRemitter(signedUp, { ...REMITTER, agentCode: 'AG-77' });
      expect(subject.world.customerByToken(signedUp.token)!.agentCode).toBe('AG-77');
      const walkedIn = newcomer(subject, 'US', 'remit-us');
      await subject.adapter.createRemitter(walkedIn, { ...REMITTER, ssn: '123-45-6789', usState: 'IA' });
      expect(subject.world.customerByToken(walkedIn.token)!.agentCode).toBeUndefined();
    });

    it('refuses a remitter whose answers break the rules, each on its field', async () => {
      const access = newcomer(subject);
      const refused = await refusal(subject.adapter.createRemitter(access, { ...REMITTER, lastName: 'O’Neil', birthday: '2015-01-01', occupation: '123' }));
      expect(refused.type).toBe('InvalidValue');
      expect(refused.fieldErrors.map((f) => f.field)).toEqual(['last_name', 'birthday', 'occupation']);
      expect(subject.world.customerByToken(access.token)!.isFullyRegistered).toBe(false);
    });

    it('asks a US customer for the social security number and the state, and keeps only the last four digits', async () => {
      const access = newcomer(subject, 'US', 'remit-us');
      const missing = await refusal(subject.adapter.createRemitter(access, REMITTER));
      expect(missing.fieldErrors).toEqual([
        { field: 'ssn', type: 'SSNNotDefined', message: 'The social security number field is required' },
        { field: 'usa_state', type: 'InvalidValue', message: 'Choose the state you live in.' },
      ]);
      await subject.adapter.createRemitter(access, { ...REMITTER, ssn: '123-45-6789', usState: 'IA', province: 'IA' });
      expect(subject.world.customerByToken(access.token)).toMatchObject({ ssnLast4: '6789', usaState: { code: 'IA', name: 'Iowa' } });
    });
  },
});

describePortSuite(suite);
