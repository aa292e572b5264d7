// Parsing templates (v1): named parser configurations, `/v1/config/parsing-template[/{templateId}]`.
// `config` is exactly what the engine's parse processor takes (its zod schema, src/engine/kinds), and the
// test endpoints run the engine's own `parseText` over sample lines, so a template behaves here as it
// will in a pipeline. A name is unique per account regardless of case (409).
import { z } from "@hono/zod-openapi";
import { type ParserConfig, parserConfig, parseText } from "../../engine/processors/parse";
import { ApiError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { presentParsingTemplate } from "./present";
import {
  deleteParsingTemplate,
  getParsingTemplate,
  insertParsingTemplate,
  listParsingTemplates,
  updateParsingTemplate,
} from "./store";

const tags = ["Configuration"];
const base = "/v1/config/parsing-template";
const MAX_TEMPLATES = 500;
const MAX_TEST_LINES = 100;
const MAX_TEST_LINE_BYTES = 65_536;

const utf8 = new TextEncoder();

const writeSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(256).openapi({ description: "Unique per account, ignoring case" }),
    description: z.string().trim().max(4096).nullable().default(null),
    config: parserConfig.openapi({
      description: "The parser, as the parse processor takes it: json, key_value, regex, apache_*, syslog",
    }),
  })
  .openapi("ParsingTemplateWrite");

const templateSchema = z
  .object({
    templateid: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    config: parserConfig,
  })
  .openapi("ParsingTemplate");

const linesSchema = z
  .array(
    z
      .string()
      .max(MAX_TEST_LINE_BYTES)
      .refine((l) => utf8.encode(l).length <= MAX_TEST_LINE_BYTES, "must be at most 64 KB"),
  )
  .min(1)
  .max(MAX_TEST_LINES)
  .openapi({ description: `1 to ${MAX_TEST_LINES} sample lines of at most 64 KB each` });

const testSchema = z
  .strictObject({
    config: parserConfig.optional().openapi({ description: "A parser configuration to try" }),
    template_id: z.string().trim().min(1).max(64).optional().openapi({ description: "A saved template" }),
    lines: linesSchema,
  })
  .refine((b) => (b.config === undefined) !== (b.template_id === undefined), {
    message: "give either config or template_id",
    path: ["config"],
    when: (p) => p.issues.length === 0,
  })
  .openapi("ParsingTemplateTest");

const testResultSchema = z
  .object({
    matched: z.number().int().openapi({ description: "Lines the parser matched" }),
    unmatched: z.number().int(),
    results: z.array(
      z.object({
        line: z.string(),
        matched: z.boolean(),
        fields: z
          .record(z.string(), z.unknown())
          .nullable()
          .openapi({ description: "The parsed fields; null when the line is not in the parser's format" }),
      }),
    ),
  })
  .openapi("ParsingTemplateTestResult");

const idParam = z
  .string()
  .min(1)
  .max(64)
  .openapi({ param: { name: "templateId", in: "path" } });
const params = z.object({ templateId: idParam });

const duplicate = (name: string) =>
  new ApiError("ECONFLICT", `A parsing template named "${name}" already exists`, [
    { path: ["name"], message: "already used by another template of this account" },
  ]);

/** Each line through the parser; `now` dates syslog lines that carry no year. */
function runParser(config: ParserConfig, lines: string[], now = Date.now()) {
  const results = lines.map((line) => {
    const fields = parseText(config, line, now);
    return { line, matched: fields !== null, fields };
  });
  const matched = results.filter((r) => r.matched).length;
  return { matched, unmatched: results.length - matched, results };
}

export const parsingTemplatesRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List parsing templates",
      responses: { 200: jsonResponse(z.array(templateSchema), "The account's templates, oldest first") },
    }),
    async (c) => {
      const rows = await listParsingTemplates(c.get("db"), c.get("caller").accountId);
      return c.json(rows.map(presentParsingTemplate), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a parsing template",
      description:
        "`config` is a parser of the parse processor. A name already used (in any case) answers 409; " +
        `at most ${MAX_TEMPLATES} templates per account.`,
      request: jsonBody(writeSchema),
      responses: { 200: jsonResponse(templateSchema, "The new template, with its `templateid`") },
      errors: [409],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const body = c.req.valid("json");
      const row = await insertParsingTemplate(
        c.get("db"),
        accountId,
        { name: body.name, description: body.description || null, config: body.config },
        MAX_TEMPLATES,
      );
      if (!row) throw duplicate(body.name);
      return c.json(presentParsingTemplate(row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${base}/test`,
      tags,
      summary: "Try a parser on sample lines",
      description:
        "Runs `config` (or the saved template `template_id`) over each line with the engine's parser and " +
        "answers per line whether it matched and the fields it gave. Nothing is stored.",
      request: jsonBody(testSchema),
      responses: { 200: jsonResponse(testResultSchema, "Per line: matched and the parsed fields") },
      errors: [404],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const config =
        body.config ??
        ((await getParsingTemplate(c.get("db"), c.get("caller").accountId, body.template_id ?? ""))
          .config as ParserConfig);
      return c.json(runParser(config, body.lines), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{templateId}`,
      tags,
      summary: "Get a parsing template",
      request: { params },
      responses: { 200: jsonResponse(templateSchema, "The template") },
      errors: [404],
    }),
    async (c) =>
      c.json(
        presentParsingTemplate(
          await getParsingTemplate(c.get("db"), c.get("caller").accountId, c.req.valid("param").templateId),
        ),
        200,
      ),
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${base}/{templateId}/test`,
      tags,
      summary: "Try a saved parsing template on sample lines",
      request: {
        params,
        ...jsonBody(z.strictObject({ lines: linesSchema }).openapi("ParsingTemplateLines")),
      },
      responses: { 200: jsonResponse(testResultSchema, "Per line: matched and the parsed fields") },
      errors: [404],
    }),
    async (c) => {
      const row = await getParsingTemplate(
        c.get("db"),
        c.get("caller").accountId,
        c.req.valid("param").templateId,
      );
      return c.json(runParser(row.config as ParserConfig, c.req.valid("json").lines), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: `${base}/{templateId}`,
      tags,
      summary: "Replace a parsing template",
      description:
        "Every field is replaced: a description left out is cleared. A name used by another answers 409.",
      request: { params, ...jsonBody(writeSchema) },
      responses: { 200: jsonResponse(templateSchema, "The changed template") },
      errors: [404, 409],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const id = c.req.valid("param").templateId.toLowerCase();
      const body = c.req.valid("json");
      const updated = await updateParsingTemplate(db, accountId, id, {
        name: body.name,
        description: body.description || null,
        config: body.config,
      });
      if (!updated) {
        await getParsingTemplate(db, accountId, id);
        throw duplicate(body.name);
      }
      return c.json(presentParsingTemplate(updated), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{templateId}`,
      tags,
      summary: "Delete a parsing template",
      description: "Pipelines are not affected: a parse node holds its own copy of the configuration.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      await deleteParsingTemplate(c.get("db"), c.get("caller").accountId, c.req.valid("param").templateId);
      return c.json({ deleted: true as const }, 200);
    },
  );
