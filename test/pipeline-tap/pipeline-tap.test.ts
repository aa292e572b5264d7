// Pipeline tap in workerd, through real live runs: a tap request is left pending, its lease is awaited in D1
// (what live runs read), then events go to the published pipeline's push source (`/ingest/<source>`) or a pull
// source ticks, and the tap's answer is checked.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TAP_LIMITS } from "../../src/live/tap";
import { type ApiResponse, client, createAccount, expectV3Error, type Json, sendLive } from "../helpers";
import { publishedPullPipeline, pullObject } from "../pull-sources/helpers";
import { eventually } from "../receiver-client";

let api: ReturnType<typeof client>;
let other: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("tap"));
  other = client(await createAccount("tap-other"));
});

const errors = {
  logical_operation: "AND",
  expressions: [{ field: ".level", str_operator: "equal", value: "error" }],
};

/**
 * http source -> drop-fields (.secret) -> route (errors | _unmatched) -> two blackholes, published; `send`
 * posts events to the source's live ingestion endpoint.
 */
async function tappedPipeline(title: string, publish = true, as = api) {
  const api = as;
  const p = (await api.post("/v3/pipeline", { title })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const drop = (
    await api.post(`/v3/pipeline/${p}/transform`, {
      type: "drop-fields",
      inputs: [source],
      user_config: { fields: [".secret"] },
    })
  ).body.data.id as string;
  const route = await api.post(`/v3/pipeline/${p}/transform`, {
    type: "route",
    inputs: [drop],
    user_config: { conditionals: [{ label: "Errors", conditional: errors }] },
  });
  expect(route.status, JSON.stringify(route.body)).toBe(200);
  const routeId = route.body.data.id as string;
  const sink = async (input: string) =>
    (await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [input] })).body.data.id as string;
  const errorSink = await sink(`${routeId}.errors`);
  const otherSink = await sink(`${routeId}._unmatched`);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
    .key as string;
  if (publish) expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
  const send = (events: Json[]) => sendLive(source, key, events);
  return { p, source, drop, routeId, errorSink, otherSink, send };
}

/** The pipeline's lease as live runs read it. */
const lease = async (p: string) =>
  (await env.DB.prepare("SELECT tap_until, taps FROM pipelines WHERE id = ?")
    .bind(p)
    .first<{ tap_until: number; taps: string | null }>()) as { tap_until: number; taps: string | null };

/** Waits until `count` taps are in the pipeline's lease (so runs from now on catch for them). */
const leased = (p: string, count: number) =>
  eventually(
    () => lease(p),
    (l) => l.tap_until > Date.now() && JSON.parse(l.taps ?? "[]").length === count,
  );

const tapObject = (p: string) => env.PIPELINE_TAP.get(env.PIPELINE_TAP.idFromName(`tap:${p}`));

/** Opens a tap (not awaited) and waits for its lease; `answer` is the pending answer. */
async function openTap(p: string, component: string, body: Json, open = 1) {
  const started = Date.now();
  const answer = api.post(`/v3/pipeline/${p}/tap/${component}`, body);
  await leased(p, open);
  return { answer, started };
}

const messages = (res: ApiResponse) => res.body.data.map((e: Json) => e.message);

