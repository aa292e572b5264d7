// Processor groups: a named, reusable chain of processors with its own input. CRUD; a group that a
// pipeline's draft or published revision uses cannot be deleted (409).
import { z } from "@hono/zod-openapi";
import { GROUP_INPUT } from "../../engine/processor-groups";
import { ApiError } from "../../http/errors";
import {
  defineRoute,
  envelopeOf,
  jsonBody,
  jsonResponse,
  listEnvelopeOf,
  many,
  one,
} from "../../http/openapi";
import { createRouter } from "../../http/router";
import { descriptionSchema, timestamps, titleSchema, uuidParam } from "../shared/fields";
import { secretsCaller } from "../shared/secrets";
import { checkGroupProcessors, type GroupProcessorWrite, sealGroupProcessors } from "./checks";
import { presentGroup, presentRevealedGroup } from "./present";
import { deleteGroup, findGroup, groupUsers, insertGroup, listGroups, updateGroup } from "./store";

const tags = ["Processor Groups"];
const TYPE = "processor-group";
const params = z.object({ group_id: uuidParam("group_id") });

const processorIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, "must be 1 to 64 letters, digits, _ or -")
  .refine((v) => v !== GROUP_INPUT && v !== "output", `"${GROUP_INPUT}" and "output" are reserved`)
  .openapi({ description: "Unique within the group; default: a new uuid" });

const groupProcessorWrite = z.strictObject({
  id: processorIdSchema.optional(),
  type: z.string().min(1).max(100).openapi({ description: "A processor kind from the catalog" }),
  title: titleSchema.optional(),
  description: descriptionSchema.nullable().optional(),
  user_config: z.record(z.string(), z.unknown()).default({}),
  inputs: z
    .array(z.string().min(1).max(200))
    .min(1)
    .max(100)
    .openapi({
      description: `"${GROUP_INPUT}" (the group's input) or outputs of other processors of the group`,
    }),
});

const groupWrite = z
  .strictObject({
    title: titleSchema,
    description: descriptionSchema.nullable().optional(),
    processors: z.array(groupProcessorWrite).min(1).max(100),
  })
  .openapi("ProcessorGroupWrite");

const groupSchema = z
  .object({
    id: z.uuid(),
    account_id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    processors: z.array(
      z.object({
        id: z.string(),
        type: z.string(),
        title: z.string(),
        description: z.string().nullable(),
        user_config: z.record(z.string(), z.unknown()),
        inputs: z.array(z.string()),
        outputs: z.array(z.object({ id: z.string() })),
      }),
    ),
    input: z
      .string()
      .openapi({ description: `Always "${GROUP_INPUT}": the name processors use for the group input` }),
    outputs: z.array(z.string()).openapi({
      description: "The processor outputs no processor of the group reads: what leaves the group",
    }),
    ...timestamps,
  })
  .openapi("ProcessorGroup");

const response = jsonResponse(envelopeOf(groupSchema), "The processor group");

export const processorGroupsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "post",
      path: "/v3/pipeline/processor-group",
      tags,
      summary: "Create a processor group",
      description:
        "A pipeline runs it as one transform node of type `processor-group` with `user_config: {group_id}`.",
      request: jsonBody(groupWrite),
      responses: { 200: response },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const caller = c.get("caller");
      const processors = await sealGroupProcessors(
        secretsCaller(c),
        checkGroupProcessors(caller, body.processors as GroupProcessorWrite[]),
      );
      const row = await insertGroup(c.get("db"), {
        id: crypto.randomUUID(),
        accountId: caller.accountId,
        title: body.title,
        description: body.description ?? null,
        processors,
      });
      return one(
        c,
        TYPE,
        await presentRevealedGroup(secretsCaller(c), row, body.processors as { user_config?: unknown }[]),
      );
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/processor-group",
      tags,
      summary: "List processor groups",
      responses: { 200: jsonResponse(listEnvelopeOf(groupSchema), "Processor groups") },
    }),
    async (c) => {
      const rows = await listGroups(c.get("db"), c.get("caller").accountId);
      return many(c, TYPE, rows.map(presentGroup));
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: "/v3/pipeline/processor-group/{group_id}",
      tags,
      summary: "Get a processor group",
      request: { params },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const row = await findGroup(c.get("db"), c.get("caller").accountId, c.req.valid("param").group_id);
      return one(c, TYPE, await presentRevealedGroup(secretsCaller(c), row));
    },
  )
  .openapi(
    defineRoute({
      method: "put",
      path: "/v3/pipeline/processor-group/{group_id}",
      tags,
      summary: "Update a processor group",
      description: "Full replace of title, description and processors.",
      request: { params, ...jsonBody(groupWrite) },
      responses: { 200: response },
      errors: [404],
    }),
    async (c) => {
      const { group_id } = c.req.valid("param");
      const body = c.req.valid("json");
      const caller = c.get("caller");
      const db = c.get("db");
      const current = await findGroup(db, caller.accountId, group_id);
      const processors = await sealGroupProcessors(
        secretsCaller(c),
        checkGroupProcessors(caller, body.processors as GroupProcessorWrite[]),
        current.processors,
      );
      const row = await updateGroup(db, caller.accountId, group_id, {
        title: body.title,
        description: body.description ?? null,
        processors,
      });
      return one(
        c,
        TYPE,
        await presentRevealedGroup(secretsCaller(c), row, body.processors as { user_config?: unknown }[]),
      );
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: "/v3/pipeline/processor-group/{group_id}",
      tags,
      summary: "Delete a processor group",
      description:
        "409 while a pipeline's draft or published revision uses it (a `processor-group` node naming it). " +
        "Its samples go with it.",
      request: { params },
      responses: { 200: response },
      errors: [404, 409],
    }),
    async (c) => {
      const { group_id } = c.req.valid("param");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const group = await findGroup(db, accountId, group_id);
      const users = await groupUsers(db, accountId, group_id);
      if (users.draft.length > 0 || users.published.length > 0) {
        const details = [
          ...users.draft.map((u) => ({
            path: ["pipelines", u.pipelineId, "nodes", u.nodeId],
            message: "a draft node uses this group",
          })),
          ...users.published.map((u) => ({
            path: ["pipelines", u.pipelineId, "published", u.nodeId],
            message: "the published revision uses this group",
          })),
        ];
        throw new ApiError(
          "ECONFLICT",
          `The processor group is used by ${new Set(details.map((d) => d.path[1])).size} pipeline(s): remove its nodes (and publish) first`,
          details,
        );
      }
      await deleteGroup(db, accountId, group_id);
      return one(c, TYPE, await presentRevealedGroup(secretsCaller(c), group));
    },
  );
