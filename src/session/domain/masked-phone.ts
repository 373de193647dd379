/**
 * Spec 01 section 3: "Phone numbers have the last four digits masked in the stored session."
 * Whatever of a phone number is ever kept in storage goes through this: the last four digits
 * become "*", spacing and the country code stay, so the customer can still recognise it.
 */
export function maskPhone(phone: string): string {
  let toMask = 4;
  const chars = [...phone];
  for (let i = chars.length - 1; i >= 0 && toMask > 0; i--) {
    if (/[0-9]/.test(chars[i]!)) {
      chars[i] = '*';
      toMask -= 1;
    }
  }
  return chars.join('');
}
