// Preset alerts (v1): a named set of alert channels that views attach with `presetid`,
// `/v1/config/presetalert[/{presetId}]`. The channels then alert on the lines of every view attaching the
// preset (src/alerts/view-alerts.ts). Deleting a preset detaches it from its views; they keep their own channels.
import { z } from "@hono/zod-openapi";
import { and, count, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import { v1AlertChannelResponse, v1ChannelsSchema } from "../../alerts/alert-channel-v1";
import { presetAlerts, views } from "../../db/schema";
import type { AppEnv } from "../../env";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { maskV1Channels, revealV1Channels, sealV1Channels } from "../shared/alert-channel-secrets";
import { secretsCaller } from "../shared/secrets";
import { accountRows, oneRow } from "../shared/v1-config";

const tags = ["Configuration"];
const base = "/v1/config/presetalert";
export const MAX_PRESET_ALERTS = 200;

type Row = typeof presetAlerts.$inferSelect;

const writeSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(256),
    channels: v1ChannelsSchema.min(1, "a preset alert needs at least one channel"),
  })
  .openapi("PresetAlertWrite");
const presetSchema = z
  .object({ presetid: z.string(), name: z.string(), channels: z.array(v1AlertChannelResponse) })
  .openapi("PresetAlert");
const params = z.object({
  presetId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "presetId", in: "path" } }),
});

/** As lists answer it: the channels' secrets masked. */
const present = (r: Row) => ({ presetid: r.id, name: r.name, channels: maskV1Channels(r.channels) });
/** As a single read by the caller, or the answer to its write, shows it: the secrets its key sent. */
const presentOne = async (c: Context<AppEnv>, r: Row, sentChannels?: unknown) => ({
  ...present(r),
  channels: await revealV1Channels(secretsCaller(c), r.channels, sentChannels),
});
const onePreset = (accountId: string, id: string) =>
  and(eq(presetAlerts.accountId, accountId), eq(presetAlerts.id, id.toLowerCase()));

export const presetAlertsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List preset alerts",
      responses: { 200: jsonResponse(z.array(presetSchema), "The account's preset alerts, oldest first") },
    }),
    async (c) => {
      const rows = await accountRows(c.get("db"), presetAlerts, c.get("caller").accountId);
      return c.json(rows.map(present), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a preset alert",
      description: `At most ${MAX_PRESET_ALERTS} per account.`,
      request: jsonBody(writeSchema),
      responses: { 200: jsonResponse(presetSchema, "The new preset alert") },
      errors: [409],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const existing = await db
        .select({ n: count() })
        .from(presetAlerts)
        .where(eq(presetAlerts.accountId, accountId))
        .get();
      if ((existing?.n ?? 0) >= MAX_PRESET_ALERTS) {
        throw new ApiError("ECONFLICT", `An account has at most ${MAX_PRESET_ALERTS} preset alerts`);
      }
      const channels = await sealV1Channels(secretsCaller(c), body.channels, async () => undefined);
      const [row] = await db
        .insert(presetAlerts)
        .values({ id: crypto.randomUUID(), accountId, name: body.name, channels })
        .returning();
      return c.json(await presentOne(c, row, body.channels), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{presetId}`,
      tags,
      summary: "Get a preset alert",
      request: { params },
      responses: { 200: jsonResponse(presetSchema, "The preset alert") },
      errors: [404],
    }),
    async (c) => {
      const row = await oneRow(
        c.get("db"),
        presetAlerts,
        onePreset(c.get("caller").accountId, c.req.valid("param").presetId),
        "Preset alert",
      );
      return c.json(await presentOne(c, row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{presetId}`,
      tags,
      summary: "Replace a preset alert",
      description:
        "Name and channels are replaced. A changed channel starts its windows afresh on every view attaching the preset. " +
        "A channel's secrets (url, key, header values) are owner-bound: read in clear only by the API key " +
        "that sent them, as ******** by every other; sending ******** back keeps the secret of the channel " +
        "at the same index, when it has the same integration (and, for a webhook, the same url).",
      request: { params, ...jsonBody(writeSchema) },
      responses: { 200: jsonResponse(presetSchema, "The changed preset alert") },
      errors: [404],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const db = c.get("db");
      const where = onePreset(c.get("caller").accountId, c.req.valid("param").presetId);
      const channels = await sealV1Channels(secretsCaller(c), body.channels, async () => {
        const row = await db
          .select({ channels: presetAlerts.channels })
          .from(presetAlerts)
          .where(where)
          .get();
        if (!row) throw notFound("Preset alert");
        return row.channels;
      });
      const [updated] = await db
        .update(presetAlerts)
        .set({ name: body.name, channels, updatedAt: new Date().toISOString() })
        .where(where)
        .returning();
      if (!updated) throw notFound("Preset alert");
      return c.json(await presentOne(c, updated, body.channels), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{presetId}`,
      tags,
      summary: "Delete a preset alert",
      description:
        "Views attaching it are detached (their `presetid` becomes null) and keep their own channels.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const id = c.req.valid("param").presetId.toLowerCase();
      const db = c.get("db");
      // One transaction: the views stop alerting through the preset exactly when it disappears.
      const [, deleted] = await db.batch([
        db
          .update(views)
          .set({ presetId: null, alerting: sql`json_array_length(${views.channels}) > 0` })
          .where(and(eq(views.accountId, accountId), eq(views.presetId, id))),
        db.delete(presetAlerts).where(onePreset(accountId, id)).returning({ id: presetAlerts.id }),
      ]);
      if (deleted.length === 0) throw notFound("Preset alert");
      return c.json({ deleted: true as const }, 200);
    },
  );
