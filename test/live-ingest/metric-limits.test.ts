// The tag cardinality limit in live runs: the values seen are the node's Durable Object, so the limit holds
// across requests (a per-request count would let every request through its own value_limit values).
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("metric-limits"));
});

describe("metrics-tag-cardinality-limit, live", () => {
  it("drops events with a third host across requests, and stores the rest", async () => {
    const p = (await api.post("/v3/pipeline", { title: "limits" })).body.data.id as string;
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
    ).body.data.id as string;
    const limit = await api.post(`/v3/pipeline/${p}/transform`, {
      type: "metrics-tag-cardinality-limit",
      inputs: [source],
      user_config: { value_limit: 2, action: "drop_event", tags: ["host"] },
    });
    expect(limit.status, JSON.stringify(limit.body)).toBe(200);
    const sink = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "log-analysis",
      inputs: [limit.body.data.id],
      user_config: { app: "limits-live", hostname: "limits" },
    });
    expect(sink.status, JSON.stringify(sink.body)).toBe(200);
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const send = async (hosts: string[]) => {
      const res = await SELF.fetch(`https://api.test/ingest/${source}`, {
        method: "POST",
        headers: { authorization: `Token ${key}`, "content-type": "application/json" },
        body: JSON.stringify(
          hosts.map((host) => ({
            name: "req",
            kind: "incremental",
            value: { type: "counter", value: 1 },
            tags: { host },
          })),
        ),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    await send(["a"]);
    await send(["b", "c"]);
    await send(["a", "c", "b"]);
    const lines = (await api.get("/v2/export?apps=limits-live&prefer=head")).body.lines as Json[];
    expect(lines.map((l) => JSON.parse(l._line).tags.host).sort()).toEqual(["a", "a", "b", "b"]);
  });
});
