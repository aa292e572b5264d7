// Archiving (v1): `/v1/config/archiving`, one configuration per account (GET, POST, PUT, DELETE) in the
// flat shape of Mezmo's API and terraform resource `logdna_archive`, and what the archiving job archived:
// `GET /v1/config/archiving/runs`, `GET .../runs/{day}/download`, `POST /v1/config/archiving/run?day=`.
// Role enforcement (src/http/roles.ts) keeps the whole path to owners and admins: a configuration holds
// storage credentials.
import { z } from "@hono/zod-openapi";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse, rawResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { archiveDay, CATCH_UP_DAYS, MAX_ARCHIVES_PER_RUN } from "../../jobs/archive";
import { retentionBoundary, utcDay } from "../../lib/time";
import { secretsCaller } from "../shared/secrets";
import { archivingConfigSchema, settingsToStore } from "./integrations";
import { presentArchiveRun, presentArchivingConfig } from "./present";
import {
  archivingConfig,
  deleteArchivingConfig,
  getArchiveRun,
  insertArchivingConfig,
  listArchiveRuns,
  updateArchivingConfig,
} from "./store";

const tags = ["Archiving"];
const path = "/v1/config/archiving";

const WHERE_IT_LANDS =
  "Each day is one gzip-compressed JSONL object per account (the export line format), written to the " +
  "customer's storage at Mezmo's layout `year=YYYY/month=MM/day=DD/<account_id>.<YYYY-MM-DD>.json.gz`: " +
  "`dos` (DigitalOcean Spaces), `s3` with `accesskey`/`secretkey` and `gcs` with HMAC `accesskey`/`secretkey` " +
  "(not LogDNA fields: Mezmo writes to S3 and GCS as its own cloud account, which this service has no " +
  "equivalent of; gcs through the XML API at storage.googleapis.com) with SigV4-signed requests, `ibm` (COS) " +
  "with an IBM Cloud IAM token for `apikey`: one PutObject, or a multipart upload for a day over one part " +
  "(8 MiB compressed); `azblob` with Shared Key into `container` (default `logdna-archives`): Put Blob, or " +
  "Put Block + Put Block List; `swift` with a Keystone v3 token into `container` (default " +
  "`logdna-archives`, created when missing), `expires` sent as X-Delete-After (one PUT: a day compressing " +
  "to more than 64 MiB fails there). The run's `object_key` is `<integration>://<bucket>/<key>` (azblob " +
  "`azblob://<account>/<container>/<key>`, swift `swift://<container>/<key>`). A write that fails is " +
  "recorded on the run (`failed`, the storage's error without secrets) and retried by the next run. " +
  "`s3` and `gcs` without keys are archived to this service's own R2 instead. " +
  "`GET /v1/config/archiving/runs` lists the runs; `.../runs/{day}/download` returns a day archived to R2.";

const SECRETS_NOTE =
  "Secrets (`apikey`, `accountkey`, `secretkey`, `password`) are owner-bound: stored encrypted, answered " +
  "in clear only to the API key that sent them, as `********` to every other key. Sending `********` back " +
  "(reading the configuration and writing it back) keeps the stored secret of the same integration, " +
  "unless its bucket, endpoint, account or auth URL changes (400: send the secret again); any other " +
  "value replaces it.";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a UTC day, YYYY-MM-DD")
  .refine((d) => {
    const ms = Date.parse(`${d}T00:00:00Z`);
    return Number.isFinite(ms) && utcDay(ms) === d;
  }, "is not a date");

const runSchema = z
  .object({
    day: z.string().openapi({ description: "The UTC day archived, YYYY-MM-DD" }),
    status: z.enum(["running", "done", "failed"]),
    object_key: z.string().nullable().openapi({ description: "The archive object, once done" }),
    lines: z.number().int(),
    bytes: z.number().int().openapi({ description: "Uncompressed JSONL bytes" }),
    compressed_bytes: z.number().int().openapi({ description: "Bytes of the gzip object" }),
    error: z.string().nullable(),
    started_at: z.string(),
    finished_at: z.string().nullable(),
  })
  .openapi("ArchiveRun");

const configResponse = jsonResponse(
  archivingConfigSchema,
  "The archiving configuration, secrets as the caller may see them",
);

const noConfig = () => notFound("Archiving configuration");

