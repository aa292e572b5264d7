// The splunk-hec-logs, loki and elasticsearch destinations and the decrypt-fields processor configured with the
// bodies the mezmo terraform provider sends (models/destinations/{splunk_hec_logs,loki,elasticsearch}.go,
// models/processors/decrypt_fields.go FromModel; built by test/fidelity/mezmo-client.ts), and what each of its
// fields does:
// - the wire requests, through deliver() with a fetch that records them (splunk `url`, the value objects of
//   source/sourcetype/index, `host_field`/`timestamp_field` paths, loki `path`, `encoding.codec` and its list of
//   labels, elasticsearch index templates rendered per event and `auth.strategy: aws` signed with SigV4);
// - what the schema refuses, and why (tls_verify_certificate false over https, index templates that do not
//   render to an index name, the aws strategy without its keys);
// - the strftime templates against glibc's strftime (the same table as chrono's, Vector's);
// - end to end: pipelines built through the API with those bodies, published and fed over HTTP (and HEC), their
//   requests read at the loopback receiver (test/receiver.mjs); a value a Mezmo pipeline encrypted (VRL's
//   AES-256-CFB vector) arrives decrypted.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client";
import { type DeliveryOutcome, deliver } from "../../src/delivery/destinations";
import { eventValue } from "../../src/delivery/event-path";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import { findNodeKind } from "../../src/engine/kinds";
import type { RunnableNode } from "../../src/engine/runner";
import { toPointer, zodDetails } from "../../src/http/errors";
import { strftime } from "../../src/lib/strftime";
import { sha256Hex, signV4 } from "../../src/vendors/aws/sigv4";
import {
  elasticsearchAwsAuth,
  elasticsearchBasicAuth,
  elasticsearchBody,
  lokiBody,
  splunkHecBody,
} from "../fidelity/mezmo-client";
import { client, createAccount, type Json, workerFetch } from "../helpers";
import { type ReceivedRequest, receivedWhen } from "../receiver-client";

const NOW = 1_700_000_000_123; // 2023-11-14T22:13:20.123Z

interface Recorded {
  url: string;
  headers: Record<string, string>;
  /** The body as sent (gunzipped when sent with gzip). */
  body: string;
  /** The bytes as sent. */
  raw: Uint8Array;
}

async function gunzip(bytes: Uint8Array): Promise<string> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text();
}

/** deliver() with a fetch that records each request and answers 200 (or throws for the `unreachable` hosts). */
async function run(
  type: string,
  userConfig: Json,
  events: PipelineEvent[],
  unreachable: string[] = [],
): Promise<DeliveryOutcome & { requests: Recorded[] }> {
  const kind = findNodeKind("sink", type);
  if (!kind) throw new Error(`no destination kind ${type}`);
  const node: RunnableNode = {
    id: `dest-${type}`,
    nodeClass: "sink",
    type,
    userConfig: kind.config.parse(userConfig) as Record<string, unknown>,
    inputs: ["src"],
    disabled: false,
  };
  const requests: Recorded[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body;
    const raw =
      typeof body === "string" ? new TextEncoder().encode(body) : new Uint8Array(body as Uint8Array);
    const text = headers["content-encoding"] === "gzip" ? await gunzip(raw) : new TextDecoder().decode(raw);
    requests.push({ url: String(input), headers, body: text, raw });
    if (unreachable.some((host) => String(input).includes(host)))
      throw new TypeError("Network connection lost.");
    return new Response('{"text":"Success","code":0}', { status: 200 });
  }) as typeof fetch;
  const outcome = await deliver(node, events, {
    db: undefined as unknown as Db,
    accountId: "acct",
    fetch: fetchFn,
    sleep: async () => {},
    now: () => NOW,
  });
  return { ...outcome, requests };
}

/**
 * What the kind's schema says about a config, as the API reports it (src/http/errors.ts zodDetails, pointers
 * inside user_config): null when valid, else pointer → message.
 */
function problems(type: string, userConfig: Json, cls: "sink" | "transform" = "sink"): Json | null {
  const parsed = findNodeKind(cls, type)?.config.safeParse(userConfig);
  if (!parsed) throw new Error(`no kind ${type}`);
  if (parsed.success) return null;
  return Object.fromEntries(zodDetails(parsed.error).map((d) => [toPointer(d.path), d.message]));
}

