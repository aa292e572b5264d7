// End to end: a js-script processor (Mezmo's Script Execution) built through the API, published, fed over
// HTTP with an access key, delivering to the loopback receiver; and the create/update checks of its script.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";
import { receivedWhen } from "../receiver-client";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("js-script"));
});

const SCRIPT = `function processEvent(message, metadata, timestamp, annotations) {
  if (message.skip) { return null }
  if (message.boom) { throw new Error("boom " + message.n) }
  message.level = String(message.level || "info").toUpperCase()
  message.seen = true
  return message
}`;

describe("js-script processor, live", () => {
  it("transforms, drops and reports script errors for events of a published pipeline", async () => {
    const path = `/js/${crypto.randomUUID()}`;
    const p = (await api.post("/v3/pipeline", { title: "js live" })).body.data.id as string;
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
    ).body.data.id as string;
    const script = await api.post(`/v3/pipeline/${p}/transform`, {
      type: "js-script",
      inputs: [source],
      user_config: { script: SCRIPT },
    });
    expect(script.status, JSON.stringify(script.body)).toBe(200);
    const sink = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "http",
      inputs: [script.body.data.id],
      user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "ndjson" },
    });
    expect(sink.status, JSON.stringify(sink.body)).toBe(200);
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key as string;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);

    const res = await SELF.fetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}`, "content-type": "application/json" },
      body: JSON.stringify([{ n: 1, level: "warn" }, { n: 2, skip: true }, { n: 3, boom: true }, { n: 4 }]),
    });
    const body = (await res.json()) as Json;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.accepted).toBe(4);
    expect(body.pipelines[0].deliveries[0]).toMatchObject({
      type: "http",
      events: 2,
      ok: true,
      queued: true,
    });
    const usage = await env.DB.prepare(
      "SELECT sum(events_in) AS i, sum(events_out) AS o, sum(events_dropped) AS d FROM component_usage WHERE pipeline_id = ? AND component_id = ?",
    )
      .bind(p, script.body.data.id)
      .first<{ i: number; o: number; d: number }>();
    expect(usage).toEqual({ i: 4, o: 2, d: 2 });

    const requests = await receivedWhen(path, 1);
    const delivered = requests.flatMap((r) => r.body.split("\n").map((l) => JSON.parse(l)));
    expect(delivered).toEqual([
      { n: 1, level: "WARN", seen: true },
      { n: 4, level: "INFO", seen: true },
    ]);
  });

  it("refuses a script that does not compile or defines no processEvent, on create and update", async () => {
    const p = (await api.post("/v3/pipeline", { title: "js checks" })).body.data.id as string;
    const invalid = (res: ApiResponse, message: RegExp) => {
      const err = expectV3Error(res, 400, "EVALIDATION");
      expect(err.errors.map((e: Json) => e.instancePath)).toContain("/user_config/script");
      expect(err.message).toMatch(message);
    };
    const post = (script: unknown) =>
      api.post(`/v3/pipeline/${p}/transform`, { type: "js-script", user_config: { script } });
    invalid(await post("function processEvent(e) { return e"), /SyntaxError/);
    invalid(await post("function process(e) { return e }"), /must define a function processEvent/);
    invalid(await post("while (true) {}"), /CPU budget/);
    invalid(await post(""), /./);
    invalid(await post(`// ${"x".repeat(50_001)}\nfunction processEvent(e) { return e }`), /./);
    expectV3Error(await api.post(`/v3/pipeline/${p}/transform`, { type: "js-script", user_config: {} }), 400);

    const created = await post("function processEvent(e) { return e }");
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id as string;
    invalid(
      await api.put(`/v3/pipeline/${p}/transform/${id}`, {
        type: "js-script",
        user_config: { script: "function processEvent(e) {" },
        generation_id: 0,
      }),
      /SyntaxError/,
    );
    const read = await api.get(`/v3/pipeline/${p}/transform/${id}`);
    expect(read.body.data.user_config.script).toBe("function processEvent(e) { return e }");
  });
});
