// Needle planning through the service's own code (BENCH_ONLY=needles): a simulated month of a 1 TB/day account,
// scaled down as in bench/needles.mjs (30 days x 24 hourly buckets x 9 shards = 6,480 slices of NEEDLE_LINES
// realistic lines), each slice's filter made as a slice makes its group (SummaryBuilder of GROUP_ITEMS, sealed
// folded to its content), written to the local D1 of a dev server (bench/needle-entry.ts) as quiet slices
// write them, the days' periods built by the period job, then ids searched over the whole month: each plan is
// src/logstore/plan.ts's planSlices (the catalog and the periods, two D1 calls side by side) against the
// baseline of the catalog's time ranges alone (what a month's search contacts without summaries: at size the
// trigram filters hold every hex trigram). Reported: the share of the month's slices each plan contacts
// beyond the one holding the id, whether that one is always in, and the planning time (wall, in the Worker).

import { callEntry, median, percentile, startDev } from "./lib.mjs";
import { KINDS, loadSummaryModule, makeGen, prng, sliceLines } from "./needle-lines.mjs";

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const DAYS = env("NEEDLE_DAYS", 30);
const SHARDS = env("NEEDLE_SHARDS", 9);
const LINES = env("NEEDLE_LINES", 500);
const SAMPLES = env("NEEDLE_PLAN_SAMPLES", 50);
// NEEDLE_PERIODS=r2: every period in R2 (as a day past D1's limit), read by a ranged GET an item and day.
// NEEDLE_PERIODS=objects: every slice's filter as its needle object in R2 (as a slice past D1's share keeps
// it), each day built from its 216 objects (a ranged GET each a stripe), over as many runs as that takes.
const PERIODS_IN = ["r2", "objects"].includes(process.env.NEEDLE_PERIODS) ? process.env.NEEDLE_PERIODS : "d1";
const SEED_PER_CALL = 24;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A call of the bench's entry point (every call here may be repeated: a seed's rows are keyed, a build and a
 * plan change nothing twice). */
const call = (base, path, init = {}) => callEntry(base, path, init, 60_000);

export async function needlePlanBench({ port, state, account }) {
  const S = await loadSummaryModule();
  const monthStart = Math.floor(Date.now() / DAY_MS) * DAY_MS - (DAYS + 1) * DAY_MS;
  const monthEnd = monthStart + DAYS * DAY_MS - 1;
  const dev = await startDev({ port, state, main: "bench/needle-entry.ts" });
  try {
    // The ids to search: of each kind, SAMPLES present in one slice each (a random slice of the month).
    const total = DAYS * 24 * SHARDS;
    const pick = prng(99);
    const wanted = new Map();
    for (let k = 0; k < KINDS.length; k++)
      for (let i = 0; i < SAMPLES; i++) {
        const at = Math.floor(pick() * total);
        wanted.set(at, [...(wanted.get(at) ?? []), k]);
      }
    const needles = KINDS.map(() => []);
    let lines = 0;
    let filterBytes = 0;
    const seeded = performance.now();
    for (let day = 0; day < DAYS; day++) {
      const slices = [];
      for (let h = 0; h < 24; h++)
        for (let shard = 0; shard < SHARDS; shard++) {
          const index = (day * 24 + h) * SHARDS + shard;
          const start = monthStart + (day * 24 + h) * HOUR_MS;
          const { lines: batch, ids } = sliceLines(index, LINES, start);
          const builder = new S.SummaryBuilder(S.GROUP_ITEMS);
          for (const l of batch) builder.addLine(l);
          const filter = builder.seal().toBytes();
          filterBytes += filter.byteLength;
          lines += batch.length;
          const slice = `${start / HOUR_MS}.1.${shard}.0`;
          slices.push({
            slice,
            firstTs: start,
            lastTs: start + HOUR_MS - 1,
            lines: batch.length,
            filter: Buffer.from(filter).toString("base64"),
          });
          for (const k of wanted.get(index) ?? []) {
            const [, idsOf, transform] = KINDS[k];
            const list = idsOf(ids);
            const id = list[Math.floor(pick() * list.length)];
            needles[k].push({ value: transform ? transform(id) : id, slice });
          }
        }
      // In calls of a few slices: a call's body stays small.
      for (let i = 0; i < slices.length; i += SEED_PER_CALL)
        await call(dev.base, `/bench/needles/seed?account=${account.account_id}&as=${PERIODS_IN}`, {
          method: "POST",
          body: JSON.stringify(slices.slice(i, i + SEED_PER_CALL)),
        });
    }
    const seedSeconds = (performance.now() - seeded) / 1000;
    const built = await call(dev.base, `/bench/needles/build?store=${PERIODS_IN}`, { method: "POST" });
    const g = makeGen(4242);
    const kinds = [
      ...KINDS.map(([kind], k) => ({ kind, needles: needles[k] })),
      {
        kind: "absent 32-hex",
        needles: Array.from({ length: SAMPLES }, () => ({ value: g.hex(32), slice: null })),
      },
    ];
    const rows = [];
    const planMs = [];
    const catalogMs = [];
    const floorMs = [];
    const summariesMs = [];
    const narrowedMs = [];
    for (const { kind, needles: list } of kinds) {
      const shares = [];
      let complete = true;
      for (const n of list) {
        const q = encodeURIComponent(`"${n.value}"`);
        const answer = await call(
          dev.base,
          `/bench/needles/plan?account=${account.account_id}&from=${monthStart}&to=${monthEnd}&q=${q}`,
        );
        if (n.slice && !answer.planned.includes(n.slice)) complete = false;
        shares.push((answer.planned.length - (n.slice ? 1 : 0)) / answer.catalog);
        planMs.push(answer.planMs);
        floorMs.push(answer.floorMs);
        summariesMs.push(answer.summariesMs);
        narrowedMs.push(answer.narrowedMs);
        catalogMs.push(answer.catalogMs);
      }
      rows.push({
        id: kind,
        "slices contacted beyond the holding one (mean / p95 / max)": `${pct(mean(shares))} / ${pct(percentile(shares, 95))} / ${pct(Math.max(...shares))}`,
        complete: complete ? "yes" : "NO",
      });
    }
    return {
      rows,
      slices: total,
      lines,
      seedSeconds,
      filterBytesPerLine: filterBytes / lines,
      built,
      periodsIn: PERIODS_IN,
      planMs: { median: median(planMs), p95: percentile(planMs, 95) },
      catalogMs: { median: median(catalogMs), p95: percentile(catalogMs, 95) },
      floorMs: { median: median(floorMs), p95: percentile(floorMs, 95) },
      summariesMs: { median: median(summariesMs), p95: percentile(summariesMs, 95) },
      narrowedMs: { median: median(narrowedMs), p95: percentile(narrowedMs, 95) },
      hex32: rows[0],
    };
  } finally {
    await dev.stop();
  }
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (x) => `${(100 * x).toFixed(3)} %`;
