// The push protocols' edges, inside workerd: each refusal in the protocol's own terms, nothing taken from
// a refused request, and the generic senders' documented bodies (Fluent Bit, Logstash, Vector, webhooks).
// The real client libraries' happy paths run in the clients project (test/clients).
// Destinations are delivered by the delivery queue's consumer after the sender's answer: a test waits for the
// events it expects at the receiver (and a little longer, to see anything more).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json, workerFetch } from "../helpers";
import { type ReceivedRequest, receivedWhen } from "../receiver-client";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("protocols"));
});

interface Source {
  url: string;
  id: string;
  key: string;
  pipelineId: string;
  /**
   * The events the destination received, once at least `events` arrived (0: after a short wait, to show that
   * none did).
   */
  received: (events: number) => Promise<Json[]>;
}

/** The events of the receiver's requests (each body a JSON array). */
const eventsOf = (requests: ReceivedRequest[]): Json[] => requests.flatMap((r) => JSON.parse(r.body));

/** The events received at `path`, once at least `count` arrived. */
const eventsAt = async (path: string, count: number) =>
  eventsOf(await receivedWhen(path, (requests) => eventsOf(requests).length >= count));

/** A published pipeline: a `type` source delivering every event as JSON to the loopback receiver. */
async function source(type: string, user_config: Json = {}): Promise<Source> {
  const pipelineId = (await api.post("/v3/pipeline", { title: `${type} protocol` })).body.data.id as string;
  const created = await api.post(`/v3/pipeline/${pipelineId}/source`, { type, user_config });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.data.id as string;
  const path = `/protocols/${pipelineId}`;
  await api.post(`/v3/pipeline/${pipelineId}/sink`, {
    type: "http",
    inputs: [id],
    user_config: { uri: `${env.RECEIVER_URL}${path}`, encoding: "json", max_retries: 0 },
  });
  const key = (await api.post(`/v3/pipeline/${pipelineId}/source/${id}/access-key`, { title: "k" })).body.data
    .key;
  expect((await api.post(`/v3/pipeline/${pipelineId}/publish`)).status).toBe(200);
  return {
    url: `https://api.test/ingest/${id}`,
    id,
    key,
    pipelineId,
    received: (events) => eventsAt(path, events),
  };
}

async function post(url: string, body: BodyInit, headers: Record<string, string>) {
  const res = await workerFetch(url, { method: "POST", headers, body });
  const text = await res.text();
  let json: Json | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, text, json };
}

