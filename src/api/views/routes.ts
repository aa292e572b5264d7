// Views (v1): saved searches over the log store, `/v1/config/view[/{viewId}]`. A view selects lines by
// query, hosts, apps, levels and tags, belongs to categories (of type `views`, by name), and alerts through
// its own channels and an attached preset alert (`presetid`); src/alerts/view-alerts.ts evaluates them.
// PUT replaces the view, as the terraform provider expects: a field left out is cleared.
import { z } from "@hono/zod-openapi";
import { v1AlertChannelResponse, v1ChannelsSchema } from "../../alerts/alert-channel-v1";
import { viewQuery } from "../../alerts/view-alerts";
import type { Db } from "../../db/client";
import type { V1AlertChannel } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse, rawResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { textStream } from "../../http/stream";
import { accessScopeOf } from "../../logstore/access-scope";
import { LineScanner } from "../../logstore/reader";
import { categoryNameSchema } from "../categories/schemas";
import { categoriesByName } from "../categories/store";
import { exportFilterFields, resolveFilter } from "../export/params";
import { jsonPage } from "../export/present";
import { presetAlertExists } from "../preset-alerts/store";
import { sealV1Channels } from "../shared/alert-channel-secrets";
import { parseQueryParam } from "../shared/query";
import { type SecretsCaller, secretsCaller } from "../shared/secrets";
import { presentView, presentViewToCaller } from "./present";
import {
  categoryNamesOf,
  categoryNamesOfView,
  deleteView,
  getView,
  insertView,
  listViews,
  updateView,
  viewChannels,
} from "./store";

const tags = ["Configuration"];
const base = "/v1/config/view";
const MAX_VIEWS = 1000;
// As export's filters: the alert count puts every value in one statement, and D1 binds at most 100 values.
const MAX_LIST = 20;

const list = (what: string) =>
  z
    .array(z.string().trim().min(1).max(512))
    .max(MAX_LIST)
    .default([])
    .openapi({ description: `${what} (exact match; any of them)` });
const filterMessage = "give at least one of query, hosts, apps, levels or tags";

const writeSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(256),
    query: z
      .string()
      .max(4096)
      .nullable()
      .optional()
      .openapi({ description: "Search query (see the query language)" }),
    hosts: list("Hosts"),
    apps: list("Apps"),
    levels: list("Levels (any case)"),
    tags: list("Tags"),
    category: z.array(categoryNameSchema).max(50).default([]).openapi({
      description: "Names of categories of type views; a name no category has is left out (uncategorized)",
    }),
    presetid: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .openapi({ description: "A preset alert of the account whose channels also watch this view" }),
    // What reads answer (the terraform provider reads this list), so a read written back is accepted: at
    // most one id, and the same as `presetid` when both are given.
    presetids: z
      .array(z.string().max(64))
      .max(1, "a view attaches at most one preset alert")
      .optional()
      .openapi({ description: "The same as presetid, as a list of at most one (what reads answer)" }),
    channels: v1ChannelsSchema.default([]),
  })
  .refine(
    (v) =>
      v.presetids === undefined ||
      v.presetid === undefined ||
      (v.presetid?.trim().toLowerCase() || null) === (v.presetids[0]?.trim().toLowerCase() || null),
    { message: "presetid and presetids name different preset alerts", path: ["presetids"] },
  )
  .refine((v) => !!v.query?.trim() || [v.hosts, v.apps, v.levels, v.tags].some((l) => l.length > 0), {
    message: filterMessage,
    path: ["query"],
    when: (p) => p.issues.length === 0,
  })
  .openapi("ViewWrite");
type ViewWrite = z.infer<typeof writeSchema>;

const viewSchema = z
  .object({
    viewid: z.string(),
    name: z.string(),
    query: z.string().nullable(),
    hosts: z.array(z.string()),
    apps: z.array(z.string()),
    levels: z.array(z.string()),
    tags: z.array(z.string()),
    category: z.array(z.string()).openapi({ description: "Category names" }),
    presetid: z.string().nullable(),
    presetids: z
      .array(z.string())
      .openapi({ description: "The attached preset alert as a list (what the terraform provider reads)" }),
    channels: z.array(v1AlertChannelResponse),
  })
  .openapi("View");
const params = z.object({
  viewId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "viewId", in: "path" } }),
});

const MAX_VIEW_LINES = 10_000;
const linesQuery = z.object({
  from: exportFilterFields.from,
  to: exportFilterFields.to,
  prefer: exportFilterFields.prefer,
  size: z
    .string()
    .regex(/^\d{1,5}$/, `size must be 1 to ${MAX_VIEW_LINES}`)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_VIEW_LINES, `size must be 1 to ${MAX_VIEW_LINES}`)
    .optional()
    .openapi({ type: "integer", description: "Most lines (default 100)" }),
});

/**
 * Validates what the schema cannot (query syntax, categories, preset) and answers the row's values, the
 * channels' secrets sealed (`stored`: the view's channels now, which a mask sent back keeps).
 */
