import { z } from "@hono/zod-openapi";
import { defineRoute, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";

// A cheap route with no key and no storage: liveness checks, and the baseline of the benchmarks.
export const healthRouter = createRouter().openapi(
  defineRoute({
    method: "get",
    path: "/health",
    tags: ["Health"],
    summary: "Liveness check",
    public: true,
    responses: { 200: jsonResponse(z.object({ status: z.literal("ok") }), "The Worker is up") },
  }),
  (c) => c.json({ status: "ok" as const }, 200),
);