describe("pipeline tap through live ingestion", () => {
  it("answers the events leaving a processor as the run saw them there, early at the limit", async () => {
    const t = await tappedPipeline("tap-processor");
    const { answer, started } = await openTap(t.p, t.drop, { limit: 3, timeout: 15 });
    await t.send([
      { app: "a", level: "info", secret: "s1", n: 1 },
      { app: "b", level: "error", secret: "s2", n: 2 },
      { app: "c", level: "info", secret: "s3", n: 3 },
      { app: "d", level: "info", secret: "s4", n: 4 },
    ]);
    const res = await answer;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Early: the limit was reached long before the 15 s timeout.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.body.meta).toMatchObject({
      type: "pipeline-tap",
      pk: "id",
      page: null,
      pipeline_id: t.p,
      component_id: t.drop,
      edge_id: null,
      limit: 3,
      count: 3,
      ended: "limit",
      oversized: 0,
    });
    // After drop-fields: no .secret; the envelope as the run has it.
    expect(messages(res)).toEqual([
      { app: "a", level: "info", n: 1 },
      { app: "b", level: "error", n: 2 },
      { app: "c", level: "info", n: 3 },
    ]);
    for (const e of res.body.data) {
      expect(Object.keys(e).sort()).toEqual(["message", "metadata", "timestamp"]);
      expect(typeof e.timestamp).toBe("number");
    }
    // An answered tap leaves no lease behind.
    await eventually(
      () => lease(t.p),
      (l) => l.tap_until === 0 && l.taps === null,
    );
  });

  it("taps one route output with `<id>.<output>`, and a destination with the events that reached it", async () => {
    const t = await tappedPipeline("tap-output");
    const branch = await openTap(t.p, `${t.routeId}.errors`, { limit: 2, timeout: 15 });
    const sink = await openTap(
      t.p,
      t.otherSink,
      { limit: 2, timeout: 15, edge_id: `${t.routeId}._unmatched` },
      2,
    );
    await t.send([
      { level: "info", n: 1 },
      { level: "error", n: 2 },
      { level: "info", n: 3 },
      { level: "error", n: 4 },
    ]);
    const errorsOut = await branch.answer;
    expect(errorsOut.status, JSON.stringify(errorsOut.body)).toBe(200);
    expect(errorsOut.body.meta.component_id).toBe(`${t.routeId}.errors`);
    expect(messages(errorsOut)).toEqual([
      { level: "error", n: 2 },
      { level: "error", n: 4 },
    ]);
    const reached = await sink.answer;
    expect(reached.status, JSON.stringify(reached.body)).toBe(200);
    expect(reached.body.meta.edge_id).toBe(`${t.routeId}._unmatched`);
    expect(messages(reached)).toEqual([
      { level: "info", n: 1 },
      { level: "info", n: 3 },
    ]);
  });

  it("keeps only events that satisfy the filter", async () => {
    const t = await tappedPipeline("tap-filter");
    const filter = {
      logical_operation: "AND",
      expressions: [{ field: ".app", str_operator: "equal", value: "b" }],
    };
    const { answer } = await openTap(t.p, t.source, { limit: 2, timeout: 15, filter });
    await t.send([
      { app: "a", n: 1 },
      { app: "b", n: 2, secret: "kept at the source" },
      { app: "a", n: 3 },
    ]);
    await t.send([{ app: "b", n: 4 }]);
    const res = await answer;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Tapped at the source: before drop-fields.
    expect(messages(res)).toEqual([
      { app: "b", n: 2, secret: "kept at the source" },
      { app: "b", n: 4 },
    ]);
  });

  it("answers at its timeout with what it has, possibly nothing", async () => {
    const t = await tappedPipeline("tap-timeout");
    const started = Date.now();
    const empty = await api.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, { timeout: 1 });
    expect(empty.status, JSON.stringify(empty.body)).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.meta).toMatchObject({ limit: 10, timeout: 1, count: 0, ended: "timeout" });

    const { answer } = await openTap(t.p, t.drop, { limit: 50, timeout: 3 });
    await t.send([{ n: 1 }, { n: 2 }]);
    const some = await answer;
    expect(some.status).toBe(200);
    expect(messages(some)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(some.body.meta).toMatchObject({ count: 2, ended: "timeout" });
  });

  it("costs a run nothing when no tap is open: no lease, no call to the tap object", async () => {
    const t = await tappedPipeline("tap-idle");
    await t.send([{ n: 1 }, { n: 2 }]);
    expect(await lease(t.p)).toEqual({ tap_until: 0, taps: null });
    expect(await tapObject(t.p).stats()).toEqual({ open: 0, offers: 0 });
    // With a tap open, the same run hands its catch over (once per run).
    const { answer } = await openTap(t.p, t.drop, { limit: 1, timeout: 15 });
    await t.send([{ n: 3 }]);
    expect(messages(await answer)).toEqual([{ n: 3 }]);
    expect((await tapObject(t.p).stats()).offers).toBe(1);
    // Closed again: later runs call nothing.
    await eventually(
      () => lease(t.p),
      (l) => l.tap_until === 0,
    );
    await t.send([{ n: 4 }]);
    expect(await tapObject(t.p).stats()).toEqual({ open: 0, offers: 1 });
  });

  it("holds at most 10 taps per pipeline (409 beyond) and frees them at their timeout", async () => {
    const t = await tappedPipeline("tap-bound");
    const pending = Array.from({ length: 10 }, () =>
      api.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, { timeout: 2 }),
    );
    await eventually(
      () => tapObject(t.p).stats(),
      (s) => s.open === 10,
    );
    expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, { timeout: 1 }), 409, "ECONFLICT");
    for (const res of await Promise.all(pending)) expect(res.status).toBe(200);
    expect((await tapObject(t.p).stats()).open).toBe(0);
    await eventually(
      () => lease(t.p),
      (l) => l.tap_until === 0 && l.taps === null,
    );
  });
});

