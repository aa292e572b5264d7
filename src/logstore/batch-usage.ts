// What a batch carries beside its lines: its usage counters (per day, app, host and tag, applied to D1 by
// the slice that stores the batch, src/logstore/catalog.ts) and its default key (a digest of its lines, so
// the same lines sent again are recognised as a retry).
import type { Exclusion } from "../engine/exclusions";
import { entryOf } from "../lib/objects";
import { sha256Hex } from "../lib/secrets";
import { DAY_MS, utcDay } from "../lib/time";
import type { LogRecord } from "./lines";
import type { SavingsDelta, UsageDelta } from "./slice-protocol";

/** Lines of a batch sharing a day, app, host and tags. */
interface UsageGroup {
  day: number;
  app: string;
  host: string;
  tags: string[];
  lines: number;
  storedLines: number;
  bytes: number;
}

/**
 * The usage counters of a batch: every line counted (lines) but the excluded, stored ones with bytes. Lines
 * are summed per (day, app, host, tags) first, by lookups of values they hold (a batch has few such groups,
 * and its lines share the request's tags array, told apart by identity); only the groups make the counters:
 * a key string made per line and dimension was most of this function's time.
 */
export function usageOf(records: LogRecord[], classes: Exclusion[]): UsageDelta[] {
  const groups: UsageGroup[] = [];
  const byDay = new Map<number, Map<string, Map<string, UsageGroup[]>>>();
  for (let i = 0; i < records.length; i++) {
    const exclusion = classes[i];
    if (exclusion === "excluded") continue;
    const r = records[i];
    const day = Math.floor(r.ts / DAY_MS);
    const byApp = entryOf(byDay, day, () => new Map<string, Map<string, UsageGroup[]>>());
    const sameHost = entryOf(
      entryOf(byApp, r.app, () => new Map<string, UsageGroup[]>()),
      r.host,
      (): UsageGroup[] => [],
    );
    let group = sameHost.find((g) => g.tags === r.tags);
    if (!group) {
      group = { day, app: r.app, host: r.host, tags: r.tags, lines: 0, storedLines: 0, bytes: 0 };
      sameHost.push(group);
      groups.push(group);
    }
    group.lines++;
    if (exclusion === null) {
      group.storedLines++;
      group.bytes += r.size;
    }
  }
  // In the order a line first names each counter, as when they were counted line by line.
  const usage: UsageDelta[] = [];
  const counters = new Map<number, Record<"total" | "app" | "host" | "tag", Map<string, UsageDelta>>>();
  const count = (
    byName: Map<string, UsageDelta>,
    day: string,
    dimension: string,
    name: string,
    g: UsageGroup,
  ) => {
    const c = entryOf(byName, name, (): UsageDelta => {
      const made: UsageDelta = [day, dimension, name, 0, 0, 0];
      usage.push(made);
      return made;
    });
    c[3] += g.lines;
    c[4] += g.storedLines;
    c[5] += g.bytes;
  };
  for (const g of groups) {
    const of = entryOf(counters, g.day, () => ({
      total: new Map(),
      app: new Map(),
      host: new Map(),
      tag: new Map(),
    }));
    const day = dayName(g.day);
    count(of.total, day, "total", "", g);
    count(of.app, day, "app", g.app, g);
    count(of.host, day, "host", g.host, g);
    for (const tag of g.tags) count(of.tag, day, "tag", tag, g);
  }
  return usage;
}

/**
 * Counters summed per (day, dimension, name) and per (rule, day): a commit's batches (their record is kept
 * for 10 minutes; one 10-line batch's counters were a tenth of its lines' bytes), and a flush's commits.
 */
export class CounterSums {
  private readonly byUsage = new Map<string, UsageDelta>();
  private readonly bySavings = new Map<string, SavingsDelta>();

  add(usage: readonly UsageDelta[], savings: readonly SavingsDelta[]) {
    for (const d of usage) {
      const key = `${d[0]}\u0000${d[1]}\u0000${d[2]}`;
      const sum = this.byUsage.get(key);
      if (sum) {
        sum[3] += d[3];
        sum[4] += d[4];
        sum[5] += d[5];
      } else this.byUsage.set(key, [...d]);
    }
    for (const d of savings) {
      const key = `${d[0]}\u0000${d[1]}`;
      const sum = this.bySavings.get(key);
      if (sum) {
        sum[2] += d[2];
        sum[3] += d[3];
      } else this.bySavings.set(key, [...d]);
    }
  }

  get usage(): UsageDelta[] {
    return [...this.byUsage.values()];
  }

  get savings(): SavingsDelta[] {
    return [...this.bySavings.values()];
  }
}

/** YYYY-MM-DD of a day number, the last one remembered: nearly every batch is of today. */
let lastDay = { number: Number.NaN, name: "" };
function dayName(day: number): string {
  if (lastDay.number !== day) lastDay = { number: day, name: utcDay(day * DAY_MS) };
  return lastDay.name;
}

/** A digest of what the batch stores: the same lines sent again give the same key. */
export async function recordsKey(records: LogRecord[]): Promise<string> {
  return sha256Hex(
    JSON.stringify(
      records.map((r) => [r.ts, r.line, r.app, r.host, r.file, r.level, r.ip, r.mac, r.tags, r.meta]),
    ),
  );
}
