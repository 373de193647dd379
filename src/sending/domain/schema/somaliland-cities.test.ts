import { describe, expect, it } from 'vitest';
import { SOMALILAND_CITIES, citiesOf, isSomalilandPrefix, searchCities, stateMismatchOf } from './somaliland-cities';

describe('the city popover and the Somaliland city addition', () => {
  const somali = citiesOf([
    { value: 'DHB-MGQ', label: 'Dahabshiil Bakaara', city: 'Mogadishu' },
    { value: 'DHB-KMU', label: 'Dahabshiil Kismayo', city: 'Kismayo' },
    { value: 'DHB-KM2', label: 'Dahabshiil Kismayo 2', city: 'Kismayo' },
  ]);

  it('lists a data source’s cities once each', () => {
    expect(somali.map((c) => c.name)).toEqual(['Mogadishu', 'Kismayo']);
  });

  it('adds the thirteen Somaliland cities, with their codes, when a prefix of SOMALILAND is typed', () => {
    expect(SOMALILAND_CITIES.map((c) => c.name)).toEqual([
      'Burco', 'Ceel Afweyne', 'Ceerigabo', 'Gebiley', 'Haddaftimo', 'Hargeisa', 'Wajaale', 'Lowyacada', 'Sheikh', 'Buuhoodle', 'Las Anod', 'Berbera', 'Borama',
    ]);
    expect(SOMALILAND_CITIES.every((c) => /^[A-Z]{3}$/.test(c.cityCode ?? ''))).toBe(true);
    for (const prefix of ['s', 'SO', 'Somali', 'somaliland']) expect(isSomalilandPrefix(prefix)).toBe(true);
    for (const other of ['', ' ', 'somalia', 'omali', 'somalilands']) expect(isSomalilandPrefix(other)).toBe(false);
    expect(searchCities(somali, 'soma', { somalilandAddition: true }).map((c) => c.name)).toEqual(SOMALILAND_CITIES.map((c) => c.name));
    expect(searchCities(somali, 'kis', { somalilandAddition: true }).map((c) => c.name)).toEqual(['Kismayo']);
    expect(searchCities(somali, '', { somalilandAddition: true }).map((c) => c.name)).toEqual(['Mogadishu', 'Kismayo']);
    expect(searchCities(somali, 'soma', { somalilandAddition: false })).toEqual([]);
  });

  it('does not list a city twice when the data source already has it', () => {
    const somaliland = citiesOf([{ value: 'DHB-HGA', label: 'Dahabshiil Hargeisa', city: 'Hargeisa' }]);
    expect(searchCities(somaliland, 's', { somalilandAddition: true }).filter((c) => c.name === 'Hargeisa')).toHaveLength(1);
  });

  it('calls a Somaliland city for a recipient in Somalia a state mismatch, not for one in Somaliland', () => {
    expect(stateMismatchOf('hargeisa', 'SO')).toBe('SQ');
    expect(stateMismatchOf('Hargeisa', 'SQ')).toBeUndefined();
    expect(stateMismatchOf('Mogadishu', 'SO')).toBeUndefined();
  });
});
