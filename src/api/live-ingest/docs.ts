// The OpenAPI description of live ingestion: the bare ingest URL of a source and of a gateway route, with
// a table of what each push source kind takes there, and every protocol's own paths under them. Built
// from the protocols' own docs (src/protocols), so the document and the behaviour cannot drift apart.
import { type OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import type { AppEnv } from "../../env";
import { RETRY_AFTER_HEADER, V1ErrorSchema, V3ErrorSchema } from "../../http/openapi";
import { protocolsByKind } from "../../protocols";

export const ACCESS_KEY_SCHEME = "AccessKey";

const answerSchema = z
  .object({
    accepted: z.number().int(),
    pipelines: z.array(
      z.object({
        pipeline_id: z.string(),
        source_id: z.string(),
        deliveries: z.array(
          z.object({
            destination_id: z.string(),
            type: z.string(),
            events: z.number().int(),
            ok: z.boolean(),
          }),
        ),
      }),
    ),
  })
  .openapi("LiveIngestAnswer");

const hecReplySchema = z
  .object({
    text: z.string(),
    code: z.number().int(),
    "invalid-event-number": z.number().int().optional(),
    detail: z.string().optional(),
  })
  .openapi("HecReply");

const otlpStatusSchema = z
  .object({ code: z.number().int().optional(), message: z.string() })
  .openapi("OtlpStatus", { description: "google.rpc.Status, JSON or protobuf as the request was" });

const firehoseReplySchema = z
  .object({ requestId: z.string(), timestamp: z.number().int(), errorMessage: z.string().optional() })
  .openapi("FirehoseReply");

/** The kinds that listen at each path after the source's URL, with their protocol's docs. */
function kindsByPath() {
  const byPath = new Map<string, string[]>();
  for (const [kind, protocol] of Object.entries(protocolsByKind)) {
    for (const path of protocol.docs.paths) byPath.set(path, [...(byPath.get(path) ?? []), kind]);
  }
  return byPath;
}

function kindTable(): string {
  const rows = Object.entries(protocolsByKind).map(([kind, p]) => {
    const paths = p.docs.paths.map((s) => `\`${s || "/"}\``).join(", ");
    return `| \`${kind}\` | ${paths} | ${p.docs.auth} | ${p.docs.formats.join("; ")} | ${p.docs.answers} |`;
  });
  return ["| kind | paths after the URL | key | bodies | answers |", "|---|---|---|---|---|", ...rows].join(
    "\n",
  );
}

const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const text = (description: string) => ({ description, content: { "text/plain": { schema: z.string() } } });
/** The access key is over its ingestion rate limit (src/http/rate-limit.ts): every protocol answers 429. */
const limited = <T extends { description: string }>(response: T) => ({
  ...response,
  headers: RETRY_AFTER_HEADER,
});
const LIMITED = "The access key is over its ingestion rate limit: retry after Retry-After seconds";
const UNAVAILABLE =
  "The log store or the delivery queue did not take the events, or a failure of ours: retry after Retry-After " +
  "seconds (nothing is stored or delivered twice on the retry)";

/** The documented answers of a path: the protocol of its kinds decides their shape. */
function responsesFor(path: string): RouteConfig["responses"] {
  if (path.startsWith("/services/collector")) {
    return {
      200: json(hecReplySchema, '{"text":"Success","code":0} (or {"text":"HEC is healthy","code":17})'),
      400: json(
        hecReplySchema,
        "No data (5), invalid data format (6), event field missing or blank (12, 13)",
      ),
      401: json(hecReplySchema, "Token is required (2)"),
      403: json(hecReplySchema, "Invalid token (4), or the pipeline takes nothing now (1)"),
      429: limited(json(hecReplySchema, `Server is busy (9). ${LIMITED}`)),
      503: json(hecReplySchema, "A destination did not take the events (9): retry"),
    };
  }
  if (path.startsWith("/v1/")) {
    const both = (description: string) => ({
      description,
      content: {
        "application/x-protobuf": { schema: z.string().openapi({ format: "binary" }) },
        "application/json": { schema: otlpStatusSchema },
      },
    });
    return {
      200: both("Export*ServiceResponse (partial_success counts rejected items)"),
      400: both("Status: the body does not decode"),
      401: both("Status: missing or unknown access key"),
      404: both("Status: no such source, or not of this signal"),
      415: text("Neither application/x-protobuf nor application/json"),
      429: limited(both(`Status RESOURCE_EXHAUSTED (8). ${LIMITED}`)),
      503: limited(both(`Status UNAVAILABLE (14). ${UNAVAILABLE}`)),
    };
  }
  if (path === "/api/v1/write") {
    return {
      204: { description: "Every sample was taken" },
      400: text("The body does not decode (not retried)"),
      401: text("Missing or unknown access key"),
      429: limited(text(LIMITED)),
      503: limited(text(UNAVAILABLE)),
    };
  }
  if (path.startsWith("/logs/")) {
    return {
      200: json(
        answerSchema.extend({ status: z.literal("ok"), batchID: z.string() }),
        "Every line was taken",
      ),
      400: json(V1ErrorSchema, "Invalid lines: nothing was taken"),
      401: json(V1ErrorSchema, "Missing or unknown access key"),
      429: limited(json(V1ErrorSchema, LIMITED)),
      503: limited(json(V1ErrorSchema, UNAVAILABLE)),
    };
  }
  return {
    200: json(
      answerSchema,
      "The generic kinds answer this; the others answer in their protocol (see the table): Firehose " +
        "{requestId, timestamp}, HEC {text, code}, remote write 204, OTLP an Export*ServiceResponse",
    ),
    204: { description: "prometheus-remote-write: every sample was taken" },
    400: json(V3ErrorSchema.or(firehoseReplySchema), "The body does not decode: nothing was taken"),
    401: json(V3ErrorSchema.or(firehoseReplySchema), "Missing or unknown access key (or webhook signature)"),
    404: json(V3ErrorSchema.or(firehoseReplySchema), "No such source, or a key of another source"),
    409: json(V3ErrorSchema.or(firehoseReplySchema), "The pipeline is disabled or not published"),
    413: json(V3ErrorSchema.or(firehoseReplySchema), "Body or event count above the limits"),
    429: limited(json(V3ErrorSchema.or(firehoseReplySchema), LIMITED)),
    503: limited(json(V3ErrorSchema.or(firehoseReplySchema), UNAVAILABLE)),
  };
}

const anyJson = z.unknown().openapi({ description: "As the kind's protocol says (see the description)" });
const binary = z.string().openapi({ format: "binary" });

/** The bodies a path takes, by content type. */
function bodyFor(path: string) {
  let content: Record<string, { schema: z.ZodType }>;
  if (path.startsWith("/v1/"))
    content = { "application/x-protobuf": { schema: binary }, "application/json": { schema: anyJson } };
  else if (path === "/api/v1/write") content = { "application/x-protobuf": { schema: binary } };
  else if (path.includes("/raw")) content = { "text/plain": { schema: z.string() } };
  else if (path === "") {
    content = {
      "application/json": { schema: anyJson },
      "application/x-ndjson": { schema: z.string() },
      "text/plain": { schema: z.string() },
      "application/x-protobuf": { schema: binary },
    };
  } else content = { "application/json": { schema: anyJson } };
  return { body: { content, required: true } };
}

const bases = [
  { path: "/ingest/{source_id}", param: "source_id", tag: "Pipeline Nodes", what: "a push source" },
  {
    path: "/ingest/gateway-route/{gateway_route_id}",
    param: "gateway_route_id",
    tag: "Shared Sources",
    what: "a gateway route: every published, enabled pipeline whose source uses it",
  },
];

export function documentIntake(router: OpenAPIHono<AppEnv>) {
  const byPath = kindsByPath();
  for (const base of bases) {
    for (const [path, kinds] of byPath) {
      const params = z.object({ [base.param]: z.string().openapi({ format: "uuid" }) });
      const health = path.includes("/health");
      const bare = path === "";
      router.openAPIRegistry.registerPath({
        method: health ? "get" : "post",
        path: `${base.path}${path}`,
        tags: [base.tag],
        summary: bare
          ? `Send events to ${base.what} (live)`
          : `${health ? "Health check" : "Send events"} for ${kinds.join(", ")} at ${path}`,
        description: bare
          ? "Events run through the pipeline's published revision; nothing is reported as delivered that was " +
            "not (503 with Retry-After when the log store did not take them: retry, nothing is stored twice). 409 when the pipeline is disabled or " +
            "unpublished. Each source kind speaks its senders' protocol, at this URL and the paths below it. " +
            "Bodies may be gzip (10 MiB after decompression, 20,000 events a request).\n\n" +
            kindTable()
          : `Kinds: ${kinds.map((k) => `\`${k}\``).join(", ")}. ${kinds
              .map((k) => protocolsByKind[k].docs)
              .filter((d, i, all) => all.indexOf(d) === i)
              .map((d) => `Key: ${d.auth}. Bodies: ${d.formats.join("; ")}. Answers: ${d.answers}.`)
              .join(" ")}`,
        request: { params, ...(!health && bodyFor(path)) },
        responses: responsesFor(path),
        security: health ? [] : [{ [ACCESS_KEY_SCHEME]: [] }],
      });
    }
  }
}
