// `/v1/config/stream`: the account's streaming configuration (the logdna provider's logdna_stream_config,
// `resource_stream_config.go`): `{brokers, topic, user, password}` in, `{status, brokers, topic, user,
// password}` out (the password owner-bound: in clear to the key that sent it, ******** to every other; the
// provider never reads it back). As the provider's documentation says, the brokers must be reachable and the
// credentials valid when it is saved: a create or update connects (TLS, SASL PLAIN), authenticates and reads
// the topic's metadata first, and a failure is a 400 with the broker's reason. Lines stored from then on
// are streamed by the every-minute job (src/logstore/stream.ts); stream exclusions live in
// src/api/exclusions.
import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { checkKafka } from "../../delivery/kafka/deliver";
import type { AppEnv } from "../../env";
import { ApiError, notFound, validationError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { credentialTarget, openSecrets, secretString } from "../../lib/sealed-secrets";
import { kafkaConfigOf, parseBroker, type StreamConfigRow } from "../../logstore/stream";
import { OWNER_BOUND_NOTE } from "../../notify/channels";
import { sealWrite } from "../shared/secret-writes";
import { revealSecrets, secretsCaller } from "../shared/secrets";
import { presentStreamConfig } from "./present";
import { deleteStreamConfig, saveStreamConfig, streamConfigOf } from "./store";

const tags = ["Streaming"];
const path = "/v1/config/stream";

const writeSchema = z
  .strictObject({
    // Marks go outside `.openapi()`, which drops a schema's registry metadata (zod-openapi).
    brokers: credentialTarget(
      z
        .array(
          z
            .string()
            .trim()
            .refine((b) => parseBroker(b) !== null, "must be host:port"),
        )
        .min(1)
        .max(10)
        .openapi({ description: "Kafka bootstrap brokers, host:port (TLS)" }),
    ),
    topic: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,249}$/, "must be a Kafka topic name (letters, digits, . _ -)")
      .openapi({ description: "The topic lines are produced to" }),
    user: z.string().min(1).max(256).openapi({ description: "SASL PLAIN user name" }),
    password: secretString(
      z
        .string()
        .min(1)
        .max(4096)
        .openapi({ description: `SASL PLAIN password. ${OWNER_BOUND_NOTE} (not with changed brokers)` }),
    ),
    status: z.string().optional().openapi({ description: "Ignored (read-only)" }),
  })
  .openapi("StreamConfigWrite");

const configSchema = z
  .object({
    status: z.enum(["active", "error"]),
    brokers: z.array(z.string()),
    topic: z.string(),
    user: z.string(),
    password: z.string().openapi({ description: OWNER_BOUND_NOTE }),
    last_error: z.string().nullable(),
    streamed_lines: z.number(),
    last_streamed_at: z.string().nullable(),
  })
  .openapi("StreamConfig");

/** The configuration as the caller reads it (a singleton): the password in clear if its key sent it. */
const asReadBy = async (c: Context<AppEnv>, r: StreamConfigRow, sentPassword?: string) =>
  presentStreamConfig(
    r,
    (await revealSecrets(secretsCaller(c), writeSchema, { password: r.password }, { password: sentPassword }))
      .password,
  );

/** Connects, authenticates and reads the topic as the job will; a failure is the client's 400. */
async function verify(env: AppEnv["Bindings"], body: z.infer<typeof writeSchema>) {
  try {
    await checkKafka(kafkaConfigOf(env, body));
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    throw validationError(`The brokers could not be used: ${why.replaceAll(body.password, "********")}`, [
      { path: ["brokers"], message: "connection, authentication or topic check failed" },
    ]);
  }
}

async function write(c: Context<AppEnv>, body: z.infer<typeof writeSchema>, mode: "create" | "update") {
  const db = c.get("db");
  const { accountId } = c.get("caller");
  const existing = await streamConfigOf(db, accountId);
  if (mode === "create" && existing)
    throw new ApiError("ECONFLICT", "The account has a stream configuration already; change it with PUT");
  if (mode === "update" && !existing) throw notFound("Stream configuration");
  // A mask keeps the stored password (for the same brokers only); the check connects with the real one.
  const sealed = await sealWrite(secretsCaller(c), writeSchema, body, () => existing ?? undefined);
  await verify(c.env, { ...body, password: await openSecrets(c.env, sealed.password) });
  const columns = {
    brokers: body.brokers,
    topic: body.topic,
    user: body.user,
    password: sealed.password,
    status: "active" as const,
    lastError: null,
    updatedAt: new Date().toISOString(),
  };
  const row = await saveStreamConfig(db, accountId, columns, existing !== undefined);
  if (!row)
    throw mode === "create"
      ? new ApiError("ECONFLICT", "The account has a stream configuration already; change it with PUT")
      : notFound("Stream configuration");
  return c.json(await asReadBy(c, row, body.password), 200);
}

export const streamRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path,
      tags,
      summary: "Get the stream configuration",
      responses: {
        200: jsonResponse(
          configSchema,
          "The configuration (the password in clear only to the key that sent it)",
        ),
      },
      errors: [404],
    }),
    async (c) => {
      const row = await streamConfigOf(c.get("db"), c.get("caller").accountId);
      if (!row) throw notFound("Stream configuration");
      return c.json(await asReadBy(c, row), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path,
      tags,
      summary: "Create the stream configuration",
      description:
        "Connects to the brokers (TLS, SASL PLAIN) and reads the topic before saving; lines stored from then on are streamed.",
      request: jsonBody(writeSchema),
      responses: { 200: jsonResponse(configSchema, "The configuration") },
      errors: [409],
    }),
    (c) => write(c, c.req.valid("json"), "create"),
  )
  .openapi(
    defineRoute({
      method: "put",
      path,
      tags,
      summary: "Replace the stream configuration",
      description: "Checked like a create; streaming goes on from where it was.",
      request: jsonBody(writeSchema),
      responses: { 200: jsonResponse(configSchema, "The configuration") },
      errors: [404],
    }),
    (c) => write(c, c.req.valid("json"), "update"),
  )
  .openapi(
    defineRoute({
      method: "delete",
      path,
      tags,
      summary: "Delete the stream configuration (streaming stops)",
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      if (!(await deleteStreamConfig(c.get("db"), c.get("caller").accountId)))
        throw notFound("Stream configuration");
      return c.json({ deleted: true as const }, 200);
    },
  );
