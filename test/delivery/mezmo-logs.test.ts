// The mezmo terraform provider's logs destination (models/destinations/mezmo.go, type `mezmo`): events sent
// through a published pipeline are written into this account's log store by the delivery queue's consumer,
// and read back with export v2: lines built as its log construction schemes say, query templates for host,
// tags, ip and mac, and the ingestion key checked at each delivery (one deleted since dead-letters the batch,
// nothing written; the sender's answer does not depend on it).
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { mezmoLine, renderTemplate } from "../../src/delivery/mezmo-logs";
import { newEvent } from "../../src/engine/events";
import { client, createAccount, type Json, type TestAccount } from "../helpers";
import { eventually } from "../receiver-client";

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("mezmo-logs");
  api = client(account);
});

async function send(sourceId: string, key: string, body: unknown) {
  const res = await SELF.fetch(`https://api.test/ingest/${sourceId}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** http source -> mezmo destination, published, with the source's access key. */
async function pipeline(title: string, userConfig: Json) {
  const p = (await api.post("/v3/pipeline", { title })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "json" } })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "mezmo",
    inputs: [source],
    user_config: userConfig,
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
    .key as string;
  const published = await api.post(`/v3/pipeline/${p}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { p, source, sink: sink.body.data.id as string, key };
}

/** The lines export v2 has of `query`, once `count` are there (the delivery queue writes them). */
const exported = async (query: string, count: number) =>
  (
    await eventually(
      async () => ((await api.get(`/v2/export?${query}`)).body.lines ?? []) as Json[],
      (lines) => lines.length >= count,
    )
  ).sort((a, b) => (a._ts as number) - (b._ts as number));

describe("mezmo destination (mezmo_logs_destination)", () => {
  it("explicit field selection: line, app, file, meta and time from the event; host, tags, ip, mac from query templates", async () => {
    const { source, key } = await pipeline("mezmo-explicit", {
      ack_enabled: true,
      mezmo_host: "logs.logdna.com",
      use_ingestion_key: true,
      ingestion_key: account.ingestion_key,
      query: {
        hostname: "{{ .host }}",
        tags: ["{{ .team }}", "pipeline"],
        ip: "{{.ip}}",
        mac: "{{ .mac }}",
      },
      message: {
        scheme: "Explicit field selection",
        line: "line: {{.thing_one}} - {{.thing_two}}",
        app: "{{ .app }}",
        file: "{{._file}}",
        meta_field: "._meta",
        timestamp_field: "._ts",
        env: "{{._env}}",
      },
    });
    // Recent times: export reads the retention period.
    const t0 = Date.now() - 60_000;
    const res = await send(source, key, [
      {
        host: "web-1",
        team: "payments",
        ip: "10.0.0.1",
        mac: "aa:bb",
        thing_one: "a",
        thing_two: 2,
        app: "checkout",
        _file: "/var/log/app.log",
        _meta: { user: "u1" },
        _ts: t0,
        _env: "prod",
      },
      { host: "web-2", thing_one: "b", app: "checkout", _ts: new Date(t0 + 1000).toISOString() },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pipelines[0].deliveries[0]).toMatchObject({
      type: "mezmo",
      events: 2,
      ok: true,
      queued: true,
    });
    const lines = await exported("apps=checkout", 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      _line: "line: a - 2",
      _app: "checkout",
      _host: "web-1",
      _file: "/var/log/app.log",
      _ts: t0,
      _tag: ["payments", "pipeline"],
      _ip: "10.0.0.1",
      _mac: "aa:bb",
      user: "u1",
    });
    // A missing field renders as nothing; a tag that renders empty is left out.
    expect(lines[1]).toMatchObject({
      _line: "line: b - ",
      _host: "web-2",
      _tag: ["pipeline"],
      _ts: t0 + 1000,
    });
  });

  it("message pass-through, and the defaults (no key, the whole message as the line, host mezmo)", async () => {
    const pass = await pipeline("mezmo-pass", {
      ack_enabled: false,
      mezmo_host: "zzz.mezmo.com",
      use_ingestion_key: false,
      query: {},
      message: { scheme: "Message pass-through" },
    });
    const seconds = Math.floor(Date.now() / 1000) - 60;
    const res = await send(pass.source, pass.key, [
      {
        line: "shaped line",
        app: "pass-app",
        level: "warn",
        hostname: "h-1",
        meta: { k: "v" },
        timestamp: seconds,
      },
      { msg: "not line-shaped", app: "pass-app" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const lines = await exported("apps=pass-app", 1);
    expect(lines).toContainEqual(
      expect.objectContaining({
        _line: "shaped line",
        _host: "h-1",
        level: "WARN",
        k: "v",
        _ts: seconds * 1000,
      }),
    );
    // Not line-shaped: the whole message is the line (and its meta); its app is not a line field here.
    const defaults = await pipeline("mezmo-defaults", {});
    expect((await send(defaults.source, defaults.key, [{ msg: "whole", app: "ignored" }])).status).toBe(200);
    const page = await exported("hosts=mezmo", 2);
    expect(page).toContainEqual(
      expect.objectContaining({
        _line: '{"msg":"whole","app":"ignored"}',
        _host: "mezmo",
        _app: "",
        msg: "whole",
      }),
    );
  });

  it("dead-letters the batch, writing nothing, once its ingestion key is no longer the account's", async () => {
    const created = await api.post("/v1/config/keys?type=ingestion", { name: "for the destination" });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { p, sink, source, key } = await pipeline("mezmo-deleted-key", {
      use_ingestion_key: true,
      ingestion_key: created.body.key,
      message: { scheme: "Explicit field selection", line: ".msg", app: "deleted-key" },
    });
    expect((await send(source, key, [{ msg: "before" }])).status).toBe(200);
    await exported("apps=deleted-key", 1);
    expect((await api.delete(`/v1/config/keys/${created.body.id}`)).status).toBe(200);
    // The sender's answer does not depend on a destination: the batch is refused at its delivery.
    expect((await send(source, key, [{ msg: "after" }])).status).toBe(200);
    const status = await eventually(
      async () => (await api.get(`/v3/pipeline/${p}/sink/${sink}/delivery`)).body.data as Json,
      (s) => s.dead_letter_events === 1,
    );
    expect(status.last_error.message).toMatch(/ingestion_key is not one of this account's ingestion keys/);
    expect(JSON.stringify(status)).not.toContain(created.body.key);
    expect((await exported("apps=deleted-key", 1)).map((l) => l._line)).toEqual(["before"]);
  });

  it("renders templates over the message and the metadata, and reads field references", () => {
    const event = newEvent({ a: { b: "x" }, n: 1, obj: { k: 1 } }, 5, { query: { tags: "t1" } });
    expect(
      renderTemplate("{{ .a.b }}-{{.n}}-{{metadata.query.tags}}-{{ .missing }}-{{ nope nope }}", event),
    ).toBe("x-1-t1--{{ nope nope }}");
    const line = mezmoLine(event, {
      ack_enabled: true,
      mezmo_host: "h",
      use_ingestion_key: false,
      message: { scheme: "Explicit field selection", line: ".obj", timestamp_field: "metadata.none" },
    });
    expect(line).toMatchObject({ line: '{"k":1}', meta: { k: 1 }, ts: 5, host: "mezmo" });
  });
});
