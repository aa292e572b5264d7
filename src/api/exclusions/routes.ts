// Exclusion rules, two sets with one shape: ingestion exclusions (`/v1/config/ingestion/exclusions`) stop
// matching new lines from being stored (and counted toward storage); stream exclusions
// (`/v1/config/stream/exclusions`, the logdna provider's logdna_stream_exclusion) stop them from being
// streamed to the account's Kafka (src/api/stream). Each set is its own: rows carry their `scope`.
import { z } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { exclusionRules } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { ensureBelowAccountLimit } from "../shared/account-limit";
import { parseQueryParam } from "../shared/query";
import { accountRows, deleteOneRow, oneRow } from "../shared/v1-config";

export const MAX_EXCLUSION_RULES = 200;
type Scope = (typeof exclusionRules.$inferSelect)["scope"];

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

type Row = typeof exclusionRules.$inferSelect;
const present = (r: Row) => ({
  id: r.id,
  ruleid: r.id,
  title: r.title,
  active: r.active,
  indexonly: r.indexOnly,
  apps: r.apps,
  hosts: r.hosts,
  query: r.query,
  created_at: r.createdAt,
  updated_at: r.updatedAt,
});
const describe = (r: { apps: string[]; hosts: string[]; query?: string | null }) =>
  [r.apps.length && `apps ${r.apps.join(", ")}`, r.hosts.length && `hosts ${r.hosts.join(", ")}`, r.query]
    .filter(Boolean)
    .join("; ");

function exclusionRoutes(scope: Scope, base: string, tags: string[]) {
  const inScope = eq(exclusionRules.scope, scope);
  /** One rule of the caller's account and this set: any other rule is simply not found. */
  const oneRule = (accountId: string, id: string) =>
    and(eq(exclusionRules.accountId, accountId), inScope, eq(exclusionRules.id, id.toLowerCase()));
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
        const rows = await accountRows(c.get("db"), exclusionRules, c.get("caller").accountId);
        return c.json(rows.filter((r) => r.scope === scope).map(present), 200);
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
        const db = c.get("db");
        await ensureBelowAccountLimit(
          db,
          exclusionRules,
          accountId,
          MAX_EXCLUSION_RULES,
          `${scope} exclusion rules`,
          inScope,
        );
        const query = body.query?.trim() || null;
        const [row] = await db
          .insert(exclusionRules)
          .values({
            id: crypto.randomUUID(),
            accountId,
            // No title (absent): one describing the rule. An explicit "" (the terraform provider's "none") is
            // kept as "", so the provider reads back what it sent.
            title: body.title ?? describe({ ...body, query }),
            active: body.active,
            indexOnly: body.indexonly,
            apps: body.apps,
            hosts: body.hosts,
            query,
            scope,
          })
          .returning();
        return c.json(present(row), 200);
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
        const row = await oneRow(
          c.get("db"),
          exclusionRules,
          oneRule(c.get("caller").accountId, c.req.valid("param").id),
          "Exclusion rule",
        );
        return c.json(present(row), 200);
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
        const where = oneRule(c.get("caller").accountId, c.req.valid("param").id);
        const db = c.get("db");
        const row = await oneRow(db, exclusionRules, where, "Exclusion rule");
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
        const [updated] = await db
          .update(exclusionRules)
          .set({
            title: next.title,
            active: next.active,
            indexOnly: next.indexOnly,
            apps: next.apps,
            hosts: next.hosts,
            query: next.query,
            updatedAt: new Date().toISOString(),
          })
          .where(where)
          .returning();
        if (!updated) throw notFound("Exclusion rule");
        return c.json(present(updated), 200);
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
        await deleteOneRow(
          c.get("db"),
          exclusionRules,
          oneRule(c.get("caller").accountId, c.req.valid("param").id),
          "Exclusion rule",
        );
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

/** The active rules of one set of an account, as the line matcher wants them. */
export async function activeExclusionRules(
  db: import("../../db/client").Db,
  accountId: string,
  scope: Scope = "ingestion",
) {
  const rows = await db
    .select({
      apps: exclusionRules.apps,
      hosts: exclusionRules.hosts,
      query: exclusionRules.query,
      indexOnly: exclusionRules.indexOnly,
    })
    .from(exclusionRules)
    .where(
      and(
        eq(exclusionRules.accountId, accountId),
        eq(exclusionRules.scope, scope),
        eq(exclusionRules.active, true),
      ),
    )
    .all();
  return rows;
}
