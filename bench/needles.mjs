// Needle summaries (src/logstore/summary.ts, docs/needle-summaries.md) over a simulated month of a 1 TB/day
// account, scaled down: 30 days x 24 hourly buckets x 9 shards = 6,480 slices, each of NEEDLE_LINES (500)
// realistic lines (access logs, application logs with a meta object, retries, database errors, pods, stack
// traces: 32-hex request and trace ids, 16-hex span ids, uuids, 24-hex object ids, user ids, emails, hosts).
// Run alone: `node bench/needles.mjs` (about 100 s on the shared 2-core machine). It reports
//   - summary bytes per line and per slice, items per line, CPU per line to take the items and build (and
//     today's trigram pass over the same texts, for comparison);
//   - for ids present in exactly one slice (one hour): the share of the month's slices whose summary may hold
//     them (32-hex, 16-hex, uuid as written, uuid in capitals and without dashes, 24-hex, a 20-character piece
//     of a trace id), and for ids present nowhere; every plan checked complete (the holding slice is in it);
//   - planning in SQLite (better-sqlite3, from NEEDLE_SQLITE_DIR, default /tmp/needle-sqlite: `npm i
//     better-sqlite3@12` there; not a dependency of the project) against the month's catalog: a summary BLOB
//     per slice row (read whole for every plan), and period summaries (the slices of a day, or of an hour,
//     interleaved block by block) stored as rows of blocks keyed by account, period, row;
//   - one large slice built as a slice would build a group (SummaryBuilder, a fixed-size filter, lines added
//     until it is full, at most NEEDLE_BIG_LINES): the false-positive rates at full groups' density and at
//     500 times the lines of a month's slice (they depend on bits per item, not on size);
//   - with NEEDLE_SWEEP=50 (slices), a sweep of gram and window lengths, hashes and bits an item, each on a
//     filter filled to its capacity (about a minute more; NEEDLE_DAYS=1 NEEDLE_BIG_LINES=0 to run it alone).
// NEEDLE_GRAM / NEEDLE_WINDOW / NEEDLE_HASHES / NEEDLE_BITS override the scheme and shape of the month
// (NEEDLE_BITS=3.5 sizes the month's slices denser than full groups: ~3.8 bits an item).
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { KINDS, loadSummaryModule, makeGen, prng, sliceLines } from "./needle-lines.mjs";

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const DAYS = env("NEEDLE_DAYS", 30);
const HOURS = 24;
const SHARDS = env("NEEDLE_SHARDS", 9);
const LINES = env("NEEDLE_LINES", 500);
const BIG_LINES = env("NEEDLE_BIG_LINES", 1_000_000);
const SWEEP = env("NEEDLE_SWEEP", 0);
const NEEDLES = env("NEEDLE_SAMPLES", 200);
const TIMING_EVERY = 20;
const ACCOUNT = "acct-1tb";
const HOUR_MS = 3_600_000;
const MONTH_START = Date.UTC(2026, 10, 1);

const S = await loadSummaryModule();
const scheme = {
  gram: env("NEEDLE_GRAM", S.ITEM_SCHEME.gram),
  window: env("NEEDLE_WINDOW", S.ITEM_SCHEME.window),
};
const shape = {
  hashes: env("NEEDLE_HASHES", S.FILTER_SHAPE.hashes),
  minBitsPerItem: env("NEEDLE_BITS", S.FILTER_SHAPE.minBitsPerItem),
};

// ---------------------------------------------------------------------------------------------------------
// Helpers

const pct = (x) => `${(100 * x).toFixed(3)} %`;
const fmt = (x, d = 2) => x.toLocaleString("en-US", { maximumFractionDigits: d, minimumFractionDigits: d });
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const textNode = (value) => ({ kind: "text", value, phrase: true });

