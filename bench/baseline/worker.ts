// Baseline Worker for `npm run bench` (not deployed, not part of the API): the obvious plain D1 code for
// what the log-analysis routes do, so the benchmark can report the API's cost as a ratio to it.
//   POST /insert?account=&hostname=&tags=a,b  body {lines: [...]} -> the log_lines rows, written with one
//        env.DB.batch() of multi-row INSERTs (8 rows x 12 columns = 96 bound parameters, D1 allows 100).
//   GET /select?account=&from=&to=&limit=     -> {lines: [rows]} in (ts, seq) order, as stored.
//   POST /edge-usage?account=&edge_id=  body [{event_ts, pipeline_id, component_id, processor,
//        total_count, total_size}] -> the edge_usage_metrics rows, one env.DB.batch() of multi-row INSERTs
//        (11 rows x 9 columns = 99 bound parameters), the traffic class from the processor name.

interface Env {
  DB: D1Database;
}

interface InputLine {
  line: string;
  timestamp?: number;
  app?: string;
  level?: string;
  file?: string;
  meta?: Record<string, unknown>;
}

const COLUMNS = [
  "account_id",
  "ts",
  "line",
  "app",
  "host",
  "file",
  "level",
  "ip",
  "mac",
  "tags",
  "meta",
  "size",
];
const ROWS_PER_STATEMENT = Math.floor(100 / COLUMNS.length);
const encoder = new TextEncoder();

async function insert(env: Env, url: URL, request: Request): Promise<Response> {
  const account = url.searchParams.get("account") ?? "";
  const host = url.searchParams.get("hostname") ?? "";
  const tags = JSON.stringify((url.searchParams.get("tags") ?? "").split(",").filter(Boolean));
  const { lines } = (await request.json()) as { lines: InputLine[] };
  const now = Date.now();
  const rows = lines.map((l) => {
    const meta = l.meta ? JSON.stringify(l.meta) : null;
    const size = encoder.encode(l.line).byteLength + (meta ? encoder.encode(meta).byteLength : 0);
    const level = (l.level ?? "").toUpperCase();
    return [
      account,
      l.timestamp ?? now,
      l.line,
      l.app ?? "",
      host,
      l.file ?? "",
      level,
      "",
      "",
      tags,
      meta,
      size,
    ];
  });
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    const values = chunk.map(() => `(${COLUMNS.map(() => "?").join(", ")})`).join(", ");
    statements.push(
      env.DB.prepare(`INSERT INTO log_lines (${COLUMNS.join(", ")}) VALUES ${values}`).bind(...chunk.flat()),
    );
  }
  await env.DB.batch(statements);
  return Response.json({ status: "ok", lines: rows.length });
}

interface EdgeRecord {
  event_ts: number;
  pipeline_id: string;
  component_id: string;
  processor: string;
  total_count: number;
  total_size: number;
}

const EDGE_COLUMNS = [
  "account_id",
  "pipeline_id",
  "event_ts",
  "component_id",
  "processor",
  "edge_id",
  "traffic",
  "total_count",
  "total_size",
];
const EDGE_ROWS_PER_STATEMENT = Math.floor(100 / EDGE_COLUMNS.length);

async function insertEdgeUsage(env: Env, url: URL, request: Request): Promise<Response> {
  const account = url.searchParams.get("account") ?? "";
  const edge = url.searchParams.get("edge_id") ?? "";
  const records = (await request.json()) as EdgeRecord[];
  const rows = records.map((r) => [
    account,
    r.pipeline_id,
    r.event_ts,
    r.component_id,
    r.processor,
    edge,
    r.processor.startsWith("source") ? "ingress" : "egress",
    r.total_count,
    r.total_size,
  ]);
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += EDGE_ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + EDGE_ROWS_PER_STATEMENT);
    const values = chunk.map(() => `(${EDGE_COLUMNS.map(() => "?").join(", ")})`).join(", ");
    statements.push(
      env.DB.prepare(`INSERT INTO edge_usage_metrics (${EDGE_COLUMNS.join(", ")}) VALUES ${values}`).bind(
        ...chunk.flat(),
      ),
    );
  }
  await env.DB.batch(statements);
  return Response.json({ stored: rows.length });
}

async function select(env: Env, url: URL): Promise<Response> {
  const account = url.searchParams.get("account") ?? "";
  const from = Number(url.searchParams.get("from") ?? 0);
  const to = Number(url.searchParams.get("to") ?? Date.now());
  const limit = Number(url.searchParams.get("limit") ?? 10_000);
  const { results } = await env.DB.prepare(
    `SELECT seq, ts, line, app, host, file, level, ip, mac, tags, meta FROM log_lines
     WHERE account_id = ? AND ts BETWEEN ? AND ? ORDER BY ts, seq LIMIT ?`,
  )
    .bind(account, from, to, limit)
    .all();
  return Response.json({ lines: results });
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/insert") return insert(env, url, request);
    if (request.method === "GET" && url.pathname === "/select") return select(env, url);
    if (request.method === "POST" && url.pathname === "/edge-usage")
      return insertEdgeUsage(env, url, request);
    if (url.pathname === "/health") return new Response("ok");
    return new Response("not found", { status: 404 });
  },
} satisfies ExportedHandler<Env>;
