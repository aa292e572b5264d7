// Live tail with a real WebSocket client (the `ws` package from npm) against the Worker wrangler started:
// lines sent through the real ingestion API while a tail is open arrive once each, with the filters and the
// account's tenancy holding; a ticket opens one tail; a reader that stops reading is told what it missed; a
// closed tail leaves nothing behind; the connection past the account's limit is refused 409.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import WebSocket from "ws";
import { eventually, type Json, workerUrl } from "./harness";

const run = promisify(execFile);
const wsUrl = workerUrl.replace(/^http/, "ws");

interface Account {
  account_id: string;
  service_key: string;
  ingestion_key: string;
}

/** A fresh account, made through the running service (`npm run account:create`). */
async function newAccount(name: string): Promise<Account> {
  const { stdout } = await run("node", ["scripts/account-create.mjs", "--name", name, "--url", workerUrl]);
  return JSON.parse(stdout) as Account;
}

interface Tail {
  ws: WebSocket;
  messages: Json[];
  lines: () => Json[];
  dropped: () => number;
}

/**
 * Opens a tail and waits for its first message; `ack` acknowledges every lines message as it is read (a
 * client that wants to be told when it falls behind).
 */
function openTail(
  query: string,
  options: { key?: string; headers?: Record<string, string>; ack?: boolean } = {},
): Promise<Tail> {
  const headers = { ...options.headers };
  if (options.key) headers.authorization = `Token ${options.key}`;
  const ws = new WebSocket(`${wsUrl}/ws/tail${query ? `?${query}` : ""}`, { headers });
  const messages: Json[] = [];
  return new Promise((resolve, reject) => {
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as Json;
      messages.push(message);
      if (options.ack && message.e === "l") ws.send(JSON.stringify({ e: "ack", n: message.n }));
      if (messages.length === 1)
        resolve({
          ws,
          messages,
          lines: () => messages.filter((m) => m.e === "l").flatMap((m) => m.p as Json[]),
          dropped: () => messages.reduce((n, m) => n + (m.dropped ?? 0), 0),
        });
    });
    ws.on("unexpected-response", (_req, res) => {
      let body = "";
      res.on("data", (d: Buffer) => {
        body += d;
      });
      res.on("end", () =>
        reject(
          Object.assign(new Error(`${res.statusCode} ${body}`), {
            status: res.statusCode,
            body: JSON.parse(body),
          }),
        ),
      );
    });
    ws.on("error", reject);
  });
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("the upgrade was accepted");
    },
    (err: { status: number; body: Json }) => err,
  );

