// The benchmark's entry point for needle planning (bench/needle-plan.mjs): the Worker as src/index.ts serves
// it, plus three routes under /bench/ that only this entry has (a deployed Worker never answers them):
// - POST /bench/needles/seed?account=[&as=objects]: catalog rows and group summaries for a day of simulated
//   slices, as quiet slices write them (log_slices rows, then src/logstore/needles.ts groupStatements; with
//   as=objects, each filter as the slice's needle object in R2 and its row, heldStatements, as a slice past
//   D1's share writes them); the body is JSON [{ slice, firstTs, lastTs, lines, filter (base64 of
//   Summary.toBytes) }];
// - POST /bench/needles/build[?store=r2]: the period job's messages (src/jobs/needle-periods.ts: each due day
//   built with a run's budget, a build that goes on named again) until no day is left to build, counting the
//   rounds and messages (with store=r2, every period goes to R2, as a day past D1's limit does);
// - POST /bench/needles/day?account=&day=&objects=&columns=, /day-io, /message, /day-period (bench/needle-day.mjs):
//   a large day of synthetic needle objects and their rows; the baseline's I/O of the same bytes; one message
//   of the period queue's consumer for the day; the day's period as built;
// - GET /bench/needles/plan?account=&from=&to=&q=: plans the query as a search does (src/logstore/plan.ts),
//   and as the catalog alone would (time ranges, no summaries), answering both plans' slices and times, the
//   times of the plan's two round trips alone, and the time of a bare D1 round trip (SELECT 1).

import { and, eq, sql } from "drizzle-orm";
import { createDb } from "../src/db/client";
import { logSlices, logSummaryBlocks, logSummaryPeriods } from "../src/db/schema";
import { parseQuery } from "../src/engine/query";
import type { Bindings } from "../src/env";
import worker from "../src/index";
import { narrowedSlices, slicesInRange } from "../src/logstore/catalog";
import {
  buildPeriods,
  duePeriods,
  groupStatements,
  heldStatements,
  narrowing,
  PERIOD_LIMITS,
  periodKey,
  readSummaries,
  sliceNeedleKey,
} from "../src/logstore/needles";
import { OPEN_MS, planSlices, planStore } from "../src/logstore/plan";
import { sliceCriteria } from "../src/logstore/reader";
import { identityOf, parseSliceId } from "../src/logstore/slices";
import {
  FILTER_SHAPE,
  ITEM_SCHEME,
  needleQuery,
  PeriodSummary,
  planeBytes,
  stripeFor,
  summaryFromBytes,
} from "../src/logstore/summary";

export * from "../src/index";

interface SeedSlice {
  slice: string;
  firstTs: number;
  lastTs: number;
  lines: number;
  filter: string;
}

const json = (body: unknown) => Response.json(body);

