// Tail sampling in live runs: spans wait in the node's trace buffer (a Durable Object) until their trace is
// decided, then the kept traces' spans run downstream (here into the log store) and the others are dropped;
// spans that come after their trace's decision follow it at once. Decided with an injected clock (the
// object's alarm does the same with the real one).
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { TAIL_DECISION_WAIT_MS } from "../../src/engine/processors/trace-sampling";
import { client, createAccount, type Json, sendLive } from "../helpers";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("tail-sampling"));
});

async function tailPipeline(app: string) {
  const p = (await api.post("/v3/pipeline", { title: app })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const sampler = await api.post(`/v3/pipeline/${p}/transform`, {
    type: "trace-sampling",
    inputs: [source],
    user_config: {
      sample_type: "tail",
      conditionals: [
        {
          rate: 1,
          conditional: { expressions: [{ field: ".status", str_operator: "greater_or_equal", value: 500 }] },
        },
      ],
    },
  });
  expect(sampler.status, JSON.stringify(sampler.body)).toBe(200);
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "log-analysis",
    inputs: [sampler.body.data.id],
    user_config: { app, hostname: app },
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data.key;
  expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
  const send = (events: Json[]) => sendLive(source, key, events);
  const stored = async () =>
    ((await api.get(`/v2/export?apps=${app}&prefer=head`)).body.lines as Json[]).map((l) =>
      JSON.parse(l._line),
    );
  const buffer = env.TRACE_BUFFER.get(env.TRACE_BUFFER.idFromName(`${p}:${sampler.body.data.id}`));
  return { send, stored, buffer };
}

describe("tail sampling, live", () => {
  it("holds spans, keeps the traces a rule matches (every span), drops the rest, and follows its decision", async () => {
    const { send, stored, buffer } = await tailPipeline("tail-live");
    await send([
      { trace_id: "t-error", span: "root", status: 200 },
      { trace_id: "t-ok", span: "root", status: 200 },
      { note: "not a span" },
    ]);
    await send([{ trace_id: "t-error", span: "db", status: 503, parent_span_id: "root" }]);
    // Only the event without a trace id went through; the spans wait.
    expect(await stored()).toEqual([{ note: "not a span" }]);
    expect(await buffer.held()).toEqual({ spans: 3, traces: 2 });

    expect(await buffer.decide(Date.now())).toEqual({ kept: 0, dropped: 0 }); // not due yet
    expect(await buffer.decide(Date.now() + TAIL_DECISION_WAIT_MS)).toEqual({ kept: 1, dropped: 1 });
    expect(await buffer.held()).toEqual({ spans: 0, traces: 0 });
    const kept = (await stored()).filter((e) => e.trace_id);
    expect(kept.map((e) => e.span).sort()).toEqual(["db", "root"]);
    expect(kept.every((e) => e.trace_id === "t-error")).toBe(true);

    // Late spans follow their trace's decision at once.
    await send([
      { trace_id: "t-error", span: "late", status: 200 },
      { trace_id: "t-ok", span: "late", status: 500 },
    ]);
    expect((await stored()).filter((e) => e.span === "late")).toEqual([
      { trace_id: "t-error", span: "late", status: 200 },
    ]);

    // A span held while its trace's decision was running downstream (a hold() during that await) is not
    // deleted with the others: the next alarm follows the decision for it.
    await runInDurableObject(buffer, (_instance, state) => {
      for (const [traceId, span] of [
        ["t-error", "racing"],
        ["t-ok", "racing"],
      ])
        state.storage.sql.exec(
          "INSERT INTO spans (trace_id, event) VALUES (?, ?)",
          traceId,
          JSON.stringify({ message: { trace_id: traceId, span }, metadata: {}, timestamp: Date.now() }),
        );
    });
    await buffer.decide(Date.now());
    expect((await stored()).filter((e) => e.span === "racing")).toEqual([
      { trace_id: "t-error", span: "racing" },
    ]);
    expect(await buffer.held()).toEqual({ spans: 0, traces: 0 });
  });
});
