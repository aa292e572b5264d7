// Groups (v1): `/v1/config/groups[/{groupId}]`, `{name, accessScopes}` (PATCH to update). `accessScopes` are
// queries of the log-analysis language: a member of a group with scopes sees (export, usage, view lines)
// only the lines that match at least one scope of its groups. Names are unique per account, any case (409).
// `/v1/config/groups/{groupId}/members` adds and removes members by email.
// A group narrows its members' access, so a group the owner is in is the owner's business: only the owner
// changes its scopes, deletes it while it has scopes, or adds and removes the owner (403 for an admin, as
// every other way of touching the owner, members/store.ts assertMayTouch).
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import { ApiError } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { assertMayTouch, emailKey } from "../members/store";
import { isUniqueViolation } from "../shared/db-errors";
import { parseQueryParam } from "../shared/query";
import { presentGroup } from "./present";
import {
  changeMembership,
  deleteGroup,
  type GroupRow,
  groupOf,
  insertGroupWithin,
  listGroups,
  memberEmailsOf,
  memberKeysOf,
  updateGroup,
} from "./store";

const tags = ["Groups"];
const base = "/v1/config/groups";
const MAX_GROUPS = 200;

const fields = {
  name: z.string().trim().min(1).max(256),
  // Mezmo's type is one query string; a list of them is taken too. Answered as a list.
  accessScopes: z
    .union([
      z.array(z.string().trim().min(1, "a scope is a non-empty query").max(4096)).max(50),
      z
        .string()
        .trim()
        .max(4096)
        .transform((q) => (q === "" ? [] : [q])),
    ])
    .openapi({
      description:
        "Queries of the search language (one query string, or a list); members see lines matching any",
    }),
};
const createSchema = z
  .strictObject({ name: fields.name, accessScopes: fields.accessScopes.default([]) })
  .openapi("GroupCreate");
const patchSchema = z
  .strictObject({ name: fields.name.optional(), accessScopes: fields.accessScopes.optional() })
  .refine((p) => p.name !== undefined || p.accessScopes !== undefined, {
    message: "give name or accessScopes",
    when: (p) => p.issues.length === 0,
  })
  .openapi("GroupPatch");
const membershipSchema = z
  .strictObject({
    add: z
      .array(z.email({ error: "each of add must be an email" }).max(320))
      .max(100)
      .default([]),
    remove: z
      .array(z.email({ error: "each of remove must be an email" }).max(320))
      .max(100)
      .default([]),
  })
  .refine((p) => p.add.length + p.remove.length > 0, {
    message: "give emails to add or remove",
    when: (p) => p.issues.length === 0,
  })
  .openapi("GroupMembership");

const groupSchema = z
  .object({
    groupid: z.string(),
    name: z.string(),
    accessScopes: z.array(z.string()),
    members: z.array(z.string()).openapi({ description: "Emails of the group's members" }),
  })
  .openapi("Group");
const params = z.object({
  groupId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "groupId", in: "path" } }),
});

const duplicate = (name: string) =>
  new ApiError("ECONFLICT", `A group named "${name}" already exists`, [
    { path: ["name"], message: "already used by another group" },
  ]);

/** Every scope must parse: a malformed one answers 400 naming its index and the problem's position. */
function validateScopes(scopes: string[]) {
  scopes.forEach((q, i) => {
    parseQueryParam(q, ["accessScopes", i]);
  });
}

/** The groups as answered: with their members' emails. */
async function withMembers(db: Db, accountId: string, rows: GroupRow[]) {
  const emails = await memberEmailsOf(db, accountId, rows);
  return rows.map((r) => presentGroup(r, emails.get(r.id) ?? []));
}

