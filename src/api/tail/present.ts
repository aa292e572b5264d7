// Live tail's answers: the ticket, the status, and the OpenAPI text of the WebSocket's messages.
import { z } from "@hono/zod-openapi";
import { TAIL_LIMITS } from "../../tail/outbox";

export const ticketSchema = z
  .object({
    ticket: z.string().openapi({ description: "Pass as `ticket` to `GET /ws/tail` (single use)" }),
    expires_at: z.string().openapi({ format: "date-time" }),
  })
  .openapi("TailTicket");

export const statusSchema = z
  .object({
    connections: z.number().int().openapi({ description: "Live tails open on the account now" }),
    max_connections: z.number().int(),
    lease_until: z.number().int().nullable().openapi({
      description: "Until when (epoch ms) ingestion hands stored lines to live tail; null: it does not",
    }),
  })
  .openapi("TailStatus");

export const presentTicket = (t: { ticket: string; expiresAt: number }) => ({
  ticket: t.ticket,
  expires_at: new Date(t.expiresAt).toISOString(),
});

export const presentStatus = (connections: number, leaseUntil: number, now: number) => ({
  connections,
  max_connections: TAIL_LIMITS.maxConnections,
  lease_until: leaseUntil > now ? leaseUntil : null,
});

export const upgradeDescription = [
  "A WebSocket of the lines the account stores from now on that pass the filters (Mezmo's `/ws/tail`):",
  "`q` (the search query language), `hosts`, `apps`, `levels`, `tags` (comma lists, at most 20 each), and the",
  "access scopes of the caller's groups. Send `Upgrade: websocket` (426 without), with the service key",
  "(`Authorization: Token`, a `servicekey` header or Basic), or, from a browser, `?ticket=` from",
  "`POST /v1/tail/ticket` (`/ws/tail` only; single use, 60 s).",
  "",
  'Messages, JSON text: first `{"e":"meta","filters":{...},"scoped":bool,"limits":{...}}`; then',
  '`{"e":"l","n":<lines sent so far>,"p":[lines]}` with lines shaped as export v1 shapes them, at most every',
  `${TAIL_LIMITS.flushMs} ms; \`{"e":"meta","dropped":<n>}\` before the lines that follow a loss. Per connection at`,
  `most ${TAIL_LIMITS.bufferLines} lines (about 1 MiB) wait to be sent; beyond, the oldest are dropped and counted.`,
  `The account's tails together are sent at most ${TAIL_LIMITS.accountLinesPerFlush} lines per flush, shared`,
  "fairly; a tail past its share that does not acknowledge is sent its newest lines and told how many it",
  "missed, one that acknowledges gets the rest at the next flushes.",
  'A client may acknowledge each lines message with `{"e":"ack","n":<its n>}`: from its first',
  `acknowledgement on, at most ${TAIL_LIMITS.ackWindow} lines are sent ahead of them, so a reader that stops`,
  "reading is told what it missed instead of being sent it.",
  `At most ${TAIL_LIMITS.maxConnections} live tails per account: 409 \`ECONFLICT\` beyond, before upgrading.`,
].join("\n");
