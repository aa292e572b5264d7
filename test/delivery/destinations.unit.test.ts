// Delivery to external destinations (http, elasticsearch, loki, splunk-hec-logs, s3, and the vendor kinds of
// the mezmo provider: datadog-logs, honeycomb-logs, new-relic, azure-blob-storage, prometheus-remote-write;
// end to end for those in vendor-destinations.test.ts) through an injected
// fetch that records every request and answers from a script: the exact wire requests, batching, gzip,
// retries with backoff (no real waiting), failover, and failures reported as failures with their reason.
// SigV4 is checked against AWS's published examples.
import { describe, expect, it } from "vitest";
import type { Db } from "../../src/db/client";
import { type DeliveryOutcome, deliver } from "../../src/delivery/destinations";
import { nanoseconds } from "../../src/delivery/loki";
import { objectKey } from "../../src/delivery/s3";
import { hecUrl } from "../../src/delivery/splunk-hec";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import { findNodeKind } from "../../src/engine/kinds";
import type { RunnableNode } from "../../src/engine/runner";
import { prometheus } from "../../src/protocols/gen/prometheus";
import { objectUrl } from "../../src/vendors/aws/s3";
import { sha256Hex, signV4, uriEncode } from "../../src/vendors/aws/sigv4";
import { parseAzureConnectionString } from "../../src/vendors/azure/blob";
import "../../src/protocols/protobuf";
import { uncompress } from "snappyjs";

const NOW = 1_700_000_000_123; // 2023-11-14T22:13:20.123Z

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The body as text, gunzipped when sent with content-encoding gzip. */
  body: string;
  /** The bytes as sent. */
  raw: Uint8Array;
}

type Answer = Response | Error | (() => Response);

async function gunzip(bytes: Uint8Array): Promise<string> {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}

/** A fetch that records requests and answers from `script` in order (then 200 with an empty body). */
function scriptedFetch(script: Answer[] = []) {
  const requests: Recorded[] = [];
  const sleeps: number[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = init?.body;
    const raw =
      typeof body === "string"
        ? new TextEncoder().encode(body)
        : new Uint8Array(body as Uint8Array | ArrayBuffer);
    const text = headers["content-encoding"] === "gzip" ? await gunzip(raw) : new TextDecoder().decode(raw);
    requests.push({ url: String(input), method: init?.method ?? "GET", headers, body: text, raw });
    const next = script.shift();
    if (next instanceof Error) throw next;
    if (typeof next === "function") return next();
    return next ?? new Response("", { status: 200 });
  }) as typeof fetch;
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  return { fetch: fetchFn, sleep, requests, sleeps };
}

function node(type: string, raw: Record<string, unknown>): RunnableNode {
  const kind = findNodeKind("sink", type);
  if (!kind) throw new Error(`no destination kind ${type}`);
  return {
    id: `dest-${type}`,
    nodeClass: "sink",
    type,
    userConfig: kind.config.parse(raw) as Record<string, unknown>,
    inputs: ["src"],
    disabled: false,
  };
}