describe("the account's bound", () => {
  it(`holds at most ${TAP_LIMITS.maxTapsPerAccount} taps over the account's pipelines (409 beyond)`, async () => {
    const own = client(await createAccount("tap-account-bound"));
    const [busy, t] = [await tappedPipeline("busy", true, own), await tappedPipeline("free", true, own)];
    // The busy pipeline's lease lists as many open taps as the account may have (as its tap object writes it).
    const specs = Array.from({ length: TAP_LIMITS.maxTapsPerAccount }, (_, i) => ({ id: `t${i}` }));
    const setLease = (until: number, taps: string | null) =>
      env.DB.prepare("UPDATE pipelines SET tap_until = ?, taps = ? WHERE id = ?")
        .bind(until, taps, busy.p)
        .run();
    await setLease(Date.now() + 60_000, JSON.stringify(specs));
    const refused = await own.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, { timeout: 1 });
    expectV3Error(refused, 409, "ECONFLICT");
    expect(JSON.stringify(refused.body)).toContain(`${TAP_LIMITS.maxTapsPerAccount} taps open`);
    // Another account's taps never count; a lease that ran out counts for nothing.
    const mine = await tappedPipeline("another account's");
    expect((await api.post(`/v3/pipeline/${mine.p}/tap/${mine.drop}`, { timeout: 1 })).status).toBe(200);
    await setLease(Date.now() - 1, JSON.stringify(specs));
    const answered = await own.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, { timeout: 1 });
    expect(answered.status).toBe(200);
  });
});

describe("refusals", () => {
  it("404 for another account's pipeline or an unknown component, 409 unpublished, 400 bad bodies", async () => {
    const t = await tappedPipeline("tap-refusals");
    // Another account: the pipeline does not exist for it.
    expectV3Error(await other.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, {}), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${crypto.randomUUID()}/tap/${t.drop}`, {}), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/${crypto.randomUUID()}`, {}), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/not-a-node`, {}), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/${t.routeId}.nope`, {}), 404, "ENOTFOUND");
    expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/${t.errorSink}.errors`, {}), 404, "ENOTFOUND");

    // Not published; and a node only the draft has.
    const draft = await tappedPipeline("tap-draft", false);
    expectV3Error(await api.post(`/v3/pipeline/${draft.p}/tap/${draft.drop}`, {}), 409, "ECONFLICT");
    const added = (
      await api.post(`/v3/pipeline/${t.p}/transform`, {
        type: "drop-fields",
        inputs: [t.source],
        user_config: { fields: [".x"] },
      })
    ).body.data.id as string;
    expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/${added}`, {}), 409, "ECONFLICT");

    // Bodies.
    for (const body of [
      { limit: 0 },
      { limit: 101 },
      { timeout: 0.5 },
      { timeout: 21 },
      { extra: 1 },
      { filter: { logical_operation: "AND", expressions: [] } },
    ])
      expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, body), 400, "EVALIDATION");
    // Edges: not an input; a source has none; a processor with one input takes its own input.
    const notInput = await api.post(`/v3/pipeline/${t.p}/tap/${t.errorSink}`, { edge_id: t.drop });
    expectV3Error(notInput, 400, "EVALIDATION");
    expect(notInput.body.errors[0].instancePath).toBe("/edge_id");
    expectV3Error(await api.post(`/v3/pipeline/${t.p}/tap/${t.source}`, { edge_id: t.source }), 400);
    const own = await api.post(`/v3/pipeline/${t.p}/tap/${t.drop}`, { edge_id: t.source, timeout: 1 });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
  });

  it("refuses an edge of a processor with several inputs (events it emits cannot be told apart by input)", async () => {
    const p = (await api.post("/v3/pipeline", { title: "tap-two-inputs" })).body.data.id as string;
    const src = async () =>
      (await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })).body
        .data.id as string;
    const [a, b] = [await src(), await src()];
    const both = (
      await api.post(`/v3/pipeline/${p}/transform`, {
        type: "drop-fields",
        inputs: [a, b],
        user_config: { fields: [".x"] },
      })
    ).body.data.id as string;
    await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [both] });
    expect((await api.post(`/v3/pipeline/${p}/publish?allow_empty_access_keys=true`)).status).toBe(200);
    const res = await api.post(`/v3/pipeline/${p}/tap/${both}`, { edge_id: a });
    expectV3Error(res, 400, "EVALIDATION");
    expect(res.body.message).toMatch(/several inputs/);
  });
});

describe("pipeline tap through a pull source", () => {
  it("catches what a demo-logs source's run sends out", async () => {
    const { p, source } = await publishedPullPipeline(
      api,
      { type: "demo-logs", user_config: { format: "json", interval_ms: 60_000 } },
      { type: "blackhole" },
      "tap-pull",
    );
    const { answer } = await openTap(p, source, { limit: 1, timeout: 15 });
    await pullObject(p, source).tick(Date.now() + 120_000);
    const res = await answer;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].message).toMatchObject({
      method: expect.any(String),
      status: expect.any(Number),
    });
    expect(res.body.data[0].metadata).toMatchObject({ format: "json" });
  });
});
