/** A countdown as minutes:seconds, e.g. 545 seconds -> "09:05" (spec 02 section 4). */
export function clockText(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
