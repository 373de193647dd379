/**
 * A pattern the back office sends as text (a payout schema's `regex`), compiled only when it runs
 * in linear time on any input: JavaScript's engine backtracks, and a pattern such as `^(a+)+$`
 * takes exponential time on a value that almost matches, freezing the tab on a keystroke. A
 * pattern this check cannot vouch for is not run in the browser: the back office still checks
 * the value when it is sent (docs/decisions.md).
 *
 * Refused: backreferences and lookarounds, and a group repeated without bound (*, +, {n,m})
 * that holds a quantifier or an alternation (nested or overlapping repetition: star height above one). What payout schemas use
 * (`^[0-9]{9,12}$`, `^\+?[0-9 ]+$`, `^[\p{L} '-]{2,40}$`, `^(SO|ET)[0-9]{6}$`) passes.
 */

/** Longer patterns are not read at all. */
const MAX_PATTERN_LENGTH = 500;

/** Compiles `source` (Unicode when it reads so, else plain), or undefined when unreadable or not safe to run. */
export function safePattern(source: string): RegExp | undefined {
  if (source.length > MAX_PATTERN_LENGTH || !linear(source)) return undefined;
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags);
    } catch {
      // the next reading
    }
  }
  return undefined;
}

interface Group {
  /** A quantifier or an alternation inside it (outside character classes). */
  repeats: boolean;
}

/** Whether the pattern has none of the constructs that can backtrack without bound. */
export function linear(source: string): boolean {
  const groups: Group[] = [{ repeats: false }];
  let inClass = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      // \1..\9 and \k<name>: backreferences.
      if (!inClass && (/[1-9]/.test(next) || next === 'k')) return false;
      i += next === 'p' || next === 'P' || next === 'u' || next === 'x' ? skipEscape(source, i) : 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') {
      inClass = true;
      continue;
    }
    if (char === '(') {
      // Lookarounds: (?= (?! (?<= (?<!
      if (source[i + 1] === '?' && (source[i + 2] === '=' || source[i + 2] === '!' || (source[i + 2] === '<' && (source[i + 3] === '=' || source[i + 3] === '!')))) return false;
      groups.push({ repeats: false });
      continue;
    }
    if (char === ')') {
      const closed = groups.pop();
      const parent = groups.at(-1);
      if (!closed || !parent) return false;
      const quantifier = quantifierAt(source, i + 1);
      if (quantifier === 'repeat' && closed.repeats) return false;
      if (quantifier !== undefined || closed.repeats) parent.repeats = true;
      continue;
    }
    const current = groups.at(-1);
    if (current && (char === '|' || quantifierAt(source, i) !== undefined)) current.repeats = true;
  }
  return groups.length === 1 && !inClass;
}

/**
 * The quantifier that starts at `at`: `repeat` (*, +, {n,}, {n,m}: the group may match many times
 * over), `bounded` (? after an atom, {n}: at most once, or exactly n times), or none.
 */
function quantifierAt(source: string, at: number): 'repeat' | 'bounded' | undefined {
  const char = source[at];
  if (char === '*' || char === '+') return 'repeat';
  if (char === '?') return at > 0 && source[at - 1] !== '(' ? 'bounded' : undefined;
  if (char !== '{') return undefined;
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(at));
  if (!braces) return undefined;
  return braces[2] === undefined || braces[3] === braces[1] ? 'bounded' : 'repeat';
}

/** How many characters after the backslash an escape with braces takes (\p{L}, \u{1F600}); 1 without. */
function skipEscape(source: string, at: number): number {
  if (source[at + 2] !== '{') return 1;
  const end = source.indexOf('}', at + 3);
  return end === -1 ? 1 : end - at;
}
