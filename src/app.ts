// Builds the Hono app: middleware order, area routers, the OpenAPI document and its reference page.
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { accountRouter } from "./api/account/routes";
import { adminRouter } from "./api/admin/routes";
import { archivingRouter } from "./api/archiving/routes";
import { boardsRouter } from "./api/boards/routes";
import { catalogRouter } from "./api/catalog/routes";
import { categoriesRouter } from "./api/categories/routes";
import { deliveriesRouter } from "./api/deliveries/routes";
import { enterpriseRouter } from "./api/enterprise/routes";
import { exclusionsRouter, streamExclusionsRouter } from "./api/exclusions/routes";
import { downloadRouter } from "./api/export/download";
import { exportRouter } from "./api/export/routes";
import { gatewayRoutesRouter } from "./api/gateway-routes/routes";
import { groupsRouter } from "./api/groups/routes";
import { healthRouter } from "./api/health/routes";
import { indexRateRouter } from "./api/index-rate/routes";
import { ingestionRouter } from "./api/ingestion/routes";
import { dropCachedRulesAfterWrite } from "./api/ingestion/rules-cache";
import { keysRouter } from "./api/keys/routes";
import { ACCESS_KEY_SCHEME } from "./api/live-ingest/docs";
import { liveIngestRouter } from "./api/live-ingest/routes";
import { membersRouter } from "./api/members/routes";
import { metricsRouter } from "./api/metrics/routes";
import { nodesRouter } from "./api/nodes/routes";
import { notificationsRouter } from "./api/notifications/routes";
import { parsingTemplatesRouter } from "./api/parsing-templates/routes";
import { pipelineAlertsRouter } from "./api/pipeline-alerts/routes";
import { pipelineExportRouter } from "./api/pipeline-export/routes";
import { pipelineTapRouter } from "./api/pipeline-tap/routes";
import { pipelinesRouter } from "./api/pipelines/routes";
import { presetAlertsRouter } from "./api/preset-alerts/routes";
import { processorGroupsRouter } from "./api/processor-groups/routes";
import { profilingRouter } from "./api/profiling/routes";
import { pullSourcesRouter } from "./api/pull-sources/routes";
import { reductionRouter } from "./api/reduction/routes";
import { samplesRouter } from "./api/samples/routes";
import { screensRouter } from "./api/screens/routes";
import { searchRouter } from "./api/search/routes";
import { simulationRouter } from "./api/simulation/routes";
import { stateVariablesRouter } from "./api/state-variables/routes";
import { streamRouter } from "./api/stream/routes";
import { suspensionRouter } from "./api/suspension/routes";
import { tailAuth, tailRouter } from "./api/tail/routes";
import { usageRouter } from "./api/usage/routes";
import { usageAlertsRouter } from "./api/usage-alerts/routes";
import { viewsRouter } from "./api/views/routes";
import { createDb } from "./db/client";
import type { AppEnv } from "./env";
import { dropCachedKeysAfterWrite, requireIngestionKey, requireServiceKey } from "./http/auth";
import { corsForAccount, corsPreflight } from "./http/cors";
import { ApiError, toErrorResponse } from "./http/errors";
import { requireJsonBody } from "./http/json-body";
import { INGESTION_KEY_SCHEME, SERVICE_KEY_SCHEME, withOperationIds } from "./http/openapi";
import { rateLimit } from "./http/rate-limit";
import { referencePage } from "./http/reference-page";
import { enforceRole } from "./http/roles";
import { isServerError, noteServerError } from "./http/server-errors";

const DEFAULT_MAX_BODY_BYTES = 1_048_576;
const SAMPLE_CREATE_PATH = /^\/v3\/pipeline\/[^/]+\/source\/[^/]+\/sample$/;
const SAMPLE_BODY_BYTES = 8 * 1_048_576 + 65_536;

const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const requestId = crypto.randomUUID();
  c.set("requestId", requestId);
  c.set("db", createDb(c.env.DB));
  await next();
  c.res.headers.set("x-request-id", requestId);
  if (isServerError(c.res.status)) noteServerError(c.env, c.req.method, c.req.path, c.res.status);
});

