// Simulation over HTTP: per-node figures and drop reasons on a known graph (filter + route + two
// destinations), the throttle on the events' own timestamps, the first 100 events per destination, and
// nothing live changed (published revision, live throttle state, log store, component usage).
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  client,
  createAccount,
  expectV3Error,
  type Json,
  type TestAccount,
} from "../helpers";

type Api = ReturnType<typeof client>;
let account: TestAccount;
let api: Api;
let other: Api;

beforeAll(async () => {
  account = await createAccount("sim-a");
  api = client(account);
  other = client(await createAccount("sim-b"));
  ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
});

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

const leaf = (field: string, str_operator: string, value?: unknown) => ({
  expressions: [{ field, str_operator, ...(value !== undefined && { value }) }],
});

/** http source -> filter (drop .level debug) -> route (server: status >= 500) -> two destinations. */
async function knownGraph() {
  const p = ok(await api.post("/v3/pipeline", { title: "sim" })).id as string;
  const source = ok(await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).id as string;
  const filter = ok(
    await api.post(`/v3/pipeline/${p}/transform`, {
      type: "filter",
      title: "No debug",
      inputs: [source],
      user_config: { action: "drop", conditional: leaf(".level", "equal", "debug") },
    }),
  ).id as string;
  const route = ok(
    await api.post(`/v3/pipeline/${p}/transform`, {
      type: "route",
      inputs: [filter],
      user_config: {
        conditionals: [{ label: "Server", conditional: leaf(".status", "greater_or_equal", 500) }],
      },
    }),
  ).id as string;
  const errors = ok(
    await api.post(`/v3/pipeline/${p}/sink`, {
      type: "log-analysis",
      title: "Errors",
      inputs: [`${route}.server`],
      user_config: { app: "sim" },
    }),
  ).id as string;
  const rest = ok(
    await api.post(`/v3/pipeline/${p}/sink`, {
      type: "blackhole",
      title: "Rest",
      inputs: [`${route}._unmatched`],
    }),
  ).id as string;
  return { p, source, filter, route, errors, rest };
}

async function sample(p: string, source: string, data: unknown[], envelope = false) {
  return ok(
    await api.post(`/v3/pipeline/${p}/source/${source}/sample`, {
      title: "s",
      format: "json",
      data: JSON.stringify(data),
      envelope,
    }),
  ).id as string;
}