async function ingest(key: string, host: string, lines: Json[], query = ""): Promise<Json> {
  const res = await fetch(`${workerUrl}/logs/ingest?hostname=${host}${query}`, {
    method: "POST",
    headers: { apikey: key, "content-type": "application/json" },
    body: JSON.stringify({ lines }),
  });
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function status(key: string): Promise<Json> {
  const res = await fetch(`${workerUrl}/v1/tail/status`, { headers: { authorization: `Token ${key}` } });
  return (await res.json()) as Json;
}

const closed = (ws: WebSocket) =>
  new Promise<void>((resolve) => {
    if (ws.readyState === WebSocket.CLOSED) return resolve();
    ws.once("close", () => resolve());
    ws.close(1000);
  });

const settle = (ms = 600) => new Promise((r) => setTimeout(r, ms));
const hostName = (what: string) => `${what}-${crypto.randomUUID().slice(0, 8)}`;

describe("live tail with the ws client", () => {
  it("shows every line ingested while it is open exactly once (a retried batch too), as export has it", async () => {
    // An account of its own, as every test here: the shared test account's key is busy with the other client
    // files, and its per-key request budget could answer 429 first.
    const account = await newAccount("tail once");
    const host = hostName("once");
    const tail = await openTail(`hosts=${host}`, { key: account.service_key });
    expect(tail.messages[0]).toMatchObject({ e: "meta", filters: { hosts: [host], q: "" } });
    const t0 = Date.now();
    const sent: string[] = [];
    for (let b = 0; b < 5; b++) {
      const lines = Array.from({ length: 100 }, (_, i) => ({
        line: `line ${b}.${i}`,
        timestamp: t0 + b * 100 + i,
      }));
      sent.push(...lines.map((l) => l.line));
      await ingest(account.ingestion_key, host, lines);
      // The sender's retry of the same batch: stored once, shown once.
      if (b === 2) await ingest(account.ingestion_key, host, lines);
    }
    await eventually(
      async () => tail.lines().length,
      (n) => n >= sent.length,
    );
    await settle();
    const shown = tail.lines();
    expect(shown.map((l) => l._line).sort()).toEqual([...sent].sort());
    expect(new Set(shown.map((l) => l._id)).size).toBe(sent.length);
    const res = await fetch(`${workerUrl}/v1/export?hosts=${host}&prefer=head`, {
      headers: { authorization: `Token ${account.service_key}` },
    });
    const exported = (await res.text())
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Json);
    expect(new Set(exported.map((l) => l._id))).toEqual(new Set(shown.map((l) => l._id)));
    expect(shown.find((l) => l._line === "line 0.0")).toEqual(exported.find((l) => l._line === "line 0.0"));
    await closed(tail.ws);
  });

  it("holds the filters q, hosts, apps, levels and tags, and never shows another account's lines", async () => {
    const account = await newAccount("tail filters");
    const other = await newAccount("tail other");
    const tails = {
      q: await openTail("q=checkout%20-debug", { key: account.service_key }),
      hosts: await openTail("hosts=web-2", { key: account.service_key }),
      apps: await openTail("apps=api,worker", { key: account.service_key }),
      levels: await openTail("levels=error", { key: account.service_key }),
      tags: await openTail("tags=prod", { key: account.service_key }),
      all: await openTail("", { key: account.service_key }),
    };
    const t = Date.now();
    await ingest(
      account.ingestion_key,
      "web-1",
      [
        { line: "checkout done", app: "api", level: "info", timestamp: t },
        { line: "checkout debug trace", app: "web", level: "debug", timestamp: t + 1 },
        { line: "payment failed", app: "worker", level: "error", timestamp: t + 2 },
      ],
      "&tags=prod",
    );
    await ingest(
      account.ingestion_key,
      "web-2",
      [{ line: "login", app: "web", level: "warn", timestamp: t + 3 }],
      "&tags=dev",
    );
    // Another account, lines every filter would pass.
    await ingest(
      other.ingestion_key,
      "web-2",
      [{ line: "checkout elsewhere", app: "api", level: "error", timestamp: t }],
      "&tags=prod",
    );
    await eventually(
      async () => tails.all.lines().length,
      (n) => n >= 4,
    );
    await settle();
    const seen = (tail: Tail) =>
      tail
        .lines()
        .map((l) => l._line)
        .sort();
    expect(seen(tails.q)).toEqual(["checkout done"]);
    expect(seen(tails.hosts)).toEqual(["login"]);
    expect(seen(tails.apps)).toEqual(["checkout done", "payment failed"]);
    expect(seen(tails.levels)).toEqual(["payment failed"]);
    expect(seen(tails.tags)).toEqual(["checkout debug trace", "checkout done", "payment failed"]);
    expect(seen(tails.all)).toEqual(["checkout debug trace", "checkout done", "login", "payment failed"]);
    for (const tail of Object.values(tails)) await closed(tail.ws);
  });

  it("opens with a ticket once (no headers, as a browser), then refuses it", async () => {
    const account = await newAccount("tail ticket");
    const res = await fetch(`${workerUrl}/v1/tail/ticket`, {
      method: "POST",
      headers: { authorization: `Token ${account.service_key}` },
    });
    expect(res.status).toBe(200);
    const { ticket, expires_at } = (await res.json()) as Json;
    expect(Date.parse(expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
    const tail = await openTail(`ticket=${ticket}&apps=browser`);
    await ingest(account.ingestion_key, "h", [
      { line: "from the page", app: "browser", timestamp: Date.now() },
      { line: "not this app", app: "server", timestamp: Date.now() },
    ]);
    await eventually(
      async () => tail.lines().length,
      (n) => n >= 1,
    );
    await settle(400);
    expect(tail.lines().map((l) => l._line)).toEqual(["from the page"]);
    const again = await refusal(openTail(`ticket=${ticket}`));
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: "EUNAUTHORIZED", status: 401 });
    const noKey = await refusal(openTail(""));
    expect(noKey.status).toBe(401);
    await closed(tail.ws);
  });

  it("tells a reader that paused its socket how many lines it missed", async () => {
    const account = await newAccount("tail slow");
    const tail = await openTail("", { key: account.service_key, ack: true });
    const total = 12_000;
    const t = Date.now();
    await ingest(account.ingestion_key, "h", [{ line: "warm up", timestamp: t }]);
    await eventually(
      async () => tail.lines().length,
      (n) => n >= 1,
    );
    tail.ws.pause();
    for (let b = 0; b < total / 2000; b++)
      await ingest(
        account.ingestion_key,
        "h",
        Array.from({ length: 2000 }, (_, i) => ({
          line: `slow ${b}.${i} ${"x".repeat(40)}`,
          timestamp: t + 1 + b * 2000 + i,
        })),
      );
    await settle(800);
    tail.ws.resume();
    await eventually(
      async () => tail.lines().length + tail.dropped(),
      (n) => n >= total + 1,
    );
    await settle();
    expect(tail.dropped()).toBeGreaterThan(0);
    // Every line was either shown once or counted as missed.
    expect(tail.lines().length + tail.dropped()).toBe(total + 1);
    expect(new Set(tail.lines().map((l) => l._id)).size).toBe(tail.lines().length);
    // The newest lines are the ones kept.
    expect(tail.lines().at(-1)?._line).toMatch(/^slow 5\.1999 /);
    await closed(tail.ws);
  });

  it("leaves nothing behind once closed, and refuses the connection past the account's limit with 409", async () => {
    const account = await newAccount("tail limit");
    const tails: Tail[] = [];
    for (let i = 0; i < 20; i++) tails.push(await openTail("", { key: account.service_key }));
    const open = await status(account.service_key);
    expect(open).toMatchObject({ connections: 20, max_connections: 20 });
    expect(open.lease_until).toBeGreaterThan(Date.now());
    const refused = await refusal(openTail("", { key: account.service_key }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "ECONFLICT", status: 409 });
    for (const tail of tails) await closed(tail.ws);
    const after = await eventually(
      () => status(account.service_key),
      (s) => s.connections === 0 && s.lease_until === null,
    );
    expect(after).toEqual({ connections: 0, max_connections: 20, lease_until: null });
    // With the lease gone, a line is stored and handed to nobody; a new tail works at once.
    await ingest(account.ingestion_key, "h", [{ line: "nobody tails", timestamp: Date.now() }]);
    const again = await openTail("", { key: account.service_key });
    await ingest(account.ingestion_key, "h", [{ line: "tailed again", timestamp: Date.now() }]);
    await eventually(
      async () => again.lines().length,
      (n) => n >= 1,
    );
    expect(again.lines().map((l) => l._line)).toEqual(["tailed again"]);
    await closed(again.ws);
  });

  it("answers a plain GET 426 and a bad query 400, in the v1 error body", async () => {
    const account = await newAccount("tail refusals");
    const plain = await fetch(`${workerUrl}/ws/tail`, {
      headers: { authorization: `Token ${account.service_key}` },
    });
    expect(plain.status).toBe(426);
    expect(await plain.json()).toMatchObject({ code: "EUPGRADEREQUIRED", status: 426 });
    const bad = await refusal(openTail("q=(unclosed", { key: account.service_key }));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "EVALIDATION" });
    const wrong = await refusal(openTail("", { key: "0".repeat(64) }));
    expect(wrong.status).toBe(401);
  });
});
