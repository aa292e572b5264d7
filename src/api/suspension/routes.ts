// Suspensions: read ingestion status, suspend in two calls (a token, then its confirmation), resume.
// The state lives in the account's IngestionStateObject, called through a reset of it (callObject): each
// call is safe to repeat (confirm: a reset before its write leaves the token pending; after it, the
// repeat answers 400 token not current, as the client's own repeat would).
import { z } from "@hono/zod-openapi";
import { callObject } from "../../durable/call";
import { ingestionStateOf } from "../../durable/ingestion-state";
import { ApiError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";

const tags = ["Suspensions"];
const statusSchema = z.object({ isIngesting: z.boolean() }).openapi("IngestionStatus");
const okSchema = z.object({ status: z.literal("OK") });

export const suspensionRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: "/v1/config/ingestion/status",
      tags,
      summary: "Get ingestion status",
      responses: { 200: jsonResponse(statusSchema, "Whether the account's lines are being ingested") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const { suspended } = await callObject(
        () => ingestionStateOf(c.env, accountId),
        (state) => state.status(),
      );
      return c.json({ isIngesting: !suspended }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v1/config/ingestion/suspend",
      tags,
      summary: "Suspend ingestion, first call: returns the token to confirm with",
      description:
        "Nothing changes yet. Send the token to `/v1/config/ingestion/suspend/confirm` within 5 minutes; " +
        "it is single-use, and a new request replaces it.",
      responses: {
        200: jsonResponse(
          z.object({ token: z.string(), expires_at: z.string().openapi({ format: "date-time" }) }),
          "Token to confirm the suspension with",
        ),
      },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const { token, expiresAt } = await callObject(
        () => ingestionStateOf(c.env, accountId),
        (state) => state.requestSuspension(),
      );
      return c.json({ token, expires_at: new Date(expiresAt).toISOString() }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v1/config/ingestion/suspend/confirm",
      tags,
      summary: "Suspend ingestion, second call: confirm with the token",
      description: "From now on `POST /logs/ingest` answers 403 `EINGESTIONSUSPENDED` and stores nothing.",
      request: jsonBody(z.strictObject({ token: z.string().min(1).max(200) })),
      responses: { 200: jsonResponse(okSchema, "Ingestion is suspended") },
      errors: [400],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const { token } = c.req.valid("json");
      const outcome = await callObject(
        () => ingestionStateOf(c.env, accountId),
        (state) => state.confirmSuspension(accountId, token),
      );
      if (outcome !== "suspended") {
        const why =
          outcome === "expired"
            ? "the token has expired: request a new one"
            : "the token is not the current suspension token (or was already used)";
        throw new ApiError("EVALIDATION", `Cannot confirm suspension: ${why}`, [
          { path: ["token"], message: why },
        ]);
      }
      return c.json({ status: "OK" as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: "/v1/config/ingestion/resume",
      tags,
      summary: "Resume ingestion",
      responses: { 200: jsonResponse(okSchema, "Ingestion is running") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      await callObject(
        () => ingestionStateOf(c.env, accountId),
        (state) => state.resume(accountId),
      );
      return c.json({ status: "OK" as const }, 200);
    },
  );