// What the simulating account has: the simulation runs its pipelines, so anything it wrote would be the
// account's (other files share this database).
const count = async (table: string) =>
  (
    await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE account_id = ?`)
      .bind(account.account_id)
      .first<{ n: number }>()
  )?.n ?? 0;
/** Lines the account's log store holds (the catalog's counts). */
const storedLines = async () =>
  (
    await env.DB.prepare("SELECT coalesce(sum(lines), 0) AS n FROM log_slices WHERE account_id = ?")
      .bind(account.account_id)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("simulation of a pipeline's draft graph", () => {
  it("answers per-node figures, drop reasons and what each destination would receive", async () => {
    const g = await knownGraph();
    const events = [
      { level: "info", status: 200 },
      { level: "debug", status: 500 },
      { level: "error", status: 503 },
      { level: "error", status: 500 },
      { level: "debug", status: 200 },
      { level: "warn", status: 404 },
    ];
    const id = await sample(g.p, g.source, events);
    const res = await api.post(`/v3/pipeline/${g.p}/simulate/${g.source}`, { pipeline_sample_id: id });
    expect(res.body.meta.type).toBe("pipeline-simulation");
    const sim = ok(res);
    expect(sim).toMatchObject({
      container_id: g.p,
      container_type: "pipeline",
      source_id: g.source,
      events: 6,
    });
    const node = (nid: string) => sim.nodes.find((n: Json) => n.node_id === nid);
    expect(node(g.source)).toMatchObject({
      type: "http",
      events_in: 6,
      events_out: { default: 6 },
      events_dropped: 0,
    });
    expect(node(g.filter)).toMatchObject({
      type: "filter",
      title: "No debug",
      events_in: 6,
      events_out: { default: 4 },
      events_dropped: 2,
      drop_reasons: { 'filter action "drop": the event matched the condition': 2 },
    });
    expect(node(g.route)).toMatchObject({
      events_in: 4,
      events_out: { server: 2, _unmatched: 2 },
      events_dropped: 0,
    });
    expect(node(g.errors)).toMatchObject({ node_class: "sink", events_in: 2 });
    expect(node(g.rest)).toMatchObject({ node_class: "sink", events_in: 2 });
    const dest = (did: string) => sim.destinations.find((d: Json) => d.destination_id === did);
    expect(dest(g.errors)).toMatchObject({ type: "log-analysis", title: "Errors", count: 2 });
    expect(dest(g.errors).events.map((e: Json) => e.message)).toEqual([events[2], events[3]]);
    expect(dest(g.rest).events.map((e: Json) => e.message)).toEqual([events[0], events[5]]);
    expect(dest(g.rest).events[0]).toHaveProperty("timestamp");
  });

  it("shows the first 100 events of a destination and counts them all", async () => {
    const g = await knownGraph();
    const id = await sample(
      g.p,
      g.source,
      Array.from({ length: 150 }, (_, i) => ({ i, status: 200 })),
    );
    const sim = ok(await api.post(`/v3/pipeline/${g.p}/simulate/${g.source}`, { pipeline_sample_id: id }));
    const rest = sim.destinations.find((d: Json) => d.destination_id === g.rest);
    expect(rest.count).toBe(150);
    expect(rest.events).toHaveLength(100);
    expect(rest.events[99].message.i).toBe(99);
  });

  it("runs the draft, not the published revision, and changes nothing live", async () => {
    const p = ok(await api.post("/v3/pipeline", { title: "sim-live" })).id as string;
    const source = ok(await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).id as string;
    const throttle = ok(
      await api.post(`/v3/pipeline/${p}/transform`, {
        type: "throttle",
        inputs: [source],
        user_config: { threshold: 1, window_ms: 60_000, key_field: ".app" },
      }),
    );
    const sink = ok(
      await api.post(`/v3/pipeline/${p}/sink`, {
        type: "log-analysis",
        inputs: [throttle.id],
        user_config: { app: "simlive", line_field: ".msg" },
      }),
    ).id as string;
    const key = ok(await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).key;
    const published = ok(await api.post(`/v3/pipeline/${p}/publish`));
    const before = ok(await api.get(`/v3/pipeline/${p}`));
    // Draft change after publishing: a drop filter in front of the sink.
    ok(
      await api.put(`/v3/pipeline/${p}/transform/${throttle.id}`, {
        type: "throttle",
        title: throttle.title,
        inputs: [source],
        user_config: { threshold: 2, window_ms: 60_000, key_field: ".app" },
        generation_id: throttle.generation_id,
      }),
    );
    const counts = {
      log: await storedLines(),
      usage: await count("component_usage"),
      revisions: await count("pipeline_revisions"),
    };
    const id = await sample(p, source, [
      { app: "a", msg: "a1" },
      { app: "a", msg: "a2" },
      { app: "a", msg: "a3" },
    ]);
    const sim = ok(await api.post(`/v3/pipeline/${p}/simulate/${source}`, { pipeline_sample_id: id }));
    // The draft's threshold 2, not the published 1.
    expect(sim.nodes.find((n: Json) => n.node_id === throttle.id)).toMatchObject({
      events_in: 3,
      events_out: { default: 2 },
      events_dropped: 1,
    });
    expect(sim.destinations[0]).toMatchObject({ destination_id: sink, count: 2 });
    // Nothing written, the revision untouched.
    expect(await storedLines()).toBe(counts.log);
    expect(await count("component_usage")).toBe(counts.usage);
    expect(await count("pipeline_revisions")).toBe(counts.revisions);
    const after = ok(await api.get(`/v3/pipeline/${p}`));
    expect(after.published_revision_id).toBe(before.published_revision_id);
    expect(after.published_at).toBe(before.published_at);
    expect(published).toBeTruthy();
    // The live throttle never saw the simulated .app a events: the first live one passes.
    const live = await SELF.fetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}`, "content-type": "application/json" },
      body: JSON.stringify([{ app: "a", msg: "live1" }]),
    });
    const body = (await live.json()) as Json;
    expect(live.status, JSON.stringify(body)).toBe(200);
    expect(body.pipelines[0].deliveries[0].events).toBe(1);
    // And a simulation after live traffic is not throttled by it either.
    const again = ok(await api.post(`/v3/pipeline/${p}/simulate/${source}`, { pipeline_sample_id: id }));
    expect(again.destinations[0].count).toBe(2);
  });

  it("runs the throttle on the events' own timestamps", async () => {
    const p = ok(await api.post("/v3/pipeline", { title: "sim-throttle" })).id as string;
    const source = ok(await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).id as string;
    const throttle = ok(
      await api.post(`/v3/pipeline/${p}/transform`, {
        type: "throttle",
        inputs: [source],
        user_config: {
          threshold: 2,
          window_ms: 5_000,
          key_field: ".app",
          exclude: leaf(".host", "equal", "vip"),
        },
      }),
    ).id as string;
    const sink = ok(await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [throttle] })).id;
    const t0 = 1_700_000_000_000;
    // Threshold 2 / window 5 s at 0, 0, 2 (dropped), 2.5 (dropped: a sliding log) and 5 (passes);
    // another .app has its own bucket; the excluded host always passes.
    const at = (s: number, app = "a", host = "h") => ({
      message: { app, host, s },
      timestamp: t0 + s * 1000,
    });
    const id = await sample(
      p,
      source,
      [at(0), at(0), at(2), at(2.5), at(2.5, "b"), at(3, "a", "vip"), at(5)],
      true,
    );
    const sim = ok(await api.post(`/v3/pipeline/${p}/simulate/${source}`, { pipeline_sample_id: id }));
    const node = sim.nodes.find((n: Json) => n.node_id === throttle);
    expect(node).toMatchObject({ events_in: 7, events_out: { default: 5 }, events_dropped: 2 });
    expect(Object.values(node.drop_reasons)).toEqual([2]);
    expect(Object.keys(node.drop_reasons)[0]).toMatch(/throttled: bucket "a"/);
    const got = sim.destinations.find((d: Json) => d.destination_id === sink);
    expect(got.events.map((e: Json) => [e.message.app, e.message.s])).toEqual([
      ["a", 0],
      ["a", 0],
      ["b", 2.5],
      ["a", 3],
      ["a", 5],
    ]);
  });

  it("refuses samples of another source or account (404) and a sample still capturing (409)", async () => {
    const g = await knownGraph();
    const id = await sample(g.p, g.source, [{ a: 1 }]);
    const second = ok(await api.post(`/v3/pipeline/${g.p}/source`, { type: "http" })).id as string;
    expectV3Error(await api.post(`/v3/pipeline/${g.p}/simulate/${second}`, { pipeline_sample_id: id }), 404);
    expectV3Error(
      await other.post(`/v3/pipeline/${g.p}/simulate/${g.source}`, { pipeline_sample_id: id }),
      404,
    );
    const h = await knownGraph();
    expectV3Error(
      await api.post(`/v3/pipeline/${h.p}/simulate/${h.source}`, { pipeline_sample_id: id }),
      404,
    );
    expectV3Error(
      await api.post(`/v3/pipeline/${g.p}/simulate/${g.source}`, {
        pipeline_sample_id: "00000000-0000-4000-8000-000000000000",
      }),
      404,
    );
    expectV3Error(await api.post(`/v3/pipeline/${g.p}/simulate/${g.source}`, {}), 400, "EVALIDATION");
    const cap = ok(
      await api.post(`/v3/pipeline/${g.p}/source/${g.source}/sample`, { title: "c", capture: { limit: 5 } }),
    ).id;
    const busy = expectV3Error(
      await api.post(`/v3/pipeline/${g.p}/simulate/${g.source}`, { pipeline_sample_id: cap }),
      409,
      "ECONFLICT",
    );
    expect(busy.message).toMatch(/capturing/);
  });
});
