// What ingestion applies to an account's batches (exclusion and reduction rules, suspension, log layout and
// live tail's lease: activeIngestRules of src/api/reduction/store.ts), cached per isolate as key lookups are
// (src/http/key-cache.ts), so that a batch in steady state sends D1 no statement. The isolate that writes
// exclusion or reduction rules, a suspension or resume, or the account's settings drops the account's entry
// (dropCachedRulesAfterWrite), so there the change applies to the next batch; another isolate applies it
// within 10 s. While D1 fails, the entry this isolate last read is used for up to STALE_IF_ERROR_MS (an hour).
import type { Db } from "../../db/client";
import { compileExclusions } from "../../engine/exclusions";
import { dropAfterWrite } from "../../http/auth";
import { KeyCache, STALE_IF_ERROR_MS } from "../../http/key-cache";
import { activeIngestRules } from "../reduction/store";

/**
 * How much later than the layout job says (`since`, src/jobs/log-layout.ts) ingestion places batches by the
 * new layout. A retry must reach the slice its first attempt reached, and an isolate whose entry was read
 * before the change (up to 10 s, plus the job's time before it writes) places every batch by the old layout:
 * with this notice every isolate, fresh or not, places the lines of those seconds by the old one.
 */
export const LAYOUT_NOTICE_MS = 60_000;

async function loadIngestRules(db: Db, accountId: string) {
  const rules = await activeIngestRules(db, accountId);
  const { layout } = rules;
  return {
    ...rules,
    layout: layout.previous ? { ...layout, since: layout.since + LAYOUT_NOTICE_MS } : layout,
    // Compiled once per read rather than per batch.
    exclusionOf: compileExclusions(rules.exclusions),
  };
}

export type IngestRules = Awaited<ReturnType<typeof loadIngestRules>>;

/** Exported for tests, which age its entries. */
export const ingestRulesCache = new KeyCache<IngestRules>(undefined, undefined, STALE_IF_ERROR_MS);

/** The account's rules: from this isolate's cache, else from D1; while D1 fails, as last read (bounded). */
export const ingestRules = (db: Db, accountId: string) =>
  ingestRulesCache.readThrough(
    accountId,
    () => loadIngestRules(db, accountId),
    () => accountId,
    { what: `ingestion rules of account ${accountId}` },
  );

/** The areas whose writes change what ingestion applies: exclusion rules, suspension, reduction rules, settings. */
const INGEST_RULE_AREAS = /^\/v1\/config\/(ingestion|reduction-rules)(\/|$)|^\/v3\/pipeline\/account$/;

export const dropCachedRulesAfterWrite = dropAfterWrite(ingestRulesCache, INGEST_RULE_AREAS);

/**
 * Forgets the account's entry: after this isolate opened a live tail (its lease applies here to the next
 * batch), or when D1 showed the entry outdated.
 */
export const forgetIngestRules = (accountId: string) => ingestRulesCache.dropAccount(accountId);
