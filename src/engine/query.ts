// The search query language shared by export `query`, exclusion rules and views. Pure: parse to an
// AST (or a syntax error with its position), then evaluate the AST against a log line.
//
//   query    := or
//   or       := and ("OR" and)*
//   and      := unary (["AND"] unary)*          juxtaposition means AND
//   unary    := ("-" | "NOT") unary | primary
//   primary  := "(" or ")" | term
//   term     := field ":" value | value         free text or a phrase
//   value    := word | "quoted phrase"          a value may start with > >= < <= (numbers) and end with *
//   field    := app | host | level | tag | file | line | meta.<path> | <path>   (other names: meta fields)
//
// Free text and phrases match the line, case-insensitively, as substrings. `field:value` matches the
// field exactly (case-insensitive for app, host, level, tag, file; `*` at the end matches a prefix).

export type Comparison = "eq" | "gt" | "gte" | "lt" | "lte";

export type QueryNode =
  | { kind: "text"; value: string; phrase: boolean }
  | { kind: "field"; field: string; op: Comparison; value: string; prefix: boolean }
  | { kind: "not"; node: QueryNode }
  | { kind: "and" | "or"; nodes: QueryNode[] };

export class QuerySyntaxError extends Error {
  constructor(
    message: string,
    /** 0-based offset in the query where the problem is. */
    readonly position: number,
  ) {
    super(`${message} at position ${position}`);
  }
}

type Token =
  | { type: "word" | "phrase"; value: string; pos: number }
  | { type: "(" | ")" | "-" | ":" | "eof"; pos: number };

