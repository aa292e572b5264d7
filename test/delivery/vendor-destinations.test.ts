// End to end for the destinations the mezmo terraform provider offers (datadog-logs, honeycomb-logs,
// new-relic, azure-blob-storage, prometheus-remote-write): a pipeline built through the API (http source ->
// destination), published, fed over HTTP with an access key; the request the service got is read back from
// the loopback receiver (test/receiver.mjs). The vendor hosts, which the provider's resources give no field
// to change, are redirected to the receiver by a fetch spy; Azure is reached through the connection
// string's BlobEndpoint (the receiver's Azure checks the Shared Key signature), remote write through its
// endpoint.
import { env, SELF } from "cloudflare:test";
import { uncompress } from "snappyjs";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { prometheus } from "../../src/protocols/gen/prometheus";
import "../../src/protocols/protobuf";
import { client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("vendor-destinations"));
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Publishes http source (ndjson) -> `type` destination; answers the source id and an access key. */
async function pipeline(type: string, user_config: Json) {
  const p = (await api.post("/v3/pipeline", { title: `to ${type}` })).body.data.id as string;
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

const received = async (path: string) =>
  (await (await fetch(`${env.RECEIVER_URL}/_received${path}`)).json()) as Json[];

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
    // The create answer echoes the secret the request sent (fidelity doc); a read masks it.
    expect(sink.user_config).toMatchObject({ api_key: "dd-secret", site: "eu1", compression: "gzip" });
    const read = await api.get(`/v3/pipeline/${sink.pipeline_id}/sink/${sink.id}`);
    expect(read.body.data.user_config.api_key).toBe("********");

    const res = await send(source, key, `{"msg":"a","service":"web"}\n"plain line"`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(asked).toEqual(["https://http-intake.logs.datadoghq.eu/api/v2/logs"]);
    const [request, ...more] = await received(`/${tag}/api/v2/logs`);
    expect(more).toHaveLength(0);
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
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(asked).toEqual(["https://api.honeycomb.io/1/batch/my%20logs"]);
    const [request] = await received(`/${tag}/1/batch/my%20logs`);
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
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(asked).toEqual(["https://log-api.eu.newrelic.com/log/v1"]);
    const [request] = await received(`/${tag}/log/v1`);
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

  it("refuses the provider's `metrics` api (not delivered here)", async () => {
    const p = (await api.post("/v3/pipeline", { title: "nr metrics" })).body.data.id as string;
    const res = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "new-relic",
      user_config: { api: "metrics", account_id: "1", license_key: "k" },
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
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The blob's name has the time and a random part: the spy saw its URL.
    const day = new Date().toISOString().slice(0, 10).replaceAll("-", "/");
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
    const { source, key } = await pipeline("azure-blob-storage", {
      connection_string: `AccountName=${account};AccountKey=${btoa("wrong-key")};BlobEndpoint=${env.RECEIVER_URL}/_az/${account}`,
      container_name: "logs",
    });
    const res = await send(source, key, `{"msg":"a"}`);
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).toContain("AuthenticationFailed");
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
    expect(res.status, JSON.stringify(res.body)).toBe(200);
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
    const { source, key } = await pipeline("prometheus-remote-write", {
      endpoint: `${env.RECEIVER_URL}${path}`,
    });
    const res = await send(
      source,
      key,
      `${JSON.stringify({ metric: { name: "up", kind: "absolute", type: "gauge", value: 1, tags: {} } })}\n{"msg":"log"}`,
    );
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).toContain("not a metric event");
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
    expect((await send(source, key, '{"a":1}\n{"a":2}')).status).toBe(200);
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
