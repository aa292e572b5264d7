// Log volume reduction rules: drop, sample (keep 1 in N) or deduplicate matching lines at ingestion (see
// apply.ts), and the report of the lines and bytes each rule kept out of the store.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import type { reductionRules } from "../../db/schema";
import type { NodeStateEnv } from "../../durable/node-state";
import { notFound, validationError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { MAX_TIMESTAMP_MS, unixToMs, utcDay } from "../../lib/time";
import { parseQueryParam } from "../shared/query";
import { DEDUPE_CAPACITY, resetReductionState } from "./apply";
import { presentReductionRule, presentReductionSavings } from "./present";
import {
  deleteRule,
  ensureBelowRuleLimit,
  findRule,
  findRuleWithSavings,
  insertRule,
  listRulesWithSavings,
  type RuleFields,
  reductionActions,
  savingsOfRule,
  updateRule,
} from "./store";

const tags = ["Log volume reduction"];
const base = "/v1/config/reduction-rules";
const MAX_REDUCTION_RULES = 100;
const DEFAULT_DEDUPE_FIELDS = ["line"];
const DEFAULT_DEDUPE_WINDOW_SECONDS = 60;

const pattern = z
  .string()
  .min(1)
  .max(256)
  .openapi({ description: "App or host name; `*` matches any run of characters" });
const dedupeField = z
  .string()
  .regex(
    /^(line|app|host|level|file|tags|meta(\.[^.\s]{1,128}){1,10})$/,
    "a dedupe field is line, app, host, level, file, tags or meta.<path>",
  );
const fields = {
  title: z.string().trim().min(1).max(512),
  action: z.enum(reductionActions).openapi({
    description: "drop: not stored; sample: 1 in sample_rate stored; dedupe: a key at most once per window",
  }),
  active: z.boolean(),
  query: z.string().max(4096).nullable().openapi({ description: "Search query (see the query language)" }),
  apps: z.array(pattern).max(100),
  hosts: z.array(pattern).max(100),
  levels: z.array(z.string().trim().min(1).max(32)).max(20),
  sample_rate: z.number().int().min(2).max(1_000_000).nullable().openapi({
    description: "sample only (required): keep 1 matching line in N, counted across requests",
  }),
  dedupe_fields: z
    .array(dedupeField)
    .min(1)
    .max(20)
    .nullable()
    .openapi({
      description: `dedupe only: the fields whose values make the key (default ${JSON.stringify(DEFAULT_DEDUPE_FIELDS)})`,
    }),
  dedupe_window_seconds: z
    .number()
    .int()
    .min(1)
    .max(86_400)
    .nullable()
    .openapi({
      description: `dedupe only: window length (default ${DEFAULT_DEDUPE_WINDOW_SECONDS}); a line is dropped when the same key was kept less than this before it (by line timestamp)`,
    }),
};

const fullSchema = z
  .strictObject({
    title: fields.title.optional(),
    action: fields.action,
    active: fields.active.default(true),
    query: fields.query.optional(),
    apps: fields.apps.default([]),
    hosts: fields.hosts.default([]),
    levels: fields.levels.default([]),
    sample_rate: fields.sample_rate.optional(),
    dedupe_fields: fields.dedupe_fields.optional(),
    dedupe_window_seconds: fields.dedupe_window_seconds.optional(),
  })
  .openapi("ReductionRuleInput");
const patchSchema = z
  .strictObject({
    title: fields.title.optional(),
    action: fields.action.optional(),
    active: fields.active.optional(),
    query: fields.query.optional(),
    apps: fields.apps.optional(),
    hosts: fields.hosts.optional(),
    levels: fields.levels.optional(),
    sample_rate: fields.sample_rate.optional(),
    dedupe_fields: fields.dedupe_fields.optional(),
    dedupe_window_seconds: fields.dedupe_window_seconds.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, {
    message: "give at least one field to change",
    when: (p) => p.issues.length === 0,
  })
  .openapi("ReductionRulePatch");

const totalsSchema = z.object({ lines: z.number().int(), bytes: z.number().int() });
const ruleSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    action: z.enum(reductionActions),
    active: z.boolean(),
    query: z.string().nullable(),
    apps: z.array(z.string()),
    hosts: z.array(z.string()),
    levels: z.array(z.string()),
    sample_rate: z.number().int().nullable(),
    dedupe_fields: z.array(z.string()).nullable(),
    dedupe_window_seconds: z.number().int().nullable(),
    savings: totalsSchema.openapi({ description: "Lines and bytes the rule kept out of the store, in all" }),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("ReductionRule");
const params = z.object({
  ruleId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "ruleId", in: "path" } }),
});

