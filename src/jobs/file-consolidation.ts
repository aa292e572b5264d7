// File consolidation (the mezmo provider's `file_consolidation` of the s3 and azure-blob-storage
// destinations), run every minute from the Cron Trigger (src/index.ts). For every destination of a published
// pipeline revision with `file_consolidation.enabled`, once `process_every_seconds` has passed since its last
// complete pass (file_consolidation_runs; a destination never run is due at once, "upon deployment"):
// - lists the objects under `base_path` (recursively, in key order: ListObjectsV2 / List Blobs);
// - per folder (the key up to its last `/`), leaves out `merged_*` objects, objects modified within the last
//   interval (maybe still being written), empty ones and ones already as large as a merged file;
// - concatenates the rest of each folder in key order into `<folder>/merged_<unix seconds>.log` of at most
//   `requested_size_bytes` each (gzip objects, `*.gz`, separately into `merged_<unix seconds>.log.gz`: gzip
//   members concatenated are a multi-member gzip file every gzip reader reads whole), streaming: each source
//   is read and cut into parts of CONSOLIDATION_PART_BYTES (S3 multipart upload, Azure Put Block + Put Block
//   List), never the whole file in memory; a merged file of a single source is not written;
// - deletes the sources only after the merged object is committed. A failure before the commit loses
//   nothing (the upload is aborted, the sources stay); a crash between the commit and the deletes leaves
//   the merged file and the remaining sources side by side, and the next pass merges those again (duplicate
//   data, never lost data).
// A run is bounded: at most CONSOLIDATION_MAX_OBJECTS_PER_RUN sources and CONSOLIDATION_MAX_BYTES_PER_RUN
// bytes over all destinations (a merged file is also at most that large), CONSOLIDATION_MAX_LIST_PAGES
// listings per destination; a pass cut short keeps its list position (`cursor`) and goes on at the next run,
// whatever the interval; at most CONSOLIDATION_MAX_DESTINATIONS_PER_RUN destinations a run, the longest
// waiting first. Two overlapping runs never take the same destination (a lease in the row).
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { createDb } from "../db/client";
import { fileConsolidationRuns, pipelineRevisionNodes, pipelines } from "../db/schema";
import { findNodeKind } from "../engine/kinds";
import type { Bindings } from "../env";
import { concatBytes } from "../lib/bytes";
import { openSecrets } from "../lib/sealed-secrets";
import { clip, secretRedactor } from "../notify/redact";
import { s3Store } from "../vendors/aws/s3";
import { azureBlobStore } from "../vendors/azure/blob-store";
import type { ObjectStore, StoredObject } from "../vendors/object-store";

const MiB = 1_048_576;
export const CONSOLIDATION_MAX_OBJECTS_PER_RUN = 200;
export const CONSOLIDATION_MAX_BYTES_PER_RUN = 512 * MiB;
/** S3 wants every part but the last at least 5 MiB. */
export const CONSOLIDATION_PART_BYTES = 8 * MiB;
export const CONSOLIDATION_LIST_PAGE = 1000;
export const CONSOLIDATION_MAX_LIST_PAGES = 5;
/** Destinations taken in one run (each costs up to CONSOLIDATION_MAX_LIST_PAGES listings). */
export const CONSOLIDATION_MAX_DESTINATIONS_PER_RUN = 25;
/** How long a run holds a destination; a crashed run's hold lapses after it. */
export const CONSOLIDATION_LEASE_MS = 15 * 60_000;
export const CONSOLIDATION_KINDS = ["s3", "azure-blob-storage"] as const;

export interface FileConsolidationConfig {
  enabled: boolean;
  process_every_seconds: number;
  requested_size_bytes: number;
  base_path: string;
}

export interface ConsolidationOptions {
  /** The clock decisions are made with (tests); requests are signed with the real time. */
  now?: number;
  /** Tests only: replaces every destination's requested_size_bytes (the schema's minimum is 50 MB). */
  requestedSizeBytes?: number;
  maxObjects?: number;
  maxBytes?: number;
  partBytes?: number;
  listPage?: number;
  fetch?: typeof fetch;
}