function buildMonth(days, scheme, shape, { keepNeedles = true, timing = false } = {}) {
  const slices = [];
  const needlePicks = new Map(); // slice index -> kinds to take a needle from
  const total = days * HOURS * SHARDS;
  const pickRandom = prng(99);
  if (keepNeedles)
    for (let k = 0; k < KINDS.length; k++)
      for (let i = 0; i < NEEDLES; i++) {
        const at = Math.floor(pickRandom() * total);
        if (!needlePicks.has(at)) needlePicks.set(at, []);
        needlePicks.get(at).push(k);
      }
  const needles = KINDS.map(() => []);
  let lines = 0;
  let distinct = 0;
  // CPU (process.cpuUsage: the machine is shared) on every TIMING_EVERY-th slice, each way of building.
  const cpu = { lines: 0, emitted: 0, items: 0, trigrams: 0, builder: 0, exact: 0 };
  const cpuOf = (f) => {
    const t = process.cpuUsage();
    f();
    const d = process.cpuUsage(t);
    return d.user + d.system;
  };
  for (let index = 0; index < total; index++) {
    const hour = Math.floor(index / SHARDS);
    const start = MONTH_START + hour * HOUR_MS;
    const { lines: batch, ids } = sliceLines(index, LINES, start);
    if (timing && index % TIMING_EVERY === 0) {
      const count = () => cpu.emitted++;
      cpu.lines += batch.length;
      // The items alone; today's trigram pass over the same texts (src/logstore/chunk.ts indexedText); a
      // slice's filter built as lines arrive (SummaryBuilder); sized exactly from a set of distinct items.
      cpu.items += cpuOf(() => {
        for (const l of batch) S.forEachLineItem(l, count, scheme);
      });
      cpu.trigrams += cpuOf(() => {
        const grams = new S.TrigramSet();
        for (const l of batch) {
          grams.add(l.line);
          if (l.meta) grams.add(JSON.stringify(l.meta));
          for (const tag of l.tags) grams.add(tag);
        }
        grams.take();
      });
      cpu.builder += cpuOf(() => {
        const builder = new S.SummaryBuilder(batch.length * 16, shape, scheme);
        for (const l of batch) builder.addLine(l);
        builder.seal();
      });
      cpu.exact += cpuOf(() => S.summaryOfLines(batch, shape, scheme));
    }
    const items = new S.ItemSet();
    for (const l of batch) S.forEachLineItem(l, items.add, scheme);
    const summary = S.Summary.sizedFor(items.size, shape, scheme);
    items.forEach(summary.add);
    distinct += items.size;
    lines += batch.length;
    slices.push({
      index,
      id: `${start / HOUR_MS}.1.${index % SHARDS}.0`,
      hour,
      day: Math.floor(hour / HOURS),
      firstTs: start,
      lastTs: start + HOUR_MS - 1,
      summary,
    });
    for (const k of needlePicks.get(index) ?? []) {
      const [, idsOf, transform] = KINDS[k];
      const list = idsOf(ids);
      const id = list[Math.floor(pickRandom() * list.length)];
      needles[k].push({ value: transform ? transform(id) : id, slice: index });
    }
  }
  return { slices, needles, lines, distinct, cpu };
}

/** Slices whose summary may hold the needle (scan of every summary: the answer any layout must give). */
function candidatesOf(slices, query) {
  const out = [];
  for (const s of slices) if (S.mayHold(s.summary, query)) out.push(s.index);
  return out;
}

