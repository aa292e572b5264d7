// Query parameters shared by export v1 and v2, and their resolution into a LineFilter.
import { z } from "@hono/zod-openapi";
import type { AccountRow } from "../../env";
import { ApiError } from "../../http/errors";
import { commaListParam } from "../../http/query-params";
import { retentionBoundary, unixToMs } from "../../lib/time";
import type { Direction, LineFilter, Snapshot } from "../../logstore/reader";
import { parseQueryParam } from "../shared/query";

const MAX_LIST = 20;

const list = (name: string) =>
  commaListParam(name, MAX_LIST, 512, `Comma-separated ${name} (exact match, at most ${MAX_LIST})`);

const unixTime = (description: string) =>
  z
    .string()
    .regex(/^\d{1,16}$/, "must be a unix timestamp (seconds or milliseconds), or 0")
    .transform(Number)
    .optional()
    .openapi({ type: "integer", description });

export const exportFilterFields = {
  from: unixTime("Start, unix seconds or ms (inclusive). 0 or absent: the plan's retention boundary"),
  to: unixTime("End, unix seconds or ms (inclusive). 0 or absent: now"),
  hosts: list("hosts"),
  apps: list("apps"),
  levels: list("levels"),
  query: z.string().max(4096).optional().openapi({ description: "Search query (see the query language)" }),
  prefer: z
    .enum(["head", "tail"])
    .default("head")
    .openapi({ description: "head: the oldest lines of the range first; tail: the newest first" }),
};

export interface ExportFilterInput {
  from?: number;
  to?: number;
  hosts: string[];
  apps: string[];
  levels: string[];
  query?: string;
  prefer: "head" | "tail";
}

export interface ResolvedFilter {
  filter: LineFilter;
  direction: Direction;
}

/** Resolves from/to (0 or absent: retention boundary and now, each on its own) and parses the query. */
export function resolveFilter(
  input: ExportFilterInput,
  account: AccountRow,
  now: number,
  resolved?: { from: number; to: number; snapshot: Snapshot | null },
): ResolvedFilter {
  const query = parseQueryParam(input.query, ["query", "query"]);
  // Nothing older than the account keeps is read, whatever `from` says: slices are dropped whole, when their
  // newest line expires, so older lines of theirs may still be stored.
  const boundary = retentionBoundary(now, account.retentionDays);
  const asked = resolved?.from ?? (input.from ? unixToMs(input.from) : boundary);
  const to = resolved?.to ?? (input.to ? unixToMs(input.to) : now);
  // A token's from stays as the first page resolved it: its pages do not move.
  const from = resolved ? resolved.from : Math.max(asked, boundary);
  if (asked > to) {
    throw new ApiError("EVALIDATION", "Validation failed: from is after to", [
      { path: ["query", "from"], message: "from must not be after to" },
    ]);
  }
  return {
    filter: {
      accountId: account.id,
      from,
      to,
      apps: input.apps,
      hosts: input.hosts,
      levels: input.levels.map((l) => l.toUpperCase()),
      query,
      snapshot: resolved?.snapshot ?? null,
    },
    direction: input.prefer === "tail" ? "desc" : "asc",
  };
}
