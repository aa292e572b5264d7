// Edge usage metric intake benchmark of `npm run bench` (BENCH_ONLY=edge).
//
// EDGE_CONNECTIONS (8) autocannon connections post requests of EDGE_BATCH (1,000) usage records (a JSON
// array as edges send it: event_ts, pipeline_id, component_id, processor, total_count, total_size) for
// BENCH_SECONDS each to POST /v3/pipeline/account/local-deploy/metric/usage?edge_id= of our dev server,
// then the same bodies to the baseline Worker's POST /edge-usage, which writes the same rows into the same
// table (edge_usage_metrics, same migrations) with one env.DB.batch() of plain multi-row INSERTs and
// nothing else: no key, no validation, no tenancy check, no node lookup, no duplicate accounting. Every
// request carries new records (event_ts advances per request), so every row is really inserted on both
// sides. Half the records are for the pipeline's source, half for its destination (ingress and egress).
// Reports records per second (2xx requests only) and the ratio ours / baseline. Goal: >= 0.5.
import { api, itemsPerSecond, load, throughputRow } from "./lib.mjs";

export const EDGE_BATCH = 1000;
const EDGE_CONNECTIONS = Number(process.env.EDGE_CONNECTIONS ?? 8);

/** A request's records: 1,000 new (event_ts unique per request and component) for two components. */
function recordsBody(seq, pipeline) {
  const ts = Date.UTC(2026, 0, 1) + seq * EDGE_BATCH;
  const records = [];
  for (let i = 0; i < EDGE_BATCH; i++) {
    const toSource = i % 2 === 0;
    records.push({
      event_ts: ts + i,
      pipeline_id: pipeline.id,
      component_id: toSource ? pipeline.source : pipeline.sink,
      processor: toSource ? "source_http" : "sink_blackhole",
      total_count: 100 + (i % 50),
      total_size: 20_000 + ((seq * 7 + i) % 5000),
    });
  }
  return JSON.stringify(records);
}

export async function edgeIntakeBench({ ours, baseline, account, seconds }) {
  const key = account.service_key;
  const p = await api(ours.base, key, "POST", "/v3/pipeline", { title: "edge bench", deploy_type: "local" });
  const source = await api(ours.base, key, "POST", `/v3/pipeline/${p.id}/source`, { type: "http" });
  const sink = await api(ours.base, key, "POST", `/v3/pipeline/${p.id}/sink`, {
    type: "blackhole",
    inputs: [source.id],
  });
  const pipeline = { id: p.id, source: source.id, sink: sink.id };
  // Check once, outside the timing, that a body is accepted and stored whole.
  const check = await fetch(`${ours.base}/v3/pipeline/account/local-deploy/metric/usage?edge_id=check`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body: recordsBody(0, pipeline),
  });
  const checked = await check.json();
  if (!check.ok || checked.data.stored !== EDGE_BATCH)
    throw new Error(`intake check: ${JSON.stringify(checked)}`);

  let seq = 1;
  const run = (base, path, headers) =>
    load(base, {
      connections: EDGE_CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: "POST",
          path,
          headers,
          setupRequest: (req) => {
            req.body = recordsBody(seq++, pipeline);
            return req;
          },
        },
      ],
    });
  const measured = [
    [
      "POST .../local-deploy/metric/usage (ours)",
      ours.base,
      "/v3/pipeline/account/local-deploy/metric/usage?edge_id=bench",
      { authorization: `Token ${key}`, "content-type": "application/json" },
    ],
    [
      "POST /edge-usage (baseline: D1 batch of INSERTs)",
      baseline.base,
      `/edge-usage?account=${account.account_id}&edge_id=bench`,
      { "content-type": "application/json" },
    ],
  ];
  const rows = [];
  for (const [title, base, path, headers] of measured) {
    const result = await run(base, path, headers);
    rows.push({ title, recordsPerSecond: itemsPerSecond(result, EDGE_BATCH), result });
  }
  const [o, b] = rows;
  const table = rows.map(({ title, recordsPerSecond, result }) =>
    throughputRow(
      { name: "route", title, rate: recordsPerSecond, result },
      { unit: "records", requestUnit: "requests", perRequest: EDGE_BATCH, baseRate: b.recordsPerSecond },
    ),
  );
  console.log(
    `\nEdge usage intake: ${EDGE_CONNECTIONS} connections, ${seconds} s each, ${EDGE_BATCH}-record requests`,
  );
  console.table(table);
  console.log(
    `ours/baseline records per second: ${(o.recordsPerSecond / b.recordsPerSecond).toFixed(2)} (goal >= 0.5)`,
  );
  return { table, ratio: o.recordsPerSecond / b.recordsPerSecond };
}