function needleReport(month, scheme, label) {
  const rows = [];
  const total = month.slices.length;
  for (let k = 0; k < KINDS.length; k++) {
    const shares = [];
    let complete = true;
    let itemsPerTerm = 0;
    for (const n of month.needles[k]) {
      const query = S.needleQuery(textNode(n.value), scheme);
      const term = query?.term;
      itemsPerTerm += term && "all" in term ? term.all.length : 0;
      const c = query ? candidatesOf(month.slices, query) : month.slices.map((s) => s.index);
      if (!c.includes(n.slice)) complete = false;
      shares.push((c.length - 1) / total);
    }
    rows.push({
      kind: KINDS[k][0],
      items: itemsPerTerm / month.needles[k].length,
      mean: mean(shares),
      p95: quantile(shares, 0.95),
      max: Math.max(...shares),
      complete,
    });
  }
  // Ids present nowhere (fresh random ones of each length).
  const g = makeGen(4242);
  for (const [kind, make] of [
    ["absent 32-hex", () => g.hex(32)],
    ["absent 16-hex", () => g.hex(16)],
    ["absent uuid", () => g.uuid()],
    ["absent 24-hex", () => g.hex(24)],
  ]) {
    const shares = [];
    let itemsPerTerm = 0;
    for (let i = 0; i < NEEDLES; i++) {
      const query = S.needleQuery(textNode(make()), scheme);
      itemsPerTerm += query ? query.term.all.length : 0;
      shares.push((query ? candidatesOf(month.slices, query).length : total) / total);
    }
    rows.push({
      kind,
      items: itemsPerTerm / NEEDLES,
      mean: mean(shares),
      p95: quantile(shares, 0.95),
      max: Math.max(...shares),
      complete: true,
    });
  }
  console.log(
    `\n${label}: slices that may hold an id present in one slice (false positives over ${total} slices)`,
  );
  console.log("| id | items per term | mean | p95 | max | complete |");
  console.log("|---|---|---|---|---|---|");
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${fmt(r.items, 1)} | ${pct(r.mean)} | ${pct(r.p95)} | ${pct(r.max)} | ${r.complete ? "yes" : "NO"} |`,
    );
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Planning in SQLite

function openSqlite() {
  const dir = process.env.NEEDLE_SQLITE_DIR ?? "/tmp/needle-sqlite";
  try {
    return createRequire(join(dir, "package.json"))("better-sqlite3");
  } catch {
    console.log(
      `\n(planning in SQLite skipped: no better-sqlite3 in ${dir}; \`npm i better-sqlite3@12\` there)`,
    );
    return null;
  }
}

