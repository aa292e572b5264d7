// End to end for the destinations the mezmo terraform provider offers (datadog-logs, honeycomb-logs,
// new-relic, azure-blob-storage, prometheus-remote-write, datadog-metrics, the four gcp-* kinds): a pipeline built through the API (http source ->
// destination), published, fed over HTTP with an access key; the request the service got is read back from
// the loopback receiver (test/receiver.mjs). The vendor hosts, which the provider's resources give no field
// to change, are redirected to the receiver by a fetch spy; Azure is reached through the connection
// string's BlobEndpoint (the receiver's Azure checks the Shared Key signature), remote write through its
// endpoint. The GCP kinds get a service account key made here (a fresh RSA pair) whose token_uri is the
// receiver's token endpoint, which checks the JWT's RS256 signature with the registered public key.
// Live runs queue what their destinations receive (src/delivery/queue.ts): the sender is answered before
// delivery, so each test waits for the request at the receiver (test/receiver-client.ts), and a failed
// delivery is read from the destination's delivery status and dead letters, not from the sender's answer.
import { env, SELF } from "cloudflare:test";
import { uncompress } from "snappyjs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prometheus } from "../../src/protocols/gen/prometheus";
import "../../src/protocols/protobuf";
import { client, createAccount, type Json, otherServiceKey } from "../helpers";
import { eventually, type ReceivedRequest, receivedAt, receivedWhen } from "../receiver-client";

let api: ReturnType<typeof client>;
/** A second service key of the same account: it reads the nodes `api` writes, not their secrets. */
let other: ReturnType<typeof client>;

beforeAll(async () => {
  const account = await createAccount("vendor-destinations");
  api = client(account);
  other = client(await otherServiceKey(account));
});

/** Pipelines made by the test running now. */
let made: string[] = [];

afterEach(async () => {
  // Deleted before the fetch spy goes: the queue's consumer stops retrying a deleted pipeline's deliveries,
  // which would otherwise reach the vendors' real hosts.
  for (const p of made) await api.delete(`/v3/pipeline/${p}`);
  made = [];
  vi.restoreAllMocks();
});

/** Publishes http source (ndjson) -> `type` destination; answers the source id and an access key. */
async function pipeline(type: string, user_config: Json) {
  const p = (await api.post("/v3/pipeline", { title: `to ${type}` })).body.data.id as string;
  made.push(p);
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "ndjson" } })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, { type, inputs: [source], user_config });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
    .key as string;
  const published = await api.post(`/v3/pipeline/${p}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return { source, key, sink: sink.body.data as Json };
}

async function send(sourceId: string, key: string, body: string) {
  const res = await SELF.fetch(`https://api.test/ingest/${sourceId}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/x-ndjson" },
    body,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The requests at `path` once `count` came (and a little longer, to see a duplicate). */
const received = (path: string, count = 1): Promise<(ReceivedRequest & Json)[]> => receivedWhen(path, count);

/**
 * Asserts that the sink's secret `field` reads back in clear for the key that wrote it and as the mask for
 * another key of the account, whose answer holds none of the secret's text (`secretText`).
 */
async function expectOwnerBound(sink: Json, field: string, value: string, secretText = value) {
  const url = `/v3/pipeline/${sink.pipeline_id}/sink/${sink.id}`;
  const own = await api.get(url);
  expect(own.status, JSON.stringify(own.body)).toBe(200);
  expect(own.body.data.user_config[field]).toBe(value);
  const theirs = await other.get(url);
  expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
  expect(theirs.body.data.user_config[field]).toBe("********");
  expect(JSON.stringify(theirs.body)).not.toContain(secretText);
}

/** The sender's answer says the destination's events were queued (delivered after the answer). */
function expectQueued(res: { status: number; body: Json }, type: string, events: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.pipelines[0].deliveries).toEqual([
    expect.objectContaining({ type, events, ok: true, queued: true }),
  ]);
}

