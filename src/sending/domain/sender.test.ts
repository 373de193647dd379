import { describe, expect, it } from 'vitest';
import { changedFields, senderProblems, type SenderDetails } from './sender';

const AMINA: SenderDetails = { firstName: 'Amina', lastName: 'Warsame', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', usState: '' };
const HAWA: SenderDetails = { firstName: 'Hawa', lastName: 'Farah', street: '1100 Congress Ave', city: 'Austin', postcode: '78701', usState: 'TX' };

describe('the sender’s details', () => {
  it('finds nothing wrong with the details the back office holds', () => {
    expect(senderProblems(AMINA, { usState: false })).toEqual({});
    expect(senderProblems(HAWA, { usState: true })).toEqual({});
  });

  it.each(["Anne-Marie", "O'Brien", 'O’Brien', 'Çağlar', 'Åsa Ödmark', 'Cabdullaahi Maxamed', 'محمد', 'Zoë'])('takes the name %j', (name) => {
    expect(senderProblems({ ...AMINA, firstName: name, lastName: name }, { usState: false })).toEqual({});
  });

  it.each(['Amina2', '4', 'Amina!', 'Amina_W', 'a@b', "'-", '   -  '])('refuses the name %j: letters, spaces, hyphens and apostrophes only', (name) => {
    expect(senderProblems({ ...AMINA, firstName: name }, { usState: false })).toEqual({ firstName: { kind: 'name' } });
  });

  it('asks for every text field, spaces alone counting as empty', () => {
    const empty = { firstName: '', lastName: ' ', street: '', city: '\t', postcode: '', usState: '' };
    expect(senderProblems(empty, { usState: true })).toEqual({
      firstName: { kind: 'required' },
      lastName: { kind: 'required' },
      street: { kind: 'required' },
      city: { kind: 'required' },
      postcode: { kind: 'required' },
      usState: { kind: 'required' },
    });
  });

  it('takes 256 characters and refuses 257, counted as a customer counts them', () => {
    const long = (n: number) => 'a'.repeat(n);
    expect(senderProblems({ ...AMINA, firstName: long(256), street: long(256), city: long(256), postcode: long(256) }, { usState: false })).toEqual({});
    expect(senderProblems({ ...AMINA, firstName: long(257), street: `1 ${long(255)}`, city: long(257), postcode: long(257) }, { usState: false })).toEqual({
      firstName: { kind: 'maxLength', length: 256 },
      street: { kind: 'maxLength', length: 256 },
      city: { kind: 'maxLength', length: 256 },
      postcode: { kind: 'maxLength', length: 256 },
    });
    // A letter outside the basic plane is one character, not two UTF-16 units.
    expect(senderProblems({ ...AMINA, lastName: '𐐀'.repeat(256) }, { usState: false })).toEqual({});
  });

  it('wants a letter in the street and a letter or digit in the postcode', () => {
    expect(senderProblems({ ...AMINA, street: '12', postcode: '-' }, { usState: false })).toEqual({ street: { kind: 'street' }, postcode: { kind: 'postcode' } });
    expect(senderProblems({ ...AMINA, street: 'Gatan', postcode: 'SW1A 1AA' }, { usState: false })).toEqual({});
  });

  it('asks a US customer for a state, and no one else', () => {
    expect(senderProblems({ ...HAWA, usState: '' }, { usState: true })).toEqual({ usState: { kind: 'required' } });
    expect(senderProblems({ ...HAWA, usState: 'Texas' }, { usState: true })).toEqual({ usState: { kind: 'required' } });
    expect(senderProblems(AMINA, { usState: false })).toEqual({});
  });

  it('sends only the fields changed, without surrounding spaces', () => {
    expect(changedFields(AMINA, AMINA)).toEqual({});
    expect(changedFields(AMINA, { ...AMINA, street: ' Sveavägen 44 ', postcode: '113 59' })).toEqual({ street: 'Sveavägen 44', postcode: '113 59' });
    expect(changedFields(AMINA, { ...AMINA, firstName: 'Amina  ' })).toEqual({});
    expect(changedFields(HAWA, { ...HAWA, usState: 'IA', city: 'Des Moines' })).toEqual({ city: 'Des Moines', usState: 'IA' });
  });
});
