// Splunk HEC with splunk-logging, Prometheus remote write with prometheus-remote-write (both from npm,
// unmodified), and Firehose deliveries built from AWS's documented example request.
import { createRequire } from "node:module";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { type Json, publishedSource } from "./harness";

const require = createRequire(import.meta.url);
const SplunkLogger = require("splunk-logging").Logger;
const { pushTimeseries, pushMetrics } = require("prometheus-remote-write");

/** Flushes a splunk-logging logger: the HTTP answer, and the errors the library raised from it. */
function flushed(
  logger: any,
): Promise<{ status: number; body: Json; errors: (Error & { code?: number })[] }> {
  const errors: (Error & { code?: number })[] = [];
  logger.error = (err: Error) => errors.push(err);
  return new Promise((resolve, reject) =>
    logger.flush((err: Error | null, resp: { statusCode: number }, body: Json) =>
      err ? reject(err) : resolve({ status: resp.statusCode, body, errors }),
    ),
  );
}

// Each test publishes its own pipeline with its own receiver path, and most of it is waiting for the
// delivery queue's batch timer: the tests run at once.
describe.concurrent("splunk-logging 0.11.1 against a siem-hec source", () => {
  it("sends batched events to /services/collector/event/1.0 with Authorization: Splunk, an event each", async () => {
    const source = await publishedSource("siem-hec");
    const logger = new SplunkLogger({
      token: source.key,
      url: `${source.url}/services/collector/event/1.0`,
      maxBatchCount: 0, // batch until flush: the events go stacked in one body
    });
    logger.send({ message: "hello one" });
    logger.send({
      message: { k: "v", n: 2 },
      severity: "warn",
      metadata: { host: "h1", source: "s1", sourcetype: "st1", index: "main", time: 1_790_000_000_123 },
    });
    logger.send({ message: "three" });
    const answer = await flushed(logger);
    expect(answer).toMatchObject({ status: 200, body: { text: "Success", code: 0 }, errors: [] });
    const events = await source.received(3);
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ event: { message: "hello one", severity: "info" } });
    expect(events[1]).toEqual({
      host: "h1",
      source: "s1",
      sourcetype: "st1",
      index: "main",
      time: "1790000000.123",
      event: { message: { k: "v", n: 2 }, severity: "warn" },
    });
  });

  it("reads our refusal of an unknown token as HEC error 4", async () => {
    const source = await publishedSource("siem-hec");
    const logger = new SplunkLogger({
      token: "0".repeat(64),
      url: `${source.url}/services/collector/event`,
      maxBatchCount: 0,
    });
    logger.send({ message: "nope" });
    const answer = await flushed(logger);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ text: "Invalid token", code: 4 });
    expect(answer.errors.map((e) => e.code)).toEqual([4]);
    expect(await source.received(0)).toEqual([]);
  });

  it("answers the health check, and takes raw text (Splunk's curl example) one event a line", async () => {
    const source = await publishedSource("siem-hec");
    const health = await fetch(`${source.url}/services/collector/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ text: "HEC is healthy", code: 17 });
    const raw = await fetch(`${source.url}/services/collector/raw?sourcetype=access&host=web-1`, {
      method: "POST",
      headers: { Authorization: `Splunk ${source.key}` },
      body: "10.0.0.1 GET /a 200\n10.0.0.2 GET /b 404\n",
    });
    expect(raw.status).toBe(200);
    expect(await raw.json()).toEqual({ text: "Success", code: 0 });
    expect(await source.received(2)).toEqual([
      { sourcetype: "access", host: "web-1", event: "10.0.0.1 GET /a 200" },
      { sourcetype: "access", host: "web-1", event: "10.0.0.2 GET /b 404" },
    ]);
  });
});

describe.concurrent("prometheus-remote-write 0.5.1 against a prometheus-remote-write source", () => {
  it("sends snappy protobuf with Basic auth: a metric event per sample, with labels and time", async () => {
    const source = await publishedSource("prometheus-remote-write");
    const options = {
      url: `${source.url}/api/v1/write`,
      fetch: globalThis.fetch,
      auth: { username: "prometheus", password: source.key },
      labels: { job: "shop" },
    };
    const t = Date.now() - 10_000;
    const result = await pushTimeseries(
      [
        {
          labels: { __name__: "http_requests_total", zone: "b", code: "200" },
          samples: [
            { value: 41, timestamp: t },
            { value: 42, timestamp: t + 1000 },
          ],
        },
        { labels: { __name__: "queue_depth" }, samples: [{ value: 3.5, timestamp: t }] },
      ],
      options,
    );
    expect(result.status).toBe(204);
    const more = await pushMetrics({ jobs_total: 7 }, options);
    expect(more.status).toBe(204);

    const events = await source.received(4);
    expect(events.map((e) => e.metric)).toEqual([
      {
        name: "http_requests_total",
        kind: "absolute",
        type: "gauge",
        value: 41,
        tags: { job: "shop", zone: "b", code: "200" },
      },
      {
        name: "http_requests_total",
        kind: "absolute",
        type: "gauge",
        value: 42,
        tags: { job: "shop", zone: "b", code: "200" },
      },
      { name: "queue_depth", kind: "absolute", type: "gauge", value: 3.5, tags: { job: "shop" } },
      { name: "jobs_total", kind: "absolute", type: "gauge", value: 7, tags: { job: "shop" } },
    ]);
  });

  it("refuses a body that is not remote write with 400 (not retried), a wrong key with 401", async () => {
    const source = await publishedSource("prometheus-remote-write");
    const bad = await fetch(source.url, {
      method: "POST",
      headers: { Authorization: `Bearer ${source.key}`, "Content-Encoding": "snappy" },
      body: "not snappy",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/snappy/);
    const result = await pushMetrics(
      { x: 1 },
      { url: source.url, fetch: globalThis.fetch, auth: { username: "p", password: "wrong" } },
    );
    expect(result.status).toBe(401);
  });
});

/** A Firehose delivery request as AWS documents it (HTTP endpoint delivery request specification). */
function firehoseRequest(key: string, records: { data: string }[], requestId = crypto.randomUUID()) {
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Amz-Firehose-Protocol-Version": "1.0",
      "X-Amz-Firehose-Request-Id": requestId,
      "X-Amz-Firehose-Source-Arn": "arn:aws:firehose:us-east-1:123456789:deliverystream/testStream",
      "X-Amz-Firehose-Access-Key": key,
      "X-Amz-Firehose-Common-Attributes": JSON.stringify({
        commonAttributes: { "deployment -context": "pre-prod-gamma", "device-types": "" },
      }),
    },
    body: JSON.stringify({ requestId, timestamp: 1578090901599, records }),
  };
}

describe.concurrent("Firehose HTTP endpoint deliveries (AWS's documented request)", () => {
  it("decodes each base64 record into one event and answers {requestId, timestamp}", async () => {
    const source = await publishedSource("stream-firehose", { decoding: "text" });
    const requestId = "ed4acda5-034f-9f42-bba1-f29aea6d7d8f";
    const res = await fetch(
      source.url,
      firehoseRequest(source.key, [{ data: "aGVsbG8=" }, { data: "aGVsbG8gd29ybGQ=" }], requestId),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = (await res.json()) as Json;
    expect(Object.keys(answer).sort()).toEqual(["requestId", "timestamp"]);
    expect(answer.requestId).toBe(requestId);
    expect(Number.isInteger(answer.timestamp)).toBe(true);
    expect(await source.received(2)).toEqual([{ line: "hello" }, { line: "hello world" }]);
  });

  it("unzips CloudWatch Logs records (gzip inside the base64) and skips control messages", async () => {
    const source = await publishedSource("stream-firehose");
    const cwl = {
      owner: "111111111111",
      logGroup: "CloudTrail",
      logStream: "111111111111_CloudTrail_us-east-1",
      subscriptionFilters: ["Destination"],
      messageType: "DATA_MESSAGE",
      logEvents: [
        {
          id: "31953106606966983378809025079804211143289615424298221568",
          timestamp: 1432826855000,
          message: '{"eventVersion":"1.03"}',
        },
      ],
    };
    const control = { ...cwl, messageType: "CONTROL_MESSAGE", logEvents: [] };
    const record = (o: unknown) => ({ data: gzipSync(JSON.stringify(o)).toString("base64") });
    const res = await fetch(source.url, firehoseRequest(source.key, [record(cwl), record(control)]));
    expect(res.status).toBe(200);
    expect(await source.received(1)).toEqual([cwl]);
  });

  it("answers a refusal in Firehose's error body, echoing the request id", async () => {
    const source = await publishedSource("stream-firehose");
    const res = await fetch(source.url, firehoseRequest("wrong-key", [{ data: "aGVsbG8=" }], "req-1"));
    expect(res.status).toBe(401);
    const answer = (await res.json()) as Json;
    expect(answer).toMatchObject({ requestId: "req-1", errorMessage: expect.stringMatching(/access key/i) });
    expect(Number.isInteger(answer.timestamp)).toBe(true);
    const bad = await fetch(source.url, firehoseRequest(source.key, [{ data: "not base64!" }], "req-2"));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).requestId).toBe("req-2");
    expect(await source.received(0)).toEqual([]);
  });
});
