/**
 * A card number's rules, once: the portal's card payout form (src/sending/domain/schema/payout-card.ts),
 * the in-memory card form and the sandbox's imitation of the card vendors and the back office
 * (src/sandbox/world) check a number by these. Pure and self-contained (no imports): the sandbox
 * imports it by a relative path.
 */

/** Luhn's check of a string of digits (false for anything but digits). */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number's digits (spaces and hyphens already taken out): 12 to 19 of them (ISO/IEC 7812), passing Luhn's check. */
export function cardNumberValid(digits: string): boolean {
  return /^[0-9]{12,19}$/.test(digits) && luhnValid(digits);
}

/** The brands taken: Visa (4) and Mastercard (51 to 55); undefined for any other number. */
export function cardBrand(digits: string): 'visa' | 'mastercard' | undefined {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  return undefined;
}