export const MAX_QUERY_LENGTH = 4096;
const MAX_DEPTH = 32;
/** Terms (free text and field:value) in one query at most: each costs a pass over every line. */
export const MAX_QUERY_TERMS = 64;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const ch = input[i];
    if (/\s/.test(ch)) {
      i++;
    } else if (ch === "(" || ch === ")" || ch === ":") {
      tokens.push({ type: ch, pos: i++ });
    } else if (ch === "-" && (tokens.length === 0 || /[\s(]/.test(input[i - 1] ?? " "))) {
      tokens.push({ type: "-", pos: i++ });
    } else if (ch === '"') {
      const start = i++;
      let value = "";
      while (i < input.length && input[i] !== '"') {
        if (input[i] === "\\" && i + 1 < input.length) i++;
        value += input[i++];
      }
      if (i >= input.length) throw new QuerySyntaxError("unterminated quoted phrase", start);
      i++;
      tokens.push({ type: "phrase", value, pos: start });
    } else {
      const start = i;
      while (i < input.length && !/[\s():"]/.test(input[i])) i++;
      tokens.push({ type: "word", value: input.slice(start, i), pos: start });
    }
  }
  tokens.push({ type: "eof", pos: input.length });
  return tokens;
}

export function parseQuery(input: string): QueryNode | null {
  if (input.length > MAX_QUERY_LENGTH) {
    throw new QuerySyntaxError(`query is longer than ${MAX_QUERY_LENGTH} characters`, MAX_QUERY_LENGTH);
  }
  const tokens = tokenize(input);
  let at = 0;
  const peek = () => tokens[at];
  const isKeyword = (t: Token, word: string) => t.type === "word" && t.value === word;

  const parseOr = (depth: number): QueryNode => {
    const nodes = [parseAnd(depth)];
    while (isKeyword(peek(), "OR")) {
      at++;
      nodes.push(parseAnd(depth));
    }
    return nodes.length === 1 ? nodes[0] : { kind: "or", nodes };
  };

  const startsUnary = (t: Token) =>
    t.type === "(" || t.type === "-" || t.type === "phrase" || (t.type === "word" && t.value !== "OR");

  const parseAnd = (depth: number): QueryNode => {
    const nodes = [parseUnary(depth)];
    for (;;) {
      if (isKeyword(peek(), "AND")) {
        at++;
        nodes.push(parseUnary(depth));
      } else if (startsUnary(peek())) {
        nodes.push(parseUnary(depth));
      } else break;
    }
    return nodes.length === 1 ? nodes[0] : { kind: "and", nodes };
  };

  const parseUnary = (depth: number): QueryNode => {
    if (depth > MAX_DEPTH) throw new QuerySyntaxError("query is nested too deeply", peek().pos);
    const t = peek();
    if (t.type === "-" || isKeyword(t, "NOT")) {
      at++;
      return { kind: "not", node: parseUnary(depth + 1) };
    }
    return parsePrimary(depth);
  };

  const parsePrimary = (depth: number): QueryNode => {
    const t = peek();
    if (t.type === "(") {
      at++;
      if (peek().type === ")") throw new QuerySyntaxError("empty parentheses", peek().pos);
      const inner = parseOr(depth + 1);
      if (peek().type !== ")") throw new QuerySyntaxError("expected )", peek().pos);
      at++;
      return inner;
    }
    if (t.type === "phrase") {
      at++;
      return { kind: "text", value: t.value, phrase: true };
    }
    if (t.type === "word") {
      if (t.value === "AND" || t.value === "OR") throw new QuerySyntaxError(`unexpected ${t.value}`, t.pos);
      at++;
      if (peek().type === ":") {
        const colon = peek();
        at++;
        const v = peek();
        if (v.type !== "word" && v.type !== "phrase")
          throw new QuerySyntaxError("expected a value after :", colon.pos + 1);
        at++;
        return fieldNode(t.value, v.value, v.type === "phrase", t.pos);
      }
      return { kind: "text", value: t.value, phrase: false };
    }
    if (t.type === "eof") throw new QuerySyntaxError("unexpected end of query", t.pos);
    throw new QuerySyntaxError(`unexpected ${t.type}`, t.pos);
  };

  if (peek().type === "eof") return null;
  const node = parseOr(0);
  const count = countTerms(node);
  if (count > MAX_QUERY_TERMS) {
    throw new QuerySyntaxError(`a query has at most ${MAX_QUERY_TERMS} terms (this one has ${count})`, 0);
  }
  if (peek().type !== "eof")
    throw new QuerySyntaxError(`unexpected ${peek().type === ")" ? ")" : "input"}`, peek().pos);
  return node;
}

function countTerms(node: QueryNode): number {
  if (node.kind === "and" || node.kind === "or") return node.nodes.reduce((n, c) => n + countTerms(c), 0);
  if (node.kind === "not") return countTerms(node.node);
  return 1;
}

function fieldNode(rawField: string, rawValue: string, phrase: boolean, pos: number): QueryNode {
  if (!/^[A-Za-z_@$][A-Za-z0-9_@$.-]*$/.test(rawField) || rawField.endsWith(".")) {
    throw new QuerySyntaxError(`invalid field name ${rawField}`, pos);
  }
  const field = rawField.startsWith("meta.")
    ? rawField
    : knownFields.has(rawField)
      ? rawField
      : `meta.${rawField}`;
  let value = rawValue;
  let op: Comparison = "eq";
  if (!phrase) {
    const m = /^(>=|<=|>|<)(.*)$/.exec(value);
    if (m) {
      op = ({ ">": "gt", ">=": "gte", "<": "lt", "<=": "lte" } as const)[m[1] as ">"];
      value = m[2];
      if (value === "" || Number.isNaN(Number(value))) {
        throw new QuerySyntaxError(`${m[1]} needs a number`, pos + rawField.length + 1);
      }
    }
  }
  const prefix = !phrase && op === "eq" && value.endsWith("*");
  if (prefix) value = value.slice(0, -1);
  return { kind: "field", field, op, value, prefix };
}

const knownFields = new Set(["app", "host", "level", "tag", "file", "line"]);

/** What a query is evaluated against. */
export interface QueryableLine {
  line: string;
  app?: string | null;
  host?: string | null;
  level?: string | null;
  file?: string | null;
  tags?: string[];
  meta?: Record<string, unknown> | null;
}

export function matchesQuery(node: QueryNode | null, line: QueryableLine): boolean {
  if (!node) return true;
  // The line is lower-cased once per evaluation, not once per term.
  let lower: string | undefined;
  const text = () => {
    lower ??= line.line.toLowerCase();
    return lower;
  };
  return evaluate(node, line, text);
}

function evaluate(node: QueryNode, line: QueryableLine, text: () => string): boolean {
  switch (node.kind) {
    case "and":
      return node.nodes.every((n) => evaluate(n, line, text));
    case "or":
      return node.nodes.some((n) => evaluate(n, line, text));
    case "not":
      return !evaluate(node.node, line, text);
    case "text":
      return text().includes(node.value.toLowerCase());
    case "field":
      return fieldValues(node.field, line).some((v) => compare(node, v));
  }
}

function fieldValues(field: string, line: QueryableLine): unknown[] {
  switch (field) {
    case "tag":
      return line.tags ?? [];
    case "app":
    case "host":
    case "level":
    case "file":
    case "line":
      return [line[field]];
    default: {
      let v: unknown = line.meta ?? undefined;
      for (const key of field.slice("meta.".length).split(".")) {
        v = v && typeof v === "object" ? (v as Record<string, unknown>)[key] : undefined;
      }
      return Array.isArray(v) ? v : [v];
    }
  }
}

/**
 * A text's number for a comparison: a decimal number (digits, sign, point, exponent; blanks around), read as
 * SQLite's CAST reads it, so that the log store's SQL (src/search/compile.ts) and this engine agree. NaN else.
 */
function numberOfText(text: string): number {
  const t = text.trim();
  return /\d/.test(t) && /^[0-9.eE+-]+$/.test(t) ? Number.parseFloat(t) : Number.NaN;
}

function compare(node: Extract<QueryNode, { kind: "field" }>, actual: unknown): boolean {
  if (actual === undefined || actual === null) return false;
  if (node.op !== "eq") {
    const n = typeof actual === "string" ? numberOfText(actual) : Number(actual);
    if (Number.isNaN(n)) return false;
    const want = Number(node.value);
    return node.op === "gt"
      ? n > want
      : node.op === "gte"
        ? n >= want
        : node.op === "lt"
          ? n < want
          : n <= want;
  }
  const text = (typeof actual === "object" ? JSON.stringify(actual) : String(actual)).toLowerCase();
  const want = node.value.toLowerCase();
  return node.prefix ? text.startsWith(want) : text === want;
}