async function run(
  n: RunnableNode,
  events: PipelineEvent[],
  script: Answer[] = [],
): Promise<DeliveryOutcome & ReturnType<typeof scriptedFetch>> {
  const f = scriptedFetch(script);
  const outcome = await deliver(n, events, {
    db: undefined as unknown as Db,
    accountId: "acct",
    fetch: f.fetch,
    sleep: f.sleep,
    now: () => NOW,
  });
  return { ...f, ...outcome };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const status =
  (code: number, body = "") =>
  () =>
    new Response(body || null, { status: code });
const refused = () => new TypeError("Network connection lost.");

const events = (n: number, start = NOW) =>
  Array.from({ length: n }, (_, i) => newEvent({ n: i, msg: `event ${i}` }, start + i));

// ---------------------------------------------------------------------------------------------------------

describe("http (shared batching and retries after the refactor)", () => {
  const http = (extra: Record<string, unknown> = {}) =>
    node("http", { uri: "https://collector.example/in", ...extra });

  it("posts the exact request", async () => {
    const r = await run(
      http({ encoding: "ndjson", headers: { "X-Team": "a" }, auth: { strategy: "bearer", token: "t0k" } }),
      events(2),
    );
    expect(r.ok).toBe(true);
    expect(r.attempts).toBe(1);
    expect(r.requests).toHaveLength(1);
    expect(r.requests[0]).toMatchObject({
      url: "https://collector.example/in",
      method: "POST",
      headers: {
        "x-team": "a",
        "content-type": "application/x-ndjson; charset=utf-8",
        authorization: "Bearer t0k",
      },
      body: '{"n":0,"msg":"event 0"}\n{"n":1,"msg":"event 1"}',
    });
  });

  it("batches, gzips, retries then succeeds, fails at once on 4xx, and reports exhausted retries", async () => {
    const batched = await run(http({ batch: { max_events: 2 }, compression: "gzip" }), events(5));
    expect(batched.requests.map((q) => JSON.parse(q.body).length)).toEqual([2, 2, 1]);
    expect(batched.requests.every((q) => q.headers["content-encoding"] === "gzip")).toBe(true);

    const retried = await run(http(), events(1), [status(503), status(429)]);
    expect(retried).toMatchObject({ ok: true, attempts: 3 });
    expect(retried.sleeps).toHaveLength(2);

    const bad = await run(http(), events(1), [status(400, "bad json")]);
    expect(bad).toMatchObject({ ok: false, attempts: 1 });
    expect(bad.error).toBe("https://collector.example/in answered 400: bad json");

    const down = await run(http({ max_retries: 2 }), events(1), [refused(), refused(), refused()]);
    expect(down).toMatchObject({ ok: false, attempts: 3 });
    // The runtime's "Network connection lost." said as its cause (src/lib/network-failure.ts).
    expect(down.error).toBe(
      "https://collector.example/in: connection refused or reset by collector.example:443",
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("elasticsearch", () => {
  const es = (extra: Record<string, unknown> = {}) =>
    node("elasticsearch", { endpoints: ["https://es1.example:9200/"], index: "logs-app", ...extra });

  it("posts NDJSON action/source pairs to _bulk with the pipeline, auth and @timestamp", async () => {
    const input = [
      newEvent({ level: "info", msg: "hello" }, NOW),
      newEvent("a raw line", NOW + 1),
      newEvent({ "@timestamp": "2020-01-01T00:00:00Z", x: 1 }, NOW + 2),
    ];
    const r = await run(
      es({ pipeline: "geo ip", auth: { strategy: "basic", user: "elastic", password: "changeme" } }),
      input,
      [json({ took: 3, errors: false, items: [] })],
    );
    expect(r).toMatchObject({ ok: true, attempts: 1, events: 3 });
    expect(r.requests).toHaveLength(1);
    const q = r.requests[0];
    expect(q.url).toBe("https://es1.example:9200/_bulk?pipeline=geo%20ip");
    expect(q.method).toBe("POST");
    expect(q.headers).toEqual({
      "content-type": "application/x-ndjson",
      authorization: `Basic ${btoa("elastic:changeme")}`,
    });
    const action = '{"index":{"_index":"logs-app"}}';
    expect(q.body).toBe(
      `${action}\n{"level":"info","msg":"hello","@timestamp":"2023-11-14T22:13:20.123Z"}\n` +
        `${action}\n{"message":"a raw line","@timestamp":"2023-11-14T22:13:20.124Z"}\n` +
        `${action}\n{"@timestamp":"2020-01-01T00:00:00Z","x":1}\n`,
    );
  });

  it("has no query string without a pipeline, batches by max_events and max_bytes, and gzips", async () => {
    const r = await run(es({ compression: "gzip", batch: { max_events: 2 } }), events(5));
    expect(r.requests.map((q) => q.url)).toEqual(Array(3).fill("https://es1.example:9200/_bulk"));
    expect(r.requests.map((q) => q.body.split("\n").length - 1)).toEqual([4, 4, 2]);
    expect(r.requests[0].headers["content-encoding"]).toBe("gzip");
    expect(r.requests[0].raw.slice(0, 2)).toEqual(new Uint8Array([0x1f, 0x8b]));

    // ~600-byte messages with max_bytes 1024: one per batch.
    const big = Array.from({ length: 3 }, (_, i) => newEvent({ i, pad: "x".repeat(600) }, NOW));
    const bySize = await run(es({ batch: { max_bytes: 1024 } }), big);
    expect(bySize.requests).toHaveLength(3);
  });

  it("fails over to the next endpoint on a network error, and keeps using the one that answered", async () => {
    const r = await run(
      es({ endpoints: ["https://es1.example:9200", "https://es2.example:9200"], batch: { max_events: 1 } }),
      events(2),
      [refused()],
    );
    expect(r).toMatchObject({ ok: true, attempts: 3 });
    expect(r.requests.map((q) => q.url)).toEqual([
      "https://es1.example:9200/_bulk",
      "https://es2.example:9200/_bulk",
      "https://es2.example:9200/_bulk",
    ]);
    expect(r.sleeps).toEqual([]); // failover does not wait
  });

  it("retries a whole round of unreachable endpoints with backoff, then reports the failure", async () => {
    const r = await run(
      es({ endpoints: ["https://es1.example:9200", "https://es2.example:9200"] }),
      events(1),
      Array.from({ length: 8 }, refused),
    );
    expect(r).toMatchObject({ ok: false, attempts: 8 });
    expect(r.sleeps).toHaveLength(3);
    expect(r.error).toBe("https://es2.example:9200/_bulk: connection refused or reset by es2.example:9200");
  });

  it("retries 5xx then succeeds; a 4xx fails at once", async () => {
    const ok = await run(es(), events(1), [status(503), json({ errors: false, items: [] })]);
    expect(ok).toMatchObject({ ok: true, attempts: 2 });
    const bad = await run(es(), events(1), [
      json({ error: { type: "security_exception", reason: "unable to authenticate" }, status: 401 }, 401),
    ]);
    expect(bad).toMatchObject({ ok: false, attempts: 1 });
    expect(bad.error).toContain("answered 401");
    expect(bad.error).toContain("security_exception");
  });

  it("treats a 200 with errors: true as a failure naming the first refused document, without retrying", async () => {
    const r = await run(es(), events(3), [
      json({
        took: 5,
        errors: true,
        items: [
          { index: { _index: "logs-app", _id: "a", status: 201, result: "created" } },
          {
            index: {
              _index: "logs-app",
              status: 400,
              error: { type: "mapper_parsing_exception", reason: "failed to parse field [n] of type [date]" },
            },
          },
          { index: { _index: "logs-app", status: 429, error: { type: "es_rejected_execution_exception" } } },
        ],
      }),
    ]);
    expect(r).toMatchObject({ ok: false, attempts: 1 });
    expect(r.error).toBe(
      "elasticsearch refused 2 of 3 documents; first: document 2 (status 400): mapper_parsing_exception: failed to parse field [n] of type [date]",
    );
    expect(r.requests).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("loki", () => {
  const loki = (extra: Record<string, unknown> = {}) =>
    node("loki", { endpoint: "http://loki.example:3100", labels: { app: "web", env: "prod" }, ...extra });

  it("pushes one stream with the labels, ns timestamps in order, tenant and auth headers", async () => {
    const input = [newEvent({ msg: "second" }, NOW + 5), newEvent("first", NOW), newEvent([1, 2], NOW + 7.5)];
    const r = await run(
      loki({ tenant_id: "team-a", auth: { strategy: "basic", user: "u", password: "p" } }),
      input,
      [status(204)],
    );
    expect(r).toMatchObject({ ok: true, attempts: 1 });
    const q = r.requests[0];
    expect(q.url).toBe("http://loki.example:3100/loki/api/v1/push");
    expect(q.method).toBe("POST");
    expect(q.headers).toEqual({
      "content-type": "application/json",
      authorization: `Basic ${btoa("u:p")}`,
      "x-scope-orgid": "team-a",
    });
    expect(JSON.parse(q.body)).toEqual({
      streams: [
        {
          stream: { app: "web", env: "prod" },
          values: [
            ["1700000000123000000", '{"message":"first"}'],
            ["1700000000128000000", '{"msg":"second"}'],
            ["1700000000130500000", "[1,2]"],
          ],
        },
      ],
    });
  });

  it("text encoding sends the line (the .line or .message field, or the raw string)", async () => {
    const input = [
      newEvent({ line: "from line" }, NOW),
      newEvent({ message: "from message" }, NOW),
      newEvent("raw", NOW),
    ];
    const r = await run(
      loki({ encoding: "text", endpoint: "http://loki.example:3100/loki/api/v1/push" }),
      input,
    );
    expect(r.requests[0].url).toBe("http://loki.example:3100/loki/api/v1/push");
    expect(r.requests[0].headers["x-scope-orgid"]).toBeUndefined();
    expect(JSON.parse(r.requests[0].body).streams[0].values.map((v: string[]) => v[1])).toEqual([
      "from line",
      "from message",
      "raw",
    ]);
  });

  it("nanosecond strings are exact", () => {
    expect(nanoseconds(0)).toBe("0");
    expect(nanoseconds(1_700_000_000_123)).toBe("1700000000123000000");
    expect(nanoseconds(1_700_000_000_123.5)).toBe("1700000000123500000");
  });

  it("batches; retries 429 then succeeds; 400 fails at once with Loki's reason", async () => {
    const batched = await run(loki({ batch: { max_events: 2 } }), events(3));
    expect(batched.requests.map((q) => JSON.parse(q.body).streams[0].values.length)).toEqual([2, 1]);

    const retried = await run(loki(), events(1), [status(429), status(204)]);
    expect(retried).toMatchObject({ ok: true, attempts: 2 });

    const bad = await run(loki(), events(1), [status(400, "entry too far behind\n")]);
    expect(bad).toMatchObject({ ok: false, attempts: 1 });
    expect(bad.error).toBe("http://loki.example:3100/loki/api/v1/push answered 400: entry too far behind");
  });
});

// ---------------------------------------------------------------------------------------------------------

describe("splunk-hec-logs", () => {
  const hec = (extra: Record<string, unknown> = {}) =>
    node("splunk-hec-logs", { endpoint: "https://splunk.example:8088", token: "hec-token", ...extra });
  const success = () => json({ text: "Success", code: 0 });

  it("posts concatenated envelopes with time in seconds, host from host_field and every option", async () => {
    const input = [
      newEvent({ msg: "hi", origin: { host: "web-1" } }, NOW),
      newEvent("plain text", NOW + 1000),
    ];
    const r = await run(
      hec({ source: "pipeline", sourcetype: "_json", index: "main", host_field: ".origin.host" }),
      input,
      [success()],
    );
    expect(r).toMatchObject({ ok: true, attempts: 1 });
    const q = r.requests[0];
    expect(q.url).toBe("https://splunk.example:8088/services/collector/event");
    expect(q.method).toBe("POST");
    expect(q.headers).toEqual({ "content-type": "application/json", authorization: "Splunk hec-token" });
    expect(q.body).toBe(
      '{"time":1700000000.123,"host":"web-1","source":"pipeline","sourcetype":"_json","index":"main","event":{"msg":"hi","origin":{"host":"web-1"}}}\n' +
        '{"time":1700000001.123,"source":"pipeline","sourcetype":"_json","index":"main","event":"plain text"}',
    );
  });

  it("leaves out unset options, gzips and batches", async () => {
    const r = await run(hec({ compression: "gzip", batch: { max_events: 2 } }), events(3));
    expect(r.requests).toHaveLength(2);
    expect(r.requests[0].headers["content-encoding"]).toBe("gzip");
    expect(r.requests[0].body.split("\n").map((l) => JSON.parse(l))).toEqual([
      { time: 1700000000.123, event: { n: 0, msg: "event 0" } },
      { time: 1700000000.124, event: { n: 1, msg: "event 1" } },
    ]);
  });

  it("accepts an endpoint that already names the collector", () => {
    expect(hecUrl("https://s:8088/")).toBe("https://s:8088/services/collector/event");
    expect(hecUrl("https://s:8088/services/collector")).toBe("https://s:8088/services/collector/event");
    expect(hecUrl("https://s:8088/services/collector/event")).toBe("https://s:8088/services/collector/event");
  });

  it("a 200 whose code is not 0 is a failure", async () => {
    const r = await run(hec(), events(1), [
      json({ text: "Invalid data format", code: 6, "invalid-event-number": 0 }),
    ]);
    expect(r).toMatchObject({ ok: false, attempts: 1 });
    expect(r.error).toBe(
      "https://splunk.example:8088/services/collector/event answered 200 but refused the events: Invalid data format (code 6)",
    );
  });

  it("403 fails at once with HEC's reason; 503 is retried until the retries run out", async () => {
    const bad = await run(hec(), events(1), [json({ text: "Invalid token", code: 4 }, 403)]);
    expect(bad).toMatchObject({ ok: false, attempts: 1 });
    expect(bad.error).toBe(
      "https://splunk.example:8088/services/collector/event answered 403: Invalid token (code 4)",
    );

    const busy = () => json({ text: "Server is busy", code: 9 }, 503);
    const exhausted = await run(hec(), events(1), [busy(), busy(), busy(), busy()]);
    expect(exhausted).toMatchObject({ ok: false, attempts: 4 });
    expect(exhausted.sleeps).toHaveLength(3);
    expect(exhausted.error).toContain("answered 503: Server is busy (code 9)");

    const recovered = await run(hec(), events(1), [busy(), success()]);
    expect(recovered).toMatchObject({ ok: true, attempts: 2 });
  });
});

// ---------------------------------------------------------------------------------------------------------

const EMPTY_HASH = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const SUITE = {
  region: "us-east-1",
  service: "service",
  credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY" },
  date: new Date("2015-08-30T12:36:00Z"),
  payloadHash: EMPTY_HASH,
  headers: {},
};
const S3_DOCS = {
  region: "us-east-1",
  service: "s3",
  credentials: {
    accessKeyId: "AKIAIOSFODNN7EXAMPLE",
    secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  },
  date: new Date("2013-05-24T00:00:00Z"),
};

describe("sigv4", () => {
  it("matches the AWS test suite's get-vanilla, step by step", async () => {
    const s = await signV4({ ...SUITE, method: "GET", url: "https://example.amazonaws.com/" });
    expect(s.canonicalRequest).toBe(
      `GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\nhost;x-amz-date\n${EMPTY_HASH}`,
    );
    expect(s.stringToSign).toBe(
      "AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/service/aws4_request\n" +
        "bb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63",
    );
    expect(s.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31",
    );
    expect(s.headers).toEqual({ "x-amz-date": "20150830T123600Z", authorization: s.authorization });
  });

  it.each([
    [
      "get-vanilla-query-order-key-case",
      "GET",
      "https://example.amazonaws.com/?Param2=value2&Param1=value1",
      "b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500",
    ],
    [
      "post-vanilla",
      "POST",
      "https://example.amazonaws.com/",
      "5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b",
    ],
  ])("matches the AWS test suite's %s", async (_, method, url, signature) => {
    expect((await signV4({ ...SUITE, method, url })).signature).toBe(signature);
  });

  it.each([
    [
      "GET Object",
      "GET",
      "https://examplebucket.s3.amazonaws.com/test.txt",
      { range: "bytes=0-9", "x-amz-content-sha256": EMPTY_HASH },
      EMPTY_HASH,
      "f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    ],
    [
      "GET Bucket (list objects)",
      "GET",
      "https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J",
      { "x-amz-content-sha256": EMPTY_HASH },
      EMPTY_HASH,
      "34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7",
    ],
    [
      "PUT Object",
      "PUT",
      `https://examplebucket.s3.amazonaws.com/${uriEncode("test$file.text", false)}`,
      {
        Date: "Fri, 24 May 2013 00:00:00 GMT",
        "x-amz-storage-class": "REDUCED_REDUNDANCY",
        "x-amz-content-sha256": "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
      },
      "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
      "98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    ],
  ])("matches the S3 documentation's %s example", async (_, method, url, headers, payloadHash, signature) => {
    expect((await signV4({ ...S3_DOCS, method, url, headers, payloadHash })).signature).toBe(signature);
  });

  it("hashes the payload and encodes keys the S3 way", async () => {
    expect(await sha256Hex("Welcome to Amazon S3.")).toBe(
      "44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072",
    );
    expect(uriEncode("a b/c+d$é~", false)).toBe("a%20b/c%2Bd%24%C3%A9~");
  });
});

describe("s3", () => {
  const AUTH = { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "secret/key+example" };
  const s3 = (extra: Record<string, unknown> = {}) =>
    node("s3", { bucket: "logs-bucket", region: "us-west-2", auth: AUTH, ...extra });
  const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

  /** The signature the request should carry, recomputed from what was sent. */
  async function expectedAuthorization(q: Recorded) {
    const { authorization: _, "x-amz-date": __, ...signed } = q.headers;
    const s = await signV4({
      method: q.method,
      url: q.url,
      headers: signed,
      payloadHash: await sha256Hex(q.raw),
      region: "us-west-2",
      service: "s3",
      credentials: { accessKeyId: AUTH.access_key_id, secretAccessKey: AUTH.secret_access_key },
      date: new Date(NOW),
    });
    return s.authorization;
  }

  it("puts one gzipped NDJSON object per batch, virtual-hosted and signed", async () => {
    const r = await run(s3({ prefix: "archive/" }), [newEvent({ a: 1 }, NOW), newEvent("line two", NOW)]);
    expect(r).toMatchObject({ ok: true, attempts: 1 });
    const q = r.requests[0];
    expect(q.method).toBe("PUT");
    expect(q.url).toMatch(
      new RegExp(
        `^https://logs-bucket\\.s3\\.us-west-2\\.amazonaws\\.com/archive/2023/11/14/1700000000-${UUID}\\.json\\.gz$`,
      ),
    );
    expect(q.body).toBe('{"a":1}\n{"message":"line two"}\n');
    expect(q.raw.slice(0, 2)).toEqual(new Uint8Array([0x1f, 0x8b]));
    expect(q.headers["content-type"]).toBe("application/x-ndjson");
    expect(q.headers["content-encoding"]).toBe("gzip");
    expect(q.headers["x-amz-date"]).toBe("20231114T221320Z");
    expect(q.headers["x-amz-content-sha256"]).toBe(await sha256Hex(q.raw));
    expect(q.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/20231114\/us-west-2\/s3\/aws4_request, SignedHeaders=content-encoding;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(q.headers.authorization).toBe(await expectedAuthorization(q));
  });

  it("uses path style on a custom endpoint; text encoding, no compression, .log keys; one object per batch", async () => {
    const r = await run(
      s3({
        endpoint: "http://minio.local:9000/",
        encoding: "text",
        compression: "none",
        batch: { max_events: 2 },
      }),
      [newEvent({ message: "one" }, NOW), newEvent({ line: "two" }, NOW), newEvent("three", NOW)],
    );
    expect(r).toMatchObject({ ok: true, attempts: 2 });
    expect(r.requests).toHaveLength(2);
    for (const q of r.requests) {
      expect(q.url).toMatch(
        new RegExp(`^http://minio\\.local:9000/logs-bucket/2023/11/14/1700000000-${UUID}\\.log$`),
      );
      expect(q.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(q.headers["content-encoding"]).toBeUndefined();
      expect(q.headers.authorization).toContain(
        "SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,",
      );
      expect(q.headers.authorization).toBe(await expectedAuthorization(q));
    }
    expect(r.requests[0].url).not.toBe(r.requests[1].url);
    expect(r.requests.map((q) => q.body)).toEqual(["one\ntwo\n", "three\n"]);
  });

  it("builds keys and URLs", () => {
    expect(objectKey({ encoding: "json", compression: "none" }, NOW, "r")).toBe(
      "2023/11/14/1700000000-r.json",
    );
    expect(objectKey({ prefix: "a b/", encoding: "text", compression: "gzip" }, NOW, "r")).toBe(
      "a b/2023/11/14/1700000000-r.log.gz",
    );
    expect(objectUrl({ bucket: "b-1", region: "eu-west-1" }, "a b/k.log")).toBe(
      "https://b-1.s3.eu-west-1.amazonaws.com/a%20b/k.log",
    );
    expect(objectUrl({ bucket: "my.bucket", region: "eu-west-1" }, "k")).toBe(
      "https://s3.eu-west-1.amazonaws.com/my.bucket/k",
    );
  });

  it("403 fails at once with S3's error code; 503 SlowDown is retried", async () => {
    const denied = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>Access Denied</Message><RequestId>X</RequestId></Error>`;
    const bad = await run(s3(), events(1), [status(403, denied)]);
    expect(bad).toMatchObject({ ok: false, attempts: 1 });
    expect(bad.error).toMatch(/answered 403: AccessDenied: Access Denied$/);

    const slow = `<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>`;
    const r = await run(s3(), events(1), [status(503, slow), status(200)]);
    expect(r).toMatchObject({ ok: true, attempts: 2 });
    expect(r.requests[1].url).toBe(r.requests[0].url);

    const down = await run(s3(), events(1), Array.from({ length: 4 }, refused));
    expect(down).toMatchObject({ ok: false, attempts: 4 });
    expect(down.error).toContain("connection refused or reset by logs-bucket.s3.us-west-2.amazonaws.com:443");
  });
});

describe("deliver", () => {
  it("stops at the first batch that fails and says which", async () => {
    const r = await run(
      node("loki", { endpoint: "http://l", labels: { a: "b" }, batch: { max_events: 1 } }),
      events(3),
      [status(204), status(401, "no org id")],
    );
    expect(r).toMatchObject({ ok: false, attempts: 2, events: 3 });
    expect(r.error).toBe("batch 2 of 3: http://l/loki/api/v1/push answered 401: no org id");
    expect(r.requests).toHaveLength(2);
  });

  it("refuses a type that is no destination kind", async () => {
    const bigquery: RunnableNode = {
      ...node("blackhole", {}),
      id: "dest-bigquery",
      type: "gcp-bigquery",
      userConfig: {},
    };
    const r = await run(bigquery, events(1));
    expect(r).toMatchObject({
      ok: false,
      attempts: 0,
      error: "gcp-bigquery is not a destination kind",
    });
    expect(r.requests).toHaveLength(0);
  });
});

describe("the mezmo provider's vendor destinations (wire details, retries, refusals)", () => {
  it("datadog-logs: the site's intake, plain JSON without compression, 429 retried, 403 final", async () => {
    const dd = (extra: Record<string, unknown> = {}) =>
      node("datadog-logs", { api_key: "k", site: "us5", compression: "none", ...extra });
    const r = await run(dd(), [newEvent({ msg: "a", timestamp: 5 }, NOW)], [status(429), status(202)]);
    expect(r).toMatchObject({ ok: true, attempts: 2 });
    expect(r.requests[0]).toMatchObject({
      url: "https://http-intake.logs.us5.datadoghq.com/api/v2/logs",
      headers: { "dd-api-key": "k", "content-type": "application/json" },
    });
    expect(r.requests[0].headers["content-encoding"]).toBeUndefined();
    // A message's own timestamp is kept.
    expect(JSON.parse(r.requests[0].body)).toEqual([{ msg: "a", timestamp: 5 }]);

    const denied = await run(dd(), events(1), [status(403, '{"errors":["Forbidden"]}')]);
    expect(denied).toMatchObject({ ok: false, attempts: 1 });
    expect(denied.error).toContain("answered 403");

    const batched = await run(dd({ batch: { max_events: 2 } }), events(3));
    expect(batched.requests.map((q) => JSON.parse(q.body).length)).toEqual([2, 1]);
    expect(() => dd({ batch: { max_events: 1001 } })).toThrow();
  });

  it("honeycomb-logs: an event Honeycomb did not queue fails the delivery, not retried", async () => {
    const hc = node("honeycomb-logs", { api_key: "k", dataset: "d" });
    const answer = json([{ status: 202 }, { status: 400, error: "Event has too many columns." }]);
    const r = await run(hc, events(2), [answer]);
    expect(r).toMatchObject({ ok: false, attempts: 1 });
    expect(r.error).toBe(
      "honeycomb dropped 1 of 2 events; first: event 2 (status 400): Event has too many columns.",
    );
    const okay = await run(hc, events(2), [json([{ status: 202 }, { status: 202 }])]);
    expect(okay).toMatchObject({ ok: true, attempts: 1 });
    expect(okay.requests[0].url).toBe("https://api.honeycomb.io/1/batch/d");
  });

  it("new-relic: US host for other keys; a string message is the line", async () => {
    const r = await run(
      node("new-relic", { account_id: "1", license_key: "NRAL-us-key" }),
      [newEvent("plain", NOW)],
      [status(202)],
    );
    expect(r.requests[0].url).toBe("https://log-api.newrelic.com/log/v1");
    expect(r.requests[0].headers["x-license-key"]).toBe("NRAL-us-key");
    expect(JSON.parse(r.requests[0].body)).toEqual([
      { logs: [{ timestamp: NOW, message: "plain", attributes: {} }] },
    ]);
  });

  it("azure-blob-storage: the connection string's account, key and endpoint", async () => {
    expect(
      parseAzureConnectionString(
        "DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=a2V5PQ==;EndpointSuffix=core.chinacloudapi.cn",
      ),
    ).toEqual({
      account: "acct",
      accountKey: "a2V5PQ==",
      endpoint: "https://acct.blob.core.chinacloudapi.cn",
    });
    expect(
      parseAzureConnectionString("AccountName=a;AccountKey=k;BlobEndpoint=http://h:10000/a/").endpoint,
    ).toBe("http://h:10000/a");
    expect(() => parseAzureConnectionString("SharedAccessSignature=sv=1;BlobEndpoint=https://x")).toThrow(
      /AccountName and AccountKey/,
    );
    const r = await run(
      node("azure-blob-storage", {
        connection_string: "AccountName=acct;AccountKey=a2V5",
        container_name: "logs",
        compression: "gzip",
      }),
      [newEvent({ line: "one" }, NOW)],
    );
    expect(r).toMatchObject({ ok: true, attempts: 1 });
    expect(r.requests[0].method).toBe("PUT");
    expect(r.requests[0].url).toMatch(
      /^https:\/\/acct\.blob\.core\.windows\.net\/logs\/2023\/11\/14\/1700000000-.+\.log\.gz$/,
    );
    expect(r.requests[0].headers).toMatchObject({
      "x-ms-blob-type": "BlockBlob",
      "content-encoding": "gzip",
    });
    expect(r.requests[0].body).toBe("one\n");
  });

  it("prometheus-remote-write: bearer auth, sanitized names, native histograms; incremental metrics refused", async () => {
    const prom = node("prometheus-remote-write", {
      endpoint: "https://prom.example/api/v1/write",
      auth: { strategy: "bearer", token: "t", user: "", password: "" },
    });
    const histogram = {
      count: 3,
      sum: 1.5,
      schema: 0,
      zero_threshold: 0,
      zero_count: 0,
      positive_spans: [{ offset: 0, length: 2 }],
      positive_deltas: [1, 1],
      positive_counts: [],
      negative_spans: [],
      negative_deltas: [],
      negative_counts: [],
    };
    const r = await run(
      prom,
      [
        newEvent(
          {
            metric: {
              name: "req.ms",
              namespace: "app",
              kind: "absolute",
              type: "histogram",
              value: histogram,
              tags: { "k-1": "v" },
            },
          },
          NOW,
        ),
        newEvent({ metric: { name: "hits", kind: "incremental", type: "counter", value: 1, tags: {} } }, NOW),
      ],
      [status(204)],
    );
    expect(r).toMatchObject({ ok: false, attempts: 1 });
    expect(r.error).toBe(
      "1 of 2 events were not sent; first: an incremental metric (remote write takes cumulative values)",
    );
    expect(r.requests[0].headers.authorization).toBe("Bearer t");
    const decoded = prometheus.WriteRequest.decode(uncompress(r.requests[0].raw));
    expect(decoded.timeseries).toHaveLength(1);
    expect((decoded.timeseries[0].labels ?? []).map((l) => [l.name, l.value])).toEqual([
      ["__name__", "app_req_ms"],
      ["k_1", "v"],
    ]);
    const h = (decoded.timeseries[0].histograms ?? [])[0];
    expect([Number(h.countInt), h.sum, (h.positiveDeltas ?? []).map(Number), Number(h.timestamp)]).toEqual([
      3,
      1.5,
      [1, 1],
      NOW,
    ]);

    expect(() =>
      node("prometheus-remote-write", { endpoint: "https://p", auth: { strategy: "basic", user: "u" } }),
    ).toThrow();
    const down = await run(
      prom,
      [newEvent({ metric: { name: "up", kind: "absolute", type: "gauge", value: 1 } }, NOW)],
      [status(500), status(400, "out of order sample")],
    );
    expect(down).toMatchObject({ ok: false, attempts: 2 });
    expect(down.error).toContain("answered 400: out of order sample");
  });
});