export const groupsRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List groups",
      responses: { 200: jsonResponse(z.array(groupSchema), "The account's groups, oldest first") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const rows = await listGroups(db, accountId);
      return c.json(await withMembers(db, accountId, rows), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Create a group",
      description: `A unique name (any case; 409) and its access scopes. At most ${MAX_GROUPS} groups per account.`,
      request: jsonBody(createSchema),
      responses: { 200: jsonResponse(groupSchema, "The new group, with its `groupid`") },
      errors: [409],
    }),
    async (c) => {
      const body = c.req.valid("json");
      validateScopes(body.accessScopes);
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const id = crypto.randomUUID();
      let inserted: boolean;
      try {
        inserted = await insertGroupWithin(
          db,
          accountId,
          { id, name: body.name, accessScopes: body.accessScopes },
          MAX_GROUPS,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(body.name);
        throw err;
      }
      if (!inserted) throw new ApiError("ECONFLICT", `An account has at most ${MAX_GROUPS} groups`);
      const [group] = await withMembers(db, accountId, [await groupOf(db, accountId, id)]);
      return c.json(group, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{groupId}`,
      tags,
      summary: "Get a group",
      request: { params },
      responses: { 200: jsonResponse(groupSchema, "The group") },
      errors: [404],
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const [group] = await withMembers(db, accountId, [
        await groupOf(db, accountId, c.req.valid("param").groupId),
      ]);
      return c.json(group, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "patch",
      path: `${base}/{groupId}`,
      tags,
      summary: "Change a group",
      description:
        "New scopes apply to the members' next requests. Only the owner may change the scopes of a group the " +
        "owner is in (403 for an admin, and nothing changes); renaming it is open to admins.",
      request: { params, ...jsonBody(patchSchema) },
      responses: { 200: jsonResponse(groupSchema, "The changed group") },
      errors: [404, 409],
    }),
    async (c) => {
      const patch = c.req.valid("json");
      if (patch.accessScopes) validateScopes(patch.accessScopes);
      const caller = c.get("caller");
      const { accountId } = caller;
      const db = c.get("db");
      const { groupId } = c.req.valid("param");
      // In the statement itself, so the owner joining meanwhile cannot slip past the check.
      const guardOwner = patch.accessScopes !== undefined && caller.role !== "owner";
      let updated: GroupRow[];
      try {
        updated = await updateGroup(db, accountId, groupId, patch, guardOwner);
      } catch (err) {
        if (isUniqueViolation(err) && patch.name !== undefined) throw duplicate(patch.name);
        throw err;
      }
      if (updated.length === 0) {
        await groupOf(db, accountId, groupId);
        throw new ApiError(
          "EFORBIDDEN",
          "Only the account owner may change the access scopes of a group the owner is in",
        );
      }
      const [group] = await withMembers(db, accountId, updated);
      return c.json(group, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{groupId}`,
      tags,
      summary: "Delete a group",
      description:
        "Its members leave it (and its scopes stop applying to them). Only the owner may delete a group with " +
        "scopes that the owner is in (403 for an admin): that changes what the owner sees.",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404],
    }),
    async (c) => {
      const caller = c.get("caller");
      const db = c.get("db");
      const { groupId } = c.req.valid("param");
      if (!(await deleteGroup(db, caller.accountId, groupId, caller.role !== "owner"))) {
        await groupOf(db, caller.accountId, groupId);
        throw new ApiError(
          "EFORBIDDEN",
          "Only the account owner may delete a group with access scopes that the owner is in",
        );
      }
      return c.json({ deleted: true as const }, 200);
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: `${base}/{groupId}/members`,
      tags,
      summary: "Add members to a group and remove members from it",
      description: "`add` and `remove` are members' emails; every one must be a member of the account (400).",
      request: { params, ...jsonBody(membershipSchema) },
      responses: { 200: jsonResponse(groupSchema, "The group with its members") },
      errors: [404],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const group = await groupOf(db, accountId, c.req.valid("param").groupId);
      const emails = [...body.add, ...body.remove];
      const known = await memberKeysOf(db, accountId);
      // As in the members API: only the owner changes the owner's groups (they would narrow its scope).
      const ownerKey = known.find((m) => m.role === "owner")?.emailKey;
      assertMayTouch(
        c.get("caller"),
        emails.some((e) => emailKey(e) === ownerKey),
        "change the owner's groups",
      );
      const idOf = new Map(known.map((m) => [m.emailKey, m.id]));
      const unknown = emails.flatMap((e, i) =>
        idOf.has(emailKey(e))
          ? []
          : [
              {
                path: i < body.add.length ? ["add", i] : ["remove", i - body.add.length],
                message: "not a member",
              },
            ],
      );
      if (unknown.length > 0) throw new ApiError("EVALIDATION", "Validation failed: no such member", unknown);
      const id = (e: string) => idOf.get(emailKey(e)) as string;
      await changeMembership(db, group.id, body.add.map(id), body.remove.map(id));
      const [answer] = await withMembers(db, accountId, [group]);
      return c.json(answer, 200);
    },
  );
