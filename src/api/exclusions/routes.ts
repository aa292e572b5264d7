// Exclusion rules, two sets with one shape: ingestion exclusions (`/v1/config/ingestion/exclusions`) stop
// matching new lines from being stored (and counted toward storage); stream exclusions
// (`/v1/config/stream/exclusions`, the logdna provider's logdna_stream_exclusion) stop them from being
// streamed to the account's Kafka (src/api/stream). Each set is its own: rows carry their `scope`.
import { z } from "@hono/zod-openapi";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { parseQueryParam } from "../shared/query";
import { presentExclusionRule } from "./present";
import {
  deleteExclusionRule,
  type ExclusionScope,
  getExclusionRule,
  insertExclusionRule,
  listExclusionRules,
  updateExclusionRule,
} from "./store";

const MAX_EXCLUSION_RULES = 200;

const pattern = z
  .string()
  .min(1)
  .max(256)
  .openapi({ description: "App or host name; `*` matches any run of characters" });
const fields = {
  // The terraform provider (exclusion_rule.go, `exclusionRule.Title` has no omitempty) sends `"title": ""`
  // when the user gives none: that is "no title", not an error.
  title: z
    .string()
    .max(512)
    .refine((t) => t === "" || t.trim() !== "", 'must not be only blanks ("" means no title)')
    .transform((t) => t.trim()),
  active: z.boolean(),
  indexonly: z.boolean().openapi({
    description:
      "Matching lines are not stored either way; index-only lines still count as ingested in usage v1",
  }),
  apps: z.array(pattern).max(100),
  hosts: z.array(pattern).max(100),
  query: z.string().max(4096).nullable().openapi({ description: "Search query (see the query language)" }),
};
const hasMatcher = (r: { apps?: string[]; hosts?: string[]; query?: string | null }) =>
  (r.apps?.length ?? 0) > 0 || (r.hosts?.length ?? 0) > 0 || !!r.query?.trim();
const matcherMessage = "give at least one of apps, hosts or query";

const createSchema = z
  .strictObject({
    title: fields.title.optional(),
    active: fields.active.default(true),
    indexonly: fields.indexonly.default(false),
    apps: fields.apps.default([]),
    hosts: fields.hosts.default([]),
    query: fields.query.optional(),
  })
  .refine(hasMatcher, { message: matcherMessage, when: (p) => p.issues.length === 0 })
  .openapi("ExclusionRuleCreate");
