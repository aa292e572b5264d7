// Search through the log store's index (each slice's trigram index over its chunks), for `npm run bench`
// (BENCH_ONLY=search):
// (a) a rare term (6 matching lines) over SEARCH_LINES (1,000,000) lines spread over 24 hourly slices, and over
//     as many spread over 100 hourly slices (10,000 each), each against the same search over 10,000 lines in
//     one slice: median time of GET /v1/export?query=<term>&size=100 over each account's range, and the
//     ratios (flat in volume and in slices means ~1);
// (b) the log viewer's reads over the 24- and 100-slice accounts' whole range, each against the search the
//     viewer makes with them (GET /v2/export?prefer=tail&size=500, its first page): the timeline
//     (GET /v1/timeline?buckets=150), top hosts and apps (GET /v1/top), without a query and with a common one
//     (`error`, about a line in five), and a line's context (GET /v1/context/{id}, 25 each side) of a line in
//     the middle; medians of VIEWER_ROUNDS (10) interleaved rounds, the ratio to the search (goal <= 2);
// (d) a common term (every line matches) streamed by export v1 over the 24-slice account: the peak RSS of
//     workerd over idle for 1,000 and 20,000 lines (flat means the larger read costs no more).
// The three accounts have hourly buckets (log_bucket_hours = 1, set by run.mjs when it creates them). Their
// lines (makeLines, the rare term appended to six of them) go through POST /logs/ingest from SEARCH_SENDERS
// (8) concurrent senders in 500-line batches, stamped over the hours before the current one: a batch goes to
// the slice of its newest line's hour. Loading is timed but is no goal (ingestion has its own benchmarks);
// the slices each account ended with are read from the catalog (log_slices). Searches start once every slice
// wrote its trigram filter to the catalog (a minute after its last write): planning then leaves out the
// slices whose filter rules the term out.
import { logStoreFigures, mb, median, percentile, sleep } from "./lib.mjs";
import {
  batchBodies,
  INGEST_QUERY,
  ingestHeaders,
  measureOnce,
  sendBatches,
  WARM_UP_TERM,
} from "./log-analysis.mjs";

export const SEARCH_BIG = Number(process.env.SEARCH_LINES ?? 1_000_000);
export const SEARCH_SMALL = 10_000;
const SEARCH_SLICES = 100;
const SENDERS = Number(process.env.SEARCH_SENDERS ?? 8);
const RARE = "zebrafish";
const HOUR_MS = 3_600_000;
const MEMORY_LINES = 20_000;
/** src/logstore/plan.ts OPEN_MS: a catalog row written this recently is planned as open. */
const OPEN_MS = 3 * 60_000;
/** How long the slices may take to seal after the load (a minute after their last write, by their alarm). */
const SEAL_WAIT_MS = 4 * 60_000;

/** The lines of one account: `count` from `start`, spread evenly over `hours`, six of them with the rare term. */
function layoutOf(count, hours, start) {
  const step = Math.floor((hours * HOUR_MS) / count);
  return { count, start, step, range: { from: start, to: start + (count - 1) * step } };
}

/**
 * Loads the three accounts' lines through the ingestion route, each account's bodies made before its load.
 * Resolves with each account's layout (its range) and its catalog figures.
 */
