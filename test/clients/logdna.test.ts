// The LogDNA/Mezmo clients from npm, unmodified, against the ingestion API (read back with export v1) and
// against a vendor-agent pipeline source (read back at the destination). Each client sends its own way:
// @logdna/logger sends `mac=&ip=` empty, tags repeated, Basic and apiKey headers; the legacy `logdna`
// client sends meta as a JSON string; pino-logdna and logdna-winston ride on @logdna/logger.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { type Json, publishedSource, testAccount, workerUrl } from "./harness";

const require = createRequire(import.meta.url);
const { createLogger } = require("@logdna/logger");
const legacy = require("logdna");
const pino = require("pino");
const winston = require("winston");
const LogdnaWinston = require("logdna-winston");

/** The lines of `host` in the log store, oldest first. */
async function exported(host: string): Promise<Json[]> {
  const res = await fetch(`${workerUrl}/v1/export?hosts=${host}&prefer=head`, {
    headers: { authorization: `Token ${testAccount.service_key}` },
  });
  expect(res.status).toBe(200);
  return (await res.text())
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

/** Flushes an @logdna/logger and waits until everything buffered was answered; fails on any error event. */
function drained(logger: any): Promise<Json[]> {
  return new Promise((resolve, reject) => {
    const sends: Json[] = [];
    logger.on("send", (e: Json) => sends.push(e));
    logger.on("error", (e: Error & { meta?: unknown }) =>
      reject(new Error(`${e.message} ${JSON.stringify(e.meta)}`)),
    );
    logger.on("cleared", () => resolve(sends));
    logger.flush();
  });
}

const hostName = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}`;

describe("@logdna/logger 2.6.13 with default options", () => {
  it("ingests every line, with its app, level, meta, tags and host", async () => {
    const host = hostName("logger");
    const logger = createLogger(testAccount.ingestion_key, {
      url: `${workerUrl}/logs/ingest`,
      hostname: host,
      app: "checkout",
      tags: ["prod", "eu"],
      indexMeta: true,
    });
    logger.info("order placed", { meta: { order: 42, user: { id: "u1" } } });
    logger.warn("slow payment");
    logger.log("card declined", { level: "error", app: "payments" });
    const sends = await drained(logger);
    expect(sends.map((s) => s.httpStatus)).toEqual([200]);
    const lines = await exported(host);
    expect(lines.map((l) => [l._line, l._app, l.level])).toEqual([
      ["order placed", "checkout", "INFO"],
      ["slow payment", "checkout", "WARN"],
      ["card declined", "payments", "ERROR"],
    ]);
    expect(lines[0]).toMatchObject({ _host: host, order: 42, user: { id: "u1" } });
  });

  it("sends the agent payload structure gzip-compressed (its only form with compress)", async () => {
    const host = hostName("gzip");
    const logger = createLogger(testAccount.ingestion_key, {
      url: `${workerUrl}/logs/ingest`,
      hostname: host,
      compress: true,
      payloadStructure: "agent",
    });
    const t = Date.now() - 60_000;
    for (let i = 0; i < 50; i++) logger.agentLog({ line: `line ${i}`, f: "/var/log/app.log", t: t + i });
    await drained(logger);
    const lines = await exported(host);
    expect(lines).toHaveLength(50);
    expect(lines[49]).toMatchObject({ _line: "line 49", _file: "/var/log/app.log" });
    // `t` is the line's time, shifted by the sender's drift (`now` against our clock: here only latency).
    expect(lines[49]._ts - (t + 49)).toBeGreaterThanOrEqual(0);
    expect(lines[49]._ts - (t + 49)).toBeLessThan(5_000);
  });
});

describe("logdna 3.5.3 (the legacy client)", () => {
  it("ingests lines whose meta is a JSON string, with Basic auth", async () => {
    const host = hostName("legacy");
    const logger = legacy.createLogger(testAccount.ingestion_key, {
      logdna_url: `${workerUrl}/logs/ingest`,
      hostname: host,
      app: "legacy-app",
      index_meta: false,
    });
    await new Promise<void>((resolve, reject) => {
      logger.log("legacy hello", { level: "Warn", meta: { build: 7 } });
      logger.log("legacy second");
      legacy.flushAll((err: unknown) => (err ? reject(err) : resolve()));
    });
    const lines = await exported(host);
    expect(lines.map((l) => l._line)).toEqual(["legacy hello", "legacy second"]);
    expect(lines[0]).toMatchObject({ _app: "legacy-app", level: "WARN", build: 7 });
  });
});

describe("pino-logdna 3.0.4 (a pino v7+ transport)", () => {
  it("ingests pino's records", async () => {
    const host = hostName("pino");
    const transport = pino.transport({
      target: "pino-logdna",
      options: { key: testAccount.ingestion_key, url: `${workerUrl}/logs/ingest`, hostname: host },
    });
    const log = pino({ name: "pino-app" }, transport);
    log.info({ cart: 3 }, "pino hello");
    log.error("pino failure");
    // Ending the transport flushes @logdna/logger in pino's worker thread before it closes.
    await new Promise((resolve) => {
      transport.on("close", resolve);
      transport.end();
    });
    await expect.poll(async () => (await exported(host)).length, { timeout: 10_000 }).toBe(2);
    const lines = await exported(host);
    expect(lines.map((l) => [l._line, l._app, l.level])).toEqual([
      ["pino hello", "pino-app", "INFO"],
      ["pino failure", "pino-app", "ERROR"],
    ]);
  });
});

describe("logdna-winston 4.0.1", () => {
  it("ingests winston's records with their level", async () => {
    const host = hostName("winston");
    const transport = new LogdnaWinston({
      key: testAccount.ingestion_key,
      url: `${workerUrl}/logs/ingest`,
      hostname: host,
      app: "winston-app",
      indexMeta: true,
    });
    const logger = winston.createLogger({ transports: [transport] });
    logger.warn("winston hello", { order: 9 });
    logger.info("winston again");
    await drained(transport.logger);
    const lines = await exported(host);
    expect(lines.map((l) => [l._line, l.level])).toEqual([
      ["winston hello", "WARN"],
      ["winston again", "INFO"],
    ]);
    expect(lines[0]).toMatchObject({ _app: "winston-app", order: 9 });
  });
});

describe("a vendor-agent pipeline source", () => {
  it("takes @logdna/logger pointed at it with the source's access key, an event per line", async () => {
    const source = await publishedSource("vendor-agent");
    const logger = createLogger(source.key, {
      url: `${source.url}/logs/ingest`,
      hostname: "agent-host",
      app: "agent-app",
      tags: "blue,green",
      indexMeta: true,
    });
    logger.info("first", { meta: { n: 1 } });
    logger.error("second");
    await drained(logger);
    const events = await source.received(2);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      line: "first",
      app: "agent-app",
      level: "INFO",
      host: "agent-host",
      meta: { n: 1 },
      tags: ["blue", "green"],
    });
    expect(events[1]).toMatchObject({ line: "second", level: "ERROR" });
  });
});