function planningBench(Database, month, scheme) {
  const dir = mkdtempSync(join(tmpdir(), "needles-db-"));
  const db = new Database(join(dir, "catalog.db"));
  db.pragma("journal_mode = WAL");
  const sqliteVersion = db.prepare("SELECT sqlite_version() AS v").get().v;
  // (a) A summary per slice row, as the trigram filter is kept today.
  db.exec(`CREATE TABLE log_slices (account_id TEXT NOT NULL, slice TEXT NOT NULL, first_ts INTEGER, last_ts INTEGER,
    summary BLOB, PRIMARY KEY (account_id, slice));
    CREATE INDEX log_slices_time ON log_slices (account_id, first_ts);`);
  // (b) Period summaries: a row per (account, period) with its header and slices, its blocks in rows beside.
  // (A rowid table: rows of a few KB are what WITHOUT ROWID handles badly, 4x slower measured.)
  db.exec(`CREATE TABLE log_summary_periods (account_id TEXT NOT NULL, period_hours INTEGER NOT NULL,
    period_start INTEGER NOT NULL, version INTEGER NOT NULL, blocks INTEGER NOT NULL, blocks_per_row INTEGER NOT NULL,
    header BLOB NOT NULL, slices TEXT NOT NULL, PRIMARY KEY (account_id, period_hours, period_start));
    CREATE TABLE log_summary_blocks (account_id TEXT NOT NULL, period_hours INTEGER NOT NULL,
    period_start INTEGER NOT NULL, row INTEGER NOT NULL, bits BLOB NOT NULL,
    PRIMARY KEY (account_id, period_hours, period_start, row));`);
  const insertSlice = db.prepare("INSERT INTO log_slices VALUES (?, ?, ?, ?, ?)");
  const insertPeriod = db.prepare("INSERT INTO log_summary_periods VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
  const insertBlocks = db.prepare("INSERT INTO log_summary_blocks VALUES (?, ?, ?, ?, ?)");
  db.transaction(() => {
    for (const s of month.slices) insertSlice.run(ACCOUNT, s.id, s.firstTs, s.lastTs, s.summary.toBytes());
  })();
  // Each layout under its own account id, so that all of them can be planned from one database.
  const layouts = [
    ["day", 24, 1, ACCOUNT],
    ["day", 24, 8, `${ACCOUNT}-8`],
    ["hour", 1, 1, ACCOUNT],
  ];
  const stats = [];
  for (const [name, hours, perRow, account] of layouts) {
    let rows = 0;
    let bytes = 0;
    db.transaction(() => {
      const byPeriod = new Map();
      for (const s of month.slices) {
        const p = Math.floor(s.hour / hours);
        if (!byPeriod.has(p)) byPeriod.set(p, []);
        byPeriod.get(p).push(s);
      }
      for (const [p, list] of byPeriod) {
        const period = S.PeriodSummary.interleave(list.map((s) => s.summary));
        const start = MONTH_START + p * hours * HOUR_MS;
        const slices = JSON.stringify(list.map((s) => s.id));
        insertPeriod.run(account, hours, start, 1, period.blocks, perRow, period.header(), slices);
        for (let b = 0, row = 0; b < period.blocks; b += perRow, row++) {
          const bits = period.blockBytes(b, b + perRow);
          insertBlocks.run(account, hours, start, row, bits);
          rows++;
          bytes += bits.byteLength;
        }
      }
    })();
    stats.push({ label: `period = ${name}, ${perRow} block${perRow > 1 ? "s" : ""} a row`, rows, bytes });
  }
  const from = MONTH_START;
  const to = MONTH_START + DAYS * 24 * HOUR_MS - 1;

  const perSliceStmt = db.prepare(
    "SELECT slice, summary FROM log_slices WHERE account_id = ? AND first_ts <= ? AND last_ts >= ?",
  );
  const planPerSlice = (query) => {
    const out = [];
    let read = 0;
    for (const row of perSliceStmt.iterate(ACCOUNT, to, from)) {
      read += row.summary.byteLength;
      if (S.mayHold(S.summaryFromBytes(row.summary), query)) out.push(row.slice);
    }
    return { slices: out, rows: 0, bytes: read };
  };

  // The plan: two statements that do not depend on each other (one db.batch, one round trip on D1): the
  // periods of the range, and the block rows of the query's items in each of them, picked in SQL.
  const range = "p.account_id = ? AND p.period_hours = ? AND p.period_start <= ? AND p.period_start > ?";
  const periodsStmt = db.prepare(
    `SELECT p.period_start, p.version, p.header, p.slices, p.blocks_per_row FROM log_summary_periods p WHERE ${range}`,
  );
  const blocksStmt = db.prepare(
    `SELECT b.period_start AS period_start, b.row AS row, b.bits AS bits
     FROM log_summary_periods p CROSS JOIN (SELECT DISTINCT value AS hash FROM json_each(?)) j
     CROSS JOIN log_summary_blocks b ON b.account_id = p.account_id AND b.period_hours = p.period_hours
       AND b.period_start = p.period_start AND b.row = (j.hash & (p.blocks - 1)) / p.blocks_per_row
     WHERE ${range}`,
  );
  // A period's header and slice list change only when it is rebuilt (a new version): parsed once per isolate.
  const layoutCache = new Map();
  const planPeriods = (query, hours, account = ACCOUNT) => {
    const args = [account, hours, to, from - hours * HOUR_MS];
    const periods = periodsStmt.all(...args);
    const hashes = [...new Set(S.itemReads(query).map(([hash]) => hash))];
    const blockRows = blocksStmt.all(JSON.stringify(hashes), ...args);
    const fetched = new Map();
    let bytes = 0;
    for (const r of blockRows) {
      if (!fetched.has(r.period_start)) fetched.set(r.period_start, new Map());
      fetched.get(r.period_start).set(r.row, r.bits);
      bytes += r.bits.byteLength;
    }
    const out = [];
    for (const p of periods) {
      const key = `${account}/${hours}/${p.period_start}/${p.version}`;
      let layout = layoutCache.get(key);
      if (!layout) {
        layout = { ...S.periodLayoutFromBytes(p.header), slices: JSON.parse(p.slices) };
        layoutCache.set(key, layout);
      }
      const rows = fetched.get(p.period_start) ?? new Map();
      const flags = S.candidateColumns(query, layout, S.planesOfRows(layout, p.blocks_per_row, rows));
      for (let c = 0; c < flags.length; c++) if (flags[c]) out.push(layout.slices[c]);
    }
    return { slices: out, rows: blockRows.length, bytes };
  };

  const variants = [
    [`summary BLOB per slice row (${month.slices.length} rows)`, planPerSlice, 20],
    ["period = day, 1 block a row", (q) => planPeriods(q, 24), 100],
    ["period = day, 8 blocks a row", (q) => planPeriods(q, 24, `${ACCOUNT}-8`), 100],
    ["period = hour, 1 block a row", (q) => planPeriods(q, 1), 20],
  ];
  const results = [];
  for (const [label, plan, count] of variants) {
    const needles = month.needles[0].slice(0, count);
    // Warm the page cache and the statements, then time each needle's whole plan (terms, SQL, tests): wall
    // time, and CPU time (the statements run in this thread; the machine is shared).
    for (const n of needles.slice(0, 5)) plan(S.needleQuery(textNode(n.value), scheme));
    const times = [];
    const cpuTimes = [];
    let rows = 0;
    let bytes = 0;
    let planned = 0;
    let complete = true;
    for (const n of needles) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const query = S.needleQuery(textNode(n.value), scheme);
      const result = plan(query);
      times.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpuTimes.push((c.user + c.system) / 1000);
      rows += result.rows;
      bytes += result.bytes;
      planned += result.slices.length;
      if (!result.slices.includes(month.slices[n.slice].id)) complete = false;
    }
    results.push({
      label,
      count,
      median: quantile(times, 0.5),
      p95: quantile(times, 0.95),
      cpu: quantile(cpuTimes, 0.5),
      rows: rows / needles.length,
      bytes: bytes / needles.length,
      planned: planned / needles.length,
      complete,
    });
  }
  db.close();
  const size = (f) => Math.round(f).toLocaleString("en-US");
  console.log(
    `\nPlanning in SQLite ${sqliteVersion} (better-sqlite3, a file, WAL, warm cache) for a 32-hex id present in one slice, over the month (${month.slices.length} slices):`,
  );
  console.log(
    "| layout | ids | planning median (wall) | p95 (wall) | median (CPU) | block rows read | bytes read | slices planned | complete |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.count} | ${fmt(r.median)} ms | ${fmt(r.p95)} ms | ${fmt(r.cpu)} ms | ${fmt(r.rows, 1)} | ${size(r.bytes)} | ${fmt(r.planned, 1)} | ${r.complete ? "yes" : "NO"} |`,
    );
  console.log("\nRows written to store the month's summaries:");
  console.log("| layout | rows | bytes |");
  console.log("|---|---|---|");
  const perSliceBytes = month.slices.reduce((a, s) => a + s.summary.blocks * 8 + 16, 0);
  console.log(`| summary per slice row | ${size(month.slices.length)} | ${size(perSliceBytes)} |`);
  for (const s of stats) console.log(`| ${s.label} | ${size(s.rows)} | ${size(s.bytes)} |`);
  rmSync(dir, { recursive: true, force: true });
  return results;
}

