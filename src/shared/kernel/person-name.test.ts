import { describe, expect, it } from 'vitest';
import { isPersonName } from './person-name';

describe('a person’s name', () => {
  it('takes letters of any script with their marks, spaces, hyphens and both apostrophes', () => {
    for (const name of ['Amina', 'Abdi Warsame', 'Nasra-Yusuf', "O'Brien", 'O’Brien', 'Åsa Öberg', 'Cabdi Xasan', 'Nguyễn', 'محمد']) expect(isPersonName(name)).toBe(true);
  });

  it('refuses digits, other signs, and a name of no letter', () => {
    for (const name of ['Amina2', 'Abdi@home', 'Abdi.', "'-", '   ', '']) expect(isPersonName(name)).toBe(false);
  });
});