export interface MergePlan {
  folder: string;
  gzip: boolean;
  sources: StoredObject[];
  bytes: number;
}

/** The folder of a key: everything up to and including its last `/` ("" at the root). */
export const folderOf = (key: string) => key.slice(0, key.lastIndexOf("/") + 1);
const baseName = (key: string) => key.slice(key.lastIndexOf("/") + 1);
const isMerged = (key: string) => baseName(key).startsWith("merged_");

/** The list prefix of a base path: "" (the root) or the path ending in `/`. */
export const basePrefix = (basePath: string) =>
  basePath === "" || basePath.endsWith("/") ? basePath : `${basePath}/`;

/**
 * The merged files to write from listed objects: per folder and gzip-or-not, the eligible objects in key
 * order, cut greedily into runs of at most `maxBytes`; runs of a single object are left alone.
 */
export function planMerges(
  objects: StoredObject[],
  opts: { now: number; quietMs: number; maxBytes: number },
): MergePlan[] {
  const groups = new Map<string, StoredObject[]>();
  for (const o of [...objects].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    if (o.key.endsWith("/") || isMerged(o.key)) continue;
    if (o.size <= 0 || o.size >= opts.maxBytes) continue;
    if (o.lastModified > opts.now - opts.quietMs) continue;
    const gzip = o.key.endsWith(".gz");
    const id = `${gzip ? 1 : 0}${folderOf(o.key)}`;
    groups.set(id, [...(groups.get(id) ?? []), o]);
  }
  const plans: MergePlan[] = [];
  for (const [id, group] of groups) {
    const gzip = id.startsWith("1");
    let current: MergePlan = { folder: id.slice(1), gzip, sources: [], bytes: 0 };
    const close = () => {
      if (current.sources.length > 1) plans.push(current);
      current = { folder: id.slice(1), gzip, sources: [], bytes: 0 };
    };
    for (const o of group) {
      if (current.bytes + o.size > opts.maxBytes) close();
      current.sources.push(o);
      current.bytes += o.size;
    }
    close();
  }
  return plans;
}

interface Budget {
  objects: number;
  bytes: number;
}

/** Reads the sources in order into an upload of parts of about `partBytes`; commits it. */
async function writeMerged(store: ObjectStore, key: string, plan: MergePlan, partBytes: number) {
  const upload = store.upload(key, plan.gzip ? "application/gzip" : "text/plain; charset=utf-8");
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    const part = concatBytes(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    await upload.part(part);
  };
  try {
    for (const source of plan.sources) {
      const reader = (await store.read(source.key)).getReader();
      let read = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        read += value.byteLength;
        if (read > source.size) {
          await reader.cancel();
          break;
        }
        pending.push(value);
        pendingBytes += value.byteLength;
        if (pendingBytes >= partBytes) await flush();
      }
      // An object rewritten since it was listed is not what the plan holds: merge nothing.
      if (read !== source.size)
        throw new Error(`${store.name}/${source.key} changed while merging (listed ${source.size} bytes)`);
    }
    if (pendingBytes > 0) await flush();
    await upload.complete();
  } catch (err) {
    await upload.abort().catch(() => {});
    throw err;
  }
}

export interface DestinationOutcome {
  merged: number;
  sources: number;
  bytes: number;
  /** The list position a cut-short pass goes on from; null when the pass is complete. */
  cursor: string | null;
  errors: string[];
}