const gzip = async (text: string) =>
  new Uint8Array(
    await new Response(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
  );

describe("Splunk HEC refusals", () => {
  let hec: Source;
  const auth = () => ({ Authorization: `Splunk ${hec.key}` });
  beforeAll(async () => {
    hec = await source("siem-hec");
  });

  it("answers each problem with its HEC code, and takes nothing from a refused body", async () => {
    const at = `${hec.url}/services/collector/event`;
    const cases: [string, Record<string, string>, number, Json][] = [
      ["", auth(), 400, { text: "No data", code: 5 }],
      [
        '{"event":"a"}{"event":',
        auth(),
        400,
        { text: "Invalid data format", code: 6, "invalid-event-number": 1 },
      ],
      [
        '{"event":"a"} {"host":"h"}',
        auth(),
        400,
        { text: "Event field is required", code: 12, "invalid-event-number": 1 },
      ],
      [
        '{"event":""}',
        auth(),
        400,
        { text: "Event field cannot be blank", code: 13, "invalid-event-number": 0 },
      ],
      ['{"event":"a","fields":{"x":{"y":1}}}', auth(), 400, { code: 15, "invalid-event-number": 0 }],
      ['{"event":"a","time":"yesterday"}', auth(), 400, { code: 6, "invalid-event-number": 0 }],
      ['{"event":"a"}', {}, 401, { text: "Token is required", code: 2 }],
      ['{"event":"a"}', { Authorization: "Splunk nope" }, 403, { text: "Invalid token", code: 4 }],
    ];
    for (const [body, headers, status, expected] of cases) {
      const res = await post(at, body, headers);
      expect(res.status, body).toBe(status);
      expect(res.headers.get("content-type")).toBe("application/json; charset=UTF-8");
      expect(res.json, body).toMatchObject(expected);
    }
    expect(await hec.received(0)).toEqual([]);
  });

  it("answers the query-string token, ack and unknown paths as Splunk does", async () => {
    expect(
      (await post(`${hec.url}/services/collector/event?token=${hec.key}`, '{"event":"a"}', {})).json,
    ).toMatchObject({ code: 16 });
    expect((await post(`${hec.url}/services/collector/ack`, '{"acks":[0]}', auth())).json).toMatchObject({
      code: 14,
    });
    const unknown = await post(`${hec.url}/services/collector/mint`, "x", auth());
    expect(unknown.status).toBe(404);
  });

  it("takes an array of events, Basic auth with the token as password, gzip, and query defaults", async () => {
    const body = await gzip(
      JSON.stringify([
        { event: { a: 1 }, time: 1790000000.5 },
        { event: "b", host: "own" },
      ]),
    );
    const res = await post(`${hec.url}/services/collector?host=default-host&index=main`, body, {
      Authorization: `Basic ${btoa(`x:${hec.key}`)}`,
      "Content-Encoding": "gzip",
    });
    expect(res.status, res.text).toBe(200);
    const events = await hec.received(2);
    expect(events).toEqual([
      { host: "default-host", index: "main", event: { a: 1 }, time: 1790000000.5 },
      { host: "own", index: "main", event: "b" },
    ]);
  });
});

describe("OTLP/HTTP refusals", () => {
  let logs: Source;
  beforeAll(async () => {
    logs = await source("open-telemetry-logs");
  });
  const json = (body: unknown) => JSON.stringify(body);
  const headers = (type = "application/json") => ({
    Authorization: `Token ${logs.key}`,
    "Content-Type": type,
  });

  it("answers 415 in text for a content type that is neither protobuf nor JSON", async () => {
    const res = await post(`${logs.url}/v1/logs`, "{}", headers("text/plain"));
    expect(res.status).toBe(415);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });

  it("answers a body that does not decode with 400 and a Status in the request's encoding", async () => {
    const bad = await post(`${logs.url}/v1/logs`, json({ resourceLogs: "nope" }), headers());
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ code: 3, message: expect.stringMatching(/resourceLogs/) });
    const proto = await workerFetch(`${logs.url}/v1/logs`, {
      method: "POST",
      headers: headers("application/x-protobuf"),
      body: new Uint8Array([0x0a, 0xff, 0xff, 0xff]),
    });
    expect(proto.status).toBe(400);
    expect(proto.headers.get("content-type")).toBe("application/x-protobuf");
    expect(new Uint8Array(await proto.arrayBuffer())[0]).toBe(0x08); // Status.code, field 1 varint
  });

  it("refuses another signal's path with 404, and takes an empty request as success", async () => {
    const wrong = await post(`${logs.url}/v1/traces`, "{}", headers());
    expect(wrong.status).toBe(404);
    expect(wrong.json?.message).toMatch(/\/v1\/logs/);
    const empty = await post(`${logs.url}/v1/logs`, "{}", headers());
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({});
  });

  it("rejects log records with a malformed trace id as a partial success, and takes the rest", async () => {
    const record = (body: string, traceId?: string) => ({
      body: { stringValue: body },
      ...(traceId && { traceId }),
    });
    const body = {
      resourceLogs: [
        {
          resource: { attributes: [{ key: "service.name", value: { stringValue: "api" } }] },
          scopeLogs: [
            {
              logRecords: [
                record("good"),
                record("short id", "abcd"),
                record("traced", "5B8EFFF798038103D269B633813FC60C"),
              ],
            },
          ],
        },
      ],
    };
    const res = await post(`${logs.url}/v1/logs`, json(body), headers());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      partialSuccess: { rejectedLogRecords: "1", errorMessage: expect.stringMatching(/trace_id/) },
    });
    const events = await logs.received(2);
    expect(events.map((e) => e.message)).toEqual(["good", "traced"]);
    expect(events[1].trace_id).toBe("5b8efff798038103d269b633813fc60c");
    expect(events[0].resources).toEqual({ "service.name": "api" });
  });

  it("answers 401 with a Status when the key is missing", async () => {
    const res = await post(`${logs.url}/v1/logs`, "{}", { "Content-Type": "application/json" });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 16, message: expect.any(String) });
  });
});

