/**
 * A person's name as customers write it, the one rule of the portal (the sender's details, a
 * recipient's name fields, the validation rules' personName): letters of any script with their
 * accents and marks, spaces, hyphens and apostrophes (' and ’), with at least one letter.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’-]+$/u;
const LETTER = /\p{L}/u;

export function isPersonName(value: string): boolean {
  return NAME_CHARACTERS.test(value) && LETTER.test(value);
}