const unixDay = (name: string, fallback: string) =>
  z
    .string()
    .regex(/^\d{1,16}$/, `${name} must be a unix timestamp (seconds or milliseconds)`)
    .refine((v) => unixToMs(Number(v)) <= MAX_TIMESTAMP_MS, `${name} must be a date before year 10000`)
    .transform((v) => utcDay(unixToMs(Number(v))))
    .optional()
    .openapi({
      type: "integer",
      description: `Unix seconds or ms; only the UTC day counts. Absent: ${fallback}`,
    });
const savingsQuery = z.object({
  from: unixDay("from", "the first day recorded"),
  to: unixDay("to", "the last day recorded"),
});
const savingsSchema = z
  .object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    rules: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        action: z.enum(reductionActions),
        lines: z.number().int(),
        bytes: z.number().int(),
      }),
    ),
    totals: totalsSchema,
  })
  .openapi("ReductionSavings");

type Row = typeof reductionRules.$inferSelect;
type Input = z.infer<typeof patchSchema>;

const describe = (r: RuleFields) =>
  [
    r.action,
    r.apps.length && `apps ${r.apps.join(", ")}`,
    r.hosts.length && `hosts ${r.hosts.join(", ")}`,
    r.levels.length && `levels ${r.levels.join(", ")}`,
    r.query,
  ]
    .filter(Boolean)
    .join("; ");

/**
 * Applies `input` to `current` (a new rule starts from nothing) and checks the whole: a matcher, a valid
 * query, and the settings of the action and only those. Changing the action drops the old action's settings.
 */
function resolveRule(current: RuleFields | null, input: Input): RuleFields {
  const action = input.action ?? current?.action;
  if (!action)
    throw validationError("Validation failed: action is required", [
      { path: ["action"], message: "required" },
    ]);
  const kept = current && current.action === action ? current : null;
  const pick = <T>(given: T | undefined, old: T | undefined, fallback: T): T =>
    given !== undefined ? given : old !== undefined ? old : fallback;
  const query = input.query !== undefined ? input.query?.trim() || null : (current?.query ?? null);
  parseQueryParam(query ?? undefined, ["query"]);
  const rule: RuleFields = {
    title: pick(input.title, current?.title, ""),
    action,
    active: pick(input.active, current?.active, true),
    query,
    apps: pick(input.apps, current?.apps, []),
    hosts: pick(input.hosts, current?.hosts, []),
    levels: pick(input.levels, current?.levels, []).map((l) => l.toUpperCase()),
    sampleRate: pick(input.sample_rate, kept?.sampleRate, null),
    dedupeFields: pick(input.dedupe_fields, kept?.dedupeFields, null),
    dedupeWindowSeconds: pick(input.dedupe_window_seconds, kept?.dedupeWindowSeconds, null),
  };
  const problems: { path: string[]; message: string }[] = [];
  if (rule.apps.length + rule.hosts.length + rule.levels.length === 0 && !rule.query) {
    problems.push({ path: [], message: "give at least one of query, apps, hosts or levels" });
  }
  if (action === "sample" && rule.sampleRate === null) {
    problems.push({ path: ["sample_rate"], message: "sample_rate is required for action sample" });
  }
  if (action !== "sample" && rule.sampleRate !== null) {
    problems.push({ path: ["sample_rate"], message: "sample_rate applies only to action sample" });
  }
  if (action === "dedupe") {
    rule.dedupeFields ??= DEFAULT_DEDUPE_FIELDS;
    rule.dedupeWindowSeconds ??= DEFAULT_DEDUPE_WINDOW_SECONDS;
  } else {
    for (const [name, value] of [
      ["dedupe_fields", rule.dedupeFields],
      ["dedupe_window_seconds", rule.dedupeWindowSeconds],
    ] as const) {
      if (value !== null) problems.push({ path: [name], message: `${name} applies only to action dedupe` });
    }
  }
  if (problems.length > 0) throw validationError(`Validation failed: ${problems[0].message}`, problems);
  rule.title ||= describe(rule);
  return rule;
}

/** Sample and dedupe keep state in the rule's object; a changed or deleted rule starts it over. */
const hasState = (...actions: Row["action"][]) => actions.some((a) => a !== "drop");

