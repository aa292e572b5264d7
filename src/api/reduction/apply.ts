// Log volume reduction at ingestion: after the exclusion rules, the first active reduction rule (in creation
// order) that matches a line decides: drop it, keep 1 in `sample_rate`, or keep it only when its dedupe key
// was not kept within the window before it. Sample counters and dedupe caches outlive a request: they are the
// NodeStateObject of the rule (`reduction:<ruleId>`), called at most once per rule per request and only for
// rules some line of the request matched. What a rule kept out is counted per rule and UTC day
// (reduction_savings), applied with the batch's usage counters by the slice that stores it (exactly once).
import { callObject } from "../../durable/call";
import type { NodeStateEnv } from "../../durable/node-state";
import { compileExclusions, type Exclusion } from "../../engine/exclusions";
import { entryOf } from "../../lib/objects";
import { sha256Hex } from "../../lib/secrets";
import { utcDay } from "../../lib/time";
import type { LogRecord } from "../../logstore/lines";
import type { ActiveReductionRule } from "./store";

/** Distinct dedupe keys a rule remembers; a window with more lets some duplicates through (never drops). */
export const DEDUPE_CAPACITY = 10_000;

/** The Durable Object that holds one rule's sample counter and dedupe cache. */
export const reductionStateStub = (env: NodeStateEnv, ruleId: string) =>
  env.NODE_STATE.get(env.NODE_STATE.idFromName(`reduction:${ruleId}`));

/**
 * Starts a rule's state over (after a change, or to free it after a delete): a rate of 1 makes the next
 * sample call start a new count, and a new state key empties the dedupe cache.
 */
export async function resetReductionState(env: NodeStateEnv, ruleId: string): Promise<void> {
  const stub = reductionStateStub(env, ruleId);
  await Promise.all([stub.advanceSample(1, 0), stub.checkDedupe(`reset:${Date.now()}`, 1, [])]);
}

/** Whether a rule matches a line: apps/hosts globs and the query as exclusion rules match, plus levels. */
function ruleMatcher(rule: ActiveReductionRule): (record: LogRecord) => boolean {
  const base = compileExclusions([
    { apps: rule.apps, hosts: rule.hosts, query: rule.query, indexOnly: false },
  ]);
  const levels = rule.levels.length > 0 ? new Set(rule.levels.map((l) => l.toUpperCase())) : null;
  return (record) => (!levels || levels.has(record.level)) && base(record) === "excluded";
}

/**
 * Each rule's matcher, made once per rule row: ingestion's cached rules (src/api/ingestion/rules-cache.ts) are
 * the same rows batch after batch, and a row is never changed once read.
 */
const matchers = new WeakMap<ActiveReductionRule, (record: LogRecord) => boolean>();
const matcherOf = (rule: ActiveReductionRule) => entryOf(matchers, rule, () => ruleMatcher(rule));

/** A dedupe field's value in a line: `line`, `app`, `host`, `level`, `file`, `tags` or `meta.<path>`. */
function fieldValue(record: LogRecord, field: string): unknown {
  if (!field.startsWith("meta.")) return record[field as "line" | "app" | "host" | "level" | "file" | "tags"];
  let value: unknown = record.meta ?? undefined;
  for (const key of field.slice("meta.".length).split(".")) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value ?? null;
}

/** The key sent to the rule's object: the line's dedupe field values; long keys travel as their SHA-256. */
async function dedupeKey(rule: ActiveReductionRule, record: LogRecord): Promise<string> {
  const key = JSON.stringify((rule.dedupeFields ?? ["line"]).map((f) => fieldValue(record, f)));
  return key.length <= 64 ? `=${key}` : `#${await sha256Hex(key)}`;
}

export interface Savings {
  ruleId: string;
  day: string;
  lines: number;
  bytes: number;
}

export interface ReductionOutcome {
  /** Per line: what exclusion rules decided, or "index-only" for a line a reduction rule kept out. */
  classes: Exclusion[];
  savings: Savings[];
  /**
   * Call when the batch was NOT stored (refused as suspended, or the write failed): takes back the dedupe
   * keys this batch's lines made the rules remember. Never throws.
   */
  release(): Promise<void>;
}

