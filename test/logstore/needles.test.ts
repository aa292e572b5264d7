// Needle summaries end to end: quiet slices send their group filters to D1, the period job interleaves each
// day's, and a plan for an id leaves out the slices that surely lack it; anything the summaries do not cover
// (lines after them, an open slice, blocks of another build, a dropped slice's day) stays planned, and every
// search answers the same lines as without summaries.
import { createMessageBatch, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { parseQuery } from "../../src/engine/query";
import type { Bindings } from "../../src/env";
import { coldKeyOf } from "../../src/jobs/cold-tier";
import { handleNeedleQueue, NEEDLE_QUEUE_NAME, runNeedlePeriods } from "../../src/jobs/needle-periods";
import { bytesOfHex } from "../../src/lib/bytes";
import { narrowedSlices, slicesInRange } from "../../src/logstore/catalog";
import type { ChunkLine } from "../../src/logstore/chunk";
import { NeedleGroups } from "../../src/logstore/needle-groups";
import {
  buildPeriods,
  dropSummaries,
  duePeriods,
  hourKey,
  narrowing,
  PERIOD_LIMITS,
  type PeriodDay,
  periodOf,
  readSummaries,
} from "../../src/logstore/needles";
import { forgetWrites, OPEN_MS, planSlices, planStore } from "../../src/logstore/plan";
import { sliceCriteria } from "../../src/logstore/reader";
import type { ScanAnswer, ScanRequest } from "../../src/logstore/slice-protocol";
import { logSliceStub } from "../../src/logstore/store";
import {
  fewerItems,
  type NeedleQuery,
  needleQuery,
  PeriodSummary,
  periodLayoutFromBytes,
  Summary,
} from "../../src/logstore/summary";
import { createAccount, exportV1, ingest, settleLogStore, type TestAccount } from "../helpers";
import { countingColdReader, scanOf } from "./util";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.now();
// Three days of 6 hourly slices each, the first day starting 3 days ago.
const D0 = Math.floor(now / DAY) * DAY - 3 * DAY;
const HOURS = [0, 1, 2, 3, 4, 5].flatMap((h) => [
  D0 + h * HOUR,
  D0 + DAY + h * HOUR,
  D0 + 2 * DAY + h * HOUR,
]);
let account: TestAccount;

/** A 32-hex id, the same for the same seed. */
const hexId = (seed: number) => {
  let x = seed * 2654435761 + 12345;
  let out = "";
  for (let i = 0; i < 32; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += ((x >>> 16) & 15).toString(16);
  }
  return out;
};

async function sliceRows(): Promise<{ slice: string; lines: number }[]> {
  const { results } = await env.DB.prepare(
    "SELECT slice, lines FROM log_slices WHERE account_id = ? ORDER BY slice",
  )
    .bind(account.account_id)
    .all<{ slice: string; lines: number }>();
  return results;
}

/** A column of the account's periods by day: their build, or where their planes are (0 D1, 1 R2). */
async function periodColumn(column: "build" | "stored"): Promise<Map<number, number>> {
  const { results } = await env.DB.prepare(
    `SELECT day, ${column} AS value FROM log_summary_periods WHERE account_id = ? ORDER BY day`,
  )
    .bind(account.account_id)
    .all<{ day: number; value: number }>();
  return new Map(results.map((r) => [r.day, r.value]));
}
const periods = () => periodColumn("build");
const storedAt = () => periodColumn("stored");

/** The keys and sizes of the account's period objects in R2. */
async function periodObjects(): Promise<{ key: string; size: number }[]> {
  const listed = await env.LOG_COLD.list({ prefix: `needle-periods/${account.account_id}/` });
  return listed.objects.map((o) => ({ key: o.key, size: o.size }));
}

/** A run over every day due (of every account), each with a run's budget of these limits. */
const buildDue = async (limits = PERIOD_LIMITS) =>
  buildPeriods(createDb(env.DB), env.LOG_COLD, await duePeriods(createDb(env.DB)), limits);

/** Every day of the account built again (its rows marked unbuilt), with these limits. */
async function rebuildAll(limits = PERIOD_LIMITS) {
  await env.DB.prepare("UPDATE log_slice_summaries SET built = 0 WHERE account_id = ?")
    .bind(account.account_id)
    .run();
  return buildDue(limits);
}

/**
 * Moves the account's rows of blocks, now `at` builds past their periods', to `builds` builds further (a
 * row's key is its build x 256 + its number).
 */
const moveBlocksStatement = (builds: number, at = 0) =>
  env.DB.prepare(
    `UPDATE log_summary_blocks SET id = id + ? * 256 WHERE id / 256 - ? IN
      (SELECT build FROM log_summary_periods WHERE account_id = ?)`,
  ).bind(builds, at, account.account_id);
const moveBlocks = (builds: number, at = 0) => moveBlocksStatement(builds, at).run();

const stubOf = (slice: string) =>
  logSliceStub(env, account.account_id, slice) as unknown as DurableObjectStub;

/** Makes every slice quiet and runs its alarms until it sealed (summaries of a slice may take steps). */
async function sealAll() {
  await settleLogStore(account.account_id);
  for (const { slice } of await sliceRows()) {
    const stub = stubOf(slice);
    for (let i = 0; i < 20; i++) {
      const sealed = await runInDurableObject(stub, async (instance, state) => {
        const o = instance as unknown as {
          lastWriteAt: number;
          sealedLines: number;
          stats: { lines: number };
        };
        o.lastWriteAt = 0;
        if (o.sealedLines === o.stats.lines) return true;
        if ((await state.storage.getAlarm()) === null) await state.storage.setAlarm(Date.now());
        return false;
      });
      if (sealed) break;
      await runDurableObjectAlarm(stub);
    }
  }
  // Rows older than OPEN_MS: no longer taken as open.
  await env.DB.prepare("UPDATE log_slices SET updated_at = updated_at - ? WHERE account_id = ?")
    .bind(OPEN_MS + 60_000, account.account_id)
    .run();
  forgetWrites();
}

const criteriaOf = (query: string) =>
  sliceCriteria({
    accountId: account.account_id,
    from: D0,
    to: now,
    apps: [],
    hosts: [],
    levels: [],
    query: parseQuery(query) as never,
    snapshot: null,
  });

/**
 * The plan of a search, as of OPEN_MS from now: a row a slice's own alarm rewrote meanwhile (a loaded machine
 * runs them late) is not taken as open, which only ever adds slices.
 */
const planned = async (query: string) =>
  (await planSlices(planStore(env), account.account_id, D0, now, criteriaOf(query), Date.now() + OPEN_MS + 1))
    .map((s) => s.slice)
    .sort();

/** The plan of the catalog alone (time ranges and trigram filters), without summaries. */
const plannedByCatalog = async (query: string) =>
  (await slicesInRange(createDb(env.DB), account.account_id, D0, now, criteriaOf(query).index))
    .map((s) => s.slice)
    .sort();

const search = async (query: string) =>
  (
    await exportV1(account.service_key, `from=${D0}&to=${now}&size=1000&query=${encodeURIComponent(query)}`)
  ).lines
    .map((l) => l._line as string)
    .sort();

async function send(ts: number, lines: string[], meta?: (i: number) => Record<string, unknown>) {
  const res = await ingest(account.ingestion_key, {
    lines: lines.map((line, i) => ({ line, timestamp: ts + i * 1000, meta: meta?.(i) })),
  });
  expect(res.status).toBe(200);
}

/** The request id of line i of hour h. */
const requestId = (h: number, i: number) => hexId(h * 1000 + i);

beforeAll(async () => {
  account = await createAccount("needles");
  await env.DB.prepare("UPDATE accounts SET log_bucket_hours = 1, log_shards = 1 WHERE id = ?")
    .bind(account.account_id)
    .run();
  for (const [h, ts] of HOURS.entries())
    await send(
      ts,
      Array.from(
        { length: 120 },
        (_, i) => `GET /api/orders/${i} 200 request_id=${requestId(h, i)} took=${i}ms`,
      ),
      (i) => ({ trace: hexId(50_000 + h * 1000 + i), user: `user-${i % 7}` }),
    );
  await settleLogStore(account.account_id);
});

describe("needle summaries", () => {
  it("plan an id to the one slice that holds it once the slices are quiet and the days built", async () => {
    const all = (await sliceRows()).map((r) => r.slice);
    expect(all).toHaveLength(HOURS.length);
    const id = requestId(7, 33);
    // Nothing summarized yet: every slice.
    expect(await planned(id)).toEqual(all);
    await sealAll();
    // Summaries sent, no period built yet: what the trigram filters leave (at this size, a few slices).
    const byTrigrams = await planned(id);
    expect(byTrigrams).toEqual(await plannedByCatalog(id));
    expect(await periods()).toEqual(new Map());
    expect((await buildDue()).tooLarge).toBe(0);
    expect([...(await periods()).keys()]).toEqual([D0, D0 + DAY, D0 + 2 * DAY]);
    const holding = await planned(id);
    expect(holding).toHaveLength(1);
    expect(byTrigrams).toEqual(expect.arrayContaining(holding));
    expect(await search(id)).toEqual([`GET /api/orders/33 200 request_id=${id} took=33ms`]);
    // In capitals, as a field of the meta, inside an OR of two ids, across an AND with a word.
    expect(await planned(id.toUpperCase())).toEqual(holding);
    const trace = hexId(50_000 + 7 * 1000 + 33);
    expect(await planned(`trace:${trace}`)).toEqual(holding);
    expect(await search(`trace:${trace}`)).toEqual([`GET /api/orders/33 200 request_id=${id} took=33ms`]);
    const other = requestId(12, 5);
    const both = await planned(`${id} OR ${other}`);
    expect(both).toHaveLength(2);
    expect(both).toEqual(expect.arrayContaining(holding));
    expect(await planned(`${id} orders`)).toEqual(holding);
    // An id nowhere: no slice at all; its search answers nothing.
    expect(await planned(hexId(999_999))).toEqual([]);
    expect(await search(hexId(999_999))).toEqual([]);
  });

  it("keep every slice a summary cannot speak for", async () => {
    const id = requestId(7, 33);
    // Negations, short terms, words of every line: no narrowing past the catalog's own.
    for (const q of [`-${id}`, "orders", id.slice(0, 10), `${id} OR orders`])
      expect(await planned(q)).toEqual(await plannedByCatalog(q));
    expect(await planned("orders")).toHaveLength(HOURS.length);
    // Rows of blocks of another build than their period's are not found: the catalog's plan again.
    await moveBlocks(1);
    try {
      expect(await planned(id)).toEqual(await plannedByCatalog(id));
    } finally {
      await moveBlocks(-1, 1);
    }
    expect(await planned(id)).toHaveLength(1);
    // A period built again between the plan's two round trips: the first read its build, and by the second
    // the job has put a new build on the period, its blocks and the rows it stamps. The rows name a build the
    // plan did not read, so every slice is kept.
    const db = createDb(env.DB);
    const index = criteriaOf(id).index;
    const needle = needleQuery(parseQuery(id));
    if (!needle) throw new Error("an id has items");
    const verdict = await readSummaries(db, env.LOG_COLD, account.account_id, D0, now, needle);
    const rebuild = (delta: number) =>
      env.DB.batch([
        moveBlocksStatement(delta),
        env.DB.prepare("UPDATE log_summary_periods SET build = build + ? WHERE account_id = ?").bind(
          delta,
          account.account_id,
        ),
        env.DB.prepare(
          "UPDATE log_slices SET summary_build = summary_build + ? WHERE account_id = ? AND summary_build IS NOT NULL",
        ).bind(delta, account.account_id),
      ]);
    await rebuild(7);
    try {
      const narrowed = await narrowedSlices(
        db,
        account.account_id,
        D0,
        now,
        index,
        Number.MAX_SAFE_INTEGER,
        narrowing(verdict, D0, now),
      ).all();
      expect(narrowed.map((s) => s.slice).sort()).toEqual(await plannedByCatalog(id));
    } finally {
      await rebuild(-7);
    }
    expect(await planned(id)).toHaveLength(1);
  });

  it("plan by indexes only: the month's other rows are never read", async () => {
    const id = requestId(7, 33);
    const verdict = {
      accountId: account.account_id,
      builds: [1],
      candidates: [[D0, 0]] as [number, number][],
    };
    const query = narrowedSlices(
      createDb(env.DB),
      account.account_id,
      D0,
      now,
      criteriaOf(id).index,
      now - OPEN_MS,
      narrowing(verdict, D0, now),
    ).toSQL();
    const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const reads = results.map((r) => r.detail).filter((d) => /\blog_slices\b/.test(d));
    // With a term of as many trigrams as a plan tests, the statement stays within D1's 100 KB.
    const long = `${id} ${"zqxjkvbwpy".repeat(20)}`;
    const longQuery = narrowedSlices(
      createDb(env.DB),
      account.account_id,
      D0,
      now,
      criteriaOf(long).index,
      now - OPEN_MS,
      narrowing(verdict, D0, now),
    ).toSQL();
    expect(longQuery.sql.length).toBeLessThan(100_000);
    expect(await planned(long)).toEqual([]);
    // Each part by its own index and more than the account: the candidates, the unsummarized rows of the
    // range, the rows of builds not read, the open rows.
    expect(reads).toEqual([
      expect.stringMatching(/USING INDEX sqlite_autoindex_log_slices_1 \(account_id=\? AND slice=\?\)/),
      expect.stringMatching(/USING INDEX log_slices_unsummarized \(account_id=\? AND last_ts>\?\)/),
      expect.stringMatching(/USING INDEX log_slices_summary_build \(account_id=\? AND summary_build=\?\)/),
      expect.stringMatching(/USING INDEX log_slices_account_updated \(account_id=\? AND updated_at>\?\)/),
    ]);
  });

  it("plan a slice written after its summary, and the new lines' ids once it is summarized again", async () => {
    const id = requestId(7, 33);
    const [holding] = await planned(id);
    // New lines into another slice of the same day: its row counts more lines than its summary covers.
    const fresh = hexId(777_777);
    await send(HOURS[1] + 30 * 60_000, [`POST /api/orders 201 request_id=${fresh}`, `also ${id}`]);
    await settleLogStore(account.account_id);
    await env.DB.prepare("UPDATE log_slices SET updated_at = updated_at - ? WHERE account_id = ?")
      .bind(OPEN_MS + 60_000, account.account_id)
      .run();
    forgetWrites();
    const written = (await planned(fresh)).filter((s) => s !== holding);
    expect(written).toHaveLength(1);
    expect(await planned(id)).toEqual([holding, ...written].sort());
    expect(await search(id)).toEqual(
      [`GET /api/orders/33 200 request_id=${id} took=33ms`, `also ${id}`].sort(),
    );
    // Summarized again (the same group, made again with the new chunk) and the day built again.
    await sealAll();
    const before = await periods();
    await buildDue();
    const after = await periods();
    // The one day written to was built again, the others not.
    expect([...after].filter(([day, build]) => before.get(day) !== build).map(([day]) => day)).toEqual([
      D0 + DAY,
    ]);
    expect(await planned(fresh)).toEqual(written);
    expect(await planned(hexId(888_888))).toEqual([]);
    const groups = await env.DB.prepare(
      "SELECT grp, lines FROM log_slice_summaries WHERE account_id = ? AND slice = ?",
    )
      .bind(account.account_id, written[0])
      .all<{ grp: number; lines: number }>();
    expect(groups.results).toEqual([{ grp: 0, lines: 122 }]);
  });

  it("fill groups in steps and plan by all of them", async () => {
    const ts = D0 + 2 * DAY + 5 * HOUR;
    const h = HOURS.indexOf(ts);
    const slice = (await sliceRows())
      .map((r) => r.slice)
      .find((s) => s.startsWith(`${ts / HOUR}.`)) as string;
    // Three more chunks in the slice (a quiet spell seals each).
    await sealAll();
    const later = [1, 2, 3].map((k) =>
      Array.from({ length: 20 }, (_, i) => `retry ${k} request_id=${hexId(900_000 + k * 100 + i)}`),
    );
    for (const [k, lines] of later.entries()) {
      await send(ts + (10 + k) * 60_000, lines);
      await sealAll();
    }
    // Each stored once: the groups below count the slice's lines.
    expect(await search("retry")).toHaveLength(60);
    // Small groups and steps: the slice's 180 lines make several groups, over several alarms, sent to D1 in
    // several batches.
    await runInDurableObject(stubOf(slice), (instance) => {
      const o = instance as unknown as {
        needles: NeedleGroups;
        exec(q: string, ...p: SqlStorageValue[]): Record<string, SqlStorageValue>[];
        lines(c: number): Promise<ChunkLine[]>;
        sealedLines: number;
      };
      o.exec("DELETE FROM needle_groups");
      o.sealedLines = -1;
      // A D1 batch per group or so: the send is split.
      (instance as unknown as { sendBytes: number }).sendBytes = 64;
      o.needles = new NeedleGroups(
        { exec: (q, ...p) => o.exec(q, ...p), lines: (c) => o.lines(c) },
        { groupItems: 256, stepLines: 15 },
      );
    });
    await sealAll();
    const groups = await env.DB.prepare(
      "SELECT grp, lines FROM log_slice_summaries WHERE account_id = ? AND slice = ? ORDER BY grp",
    )
      .bind(account.account_id, slice)
      .all<{ grp: number; lines: number }>();
    // A group per chunk until it is full (the 20-line chunks fill one in two), numbered from 0.
    expect(groups.results.map((g) => g.lines)).toEqual([120, 160, 180]);
    expect(groups.results.map((g) => g.grp)).toEqual([0, 1, 2]);
    await buildDue();
    expect(await planned(requestId(h, 0))).toEqual([slice]);
    expect(await planned(requestId(h, 119))).toEqual([slice]);
    expect(await planned(hexId(900_000 + 2 * 100 + 7))).toEqual([slice]);
    expect(await planned(hexId(900_000 + 3 * 100 + 19))).toEqual([slice]);
    expect(await search(hexId(900_000 + 3 * 100 + 19))).toEqual([
      `retry 3 request_id=${hexId(900_000 + 3 * 100 + 19)}`,
    ]);
    expect(await planned(hexId(123_456_789))).toEqual([]);
    // Inside the slice, a scan for an id reads the chunks of the groups that may hold it, not the slice's.
    const scanned = async (q: string) => {
      const answer = (await logSliceStub(env, account.account_id, slice).scan(
        // No index term: what is skipped is the groups' doing alone.
        scanOf({ from: D0, to: now, query: parseQuery(q) as never, limit: 1000 }),
      )) as ScanAnswer;
      return { lines: answer.lines.map((l) => l.line), scanned: answer.scanned };
    };
    // Group 0 is the slice's first 120 lines in a filter made for 256 items (a chunk is never split), so full
    // that it passes some absent ids (the two below); group 1 is the next 40 lines, group 2 the last 20.
    const last = hexId(900_000 + 3 * 100 + 19);
    expect(await scanned(last)).toEqual({ lines: [`retry 3 request_id=${last}`], scanned: 140 });
    const early = hexId(900_000 + 1 * 100 + 3);
    expect(await scanned(early)).toEqual({ lines: [`retry 1 request_id=${early}`], scanned: 40 });
    // An id in none of them: groups 1 and 2 skipped; a word of every line: every line read.
    expect(await scanned(hexId(123_456_789))).toEqual({ lines: [], scanned: 120 });
    expect((await scanned("retry")).scanned).toBe(180);
  });

  it("leave a dropped slice's day to the others", async () => {
    await sealAll();
    await buildDue();
    const id = requestId(8, 1);
    const holding = await planned(id);
    expect(holding).toHaveLength(1);
    await dropSummaries(createDb(env.DB), env.LOG_COLD, { accountId: account.account_id, slice: holding[0] });
    // Its columns are gone with the next build: planned again by the catalog alone (its row is still there),
    // the day's other slices still ruled out.
    await buildDue();
    expect(await planned(id)).toEqual(holding);
    const absent = hexId(999_999);
    expect(await planned(absent)).toEqual((await plannedByCatalog(absent)).filter((s) => s === holding[0]));
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM log_slice_summaries WHERE slice = ? AND account_id = ?",
    )
      .bind(holding[0], account.account_id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });
  it("keep a period past D1's limit in R2, built in stripes, and plan by it the same", async () => {
    const id = requestId(10, 5);
    const holding = await planned(id);
    expect(holding).toHaveLength(1);
    const absent = hexId(999_999);
    const absentQuery = needleQuery(parseQuery(absent));
    if (!absentQuery) throw new Error("an id has items");
    // A plan reads a GET an item of an R2 period, so only the first five items of a term (fewerItems): it names
    // the columns the D1 periods name for those five.
    const verdictOf = (query: NeedleQuery) =>
      readSummaries(createDb(env.DB), env.LOG_COLD, account.account_id, D0, now, query);
    const inD1 = await verdictOf(fewerItems(absentQuery, 5));
    const before = await periods();
    // Every period to R2, a few blocks a stripe: the filters are read a stripe at a time, tiled.
    expect((await rebuildAll({ ...PERIOD_LIMITS, d1Bytes: 0, stripeBytes: 64 })).built).toBe(before.size);
    expect([...(await storedAt()).values()]).toEqual([...before.keys()].map(() => 1));
    const builds = await periods();
    expect((await periodObjects()).map((o) => o.key).sort()).toEqual(
      [...builds].map(([day, build]) => `needle-periods/${account.account_id}/${day}/${build}`).sort(),
    );
    const blockRows = await env.DB.prepare(
      "SELECT count(*) AS n FROM log_summary_blocks WHERE id / 256 IN (SELECT build FROM log_summary_periods WHERE account_id = ?)",
    )
      .bind(account.account_id)
      .first<{ n: number }>();
    expect(blockRows?.n).toBe(0);
    const inR2 = await verdictOf(absentQuery);
    expect(inR2.builds.sort()).toEqual([...builds.values()].sort());
    expect(inR2.candidates).toEqual(inD1.candidates);
    expect(await planned(id)).toEqual(holding);
    expect(await planned(id.toUpperCase())).toEqual(holding);
    const absentPlan = await planned(absent);
    expect(absentPlan).toHaveLength(inD1.candidates.length);
    expect(await search(id)).toEqual([`GET /api/orders/5 200 request_id=${id} took=5ms`]);
    // A period object gone (its day built again since the statement read the row): that day's slices are
    // planned as without summaries, the other days' still ruled out.
    const day = periodOf(HOURS[10]);
    const key = `needle-periods/${account.account_id}/${day}/${builds.get(day)}`;
    const kept = await env.LOG_COLD.get(key);
    if (!kept) throw new Error("the period object exists");
    const bytes = await kept.arrayBuffer();
    await env.LOG_COLD.delete(key);
    try {
      const ofDay = (slice: string) => periodOf(Number(slice.split(".")[0]) * HOUR) === day;
      expect(await planned(absent)).toEqual(
        [...(await plannedByCatalog(absent)).filter(ofDay), ...absentPlan.filter((s) => !ofDay(s))].sort(),
      );
    } finally {
      await env.LOG_COLD.put(key, bytes);
    }
    expect(await planned(absent)).toEqual(absentPlan);
    // Built again with the limits of the service: back in D1, and the objects are deleted.
    await rebuildAll();
    expect([...(await storedAt()).values()]).toEqual([...before.keys()].map(() => 0));
    expect(await periodObjects()).toEqual([]);
    expect(await planned(id)).toEqual(holding);
    expect(await planned(absent)).toEqual([]);
  });

  it("plan by catalog alone a query of too many items, and a day too large for a period", async () => {
    const id = requestId(8, 1);
    expect(await planned(id)).toHaveLength(1);
    // An OR of 10 ids: ~70 items, past what a plan reads a block of each day for.
    const many = Array.from({ length: 10 }, (_, i) => requestId(8, i)).join(" OR ");
    expect(await planned(many)).toEqual(await plannedByCatalog(many));
    // Five filters of 1 MiB more in a day: its period passes D1's 8 MiB (a column per slice's group, 2 bytes a
    // plane) and goes to R2, uploaded in parts.
    const day = periodOf(HOURS[8]);
    const big = Buffer.from(new Summary(2 ** 17).toBytes());
    await env.DB.batch(
      Array.from({ length: 5 }, (_, i) =>
        env.DB.prepare(
          "INSERT INTO log_slice_summaries (account_id, slice, grp, day, lines, filter) VALUES (?, ?, 0, ?, 1, ?)",
        ).bind(account.account_id, `fake-${i}`, day, big),
      ),
    );
    await buildDue();
    expect((await storedAt()).get(day)).toBe(1);
    expect(await periodObjects()).toEqual([
      {
        key: `needle-periods/${account.account_id}/${day}/${(await periods()).get(day)}`,
        size: 16 * 1024 * 1024,
      },
    ]);
    expect(await planned(id)).toHaveLength(1);
    expect(await planned(hexId(999_999))).toEqual([]);
    // Past the largest period (one row of the day changed, the others built): the job reads no filter, the day
    // has no period, all its group rows are deleted (no period will read them) and so is its object; its slices are planned as without summaries, the other days'
    // still ruled out.
    await env.DB.prepare(
      "UPDATE log_slice_summaries SET built = 0, lines = 2 WHERE account_id = ? AND slice = 'fake-0'",
    )
      .bind(account.account_id)
      .run();
    const job = await buildDue({
      ...PERIOD_LIMITS,
      r2Bytes: 8 * 1024 * 1024,
    });
    expect(job.tooLarge).toBe(1);
    expect((await periods()).has(day)).toBe(false);
    expect(await periodObjects()).toEqual([]);
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM log_slice_summaries WHERE account_id = ? AND day = ?",
    )
      .bind(account.account_id, day)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    const ofDay = (slice: string) => periodOf(Number(slice.split(".")[0]) * HOUR) === day;
    expect(await planned(id)).toEqual((await plannedByCatalog(id)).filter(ofDay));
    expect(await search(id)).toEqual([`GET /api/orders/1 200 request_id=${id} took=1ms`]);
  });
  it("take a day's R2 period away with the day's last slice", async () => {
    await rebuildAll({ ...PERIOD_LIMITS, d1Bytes: 0 });
    const builds = await periods();
    const day = D0;
    expect(builds.has(day)).toBe(true);
    const ofDay = (await sliceRows())
      .map((r) => r.slice)
      .filter((slice) => periodOf(Number(slice.split(".")[0]) * HOUR) === day);
    expect(ofDay.length).toBeGreaterThan(1);
    for (const slice of ofDay)
      await dropSummaries(createDb(env.DB), env.LOG_COLD, { accountId: account.account_id, slice });
    expect((await periods()).has(day)).toBe(false);
    // Its object went with it; the other days' stay.
    expect((await periodObjects()).map((o) => o.key).sort()).toEqual(
      [...builds]
        .filter(([d]) => d !== day)
        .map(([d, build]) => `needle-periods/${account.account_id}/${d}/${build}`)
        .sort(),
    );
  });
  it("build a day from the needle objects of slices whose groups pass D1's share, as from D1 rows", async () => {
    await sealAll();
    await rebuildAll();
    const day = D0 + DAY;
    const hours = HOURS.map((ts, h) => ({ ts, h })).filter(({ ts }) => periodOf(ts) === day);
    const ofHour = (ts: number) =>
      sliceRows().then((rows) => rows.map((r) => r.slice).filter((s) => s.startsWith(`${ts / HOUR}.`)));
    const ids = [
      ...hours.flatMap(({ h }) => [requestId(h, 0), requestId(h, 77)]),
      hexId(999_999),
      hexId(888_888),
    ];
    // Of this day's slices only (earlier tests left the other days without summaries).
    const ofDay = (slice: string) => periodOf(Number(slice.split(".")[0]) * HOUR) === day;
    const plannedOfDay = async (id: string) => (await planned(id)).filter(ofDay);
    const before = await Promise.all(ids.map(plannedOfDay));
    expect(before.filter((p) => p.length === 1)).toHaveLength(2 * hours.length);
    // Two of the day's slices (the first and a middle one: their columns fall after others, mid-byte) past a
    // share of 0 bytes: their groups go to R2 as needle objects, a row of D1 each says so.
    const held = [...(await ofHour(hours[0].ts)), ...(await ofHour(hours[3].ts))];
    expect(held).toHaveLength(2);
    const holdAll = async (slices: string[]) => {
      for (const slice of slices)
        await runInDurableObject(stubOf(slice), (instance) => {
          const o = instance as unknown as {
            d1SummaryBytes: number;
            sealedLines: number;
            exec(q: string, ...p: SqlStorageValue[]): Record<string, SqlStorageValue>[];
            lines(c: number): Promise<ChunkLine[]>;
          };
          o.d1SummaryBytes = 0;
          o.sealedLines = -1;
          o.exec("UPDATE needle_groups SET sent = 0");
          // Coarse groups as small as fine ones, made a chunk a step: an object of several columns.
          (instance as unknown as { coarse: NeedleGroups }).coarse = new NeedleGroups(
            { exec: (q, ...p) => o.exec(q, ...(p as [])), lines: (c) => o.lines(c) },
            { groupItems: 1024, stepLines: 15, table: "needle_coarse" },
          );
        });
      await sealAll();
    };
    await holdAll(held);
    const rowsOf = async (slice: string) =>
      (
        await env.DB.prepare(
          `SELECT grp, lines, built, hex(filter) AS header FROM log_slice_summaries
            WHERE account_id = ? AND slice = ? ORDER BY grp`,
        )
          .bind(account.account_id, slice)
          .all<{ grp: number; lines: number; built: number; header: string }>()
      ).results.map((r) => ({ ...r, columns: periodLayoutFromBytes(bytesOfHex(r.header))?.columns }));
    const objectsOf = async (slice: string) =>
      (await env.LOG_COLD.list({ prefix: `needle-slices/${account.account_id}/${slice}/` })).objects.map(
        (o) => o.key,
      );
    for (const slice of held) {
      const rows = await rowsOf(slice);
      expect(rows.map((r) => [r.grp, r.built])).toEqual([[-1, 0]]);
      // A column per chunk at least (a chunk of 120 lines, about 1,100 items, fills a group of 1,024).
      expect(rows[0].columns).toBeGreaterThanOrEqual(1);
      expect(await objectsOf(slice)).toEqual([
        `needle-slices/${account.account_id}/${slice}/${rows[0].lines}`,
      ]);
    }
    // Built from D1's rows and the objects, in one piece and in stripes of a few blocks (objects read a stripe
    // at a time, or whole and tiled): the same slices planned for every id.
    for (const limits of [PERIOD_LIMITS, { ...PERIOD_LIMITS, stripeBytes: 64, objectStripeBytes: 64 }]) {
      await rebuildAll(limits);
      expect((await storedAt()).get(day)).toBe(0);
      expect(await Promise.all(ids.map(plannedOfDay))).toEqual(before);
    }
    // In R2 (a plan reads 5 items of a term there, so an absent id may pass a column more): every holder still.
    await rebuildAll({ ...PERIOD_LIMITS, d1Bytes: 0, objectStripeBytes: 64 });
    expect((await storedAt()).get(day)).toBe(1);
    for (const [i, id] of ids.entries())
      expect(await plannedOfDay(id)).toEqual(expect.arrayContaining(before[i]));
    expect(await plannedOfDay(requestId(hours[0].h, 5))).toEqual([held[0]]);
    await rebuildAll();
    expect(await search(requestId(hours[3].h, 77))).toEqual([
      `GET /api/orders/77 200 request_id=${requestId(hours[3].h, 77)} took=77ms`,
    ]);
    // More lines in a held slice: a new object once it is quiet again, the old one deleted, and the new
    // lines' ids planned to it once its day is built again.
    const fresh = hexId(666_666);
    await send(hours[3].ts + 30 * 60_000, [`late request_id=${fresh}`]);
    const [oldKey] = await objectsOf(held[1]);
    const [{ columns }] = await rowsOf(held[1]);
    await holdAll([held[1]]);
    const [newKey] = await objectsOf(held[1]);
    expect(newKey).not.toBe(oldKey);
    // Its last coarse group is full (120 lines past 1,024 items): the late line is a column more.
    expect((await rowsOf(held[1]))[0].columns).toBe((columns ?? 0) + 1);
    expect(await objectsOf(held[1])).toHaveLength(1);
    await buildDue();
    expect(await plannedOfDay(fresh)).toEqual([held[1]]);
    expect(await Promise.all(ids.map(plannedOfDay))).toEqual(before);
    // A dropped slice takes its object with it.
    await dropSummaries(createDb(env.DB), env.LOG_COLD, { accountId: account.account_id, slice: held[0] });
    expect(await objectsOf(held[0])).toEqual([]);
    // A row of a slice dropped while it wrote it (its object swept, its catalog row gone): the build that meets
    // it deletes it and stops; the next builds the day without it.
    await env.DB.prepare(
      `INSERT INTO log_slice_summaries (account_id, slice, grp, day, lines, filter, built)
       SELECT account_id, 'ghost', -1, day, lines, filter, 0 FROM log_slice_summaries
        WHERE account_id = ? AND slice = ? AND grp = -1`,
    )
      .bind(account.account_id, held[1])
      .run();
    expect((await buildDue()).built).toBe(0);
    expect((await rowsOf("ghost")).length).toBe(0);
    expect((await buildDue()).built).toBe(1);
    expect(await plannedOfDay(fresh)).toEqual([held[1]]);
  });

  /**
   * The second day, every slice sealed and every day built: the plans of two of its ids and an absent one, to
   * compare with (the first id's is its one slice).
   */
  async function secondDayBuilt() {
    await sealAll();
    await rebuildAll();
    const day = D0 + DAY;
    const ofDay = (slice: string) => periodOf(Number(slice.split(".")[0]) * HOUR) === day;
    const plannedOfDay = async (id: string) => (await planned(id)).filter(ofDay);
    const ids = [requestId(4, 3), requestId(13, 90), hexId(999_999)];
    const before = await Promise.all(ids.map(plannedOfDay));
    expect(before[0]).toHaveLength(1);
    return { day, plannedOfDay, ids, before };
  }

  it("build a day past one run's budget over several runs, a part each, and start again when a row changes", async () => {
    const { day, plannedOfDay, ids, before } = await secondDayBuilt();
    // Five filters of 1 MiB more, and a slice's needle object of one such filter: a period of 16 MiB in R2, two
    // parts of 8 MiB, 16 stripes of 1 MiB each (each reading 512 KB of the object).
    const big = Buffer.from(new Summary(2 ** 17).toBytes());
    const object = PeriodSummary.interleave([new Summary(2 ** 17)]);
    const objectKey = `needle-slices/${account.account_id}/fake-obj/5`;
    const putObject = () => env.LOG_COLD.put(objectKey, object.planes);
    await putObject();
    await env.DB.prepare(
      `INSERT OR REPLACE INTO log_slice_summaries (account_id, slice, grp, day, lines, filter, built)
       VALUES (?, 'fake-obj', -1, ?, 5, ?, 0)`,
    )
      .bind(account.account_id, day, Buffer.from(object.header()))
      .run();
    const fake = (i: number, lines: number) =>
      env.DB.prepare(
        `INSERT OR REPLACE INTO log_slice_summaries (account_id, slice, grp, day, lines, filter, built)
         VALUES (?, ?, 0, ?, ?, ?, 0)`,
      ).bind(account.account_id, `fake-run-${i}`, day, lines, big);
    await env.DB.batch(Array.from({ length: 5 }, (_, i) => fake(i, 1)));
    const limits = {
      ...PERIOD_LIMITS,
      stripeBytes: 1024 * 1024,
      objectStripeBytes: 1024 * 1024,
      runBytes: 1,
    };
    const saved = () =>
      env.DB.prepare("SELECT version FROM log_period_builds WHERE account_id = ? AND day = ?")
        .bind(account.account_id, day)
        .first<{ version: number }>();
    const run = () => buildDue(limits);
    /** The day due again, and a run that starts its build (one part, saved). */
    const startBuild = async () => {
      await env.DB.prepare("UPDATE log_slice_summaries SET built = 0 WHERE account_id = ? AND day = ?")
        .bind(account.account_id, day)
        .run();
      expect((await run()).underWay).toBe(1);
    };
    /** A value of the saved build's state changed (a JSON path of it). */
    const editState = (path: string, value: string) =>
      env.DB.prepare(
        "UPDATE log_period_builds SET state = json_set(state, ?, ?) WHERE account_id = ? AND day = ?",
      )
        .bind(path, value, account.account_id, day)
        .run();
    /** A build started afresh and finished: two runs. */
    const buildAfresh = async () => {
      expect((await run()).underWay).toBe(1);
      expect((await run()).built).toBe(1);
    };
    const oldBuild = (await periods()).get(day);
    // Until an hour after its end, a day that takes more than a run waits: its rows would keep changing.
    const ofThisDay: PeriodDay[] = [{ accountId: account.account_id, day }];
    const buildThisDay = (at = Date.now()) =>
      buildPeriods(createDb(env.DB), env.LOG_COLD, ofThisDay, limits, at);
    expect(await buildThisDay(day + DAY)).toMatchObject({ later: 1, built: 0, underWay: 0 });
    expect(await saved()).toBeNull();
    // The first run uploads one part and saves the build; the day's old period still plans meanwhile.
    expect(await run()).toMatchObject({ built: 0, tooLarge: 0, underWay: 1 });
    expect((await saved())?.version).toBe(1);
    expect((await periods()).get(day)).toBe(oldBuild);
    expect(await Promise.all(ids.map(plannedOfDay))).toEqual(before);
    // The second takes it up from its saved part and commits it.
    expect((await run()).built).toBe(1);
    expect(await saved()).toBeNull();
    expect((await storedAt()).get(day)).toBe(1);
    const build = (await periods()).get(day);
    expect(build).not.toBe(oldBuild);
    // A message for the day once it is built (the job named it twice): nothing to do.
    expect(await buildThisDay()).toMatchObject({ later: 0, built: 0, underWay: 0, more: [] });
    expect((await periods()).get(day)).toBe(build);
    expect(await periodObjects()).toContainEqual({
      key: `needle-periods/${account.account_id}/${day}/${build}`,
      size: 16 * 1024 * 1024,
    });
    for (const [i, id] of ids.entries())
      expect(await plannedOfDay(id)).toEqual(expect.arrayContaining(before[i]));
    // A build whose upload R2 no longer has (aborted, expired): the run fails it and forgets it, the next starts
    // over.
    await startBuild();
    await editState("$.uploadId", "gone");
    expect(await run()).toMatchObject({ built: 0, tooLarge: 0, underWay: 0 });
    expect(await saved()).toBeNull();
    await buildAfresh();
    // A build that fails the same way run after run (a part R2 does not take at completion): kept for the next
    // run twice, dropped at the third, and built afresh after.
    await startBuild();
    await editState("$.parts[0].etag", "not-an-etag");
    const failures = async () =>
      (
        await env.DB.prepare(
          "SELECT json_extract(state, '$.failures') AS n FROM log_period_builds WHERE account_id = ? AND day = ?",
        )
          .bind(account.account_id, day)
          .first<{ n: number }>()
      )?.n;
    expect((await run()).built).toBe(0);
    expect(await failures()).toBe(1);
    expect((await run()).built).toBe(0);
    expect(await failures()).toBe(2);
    expect((await run()).built).toBe(0);
    expect(await saved()).toBeNull();
    await buildAfresh();
    // An object gone between two runs of a build (its slice wrote a newer one): the build stops, the next run
    // starts over.
    await startBuild();
    await env.LOG_COLD.delete(objectKey);
    expect(await run()).toMatchObject({ built: 0, tooLarge: 0, underWay: 0 });
    expect(await saved()).toBeNull();
    await putObject();
    await buildAfresh();
    const current = (await periods()).get(day);
    // A row replaced between two runs of a build: the build stops (its state forgotten), the next starts over.
    await startBuild();
    await fake(2, 2).run();
    expect(await run()).toMatchObject({ built: 0, tooLarge: 0, underWay: 0 });
    expect(await saved()).toBeNull();
    expect((await periods()).get(day)).toBe(current);
    await buildAfresh();
    for (const [i, id] of ids.entries())
      expect(await plannedOfDay(id)).toEqual(expect.arrayContaining(before[i]));
    /** The saved build's lease (until when a run holds it) and its count of failed runs. */
    const setLease = (lease: number, failures = 0) =>
      env.DB.prepare(
        "UPDATE log_period_builds SET state = json_set(state, '$.lease', ?, '$.failures', ?) WHERE account_id = ? AND day = ?",
      )
        .bind(lease, failures, account.account_id, day)
        .run();
    // A build another run holds (its lease not run out): a run takes nothing up and changes nothing; once the
    // lease ran out, the next run takes it up.
    await startBuild();
    await setLease(Date.now() + 60_000);
    const held = (await saved())?.version;
    expect(await run()).toMatchObject({ built: 0, underWay: 0, more: [] });
    expect((await saved())?.version).toBe(held);
    await setLease(Date.now() - 1);
    expect((await run()).built).toBe(1);
    // Runs cut short (killed for their CPU or memory: nothing caught, the lease left to run out) count as
    // failures too: after three, the next run drops the build, and the next two build the day afresh.
    await startBuild();
    await setLease(Date.now() - 1, 3);
    expect(await run()).toMatchObject({ built: 0, underWay: 0 });
    expect(await saved()).toBeNull();
    await buildAfresh();
    // A day not over that one run builds is built at once; one past its limits waits, its rows kept.
    const rowsOfDay = async () =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM log_slice_summaries WHERE account_id = ? AND day = ?")
          .bind(account.account_id, day)
          .first<{ n: number }>()
      )?.n;
    const rowCount = await rowsOfDay();
    await env.DB.prepare("UPDATE log_slice_summaries SET built = 0 WHERE account_id = ? AND day = ?")
      .bind(account.account_id, day)
      .run();
    const notOver = (l: typeof limits) =>
      buildPeriods(createDb(env.DB), env.LOG_COLD, ofThisDay, l, day + DAY);
    expect(await notOver({ ...PERIOD_LIMITS, r2Bytes: 1024, objectBytes: 1024 })).toMatchObject({
      later: 1,
      tooLarge: 0,
    });
    expect(await rowsOfDay()).toBe(rowCount);
    expect(await notOver(PERIOD_LIMITS)).toMatchObject({ built: 1, later: 0 });
    // Through the job and its queue: the job names the day, the consumer builds a part and sends the day again.
    // The job's next run names it as well: of the two messages at once one finishes the build and the other
    // stops (the build held by the other, or the day built), and neither sends the day again.
    const sent: PeriodDay[] = [];
    const queue = {
      sendBatch: async (ms: { body: PeriodDay }[]) => void sent.push(...ms.map((m) => m.body)),
    };
    const withQueue = { ...env, NEEDLE_QUEUE: queue } as unknown as Bindings;
    const ours = () => sent.splice(0).filter((d) => d.accountId === account.account_id);
    const consume = (body: PeriodDay) =>
      handleNeedleQueue(
        createMessageBatch(NEEDLE_QUEUE_NAME, [{ id: "m", timestamp: new Date(), attempts: 1, body }]),
        withQueue,
        limits,
      );
    await env.DB.prepare("UPDATE log_slice_summaries SET built = 0 WHERE account_id = ? AND day = ?")
      .bind(account.account_id, day)
      .run();
    await runNeedlePeriods(withQueue);
    const [first, ...others] = ours();
    expect([first, ...others]).toEqual(ofThisDay);
    expect((await consume(first)).underWay).toBe(1);
    const chained = ours();
    expect(chained).toEqual(ofThisDay);
    await runNeedlePeriods(withQueue);
    const named = ours();
    expect(named).toEqual(ofThisDay);
    const tallies = await Promise.all([...chained, ...named].map(consume));
    expect(tallies.map((t) => t.built).sort()).toEqual([0, 1]);
    expect(ours()).toEqual([]);
    expect(await saved()).toBeNull();
    const queued = (await periods()).get(day);
    expect(queued).not.toBe(current);
    expect((await periodObjects()).filter((o) => o.key.includes(`/${day}/`))).toEqual([
      { key: `needle-periods/${account.account_id}/${day}/${queued}`, size: 16 * 1024 * 1024 },
    ]);
    await env.DB.prepare(
      "DELETE FROM log_slice_summaries WHERE account_id = ? AND (slice LIKE 'fake-run-%' OR slice = 'fake-obj')",
    )
      .bind(account.account_id)
      .run();
    await env.LOG_COLD.delete(objectKey);
    await rebuildAll();
    expect(await Promise.all(ids.map(plannedOfDay))).toEqual(before);
  }, 90_000); // Some 20 builds of a 16 MiB period: ~15 s alone, twice that under the whole suite.

  it("give each hour of a day that waits for its end a period of its own, replaced by the day's own", async () => {
    // The day of the test before (an earlier test took the rows of the third day).
    const { day, plannedOfDay, ids, before } = await secondDayBuilt();
    // Five filters of 1 MiB more (not hourly slices): a period of 16 MiB in R2, two parts, more than one run
    // with these limits, so that the day waits for its end.
    const big = Buffer.from(new Summary(2 ** 17).toBytes());
    await env.DB.batch(
      Array.from({ length: 5 }, (_, i) =>
        env.DB.prepare(
          `INSERT OR REPLACE INTO log_slice_summaries (account_id, slice, grp, day, lines, filter, built)
           VALUES (?, ?, 0, ?, 1, ?, 0)`,
        ).bind(account.account_id, `fake-hours-${i}`, day, big),
      ),
    );
    const limits = {
      ...PERIOD_LIMITS,
      stripeBytes: 1024 * 1024,
      objectStripeBytes: 1024 * 1024,
      runBytes: 1,
    };
    // The day's period gone (as before its first build), its rows due.
    const build = (await periods()).get(day);
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE log_slices SET summary_build = NULL, summary_lines = NULL WHERE summary_build = ?",
      ).bind(build),
      env.DB.prepare("DELETE FROM log_summary_periods WHERE account_id = ? AND day = ?").bind(
        account.account_id,
        day,
      ),
    ]);
    const { results } = await env.DB.prepare(
      "SELECT DISTINCT slice FROM log_slice_summaries WHERE account_id = ? AND day = ? AND slice NOT LIKE 'fake%'",
    )
      .bind(account.account_id, day)
      .all<{ slice: string }>();
    const hours = results
      .map((r) => ({ accountId: account.account_id, day: hourKey(Number(r.slice.split(".")[0]) * HOUR) }))
      .sort((a, b) => a.day - b.day);
    expect(hours.length).toBeGreaterThan(2);
    const byKey = (days: PeriodDay[]) => [...days].sort((a, b) => a.day - b.day);
    const db = createDb(env.DB);
    // Before the day's end the day waits, and names its hours over for an hour for periods of their own: all
    // of them at its end, none at its start.
    const waiting = await buildPeriods(
      db,
      env.LOG_COLD,
      [{ accountId: account.account_id, day }],
      limits,
      day + DAY,
    );
    expect(waiting).toMatchObject({ later: 1, built: 0, underWay: 0 });
    expect(byKey(waiting.more)).toEqual(hours);
    const early = await buildPeriods(db, env.LOG_COLD, [{ accountId: account.account_id, day }], limits, day);
    expect(early.more).toEqual([]);
    // Without the day's period, the first id is planned in more than its slice (trigram filters alone).
    const unnarrowed = await Promise.all(ids.map(plannedOfDay));
    expect(unnarrowed[0].length).toBeGreaterThan(1);
    const hourly = () => buildPeriods(db, env.LOG_COLD, hours, limits, day + DAY);
    expect(await hourly()).toMatchObject({ built: hours.length, more: [] });
    const keysOfDay = async () => [...(await periods()).keys()].filter((k) => k >= day && k < day + DAY);
    expect(await keysOfDay()).toEqual(hours.map((h) => h.day));
    // Each hourly slice is spoken for by its hour's period (its catalog row names that build), and they plan as
    // the day's period did.
    const stamped = await env.DB.prepare(
      `SELECT count(*) AS n FROM log_slices s JOIN log_summary_periods p ON p.build = s.summary_build
        WHERE s.account_id = ? AND p.account_id = s.account_id AND p.day > ? AND p.day < ?`,
    )
      .bind(account.account_id, day, day + DAY)
      .first<{ n: number }>();
    expect(stamped?.n).toBe(hours.length);
    expect(await Promise.all(ids.map(plannedOfDay))).toEqual(before);
    // An hour is built once, and not once its day is over.
    expect(await hourly()).toMatchObject({ built: 0 });
    expect(await buildPeriods(db, env.LOG_COLD, hours, limits, day + 2 * DAY)).toMatchObject({ built: 0 });
    // The day's own build once it is over replaces its hours.
    const run = () => buildPeriods(db, env.LOG_COLD, [{ accountId: account.account_id, day }], limits);
    expect((await run()).underWay).toBe(1);
    expect((await run()).built).toBe(1);
    expect(await keysOfDay()).toEqual([day]);
    for (const [i, id] of ids.entries())
      expect(await plannedOfDay(id)).toEqual(expect.arrayContaining(before[i]));
    await env.DB.prepare("DELETE FROM log_slice_summaries WHERE account_id = ? AND slice LIKE 'fake-hours-%'")
      .bind(account.account_id)
      .run();
    await rebuildAll();
    expect(await Promise.all(ids.map(plannedOfDay))).toEqual(before);
  });

  it("keep planning a slice that holds lines from before its day, whatever its period says", async () => {
    const { day } = await secondDayBuilt();
    const { results } = await env.DB.prepare(
      `SELECT slice, first_ts FROM log_slices WHERE account_id = ? AND summary_build IS NOT NULL
        AND first_ts >= ? AND first_ts < ? ORDER BY slice LIMIT 1`,
    )
      .bind(account.account_id, day, day + DAY)
      .all<{ slice: string; first_ts: number }>();
    expect(results).toHaveLength(1);
    const [{ slice }] = results;
    const idOfSlice = requestId(HOURS.indexOf(Number(slice.split(".")[0]) * HOUR), 3);
    const firstTs = async (ts: number) => {
      await env.DB.prepare("UPDATE log_slices SET first_ts = ? WHERE account_id = ? AND slice = ?")
        .bind(ts, account.account_id, slice)
        .run();
      await rebuildAll();
    };
    const stamp = async () =>
      (
        await env.DB.prepare("SELECT summary_build FROM log_slices WHERE account_id = ? AND slice = ?")
          .bind(account.account_id, slice)
          .first<{ summary_build: number | null }>()
      )?.summary_build;
    /** The slices planned for an id of the slice over [from, to] (before the slice's day). */
    const plannedOver = async (from: number, to: number) =>
      (
        await planSlices(
          planStore(env),
          account.account_id,
          from,
          to,
          criteriaOf(idOfSlice),
          Date.now() + OPEN_MS + 1,
        )
      ).map((s) => s.slice);
    // A batch across midnight (its first line 2 s before the day): stamped, and a search of the day before
    // reads the day's period too (an hour past its range), which names the slice.
    await firstTs(day - 2_000);
    expect(await stamp()).not.toBeNull();
    expect(await plannedOver(day - DAY, day - 1)).toContain(slice);
    // A line two hours older than the day: not stamped, so a search that ends before the hour ahead of the day
    // (whose plan does not read the day's period) plans it.
    await firstTs(day - 2 * HOUR);
    expect(await stamp()).toBeNull();
    expect(await plannedOver(day - DAY, day - 2 * HOUR + 1_000)).toContain(slice);
    await firstTs(results[0].first_ts);
    expect(await stamp()).not.toBeNull();
  });

  it("make groups while a slice is written to, and skip their chunks before it is ever quiet", async () => {
    const ts = D0 + 2 * DAY + 20 * HOUR;
    const idOf = (i: number) => hexId(700_000 + i);
    // 16,000 lines within the hour: sealed chunks (256 KB each, about 3,200 lines) that fill groups (about
    // 4,500 lines each), and an open chunk.
    for (let b = 0; b < 16; b++)
      await send(
        ts + b * 50_000,
        Array.from(
          { length: 1000 },
          (_, i) => `PUT /api/carts/${b * 1000 + i} 204 request_id=${idOf(b * 1000 + i)}`,
        ),
      );
    const slice = (await sliceRows())
      .map((r) => r.slice)
      .find((s) => s.startsWith(`${ts / HOUR}.`)) as string;
    const stub = stubOf(slice);
    // Written to a moment ago, its catalog row due for a flush: the alarm flushes and makes groups, unsealed.
    // Until they are there: the runtime may run the alarm itself, and a loaded machine finish it later than
    // runDurableObjectAlarm returns.
    const dueFlush = () =>
      runInDurableObject(stub, async (instance, state) => {
        const o = instance as unknown as { lastWriteAt: number; lastFlushAt: number; version: number };
        o.lastWriteAt = Date.now();
        o.lastFlushAt = 0;
        o.version++;
        await state.storage.setAlarm(Date.now());
      });
    const read = () =>
      runInDurableObject(stub, (instance, state) => ({
        groups: state.storage.sql
          .exec("SELECT name FROM sqlite_master WHERE name = 'needle_groups'")
          .toArray().length
          ? state.storage.sql.exec("SELECT id, lines, full FROM needle_groups ORDER BY id").toArray()
          : [],
        sealed: (instance as unknown as { sealedLines: number }).sealedLines,
      }));
    const groups = (await read()).sealed;
    let made = await read();
    for (let i = 0; i < 50 && made.groups.length < 2; i++) {
      await dueFlush();
      await runDurableObjectAlarm(stub);
      await new Promise((r) => setTimeout(r, 100));
      made = await read();
    }
    // Not sealed (no filter sent: it is not quiet), but grouped.
    expect(made.sealed).toBe(groups);
    expect(made.groups.length).toBeGreaterThanOrEqual(2);
    expect(made.groups[0].full).toBe(1);
    const scan = async (id: string) =>
      (await logSliceStub(env, account.account_id, slice).scan(
        scanOf({ from: D0, to: now, query: parseQuery(id) as never, limit: 10 }),
      )) as ScanAnswer;
    const answer = await scan(idOf(15990));
    expect(answer.lines.map((l) => l.line)).toEqual([`PUT /api/carts/15990 204 request_id=${idOf(15990)}`]);
    // The first group (full, 10,000 lines before it) was not read.
    expect(answer.scanned).toBeLessThanOrEqual(16_000 - (made.groups[0].lines as number));
    expect((await scan(idOf(5))).lines).toHaveLength(1);
  });

  it("skip the chunks of groups that surely lack an id in a cold slice, as in the hot one", async () => {
    const ts = D0 + 2 * DAY + 10 * HOUR;
    const idOf = (k: number, i: number) => hexId(800_000 + k * 100 + i);
    // Five chunks of 30 lines (a quiet spell seals each).
    for (let k = 0; k < 5; k++) {
      await send(
        ts + k * 60_000,
        Array.from({ length: 30 }, (_, i) => `DELETE /api/items/${i} 200 request_id=${idOf(k, i)}`),
      );
      await sealAll();
    }
    const slice = (await sliceRows())
      .map((r) => r.slice)
      .find((s) => s.startsWith(`${ts / HOUR}.`)) as string;
    const stub = logSliceStub(env, account.account_id, slice);
    // Small groups, made again by the freeze's first steps (about a chunk a group).
    await runInDurableObject(stubOf(slice), (instance) => {
      const o = instance as unknown as {
        needles: NeedleGroups;
        exec(q: string, ...p: SqlStorageValue[]): Record<string, SqlStorageValue>[];
        lines(c: number): Promise<ChunkLine[]>;
      };
      o.exec("DELETE FROM needle_groups");
      o.needles = new NeedleGroups(
        { exec: (q, ...p) => o.exec(q, ...p), lines: (c) => o.lines(c) },
        { groupItems: 256, stepLines: 40 },
      );
    });
    const scan = async (reader: { scan(req: ScanRequest): Promise<unknown> }, q: string) => {
      const answer = (await reader.scan(
        scanOf({ from: D0, to: now, query: parseQuery(q) as never, limit: 1000 }),
      )) as ScanAnswer;
      return { lines: answer.lines.map((l) => l.line).sort(), scanned: answer.scanned };
    };
    const key = coldKeyOf(account.account_id, slice);
    expect((await stub.freeze(key)).status).toBe("frozen");
    const groups = await runInDurableObject(stubOf(slice), (_, state) =>
      state.storage.sql.exec("SELECT first_chunk, last_chunk FROM needle_groups ORDER BY id").toArray(),
    );
    expect(groups.length).toBeGreaterThanOrEqual(3);
    const gets: string[] = [];
    const cold = countingColdReader(account.account_id, slice, key, gets);
    for (const id of [idOf(4, 29), idOf(0, 0), idOf(2, 15), hexId(123_456_789), "DELETE"]) {
      const hot = await scan(stub, id);
      gets.length = 0;
      // The same lines, and only the chunks the hot slice read.
      expect(await scan(cold, id), id).toEqual(hot);
      if (id !== "DELETE") {
        expect(hot.scanned, id).toBeLessThan(150);
        // The object's tail and pages once, an item's planes (5 of the id's), the chunks read.
        expect(gets.length, gets.join("\n")).toBeLessThanOrEqual(2 + 5 + 5);
      } else expect(hot.scanned).toBe(150);
    }
    expect((await scan(cold, idOf(4, 29))).lines).toEqual([
      `DELETE /api/items/29 200 request_id=${idOf(4, 29)}`,
    ]);
    // Both ids in one line (none) and either of them (two lines): the same planes read, two verdicts.
    const [x, y] = [idOf(0, 0), idOf(4, 29)];
    expect((await scan(cold, `${x} ${y}`)).lines).toEqual([]);
    expect((await scan(cold, `${x} OR ${y}`)).lines).toEqual(
      [`DELETE /api/items/0 200 request_id=${x}`, `DELETE /api/items/29 200 request_id=${y}`].sort(),
    );
  });
});
