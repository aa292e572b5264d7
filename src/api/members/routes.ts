// Members (v1): `/v1/config/members[/{email}]`, `{email, role, groups[]}`. Roles are admin, member and readonly
// (src/http/roles.ts says what each may do); `owner` is never assigned through the API, and the owner can be
// neither deleted nor demoted. `groups` are group ids of the account. A member's keys go with the member
// (foreign key cascade), except that the account's last service key may not go (409): that condition is
// part of the DELETE statement itself.
import { z } from "@hono/zod-openapi";
import type { Db } from "../../db/client";
import type { Caller } from "../../env";
import { ApiError, notFound } from "../../http/errors";
import { defineRoute, jsonBody, jsonResponse } from "../../http/openapi";
import { createRouter } from "../../http/router";
import { presentMember } from "./present";
import {
  assertMayTouch,
  deleteMemberKeepingServiceKey,
  groupIdsOf,
  insertMemberWithin,
  listMembers,
  type MemberRow,
  memberByEmail,
  requireGroups,
  updateMember,
} from "./store";

const tags = ["Members"];
const base = "/v1/config/members";
const MAX_MEMBERS = 1000;

const assignableRole = z
  .enum(["admin", "member", "readonly"], {
    error: "role must be admin, member or readonly (owner cannot be assigned)",
  })
  .openapi({ description: "admin, member or readonly; the owner role cannot be assigned" });
const groupsField = z
  .array(z.string().min(1).max(64))
  .max(50)
  .openapi({ description: "Ids of groups of the account (`groupid`)" });

const createSchema = z
  .strictObject({
    email: z.email({ error: "email must be an email address" }).max(320),
    role: assignableRole,
    groups: groupsField.default([]),
  })
  .openapi("MemberCreate");
// `role` may also be "owner": the terraform provider (resource_member.go, `memberPutRequest`) always sends the
// role it read, so updating the owner's groups sends `"role": "owner"`. The member's current role is no
// change; assigning owner to anyone else is still refused.
const updateSchema = z
  .strictObject({
    role: z
      .enum(["owner", "admin", "member", "readonly"], {
        error: "role must be owner, admin, member or readonly",
      })
      .optional()
      .openapi({ description: "admin, member or readonly; owner only as the owner's own (unchanged) role" }),
    groups: groupsField.optional(),
  })
  .refine((p) => p.role !== undefined || p.groups !== undefined, {
    message: "give role or groups",
    when: (p) => p.issues.length === 0,
  })
  .openapi("MemberUpdate");
type MemberUpdate = z.infer<typeof updateSchema>;

const memberSchema = z
  .object({
    email: z.string(),
    role: z.enum(["owner", "admin", "member", "readonly"]),
    groups: z.array(z.string()).openapi({ description: "Group ids" }),
  })
  .openapi("Member");
const params = z.object({
  email: z
    .string()
    .min(1)
    .max(320)
    .openapi({ param: { name: "email", in: "path" }, description: "The member's email (any case)" }),
});

/** The member as answered: with its groups. */
async function withGroups(db: Db, m: MemberRow) {
  const groups = await groupIdsOf(db, m.accountId, [m.id]);
  return presentMember(m, groups.get(m.id) ?? []);
}

async function memberToChange(db: Db, accountId: string, email: string) {
  const row = await memberByEmail(db, accountId, email);
  if (!row) throw notFound("Member");
  return row;
}

async function update(db: Db, caller: Caller, email: string, patch: MemberUpdate) {
  const row = await memberToChange(db, caller.accountId, email);
  assertMayTouch(caller, row.role === "owner", "change the owner");
  const role = patch.role === row.role ? undefined : patch.role;
  if (role === "owner") {
    throw new ApiError("EVALIDATION", "Validation failed: the owner role cannot be assigned", [
      { path: ["role"], message: "role must be admin, member or readonly (owner cannot be assigned)" },
    ]);
  }
  if (row.role === "owner" && role !== undefined) {
    throw new ApiError("ECONFLICT", "The owner cannot be demoted");
  }
  const groupIds =
    patch.groups !== undefined ? await requireGroups(db, caller.accountId, patch.groups) : null;
  const updated = await updateMember(db, caller.accountId, row.id, role, groupIds);
  if (!updated) throw notFound("Member");
  return withGroups(db, updated);
}

