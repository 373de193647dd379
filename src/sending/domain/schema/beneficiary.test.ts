import { describe, expect, it } from 'vitest';
import { sameBeneficiary, type SavedBeneficiary } from './beneficiary';

describe('a saved recipient', () => {
  it('finds the recipient a save collided with: same destination, payout type, names in any case and numbers', () => {
    const existing: SavedBeneficiary = {
      id: '5', guid: 'g-5', firstName: 'Abdirahman', middleName: undefined, lastName: 'Warsame', destinationCountry: 'SO', payoutType: 'mobile', numbers: { mobile: '+252621234567' },
    };
    const input = { destinationCountry: 'SO', payoutType: 'mobile' as const, values: { first_name: 'abdirahman', last_name: 'Warsame', mobile: '+252621234567', mobile_network_code: 'EDH' } };
    expect(sameBeneficiary(existing, input)).toBe(true);
    expect(sameBeneficiary(existing, { ...input, values: { ...input.values, mobile: '+252621234568' } })).toBe(false);
    expect(sameBeneficiary(existing, { ...input, payoutType: 'cash' })).toBe(false);
  });
});