describe("Prometheus remote write refusals", () => {
  it("answers remote write 2.0 with 415 so the sender falls back to 1.0", async () => {
    const prom = await source("prometheus-remote-write");
    const res = await post(prom.url, new Uint8Array([0]), {
      Authorization: `Bearer ${prom.key}`,
      "Content-Type": "application/x-protobuf;proto=io.prometheus.write.v2.Request",
      "Content-Encoding": "snappy",
    });
    expect(res.status).toBe(415);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  });
});

describe("Firehose refusals", () => {
  it("refuses a body that is not a delivery request, in Firehose's error body", async () => {
    const fh = await source("stream-firehose");
    const res = await post(fh.url, "{}", {
      "X-Amz-Firehose-Access-Key": fh.key,
      "X-Amz-Firehose-Request-Id": "r-1",
      "X-Amz-Firehose-Protocol-Version": "1.0",
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ requestId: "r-1", errorMessage: expect.stringMatching(/records/) });
  });
});

describe("the generic senders' documented bodies", () => {
  it("Fluent Bit http output: format json (an array, date first as double) and json_lines, timed by date", async () => {
    const fluent = await source("fluent");
    const headers = { Authorization: `Token ${fluent.key}`, "Content-Type": "application/json" };
    const json = await post(
      fluent.url,
      '[{"date":1790000000.25,"log":"one"},{"date":1790000001.5,"log":"two"}]',
      headers,
    );
    expect(json.status, json.text).toBe(200);
    const lines = await post(
      fluent.url,
      '{"date":1790000002.0,"log":"three"}\n{"date":1790000003.0,"log":"four"}\n',
      {
        ...headers,
        "Content-Type": "application/x-ndjson",
      },
    );
    expect(lines.status, lines.text).toBe(200);
    const stream = await post(
      fluent.url,
      '{"date":1790000004.0,"log":"five"}{"date":1790000005.0,"log":"six"}',
      headers,
    );
    expect(stream.status, stream.text).toBe(200);
    expect((await fluent.received(6)).map((e) => e.log)).toEqual([
      "one",
      "two",
      "three",
      "four",
      "five",
      "six",
    ]);
    // The event time is the record's date: a throttle or aggregate windows on it (checked in simulation tests).
  });

  it("Logstash http output: format json (one event) and json_batch (an array), gzip", async () => {
    const logstash = await source("logstash");
    const headers = { Authorization: `Token ${logstash.key}`, "Content-Type": "application/json" };
    const one = await post(
      logstash.url,
      '{"@timestamp":"2026-11-01T10:00:00.000Z","@version":"1","message":"single"}',
      headers,
    );
    expect(one.status, one.text).toBe(200);
    const batch = await gzip('[{"@version":"1","message":"b1"},{"@version":"1","message":"b2"}]');
    const res = await post(logstash.url, batch, { ...headers, "Content-Encoding": "gzip" });
    expect(res.status, res.text).toBe(200);
    expect((await logstash.received(3)).map((e) => e.message)).toEqual(["single", "b1", "b2"]);
  });

  it("Vector's http sink: codec json (an array) and newline framing (NDJSON without a final newline)", async () => {
    const http = await source("http");
    const headers = { Authorization: `Bearer ${http.key}`, "Content-Type": "application/json" };
    await post(http.url, '[{"message":"v1","host":"a"},{"message":"v2","host":"a"}]', headers);
    await post(http.url, '{"message":"v3"}\n{"message":"v4"}', {
      ...headers,
      "Content-Type": "application/x-ndjson",
    });
    expect((await http.received(4)).map((e) => e.message)).toEqual(["v1", "v2", "v3", "v4"]);
  });

  it("refuses a body with more events than a request may hold (413), taking none", async () => {
    const http = await source("http");
    const body = JSON.stringify(Array.from({ length: 20_001 }, (_, i) => ({ i })));
    const res = await post(http.url, body, { Authorization: `Token ${http.key}` });
    expect(res.status).toBe(413);
    expect(res.json?.code).toBe("EPAYLOADTOOLARGE");
    expect(await http.received(0)).toEqual([]);
  });

  it("keeps request headers and query in the metadata when capture_metadata is on, never the key", async () => {
    const http = await source("http", { capture_metadata: true });
    // A live capture sample shows the events as they entered the source, metadata included.
    const samples = `/v3/pipeline/${http.pipelineId}/source/${http.id}/sample`;
    const sample = (await api.post(samples, { title: "meta", capture: { limit: 1 } })).body.data;
    const res = await workerFetch(`${http.url}?team=sre`, {
      method: "POST",
      headers: { Authorization: `Token ${http.key}`, "x-origin": "edge-1" },
      body: '{"m":1}',
    });
    expect(res.status).toBe(200);
    const [event] = (await api.get(`${samples}/${sample.id}`)).body.data.events as Json[];
    expect(event.metadata.headers["x-origin"]).toBe("edge-1");
    expect(event.metadata.query).toEqual({ team: "sre" });
    expect(event.metadata.headers.authorization).toBeUndefined();
  });
});

