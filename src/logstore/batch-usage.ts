// What a batch carries beside its lines: its usage counters (per day, app, host and tag, applied to D1 by
// the slice that stores the batch, src/logstore/catalog.ts) and its default key (a digest of its lines, so
// the same lines sent again are recognised as a retry).
import type { Exclusion } from "../engine/exclusions";
import { sha256Hex } from "../lib/secrets";
import { utcDay } from "../lib/time";
import type { LogRecord } from "./lines";
import type { UsageDelta } from "./slice-protocol";

/** The usage counters of a batch: every line counted (lines) but the excluded, stored ones with bytes. */
export function usageOf(records: LogRecord[], classes: Exclusion[]): UsageDelta[] {
  const usage = new Map<string, UsageDelta>();
  // A batch's lines are mostly of one day: its name is made once.
  const days = new Map<number, string>();
  const dayOf = (ts: number) => {
    const key = Math.floor(ts / 86_400_000);
    let day = days.get(key);
    if (day === undefined) {
      day = utcDay(ts);
      days.set(key, day);
    }
    return day;
  };
  const count = (day: string, dimension: string, name: string, stored: boolean, bytes: number) => {
    const key = `${day}\u0000${dimension}\u0000${name}`;
    let c = usage.get(key);
    if (!c) {
      c = [day, dimension, name, 0, 0, 0];
      usage.set(key, c);
    }
    c[3]++;
    if (stored) {
      c[4]++;
      c[5] += bytes;
    }
  };
  records.forEach((r, i) => {
    if (classes[i] === "excluded") return;
    const stored = classes[i] === null;
    const day = dayOf(r.ts);
    count(day, "total", "", stored, r.size);
    count(day, "app", r.app, stored, r.size);
    count(day, "host", r.host, stored, r.size);
    for (const tag of r.tags) count(day, "tag", tag, stored, r.size);
  });
  return [...usage.values()];
}

/** A digest of what the batch stores: the same lines sent again give the same key. */
export async function recordsKey(records: LogRecord[]): Promise<string> {
  return sha256Hex(
    JSON.stringify(
      records.map((r) => [r.ts, r.line, r.app, r.host, r.file, r.level, r.ip, r.mac, r.tags, r.meta]),
    ),
  );
}