/** One pass (or the bounded part of one) over a destination's bucket or container. */
export async function consolidateStore(
  store: ObjectStore,
  config: FileConsolidationConfig,
  cursor: string | null,
  budget: Budget,
  opts: { now: number; maxFileBytes: number; partBytes: number; listPage: number },
): Promise<DestinationOutcome> {
  const outcome: DestinationOutcome = { merged: 0, sources: 0, bytes: 0, cursor: null, errors: [] };
  const prefix = basePrefix(config.base_path);
  const listed: StoredObject[] = [];
  let after = cursor;
  let complete = false;
  for (let page = 0; page < CONSOLIDATION_MAX_LIST_PAGES; page++) {
    const answer = await store.list(prefix, after, opts.listPage);
    listed.push(...answer.objects);
    after = answer.next;
    if (after === null) {
      complete = true;
      break;
    }
    if (listed.length >= budget.objects * 2) break;
  }
  const maxBytes = Math.min(opts.maxFileBytes, budget.bytes);
  const plans = planMerges(listed, { now: opts.now, quietMs: config.process_every_seconds * 1000, maxBytes });
  // merged_<unix seconds>: unique in its folder, later files later (several in one run take the next seconds).
  const taken = new Set(listed.filter((o) => isMerged(o.key)).map((o) => o.key.replace(/\.gz$/, "")));
  let leftOver = false;
  for (const plan of plans) {
    while (plan.sources.length > budget.objects || plan.bytes > budget.bytes) {
      const dropped = plan.sources.pop() as StoredObject;
      plan.bytes -= dropped.size;
      leftOver = true;
    }
    if (plan.sources.length < 2) {
      leftOver = true;
      break;
    }
    let seconds = Math.floor(opts.now / 1000);
    while (taken.has(`${plan.folder}merged_${seconds}.log`)) seconds++;
    taken.add(`${plan.folder}merged_${seconds}.log`);
    const key = `${plan.folder}merged_${seconds}.log${plan.gzip ? ".gz" : ""}`;
    budget.objects -= plan.sources.length;
    budget.bytes -= plan.bytes;
    try {
      await writeMerged(store, key, plan, opts.partBytes);
    } catch (err) {
      outcome.errors.push(err instanceof Error ? err.message : String(err));
      continue;
    }
    outcome.merged++;
    outcome.bytes += plan.bytes;
    for (const source of plan.sources) {
      try {
        await store.remove(source.key);
        outcome.sources++;
      } catch (err) {
        outcome.errors.push(
          `${key} was written but ${source.key} was not deleted (its data is now in both): ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    }
  }
  // A pass cut short by the run's budget starts again from the beginning (""): its leftovers are there.
  outcome.cursor = leftOver ? (complete ? "" : (after ?? "")) : complete ? null : after;
  return outcome;
}

const runKey = (r: { accountId: string; pipelineId: string; nodeId: string }) =>
  `${r.accountId}/${r.pipelineId}/${r.nodeId}`;

export async function runFileConsolidation(env: Bindings, options: ConsolidationOptions = {}) {
  const now = options.now ?? Date.now();
  const db = createDb(env.DB);
  const nodes = await db
    .select({
      accountId: pipelines.accountId,
      pipelineId: pipelines.id,
      nodeId: pipelineRevisionNodes.nodeId,
      type: pipelineRevisionNodes.type,
      userConfig: pipelineRevisionNodes.userConfig,
    })
    .from(pipelines)
    .innerJoin(pipelineRevisionNodes, eq(pipelineRevisionNodes.revisionId, pipelines.publishedRevisionId))
    .where(
      and(
        isNotNull(pipelines.publishedRevisionId),
        eq(pipelineRevisionNodes.nodeClass, "sink"),
        eq(pipelineRevisionNodes.disabled, false),
        inArray(pipelineRevisionNodes.type, [...CONSOLIDATION_KINDS]),
      ),
    )
    .all();
  const enabled = nodes.filter(
    (n) => (n.userConfig.file_consolidation as FileConsolidationConfig | undefined)?.enabled === true,
  );
  const summary = { destinations: enabled.length, due: 0, merged: 0, sources: 0, bytes: 0, failed: 0 };
  if (enabled.length === 0) return summary;
  const states = new Map(
    (
      await db
        .select()
        .from(fileConsolidationRuns)
        .where(inArray(fileConsolidationRuns.pipelineId, [...new Set(enabled.map((n) => n.pipelineId))]))
        .all()
    ).map((s) => [runKey(s), s]),
  );
  const due = enabled
    .map((node) => ({ node, state: states.get(runKey(node)) }))
    .filter(({ node, state }) => {
      const config = node.userConfig.file_consolidation as FileConsolidationConfig;
      if (!state) return true;
      if (state.leaseUntil > now) return false;
      return state.cursor !== null || now - state.lastRunAt >= config.process_every_seconds * 1000;
    })
    .sort((a, b) => (a.state?.lastRunAt ?? 0) - (b.state?.lastRunAt ?? 0));
  summary.due = due.length;
  const budget: Budget = {
    objects: options.maxObjects ?? CONSOLIDATION_MAX_OBJECTS_PER_RUN,
    bytes: options.maxBytes ?? CONSOLIDATION_MAX_BYTES_PER_RUN,
  };
  let taken = 0;
  for (const { node } of due) {
    if (budget.objects < 2 || budget.bytes <= 0 || taken >= CONSOLIDATION_MAX_DESTINATIONS_PER_RUN) break;
    const intervalMs =
      (node.userConfig.file_consolidation as FileConsolidationConfig).process_every_seconds * 1000;
    const where = and(
      eq(fileConsolidationRuns.accountId, node.accountId),
      eq(fileConsolidationRuns.pipelineId, node.pipelineId),
      eq(fileConsolidationRuns.nodeId, node.nodeId),
    );
    // The claim: one conditional upsert, so of two overlapping runs only one takes the destination, and
    // only while it is still due (another run may have just finished a pass).
    const claimed = await db
      .insert(fileConsolidationRuns)
      .values({
        accountId: node.accountId,
        pipelineId: node.pipelineId,
        nodeId: node.nodeId,
        leaseUntil: now + CONSOLIDATION_LEASE_MS,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [
          fileConsolidationRuns.accountId,
          fileConsolidationRuns.pipelineId,
          fileConsolidationRuns.nodeId,
        ],
        set: { leaseUntil: now + CONSOLIDATION_LEASE_MS, updatedAt: now },
        setWhere: sql`${fileConsolidationRuns.leaseUntil} <= ${now} and (${fileConsolidationRuns.cursor} is not null or ${fileConsolidationRuns.lastRunAt} <= ${now - intervalMs})`,
      })
      .returning({ cursor: fileConsolidationRuns.cursor })
      .all();
    if (claimed.length === 0) continue;
    taken++;
    const config = (await openSecrets(env, node.userConfig)) as Record<string, unknown> & {
      file_consolidation: FileConsolidationConfig;
    };
    const fc = config.file_consolidation;
    let outcome: DestinationOutcome;
    try {
      const store =
        node.type === "s3"
          ? s3Store(config as never, { fetch: options.fetch })
          : azureBlobStore(config as never, { fetch: options.fetch });
      outcome = await consolidateStore(store, fc, claimed[0].cursor, budget, {
        now,
        maxFileBytes: options.requestedSizeBytes ?? fc.requested_size_bytes,
        partBytes: options.partBytes ?? CONSOLIDATION_PART_BYTES,
        listPage: options.listPage ?? CONSOLIDATION_LIST_PAGE,
      });
    } catch (err) {
      // Listing failed (credentials, bucket): try again after the interval, not every minute.
      outcome = {
        merged: 0,
        sources: 0,
        bytes: 0,
        cursor: null,
        errors: [err instanceof Error ? err.message : String(err)],
      };
    }
    summary.merged += outcome.merged;
    summary.sources += outcome.sources;
    summary.bytes += outcome.bytes;
    if (outcome.errors.length > 0) summary.failed++;
    await db
      .update(fileConsolidationRuns)
      .set({
        // The interval counts from the start of a complete pass.
        ...(outcome.cursor === null && { lastRunAt: now }),
        cursor: outcome.cursor,
        leaseUntil: 0,
        mergedFiles: sql`${fileConsolidationRuns.mergedFiles} + ${outcome.merged}`,
        mergedObjects: sql`${fileConsolidationRuns.mergedObjects} + ${outcome.sources}`,
        // A store's answer may quote a credential: the destination's secrets masked, then cut.
        lastError:
          outcome.errors.length > 0
            ? clip(
                secretRedactor(config, findNodeKind("sink", node.type)?.config)(outcome.errors.join("; ")),
                2000,
              )
            : null,
        updatedAt: now,
      })
      .where(where);
  }
  return summary;
}
