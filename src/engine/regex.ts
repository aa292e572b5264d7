// User-supplied regular expressions (the regex parser of parse, the regex_match condition) run on re2js, a
// port of RE2: matching time is linear in the input whatever the pattern, so `^(a+)+$` on "aaa…!" cannot
// stall a Worker as it stalls the backtracking RegExp. Constant patterns written in this code stay RegExp.
import { RE2JS, RE2JSSyntaxException } from "re2js";

export type UserRegex = RE2JS;

// RE2 expands counted repeats (`x{1000}`) into instructions, and matching costs up to input length × program
// size: this bound keeps both in reach (a 4 KB pattern without big repeat counts stays below it).
const MAX_PROGRAM_SIZE = 5_000;
// The same few patterns run on every event: keep compiled ones (and refusals), dropping the oldest. A compiled
// instruction holds ~80 bytes, so the cache is bounded in instructions too (100,000: ~8 MB).
const MAX_CACHED = 500;
const MAX_CACHED_PROGRAM = 100_000;
// re2js lets each pattern's lazy DFA grow to 8 MB (~5.6 MB measured); 64 KB each keeps 500 of them small and,
// measured, as fast on log lines (the DFA drops its states when full, or falls back to the NFA).
const DFA_BUDGET = 64 * 1024;

const cache = new Map<string, UserRegex | string>();
let cachedProgram = 0;
const sizeOf = (re: UserRegex | string) => (typeof re === "string" ? 0 : re.programSize());

const LINEAR = "is not supported: patterns run on a linear-time engine (RE2 syntax)";

// Backtracking-only constructs, keyed by what RE2 reports as the offending text (RE2JSSyntaxException.input).
const UNSUPPORTED: [RegExp, (input: string) => string][] = [
  [/^\\[1-9]/, (i) => `backreference ${i}`],
  [/^\\[kg]/, (i) => `backreference ${i}...`],
  [/^\(\?P$/, () => "named backreference (?P=name) or recursion (?P>name)"],
  [/^\(\?=/, () => "lookahead (?=...)"],
  [/^\(\?!/, () => "negative lookahead (?!...)"],
  [/^\(\?<=/, () => "lookbehind (?<=...)"],
  [/^\(\?<!/, () => "negative lookbehind (?<!...)"],
  [/^\(\?>/, () => "atomic group (?>...)"],
  [/^\(\?[R&0-9+-]/, () => "recursion (?R), (?1), (?&name)"],
  [/^\(\?\(/, () => "conditional (?(...)...)"],
  [/^(?:[*+?]|\{[\d,]*\})\+$/, (i) => `possessive quantifier ${i}`],
];

/** Why RE2 refuses a pattern: the construct by name when it is a backtracking-only one. */
function refusal(err: unknown): string {
  if (!(err instanceof RE2JSSyntaxException)) return `not a valid regular expression: ${String(err)}`;
  const input = err.input ?? "";
  for (const [test, name] of UNSUPPORTED) if (test.test(input)) return `${name(input)} ${LINEAR}`;
  return `not a valid regular expression (RE2 syntax): ${err.error}${input ? `: ${input}` : ""}`;
}

function compile(pattern: string): UserRegex | string {
  let re: UserRegex;
  try {
    re = RE2JS.compile(pattern);
  } catch (err) {
    return refusal(err);
  }
  const size = re.programSize();
  if (size > MAX_PROGRAM_SIZE) {
    return `pattern too large: it compiles to ${size} instructions, at most ${MAX_PROGRAM_SIZE} (lower its repeat counts)`;
  }
  const dfa = re.re2().dfa;
  dfa.stateBudget = dfa.memBudget = DFA_BUDGET;
  return re;
}

/** The compiled pattern, or the message saying why it cannot run (what validation answers with). */
export function userRegex(pattern: string): UserRegex | string {
  let re = cache.get(pattern);
  if (re === undefined) {
    re = compile(pattern);
    cache.set(pattern, re);
    cachedProgram += sizeOf(re);
    // Oldest out until both bounds hold; the newest stays.
    for (const [key, old] of cache) {
      if (key === pattern || (cache.size <= MAX_CACHED && cachedProgram <= MAX_CACHED_PROGRAM)) break;
      cache.delete(key);
      cachedProgram -= sizeOf(old);
    }
  }
  return re;
}

// Matching costs up to input length × program size steps (16 s measured for 64 KB × 5,000 instructions).
// Past this budget (well under a second) a call does not run and the value counts as not matching, so no
// event can hold the isolate, and the requests queued behind it, for long. Typical log patterns
// (10-300 instructions) stay within it for any line up to 26,000 characters and beyond.
const MATCH_BUDGET = 8_000_000;

/** Whether matching `input` stays within the per-call budget (otherwise: treat it as not matching). */
export const withinBudget = (re: UserRegex, input: string) => input.length * re.programSize() <= MATCH_BUDGET;

/** Validation: null when the pattern runs here, else the message naming the problem. */
export const regexProblem = (pattern: string): string | null => {
  const re = userRegex(pattern);
  return typeof re === "string" ? re : null;
};
