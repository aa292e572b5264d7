// A body on a management API must be JSON. Without this, Hono's validator would read a text/plain or
// form body as `{}` and answer "title: required", which hides the real mistake.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { ApiError } from "./errors";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

export const requireJsonBody = createMiddleware<AppEnv>(async (c, next) => {
  if (
    c.req.method === "GET" ||
    c.req.method === "DELETE" ||
    c.req.method === "HEAD" ||
    c.req.method === "OPTIONS"
  ) {
    return next();
  }
  const length = c.req.header("content-length");
  const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
  const mediaType = (c.req.header("content-type") ?? "").split(";")[0].trim();
  if (hasBody && !JSON_MEDIA_TYPE.test(mediaType)) {
    throw new ApiError(
      "EUNSUPPORTEDMEDIATYPE",
      `Request bodies must be JSON: send Content-Type: application/json (got ${mediaType || "none"})`,
    );
  }
  return next();
});
