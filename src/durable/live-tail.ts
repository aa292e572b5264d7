// Live tail: one object per account holds the account's tail connections (WebSocket Hibernation API: an idle
// tail keeps no object in memory) and the tickets browsers open them with.
//
// - A connection is accepted here (fetch, from src/api/tail/routes.ts once the filters and the caller were
//   checked): at most TAIL_LIMITS.maxConnections per account (the route answers 409 beyond). Its filters and
//   its caller's access scopes are a row of `subscribers` (they may be longer than an attachment holds); its
//   attachment keeps its id and its outbox counters (src/tail/outbox.ts) across hibernation.
// - The log store hands over each batch it stored (`publish`, src/tail/hand-off.ts) while the lease is live
//   (src/tail/lease.ts): the first connection writes the lease, the alarm renews it every RENEW_MS while
//   connections are open, the last one to close sets it to 0 and deletes the alarm. Nothing is left behind:
//   no timer, no row of a closed connection.
// - Lines go out as `{"e":"l","n":<lines sent so far>,"p":[lines as export v1 shapes them]}`, at most every
//   TAIL_LIMITS.flushMs; `{"e":"meta","dropped":n}` tells a reader what it missed.
// - Tickets (`issueTicket`): single-use, TICKET_TTL_MS, stored as SHA-256 with the identity (key and access
//   scopes) that asked for them; consumed by the first upgrade that presents them, right or late.
import { DurableObject } from "cloudflare:workers";
import { createDb } from "../db/client";
import type { Bindings } from "../env";
import { generateSecret, sha256Hex } from "../lib/secrets";
import { compileTailFilter, describeFilter, type TailFilter, type TailIdentity } from "../tail/filter";
import { type TailBatch, type TailLine, tailLines } from "../tail/hand-off";
import { currentIdentity, sameAccess } from "../tail/identity";
import { LEASE_MS, RENEW_MS, writeLease } from "../tail/lease";
import { fairShares, newOutboxState, Outbox, type OutboxState, TAIL_LIMITS } from "../tail/outbox";

/** How long a ticket may wait for its upgrade. */
export const TICKET_TTL_MS = 60_000;

/** What the route sends with an upgrade (header TAIL_REQUEST_HEADER, JSON). */
export interface TailRequest {
  accountId: string;
  filter: TailFilter;
  /** The caller, authenticated by its key; or a ticket that names one. */
  identity?: TailIdentity;
  ticket?: string;
}

export const TAIL_REQUEST_HEADER = "x-live-tail";

interface Attachment {
  id: string;
  out: OutboxState;
}

interface Subscriber {
  id: string;
  test: (line: TailLine) => boolean;
  outbox: Outbox<TailLine>;
}

/** Characters a presented line has beyond its text and meta (its other fields), about. */
const LINE_OVERHEAD = 160;

const present = (line: TailLine) => line.toJSONText();