const patchSchema = z
  .strictObject({
    title: fields.title.optional(),
    active: fields.active.optional(),
    indexonly: fields.indexonly.optional(),
    apps: fields.apps.optional(),
    hosts: fields.hosts.optional(),
    query: fields.query.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, {
    message: "give at least one field to change",
    when: (p) => p.issues.length === 0,
  })
  .openapi("ExclusionRulePatch");
const ruleSchema = z
  .object({
    id: z.string().openapi({ description: "The rule's id (what the terraform provider reads)" }),
    ruleid: z.string().openapi({ description: "The same id, under the name earlier answers used" }),
    title: z.string(),
    active: z.boolean(),
    indexonly: z.boolean(),
    apps: z.array(z.string()),
    hosts: z.array(z.string()),
    query: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("ExclusionRule");
const params = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

const describe = (r: { apps: string[]; hosts: string[]; query?: string | null }) =>
  [r.apps.length && `apps ${r.apps.join(", ")}`, r.hosts.length && `hosts ${r.hosts.join(", ")}`, r.query]
    .filter(Boolean)
    .join("; ");

function exclusionRoutes(scope: ExclusionScope, base: string, tags: string[]) {
  return createRouter()
    .openapi(
      defineRoute({
        method: "get",
        path: base,
        tags,
        summary: "List exclusion rules",
        responses: { 200: jsonResponse(z.array(ruleSchema), "The account's rules, oldest first") },
      }),
      async (c) => {
        const rows = await listExclusionRules(c.get("db"), c.get("caller").accountId, scope);
        return c.json(rows.map(presentExclusionRule), 200);
      },
    )
    .openapi(
      defineRoute({
        method: "post",
        path: base,
        tags,
        summary: "Create an exclusion rule",
        description: `At most ${MAX_EXCLUSION_RULES} rules per account. Active rules apply to the next ingested lines.`,
        request: jsonBody(createSchema),
        responses: { 200: jsonResponse(ruleSchema, "The new rule") },
        errors: [409],
      }),
      async (c) => {
        const body = c.req.valid("json");
        parseQueryParam(body.query ?? undefined, ["query"]);
        const { accountId } = c.get("caller");
        const query = body.query?.trim() || null;
        const values = {
          // No title (absent): one describing the rule. An explicit "" (the terraform provider's "none") is
          // kept as "", so the provider reads back what it sent.
          title: body.title ?? describe({ ...body, query }),
          active: body.active,
          indexOnly: body.indexonly,
          apps: body.apps,
          hosts: body.hosts,
          query,
        };
        const row = await insertExclusionRule(c.get("db"), accountId, scope, values, MAX_EXCLUSION_RULES);
        return c.json(presentExclusionRule(row), 200);
      },
    )
    .openapi(
      defineRoute({
        method: "get",
        path: `${base}/{id}`,
        tags,
        summary: "Get an exclusion rule",
        request: { params },
        responses: { 200: jsonResponse(ruleSchema, "The rule") },
        errors: [404],
      }),
      async (c) => {
        const row = await getExclusionRule(
          c.get("db"),
          c.get("caller").accountId,
          scope,
          c.req.valid("param").id,
        );
        return c.json(presentExclusionRule(row), 200);
      },
    )
    .openapi(
      defineRoute({
        method: "patch",
        path: `${base}/{id}`,
        tags,
        summary: "Change an exclusion rule",
        description: "The rule must keep at least one of apps, hosts or query.",
        request: { params, ...jsonBody(patchSchema) },
        responses: { 200: jsonResponse(ruleSchema, "The changed rule") },
        errors: [404],
      }),
      async (c) => {
        const patch = c.req.valid("json");
        if (patch.query !== undefined) parseQueryParam(patch.query ?? undefined, ["query"]);
        const { accountId } = c.get("caller");
        const { id } = c.req.valid("param");
        const db = c.get("db");
        const row = await getExclusionRule(db, accountId, scope, id);
        const next = {
          ...row,
          ...(patch.title !== undefined && { title: patch.title }),
          ...(patch.active !== undefined && { active: patch.active }),
          ...(patch.indexonly !== undefined && { indexOnly: patch.indexonly }),
          ...(patch.apps !== undefined && { apps: patch.apps }),
          ...(patch.hosts !== undefined && { hosts: patch.hosts }),
          ...(patch.query !== undefined && { query: patch.query?.trim() || null }),
        };
        if (!hasMatcher(next)) {
          throw new ApiError("EVALIDATION", `Validation failed: ${matcherMessage}`, [
            { path: [], message: matcherMessage },
          ]);
        }
        const updated = await updateExclusionRule(db, accountId, scope, id, {
          title: next.title,
          active: next.active,
          indexOnly: next.indexOnly,
          apps: next.apps,
          hosts: next.hosts,
          query: next.query,
        });
        if (!updated) throw notFound("Exclusion rule");
        return c.json(presentExclusionRule(updated), 200);
      },
    )
    .openapi(
      defineRoute({
        method: "delete",
        path: `${base}/{id}`,
        tags,
        summary: "Delete an exclusion rule",
        request: { params },
        responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
        errors: [404],
      }),
      async (c) => {
        await deleteExclusionRule(c.get("db"), c.get("caller").accountId, scope, c.req.valid("param").id);
        return c.json({ deleted: true as const }, 200);
      },
    );
}

export const exclusionsRouter = exclusionRoutes("ingestion", "/v1/config/ingestion/exclusions", [
  "Exclusions",
]);
export const streamExclusionsRouter = exclusionRoutes("stream", "/v1/config/stream/exclusions", [
  "Streaming",
]);
