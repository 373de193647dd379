/**
 * A transfer's purpose as the catalogue names it: a module of its own (the transfer's details show
 * it without loading the payout-details update's schema-form engine).
 */

/** "Family Support" -> "familySupport": the catalogue key of a purpose (`domain:purpose.<key>`). */
export function purposeKey(value: string): string {
  const words = value.trim().split(/\s+/).filter(Boolean);
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('');
}
