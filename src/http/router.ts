import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../env";
import { fromZodError } from "./errors";

/**
 * Every area router comes from here, so a zod failure on any part of the request (params, query, body)
 * becomes the same EVALIDATION error. Body paths are JSON pointers into the body; other parts are
 * prefixed with their location (`/query/from`, `/params/pipeline_id`).
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const prefix = result.target === "json" ? [] : [result.target === "param" ? "params" : result.target];
        throw fromZodError(result.error, prefix);
      }
    },
  });
}