// ---------------------------------------------------------------------------------------------------------

const lines = (body: string) => body.split("\n").map((l) => JSON.parse(l));

describe("splunk-hec-logs with the provider's body", () => {
  it("posts to url; source/sourcetype/index from fields or values; host and time from metadata", async () => {
    const config = splunkHecBody({
      source: { value_type: "field", value: ".source" },
      sourcetype: { value_type: "field", value: "metadata.sourcetype" },
      index: { value_type: "value", value: "main" },
    });
    const input = [
      // A log whose metadata says its host and time.
      newEvent({ msg: "hi", source: "app.log" }, NOW, { host: "web-1", time: 1_700_000_100 }),
      // What our siem-hec source makes: the HEC envelope is the message (metadata.* reads it).
      newEvent(
        {
          event: "fw line",
          host: "fw-1",
          source: "syslog",
          sourcetype: "fw",
          index: "net",
          time: 1_700_000_200.5,
        },
        NOW,
        { received_at: NOW },
      ),
      // Nothing of the kind: the collector's host, the event's own time, no source.
      newEvent("plain", NOW + 1000),
    ];
    const r = await run("splunk-hec-logs", config, input);
    expect(r).toMatchObject({ ok: true, attempts: 1 });
    expect(r.requests).toHaveLength(1);
    const q = r.requests[0];
    expect(q.url).toBe("https://splunk.example.com:8088/services/collector/event");
    expect(q.headers).toEqual({ "content-type": "application/json", authorization: "Splunk hec-token" });
    expect(lines(q.body)).toEqual([
      {
        time: 1_700_000_100,
        host: "web-1",
        source: "app.log",
        index: "main",
        event: { msg: "hi", source: "app.log" },
      },
      {
        time: 1_700_000_200.5,
        host: "fw-1",
        source: "syslog",
        sourcetype: "fw",
        index: "main",
        event: input[1].message,
      },
      { time: 1_700_000_001.123, index: "main", event: "plain" },
    ]);
  });

  it("value_type none leaves the field out; timestamp_field takes seconds, ms and dates, else the event's time", async () => {
    const config = splunkHecBody({
      compression: "gzip",
      source: { value_type: "value", value: "pipeline" },
      host_field: "message.origin.host",
      timestamp_field: ".ts",
    });
    const input = [
      newEvent({ ts: "2020-01-02T03:04:05.500Z", origin: { host: "a" } }, NOW),
      newEvent({ ts: 1_600_000_000_250 }, NOW),
      newEvent({ ts: "1600000000" }, NOW),
      newEvent({ ts: "not a time" }, NOW),
    ];
    const r = await run("splunk-hec-logs", config, input);
    expect(r.requests[0].headers["content-encoding"]).toBe("gzip");
    expect(lines(r.requests[0].body).map(({ event: _, ...envelope }) => envelope)).toEqual([
      { time: 1_577_934_245.5, host: "a", source: "pipeline" },
      { time: 1_600_000_000.25, source: "pipeline" },
      { time: 1_600_000_000, source: "pipeline" },
      { time: NOW / 1000, source: "pipeline" },
    ]);
  });

  it("our own form still works beside it (endpoint, constants, .a.b host_field)", async () => {
    const r = await run(
      "splunk-hec-logs",
      { endpoint: "https://s:8088", token: "t", source: "s", sourcetype: "_json", host_field: ".h" },
      [newEvent({ h: "x" }, NOW)],
    );
    expect(r.requests[0].url).toBe("https://s:8088/services/collector/event");
    expect(lines(r.requests[0].body)).toEqual([
      { time: NOW / 1000, host: "x", source: "s", sourcetype: "_json", event: { h: "x" } },
    ]);
  });

  it("the schema: tls_verify_certificate false only where there is no TLS; url or endpoint, not both; paths", () => {
    expect(problems("splunk-hec-logs", splunkHecBody())).toBeNull();
    expect(problems("splunk-hec-logs", splunkHecBody({ tls_verify_certificate: false }))).toEqual({
      "/tls_verify_certificate":
        "false cannot be honoured: the Workers runtime's fetch always verifies TLS certificates (use a certificate a public CA signed, or an http URL)",
    });
    expect(
      problems(
        "splunk-hec-logs",
        splunkHecBody({ tls_verify_certificate: false, url: "http://splunk.internal:8088" }),
      ),
    ).toBeNull();
    expect(problems("splunk-hec-logs", splunkHecBody({ endpoint: "https://other:8088" }))).toEqual({
      "/url": "url is another name for endpoint: send one",
    });
    const { url: _, ...noUrl } = splunkHecBody();
    expect(problems("splunk-hec-logs", noUrl)).toEqual({ "/endpoint": "required (or url)" });
    expect(problems("splunk-hec-logs", splunkHecBody({ host_field: "metadata..host" }))).toEqual({
      "/host_field": "must be a field path such as .host or metadata.host",
    });
    expect(problems("splunk-hec-logs", splunkHecBody({ index: { value_type: "value" } }))).not.toBeNull();
    expect(
      problems("splunk-hec-logs", splunkHecBody({ index: { value_type: "field", value: "" } })),
    ).not.toBeNull();
  });

  it("event paths: ours address the message, the provider's the event", () => {
    const e = newEvent({ a: { b: 1 }, metadata: { host: "in-message" } }, NOW, { host: "meta" });
    expect(eventValue(e, ".a.b")).toBe(1);
    expect(eventValue(e, "a.b")).toBe(1);
    expect(eventValue(e, "message.a.b")).toBe(1);
    expect(eventValue(e, "metadata.host")).toBe("meta");
    expect(eventValue(e, ".metadata.host")).toBe("in-message");
    expect(eventValue(e, "metadata.source")).toBeUndefined();
    // The HEC envelope fallback is for HEC envelopes (a message with `event`) and their five keys only.
    const hec = newEvent({ event: "x", host: "h", index: "i", other: "o" }, NOW, {});
    expect(eventValue(hec, "metadata.host")).toBe("h");
    expect(eventValue(hec, "metadata.index")).toBe("i");
    expect(eventValue(hec, "metadata.other")).toBeUndefined();
    expect(eventValue(newEvent({ host: "h" }, NOW, {}), "metadata.host")).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("loki with the provider's body", () => {
  it("pushes to endpoint + path, the listed labels as the stream, json lines, basic auth", async () => {
    const r = await run("loki", lokiBody(), [newEvent({ msg: "b" }, NOW + 1), newEvent("a", NOW)]);
    expect(r).toMatchObject({ ok: true, attempts: 1 });
    const q = r.requests[0];
    expect(q.url).toBe("https://loki.example.com/loki/api/v1/push");
    expect(q.headers.authorization).toBe(`Basic ${btoa("username:secret-password")}`);
    expect(JSON.parse(q.body)).toEqual({
      streams: [
        {
          stream: { app: "web", env: "prod" },
          values: [
            ["1700000000123000000", '{"message":"a"}'],
            ["1700000000124000000", '{"msg":"b"}'],
          ],
        },
      ],
    });
  });

  it("another path (with or without its leading slash) and the text codec", async () => {
    for (const path of ["/custom/push", "custom/push"]) {
      const r = await run("loki", lokiBody({ path, encoding: { codec: "text" } }), [
        newEvent({ message: "the line" }, NOW),
      ]);
      expect(r.requests[0].url).toBe("https://loki.example.com/custom/push");
      expect(JSON.parse(r.requests[0].body).streams[0].values).toEqual([["1700000000123000000", "the line"]]);
    }
  });

  it("the schema: label names as Loki takes them, once each", () => {
    expect(problems("loki", lokiBody())).toBeNull();
    expect(
      problems(
        "loki",
        lokiBody({
          labels: [
            { label_name: "a", label_value: "1" },
            { label_name: "a", label_value: "2" },
          ],
        }),
      ),
    ).toEqual({ "/labels/1/label_name": "duplicate label_name" });
    expect(problems("loki", lokiBody({ labels: [{ label_name: "a-b", label_value: "1" }] }))).toEqual({
      "/labels/0/label_name": "must be a label name",
    });
    expect(problems("loki", lokiBody({ encoding: { codec: "protobuf" } }))).not.toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------

const bulkIndices = (body: string) =>
  body
    .split("\n")
    .filter((l, i) => l && i % 2 === 0)
    .map((l) => JSON.parse(l).index._index);

/** Recomputes the request's SigV4 signature from what was sent: it must be the one sent. */
async function expectSigned(q: { url: string; headers: Record<string, string> }, raw: Uint8Array | null) {
  const auth = q.headers.authorization;
  const stamp = q.headers["x-amz-date"];
  expect(auth).toMatch(
    new RegExp(
      `^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${stamp.slice(0, 8)}/us-east-2/es/aws4_request, SignedHeaders=(content-encoding;)?content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$`,
    ),
  );
  if (raw) expect(q.headers["x-amz-content-sha256"]).toBe(await sha256Hex(raw));
  const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1].split(";") ?? [];
  const headers = Object.fromEntries(
    signedNames.filter((n) => n !== "host" && n !== "x-amz-date").map((n) => [n, q.headers[n]]),
  );
  const date = new Date(stamp.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, "$1-$2-$3T$4:$5:$6Z"));
  const again = await signV4({
    method: "POST",
    url: q.url,
    headers,
    payloadHash: q.headers["x-amz-content-sha256"],
    region: "us-east-2",
    service: "es",
    credentials: {
      accessKeyId: elasticsearchAwsAuth.access_key_id,
      secretAccessKey: elasticsearchAwsAuth.secret_access_key,
    },
    date,
  });
  expect(again.authorization).toBe(auth);
}

describe("elasticsearch with the provider's body", () => {
  it("renders the index template per event time, in UTC, within one bulk request", async () => {
    const lastOfDay = Date.UTC(2023, 10, 14, 23, 59, 59, 999);
    const r = await run("elasticsearch", elasticsearchBody(elasticsearchBasicAuth), [
      newEvent({ n: 1 }, lastOfDay),
      newEvent({ n: 2 }, lastOfDay + 1),
      newEvent({ n: 3 }, Date.UTC(2024, 0, 1)),
    ]);
    expect(r).toMatchObject({ ok: true, attempts: 1 });
    expect(r.requests).toHaveLength(1);
    expect(bulkIndices(r.requests[0].body)).toEqual([
      "mezmo-2023.11.14",
      "mezmo-2023.11.15",
      "mezmo-2024.01.01",
    ]);
    // basic with the aws keys "": Basic auth, nothing signed.
    expect(r.requests[0].headers).toEqual({
      "content-type": "application/x-ndjson",
      authorization: `Basic ${btoa("user1:pass1")}`,
    });
  });

  it("aws: every request SigV4-signed for es in the auth's region (gzip: the compressed bytes)", async () => {
    for (const compression of ["none", "gzip"]) {
      const r = await run(
        "elasticsearch",
        elasticsearchBody(elasticsearchAwsAuth, { compression, pipeline: "geo ip" }),
        [newEvent({ msg: "hello" }, NOW)],
      );
      expect(r).toMatchObject({ ok: true, attempts: 1 });
      const q = r.requests[0];
      expect(q.url).toBe("https://es1.example.com/_bulk?pipeline=geo%20ip");
      expect(q.headers["x-amz-date"]).toBe("20231114T221320Z");
      expect(q.headers["content-encoding"]).toBe(compression === "gzip" ? "gzip" : undefined);
      await expectSigned(q, q.raw);
      expect(q.body).toContain('{"index":{"_index":"mezmo-2023.11.14"}}');
    }
  });

  it("aws: a failover to another endpoint is signed for that endpoint's host", async () => {
    const r = await run(
      "elasticsearch",
      elasticsearchBody(elasticsearchAwsAuth, {
        endpoints: ["https://es1.example.com", "https://es2.example.com:9200/prefix"],
      }),
      [newEvent({ msg: "hello" }, NOW)],
      ["es1.example.com"],
    );
    expect(r).toMatchObject({ ok: true, attempts: 2 });
    expect(r.requests.map((q) => q.url)).toEqual([
      "https://es1.example.com/_bulk",
      "https://es2.example.com:9200/prefix/_bulk",
    ]);
    for (const q of r.requests) await expectSigned(q, q.raw);
    expect(r.requests[0].headers.authorization).not.toBe(r.requests[1].headers.authorization);
  });

  it("our own form still works beside it (a plain index, auth none or basic without the aws keys)", async () => {
    const r = await run(
      "elasticsearch",
      {
        endpoints: ["https://es1.example.com"],
        index: "logs-app",
        auth: { strategy: "basic", user: "u", password: "p" },
      },
      [newEvent({ a: 1 }, NOW)],
    );
    expect(bulkIndices(r.requests[0].body)).toEqual(["logs-app"]);
    expect(r.requests[0].headers.authorization).toBe(`Basic ${btoa("u:p")}`);
  });

  it("the schema: templates must render to index names; aws needs its keys and a region; unused keys are ''", () => {
    expect(problems("elasticsearch", elasticsearchBody(elasticsearchBasicAuth))).toBeNull();
    expect(problems("elasticsearch", elasticsearchBody(elasticsearchAwsAuth))).toBeNull();
    expect(
      problems("elasticsearch", elasticsearchBody(elasticsearchBasicAuth, { index: "logs-%b" })),
    ).toEqual({
      "/index": 'must render to a lowercase index name; it renders to "logs-Feb"',
    });
    expect(
      problems("elasticsearch", elasticsearchBody(elasticsearchBasicAuth, { index: "logs-%e" })),
    ).toEqual({
      "/index": 'must render to a lowercase index name; it renders to "logs- 3"',
    });
    expect(
      problems("elasticsearch", elasticsearchBody(elasticsearchBasicAuth, { index: "logs-%Q" })),
    ).toEqual({
      "/index": "%Q is not a strftime specifier",
    });
    expect(
      problems("elasticsearch", elasticsearchBody(elasticsearchBasicAuth, { index: "logs-{{ .app }}" })),
    ).toEqual({
      "/index": "field templates ({{ .field }}) are not supported; strftime specifiers (%Y, %m, %d ...) are",
    });
    expect(problems("elasticsearch", elasticsearchBody(elasticsearchBasicAuth, { index: "Logs" }))).toEqual({
      "/index": "must be a lowercase index name",
    });
    expect(
      problems("elasticsearch", elasticsearchBody(elasticsearchBasicAuth, { index: "logs-%Y-%m-%-d.%H%M" })),
    ).toBeNull();
    expect(problems("elasticsearch", elasticsearchBody({ ...elasticsearchAwsAuth, region: "" }))).toEqual({
      "/auth/region": "must be an AWS region such as us-east-1",
    });
    expect(
      problems("elasticsearch", elasticsearchBody({ ...elasticsearchAwsAuth, secret_access_key: "" })),
    ).toMatchObject({
      "/auth/secret_access_key": expect.any(String),
    });
    expect(
      problems(
        "elasticsearch",
        elasticsearchBody({ ...elasticsearchBasicAuth, access_key_id: "AKIAIOSFODNN7EXAMPLE" }),
      ),
    ).toMatchObject({ "/auth/access_key_id": expect.any(String) });
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("strftime templates (chrono's specifiers, as Vector renders them, in UTC)", () => {
  const all =
    "%Y|%C|%y|%m|%b|%h|%B|%d|%e|%a|%A|%w|%u|%U|%W|%G|%g|%V|%j|%D|%x|%F|%H|%k|%I|%l|%p|%M|%S|%R|%T|%X|%r|%c|%s|%%|%-d|%-m|%_m|%-H|%-j";
  // Expected: Python's time.strftime (glibc) with TZ=UTC, for dates around week and year boundaries.
  const glibc: [number, string][] = [
    [
      981173106000,
      "2001|20|01|02|Feb|Feb|February|03| 3|Sat|Saturday|6|6|04|05|2001|01|05|034|02/03/01|02/03/01|2001-02-03|04| 4|04| 4|AM|05|06|04:05|04:05:06|04:05:06|04:05:06 AM|Sat Feb  3 04:05:06 2001|981173106|%|3|2| 2|4|34",
    ],
    [
      1609506000000,
      "2021|20|21|01|Jan|Jan|January|01| 1|Fri|Friday|5|5|00|00|2020|20|53|001|01/01/21|01/01/21|2021-01-01|13|13|01| 1|PM|00|00|13:00|13:00:00|13:00:00|01:00:00 PM|Fri Jan  1 13:00:00 2021|1609506000|%|1|1| 1|13|1",
    ],
    [
      1735603199000,
      "2024|20|24|12|Dec|Dec|December|30|30|Mon|Monday|1|1|52|53|2025|25|01|365|12/30/24|12/30/24|2024-12-30|23|23|11|11|PM|59|59|23:59|23:59:59|23:59:59|11:59:59 PM|Mon Dec 30 23:59:59 2024|1735603199|%|30|12|12|23|365",
    ],
    [
      1700000000000,
      "2023|20|23|11|Nov|Nov|November|14|14|Tue|Tuesday|2|2|46|46|2023|23|46|318|11/14/23|11/14/23|2023-11-14|22|22|10|10|PM|13|20|22:13|22:13:20|22:13:20|10:13:20 PM|Tue Nov 14 22:13:20 2023|1700000000|%|14|11|11|22|318",
    ],
    [
      1609372800000,
      "2020|20|20|12|Dec|Dec|December|31|31|Thu|Thursday|4|4|52|52|2020|20|53|366|12/31/20|12/31/20|2020-12-31|00| 0|12|12|AM|00|00|00:00|00:00:00|00:00:00|12:00:00 AM|Thu Dec 31 00:00:00 2020|1609372800|%|31|12|12|0|366",
    ],
  ];
  it.each(glibc)("%s", (ms, expected) => {
    const template = strftime(all);
    if ("error" in template) throw new Error(template.error);
    expect(template.render(ms)).toBe(expected);
  });

  it("fractions, zones and the chrono-only specifiers", () => {
    const t = strftime("%f|%.f|%.3f|%.6f|%.9f|%3f|%6f|%9f|%Z|%z|%:z|%::z|%:::z|%P|%q|%+|%t|%n");
    if ("error" in t) throw new Error(t.error);
    expect(t.render(981173106026.49)).toBe(
      "026490000|.026490|.026|.026490|.026490000|026|026490|026490000|UTC|+0000|+00:00|+00:00:00|+00|am|1|2001-02-03T04:05:06.026490+00:00|\t|\n",
    );
    const dot = strftime("%.f");
    if ("error" in dot) throw new Error(dot.error);
    expect([981173106000, 981173106500, 981173106000.25].map((ms) => dot.render(ms))).toEqual([
      "",
      ".500",
      ".000250",
    ]);
  });

  it("refuses what is not a specifier", () => {
    expect(strftime("a%")).toEqual({ error: "a template cannot end with %" });
    expect(strftime("%Q")).toEqual({ error: "%Q is not a strftime specifier" });
    expect(strftime("%-b")).toEqual({ error: "%-b: padding applies to numeric specifiers only" });
    const plain = strftime("no-specifiers");
    expect("render" in plain && plain.render(0)).toBe("no-specifiers");
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("end to end: the provider's bodies through the API, a published pipeline and the delivery queue", () => {
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    api = client(await createAccount("provider-shaped"));
  });

  /** A published pipeline: a `sourceType` source into each of `sinks` (type, user_config, via a processor?). */
  async function pipeline(sourceType: string, sinks: { type: string; user_config: Json; via?: Json }[]) {
    const p = (await api.post("/v3/pipeline", { title: `provider-shaped ${crypto.randomUUID()}` })).body.data
      .id as string;
    const sourceConfig = sourceType === "http" ? { decoding: "ndjson" } : {};
    const source = (
      await api.post(`/v3/pipeline/${p}/source`, { type: sourceType, user_config: sourceConfig })
    ).body.data.id as string;
    for (const sink of sinks) {
      let input = source;
      if (sink.via) {
        const processor = await api.post(`/v3/pipeline/${p}/transform`, { ...sink.via, inputs: [source] });
        expect(processor.status, JSON.stringify(processor.body)).toBe(200);
        expect(processor.body.data.user_config).toEqual(sink.via.user_config);
        input = processor.body.data.id;
      }
      const created = await api.post(`/v3/pipeline/${p}/sink`, {
        type: sink.type,
        title: sink.type,
        inputs: [input],
        user_config: sink.user_config,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      // Answered as sent (defaults of ours, such as batch, added beside).
      expect(created.body.data.user_config).toMatchObject(sink.user_config);
    }
    const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data
      .key as string;
    const published = await api.post(`/v3/pipeline/${p}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    return { source, key };
  }

  const at = (path: string, count = 1): Promise<ReceivedRequest[]> => receivedWhen(path, count);

  it("splunk, loki and elasticsearch (aws) deliver what the provider configured", async () => {
    const tag = crypto.randomUUID();
    const { source, key } = await pipeline("http", [
      {
        type: "splunk-hec-logs",
        user_config: splunkHecBody({
          url: `${env.RECEIVER_URL}/splunk-${tag}`,
          source: { value_type: "field", value: ".source" },
          index: { value_type: "value", value: "main" },
        }),
      },
      {
        type: "loki",
        user_config: lokiBody({
          endpoint: env.RECEIVER_URL,
          path: `/loki-${tag}/push`,
          encoding: { codec: "text" },
        }),
      },
      {
        type: "elasticsearch",
        user_config: elasticsearchBody(elasticsearchAwsAuth, {
          endpoints: [`${env.RECEIVER_URL}/es-${tag}`],
        }),
      },
    ]);
    const res = await workerFetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}`, "content-type": "application/x-ndjson" },
      body: '{"message":"hello","source":"app.log"}\n',
    });
    expect(res.status, await res.clone().text()).toBe(200);

    const [hec] = await at(`/splunk-${tag}/services/collector/event`);
    expect(hec.headers.authorization).toBe("Splunk hec-token");
    const envelope = JSON.parse(hec.body);
    expect(envelope).toEqual({
      time: expect.any(Number),
      source: "app.log",
      index: "main",
      event: { message: "hello", source: "app.log" },
    });

    const [push] = await at(`/loki-${tag}/push`);
    expect(push.headers.authorization).toBe(`Basic ${btoa("username:secret-password")}`);
    const stream = JSON.parse(push.body).streams[0];
    expect(stream.stream).toEqual({ app: "web", env: "prod" });
    expect(stream.values.map((v: string[]) => v[1])).toEqual(["hello"]);

    const [bulk] = await at(`/es-${tag}/_bulk`);
    const [action, doc] = bulk.body.split("\n").map((l) => (l ? JSON.parse(l) : null));
    expect(action.index._index).toBe(`mezmo-${doc["@timestamp"].slice(0, 10).replaceAll("-", ".")}`);
    expect(doc).toMatchObject({ message: "hello", source: "app.log" });
    await expectSigned(
      { url: `${env.RECEIVER_URL}/es-${tag}/_bulk`, headers: bulk.headers },
      new TextEncoder().encode(bulk.body),
    );
    // The envelope's time is the event's, as elasticsearch's @timestamp says it.
    expect(envelope.time * 1000).toBe(Date.parse(doc["@timestamp"]));
  });

  it("HEC in, HEC out: the provider's metadata.* defaults read what our siem-hec source received", async () => {
    const tag = crypto.randomUUID();
    const { source, key } = await pipeline("siem-hec", [
      {
        type: "splunk-hec-logs",
        user_config: splunkHecBody({
          url: `${env.RECEIVER_URL}/hec-out-${tag}`,
          source: { value_type: "field", value: "metadata.source" },
          sourcetype: { value_type: "field", value: "metadata.sourcetype" },
          index: { value_type: "field", value: "metadata.index" },
        }),
      },
    ]);
    const res = await workerFetch(`https://api.test/ingest/${source}/services/collector/event`, {
      method: "POST",
      headers: { authorization: `Splunk ${key}` },
      body: JSON.stringify({
        event: "fw denied",
        host: "fw-1",
        source: "/var/log/fw",
        sourcetype: "fw:log",
        index: "net",
        time: 1_700_000_000.5,
      }),
    });
    expect(await res.json()).toEqual({ text: "Success", code: 0 });
    const [hec] = await at(`/hec-out-${tag}/services/collector/event`);
    expect(JSON.parse(hec.body)).toMatchObject({
      time: 1_700_000_000.5,
      host: "fw-1",
      source: "/var/log/fw",
      sourcetype: "fw:log",
      index: "net",
    });
  });

  it("decrypt-fields with the provider's body decrypts a value a Mezmo pipeline encrypted (AES-256-CFB)", async () => {
    const tag = crypto.randomUUID();
    const { source, key } = await pipeline("http", [
      {
        type: "http",
        user_config: { uri: `${env.RECEIVER_URL}/decrypted-${tag}`, encoding: "ndjson" },
        via: {
          type: "decrypt-fields",
          title: "decrypt",
          user_config: {
            field: ".card",
            algorithm: "AES-256-CFB",
            key: "32_bytes_xxxxxxxxxxxxxxxxxxxxxxx",
            iv_field: ".iv",
            decode_raw_bytes: true,
          },
        },
      },
    ]);
    // VRL's encrypt("morethan1blockofdata", "AES-256-CFB", key, iv: "16_bytes_xxxxxxx"), Base64-encoded.
    const bytes =
      "d13392819a5e0e3d3c88dce72f3a5d9008538471".match(/../g)?.map((b) => Number.parseInt(b, 16)) ?? [];
    const card = btoa(String.fromCharCode(...bytes));
    const res = await workerFetch(`https://api.test/ingest/${source}`, {
      method: "POST",
      headers: { authorization: `Token ${key}`, "content-type": "application/x-ndjson" },
      body: `${JSON.stringify({ card, iv: btoa("16_bytes_xxxxxxx") })}\n`,
    });
    expect(res.status).toBe(200);
    const [got] = await at(`/decrypted-${tag}`);
    expect(JSON.parse(got.body.trim())).toEqual({
      card: "morethan1blockofdata",
      iv: btoa("16_bytes_xxxxxxx"),
    });
  });

  it("refuses, with the reason, what cannot be honoured", async () => {
    const p = (await api.post("/v3/pipeline", { title: "refusals" })).body.data.id as string;
    const post = (type: string, user_config: Json) =>
      api.post(`/v3/pipeline/${p}/sink`, { type, user_config });
    const tls = await post("splunk-hec-logs", splunkHecBody({ tls_verify_certificate: false }));
    expect(tls.status).toBe(400);
    expect(tls.body.errors).toEqual([
      {
        instancePath: "/user_config/tls_verify_certificate",
        message:
          "false cannot be honoured: the Workers runtime's fetch always verifies TLS certificates (use a certificate a public CA signed, or an http URL)",
      },
    ]);
    const index = await post(
      "elasticsearch",
      elasticsearchBody(elasticsearchBasicAuth, { index: "logs-%B" }),
    );
    expect(index.status).toBe(400);
    expect(index.body.errors).toEqual([
      {
        instancePath: "/user_config/index",
        message: 'must render to a lowercase index name; it renders to "logs-February"',
      },
    ]);
  });

  it("the mask cannot follow a moved url, path or region (credential targets), and keeps the secret otherwise", async () => {
    const p = (await api.post("/v3/pipeline", { title: "targets" })).body.data.id as string;
    for (const [type, body, moved, pointer] of [
      ["splunk-hec-logs", splunkHecBody(), { url: "https://elsewhere.example.com:8088" }, "/user_config/url"],
      [
        "elasticsearch",
        elasticsearchBody(elasticsearchAwsAuth),
        { auth: { ...elasticsearchAwsAuth, region: "eu-west-1" } },
        "/user_config/auth/region",
      ],
      ["loki", lokiBody(), { endpoint: "https://elsewhere.example.com" }, "/user_config/endpoint"],
      ["loki", lokiBody(), { path: "/another-tenant/push" }, "/user_config/path"],
    ] as [string, Json, Json, string][]) {
      const created = await api.post(`/v3/pipeline/${p}/sink`, { type, user_config: body });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const node = created.body.data;
      const masked = (config: Json) =>
        JSON.parse(
          JSON.stringify(config).replace(/"(hec-token|wJalrXUtnFEMI[^"]*|secret-password)"/g, '"********"'),
        );
      const url = `/v3/pipeline/${p}/sink/${node.id}`;
      const res = await api.put(url, {
        type,
        generation_id: node.generation_id,
        user_config: masked({ ...body, ...moved }),
      });
      expect(res.status, `${type} ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors[0].instancePath, type).toBe(pointer);
      // Where it goes unchanged, the mask keeps the stored secret (read, modify, write).
      const kept = await api.put(url, {
        type,
        generation_id: node.generation_id,
        user_config: masked({ ...body, ack_enabled: false }),
      });
      expect(kept.status, `${type} ${JSON.stringify(kept.body)}`).toBe(200);
      expect((await api.get(url)).body.data.user_config).toEqual({
        ...(created.body.data.user_config as Json),
        ack_enabled: false,
      });
    }
  });
});