describe("webhook signatures", () => {
  const secret = "whsec_test_signing_key";
  async function sign(message: string) {
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
    return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
  }

  it("takes a body signed as GitHub (sha256=<hex>) or as our own notifications (t=,v1=), refuses a forgery", async () => {
    const hook = await source("webhook", { signing_key: secret, signature_header: "x-hub-signature-256" });
    const body = '{"action":"opened"}';
    const headers = (signature: string) => ({
      Authorization: `Token ${hook.key}`,
      "x-hub-signature-256": signature,
    });
    expect((await post(hook.url, body, headers(`sha256=${await sign(body)}`))).status).toBe(200);
    const t = Math.floor(Date.now() / 1000);
    expect((await post(hook.url, body, headers(`t=${t},v1=${await sign(`${t}.${body}`)}`))).status).toBe(200);
    const old = t - 3600;
    const stale = await post(hook.url, body, headers(`t=${old},v1=${await sign(`${old}.${body}`)}`));
    expect(stale.status).toBe(401);
    const forged = await post(hook.url, '{"action":"closed"}', headers(`sha256=${await sign(body)}`));
    expect(forged.status).toBe(401);
    expect(forged.json?.message).toMatch(/signature/);
    expect((await post(hook.url, body, { Authorization: `Token ${hook.key}` })).status).toBe(401);
    expect((await hook.received(2)).map((e) => e.action)).toEqual(["opened", "opened"]);
  });
});