// ---------------------------------------------------------------------------------------------------------
// One large slice, built as a slice builds it

function bigSlice(scheme, shape) {
  // A group's filter at a fixed size, filled until it holds its capacity (at exactly the shape's bits per
  // item, as every full group of a slice at 1 TB/day), or until BIG_LINES.
  const builder = new S.SummaryBuilder(2 ** 21, shape, scheme);
  let lines = 0;
  let i = 0;
  const t0 = process.cpuUsage();
  while (lines < BIG_LINES && !builder.full) {
    const { lines: batch } = sliceLines(900_000 + i++, 1000, MONTH_START);
    for (const l of batch) builder.addLine(l);
    lines += batch.length;
  }
  const d = process.cpuUsage(t0);
  const summary = builder.seal();
  const g = makeGen(777);
  const rows = [];
  for (const [kind, make] of [
    ["absent 32-hex", () => g.hex(32)],
    ["absent 16-hex", () => g.hex(16)],
    ["absent uuid", () => g.uuid()],
    ["absent 24-hex", () => g.hex(24)],
  ]) {
    let passed = 0;
    const tries = 20_000;
    for (let i = 0; i < tries; i++) if (S.mayHold(summary, S.needleQuery(textNode(make()), scheme))) passed++;
    rows.push([kind, passed / tries]);
  }
  // The filter's own rate: random items (not grams of any line).
  let itemHits = 0;
  const r = prng(31337);
  const itemTries = 200_000;
  for (let i = 0; i < itemTries; i++)
    if (summary.mayHoldItem((r() * 4294967296) | 0, (r() * 4294967296) | 0)) itemHits++;
  const distinct = summary.estimatedItems();
  console.log(
    `\nOne large slice: ${lines.toLocaleString("en-US")} lines into a SummaryBuilder of ${builder.capacity.toLocaleString("en-US")} items (${builder.full ? "full" : "not full"}; ${(summary.blocks * 8).toLocaleString("en-US")} bytes sealed): ${fmt(distinct / lines, 1)} distinct items a line (estimated), ${fmt((summary.blocks * 8) / lines)} bytes a line, ${fmt((summary.blocks * 64) / distinct, 1)} bits per item; ${fmt((d.user + d.system) / lines)} µs of CPU a line with the lines' generation`,
  );
  console.log(`| absent id | share of tries the slice may hold |`);
  console.log("|---|---|");
  console.log(`| a random item (the filter's rate per item) | ${pct(itemHits / itemTries)} |`);
  for (const [kind, x] of rows) console.log(`| ${kind} | ${pct(x)} |`);
}

