// JSON values one after another in one body: NDJSON, Fluent Bit's json_stream, Splunk HEC's stacked
// objects (`{...}{...}`, with or without whitespace between). Each value is found by scanning for its end
// (strings and nesting respected) and parsed with JSON.parse, so a `}{` inside a string never splits one.

export class JsonStreamError extends Error {
  constructor(
    /** Zero-based index of the value that did not parse. */
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const QUOTE = 34;
const BACKSLASH = 92;

/** The end (exclusive) of the value starting at `start`, or -1 when the text ends first. */
function valueEnd(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return stringEnd(text, start);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    // A number, true, false or null: up to the next separator.
    let i = start;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (isSpace(c) || c === OPEN_BRACE || c === OPEN_BRACKET || c === QUOTE) break;
      i++;
    }
    return i;
  }
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i) - 1;
      if (i < 0) return -1;
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
    else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** The end (exclusive) of the string literal opening at `start`, or -1 when it never closes. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === BACKSLASH) i++;
    else if (c === QUOTE) return i + 1;
  }
  return -1;
}

/**
 * The JSON values of the text, in order; throws JsonStreamError naming the first value that is not JSON.
 * Stops after `maxValues` (the rest unread): a caller that takes N values passes N + 1 and refuses more,
 * so a body of millions of tiny values is not parsed whole first.
 */
export function parseJsonStream(text: string, maxValues = Number.POSITIVE_INFINITY): unknown[] {
  const values: unknown[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (values.length >= maxValues) break;
    const end = valueEnd(text, i);
    if (end < 0) throw new JsonStreamError(values.length, `value ${values.length} is not complete JSON`);
    try {
      values.push(JSON.parse(text.slice(i, end)));
    } catch {
      throw new JsonStreamError(values.length, `value ${values.length} is not JSON`);
    }
    i = end;
  }
  return values;
}
