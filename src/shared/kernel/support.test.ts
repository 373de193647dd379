import { describe, expect, it } from 'vitest';
import { supportFor, type SupportDirectory } from './support';

const desk = (name: string) => ({ url: `https://help.example/${name}`, email: `${name}@help.example` });
const DIRECTORY: SupportDirectory = { GB: desk('gb'), EEA: desk('eu'), SE: desk('se'), CA: desk('ca'), US: desk('us') };

describe('Customer Support of a source country', () => {
  it.each([
    ['SE', 'se'],
    ['se', 'se'],
    ['GB', 'gb'],
    ['CA', 'ca'],
    ['US', 'us'],
  ])('is the country’s own entry (%s)', (country, name) => {
    expect(supportFor(DIRECTORY, country, 'EEA')).toEqual(desk(name));
  });

  it.each(['NO', 'DK', 'FI', 'IS', 'CH'])('is the EEA entity’s for %s, which has no entry of its own', (country) => {
    expect(supportFor(DIRECTORY, country, 'GB')).toEqual(desk('eu'));
  });

  it.each([
    [undefined, 'US', 'us'],
    ['', 'CA', 'ca'],
    ['SO', 'GB', 'gb'],
    ['SO', 'EEA', 'eu'],
  ])('is the fallback place’s for a country unknown or outside every entity (%o, fallback %s)', (country, fallback, name) => {
    expect(supportFor(DIRECTORY, country, fallback as 'GB')).toEqual(desk(name));
  });
});