// ---------------------------------------------------------------------------------------------------------

const started = performance.now();
console.log(
  `Needle summaries: ${DAYS} days x ${HOURS} hours x ${SHARDS} shards = ${DAYS * HOURS * SHARDS} slices of ${LINES} lines; scheme gram ${scheme.gram}, window ${scheme.window}; ${shape.hashes} bits an item, >= ${shape.minBitsPerItem} bits a distinct item (powers of two)`,
);
const month = buildMonth(DAYS, scheme, shape, { timing: true });
const bytes = month.slices.reduce((a, s) => a + s.summary.blocks * 8, 0);
const bitsPerItem = (bytes * 8) / month.distinct;
const sample = sliceLines(0, LINES, MONTH_START).lines;
const perLine = (us) => `${fmt(us / month.cpu.lines)} µs`;
console.log(
  `\nBuilt in ${fmt((performance.now() - started) / 1000, 1)} s: ${fmt(month.lines / 1e6, 2)} M lines of ${fmt(mean(sample.map((l) => l.line.length + (l.meta ? JSON.stringify(l.meta).length : 0))), 0)} characters of text and meta on average (CPU on every ${TIMING_EVERY}th slice, ${month.cpu.lines.toLocaleString("en-US")} lines)`,
);
console.log("| figure | value |");
console.log("|---|---|");
console.log(`| items taken a line (with repeats) | ${fmt(month.cpu.emitted / month.cpu.lines, 1)} |`);
console.log(`| distinct items a line (within its slice) | ${fmt(month.distinct / month.lines, 1)} |`);
console.log(`| CPU a line: items alone (forEachLineItem) | ${perLine(month.cpu.items)} |`);
console.log(
  `| CPU a line: today's trigram pass over the same texts (TrigramSet) | ${perLine(month.cpu.trigrams)} |`,
);
console.log(
  `| CPU a line: the slice's filter as lines arrive (SummaryBuilder, sealed) | ${perLine(month.cpu.builder)} |`,
);
console.log(
  `| CPU a line: a filter sized exactly (summaryOfLines: distinct set, then filter) | ${perLine(month.cpu.exact)} |`,
);
console.log(`| summary bytes a line | ${fmt(bytes / month.lines)} |`);
console.log(
  `| summary bytes a slice (mean) | ${Math.round(bytes / month.slices.length).toLocaleString("en-US")} |`,
);
console.log(`| bits per distinct item (mean, power-of-two sizes) | ${fmt(bitsPerItem, 1)} |`);