const updateRoute = (method: "put" | "patch") =>
  defineRoute({
    method,
    path: `${base}/{email}`,
    tags,
    summary: method === "put" ? "Change a member" : "Change a member (as PUT)",
    description:
      "`role` and/or `groups` (which replace the member's groups). Only the owner changes the owner's groups; " +
      "the owner's role never changes (409).",
    request: { params, ...jsonBody(updateSchema) },
    responses: { 200: jsonResponse(memberSchema, "The changed member") },
    errors: [404, 409],
  });

export const membersRouter = createRouter()
  .openapi(
    defineRoute({
      method: "get",
      path: base,
      tags,
      summary: "List members",
      responses: { 200: jsonResponse(z.array(memberSchema), "The account's members, oldest first") },
    }),
    async (c) => {
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const rows = await listMembers(db, accountId);
      const groups = await groupIdsOf(
        db,
        accountId,
        rows.map((r) => r.id),
      );
      return c.json(
        rows.map((r) => presentMember(r, groups.get(r.id) ?? [])),
        200,
      );
    },
  )
  .openapi(
    defineRoute({
      method: "post",
      path: base,
      tags,
      summary: "Add a member",
      description: `An email not yet a member (409 otherwise, whatever its case); at most ${MAX_MEMBERS} members.`,
      request: jsonBody(createSchema),
      responses: { 200: jsonResponse(memberSchema, "The new member") },
      errors: [409],
    }),
    async (c) => {
      const body = c.req.valid("json");
      const { accountId } = c.get("caller");
      const db = c.get("db");
      const groupIds = await requireGroups(db, accountId, body.groups);
      const id = crypto.randomUUID();
      const email = body.email.trim();
      const inserted = await insertMemberWithin(
        db,
        accountId,
        { id, email, role: body.role, groupIds },
        MAX_MEMBERS,
      );
      if (!inserted) {
        if (await memberByEmail(db, accountId, email)) {
          throw new ApiError("ECONFLICT", `${email} is already a member`, [
            { path: ["email"], message: "already a member of this account" },
          ]);
        }
        throw new ApiError("ECONFLICT", `An account has at most ${MAX_MEMBERS} members`);
      }
      return c.json(await withGroups(db, await memberToChange(db, accountId, email)), 200);
    },
  )
  .openapi(
    defineRoute({
      method: "get",
      path: `${base}/{email}`,
      tags,
      summary: "Get a member",
      request: { params },
      responses: { 200: jsonResponse(memberSchema, "The member") },
      errors: [404],
    }),
    async (c) => {
      const db = c.get("db");
      const row = await memberToChange(db, c.get("caller").accountId, c.req.valid("param").email);
      return c.json(await withGroups(db, row), 200);
    },
  )
  .openapi(updateRoute("put"), async (c) =>
    c.json(await update(c.get("db"), c.get("caller"), c.req.valid("param").email, c.req.valid("json")), 200),
  )
  .openapi(updateRoute("patch"), async (c) =>
    c.json(await update(c.get("db"), c.get("caller"), c.req.valid("param").email, c.req.valid("json")), 200),
  )
  .openapi(
    defineRoute({
      method: "delete",
      path: `${base}/{email}`,
      tags,
      summary: "Remove a member (and the member's keys)",
      description:
        "The member's keys are deleted with the member, unless that would leave the account without a service " +
        "key (409). The owner cannot be removed (409; 403 for an admin).",
      request: { params },
      responses: { 200: jsonResponse(z.object({ deleted: z.literal(true) }), "Deleted") },
      errors: [404, 409],
    }),
    async (c) => {
      const caller = c.get("caller");
      const db = c.get("db");
      const row = await memberToChange(db, caller.accountId, c.req.valid("param").email);
      assertMayTouch(caller, row.role === "owner", "remove the owner");
      if (row.role === "owner") throw new ApiError("ECONFLICT", "The owner cannot be removed");
      if (!(await deleteMemberKeepingServiceKey(db, caller.accountId, row.id))) {
        if (!(await memberByEmail(db, caller.accountId, row.email))) throw notFound("Member");
        throw new ApiError(
          "ECONFLICT",
          "Removing this member would delete the account's last service key: create another one first",
        );
      }
      return c.json({ deleted: true as const }, 200);
    },
  );