async function resolveWrite(
  caller: SecretsCaller,
  db: Db,
  accountId: string,
  body: ViewWrite,
  stored: () => Promise<V1AlertChannel[] | undefined> = async () => undefined,
) {
  const query = body.query?.trim() || null;
  parseQueryParam(query ?? undefined, ["query"]);
  // A category that does not exist files the view as uncategorized, as Mezmo does: it is not refused.
  const found = await categoriesByName(db, accountId, "views", body.category, "category", "skip");
  const presetId =
    (body.presetid !== undefined ? body.presetid : body.presetids?.[0])?.trim().toLowerCase() || null;
  if (presetId) {
    if (!(await presetAlertExists(db, accountId, presetId))) {
      throw new ApiError("EVALIDATION", "Validation failed: no such preset alert", [
        { path: ["presetid"], message: "not a preset alert of this account" },
      ]);
    }
  }
  const values = {
    name: body.name,
    query,
    hosts: [...new Set(body.hosts)],
    apps: [...new Set(body.apps)],
    levels: [...new Set(body.levels)],
    tags: [...new Set(body.tags)],
    presetId,
    channels: await sealV1Channels(caller, body.channels, stored),
    alerting: body.channels.length > 0 || presetId !== null,
  };
  return { values, categoryIds: found.map((c) => c.id) };
}

export const viewsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List views",
      responses: { 200: jsonResponse(z.array(viewSchema), "The account's views, oldest first") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const rows = await listViews(db, accountId);
      const names = await categoryNamesOf(
        db,
        accountId,
        rows.map((r) => r.id),
      );
      return c.json(
        rows.map((r) => presentView(r, names.get(r.id) ?? [])),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a view",
      description:
        `\`name\` and at least one of query, hosts, apps, levels, tags; a category that does not exist ` +
        `(type views) is left out, as Mezmo files such a view as uncategorized; ` +
        `at most ${MAX_VIEWS} views per account.`,
      request: jsonBody(writeSchema),
      responses: { 200: jsonResponse(viewSchema, "The new view, with its `viewid`") },
      errors: [409],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const { values, categoryIds } = await resolveWrite(
        secretsCaller(c),
        db,
        accountId,
        c.req.valid("json"),
      );
      const inserted = await insertView(db, accountId, values, categoryIds, MAX_VIEWS);
      const category = await categoryNamesOfView(db, accountId, inserted.id);
      return c.json(
        await presentViewToCaller(secretsCaller(c), inserted, category, c.req.valid("json").channels),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{viewId}`,
      tags,
      summary: "Get a view",
      request: { params },
      responses: { 200: jsonResponse(viewSchema, "The view") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const row = await getView(db, accountId, c.req.valid("param").viewId);
      const category = await categoryNamesOfView(db, accountId, row.id);
      return c.json(await presentViewToCaller(secretsCaller(c), row, category), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{viewId}`,
      tags,
      summary: "Replace a view",
      description:
        "Every field is replaced: one left out is cleared (as the terraform provider expects). " +
        "A changed alert channel starts its windows afresh. A channel's secrets (url, key, header values) " +
        "read as ********; sending ******** back keeps the secret of the channel at the same index, when it " +
        "has the same integration.",
      request: { params, ...jsonBody(writeSchema) },
      responses: { 200: jsonResponse(viewSchema, "The changed view") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const id = c.req.valid("param").viewId.toLowerCase();
      const stored = () => viewChannels(db, accountId, id);
      const { values, categoryIds } = await resolveWrite(
        secretsCaller(c),
        db,
        accountId,
        c.req.valid("json"),
        stored,
      );
      const updated = await updateView(db, accountId, id, values, categoryIds);
      if (!updated) throw notFound("View");
      const category = await categoryNamesOfView(db, accountId, updated.id);
      return c.json(
        await presentViewToCaller(secretsCaller(c), updated, category, c.req.valid("json").channels),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{viewId}`,
      tags,
      summary: "Delete a view",
      description: "Its alerts stop; notifications already recorded stay in the delivery log.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      await deleteView(c.get("db"), c.get("caller").accountId, c.req.valid("param").viewId);
      return c.json({ deleted: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{viewId}/lines`,
      tags,
      summary: "Read the lines a view selects",
      description:
        "The stored lines matching the view (query, hosts, apps, levels, tags) in `from`..`to` (as export: 0 or " +
        "absent means the retention boundary and now), in export v1's line format, oldest first (`prefer=tail`: " +
        "newest first). A caller whose groups have access scopes gets only the lines within them. Every match " +
        "up to `size` is returned.",
      request: { params, query: linesQuery },
      responses: {
        200: jsonResponse(z.object({ lines: z.array(z.record(z.string(), z.unknown())) }), "The lines"),
      },
      errors: [404],
    }),
    async (c) => {
      const caller = c.get("caller");
      const db = c.get("db");
      const q = c.req.valid("query");
      const view = await getView(db, caller.accountId, c.req.valid("param").viewId);
      const { filter, direction } = resolveFilter(
        { ...q, hosts: view.hosts, apps: view.apps, levels: view.levels },
        caller.account,
        Date.now(),
      );
      filter.query = viewQuery(view);
      filter.scope = accessScopeOf(caller);
      const size = q.size ?? 100;
      // Streamed as export v2's pages are: up to 10,000 lines of any size never sit in memory whole.
      const scanner = await new LineScanner(c.env, filter, direction, null, size).prime();
      const body = textStream(jsonPage(scanner, size), (err) =>
        console.error("view lines stream failed", err),
      );
      return rawResponse(new Response(body, { headers: { "content-type": "application/json" } }));
    },
  );