// The ingestion APIs read their own bodies, with their own (larger, post-decompression) limit.
const limitBody = createMiddleware<AppEnv>((c, next) =>
  c.req.path.startsWith("/logs/") || c.req.path.startsWith("/ingest/")
    ? next()
    : bodyLimit({
        // A sample holds up to 4 MB of data, which JSON escaping can double; the route checks the 4 MB.
        maxSize: SAMPLE_CREATE_PATH.test(c.req.path)
          ? SAMPLE_BODY_BYTES
          : Number(c.env.MAX_BODY_BYTES) || DEFAULT_MAX_BODY_BYTES,
        onError: () => {
          throw new ApiError("EPAYLOADTOOLARGE", "Request body is too large");
        },
      })(c, next),
);

export function createApp() {
  const app = new OpenAPIHono<AppEnv>();
  app.use("*", requestContext, corsPreflight, limitBody);
  // rateLimit counts each authenticated key's request (management or ingestion budget, wrangler.toml).
  for (const prefix of ["/v1/*", "/v2/*", "/v3/*"])
    app.use(
      prefix,
      corsForAccount,
      dropCachedKeysAfterWrite,
      dropCachedRulesAfterWrite,
      requireServiceKey,
      rateLimit,
      enforceRole,
      requireJsonBody,
    );
  app.use("/logs/*", corsForAccount, requireIngestionKey, rateLimit);
  // Live tail's WebSocket: the service key, or a ticket its handler redeems (src/api/tail/routes.ts).
  app.use("/ws/*", corsForAccount, tailAuth, rateLimit);
  // The operator endpoints authenticate (ADMIN_TOKEN) and count their attempts in their router.
  app.use("/admin/*", requireJsonBody);
  // Live ingestion authenticates in its handler, which counts the access key (limitAccessKey).
  app.use("/ingest/*", rateLimit);

  // Static paths first: /v3/pipeline/account must not be taken for /v3/pipeline/{pipeline_id}.
  const routers = [
    healthRouter,
    adminRouter,
    accountRouter,
    catalogRouter,
    gatewayRoutesRouter,
    // Before pipelinesRouter: /v3/pipeline/processor-group (and notification, metric, state-variable) is not
    // a {pipeline_id}.
    processorGroupsRouter,
    notificationsRouter,
    metricsRouter,
    stateVariablesRouter,
    usageAlertsRouter,
    pullSourcesRouter,
    deliveriesRouter,
    simulationRouter,
    samplesRouter,
    pipelinesRouter,
    nodesRouter,
    pipelineAlertsRouter,
    pipelineExportRouter,
    pipelineTapRouter,
    ingestionRouter,
    suspensionRouter,
    exclusionsRouter,
    streamRouter,
    streamExclusionsRouter,
    viewsRouter,
    categoriesRouter,
    presetAlertsRouter,
    indexRateRouter,
    boardsRouter,
    screensRouter,
    parsingTemplatesRouter,
    keysRouter,
    membersRouter,
    groupsRouter,
    archivingRouter,
    reductionRouter,
    profilingRouter,
    enterpriseRouter,
    exportRouter,
    searchRouter,
    tailRouter,
    downloadRouter,
    usageRouter,
    liveIngestRouter,
  ];
  for (const router of routers) app.route("/", router);

  app.openAPIRegistry.registerComponent("securitySchemes", SERVICE_KEY_SCHEME, {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description: "`Token <service key>`. The v1/v2 APIs also accept a `servicekey` header or HTTP Basic.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", INGESTION_KEY_SCHEME, {
    type: "apiKey",
    in: "header",
    name: "apikey",
    description:
      "An ingestion key (`POST /logs/ingest` only); HTTP Basic with the key as user name also works.",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", ACCESS_KEY_SCHEME, {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description:
      "`Token <access key>` of a push source or its gateway route (`/ingest/...` only); each protocol's own header works too (Splunk, X-Amz-Firehose-Access-Key, apikey, Basic).",
  });
  // Built once per isolate (it is ~650 KB); every answer names the origin it was asked at as its server.
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.get("/openapi.json", (c) => {
    document ??= withOperationIds(
      app.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: "Telemetry pipeline service",
          version: "3.0.0",
          description:
            "Pipelines, log analysis, alerting and configuration. Errors use the v3 or v1 error body.",
        },
      }),
    );
    return c.json({ ...document, servers: [{ url: new URL(c.req.url).origin }] });
  });
  app.get("/docs", (c) => c.html(referencePage("/openapi.json")));

  app.notFound(() => {
    throw new ApiError("ENOTFOUND", "No such route");
  });
  app.onError(toErrorResponse);
  return app;
}
