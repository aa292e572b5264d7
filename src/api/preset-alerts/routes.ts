// Preset alerts (v1): a named set of alert channels that views attach with `presetid`,
// `/v1/config/presetalert[/{presetId}]`. The channels then alert on the lines of every view attaching the
// preset (src/alerts/view-alerts.ts). Deleting a preset detaches it from its views; they keep their own channels.
import { z } from "@hono/zod-openapi";
import { v1AlertChannelResponse, v1ChannelsSchema } from "../../alerts/alert-channel-v1";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { sealV1Channels } from "../shared/alert-channel-secrets";
import { secretsCaller } from "../shared/secrets";
import { presentPresetAlert, presentPresetAlertToCaller } from "./present";
import {
  deletePresetAlert,
  getPresetAlert,
  insertPresetAlert,
  listPresetAlerts,
  presetAlertChannels,
  presetAlertCount,
  updatePresetAlert,
} from "./store";

const tags = ["Configuration"];
const base = "/v1/config/presetalert";
const MAX_PRESET_ALERTS = 200;

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
      const rows = await listPresetAlerts(c.get("db"), c.get("caller").accountId);
      return c.json(rows.map(presentPresetAlert), 200);
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
      if ((await presetAlertCount(db, accountId)) >= MAX_PRESET_ALERTS) {
        throw new ApiError("ECONFLICT", `An account has at most ${MAX_PRESET_ALERTS} preset alerts`);
      }
      const channels = await sealV1Channels(secretsCaller(c), body.channels, async () => undefined);
      const row = await insertPresetAlert(db, accountId, body.name, channels);
      return c.json(await presentPresetAlertToCaller(secretsCaller(c), row, body.channels), 200);
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
      const row = await getPresetAlert(c.get("db"), c.get("caller").accountId, c.req.valid("param").presetId);
      return c.json(await presentPresetAlertToCaller(secretsCaller(c), row), 200);
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
      const { accountId } = c.get("caller");
      const { presetId } = c.req.valid("param");
      const channels = await sealV1Channels(secretsCaller(c), body.channels, () =>
        presetAlertChannels(db, accountId, presetId),
      );
      const updated = await updatePresetAlert(db, accountId, presetId, body.name, channels);
      if (!updated) throw notFound("Preset alert");
      return c.json(await presentPresetAlertToCaller(secretsCaller(c), updated, body.channels), 200);
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
      if (!(await deletePresetAlert(c.get("db"), accountId, id))) throw notFound("Preset alert");
      return c.json({ deleted: true as const }, 200);
    },
  );