/**
 * Classifies a batch. A reduced line is "index-only": not stored, no bytes, still counted as ingested.
 * When a rule's object cannot be reached its lines are stored (fail open: nothing is lost).
 */
export async function reduceBatch(
  env: NodeStateEnv,
  rules: ActiveReductionRule[],
  records: LogRecord[],
  exclusionOf: (record: LogRecord) => Exclusion,
): Promise<ReductionOutcome> {
  const ruleMatchers = rules.map(matcherOf);
  const classes = records.map((r) => exclusionOf(r));
  const savings = new Map<string, Savings>();
  const reduce = (index: number, rule: ActiveReductionRule) => {
    classes[index] = "index-only";
    const record = records[index];
    const day = utcDay(record.ts);
    const key = `${rule.id}/${day}`;
    let s = savings.get(key);
    if (!s) {
      s = { ruleId: rule.id, day, lines: 0, bytes: 0 };
      savings.set(key, s);
    }
    s.lines++;
    s.bytes += record.size;
  };

  // Lines waiting for a rule's object, per rule, in request order.
  const stateful = new Map<number, number[]>();
  // Per dedupe rule, the keys this batch made its object remember, for `release`.
  const kept: { rule: ActiveReductionRule; stateKey: string; entries: [string, number][] }[] = [];
  records.forEach((record, i) => {
    if (classes[i] !== null) return;
    const k = ruleMatchers.findIndex((matches) => matches(record));
    if (k < 0) return;
    if (rules[k].action === "drop") reduce(i, rules[k]);
    else if (stateful.has(k)) stateful.get(k)?.push(i);
    else stateful.set(k, [i]);
  });

  await Promise.all(
    [...stateful].map(async ([k, indexes]) => {
      const rule = rules[k];
      const stub = reductionStateStub(env, rule.id);
      try {
        if (rule.action === "sample") {
          const rate = rule.sampleRate ?? 1;
          // Kept: the 1st, (rate+1)th, ... matching line counted over the life of the rule's counter.
          let position = await stub.advanceSample(rate, indexes.length);
          for (const i of indexes) {
            if (position !== 0) reduce(i, rule);
            position = (position + 1) % rate;
          }
        } else {
          const keys = await Promise.all(indexes.map((i) => dedupeKey(rule, records[i])));
          const stateKey = JSON.stringify([rule.updatedAt, rule.dedupeFields, rule.dedupeWindowSeconds]);
          // A sliding window per key, by line timestamp: a line is a duplicate when the same key was kept
          // less than the window before (or after) it.
          const window = {
            ms: (rule.dedupeWindowSeconds ?? 60) * 1000,
            times: indexes.map((i) => records[i].ts),
          };
          const duplicates = await stub.checkDedupe(stateKey, DEDUPE_CAPACITY, keys, window);
          const entries: [string, number][] = [];
          indexes.forEach((i, j) => {
            if (duplicates[j]) reduce(i, rule);
            else entries.push([keys[j], window.times[j]]);
          });
          if (entries.length > 0) kept.push({ rule, stateKey, entries });
        }
      } catch (err) {
        console.error(`reduction rule ${rule.id}: state unavailable, its lines are stored`, err);
      }
    }),
  );
  return { classes, savings: [...savings.values()], release: () => releaseKept(env, kept) };
}

/**
 * Takes back the dedupe keys of a batch that was not stored. Without this, a sender's retry of a refused
 * batch (403 while suspended, a 5xx) found its own lines "seen" by the refused attempt and had them
 * reduced as duplicates: answered 200 but never stored (found by test/durable/fault.test.ts). Called
 * through a reset of the object (callObject); if it still fails, the keys expire with the rule's window
 * (logged). Sample counters are not rolled back: a refused batch only shifts which lines are kept.
 */
async function releaseKept(
  env: NodeStateEnv,
  kept: { rule: ActiveReductionRule; stateKey: string; entries: [string, number][] }[],
): Promise<void> {
  await Promise.all(
    kept.map(async ({ rule, stateKey, entries }) => {
      try {
        await callObject(
          () => reductionStateStub(env, rule.id),
          (stub) => stub.forgetDedupe(stateKey, DEDUPE_CAPACITY, entries),
        );
      } catch (err) {
        console.error(`reduction rule ${rule.id}: could not release the keys of an unstored batch`, err);
      }
    }),
  );
}
