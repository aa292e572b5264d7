// Exclusion rules at ingestion: which lines of a batch are not stored. Pure: no D1, no Hono.
import { matchesQuery, parseQuery, type QueryableLine, type QueryNode } from "./query";

export interface ExclusionRule {
  apps: string[];
  hosts: string[];
  query: string | null;
  indexOnly: boolean;
}

/** `excluded`: not stored and not counted at all; `index-only`: not stored, still counted as ingested. */
export type Exclusion = "excluded" | "index-only" | null;

/** A `*` glob, matched in linear time (no backtracking regex: patterns are written by users). */
function globMatches(segments: string[], value: string): boolean {
  const first = segments[0];
  const last = segments[segments.length - 1];
  if (!value.startsWith(first)) return false;
  let at = first.length;
  for (let i = 1; i < segments.length - 1; i++) {
    const found = value.indexOf(segments[i], at);
    if (found < 0) return false;
    at = found + segments[i].length;
  }
  return value.length - last.length >= at && value.endsWith(last);
}

/** `*` in an app or host pattern matches any run of characters; matching is case-insensitive. */
function globMatcher(patterns: string[]): ((value: string) => boolean) | null {
  if (patterns.length === 0) return null;
  const exact = new Set<string>();
  const globs: string[][] = [];
  for (const p of patterns) {
    if (p.includes("*")) globs.push(p.toLowerCase().split("*"));
    else exact.add(p.toLowerCase());
  }
  return (value) => {
    const v = value.toLowerCase();
    return exact.has(v) || globs.some((segments) => globMatches(segments, v));
  };
}

/** Compiles the active rules once per batch; the result classifies each line. */
export function compileExclusions(rules: ExclusionRule[]): (line: QueryableLine) => Exclusion {
  const compiled = rules.flatMap((r) => {
    let query: QueryNode | null = null;
    try {
      query = r.query ? parseQuery(r.query) : null;
    } catch {
      // Queries are checked when a rule is saved; one that no longer parses must not stop ingestion.
      return [];
    }
    return [{ app: globMatcher(r.apps), host: globMatcher(r.hosts), query, indexOnly: r.indexOnly }];
  });
  if (compiled.length === 0) return () => null;
  return (line) => {
    let result: Exclusion = null;
    for (const rule of compiled) {
      if (rule.app && !rule.app(line.app ?? "")) continue;
      if (rule.host && !rule.host(line.host ?? "")) continue;
      if (rule.query && !matchesQuery(rule.query, line)) continue;
      if (!rule.indexOnly) return "excluded";
      result = "index-only";
    }
    return result;
  };
}
