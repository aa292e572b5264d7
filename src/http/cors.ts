// CORS per account. A preflight carries no key, so it is allowed when some account lists the origin;
// the real request then gets Access-Control-Allow-Origin only if the caller's own account lists it,
// so a browser page can read responses only from accounts that trust its origin.
import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { accountCorsOrigins } from "../db/schema";
import type { AppEnv } from "../env";

const ALLOW_HEADERS =
  "Authorization, Content-Type, Content-Encoding, servicekey, apikey, x-request-id, x-delegate-account-id";
const ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";

export const corsPreflight = createMiddleware<AppEnv>(async (c, next) => {
  const origin = c.req.header("origin");
  if (c.req.method !== "OPTIONS" || !origin || !c.req.header("access-control-request-method")) return next();
  const known = await c
    .get("db")
    .select({ origin: accountCorsOrigins.origin })
    .from(accountCorsOrigins)
    .where(eq(accountCorsOrigins.origin, origin))
    .limit(1)
    .get();
  const headers: Record<string, string> = { Vary: "Origin" };
  if (known) {
    headers["Access-Control-Allow-Origin"] = origin;
    headers["Access-Control-Allow-Methods"] = ALLOW_METHODS;
    headers["Access-Control-Allow-Headers"] = ALLOW_HEADERS;
    headers["Access-Control-Max-Age"] = "600";
  }
  return c.body(null, 204, headers);
});

/** After authentication: echo the origin only when the caller's account allows it. */
export const corsForAccount = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const origin = c.req.header("origin");
  if (!origin) return;
  c.res.headers.append("Vary", "Origin");
  if (c.get("caller")?.account.corsOrigins.includes(origin)) {
    c.res.headers.set("Access-Control-Allow-Origin", origin);
    // Retry-After is not a CORS-safelisted header: a page reads it (on a 429) only when exposed.
    c.res.headers.set("Access-Control-Expose-Headers", "x-request-id, Retry-After");
  }
});
