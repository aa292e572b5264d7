// Per-key rate limits through the Workers Rate Limiting binding ([[ratelimits]] in wrangler.toml). Each key
// has two budgets, so neither kind of traffic can starve the other:
// - management: the /v1, /v2 and /v3 control plane;
// - ingestion: /logs/* (the LogDNA ingestion API and agent path), /ingest/* (live ingestion, every protocol
//   under it) and the edge usage metric intake (data-plane traffic, even though it uses a service key).
// A request is counted against the key it authenticated with, by the key's id (never the secret): after
// authentication, so a sender cannot dodge its budget by presenting extra credentials (live ingestion tries
// several), and a 429 still carries the CORS headers of the caller's account. The enterprise API
// authenticates inside its own router, after this middleware, so it is counted by a hash of the presented
// key. A request that fails authentication is not counted: it is answered 401/403 by the auth step (keys
// are 256 random bits, so there is nothing to brute-force, and keying failures by client IP would make
// agents behind one NAT share a budget); floods of bad keys are for Cloudflare's WAF rules in front of the
// Worker, which stop them before it runs.
// Over the limit the answer is 429 ERATELIMITED in the route family's error body (v1/v2/logs or v3, or
// the live ingestion protocol's own refusal: OTLP Status, HEC {text, code}, Firehose, remote write text)
// with `Retry-After: <the budget's period>`: the binding reports no reset time, and one period after the
// refusal every request it counted has left the window.
// The binding counts per Cloudflare location and approximately. With the var RATE_LIMITS = "off" (the
// benchmarks) or without the binding (a deployment that lacks it), nothing is limited.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv, Caller } from "../env";
import { sha256Hex } from "../lib/secrets";
import { isEnterprisePath } from "./enterprise-auth";
import { ApiError, toErrorResponse } from "./errors";
import { presentedKey } from "./presented-key";

declare module "hono" {
  interface ContextVariableMap {
    /** Set when a rate limit refused this request: its Retry-After, in seconds. */
    rateLimitRetryAfter: number;
  }
}

export type Budget = "management" | "ingestion";

/** Each budget's binding, and its period in seconds: keep it equal to the binding's `simple.period`. */
export const BUDGETS = {
  management: { binding: "MANAGEMENT_RATE_LIMIT", periodSeconds: 60 },
  ingestion: { binding: "INGESTION_RATE_LIMIT", periodSeconds: 10 },
} as const;

/** Data-plane traffic on a service key: edge instances reporting usage (src/api/metrics/routes.ts). */
const EDGE_METRIC_INTAKE = "/v3/pipeline/account/local-deploy/metric/usage";

/** The budget a request spends, or null for what is never limited (/health, /docs, download links). */
export function budgetOf(method: string, path: string): Budget | null {
  if (/^\/(logs|ingest)\//.test(path)) return "ingestion";
  if (method === "POST" && path === EDGE_METRIC_INTAKE) return "ingestion";
  if (/^\/(v[123]|ws)\//.test(path)) return "management";
  return null;
}

const rateLimited = (budget: Budget) =>
  new ApiError(
    "ERATELIMITED",
    budget === "ingestion"
      ? `Too many ingestion requests with this key: retry after ${BUDGETS.ingestion.periodSeconds} seconds, and send more lines per request`
      : `Too many API requests with this key: retry after ${BUDGETS.management.periodSeconds} seconds`,
  );

/** Counts one request of `key` against `budget`; false when it is over the limit. */
async function spend(c: Context<AppEnv>, budget: Budget, key: string): Promise<boolean> {
  const { binding, periodSeconds } = BUDGETS[budget];
  const limiter = c.env[binding];
  if (!limiter || c.env.RATE_LIMITS === "off") return true;
  let success: boolean;
  try {
    ({ success } = await limiter.limit({ key }));
  } catch (err) {
    // The limiter is a safeguard, not a dependency: when it fails, the request goes through.
    console.error("rate limiter failed; request allowed", budget, err);
    return true;
  }
  if (!success) c.set("rateLimitRetryAfter", periodSeconds);
  return success;
}

/** The limiter key of an authenticated request: the key's id, or a hash of the presented enterprise key. */
async function limiterKey(c: Context<AppEnv>): Promise<string | null> {
  const caller = c.get("caller") as Caller | undefined;
  if (caller) return `${caller.enterpriseId ? "enterprise-key" : "key"}:${caller.keyId}`;
  if (!isEnterprisePath(c.req.path)) return null;
  const key = presentedKey(c.req.raw.headers, true);
  return key ? `enterprise-api:${await sha256Hex(`rate-limit:${key}`)}` : null;
}

/**
 * Mounted after authentication on /v1, /v2, /v3 and /logs, and on /ingest (which authenticates in its
 * handler, calling `limitAccessKey`): refuses a key over its budget, and puts Retry-After on every 429
 * a rate limit caused, whoever wrote its body.
 */
export const rateLimit = createMiddleware<AppEnv>(async (c, next) => {
  const budget = budgetOf(c.req.method, c.req.path);
  const key = budget && (await limiterKey(c));
  if (budget && key && !(await spend(c, budget, key))) {
    const res = toErrorResponse(rateLimited(budget), c);
    res.headers.set("Retry-After", String(c.get("rateLimitRetryAfter")));
    return res;
  }
  await next();
  const retryAfter = c.get("rateLimitRetryAfter");
  if (retryAfter) c.res.headers.set("Retry-After", String(retryAfter));
});

/**
 * Live ingestion: counts a request against the ingestion budget of the access key it authenticated with,
 * and throws 429 ERATELIMITED when it is over, for the protocol to answer in its own terms.
 */
export async function limitAccessKey(c: Context<AppEnv>, accessKeyId: string): Promise<void> {
  if (!(await spend(c, "ingestion", `access-key:${accessKeyId}`))) throw rateLimited("ingestion");
}

/**
 * A request no key authenticates yet (the operator endpoints, /admin/*, before their token is compared; a live
 * tail opened with a ticket, before the ticket is looked up): every attempt counts against the management
 * budget of the client's address, per purpose; 429 ERATELIMITED over it.
 */
export async function limitByAddress(c: Context<AppEnv>, purpose: "admin" | "tail-ticket"): Promise<void> {
  const address = c.req.header("cf-connecting-ip") ?? "local";
  if (!(await spend(c, "management", `${purpose}:${address}`))) throw rateLimited("management");
}