needleReport(month, scheme, "The month");
const Database = openSqlite();
if (Database) planningBench(Database, month, scheme);
month.slices.length = 0;

if (BIG_LINES > 0) bigSlice(scheme, shape);

if (SWEEP > 0) sweep();

/**
 * Schemes and shapes compared fairly: each a filter filled to exactly its capacity (a full group, as at 1 TB/day)
 * with fresh lines, then absent ids tested; distinct items a line from SWEEP slices of LINES lines.
 */
function sweep() {
  console.log(
    `\nSweep: each a filter filled to its capacity (${(2 ** 20).toLocaleString("en-US")} items at its bits an item), distinct items a line over ${SWEEP} slices of ${LINES} lines; share of tries that an absent id passes:`,
  );
  console.log(
    "| gram, window | hashes, bits an item | distinct items a line | bytes a line | an item | 32-hex | 16-hex | uuid | 24-hex | 20-hex |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  const variants = [
    [10, 7, 2, 4],
    [10, 7, 1, 4],
    [10, 7, 3, 4],
    [10, 7, 2, 6],
    [10, 7, 3, 8],
    [10, 5, 2, 4],
    [10, 4, 2, 4],
    [9, 6, 2, 4],
    [9, 5, 2, 4],
    [8, 5, 2, 4],
    [10, 9, 2, 4],
  ];
  for (const [gram, window, hashes, bits] of variants) {
    const sc = { gram, window };
    const sh = { hashes, minBitsPerItem: bits };
    let distinct = 0;
    let lines = 0;
    for (let i = 0; i < SWEEP; i++) {
      const { lines: batch } = sliceLines(i * 37, LINES, MONTH_START);
      const items = new S.ItemSet();
      for (const l of batch) S.forEachLineItem(l, items.add, sc);
      distinct += items.size;
      lines += batch.length;
    }
    const builder = new S.SummaryBuilder(2 ** 20, sh, sc);
    for (let i = 0; !builder.full; i++) {
      const { lines: batch } = sliceLines(500_000 + i, 500, MONTH_START);
      for (const l of batch) builder.addLine(l);
    }
    const filter = builder.seal();
    const g = makeGen(555);
    const tries = 10_000;
    const rate = (make) => {
      let passed = 0;
      for (let i = 0; i < tries; i++) if (S.mayHold(filter, S.needleQuery(textNode(make()), sc))) passed++;
      return passed / tries;
    };
    const r = prng(17);
    let itemHits = 0;
    for (let i = 0; i < 100_000; i++)
      if (filter.mayHoldItem((r() * 4294967296) | 0, (r() * 4294967296) | 0)) itemHits++;
    const perLine = distinct / lines;
    console.log(
      `| ${gram}, ${window} | ${hashes}, ${bits} | ${fmt(perLine, 1)} | ${fmt((perLine * bits) / 8)} | ${pct(itemHits / 100_000)} | ${pct(rate(() => g.hex(32)))} | ${pct(rate(() => g.hex(16)))} | ${pct(rate(() => g.uuid()))} | ${pct(rate(() => g.hex(24)))} | ${pct(rate(() => g.hex(20)))} |`,
    );
  }
}
console.log(`\nTotal ${fmt((performance.now() - started) / 1000, 1)} s`);