/** The destination's delivery status (read at most 5 times a second: management calls are rate limited). */
async function deliveryStatus(sink: Json): Promise<Json> {
  await new Promise((r) => setTimeout(r, 200));
  const res = await api.get(`/v3/pipeline/${sink.pipeline_id}/sink/${sink.id}/delivery`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

/**
 * A destination's failed delivery, once the consumer dead-lettered it (a refusal, or a failure another
 * attempt cannot cure): its delivery status and its dead letters.
 */
async function deadLettered(sink: Json) {
  const status = await eventually(
    () => deliveryStatus(sink),
    (s) => s.dead_letter_events > 0 && s.retrying_events === 0,
  );
  const list = await api.get(`/v3/pipeline/${sink.pipeline_id}/sink/${sink.id}/dead-letter`);
  expect(list.status, JSON.stringify(list.body)).toBe(200);
  return { status, deadLetters: list.body.data as Json[] };
}

/**
 * Requests to `origin` go to the receiver under `/<tag>` + their path; answers the URLs asked for. (With
 * `origin` on the receiver itself and `tag` its path, requests pass unchanged and are only recorded.)
 */
function redirect(origin: string, tag: string) {
  const asked: string[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${origin}/`)) return real(input, init);
    asked.push(url);
    return real(`${env.RECEIVER_URL}/${tag}${url.slice(origin.length)}`, init);
  });
  return asked;
}

describe("datadog-logs", () => {
  it("posts the events as a gzipped JSON array to the site's v2 intake with DD-API-KEY", async () => {
    const tag = `dd-${crypto.randomUUID()}`;
    const asked = redirect("https://http-intake.logs.datadoghq.eu", tag);
    const { source, key, sink } = await pipeline("datadog-logs", {
      api_key: "dd-secret",
      site: "eu1",
      compression: "gzip",
      ack_enabled: true,
    });
    // The create answer echoes the secret the request sent (fidelity doc); so does the writer's read, while
    // another key's read masks it.
    expect(sink.user_config).toMatchObject({ api_key: "dd-secret", site: "eu1", compression: "gzip" });
    await expectOwnerBound(sink, "api_key", "dd-secret");

    const res = await send(source, key, `{"msg":"a","service":"web"}\n"plain line"`);
    expectQueued(res, "datadog-logs", 2);
    const [request, ...more] = await received(`/${tag}/api/v2/logs`);
    expect(more).toHaveLength(0);
    expect(asked).toEqual(["https://http-intake.logs.datadoghq.eu/api/v2/logs"]);
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      "dd-api-key": "dd-secret",
      "content-type": "application/json",
      "content-encoding": "gzip",
    });
    const logs = JSON.parse(request.body) as Json[];
    expect(logs).toHaveLength(2);
    expect(logs[0]).toMatchObject({ msg: "a", service: "web" });
    expect(logs[1]).toMatchObject({ message: "plain line" });
    expect(typeof logs[0].timestamp).toBe("number");
  });
});

describe("honeycomb-logs", () => {
  it("posts {time, data} events to /1/batch/<dataset> with X-Honeycomb-Team", async () => {
    const tag = `hc-${crypto.randomUUID()}`;
    const asked = redirect("https://api.honeycomb.io", tag);
    const { source, key } = await pipeline("honeycomb-logs", { api_key: "hc-secret", dataset: "my logs" });
    const res = await send(source, key, `{"msg":"a","ms":12}\n{"msg":"b"}`);
    expectQueued(res, "honeycomb-logs", 2);
    const [request] = await received(`/${tag}/1/batch/my%20logs`);
    expect(asked).toEqual(["https://api.honeycomb.io/1/batch/my%20logs"]);
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      "x-honeycomb-team": "hc-secret",
      "content-type": "application/json",
      "content-encoding": "gzip",
    });
    const events = JSON.parse(request.body) as Json[];
    expect(events.map((e) => e.data)).toEqual([{ msg: "a", ms: 12 }, { msg: "b" }]);
    expect(events[0].time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe("new-relic", () => {
  it("posts the detailed log form to the Log API with X-License-Key; an eu key goes to the EU host", async () => {
    const tag = `nr-${crypto.randomUUID()}`;
    const asked = redirect("https://log-api.eu.newrelic.com", tag);
    const { source, key } = await pipeline("new-relic", {
      api: "logs",
      account_id: "1234567",
      license_key: "eu01xxSECRETNRAL",
    });
    const res = await send(source, key, `{"message":"hello","level":"info"}`);
    expectQueued(res, "new-relic", 1);
    const [request] = await received(`/${tag}/log/v1`);
    expect(asked).toEqual(["https://log-api.eu.newrelic.com/log/v1"]);
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      "x-license-key": "eu01xxSECRETNRAL",
      "content-type": "application/json",
      "content-encoding": "gzip",
    });
    const [{ logs }] = JSON.parse(request.body) as Json[];
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ message: "hello", attributes: { level: "info" } });
    expect(typeof logs[0].timestamp).toBe("number");
  });

  it("api metrics: posts metric events to the Metric API with Api-Key; a log line fails the delivery", async () => {
    const tag = `nrm-${crypto.randomUUID()}`;
    const asked = redirect("https://metric-api.newrelic.com", tag);
    const { source, key, sink } = await pipeline("new-relic", {
      api: "metrics",
      account_id: "1234567",
      license_key: "us01xxSECRETNRAL",
      ack_enabled: true,
    });
    expect(sink.user_config).toMatchObject({ api: "metrics", ack_enabled: true });
    const metric = (m: Json) => JSON.stringify({ metric: m });
    const res = await send(
      source,
      key,
      [
        metric({
          name: "temp",
          namespace: "room",
          kind: "absolute",
          type: "gauge",
          value: 21.5,
          tags: { r: "a" },
        }),
        metric({
          name: "hits",
          kind: "incremental",
          type: "counter",
          value: 3,
          tags: {},
          window_start: 1000,
          window_end: 61000,
        }),
        metric({ name: "total", kind: "absolute", type: "counter", value: 99, tags: {} }),
        `{"msg":"a log line"}`,
      ].join("\n"),
    );
    // The sender is answered before delivery; the failure is the destination's, once the metrics went.
    expectQueued(res, "new-relic", 4);
    await received(`/${tag}/metric/v1`);
    const { status } = await deadLettered(sink);
    expect(status.last_error.message).toContain("1 of 4 events were not sent; first: not a metric event");
    // The metrics went once: the failure is not retried by sending them again.
    const [request, ...more] = await received(`/${tag}/metric/v1`);
    expect(more).toHaveLength(0);
    expect(asked).toEqual(["https://metric-api.newrelic.com/metric/v1"]);
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      "api-key": "us01xxSECRETNRAL",
      "content-type": "application/json",
      "content-encoding": "gzip",
    });
    const [{ metrics }] = JSON.parse(request.body) as Json[];
    expect(metrics).toHaveLength(3);
    expect(metrics[0]).toMatchObject({
      name: "room.temp",
      type: "gauge",
      value: 21.5,
      attributes: { r: "a" },
    });
    expect(typeof metrics[0].timestamp).toBe("number");
    expect(metrics[0]).not.toHaveProperty("interval.ms");
    expect(metrics[1]).toMatchObject({ name: "hits", type: "count", value: 3, "interval.ms": 60000 });
    expect(metrics[2]).toMatchObject({ name: "total", type: "gauge", value: 99 });
  });

  it("refuses an api New Relic does not have", async () => {
    const p = (await api.post("/v3/pipeline", { title: "nr traces" })).body.data.id as string;
    const res = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "new-relic",
      user_config: { api: "traces", account_id: "1", license_key: "k" },
    });
    expect(res.status).toBe(400);
  });
});

describe("azure-blob-storage", () => {
  it("writes each batch as a block blob with Put Blob under Shared Key from the connection string", async () => {
    const account = `acct${crypto.randomUUID().slice(0, 8)}`;
    const accountKey = btoa("azure-test-key-0123456789");
    expect(
      (await fetch(`${env.RECEIVER_URL}/_az-accounts/${account}`, { method: "PUT", body: accountKey }))
        .status,
    ).toBe(204);
    const asked = redirect(`${env.RECEIVER_URL}/_az/${account}`, `_az/${account}`);
    const { source, key } = await pipeline("azure-blob-storage", {
      connection_string: `DefaultEndpointsProtocol=http;AccountName=${account};AccountKey=${accountKey};BlobEndpoint=${env.RECEIVER_URL}/_az/${account}`,
      container_name: "pipeline-logs",
      prefix: "edge/",
      encoding: "json",
      batch_timeout_secs: 60,
      ack_enabled: true,
    });
    const res = await send(source, key, `{"msg":"a"}\n{"msg":"b"}`);
    expectQueued(res, "azure-blob-storage", 2);
    // The blob's name has the time and a random part: the spy saw its URL.
    const day = new Date().toISOString().slice(0, 10).replaceAll("-", "/");
    await eventually(
      async () => asked.length,
      (n) => n > 0,
    );
    await receivedWhen(asked[0].slice(env.RECEIVER_URL.length), 1);
    expect(asked).toHaveLength(1);
    const path = asked[0].slice(env.RECEIVER_URL.length);
    expect(path).toMatch(new RegExp(`^/_az/${account}/pipeline-logs/edge/${day}/\\d+-[0-9a-f-]{36}\\.json$`));
    const [put] = await received(path);
    expect(put.method).toBe("PUT");
    expect(put.headers).toMatchObject({
      "x-ms-blob-type": "BlockBlob",
      "content-type": "application/x-ndjson",
    });
    expect(put.headers.authorization).toMatch(new RegExp(`^SharedKey ${account}:`));
    const blob = await fetch(`${env.RECEIVER_URL}${path}`);
    expect(blob.status).toBe(200);
    expect(await blob.text()).toBe('{"msg":"a"}\n{"msg":"b"}\n');
  });

  it("reports a failure, with Azure's reason, when the key is wrong", async () => {
    const account = `bad${crypto.randomUUID().slice(0, 8)}`;
    await fetch(`${env.RECEIVER_URL}/_az-accounts/${account}`, { method: "PUT", body: btoa("right-key") });
    const { source, key, sink } = await pipeline("azure-blob-storage", {
      connection_string: `AccountName=${account};AccountKey=${btoa("wrong-key")};BlobEndpoint=${env.RECEIVER_URL}/_az/${account}`,
      container_name: "logs",
    });
    const res = await send(source, key, `{"msg":"a"}`);
    expectQueued(res, "azure-blob-storage", 1);
    // Azure's 403 is a refusal: dead-lettered at once, with Azure's reason.
    const { status, deadLetters } = await deadLettered(sink);
    expect(status).toMatchObject({ delivered_events: 0, dead_letter_events: 1, last_error: { status: 403 } });
    expect(status.last_error.message).toContain("AuthenticationFailed");
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0]).toMatchObject({ events: 1, last_error: { status: 403 } });
    expect(deadLetters[0].last_error.message).toContain("AuthenticationFailed");
  });
});

describe("prometheus-remote-write", () => {
  it("posts a snappy WriteRequest with the remote write 1.0 headers and basic auth", async () => {
    const path = `/prom-${crypto.randomUUID()}/api/v1/write`;
    const { source, key } = await pipeline("prometheus-remote-write", {
      endpoint: `${env.RECEIVER_URL}${path}`,
      // The provider's form: the unused field of the strategy sent as "".
      auth: { strategy: "basic", user: "prom", password: "pw", token: "" },
      ack_enabled: true,
    });
    const metric = (name: string, value: number, tags: Json, type = "gauge") =>
      JSON.stringify({ metric: { name, kind: "absolute", type, value, tags } });
    const res = await send(
      source,
      key,
      [
        metric("http_requests_total", 10, { code: "200", app: "web" }, "counter"),
        metric("temperature", 21.5, { room: "a" }),
        metric("http_requests_total", 12, { code: "200", app: "web" }, "counter"),
      ].join("\n"),
    );
    expectQueued(res, "prometheus-remote-write", 3);
    const [request] = await received(path);
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      "content-encoding": "snappy",
      "content-type": "application/x-protobuf",
      "x-prometheus-remote-write-version": "0.1.0",
      authorization: `Basic ${btoa("prom:pw")}`,
    });
    expect(request.headers["user-agent"]).toBeTruthy();
    const bytes = Uint8Array.from(atob(request.body_base64 as string), (c) => c.charCodeAt(0));
    const decoded = prometheus.WriteRequest.decode(uncompress(bytes));
    const series = decoded.timeseries.map((s) => ({
      labels: (s.labels ?? []).map((l) => [l.name, l.value]),
      values: (s.samples ?? []).map((x) => x.value),
    }));
    expect(series).toEqual([
      {
        labels: [
          ["__name__", "http_requests_total"],
          ["app", "web"],
          ["code", "200"],
        ],
        values: [10, 12],
      },
      {
        labels: [
          ["__name__", "temperature"],
          ["room", "a"],
        ],
        values: [21.5],
      },
    ]);
    expect(decoded.metadata.map((m) => [m.metricFamilyName, m.type])).toEqual([
      ["http_requests_total", prometheus.MetricMetadata.MetricType.COUNTER],
      ["temperature", prometheus.MetricMetadata.MetricType.GAUGE],
    ]);
  });

  it("reports events it cannot carry (a log line) as a failed delivery, after sending the metrics", async () => {
    const path = `/prom-${crypto.randomUUID()}/push`;
    const { source, key, sink } = await pipeline("prometheus-remote-write", {
      endpoint: `${env.RECEIVER_URL}${path}`,
    });
    const res = await send(
      source,
      key,
      `${JSON.stringify({ metric: { name: "up", kind: "absolute", type: "gauge", value: 1, tags: {} } })}\n{"msg":"log"}`,
    );
    expectQueued(res, "prometheus-remote-write", 2);
    await received(path);
    const { status } = await deadLettered(sink);
    expect(status.last_error.message).toContain("not a metric event");
    // The metric went once: the failure is not retried by sending it again.
    expect(await received(path)).toHaveLength(1);
  });
});

describe("azure-blob-storage connection strings", () => {
  it("refuses one without an account key (SAS only) at create, naming the field, and changes nothing", async () => {
    const p = (await api.post("/v3/pipeline", { title: "azure sas" })).body.data.id as string;
    const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id as string;
    const res = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "azure-blob-storage",
      inputs: [source],
      user_config: {
        connection_string:
          "BlobEndpoint=https://acct.blob.core.windows.net/;SharedAccessSignature=sv=2024&sig=x",
        container_name: "logs",
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain("connection_string");
    expect(JSON.stringify(res.body)).not.toContain("sig=x");
    expect((await api.get(`/v3/pipeline/${p}/sink`)).body.data).toEqual([]);
  });
});

describe("http payload_prefix and payload_suffix (Mezmo's advanced options)", () => {
  it("wraps each JSON batch, given flat or under advanced_options, and refuses what cannot make JSON", async () => {
    const path = `/wrap-${crypto.randomUUID()}`;
    const { source, key, sink } = await pipeline("http", {
      uri: `${env.RECEIVER_URL}${path}`,
      advanced_options: { payload_prefix: '{"records":', payload_suffix: "}" },
    });
    expect(sink.user_config).toMatchObject({ payload_prefix: '{"records":', payload_suffix: "}" });
    expectQueued(await send(source, key, '{"a":1}\n{"a":2}'), "http", 2);
    const [request] = await received(path);
    expect(JSON.parse(request.body)).toEqual({ records: [{ a: 1 }, { a: 2 }] });

    const p = sink.pipeline_id as string;
    const refused = async (user_config: Json, naming = "payload_prefix") => {
      const res = await api.post(`/v3/pipeline/${p}/sink`, { type: "http", inputs: [source], user_config });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(naming);
    };
    const uri = `${env.RECEIVER_URL}/never`;
    await refused({ uri, payload_prefix: '{"records":' });
    await refused({ uri, payload_prefix: '{"records":', payload_suffix: "" });
    await refused({ uri, encoding: "ndjson", payload_prefix: "[", payload_suffix: "]" });
    // Not offered (fetch picks TLS and has no proxy): refused by name, not ignored.
    await refused({ uri, advanced_options: { tls_protocols: ["h2"] } }, "tls_protocols");
  });
});

describe("datadog-metrics", () => {
  it("posts v2 series (gauge 3, count 1 with interval) gzipped with DD-API-KEY to the site's API host", async () => {
    const tag = `ddm-${crypto.randomUUID()}`;
    const asked = redirect("https://api.datadoghq.eu", tag);
    const { source, key, sink } = await pipeline("datadog-metrics", {
      api_key: "ddm-secret",
      site: "eu1",
      ack_enabled: true,
    });
    expect(sink.user_config).toMatchObject({ api_key: "ddm-secret", site: "eu1", ack_enabled: true });
    await expectOwnerBound(sink, "api_key", "ddm-secret");
    const metric = (m: Json) => JSON.stringify({ metric: m });
    const res = await send(
      source,
      key,
      [
        metric({
          name: "cpu",
          namespace: "host",
          kind: "absolute",
          type: "gauge",
          value: 0.5,
          tags: { h: "a" },
        }),
        metric({
          name: "req",
          kind: "incremental",
          type: "counter",
          value: 7,
          tags: {},
          interval_ms: 10_000,
        }),
      ].join("\n"),
    );
    expectQueued(res, "datadog-metrics", 2);
    const [request] = await received(`/${tag}/api/v2/series`);
    expect(asked).toEqual(["https://api.datadoghq.eu/api/v2/series"]);
    expect(request.method).toBe("POST");
    expect(request.headers).toMatchObject({
      "dd-api-key": "ddm-secret",
      "content-type": "application/json",
      "content-encoding": "gzip",
    });
    const { series } = JSON.parse(request.body) as Json;
    const now = Math.floor(Date.now() / 1000);
    expect(series).toHaveLength(2);
    expect(series[0]).toMatchObject({ metric: "host.cpu", type: 3, tags: ["h:a"] });
    expect(series[0].points).toHaveLength(1);
    expect(series[0].points[0].value).toBe(0.5);
    expect(Math.abs(series[0].points[0].timestamp - now)).toBeLessThan(120);
    expect(series[1]).toMatchObject({ metric: "req", type: 1, interval: 10, tags: [] });
  });

  it("fails the delivery, sending nothing, when no event is a metric", async () => {
    const tag = `ddm-${crypto.randomUUID()}`;
    redirect("https://api.datadoghq.com", tag);
    const { source, key, sink } = await pipeline("datadog-metrics", { api_key: "k", site: "us1" });
    const res = await send(source, key, `{"msg":"log"}`);
    expectQueued(res, "datadog-metrics", 1);
    const { status, deadLetters } = await deadLettered(sink);
    expect(status).toMatchObject({ delivered_events: 0, dead_letter_events: 1 });
    expect(status.last_error.message).toContain("not a metric event");
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0].last_error.message).toContain("not a metric event");
    expect(await receivedAt(`/${tag}/api/v2/series`)).toHaveLength(0);
  });
});

// ---- GCP: a real RSA key pair per test; the receiver's token endpoint checks the JWT's signature ----------

const pem = (label: string, der: ArrayBuffer) => {
  const b64 = btoa(String.fromCharCode(...new Uint8Array(der)));
  return `-----BEGIN ${label}-----\n${b64.match(/.{1,64}/g)?.join("\n")}\n-----END ${label}-----\n`;
};

/** A service account key file whose token_uri is the receiver, its public key registered there. */
async function serviceAccount(register = true) {
  const pair = (await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const email = `sa-${crypto.randomUUID().slice(0, 8)}@proj.iam.gserviceaccount.com`;
  const publicPem = pem("PUBLIC KEY", (await crypto.subtle.exportKey("spki", pair.publicKey)) as ArrayBuffer);
  if (register)
    expect(
      (
        await fetch(`${env.RECEIVER_URL}/_gcp-keys/${encodeURIComponent(email)}`, {
          method: "PUT",
          body: publicPem,
        })
      ).status,
    ).toBe(204);
  const credentials = JSON.stringify({
    type: "service_account",
    project_id: "proj",
    private_key_id: "0123456789abcdef",
    private_key: pem("PRIVATE KEY", (await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer),
    client_email: email,
    client_id: "1234567890",
    token_uri: `${env.RECEIVER_URL}/_gcp/token`,
  });
  return { email, credentials };
}

/** The claims the receiver's token endpoint issued a request's bearer token for. */
async function tokenClaims(request: Json): Promise<Json> {
  const auth = String(request.headers.authorization ?? "");
  expect(auth).toMatch(/^Bearer ya29\./);
  const res = await fetch(
    `${env.RECEIVER_URL}/_gcp-tokens/${encodeURIComponent(auth.slice("Bearer ".length))}`,
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

const gunzip = async (b64: string) =>
  new Response(
    new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))])
      .stream()
      .pipeThrough(new DecompressionStream("gzip")),
  ).text();

describe("gcp-cloud-storage", () => {
  it("uploads each batch as an object (JSON API simple upload) with a service account token", async () => {
    const { email, credentials } = await serviceAccount();
    const tag = `gcs-${crypto.randomUUID()}`;
    const asked = redirect("https://storage.googleapis.com", tag);
    const { source, key, sink } = await pipeline("gcp-cloud-storage", {
      credentials_json: credentials,
      bucket: "my-logs",
      bucket_prefix: "edge/",
      encoding: "json",
      compression: "gzip",
      batch_timeout_secs: 300,
      ack_enabled: true,
    });
    await expectOwnerBound(sink, "credentials_json", credentials, "PRIVATE KEY");

    const res = await send(source, key, `{"msg":"a"}\n{"msg":"b"}`);
    expectQueued(res, "gcp-cloud-storage", 2);
    const [request, ...more] = await received(`/${tag}/upload/storage/v1/b/my-logs/o`);
    expect(more).toHaveLength(0);
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0]);
    expect(url.origin + url.pathname).toBe("https://storage.googleapis.com/upload/storage/v1/b/my-logs/o");
    expect(url.searchParams.get("uploadType")).toBe("media");
    expect(url.searchParams.get("contentEncoding")).toBe("gzip");
    const day = new Date().toISOString().slice(0, 10).replaceAll("-", "/");
    expect(url.searchParams.get("name")).toMatch(new RegExp(`^edge/${day}/\\d+-[0-9a-f-]{36}\\.json\\.gz$`));
    expect(request.method).toBe("POST");
    expect(request.headers["content-type"]).toBe("application/x-ndjson");
    expect(request.headers["content-encoding"]).toBeUndefined();
    expect(await gunzip(request.body_base64)).toBe('{"msg":"a"}\n{"msg":"b"}\n');
    const claims = await tokenClaims(request);
    expect(claims).toMatchObject({
      iss: email,
      scope: "https://www.googleapis.com/auth/devstorage.read_write",
      aud: `${env.RECEIVER_URL}/_gcp/token`,
    });
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it("reports the token endpoint's refusal (a key it does not know) as a failed delivery", async () => {
    const { credentials } = await serviceAccount(false);
    const tag = `gcs-${crypto.randomUUID()}`;
    redirect("https://storage.googleapis.com", tag);
    const { source, key, sink } = await pipeline("gcp-cloud-storage", {
      credentials_json: credentials,
      bucket: "b-x",
    });
    const res = await send(source, key, `{"msg":"a"}`);
    expectQueued(res, "gcp-cloud-storage", 1);
    // The token endpoint's 400 is a refusal: dead-lettered at once, with its reason.
    const { status, deadLetters } = await deadLettered(sink);
    expect(status).toMatchObject({ delivered_events: 0, dead_letter_events: 1 });
    expect(status.last_error.message).toContain("invalid_grant");
    expect(deadLetters).toHaveLength(1);
    expect(deadLetters[0].last_error.message).toContain("invalid_grant");
    expect(await receivedAt(`/${tag}/upload/storage/v1/b/b-x/o`)).toHaveLength(0);
  });

  it("refuses credentials that are not a service account key, naming the field without echoing it", async () => {
    const p = (await api.post("/v3/pipeline", { title: "gcs bad key" })).body.data.id as string;
    const res = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "gcp-cloud-storage",
      user_config: { credentials_json: '{"foo": "sekrit-bar"}', bucket: "logs" },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(JSON.stringify(res.body)).toContain("credentials_json");
    expect(JSON.stringify(res.body)).not.toContain("sekrit-bar");
  });
});

describe("gcp-cloud-pubsub", () => {
  it("publishes one base64 message per event, and reuses the token for the next delivery", async () => {
    const { email, credentials } = await serviceAccount();
    const tag = `ps-${crypto.randomUUID()}`;
    const asked = redirect("https://pubsub.googleapis.com", tag);
    const { source, key } = await pipeline("gcp-cloud-pubsub", {
      credentials_json: credentials,
      project_id: "my-proj",
      topic: "events",
      encoding: "json",
      ack_enabled: true,
    });
    const publish = `/${tag}/v1/projects/my-proj/topics/events:publish`;
    expectQueued(await send(source, key, `{"msg":"a"}\n"plain"`), "gcp-cloud-pubsub", 2);
    // The second request after the first was delivered, so each is a delivery of its own.
    await received(publish);
    expectQueued(await send(source, key, `{"msg":"b"}`), "gcp-cloud-pubsub", 1);
    const [first, second, ...more] = await received(publish, 2);
    expect(more).toHaveLength(0);
    expect(asked).toEqual([
      "https://pubsub.googleapis.com/v1/projects/my-proj/topics/events:publish",
      "https://pubsub.googleapis.com/v1/projects/my-proj/topics/events:publish",
    ]);
    expect(first.headers["content-type"]).toBe("application/json");
    const data = (r: Json) => (JSON.parse(r.body).messages as Json[]).map((m) => atob(m.data));
    expect(data(first)).toEqual(['{"msg":"a"}', '{"message":"plain"}']);
    expect(data(second)).toEqual(['{"msg":"b"}']);
    expect(await tokenClaims(first)).toMatchObject({
      iss: email,
      scope: "https://www.googleapis.com/auth/pubsub",
    });
    expect(second.headers.authorization).toBe(first.headers.authorization);
    expect(
      await (await fetch(`${env.RECEIVER_URL}/_gcp-token-count/${encodeURIComponent(email)}`)).json(),
    ).toBe(1);
  });
});

describe("gcp-cloud-operations", () => {
  it("writes entries (jsonPayload/textPayload, severity, timestamp) to the log with the monitored resource", async () => {
    const { email, credentials } = await serviceAccount();
    const tag = `log-${crypto.randomUUID()}`;
    const asked = redirect("https://logging.googleapis.com", tag);
    const { source, key, sink } = await pipeline("gcp-cloud-operations", {
      credentials_json: credentials,
      project_id: "my-proj",
      log_id: "edge/app",
      resource_type: "global",
      resource_labels: [{ label_name: "project_id", label_value: "my-proj" }],
      ack_enabled: true,
    });
    expect(sink.user_config.resource_labels).toEqual([{ label_name: "project_id", label_value: "my-proj" }]);
    const res = await send(source, key, `{"msg":"boom","level":"error"}\n"plain line"`);
    expectQueued(res, "gcp-cloud-operations", 2);
    const [request] = await received(`/${tag}/v2/entries:write`);
    expect(asked).toEqual(["https://logging.googleapis.com/v2/entries:write"]);
    expect(request.method).toBe("POST");
    const body = JSON.parse(request.body) as Json;
    expect(body.logName).toBe("projects/my-proj/logs/edge%2Fapp");
    expect(body.resource).toEqual({ type: "global", labels: { project_id: "my-proj" } });
    expect(body.entries).toHaveLength(2);
    expect(body.entries[0]).toMatchObject({
      severity: "ERROR",
      jsonPayload: { msg: "boom", level: "error" },
    });
    expect(body.entries[0].timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(body.entries[1]).toMatchObject({ textPayload: "plain line" });
    expect(body.entries[1]).not.toHaveProperty("severity");
    expect(await tokenClaims(request)).toMatchObject({
      iss: email,
      scope: "https://www.googleapis.com/auth/logging.write",
    });
  });
});

describe("gcp-cloud-monitoring", () => {
  it("writes gauges and counters as time series (latest point per series); a log line fails the delivery", async () => {
    const { email, credentials } = await serviceAccount();
    const tag = `mon-${crypto.randomUUID()}`;
    const asked = redirect("https://monitoring.googleapis.com", tag);
    const { source, key, sink } = await pipeline("gcp-cloud-monitoring", {
      credentials_json: credentials,
      project_id: "my-proj",
      resource_type: "global",
      resource_labels: [{ label_name: "project_id", label_value: "my-proj" }],
    });
    const metric = (m: Json) => JSON.stringify({ metric: m });
    const res = await send(
      source,
      key,
      [
        metric({
          name: "temp",
          namespace: "room",
          kind: "absolute",
          type: "gauge",
          value: 20,
          tags: { "r-id": "a" },
        }),
        metric({
          name: "temp",
          namespace: "room",
          kind: "absolute",
          type: "gauge",
          value: 21,
          tags: { "r-id": "a" },
        }),
        metric({ name: "total", kind: "absolute", type: "counter", value: 99, tags: {} }),
        metric({ name: "delta", kind: "incremental", type: "counter", value: 1, tags: {} }),
        `{"msg":"a log line"}`,
      ].join("\n"),
    );
    // The sender is answered before delivery; the failure is the destination's, once the series went.
    expectQueued(res, "gcp-cloud-monitoring", 5);
    await received(`/${tag}/v3/projects/my-proj/timeSeries`);
    const { status } = await deadLettered(sink);
    expect(status.last_error.message).toContain(
      "2 of 5 events were not sent; first: an incremental counter (delta)",
    );
    // The series went once: the failure is not retried by sending them again.
    const [request, ...more] = await received(`/${tag}/v3/projects/my-proj/timeSeries`);
    expect(more).toHaveLength(0);
    expect(asked).toEqual(["https://monitoring.googleapis.com/v3/projects/my-proj/timeSeries"]);
    expect(request.method).toBe("POST");
    const { timeSeries } = JSON.parse(request.body) as Json;
    expect(timeSeries).toHaveLength(2);
    expect(timeSeries[0]).toMatchObject({
      metric: { type: "custom.googleapis.com/room/temp", labels: { r_id: "a" } },
      resource: { type: "global", labels: { project_id: "my-proj" } },
      metricKind: "GAUGE",
      valueType: "DOUBLE",
    });
    expect(timeSeries[0].points).toHaveLength(1);
    expect(timeSeries[0].points[0].value).toEqual({ doubleValue: 21 });
    expect(timeSeries[0].points[0].interval.endTime).toMatch(/Z$/);
    expect(timeSeries[0].points[0].interval).not.toHaveProperty("startTime");
    expect(timeSeries[1]).toMatchObject({
      metric: { type: "custom.googleapis.com/total", labels: {} },
      metricKind: "CUMULATIVE",
      points: [{ value: { doubleValue: 99 } }],
    });
    const { startTime, endTime } = timeSeries[1].points[0].interval;
    expect(Date.parse(startTime)).toBeLessThan(Date.parse(endTime));
    expect(await tokenClaims(request)).toMatchObject({
      iss: email,
      scope: "https://www.googleapis.com/auth/monitoring.write",
    });
  });
});