describe("the LogDNA ingestion API as the official clients call it", () => {
  it("treats empty mac, ip and tags as absent and takes repeated tags", async () => {
    const account = await createAccount("empty-params");
    const res = await workerFetch(
      `https://api.test/logs/ingest?hostname=h1&mac=&ip=&tags=&now=${Date.now()}`,
      {
        method: "POST",
        headers: { apikey: account.ingestion_key, "content-type": "application/json; charset=UTF-8" },
        body: JSON.stringify({ e: "ls", ls: [{ line: "x", timestamp: Date.now() }] }),
      },
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const tagged = await workerFetch("https://api.test/logs/ingest?hostname=h1&tags=a&tags=b,c", {
      method: "POST",
      headers: { apikey: account.ingestion_key },
      body: JSON.stringify({ lines: [{ line: "y" }] }),
    });
    expect(tagged.status).toBe(200);
    const exported = await workerFetch("https://api.test/v2/export?prefer=head", {
      headers: { authorization: `Token ${account.service_key}` },
    });
    const lines = ((await exported.json()) as Json).lines as Json[];
    expect(lines.map((l) => [l._line, l._tag])).toEqual([
      ["x", undefined],
      ["y", ["a", "b", "c"]],
    ]);
    expect(lines[0]._mac ?? lines[0].mac).toBeUndefined();
  });
});

describe("a gateway route speaks its kind's protocol at its paths", () => {
  it("takes OTLP/JSON at /ingest/gateway-route/{id}/v1/logs for every pipeline on the route", async () => {
    const route = (
      await api.post("/v3/pipeline/gateway-route", { title: "otel", type: "open-telemetry-logs" })
    ).body.data;
    const key = (await api.post(`/v3/pipeline/gateway-route/${route.id}/access-key`, { title: "k" })).body
      .data.key;
    const pipelineId = (await api.post("/v3/pipeline", { title: "on route" })).body.data.id;
    const src = (
      await api.post(`/v3/pipeline/${pipelineId}/source`, {
        type: "open-telemetry-logs",
        gateway_route_id: route.id,
      })
    ).body.data.id;
    const path = `/route/${pipelineId}`;
    await api.post(`/v3/pipeline/${pipelineId}/sink`, {
      type: "http",
      inputs: [src],
      user_config: { uri: `${env.RECEIVER_URL}${path}`, max_retries: 0 },
    });
    expect((await api.post(`/v3/pipeline/${pipelineId}/publish?allow_empty_access_keys=true`)).status).toBe(
      200,
    );
    const body = {
      resourceLogs: [{ scopeLogs: [{ logRecords: [{ body: { stringValue: "via route" } }] }] }],
    };
    const res = await post(
      `https://api.test/ingest/gateway-route/${route.id}/v1/logs`,
      JSON.stringify(body),
      {
        Authorization: `Token ${key}`,
        "Content-Type": "application/json",
      },
    );
    expect(res.status, res.text).toBe(200);
    expect((await eventsAt(path, 1)).map((e) => e.message)).toEqual(["via route"]);
  });
});

describe("the LogDNA agent's request (logdna-agent-v2 through logdna-rust: /logs/agent, apikey, gzip)", () => {
  // The body and query as logdna-rust serializes them: `now` and line timestamps in unix seconds, tags
  // joined with commas, `annotation` and `label` objects, `host` per line, no Authorization header.
  // `now` is the time a test sends at (the agent's drift is measured against it).
  const agentBody = (now: number) =>
    gzip(
      JSON.stringify({
        lines: [
          {
            annotation: { "k8s.io/team": "sre" },
            app: "nginx",
            file: "/var/log/nginx/access.log",
            host: "node-1",
            label: { env: "prod" },
            line: "GET / 200",
            timestamp: now - 5,
          },
          { file: "/var/log/syslog", line: "kernel: eth0 up", timestamp: now - 4 },
        ],
      }),
    );
  const agentQuery = (now: number) => `hostname=node-1&ip=10.0.0.7&now=${now}&tags=a%2Cb`;

  it("a vendor-agent source takes it at /logs/agent: an event a line, with the agent's fields", async () => {
    const agent = await source("vendor-agent");
    const now = Math.floor(Date.now() / 1000);
    const res = await post(`${agent.url}/logs/agent?${agentQuery(now)}`, await agentBody(now), {
      apikey: agent.key,
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
      "User-Agent": "logdna-agent/3.10.0 (linux/6.1)",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: "ok", accepted: 2 });
    const events = await agent.received(2);
    expect(events).toEqual([
      {
        annotation: { "k8s.io/team": "sre" },
        app: "nginx",
        file: "/var/log/nginx/access.log",
        host: "node-1",
        label: { env: "prod" },
        line: "GET / 200",
        tags: ["a", "b"],
        ip: "10.0.0.7",
      },
      { file: "/var/log/syslog", host: "node-1", line: "kernel: eth0 up", tags: ["a", "b"], ip: "10.0.0.7" },
    ]);
  });

  it("the log store takes it at POST /logs/agent with an ingestion key", async () => {
    const account = await createAccount("agent");
    const now = Math.floor(Date.now() / 1000);
    const res = await post(`https://api.test/logs/agent?${agentQuery(now)}`, await agentBody(now), {
      apikey: account.ingestion_key,
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ status: "ok", lines: 2, stored: 2 });
    const exported = await workerFetch("https://api.test/v2/export?prefer=head", {
      headers: { authorization: `Token ${account.service_key}` },
    });
    const lines = ((await exported.json()) as Json).lines as Json[];
    expect(lines.map((l) => [l._line, l._app, l._host, l._file, l._tag])).toEqual([
      ["GET / 200", "nginx", "node-1", "/var/log/nginx/access.log", ["a", "b"]],
      ["kernel: eth0 up", "", "node-1", "/var/log/syslog", ["a", "b"]],
    ]);
    // Seconds, shifted by the agent's drift (`now`, also seconds): within a few seconds of the real time.
    expect(Math.abs(lines[0]._ts - (now - 5) * 1000)).toBeLessThan(5_000);
  });
});

// Inputs that once crashed a decoder or were taken wrongly: each is refused in the protocol's terms (or,
// where it is a valid body, taken as such), never a 5xx.
describe("hostile and odd bodies", () => {
  const gzip = async (bytes: Uint8Array) =>
    new Uint8Array(
      await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer(),
    );
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

  /** A remote write 1.0 body (prometheus.proto's WriteRequest) written field by field with protobufjs. */
  async function remoteWrite(series: { labels: { name: string; value: string }[]; timestamp: number }[]) {
    const [{ Writer }, { compress }] = await Promise.all([import("protobufjs/minimal"), import("snappyjs")]);
    const w = Writer.create();
    for (const s of series) {
      w.uint32(10).fork(); // WriteRequest.timeseries = 1
      for (const l of s.labels)
        w.uint32(10).fork().uint32(10).string(l.name).uint32(18).string(l.value).ldelim();
      w.uint32(18).fork().uint32(9).double(1).uint32(16).int64(s.timestamp).ldelim(); // samples = 2
      w.ldelim();
    }
    return compress(w.finish());
  }

  it("Firehose: a gzip record that unpacks past the body limit is refused without unpacking it all", async () => {
    const fh = await source("stream-firehose");
    const bomb = await gzip(new Uint8Array(24 * 1_048_576));
    const res = await post(
      fh.url,
      JSON.stringify({ requestId: "r-2", timestamp: 1, records: [{ data: base64(bomb) }] }),
      {
        "X-Amz-Firehose-Access-Key": fh.key,
      },
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ requestId: "", errorMessage: expect.stringMatching(/decompress/) });
    expect(await fh.received(0)).toEqual([]);
  });

  it("Firehose: a request timestamp that is no date falls back to the time of receipt", async () => {
    const fh = await source("stream-firehose", { decoding: "text" });
    const res = await post(
      fh.url,
      JSON.stringify({ requestId: "r-3", timestamp: 1e300, records: [{ data: btoa("hello") }] }),
      { "X-Amz-Firehose-Access-Key": fh.key },
    );
    expect(res.status, res.text).toBe(200);
    // Such a time once reached the destinations as an invalid date, and the delivery failed with a 502.
    expect(await fh.received(1)).toEqual([{ line: "hello" }]);
  });

  it("remote write: a sample time that is no date is refused; label names like constructor are labels", async () => {
    const prom = await source("prometheus-remote-write");
    const headers = { Authorization: `Bearer ${prom.key}`, "Content-Encoding": "snappy" };
    const labels = [
      { name: "__name__", value: "up" },
      { name: "constructor", value: "c" },
      { name: "__proto__", value: "p" },
    ];
    const bad = await post(
      prom.url,
      await remoteWrite([{ labels, timestamp: Number.MAX_SAFE_INTEGER }]),
      headers,
    );
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/timestamp/);
    const good = await post(prom.url, await remoteWrite([{ labels, timestamp: 1_790_000_000_000 }]), headers);
    expect(good.status, good.text).toBe(204);
    const [event] = await prom.received(1);
    expect((event.metric as Json).tags).toEqual(JSON.parse('{"constructor":"c","__proto__":"p"}'));
  });

  it.each([
    ["a trace id that is not a string", { traceId: Array(16).fill(null) }],
    ["bytes that are not a string", { body: { bytesValue: [1] } }],
    ["a time that is no integer", { timeUnixNano: "1e30" }],
    ["an int64 out of range", { body: { intValue: "99999999999999999999" } }],
    [
      "a deep nesting",
      { body: JSON.parse(`${'{"arrayValue":{"values":['.repeat(3000)}${"]}}".repeat(3000)}`) },
    ],
  ])("OTLP/JSON: %s is a 400", async (_what, record) => {
    const logs = await source("open-telemetry-logs");
    const body = { resourceLogs: [{ scopeLogs: [{ logRecords: [record] }] }] };
    const res = await post(`${logs.url}/v1/logs`, JSON.stringify(body), {
      Authorization: `Bearer ${logs.key}`,
      "Content-Type": "application/json",
    });
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ code: 3, message: expect.any(String) });
  });

  it("HEC: more stacked events than a request holds are refused before they are all parsed", async () => {
    const hec = await source("siem-hec");
    const res = await post(`${hec.url}/services/collector/event`, '{"event":"a"}'.repeat(30_000), {
      Authorization: `Splunk ${hec.key}`,
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ text: expect.any(String), code: expect.any(Number) });
    expect(await hec.received(0)).toEqual([]);
  });

  it("LogDNA agent: a line time that the drift of now moves out of the dates is refused", async () => {
    const agent = await source("vendor-agent");
    const res = await post(
      `${agent.url}/logs/agent?hostname=h&now=253402300799999`,
      JSON.stringify({ lines: [{ line: "x", timestamp: 1 }] }),
      {
        apikey: agent.key,
        "Content-Type": "application/json",
      },
    );
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/drift/);
  });
});
