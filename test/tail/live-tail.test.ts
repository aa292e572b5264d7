// Live tail inside workerd: the answers before upgrading (401, 400, 426, 409), the hand-off from ingestion
// to the account's tail object while its lease is live (and not before, nor after the last connection
// closed), a retried batch shown once, tickets used once, and the object's own bounds.
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import worker from "../../src/index";
import { tailBatch, tailStub } from "../../src/tail/hand-off";
import { readLease } from "../../src/tail/lease";
import { TAIL_LIMITS } from "../../src/tail/outbox";
import {
  call,
  client,
  createAccount,
  expectV1Error,
  exportV1,
  ingest,
  type Json,
  type TestAccount,
} from "../helpers";

function open(path: string, headers: Record<string, string> = {}) {
  return worker.fetch(
    new Request(`https://api.test${path}`, { headers: { upgrade: "websocket", ...headers } }),
    env,
    { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
  );
}

/** A connected tail: its messages as they come, parsed. */
async function tail(account: TestAccount, query = "", headers?: Record<string, string>) {
  const res = await open(
    `/ws/tail${query ? `?${query}` : ""}`,
    headers ?? { authorization: `Token ${account.service_key}` },
  );
  if (res.status !== 101) throw new Error(`${res.status} ${await res.text()}`);
  const ws = res.webSocket as WebSocket;
  const messages: Json[] = [];
  ws.addEventListener("message", (e) => messages.push(JSON.parse(e.data as string)));
  ws.accept();
  const lines = () => messages.filter((m) => m.e === "l").flatMap((m) => m.p as Json[]);
  await until(
    () => messages,
    (m) => m.length > 0,
  );
  return { ws, messages, lines };
}

async function until<T>(read: () => T | Promise<T>, done: (v: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ts = () => Date.now();

/** A batch as the log store hands it over: one chunk of `n` lines of slice `slice`. */
const storedBatch = (slice: string, n: number, text: (i: number) => string) =>
  tailBatch(
    slice,
    [[1, 0, n]],
    Array.from({ length: n }, (_, i) => ({
      ts: i,
      line: text(i),
      app: "",
      host: "h",
      file: "",
      level: "INFO",
      ip: "",
      mac: "",
      tags: [],
      meta: null,
      size: 0,
    })),
  );

describe("live tail, before upgrading", () => {
  it("refuses a missing or wrong key (401), an ingestion key (403), a bad filter (400), no upgrade (426)", async () => {
    const account = await createAccount();
    expectV1Error(await call("GET", "/ws/tail", {}), 401, "EUNAUTHORIZED");
    expectV1Error(await call("GET", "/ws/tail", { key: "0".repeat(64) }), 401, "EUNAUTHORIZED");
    expectV1Error(await call("GET", "/ws/tail", { key: account.ingestion_key }), 403, "EFORBIDDEN");
    expectV1Error(await call("GET", "/ws/tail?q=(app:x", { key: account.service_key }), 400, "EVALIDATION");
    const many = Array.from({ length: 21 }, (_, i) => `h${i}`).join(",");
    expectV1Error(
      await call("GET", `/ws/tail?hosts=${many}`, { key: account.service_key }),
      400,
      "EVALIDATION",
    );
    expectV1Error(await call("GET", "/ws/tail", { key: account.service_key }), 426, "EUPGRADEREQUIRED");
    expectV1Error(await call("GET", "/v1/tail", { key: account.service_key }), 426, "EUPGRADEREQUIRED");
    const badTicket = await open("/ws/tail?ticket=nope");
    expect(badTicket.status).toBe(401);
    expect(((await badTicket.json()) as Json).code).toBe("EUNAUTHORIZED");
    // The servicekey header works as on /v1.
    const res = await open("/ws/tail", { servicekey: account.service_key });
    expect(res.status).toBe(101);
    res.webSocket?.accept();
    res.webSocket?.close(1000);
  });
});

describe("live tail", () => {
  it("shows the lines stored while it is open, once, with their export ids; not before, not after", async () => {
    const account = await createAccount();
    const db = createDb(env.DB);
    // Nobody tails: no lease, nothing handed over.
    expect(await readLease(db, account.account_id)).toBe(0);
    const before = await ingest(account.ingestion_key, { lines: [{ line: "before", timestamp: ts() }] });
    expect(before.status).toBe(200);

    const t = await tail(account, "q=-skipme");
    expect(t.messages[0]).toMatchObject({ e: "meta", filters: { q: "-skipme", hosts: [] }, scoped: false });
    expect(await readLease(db, account.account_id)).toBeGreaterThan(Date.now());

    const body = {
      lines: [
        { line: "hello tail", app: "web", level: "warn", meta: { n: 1 }, timestamp: ts() },
        { line: "skipme", timestamp: ts() },
      ],
    };
    expect((await ingest(account.ingestion_key, body, "hostname=h1&tags=a,b")).status).toBe(200);
    // The sender's retry (same body): answered as a duplicate by the slice, not shown again.
    expect((await ingest(account.ingestion_key, body, "hostname=h1&tags=a,b")).status).toBe(200);
    await until(t.lines, (l) => l.length >= 1);
    await new Promise((r) => setTimeout(r, 400));
    const shown = t.lines();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      _line: "hello tail",
      _app: "web",
      _host: "h1",
      level: "WARN",
      n: 1,
      _tag: ["a", "b"],
    });
    // The same id as export gives it.
    const exported = await exportV1(account.service_key, "query=hello");
    expect(exported.lines.map((l) => l._id)).toEqual([shown[0]._id]);
    expect(t.messages.some((m) => m.e === "l" && m.n === 1)).toBe(true);

    t.ws.close(1000, "done");
    const stub = tailStub(env.LIVE_TAIL, account.account_id);
    await until(
      () => stub.status(),
      (s) => s.connections === 0,
    );
    await until(
      () => readLease(db, account.account_id),
      (l) => l === 0,
    );
    expect(await stub.status()).toEqual({ connections: 0, held: 0, alarm: null });
    const status = await client(account).get("/v1/tail/status");
    expect(status.body).toEqual({
      connections: 0,
      max_connections: TAIL_LIMITS.maxConnections,
      lease_until: null,
    });
  });

  it("keeps another account's lines out, and applies the filters", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const t = await tail(a, "apps=api&levels=error&tags=prod");
    const now = ts();
    await ingest(
      b.ingestion_key,
      { lines: [{ line: "other account", app: "api", level: "error", timestamp: now }] },
      "hostname=x&tags=prod",
    );
    await ingest(
      a.ingestion_key,
      {
        lines: [
          { line: "match", app: "api", level: "error", timestamp: now },
          { line: "wrong app", app: "web", level: "error", timestamp: now },
          { line: "wrong level", app: "api", level: "info", timestamp: now },
        ],
      },
      "hostname=x&tags=prod",
    );
    await ingest(
      a.ingestion_key,
      { lines: [{ line: "wrong tag", app: "api", level: "error", timestamp: now }] },
      "hostname=x&tags=dev",
    );
    await until(t.lines, (l) => l.length >= 1);
    await new Promise((r) => setTimeout(r, 400));
    expect(t.lines().map((l) => l._line)).toEqual(["match"]);
    t.ws.close(1000);
  });

  it("opens with a ticket once, as the key that asked for it", async () => {
    const account = await createAccount();
    const issued = await client(account).post("/v1/tail/ticket");
    expect(issued.status).toBe(200);
    expect(Date.parse(issued.body.expires_at)).toBeGreaterThan(Date.now());
    const ticket = issued.body.ticket as string;
    // Without an upgrade the ticket is not spent.
    expectV1Error(await call("GET", `/ws/tail?ticket=${ticket}`), 426, "EUPGRADEREQUIRED");
    const t = await tail(account, `ticket=${ticket}`, {});
    const again = await open(`/ws/tail?ticket=${ticket}`);
    expect(again.status).toBe(401);
    expect(((await again.json()) as Json).code).toBe("EUNAUTHORIZED");
    // Another account's ticket format with this account's secret: refused.
    const forged = await open(`/ws/tail?ticket=${crypto.randomUUID()}.${ticket.split(".")[1]}`);
    expect(forged.status).toBe(401);
    t.ws.close(1000);
  });

  it("closes a tail whose key was deleted since it opened, at the object's next check", async () => {
    const account = await createAccount();
    const made = await call("POST", "/v1/config/keys?type=service", { key: account.service_key, body: {} });
    expect(made.status).toBe(200);
    const doomed = await tail(account, "", { authorization: `Token ${made.body.key as string}` });
    const kept = await tail(account);
    const closed: { code: number; reason: string }[] = [];
    doomed.ws.addEventListener("close", (e) => closed.push({ code: e.code, reason: e.reason }));
    const deleted = await call("DELETE", `/v1/config/keys/${made.body.id as string}`, {
      key: account.service_key,
    });
    expect(deleted.status).toBeLessThan(300);
    const stub = tailStub(env.LIVE_TAIL, account.account_id);
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    await until(
      () => closed,
      (c) => c.length === 1,
    );
    expect(closed[0]).toEqual({ code: 1008, reason: "the key of this tail was deleted" });
    // The other key's tail stays open, and still shows what is stored.
    expect((await stub.status()).connections).toBe(1);
    await ingest(account.ingestion_key, { lines: [{ line: "after", timestamp: ts() }] });
    await until(kept.lines, (l) => l.length === 1);
    kept.ws.close(1000);
  });

  it("refuses the connection past the account's limit with 409, before upgrading", async () => {
    const account = await createAccount();
    const open_ = [];
    for (let i = 0; i < TAIL_LIMITS.maxConnections; i++) open_.push(await tail(account));
    const refused = await open("/v1/tail", { authorization: `Token ${account.service_key}` });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).code).toBe("ECONFLICT");
    for (const t of open_) t.ws.close(1000);
    const stub = tailStub(env.LIVE_TAIL, account.account_id);
    await until(
      () => stub.status(),
      (s) => s.connections === 0,
    );
    await until(
      () => readLease(createDb(env.DB), account.account_id),
      (l) => l === 0,
    );
  });

  it("drops the oldest lines of a connection past its buffer and says how many", async () => {
    const account = await createAccount();
    const t = await tail(account);
    // An acknowledging client that stopped acknowledging: nothing more is sent past the window.
    t.ws.send(JSON.stringify({ e: "ack", n: 0 }));
    const stub = tailStub(env.LIVE_TAIL, account.account_id);
    await until(
      () => stub.status(),
      (s) => s.connections === 1,
    );
    const batch = (name: string, n: number) => storedBatch(name, n, (i) => `${name} ${i}`);
    await stub.publish(batch("first", TAIL_LIMITS.ackWindow));
    await until(t.lines, (l) => l.length >= TAIL_LIMITS.ackWindow);
    // Nothing acknowledged: what comes next waits, up to the buffer's bound; the oldest beyond it go.
    await stub.publish(batch("second", 3_000));
    await stub.publish(batch("third", 3_000));
    await new Promise((r) => setTimeout(r, 400));
    expect(t.lines()).toHaveLength(TAIL_LIMITS.ackWindow);
    expect((await stub.status()).held).toBe(TAIL_LIMITS.bufferLines);
    // The reader catches up: told what it missed, then the newest lines.
    t.ws.send(JSON.stringify({ e: "ack", n: TAIL_LIMITS.ackWindow }));
    await until(
      () => t.messages,
      (m) => m.some((x) => x.dropped !== undefined),
    );
    expect(t.messages.filter((m) => m.dropped !== undefined)).toEqual([
      { e: "meta", dropped: 6_000 - TAIL_LIMITS.bufferLines },
    ]);
    await until(t.lines, (l) => l.length >= 2 * TAIL_LIMITS.ackWindow);
    expect(t.lines().at(-1)?._line).toBe("third 2999");
    expect(t.lines()[TAIL_LIMITS.ackWindow]._line).toBe(`third ${3_000 - TAIL_LIMITS.bufferLines}`);
    t.ws.close(1000);
  });

  it("shares the account's lines per flush among its tails, each keeping its newest and told the rest", async () => {
    const account = await createAccount();
    const tails = [await tail(account), await tail(account), await tail(account)];
    const stub = tailStub(env.LIVE_TAIL, account.account_id);
    await until(
      () => stub.status(),
      (s) => s.connections === 3,
    );
    const n = TAIL_LIMITS.bufferLines + 1_000;
    await stub.publish(storedBatch("shared", n, (i) => `line ${i}`));
    const share = Math.floor(TAIL_LIMITS.accountLinesPerFlush / 3);
    for (const t of tails) await until(t.lines, (l) => l.length >= share);
    await new Promise((r) => setTimeout(r, 100));
    const shown = tails.map((t) => t.lines().length);
    // 3 x bufferLines wanted, accountLinesPerFlush given: about a third each, the newest lines.
    expect(shown.reduce((a, b) => a + b, 0)).toBe(TAIL_LIMITS.accountLinesPerFlush);
    for (const [k, t] of tails.entries()) {
      expect(shown[k]).toBeGreaterThanOrEqual(share);
      expect(t.lines().at(-1)?._line).toBe(`line ${n - 1}`);
      expect(t.messages.filter((m) => m.dropped !== undefined)).toEqual([
        { e: "meta", dropped: n - shown[k] },
      ]);
      t.ws.close(1000);
    }
  });

  it("applies the caller's access scopes", async () => {
    const account = await createAccount();
    {
      // A member's key in a group scoped to one app (the ticket carries what the key lookup found).
      const stub = tailStub(env.LIVE_TAIL, account.account_id);
      const { ticket } = await stub.issueTicket(account.account_id, {
        keyId: "k",
        accessScopes: ["app:allowed"],
      });
      const t = await tail(account, `ticket=${ticket}`, {});
      expect(t.messages[0]).toMatchObject({ scoped: true });
      await ingest(account.ingestion_key, {
        lines: [
          { line: "seen", app: "allowed", timestamp: ts() },
          { line: "hidden", app: "other", timestamp: ts() },
        ],
      });
      await until(t.lines, (l) => l.length >= 1);
      await new Promise((r) => setTimeout(r, 400));
      expect(t.lines().map((l) => l._line)).toEqual(["seen"]);
      t.ws.close(1000);
    }
  });
});
