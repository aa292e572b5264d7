#!/usr/bin/env node
// npm run bench: starts `wrangler dev` on loopback with its own local state, creates an account and a
// pipeline, then loads routes with autocannon (50 connections, bounded in time) and prints each one's
// requests per second and p50/p99 latency as a ratio to the cheap /health route measured in the same run.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const PORT = Number(process.env.BENCH_PORT ?? 8799);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

const state = mkdtempSync(join(tmpdir(), "bench-state-"));
const account = JSON.parse(
  execFileSync("node", ["scripts/account-create.mjs", "--name", "bench", "--persist-to", state], {
    stdio: ["ignore", "pipe", "inherit"],
  }).toString(),
);
const auth = { authorization: `Token ${account.service_key}`, "content-type": "application/json" };

const dev = spawn(
  "npx",
  ["wrangler", "dev", "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", state],
  {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-dev.pid, "SIGTERM");
  } catch {}
  rmSync(state, { recursive: true, force: true });
};
process.on("exit", stop);
process.on("SIGINT", () => process.exit(130));

async function waitUntilUp() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("wrangler dev did not start within 60 s");
}

async function api(method, path, body) {
  const res = await fetch(`${BASE}${path}`, { method, headers: auth, body: body && JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

function load(title, options) {
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url: `${BASE}${options.path ?? ""}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        ...options,
      },
      (err, result) => (err ? reject(err) : resolve({ title, result })),
    );
    autocannon.track(run, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

await waitUntilUp();
const pipeline = await api("POST", "/v3/pipeline", { title: "bench" });
const source = await api("POST", `/v3/pipeline/${pipeline.id}/source`, { type: "http" });
// One processor per connection, so concurrent updates never contend for one generation_id.
const processors = [];
for (let i = 0; i < CONNECTIONS; i++) {
  processors.push(
    await api("POST", `/v3/pipeline/${pipeline.id}/transform`, {
      type: "drop-fields",
      title: `p${i}`,
      inputs: [source.id],
      user_config: { fields: [".secret"] },
    }),
  );
}
// Each request takes a processor from the pool and gives it back with its new generation_id.
const pool = [...processors];

const runs = [];
runs.push(await load("GET /health (baseline)", { path: "/health" }));
runs.push(await load("GET /v3/pipeline/{id}", { path: `/v3/pipeline/${pipeline.id}`, headers: auth }));
runs.push(
  await load("PUT /v3/pipeline/{id}/transform/{id}", {
    requests: [
      {
        method: "PUT",
        headers: auth,
        setupRequest: (req, context) => {
          const n = pool.pop();
          context.node = n;
          req.path = `/v3/pipeline/${pipeline.id}/transform/${n.id}`;
          req.body = JSON.stringify({
            type: "drop-fields",
            title: n.title,
            inputs: [source.id],
            user_config: { fields: [".secret", `.f${n.generation_id % 10}`] },
            generation_id: n.generation_id,
          });
          return req;
        },
        onResponse: (status, body, context) => {
          if (status === 200) context.node.generation_id = JSON.parse(body).data.generation_id;
          pool.push(context.node);
        },
      },
    ],
  }),
);

const base = runs[0].result;
const rows = runs.map(({ title, result }) => ({
  route: title,
  "req/s": Math.round(result.requests.average),
  "p50 ms": result.latency.p50,
  "p99 ms": result.latency.p99,
  "non-2xx": result.non2xx,
  codes: Object.keys(result.statusCodeStats ?? {}).join(" "),
  errors: result.errors + result.timeouts,
  "req/s ratio": (result.requests.average / base.requests.average).toFixed(2),
  "p50 ratio": (result.latency.p50 / Math.max(base.latency.p50, 0.001)).toFixed(2),
  "p99 ratio": (result.latency.p99 / Math.max(base.latency.p99, 0.001)).toFixed(2),
}));
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per route, wrangler dev on ${BASE} (local D1)`);
console.table(rows);
process.exit(0);