export async function loadSearchLines({ ours, big, hundred, small }) {
  // Whole hours before the current one: the hourly slices are exactly these hours.
  const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
  const accounts = [
    { name: "big", account: big, ...layoutOf(SEARCH_BIG, 24, hour - 25 * HOUR_MS), seed: 20_000 },
    {
      name: "hundred",
      account: hundred,
      ...layoutOf(SEARCH_BIG, SEARCH_SLICES, hour - (SEARCH_SLICES + 1) * HOUR_MS),
      seed: 30_000,
    },
    // 10,000 lines 100 ms apart: 17 minutes of one hour.
    {
      name: "small",
      account: small,
      ...layoutOf(SEARCH_SMALL, 1000 / 3600, hour - 2 * HOUR_MS),
      seed: 40_000,
    },
  ];
  const loads = [];
  for (const a of accounts) {
    const every = Math.floor(a.count / 6);
    const rare = (line, i) => {
      if (i % every === 7) line.line += ` ${RARE}-${i}`;
    };
    const { bodies, jsonBytes } = batchBodies(a.count, a.start, a.step, a.seed, rare);
    const load = await sendBatches({
      url: `${ours.base}/logs/ingest?${INGEST_QUERY}`,
      headers: ingestHeaders(a.account),
      jobs: bodies,
      senders: SENDERS,
    });
    loads.push({ ...a, seconds: load.seconds, jsonBytes });
    console.error(`search: ${a.name} loaded, ${a.count} lines in ${load.seconds.toFixed(0)} s`);
  }
  // A slice writes its trigram filter to the catalog a minute after its last write (its alarm): searches are
  // measured on settled slices, as every slice but the newest few of a live account is.
  const loadEnded = Date.now();
  const sealed = loadEnded;
  let catalog;
  for (;;) {
    catalog = await Promise.all(accounts.map((a) => logStoreFigures(ours.base, a.account.account_id)));
    const open = catalog.reduce((n, c) => n + c.unfiltered, 0);
    if (open === 0) break;
    if (Date.now() - sealed > SEAL_WAIT_MS)
      throw new Error(`${open} slices still without their trigram filter`);
    await sleep(5000);
  }
  console.error(`search: every slice sealed ${((Date.now() - sealed) / 1000).toFixed(0)} s after the load`);
  // A catalog row written in the last OPEN_MS (src/logstore/plan.ts: 3 minutes) is planned as open, whatever its
  // filter says, since its slice may have taken lines the row does not show yet: a search contacts it. Measured
  // before that, a search over slices all written a minute ago calls every one of them (3.90 times the one-slice
  // time over 100 slices on 2026-11-29), which only the last few minutes' slices of a live account are.
  const settled = loadEnded + OPEN_MS + 10_000 - Date.now();
  if (settled > 0) {
    console.error(`search: waiting ${(settled / 1000).toFixed(0)} s until no catalog row is open`);
    await sleep(settled);
  }
  const byId = new Map(accounts.map((a, i) => [a.account.account_id, catalog[i]]));
  const table = loads.map((l) => {
    const c = byId.get(l.account.account_id) ?? {};
    return {
      account: l.name,
      lines: l.count,
      "MB of JSON": mb(l.jsonBytes),
      "load s": l.seconds.toFixed(1),
      "lines/s": Math.round(l.count / l.seconds),
      slices: c.slices,
      "lines (catalog)": c.lines,
      "lines per slice": `${c.fewest_lines}-${c.most_lines}`,
    };
  });
  console.log(`\nSearch accounts loaded through POST /logs/ingest (${SENDERS} senders, hourly slices)`);
  console.table(table);
  const bad = loads.find((l) => byId.get(l.account.account_id)?.lines !== l.count);
  if (bad) throw new Error(`the catalog does not hold the ${bad.count} lines of ${bad.name}`);
  return Object.fromEntries(
    loads.map((l) => [l.name, { ...l, slices: byId.get(l.account.account_id).slices }]),
  );
}

async function timedSearch(base, account, range, query, size) {
  const url = `${base}/v1/export?from=${range.from}&to=${range.to}&size=${size}&query=${encodeURIComponent(query)}`;
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Token ${account.service_key}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${text}`);
  return { ms: performance.now() - started, lines: text.split("\n").filter(Boolean).length };
}

const VIEWER_ROUNDS = Number(process.env.VIEWER_ROUNDS ?? 10);

/** A GET answered 200 with JSON, and how long it took. */
async function timedJson(base, account, path) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Token ${account.service_key}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${text.slice(0, 300)}`);
  return { ms: performance.now() - started, body: JSON.parse(text) };
}

/** (b): the viewer's reads against its search, per account and query. */
async function viewerReadsBench(base, loaded) {
  const rows = [];
  for (const name of ["big", "hundred"]) {
    const { account, range, count } = loaded[name];
    for (const query of ["", "error"]) {
      const filter = `from=${range.from}&to=${range.to}${query ? `&query=${query}` : ""}`;
      const search = `/v2/export?${filter}&prefer=tail&size=500`;
      const page = await timedJson(base, account, `/v2/export?${filter}&size=1&prefer=head`);
      const middle = await timedJson(
        base,
        account,
        `/v2/export?from=${range.from + Math.floor((range.to - range.from) / 2)}&to=${range.to}&size=1`,
      );
      const reads = {
        "search (v2 tail page of 500)": search,
        "timeline, 150 buckets": `/v1/timeline?${filter}&buckets=150`,
        "top hosts": `/v1/top?${filter}&field=host`,
        "top apps": `/v1/top?${filter}&field=app`,
        ...(query === "" && {
          "context, 25 each side": `/v1/context/${middle.body.lines[0]._id}?before=25&after=25`,
        }),
      };
      if (page.body.lines.length !== 1) throw new Error(`${name} ${query}: no line to start from`);
      const times = Object.fromEntries(Object.keys(reads).map((k) => [k, []]));
      const answers = {};
      for (let round = 0; round < VIEWER_ROUNDS + 2; round++)
        for (const [label, path] of Object.entries(reads)) {
          const r = await timedJson(base, account, path);
          answers[label] = r.body;
          if (round >= 2) times[label].push(r.ms);
        }
      const searchMs = median(times["search (v2 tail page of 500)"]);
      for (const [label, list] of Object.entries(times)) {
        const a = answers[label];
        rows.push({
          account: `${count.toLocaleString("en")} lines, ${loaded[name].slices} slices`,
          query: query || "(none)",
          read: label,
          "median ms": median(list).toFixed(1),
          "p90 ms": percentile(list, 90).toFixed(1),
          "ratio to search": (median(list) / searchMs).toFixed(2),
          answer:
            a.total !== undefined
              ? `${a.total} lines${a.complete ? "" : `, complete from ${new Date(a.complete_from).toISOString()}`}`
              : a.values
                ? `${a.distinct} values${a.complete ? "" : ", partial"}`
                : a.before
                  ? `${a.before.length} + 1 + ${a.after.length} lines`
                  : `${a.lines.length} lines`,
        });
      }
    }
  }
  console.log(
    `\nThe log viewer's reads over each account's whole range, against the search it makes (${VIEWER_ROUNDS} ` +
      "interleaved rounds after two)",
  );
  console.table(rows);
  const worst = rows.reduce((w, r) => (Number(r["ratio to search"]) > Number(w["ratio to search"]) ? r : w));
  return { table: rows, worst };
}