export const reductionRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/savings`,
      tags,
      summary: "Report the lines and bytes reduction rules kept out of the store",
      description:
        "Per rule of the account (oldest first, rules without savings included) and in total, over the UTC days " +
        "from `from` to `to`. Savings are counted by the day of the line's timestamp; a deleted rule's go with it.",
      request: { query: savingsQuery },
      responses: { 200: jsonResponse(savingsSchema, "The savings") },
    }),
    async (c) => {
      const { from, to } = c.req.valid("query");
      if (from && to && from > to) {
        throw validationError("Validation failed: from is after to", [
          { path: ["query", "from"], message: "from must not be after to" },
        ]);
      }
      const { accountId } = c.get("caller");
      const { rules, saved } = await listRulesWithSavings(c.get("db"), accountId, { from, to });
      return c.json(presentReductionSavings(from, to, rules, saved), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List reduction rules",
      description:
        "Oldest first: the order in which they apply (the first rule that matches a line decides).",
      responses: { 200: jsonResponse(z.array(ruleSchema), "The account's rules, oldest first") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const { rules, saved } = await listRulesWithSavings(c.get("db"), accountId);
      return c.json(
        rules.map((r) => presentReductionRule(r, saved.get(r.id))),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a reduction rule",
      description: [
        `At most ${MAX_REDUCTION_RULES} rules per account. Active rules apply at \`POST /logs/ingest\` after the`,
        "exclusion rules; the first rule (in creation order) that matches a line decides. `drop`: the line is",
        "not stored. `sample`: 1 in `sample_rate` matching lines is stored (the first, then every Nth, counted",
        "across requests). `dedupe`: a line whose `dedupe_fields` values were kept less than",
        "`dedupe_window_seconds` before it (by line timestamp: a sliding window per key) is not stored; a rule",
        `remembers at most ${DEDUPE_CAPACITY} keys. A reduced line counts as ingested but uses no storage, and`,
        "is listed in the ingestion answer's `excluded`. A rule must match on at least one of query, apps,",
        "hosts or levels.",
      ].join(" "),
      request: jsonBody(fullSchema),
      responses: { 200: jsonResponse(ruleSchema, "The new rule") },
      errors: [409],
    }),
    async (c) => {
      const rule = resolveRule(null, c.req.valid("json"));
      const { accountId } = c.get("caller");
      const db = c.get("db");
      await ensureBelowRuleLimit(db, accountId, MAX_REDUCTION_RULES);
      const row = await insertRule(db, accountId, rule);
      return c.json(presentReductionRule(row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{ruleId}`,
      tags,
      summary: "Get a reduction rule and its savings",
      request: { params },
      responses: { 200: jsonResponse(ruleSchema, "The rule") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const id = c.req.valid("param").ruleId.toLowerCase();
      const { row, savings } = await findRuleWithSavings(c.get("db"), accountId, id);
      if (!row) throw notFound("Reduction rule");
      return c.json(presentReductionRule(row, savings), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{ruleId}`,
      tags,
      summary: "Replace a reduction rule",
      description:
        "Every field as on create (absent ones take their defaults). A change starts the rule's sample count and dedupe cache over.",
      request: { params, ...jsonBody(fullSchema) },
      responses: { 200: jsonResponse(ruleSchema, "The replaced rule") },
      errors: [404],
    }),
    async (c) => {
      const rule = resolveRule(null, c.req.valid("json"));
      const { accountId } = c.get("caller");
      return c.json(await replaceRule(c.get("db"), c.env, accountId, c.req.valid("param").ruleId, rule), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "patch",
      path: `${base}/{ruleId}`,
      tags,
      summary: "Change a reduction rule",
      description:
        "The given fields change; changing the action drops the old action's settings. A change starts the " +
        "rule's sample count and dedupe cache over.",
      request: { params, ...jsonBody(patchSchema) },
      responses: { 200: jsonResponse(ruleSchema, "The changed rule") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const { ruleId } = c.req.valid("param");
      const db = c.get("db");
      const row = await findRule(db, accountId, ruleId);
      if (!row) throw notFound("Reduction rule");
      const rule = resolveRule(row, c.req.valid("json"));
      return c.json(await replaceRule(db, c.env, accountId, ruleId, rule, row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{ruleId}`,
      tags,
      summary: "Delete a reduction rule",
      description: "Its savings go with it.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      const deleted = await deleteRule(c.get("db"), c.get("caller").accountId, c.req.valid("param").ruleId);
      if (!deleted) throw notFound("Reduction rule");
      if (hasState(deleted.action)) await resetReductionState(c.env, deleted.id);
      return c.json({ deleted: true as const }, 200);
    },
  );

/**
 * Writes `rule` over the account's rule `id` and answers it with its savings. A rule that kept or keeps state
 * (`before` unknown: assume it did) starts it over.
 */
async function replaceRule(
  db: Db,
  env: NodeStateEnv,
  accountId: string,
  id: string,
  rule: RuleFields,
  before?: Row,
) {
  const updated = await updateRule(db, accountId, id, rule);
  if (!updated) throw notFound("Reduction rule");
  if (hasState(updated.action, before?.action ?? "sample")) await resetReductionState(env, updated.id);
  return presentReductionRule(updated, await savingsOfRule(db, accountId, updated.id));
}
