// Operator endpoints: create an account (with its first service and ingestion keys) or an enterprise (with
// its key) over HTTP, so nothing writes the database beside a running service and a deployment needs no SQL;
// settle an account's log store and read its catalog's figures (what the benchmark reports).
// Guarded by the Worker secret ADMIN_TOKEN (`wrangler secret put ADMIN_TOKEN`; `npm run dev` puts one in
// .dev.vars): unset, /admin/* answers 404 as if it did not exist; the token is compared in constant time
// (digests of both, crypto.subtle.timingSafeEqual), and every attempt counts against the client address's
// management budget first (src/http/rate-limit.ts limitByAddress).
import { z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../env";
import { ApiError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { limitByAddress } from "../../http/rate-limit";
import { createRouter } from "../../http/router";
import { catalogFigures } from "../../logstore/catalog";
import { settleAccount } from "../../logstore/settle";
import { accountCreateSchema, createdAccountSchema } from "../enterprise/schemas";
import { presentCreatedAccount, presentCreatedEnterprise, presentLogStoreFigures } from "./present";
import { accountExists, createAccountWithKeys, createEnterpriseWithKey } from "./store";

const tags = ["Operator"];
const ADMIN_TOKEN_SCHEME = "AdminToken";

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

/** Equal digests, compared in constant time (the digests have one length whatever the inputs). */
async function sameToken(presented: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(presented), sha256(expected)]);
  return crypto.subtle.timingSafeEqual(a, b);
}

/** `Authorization: Bearer <ADMIN_TOKEN>`; 404 when the service has no ADMIN_TOKEN, 401 for a wrong one. */
const requireAdminToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.ADMIN_TOKEN;
  if (!expected) throw new ApiError("ENOTFOUND", "Not found");
  await limitByAddress(c, "admin");
  const presented = /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1]?.trim();
  if (!presented || !(await sameToken(presented, expected)))
    throw new ApiError("EUNAUTHORIZED", "Send the operator token: 'Authorization: Bearer <ADMIN_TOKEN>'");
  await next();
});

const enterpriseCreate = z
  .strictObject({ name: z.string().trim().min(1).max(256) })
  .openapi("AdminEnterpriseCreate");
const createdEnterprise = z
  .object({
    enterprise_id: z.string(),
    name: z.string(),
    enterprise_key: z.string().openapi({ description: "The enterprise's key: shown once" }),
  })
  .openapi("AdminCreatedEnterprise");

const secured = { scheme: ADMIN_TOKEN_SCHEME, errors: [404] };

/** Slices written within this are flushed by a settling: the rest sent D1 their rows long ago. */
const SETTLE_WINDOW_MS = 3_600_000;

const logStoreFigures = z
  .object({
    flushed: z
      .number()
      .int()
      .openapi({ description: "Slices that sent D1 their catalog row and counters now" }),
    slices: z.number().int(),
    chunks: z.number().int(),
    lines: z.number().int(),
    bytes: z.number().int().openapi({ description: "Line text and meta, as ingestion counts them" }),
    stored_bytes: z
      .number()
      .int()
      .openapi({ description: "The slices' databases (hot) and R2 objects (cold)" }),
    rows_written: z.number().int().openapi({
      description: "Rows the slices wrote, FTS5's own segment writes included (what Cloudflare bills)",
    }),
    flushes: z.number().int().openapi({ description: "Catalog writes the slices made to D1" }),
    fewest_lines: z.number().int().openapi({ description: "The fewest lines one slice holds" }),
    most_lines: z.number().int().openapi({ description: "The most lines one slice holds" }),
    unfiltered: z.number().int().openapi({
      description: "Slices holding lines whose trigram filter the catalog does not have yet (written lately)",
    }),
    first_update: z.number().int().nullable(),
    last_update: z.number().int().nullable(),
  })
  .openapi("AdminLogStoreFigures");

const router = createRouter();
router.openAPIRegistry.registerComponent("securitySchemes", ADMIN_TOKEN_SCHEME, {
  type: "http",
  scheme: "bearer",
  description:
    "The Worker secret ADMIN_TOKEN (`wrangler secret put ADMIN_TOKEN`; `npm run dev` writes one into " +
    ".dev.vars). Without it the operator endpoints answer 404.",
});
router.use("/admin/*", requireAdminToken);

export const adminRouter = router
  .openapi(
    defineRoute({
      method: "post",
      path: "/admin/accounts",
      tags,
      summary: "Create an account",
      description:
        "A new account with one service key (an account key, owner rights) and one ingestion key, answered " +
        "this once. `npm run account:create` calls this on a running service.",
      request: jsonBody(accountCreateSchema),
      responses: { 200: jsonResponse(createdAccountSchema, "The new account and its keys") },
      ...secured,
    }),
    async (c) => {
      const body = c.req.valid("json");
      const created = await createAccountWithKeys(c.get("db"), {
        name: body.name,
        retentionDays: body.retention_days,
      });
      return c.json(presentCreatedAccount(created), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/admin/enterprises",
      tags,
      summary: "Create an enterprise",
      description:
        "A new enterprise with one enterprise key, answered this once; accounts join it through the " +
        "Enterprise API. `npm run enterprise:create` calls this on a running service.",
      request: jsonBody(enterpriseCreate),
      responses: { 200: jsonResponse(createdEnterprise, "The new enterprise and its key") },
      ...secured,
    }),
    async (c) => {
      const created = await createEnterpriseWithKey(c.get("db"), c.req.valid("json").name);
      return c.json(presentCreatedEnterprise(created), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/admin/accounts/{account_id}/log-store",
      tags,
      summary: "An account's log store, as the catalog has it",
      description:
        "The catalog's figures for the account, as D1 has them now: each slice writes its row within a minute " +
        "of a write (POST …/log-store/flush has them write it now). `flushed` is 0.",
      request: { params: z.object({ account_id: z.string().max(64) }) },
      responses: { 200: jsonResponse(logStoreFigures, "The account's log store") },
      ...secured,
    }),
    async (c) => {
      const { account_id: accountId } = c.req.valid("param");
      const db = c.get("db");
      if (!(await accountExists(db, accountId))) throw new ApiError("ENOTFOUND", "No such account");
      return c.json(
        presentLogStoreFigures({ flushed: 0, figures: await catalogFigures(db, accountId) }),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/admin/accounts/{account_id}/log-store/flush",
      tags,
      summary: "Settle an account's log store",
      description:
        "Every slice of the account written within the last hour sends its catalog row and usage counters to " +
        "D1 now (each does so on its own within a minute of a write), then the catalog's figures for the " +
        "account are answered: lines, bytes, stored bytes, rows written, catalog writes. `npm run bench` " +
        "reads its figures here.",
      request: { params: z.object({ account_id: z.string().max(64) }) },
      responses: { 200: jsonResponse(logStoreFigures, "The account's log store, settled") },
      ...secured,
      errors: [404, 503],
    }),
    async (c) => {
      const { account_id: accountId } = c.req.valid("param");
      if (!(await accountExists(c.get("db"), accountId))) throw new ApiError("ENOTFOUND", "No such account");
      const settled = await settleAccount(c.env, accountId, Date.now() - SETTLE_WINDOW_MS);
      return c.json(presentLogStoreFigures(settled), 200);
    },
  );