/** `loaded`: what loadSearchLines resolved with. */
export async function searchBench({ ours, restart, loaded }) {
  const rounds = 30;
  const names = ["big", "hundred", "small"];
  const times = { big: [], hundred: [], small: [] };
  for (let i = 0; i < rounds + 3; i++) {
    // In turn, so that all see the same machine; the first rounds warm up.
    for (const name of names) {
      const { account, range } = loaded[name];
      const r = await timedSearch(ours.base, account, range, RARE, 100);
      if (r.lines !== 6) throw new Error(`search over ${name}: ${r.lines} lines, expected 6`);
      if (i >= 3) times[name].push(r.ms);
    }
  }
  const one = median(times.small);
  const table = names.map((name) => ({
    account: `${loaded[name].count.toLocaleString("en")} lines`,
    slices: loaded[name].slices,
    "median ms": median(times[name]).toFixed(1),
    "p90 ms": percentile(times[name], 90).toFixed(1),
    "ratio to one slice": (median(times[name]) / one).toFixed(2),
  }));
  console.log(
    `\nRare-term search (${RARE}, 6 matches): GET /v1/export?query=${RARE}&size=100 over each account's ` +
      `range, ${rounds} requests each`,
  );
  console.table(table);

  const viewer = await viewerReadsBench(ours.base, loaded);

  // (d) A common term: every line matches, read in range order and streamed.
  const { account: big, range, start, step } = loaded.big;
  const res = await fetch(`${ours.base}/v3/pipeline/account`, {
    method: "PATCH",
    headers: { authorization: `Token ${big.service_key}`, "content-type": "application/json" },
    body: JSON.stringify({ export_line_limit: MEMORY_LINES }),
  });
  if (!res.ok) throw new Error(`PATCH /v3/pipeline/account: ${res.status} ${await res.text()}`);
  const auth = { authorization: `Token ${big.service_key}` };
  const v1 = (query) => `/v1/export?from=${range.from}&to=${range.to}&${query}`;
  // The warm-up reads the lines the larger export sends (the range's first 20,000), not the whole range. Both
  // sizes also open the same further slices (the reader opens several at once for an indexed term).
  const warm =
    `/v1/export?from=${range.from}&to=${start + (MEMORY_LINES - 1) * step}` +
    `&size=${MEMORY_LINES}&query=${encodeURIComponent(WARM_UP_TERM)}`;
  const memory = [];
  for (const size of [1000, MEMORY_LINES]) {
    const dev = await restart();
    const c = {
      title: `query=status size=${size}`,
      auth,
      v1,
      warm,
      path: v1(`size=${size}&query=status`),
      lines: size,
    };
    memory.push({ size, ...(await measureOnce(dev, c)) });
  }
  const memoryTable = memory.map((m) => ({
    request: `GET /v1/export?query=status&size=${m.size}`,
    ms: Math.round(m.ms),
    "body MB": mb(m.received),
    "peak - idle MB": mb(m.increase),
  }));
  console.log(
    `\nCommon-term export v1 over the ${SEARCH_BIG.toLocaleString("en")}-line account ` +
      `(${loaded.big.slices} slices): VmRSS of workerd, fresh dev server each`,
  );
  console.table(memoryTable);
  return {
    table,
    viewer,
    ratio: median(times.big) / one,
    hundredRatio: median(times.hundred) / one,
    memory: memoryTable,
  };
}
