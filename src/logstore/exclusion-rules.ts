// The active exclusion rules of one of an account's sets (ingestion or stream), as the line matcher
// (src/engine/exclusions.ts compileExclusions) takes them: one indexed SELECT, batchable with others.
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { exclusionRules } from "../db/schema";

export const activeExclusionRules = (
  db: Db,
  accountId: string,
  scope: (typeof exclusionRules.$inferSelect)["scope"],
) =>
  db
    .select({
      apps: exclusionRules.apps,
      hosts: exclusionRules.hosts,
      query: exclusionRules.query,
      indexOnly: exclusionRules.indexOnly,
    })
    .from(exclusionRules)
    .where(
      and(
        eq(exclusionRules.accountId, accountId),
        eq(exclusionRules.scope, scope),
        eq(exclusionRules.active, true),
      ),
    );
