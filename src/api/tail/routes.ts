// Live tail (docs/live-tail.md): `GET /ws/tail` (Mezmo's path; also `GET /v1/tail`) upgrades to a WebSocket
// of the lines the account stores from now on that pass its filters, served by the account's tail object
// (src/durable/live-tail.ts); `POST /v1/tail/ticket` gives browsers, which cannot set headers on a WebSocket,
// a single-use ticket; `GET /v1/tail/status` says how many tails are open and whether the lease is live.
// Everything a client can get wrong (key, filters, missing upgrade, too many tails) is answered before
// upgrading, in the API's error body.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { callObject } from "../../durable/call";
import { TAIL_REQUEST_HEADER, type TailRequest } from "../../durable/live-tail";
import type { AppEnv } from "../../env";
import { requireServiceKey } from "../../http/auth";
import { ApiError, unavailable } from "../../http/errors";
import { defineRoute, jsonResponse, rawResponse } from "../../http/openapi";
import { commaListParam } from "../../http/query-params";
import { limitByAddress } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import type { TailFilter, TailIdentity } from "../../tail/filter";
import { tailStub } from "../../tail/hand-off";
import { readLease } from "../../tail/lease";
import { forgetIngestRules } from "../ingestion/rules-cache";
import { parseQueryParam } from "../shared/query";
import { presentStatus, presentTicket, statusSchema, ticketSchema, upgradeDescription } from "./present";
import { accountExists } from "./store";

const tags = ["Live tail"];
const MAX_LIST = 20;

const list = (name: string) =>
  commaListParam(name, MAX_LIST, 512, `Comma-separated ${name} (exact match, at most ${MAX_LIST})`);

const filterFields = {
  q: z.string().max(4096).optional().openapi({ description: "Search query (see the query language)" }),
  hosts: list("hosts"),
  apps: list("apps"),
  levels: list("levels"),
  tags: list("tags"),
};

const ticketParam = z
  .string()
  .max(200)
  .optional()
  .openapi({ description: "A ticket from `POST /v1/tail/ticket`, instead of a key (browsers)" });

/** A ticket: `<account id (a UUID)>.<64 hex digits>`. */
const TICKET = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[0-9a-f]{64}$/;

/**
 * `/ws/*`: the service key, as `/v1` takes it, unless the request presents a ticket, which the account's tail
 * object checks (and consumes) when it upgrades.
 */
export const tailAuth = createMiddleware<AppEnv>((c, next) =>
  c.req.query("ticket") !== undefined ? next() : requireServiceKey(c, next),
);

type UpgradeQuery = z.output<z.ZodObject<typeof filterFields>> & { ticket?: string };

async function upgrade(c: Context<AppEnv>, query: UpgradeQuery) {
  // Validated before anything else happens: a bad query is a 400, never a socket closed at once.
  parseQueryParam(query.q, ["query", "q"]);
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket")
    throw new ApiError("EUPGRADEREQUIRED", "Live tail is a WebSocket: send 'Upgrade: websocket'");
  const filter: TailFilter = {
    q: query.q?.trim() ? query.q : null,
    hosts: query.hosts,
    apps: query.apps,
    levels: query.levels.map((l) => l.toUpperCase()),
    tags: query.tags,
  };
  let accountId: string;
  let identity: TailIdentity | undefined;
  if (query.ticket !== undefined) {
    // No key authenticates this request: its attempts count against the caller's address, and a ticket that
    // names no account reaches no tail object.
    await limitByAddress(c, "tail-ticket");
    const match = TICKET.exec(query.ticket);
    if (!match || !(await accountExists(c.get("db"), match[1])))
      throw new ApiError("EUNAUTHORIZED", "Unknown, used or expired ticket");
    accountId = match[1];
  } else {
    const caller = c.get("caller");
    accountId = caller.accountId;
    identity = { keyId: caller.keyId, accessScopes: caller.accessScopes };
  }
  const request: TailRequest = { accountId, filter, identity, ticket: query.ticket };
  let res: Response;
  try {
    // Not repeated through a reset: a second upgrade could take a ticket the first consumed.
    res = await tailStub(c.env.LIVE_TAIL, accountId).fetch("https://live-tail/connect", {
      headers: { upgrade: "websocket", [TAIL_REQUEST_HEADER]: JSON.stringify(request) },
    });
  } catch (err) {
    throw unavailable("Live tail", err);
  }
  if (res.status === 101 && res.webSocket) {
    // The tail object wrote its lease: batches of this isolate learn it at once (others within 10 s).
    forgetIngestRules(accountId);
    return rawResponse(new Response(null, { status: 101, webSocket: res.webSocket }));
  }
  if (res.status === 409)
    throw new ApiError(
      "ECONFLICT",
      "The account has as many live tails open as it may: close one, then connect again",
    );
  if (res.status === 401) throw new ApiError("EUNAUTHORIZED", "Unknown, used or expired ticket");
  throw unavailable("Live tail", new Error(`tail object answered ${res.status}`));
}

const upgradeResponses = {
  101: { description: "Switching Protocols: the WebSocket (messages in the description)" },
};

export const tailRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/ws/tail",
      tags,
      summary: "Live tail (WebSocket)",
      description: upgradeDescription,
      request: { query: z.object({ ...filterFields, ticket: ticketParam }) },
      responses: upgradeResponses,
      errors: [409, 426],
    }),
    async (c) => upgrade(c, c.req.valid("query")),
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/tail",
      tags,
      summary: "Live tail (WebSocket), the same as /ws/tail with a key",
      description: upgradeDescription,
      request: { query: z.object(filterFields) },
      responses: upgradeResponses,
      errors: [409, 426],
    }),
    async (c) => upgrade(c, c.req.valid("query")),
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v1/tail/ticket",
      tags,
      summary: "A single-use ticket to open a live tail from a browser",
      description:
        "Browsers cannot set headers on a WebSocket: open `GET /ws/tail?ticket=<ticket>` within 60 s. The " +
        "ticket acts as the key that asked for it, with its groups' access scopes, once.",
      responses: { 200: jsonResponse(ticketSchema, "The ticket") },
    }),
    async (c) => {
      const { accountId, keyId, accessScopes } = c.get("caller");
      const issued = await callObject(
        () => tailStub(c.env.LIVE_TAIL, accountId),
        (tail) => tail.issueTicket(accountId, { keyId, accessScopes }),
      ).catch((err) => {
        throw unavailable("Live tail", err);
      });
      return c.json(presentTicket(issued), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/tail/status",
      tags,
      summary: "Live tails open on the account",
      responses: { 200: jsonResponse(statusSchema, "Open tails and the lease") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const [status, lease] = await Promise.all([
        callObject(
          () => tailStub(c.env.LIVE_TAIL, accountId),
          (tail) => tail.status(),
        ),
        readLease(c.get("db"), accountId),
      ]).catch((err) => {
        throw unavailable("Live tail", err);
      });
      return c.json(presentStatus(status.connections, lease, Date.now()), 200);
    },
  );