export const archivingRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path,
      tags,
      summary: "Get the archiving configuration",
      description: `404 when the account has none. ${SECRETS_NOTE}`,
      responses: { 200: configResponse },
      errors: [404],
    }),
    async (c) => {
      const row = await archivingConfig(c.get("db"), c.get("caller").accountId);
      if (!row) throw noConfig();
      return c.json(await presentArchivingConfig(secretsCaller(c), row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path,
      tags,
      summary: "Create the archiving configuration",
      description:
        `One per account: 409 when one exists (change it with PUT). \`integration\` is one of s3, gcs, ` +
        `azblob, ibm, dos, swift, and decides the other fields: s3 \`bucket\`; gcs \`bucket\`, ` +
        "`projectid`; azblob `accountname`, `accountkey`; ibm `bucket`, `endpoint`, `apikey`, " +
        "`resourceinstanceid`; dos `space`, `endpoint`, `accesskey`, `secretkey`; swift `authurl`, " +
        "`username`, `password`, `tenantname` and optionally `expires`. Not LogDNA fields, optional: s3 " +
        "`accesskey`, `secretkey`, `region`, `endpoint`; gcs `accesskey`, `secretkey` (HMAC keys); azblob " +
        "`container`, `endpoint`; swift `container`. Fields of other integrations are " +
        `refused. The archiving job (run by the Cron Trigger every 15 minutes) archives each past UTC day not ` +
        `archived yet, starting with the ` +
        `day before the configuration was made. ${WHERE_IT_LANDS} ${SECRETS_NOTE}`,
      request: jsonBody(archivingConfigSchema),
      responses: { 200: configResponse },
      errors: [409],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const accountId = c.get("caller").accountId;
      const settings = await settingsToStore(secretsCaller(c), body, null);
      const row = await insertArchivingConfig(c.get("db"), accountId, {
        integration: body.integration,
        settings,
      });
      if (!row)
        throw new ApiError("ECONFLICT", "The account already has an archiving configuration: use PUT");
      return c.json(await presentArchivingConfig(secretsCaller(c), row, body), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path,
      tags,
      summary: "Replace the archiving configuration",
      description: `The whole configuration, validated as on create (the integration may change). 404 when the account has none. ${SECRETS_NOTE}`,
      request: jsonBody(archivingConfigSchema),
      responses: { 200: configResponse },
      errors: [404],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const accountId = c.get("caller").accountId;
      const db = c.get("db");
      const current = await archivingConfig(db, accountId);
      if (!current) throw noConfig();
      const settings = await settingsToStore(secretsCaller(c), body, current);
      const row = await updateArchivingConfig(db, accountId, { integration: body.integration, settings });
      if (!row) throw noConfig();
      return c.json(await presentArchivingConfig(secretsCaller(c), row, body), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path,
      tags,
      summary: "Delete the archiving configuration",
      description: "Stops archiving. Archives already written and their runs stay readable.",
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      if (!(await deleteArchivingConfig(c.get("db"), c.get("caller").accountId))) throw noConfig();
      return c.json({ deleted: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${path}/runs`,
      tags,
      summary: "List archived days",
      description:
        "One entry per archived (or attempted) UTC day, newest first: status (running, done, failed), " +
        "lines, uncompressed and compressed bytes, the object written. Pass the last `day` of a page as " +
        `\`before\` for the next. The archiving job looks back ${CATCH_UP_DAYS} days and archives at most ` +
        `${MAX_ARCHIVES_PER_RUN} account-days per run: a failed day is retried by the next run while it is ` +
        `in that window. ${WHERE_IT_LANDS}`,
      request: {
        query: z.object({
          limit: z.coerce.number().int().min(1).max(1000).default(100),
          before: day.optional().openapi({ description: "Only days before this one (YYYY-MM-DD)" }),
        }),
      },
      responses: { 200: jsonResponse(z.array(runSchema), "The runs, newest day first") },
    }),
    async (c) => {
      const { limit, before } = c.req.valid("query");
      const rows = await listArchiveRuns(c.get("db"), c.get("caller").accountId, limit, before);
      return c.json(rows.map(presentArchiveRun), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${path}/runs/{day}/download`,
      tags,
      summary: "Download an archived day",
      description:
        "The archive object of a done day archived to this service's R2, streamed as it is stored: " +
        "gzip-compressed JSONL (`<account_id>/<yyyy>/<mm>/<dd>.jsonl.gz`), one exported line per line. A day " +
        "written to the configured bucket is read there (404 here).",
      request: { params: z.object({ day: day.openapi({ param: { name: "day", in: "path" } }) }) },
      responses: {
        200: { description: "The archive, gzip", content: { "application/gzip": { schema: z.string() } } },
      },
      errors: [404],
    }),
    async (c) => {
      const { day: wanted } = c.req.valid("param");
      const accountId = c.get("caller").accountId;
      const run = await getArchiveRun(c.get("db"), accountId, wanted);
      if (run?.status === "done" && run.objectKey?.includes("://"))
        throw new ApiError(
          "ENOTFOUND",
          `That day was archived to the configured bucket (${run.objectKey}), not to this service: read it there`,
        );
      const object = run?.status === "done" && run.objectKey ? await c.env.ARCHIVES.get(run.objectKey) : null;
      if (!object) throw notFound("Archive of that day");
      return rawResponse(
        new Response(object.body, {
          headers: {
            "content-type": "application/gzip",
            "content-disposition": `attachment; filename="${wanted}.jsonl.gz"`,
            "content-length": String(object.size),
          },
        }),
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${path}/run`,
      tags,
      summary: "Archive one past day now",
      description:
        "Archives the given past UTC day at once and answers its run (owners and admins). A day already " +
        "archived is archived again (the object is replaced: lines that arrived late are included). 409 " +
        "while the day is being archived; 400 for today or a later day, or a day older than the account's " +
        `retention (its lines are gone). Needs an archiving configuration (404 otherwise). ${WHERE_IT_LANDS}`,
      request: { query: z.object({ day }) },
      responses: { 200: jsonResponse(runSchema, "The day's run: done or failed") },
      errors: [404, 409],
    }),
    async (c) => {
      const { day: wanted } = c.req.valid("query");
      const { accountId, account } = c.get("caller");
      const now = Date.now();
      const refuse = (message: string) =>
        new ApiError("EVALIDATION", `Validation failed: ${message}`, [{ path: ["query", "day"], message }]);
      if (wanted >= utcDay(now)) throw refuse("day must be a past UTC day (before today)");
      if (wanted < utcDay(retentionBoundary(now, account.retentionDays))) {
        throw refuse(
          `day is older than the account's retention (${account.retentionDays} days): its lines are gone`,
        );
      }
      const db = c.get("db");
      if (!(await archivingConfig(db, accountId))) throw noConfig();
      const run = await archiveDay(c.env, accountId, wanted, now, { force: true, db });
      if (!run) throw new ApiError("ECONFLICT", `${wanted} is being archived right now`);
      return c.json(presentArchiveRun(run), 200);
    },
  );