export class LiveTailObject extends DurableObject<Bindings> {
  private readonly subscribers = new Map<WebSocket, Subscriber>();
  private loaded = false;
  private accountId: string | null = null;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;
  private lastFlush = 0;
  private leaseWrites: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    ctx.storage.sql.exec(`
      CREATE TABLE IF NOT EXISTS subscribers (id TEXT PRIMARY KEY, filter TEXT NOT NULL, identity TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS tickets (hash TEXT PRIMARY KEY, expires INTEGER NOT NULL, identity TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
    `);
  }

  /** An upgrade: 101 with the socket, 401 for a ticket that is unknown, used or expired, 409 when full. */
  override async fetch(request: Request): Promise<Response> {
    const req = JSON.parse(request.headers.get(TAIL_REQUEST_HEADER) ?? "null") as TailRequest | null;
    if (!req || request.headers.get("upgrade")?.toLowerCase() !== "websocket")
      return new Response(null, { status: 400 });
    this.load();
    // The ticket first: nothing about the account (not even whether it is full) is told to a caller without
    // one, and nothing is stored for it. The count is taken after the ticket's await, right before the socket
    // is accepted, so upgrades arriving together cannot pass the limit.
    const identity = req.identity ?? (req.ticket ? await this.redeem(req.ticket) : null);
    if (!identity) return new Response(null, { status: 401 });
    if (this.ctx.getWebSockets().length >= TAIL_LIMITS.maxConnections)
      return new Response(null, { status: 409 });
    this.rememberAccount(req.accountId);

    const [client, server] = Object.values(new WebSocketPair());
    const id = crypto.randomUUID();
    this.ctx.acceptWebSocket(server);
    this.ctx.storage.sql.exec(
      "INSERT INTO subscribers (id, filter, identity) VALUES (?, ?, ?)",
      id,
      JSON.stringify(req.filter),
      JSON.stringify(identity),
    );
    const out = newOutboxState();
    server.serializeAttachment({ id, out } satisfies Attachment);
    this.subscribers.set(server, {
      id,
      test: compileTailFilter(req.filter, identity),
      outbox: new Outbox(out, present),
    });
    server.send(
      JSON.stringify({
        e: "meta",
        filters: describeFilter(req.filter),
        scoped: identity.accessScopes !== null,
        limits: {
          buffer_lines: TAIL_LIMITS.bufferLines,
          flush_ms: TAIL_LIMITS.flushMs,
          ack_window: TAIL_LIMITS.ackWindow,
          account_lines_per_flush: TAIL_LIMITS.accountLinesPerFlush,
        },
      }),
    );
    // Lines stored from now on come here: the lease is written before the client learns it is connected.
    await this.syncLease();
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + RENEW_MS);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A batch the log store stored: its lines go to every connection whose filters they pass. */
  async publish(batch: TailBatch): Promise<{ subscribers: number }> {
    this.load();
    if (this.subscribers.size === 0) return { subscribers: 0 };
    const lines = tailLines(batch);
    for (const sub of this.subscribers.values()) {
      for (const line of lines) if (sub.test(line)) sub.outbox.push(line, line.size + LINE_OVERHEAD);
    }
    this.scheduleFlush();
    return { subscribers: this.subscribers.size };
  }

  /** A single-use ticket for `identity`, valid TICKET_TTL_MS. */
  async issueTicket(
    accountId: string,
    identity: TailIdentity,
  ): Promise<{ ticket: string; expiresAt: number }> {
    this.rememberAccount(accountId);
    const now = Date.now();
    this.ctx.storage.sql.exec("DELETE FROM tickets WHERE expires <= ?", now);
    const secret = generateSecret();
    const expiresAt = now + TICKET_TTL_MS;
    this.ctx.storage.sql.exec(
      "INSERT INTO tickets (hash, expires, identity) VALUES (?, ?, ?)",
      await sha256Hex(secret),
      expiresAt,
      JSON.stringify(identity),
    );
    return { ticket: `${accountId}.${secret}`, expiresAt };
  }

  /** Open connections and the lines they hold (GET /v1/tail/status, the tests). */
  async status(): Promise<{ connections: number; held: number; alarm: number | null }> {
    this.load();
    let held = 0;
    for (const sub of this.subscribers.values()) held += sub.outbox.size;
    return { connections: this.ctx.getWebSockets().length, held, alarm: await this.ctx.storage.getAlarm() };
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    this.load();
    const sub = this.subscribers.get(ws);
    if (!sub || typeof message !== "string" || message.length > 1024) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const { e, n } = (parsed ?? {}) as { e?: unknown; n?: unknown };
    if (e !== "ack" || typeof n !== "number") return;
    sub.outbox.ack(n);
    this.save(ws, sub);
    if (sub.outbox.ready) this.scheduleFlush();
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {
      // Already closed.
    }
    await this.leave(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.leave(ws);
  }

  /** Renews the lease while connections are open; otherwise lets it go and stays asleep. */
  override async alarm(): Promise<void> {
    this.load();
    this.ctx.storage.sql.exec("DELETE FROM tickets WHERE expires <= ?", Date.now());
    await this.closeRevoked();
    await this.syncLease();
    if (this.ctx.getWebSockets().length > 0) await this.ctx.storage.setAlarm(Date.now() + RENEW_MS);
  }

  /**
   * Closes (1008) the tails whose key was deleted, or whose access scopes changed, since they opened: checked
   * on each alarm, so within RENEW_MS. A key that cannot be checked now (D1 busy) is checked on the next one.
   */
  private async closeRevoked() {
    const accountId = this.account();
    if (!accountId) return;
    const db = createDb(this.env.DB);
    const now = new Map<string, TailIdentity | null>();
    const reasons = new Map<string, string>();
    const rows = this.ctx.storage.sql
      .exec<{ id: string; identity: string }>("SELECT id, identity FROM subscribers")
      .toArray();
    for (const row of rows) {
      const opened = JSON.parse(row.identity) as TailIdentity;
      if (!now.has(opened.keyId)) {
        try {
          now.set(opened.keyId, await currentIdentity(db, accountId, opened.keyId));
        } catch (err) {
          console.warn("live tail: could not check a key now", accountId, err);
          continue;
        }
      }
      const current = now.get(opened.keyId) ?? null;
      if (!current) reasons.set(row.id, "the key of this tail was deleted");
      else if (!sameAccess(current, opened))
        reasons.set(row.id, "the access scopes of this key changed: connect again");
    }
    for (const ws of this.ctx.getWebSockets()) {
      const reason = reasons.get((ws.deserializeAttachment() as Attachment | null)?.id ?? "");
      if (!reason) continue;
      try {
        ws.close(1008, reason);
      } catch {
        // Already closed.
      }
      await this.leave(ws);
    }
  }

  /** A connection is gone: its row, its buffer and (for the last one) the lease, the timer and the alarm. */
  private async leave(ws: WebSocket) {
    this.load();
    const id = this.subscribers.get(ws)?.id ?? (ws.deserializeAttachment() as Attachment | null)?.id;
    this.subscribers.delete(ws);
    if (id) this.ctx.storage.sql.exec("DELETE FROM subscribers WHERE id = ?", id);
    if (this.openSockets(ws) > 0) return;
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    await this.ctx.storage.deleteAlarm();
    await this.syncLease(ws);
  }

  /** Sockets still open, leaving out one being closed (it may still be listed while its handler runs). */
  private openSockets(closing?: WebSocket) {
    return this.ctx.getWebSockets().filter((w) => w !== closing).length;
  }

  /**
   * Writes the lease as things are when the write runs: now + LEASE_MS with connections open, else 0. Writes
   * run one after another, so a close and a connect racing leave the lease of the later state.
   */
  private syncLease(closing?: WebSocket): Promise<void> {
    const accountId = this.account();
    if (!accountId) return Promise.resolve();
    this.leaseWrites = this.leaseWrites.then(async () => {
      const until = this.openSockets(closing) > 0 ? Date.now() + LEASE_MS : 0;
      try {
        await writeLease(createDb(this.env.DB), accountId, until);
      } catch (err) {
        // Renewed by the next alarm; an upgrade still succeeds (lines stored meanwhile are not shown).
        console.error("live tail: lease write failed", accountId, err);
      }
    });
    return this.leaseWrites;
  }

  private async redeem(ticket: string): Promise<TailIdentity | null> {
    const secret = ticket.slice(ticket.lastIndexOf(".") + 1);
    const hash = await sha256Hex(secret);
    const rows = this.ctx.storage.sql
      .exec<{ expires: number; identity: string }>(
        "DELETE FROM tickets WHERE hash = ? RETURNING expires, identity",
        hash,
      )
      .toArray();
    if (rows.length === 0 || rows[0].expires <= Date.now()) return null;
    return JSON.parse(rows[0].identity) as TailIdentity;
  }

  private scheduleFlush() {
    if (this.flushTimer) return;
    const wait = this.lastFlush + TAIL_LIMITS.flushMs - Date.now();
    if (wait <= 0) {
      this.flush();
      return;
    }
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      this.flush();
    }, wait);
  }

  private flush() {
    this.lastFlush = Date.now();
    const ready = [...this.subscribers].filter(([, sub]) => sub.outbox.ready);
    const shares = fairShares(
      ready.map(([, sub]) => sub.outbox.wanted),
      TAIL_LIMITS.accountLinesPerFlush,
    );
    for (const [k, [ws, sub]] of ready.entries()) {
      try {
        for (const message of sub.outbox.drain(shares[k])) ws.send(message);
      } catch (err) {
        // The socket is closing: webSocketClose frees it.
        console.warn("live tail: send failed", err);
      }
      this.save(ws, sub);
    }
    // An acknowledging client cut to its share still holds lines its window lets go: they go at the next flush.
    if (ready.some(([, sub]) => sub.outbox.ready)) this.scheduleFlush();
  }

  private save(ws: WebSocket, sub: Subscriber) {
    try {
      ws.serializeAttachment({ id: sub.id, out: sub.outbox.state } satisfies Attachment);
    } catch {
      // A closed socket keeps no attachment.
    }
  }

  /** After a wake from hibernation: the connections from their attachments and rows. */
  private load() {
    if (this.loaded) return;
    this.loaded = true;
    const rows = new Map(
      this.ctx.storage.sql
        .exec<{ id: string; filter: string; identity: string }>(
          "SELECT id, filter, identity FROM subscribers",
        )
        .toArray()
        .map((r) => [r.id, r]),
    );
    const live = new Set<string>();
    for (const ws of this.ctx.getWebSockets()) {
      const attachment = ws.deserializeAttachment() as Attachment | null;
      const row = attachment ? rows.get(attachment.id) : undefined;
      if (!attachment || !row) {
        ws.close(1011, "tail state lost: reconnect");
        continue;
      }
      live.add(attachment.id);
      this.subscribers.set(ws, {
        id: attachment.id,
        test: compileTailFilter(JSON.parse(row.filter), JSON.parse(row.identity)),
        outbox: new Outbox(attachment.out, present),
      });
    }
    // Rows of connections that ended while the object was gone (a restart closes its sockets).
    for (const id of rows.keys())
      if (!live.has(id)) this.ctx.storage.sql.exec("DELETE FROM subscribers WHERE id = ?", id);
  }

  private rememberAccount(accountId: string) {
    if (this.account() === accountId) return;
    this.accountId = accountId;
    this.ctx.storage.sql.exec("INSERT OR REPLACE INTO meta (k, v) VALUES ('account', ?)", accountId);
  }

  private account(): string | null {
    this.accountId ??=
      this.ctx.storage.sql.exec<{ v: string }>("SELECT v FROM meta WHERE k = 'account'").toArray()[0]?.v ??
      null;
    return this.accountId;
  }
}
