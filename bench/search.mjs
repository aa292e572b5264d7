// Search through the index (issue 13), for `npm run bench` (BENCH_ONLY=search):
// (a) a rare-term search (6 matching lines) over an account of 1,000,000 stored lines against the same
//     search over an account of 10,000: median time of GET /v1/export?query=<term>, and their ratio (flat
//     in volume means ~1);
// (d) a common term (every line matches) streamed by export v1 over the 1,000,000-line account: the peak
//     RSS of workerd over idle for 1,000 and 20,000 lines (flat means the larger read costs no more).
// The lines are written by SQL inside the local D1 (a recursive CTE through the same triggers that keep
// the index in an ingestion batch) before the dev server starts: loading a million lines through HTTP would
// take minutes and measure ingestion, which has its own benchmark.
import { mb, median, wrangler } from "./lib.mjs";
import { measureOnce } from "./log-analysis.mjs";

export const SEARCH_BIG = Number(process.env.SEARCH_LINES ?? 1_000_000);
export const SEARCH_SMALL = 10_000;
const RARE = "zebrafish";
const CHUNK = 200_000;
const STEP_MS = 10;

/** The statements writing `count` lines for `accountId` from `start`, six of them with the rare term. */
function linesSql(accountId, count, start) {
  const statements = [];
  for (let first = 0; first < count; first += CHUNK) {
    const last = Math.min(count, first + CHUNK) - 1;
    statements.push(`WITH RECURSIVE n(i) AS (SELECT ${first} UNION ALL SELECT i + 1 FROM n WHERE i < ${last})
INSERT INTO log_lines (account_id, ts, line, app, host, level, tags, meta, size)
SELECT '${accountId}', ${start} + i * ${STEP_MS},
  'GET /v1/users/' || (i % 977) || '/orders status=' || (200 + (i % 4) * 100) || ' duration_ms=' ||
    (i * 13 % 997) || ' trace=' || lower(hex(randomblob(6))) ||
    CASE WHEN i % ${Math.floor(count / 6)} = 7 THEN ' ${RARE}-' || i ELSE '' END,
  CASE i % 3 WHEN 0 THEN 'api' WHEN 1 THEN 'web' ELSE 'worker' END, 'host-' || (i % 50), 'info', '["prod"]',
  '{"status":' || (200 + (i % 4) * 100) || '}', 110
FROM n;`);
  }
  return statements;
}

/** Writes both accounts' lines into the local D1 at `state` (before the dev server starts on it). */
export async function loadSearchLines(state, { big, small }, start) {
  const statements = [
    ...linesSql(big.account_id, SEARCH_BIG, start),
    ...linesSql(small.account_id, SEARCH_SMALL, start),
  ];
  for (const command of statements) {
    await wrangler("d1", "execute", "DB", "--local", "--persist-to", state, "--command", command);
  }
  return { from: start, to: start + SEARCH_BIG * STEP_MS };
}

async function timedSearch(base, account, range, query, size) {
  const url = `${base}/v1/export?from=${range.from}&to=${range.to}&size=${size}&query=${encodeURIComponent(query)}`;
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Token ${account.service_key}` } });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${text}`);
  return { ms: performance.now() - started, lines: text.split("\n").filter(Boolean).length };
}

export async function searchBench({ ours, restart, big, small, range }) {
  const rounds = 30;
  const times = { big: [], small: [] };
  for (let i = 0; i < rounds + 3; i++) {
    // Alternating, so that both see the same machine; the first rounds warm up.
    for (const [name, account] of [
      ["big", big],
      ["small", small],
    ]) {
      const r = await timedSearch(ours.base, account, range, RARE, 100);
      if (r.lines !== 6) throw new Error(`search over ${name}: ${r.lines} lines, expected 6`);
      if (i >= 3) times[name].push(r.ms);
    }
  }
  const table = [
    { account: `${SEARCH_BIG.toLocaleString("en")} lines`, "median ms": median(times.big).toFixed(1) },
    { account: `${SEARCH_SMALL.toLocaleString("en")} lines`, "median ms": median(times.small).toFixed(1) },
  ];
  console.log(
    `\nRare-term search (${RARE}, 6 matches): GET /v1/export?query=${RARE}, ${rounds} requests each`,
  );
  console.table(table);

  // (d) A common term: every line matches, read in range order and streamed.
  const res = await fetch(`${ours.base}/v3/pipeline/account`, {
    method: "PATCH",
    headers: { authorization: `Token ${big.service_key}`, "content-type": "application/json" },
    body: JSON.stringify({ export_line_limit: 20_000 }),
  });
  if (!res.ok) throw new Error(`PATCH /v3/pipeline/account: ${res.status} ${await res.text()}`);
  const auth = { authorization: `Token ${big.service_key}` };
  const v1 = (query) => `/v1/export?from=${range.from}&to=${range.to}&${query}`;
  const memory = [];
  for (const size of [1000, 20_000]) {
    const dev = await restart();
    const c = {
      title: `query=status size=${size}`,
      auth,
      v1,
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
    "\nCommon-term export v1 over the 1,000,000-line account: VmRSS of workerd, fresh dev server each",
  );
  console.table(memoryTable);
  return {
    table,
    ratio: median(times.big) / median(times.small),
    memory: memoryTable,
  };
}
