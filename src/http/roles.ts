// Role enforcement on the management APIs: who may do what, as one table read top to bottom. It runs after
// requireServiceKey, so the caller's role is known (a member's role, or "owner" for an account key).
// What a path allows beyond the table (an admin may not touch the owner) is checked by its route.
import { createMiddleware } from "hono/factory";
import type { AppEnv, Caller } from "../env";
import { isEnterprisePath } from "./enterprise-auth";
import { ApiError } from "./errors";

export type Role = Caller["role"];

const EVERYONE: Role[] = ["owner", "admin", "member", "readonly"];
const WRITERS: Role[] = ["owner", "admin", "member"];
const ADMINS: Role[] = ["owner", "admin"];

const READS = ["GET", "HEAD", "OPTIONS"];
const WRITES = ["POST", "PUT", "PATCH", "DELETE"];
const ANY = [...READS, ...WRITES];

interface Rule {
  /** What the row is about, named in the refusal. */
  what: string;
  methods: string[];
  path: RegExp;
  roles: Role[];
}

/** The first row whose method and path match decides. */
export const ROLE_RULES: Rule[] = [
  // Administration: owners and admins only. Keys and archiving are not even readable by others: the key
  // list says who holds access, and an archive configuration holds storage credentials.
  { what: "administer API keys", methods: ANY, path: /^\/v1\/config\/keys(\/|$)/, roles: ADMINS },
  { what: "administer archiving", methods: ANY, path: /^\/v1\/config\/archiving(\/|$)/, roles: ADMINS },
  { what: "administer members", methods: WRITES, path: /^\/v1\/config\/members(\/|$)/, roles: ADMINS },
  { what: "administer groups", methods: WRITES, path: /^\/v1\/config\/groups(\/|$)/, roles: ADMINS },
  { what: "change account settings", methods: WRITES, path: /^\/v3\/pipeline\/account\/?$/, roles: ADMINS },
  // The key that signs the account's notifications: whoever reads it can forge one, so only admins.
  {
    what: "read or rotate the notification signing secret",
    methods: ANY,
    path: /^\/v3\/pipeline\/notification\/signing-secret(\/|$)/,
    roles: ADMINS,
  },
  {
    what: "suspend or resume ingestion",
    methods: WRITES,
    path: /^\/v1\/config\/ingestion\/(suspend|resume)(\/|$)/,
    roles: ADMINS,
  },
  // POSTs that only read (they compute an answer and store nothing): a readonly member may call them.
  {
    what: "simulate a pipeline",
    methods: ["POST"],
    path: /^\/v3\/pipeline\/[^/]+\/simulate\/[^/]+$/,
    roles: EVERYONE,
  },
  {
    what: "simulate a processor group",
    methods: ["POST"],
    path: /^\/v3\/pipeline\/processor-group\/[^/]+\/simulate$/,
    roles: EVERYONE,
  },
  {
    what: "export a pipeline as terraform",
    methods: ["POST"],
    path: /^\/v3\/pipeline\/[^/]+\/export$/,
    roles: EVERYONE,
  },
  { what: "open a live tail", methods: ["POST"], path: /^\/v1\/tail\/ticket$/, roles: EVERYONE },
  { what: "tap a pipeline", methods: ["POST"], path: /^\/v3\/pipeline\/[^/]+\/tap\/[^/]+$/, roles: EVERYONE },
  {
    what: "test a parsing template",
    methods: ["POST"],
    path: /^\/v1\/config\/parsing-template\/(test|[^/]+\/test)$/,
    roles: EVERYONE,
  },
  // Everything else: anyone reads, all but readonly members write.
  { what: "read", methods: READS, path: /^/, roles: EVERYONE },
  { what: "change anything", methods: WRITES, path: /^/, roles: WRITERS },
];

/** The rule that decides a request, or undefined for a method no row names (refused). */
export function ruleFor(method: string, path: string): Rule | undefined {
  return ROLE_RULES.find((r) => r.methods.includes(method) && r.path.test(path));
}

export function mayCall(role: Role, method: string, path: string): boolean {
  return ruleFor(method, path)?.roles.includes(role) ?? false;
}

export const enforceRole = createMiddleware<AppEnv>(async (c, next) => {
  // The enterprise API authenticates (and authorizes) its own keys.
  if (isEnterprisePath(c.req.path)) return next();
  const { role } = c.get("caller");
  const method = c.req.method.toUpperCase();
  const rule = ruleFor(method, c.req.path);
  if (!rule?.roles.includes(role)) {
    throw new ApiError(
      "EFORBIDDEN",
      `A key with the ${role} role may not ${rule?.what ?? `call ${method}`} (needs ${(rule?.roles ?? ADMINS).join(" or ")})`,
    );
  }
  await next();
});