async function bench(url: URL, request: Request, env: Bindings): Promise<Response> {
  const db = createDb(env.DB);
  const account = url.searchParams.get("account") ?? "";
  switch (url.pathname) {
    case "/bench/needles/seed": {
      const slices = (await request.json()) as SeedSlice[];
      // Rows quiet for an hour: not open, so a plan trusts their summaries.
      const updatedAt = Date.now() - 3_600_000;
      const puts: Promise<unknown>[] = [];
      for (let i = 0; i < slices.length; i += 20) {
        const statements = slices.slice(i, i + 20).flatMap((s) => {
          const parts = parseSliceId(s.slice);
          if (!parts) throw new Error(`bad slice ${s.slice}`);
          const identity = identityOf(account, parts);
          const filter = Uint8Array.from(atob(s.filter), (c) => c.charCodeAt(0));
          const summary = url.searchParams.get("as") === "objects" ? summaryFromBytes(filter) : null;
          if (summary) {
            // The slice's needle object: its one group as a column of bit planes.
            const planes = PeriodSummary.interleave([summary]);
            puts.push(env.LOG_COLD.put(sliceNeedleKey(account, s.slice, s.lines), planes.planes));
          }
          return [
            db
              .insert(logSlices)
              .values({
                accountId: account,
                slice: s.slice,
                bucketStart: parts.bucketStart,
                bucketHours: parts.bucketHours,
                shard: parts.shard,
                gen: parts.gen,
                firstTs: s.firstTs,
                lastTs: s.lastTs,
                lines: s.lines,
                chunks: 1,
                updatedAt,
              })
              .onConflictDoNothing(),
            ...(summary
              ? heldStatements(db, identity, s.lines, PeriodSummary.interleave([summary]).header())
              : groupStatements(db, identity, [{ grp: 0, lines: s.lines, filter }])),
          ];
        });
        await Promise.all(puts.splice(0));
        await db.batch(statements as never);
      }
      return json({ seeded: slices.length });
    }
    case "/bench/needles/day": {
      // OBJECTS needle objects of a settled day, as slices past D1's share write them: 1 MiB filters (a coarse
      // group's), random bits (about half set), a row each. Hours first, then shards: 24 slices a shard.
      const day = Number(url.searchParams.get("day"));
      const objects = Number(url.searchParams.get("objects"));
      const columns = Number(url.searchParams.get("columns"));
      const blocks = 2 ** 17;
      const width = planeBytes(columns);
      const lastByteMask = (1 << (columns % 8 || 8)) - 1;
      const started = Date.now();
      let bytes = 0;
      let x = 0x9e3779b9;
      for (let o = 0; o < objects; o++) {
        const slice = `${day / 3_600_000 + (o % 24)}.1.${Math.floor(o / 24)}.0`;
        const parts = parseSliceId(slice);
        if (!parts) throw new Error(`bad slice ${slice}`);
        const words = new Uint32Array((blocks * 64 * width) / 4);
        for (let i = 0; i < words.length; i++) {
          x ^= x << 13;
          x ^= x >>> 17;
          x ^= x << 5;
          words[i] = x;
        }
        const planes = new Uint8Array(words.buffer);
        // A plane's bits past its columns are zero.
        for (let p = width - 1; p < planes.length; p += width) planes[p] &= lastByteMask;
        const summary = new PeriodSummary(columns, blocks, FILTER_SHAPE.hashes, ITEM_SCHEME, planes);
        const lines = 230_000 * columns;
        await env.LOG_COLD.put(sliceNeedleKey(account, slice, lines), planes);
        await db.batch(heldStatements(db, identityOf(account, parts), lines, summary.header()) as never);
        bytes += planes.length;
      }
      return json({ objects, columns, bytes, seconds: (Date.now() - started) / 1000 });
    }
    case "/bench/needles/day-io": {
      // The baseline: each of the account's needle objects read once whole, and as many bytes written as one
      // object in parts of 8 MiB.
      const started = Date.now();
      let bytes = 0;
      let cursor: string | undefined;
      do {
        const page = await env.LOG_COLD.list({ prefix: `needle-slices/${account}/`, cursor });
        for (const o of page.objects) {
          // Streamed, not held: the bytes are only counted.
          const got = await env.LOG_COLD.get(o.key);
          if (got) for await (const chunk of got.body) bytes += chunk.byteLength;
        }
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      const read = (Date.now() - started) / 1000;
      const part = new Uint8Array(8 * 1024 * 1024);
      const upload = await env.LOG_COLD.createMultipartUpload(`bench-io/${account}`);
      const uploaded: R2UploadedPart[] = [];
      for (let at = 0; at < bytes; at += part.length)
        uploaded.push(
          await upload.uploadPart(uploaded.length + 1, part.subarray(0, Math.min(part.length, bytes - at))),
        );
      await upload.complete(uploaded);
      await env.LOG_COLD.delete(`bench-io/${account}`);
      return json({ bytes, readSeconds: read, seconds: (Date.now() - started) / 1000 });
    }
    case "/bench/needles/message": {
      // One message of the period queue's consumer for the day.
      const day = Number(url.searchParams.get("day"));
      const started = Date.now();
      const tally = await buildPeriods(db, env.LOG_COLD, [{ accountId: account, day }]);
      return json({ ...tally, more: tally.more.length, seconds: (Date.now() - started) / 1000 });
    }
    case "/bench/needles/day-period": {
      const day = Number(url.searchParams.get("day"));
      const period = await db
        .select({
          build: logSummaryPeriods.build,
          blocks: logSummaryPeriods.blocks,
          planeBytes: logSummaryPeriods.planeBytes,
          stored: logSummaryPeriods.stored,
          columns: sql<number>`json_array_length(${logSummaryPeriods.columns})`,
        })
        .from(logSummaryPeriods)
        .where(and(eq(logSummaryPeriods.accountId, account), eq(logSummaryPeriods.day, day)))
        .get();
      if (!period) return json(null);
      const object = await env.LOG_COLD.head(periodKey(account, day, period.build));
      const stripe = stripeFor(period.columns, period.blocks, PERIOD_LIMITS.objectStripeBytes);
      return json({ ...period, objectBytes: object?.size ?? 0, stripe, stripes: period.blocks / stripe });
    }
    case "/bench/needles/build": {
      const totals = { built: 0, tooLarge: 0, later: 0, runs: 0, messages: 0 };
      const limits =
        url.searchParams.get("store") === "r2" ? { ...PERIOD_LIMITS, d1Bytes: 0 } : PERIOD_LIMITS;
      // As the queue goes: the job names every due day, and a build that goes on is named again.
      for (let days = await duePeriods(db); days.length > 0; ) {
        const run = await buildPeriods(db, env.LOG_COLD, days, limits);
        totals.built += run.built;
        totals.tooLarge += run.tooLarge;
        totals.later += run.later;
        totals.messages += days.length;
        totals.runs++;
        days = run.more;
      }
      const stored = await db
        .select({
          rows: sql<number>`count(*)`,
          bytes: sql<number>`coalesce(sum(length(${logSummaryBlocks.bits})), 0)`,
        })
        .from(logSummaryBlocks)
        .get();
      const objects = { count: 0, bytes: 0 };
      let cursor: string | undefined;
      do {
        const page = await env.LOG_COLD.list({ prefix: "needle-periods/", cursor });
        for (const o of page.objects) {
          objects.count++;
          objects.bytes += o.size;
        }
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      return json({
        ...totals,
        blockRows: stored?.rows ?? 0,
        blockBytes: stored?.bytes ?? 0,
        objects: objects.count,
        objectBytes: objects.bytes,
      });
    }
    case "/bench/needles/plan": {
      const from = Number(url.searchParams.get("from"));
      const to = Number(url.searchParams.get("to"));
      const query = parseQuery(url.searchParams.get("q") ?? "");
      const criteria = sliceCriteria({
        accountId: account,
        from,
        to,
        apps: [],
        hosts: [],
        levels: [],
        query: query as never,
        snapshot: null,
      });
      // Wall time around D1's round trips (the runtime's clock moves across I/O).
      let started = performance.now();
      const planned = await planSlices(planStore(env), account, from, to, criteria);
      const planMs = performance.now() - started;
      started = performance.now();
      const catalog = await slicesInRange(db, account, from, to, null);
      const catalogMs = performance.now() - started;
      // The plan's two round trips alone: where its time goes.
      const needle = needleQuery(query as never);
      let summariesMs = 0;
      let narrowedMs = 0;
      if (needle) {
        started = performance.now();
        const verdict = await readSummaries(db, env.LOG_COLD, account, from, to, needle);
        summariesMs = performance.now() - started;
        started = performance.now();
        const narrow = narrowing(verdict, from, to);
        await narrowedSlices(db, account, from, to, criteria.index, Date.now() - OPEN_MS, narrow).all();
        narrowedMs = performance.now() - started;
      }
      // The floor of a D1 round trip here (the local simulator's is several ms).
      started = performance.now();
      await env.DB.prepare("SELECT 1").all();
      const floorMs = performance.now() - started;
      return json({
        floorMs,
        summariesMs,
        narrowedMs,
        planned: planned.map((p) => p.slice),
        planMs,
        catalog: catalog.length,
        catalogMs,
      });
    }
  }
  return new Response("not found", { status: 404 });
}

export default {
  ...worker,
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/bench/needles/")) return bench(url, request, env);
    return worker.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;
