// Samples: containers (a pipeline's source, or a processor group's input), decoding custom data into
// events, storing events (one row each, inserted in chunks well under D1's statement limits), wire form.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  pipelineNodes,
  pipelineSampleEvents,
  pipelineSamples,
  pipelines,
  processorGroups,
} from "../../db/schema";
import type { PipelineEvent } from "../../engine/events";
import { GROUP_INPUT } from "../../engine/processor-groups";
import { ApiError, notFound, validationError } from "../../http/errors";
import { byteLength, chunksOf, MAX_SAMPLE_BYTES, MAX_SAMPLE_EVENT_BYTES } from "../../live/capture";
import { decodeEvents } from "../../live/decode";

export const MAX_SAMPLE_EVENTS = 1000;

export type SampleRow = typeof pipelineSamples.$inferSelect;
export type Format = "json" | "ndjson" | "text";

export interface Container {
  type: "pipeline" | "processor-group";
  id: string;
  /** A pipeline's source node id, or `input` for a processor group. */
  sourceId: string;
}

/**
 * The container and source of a sample path: a pipeline of the account and one of its sources, or a
 * processor group of the account and its input (`input`, or the group's own id). Anything else is 404.
 */
export async function resolveContainer(
  db: Db,
  accountId: string,
  containerId: string,
  sourceId: string,
): Promise<Container> {
  const [pipeline, group] = await db.batch([
    db
      .select({ id: pipelines.id })
      .from(pipelines)
      .where(and(eq(pipelines.accountId, accountId), eq(pipelines.id, containerId)))
      .limit(1),
    db
      .select({ id: processorGroups.id })
      .from(processorGroups)
      .where(and(eq(processorGroups.accountId, accountId), eq(processorGroups.id, containerId)))
      .limit(1),
  ]);
  if (pipeline.length > 0) {
    const source = await db
      .select({ id: pipelineNodes.id })
      .from(pipelineNodes)
      .where(
        and(
          eq(pipelineNodes.accountId, accountId),
          eq(pipelineNodes.pipelineId, containerId),
          eq(pipelineNodes.nodeClass, "source"),
          eq(pipelineNodes.id, sourceId),
        ),
      )
      .get();
    if (!source) throw notFound("Source");
    return { type: "pipeline", id: containerId, sourceId };
  }
  if (group.length > 0) {
    if (sourceId !== GROUP_INPUT && sourceId !== containerId) throw notFound("Source");
    return { type: "processor-group", id: containerId, sourceId: GROUP_INPUT };
  }
  throw notFound("Pipeline or processor group");
}

const tooLarge = (what: string) => new ApiError("EPAYLOADTOOLARGE", `The sample is too large: ${what}`);
const tooMany = (n: number) =>
  validationError(
    `Validation failed: a sample holds at most ${MAX_SAMPLE_EVENTS} events (the data has ${n})`,
    [{ path: ["data"], message: `at most ${MAX_SAMPLE_EVENTS} events` }],
  );

/** Turns an envelope item `{message, metadata?, timestamp?}` into an event, or explains why not. */
function envelopeEvent(item: unknown, index: number, now: number): PipelineEvent {
  const bad = (message: string) =>
    validationError(`Validation failed: event ${index}: ${message}`, [{ path: ["data", index], message }]);
  if (typeof item !== "object" || item === null || Array.isArray(item)) throw bad("must be an object");
  const { message, metadata, timestamp, ...rest } = item as Record<string, unknown>;
  const extra = Object.keys(rest);
  if (extra.length > 0)
    throw bad(`unknown envelope field ${extra[0]} (fields: message, metadata, timestamp)`);
  if (message === undefined) throw bad("message is required");
  if (
    metadata !== undefined &&
    (typeof metadata !== "object" || metadata === null || Array.isArray(metadata))
  )
    throw bad("metadata must be an object");
  let ts = now;
  if (typeof timestamp === "number" && Number.isFinite(timestamp)) ts = timestamp;
  else if (typeof timestamp === "string" && !Number.isNaN(Date.parse(timestamp))) ts = Date.parse(timestamp);
  else if (timestamp !== undefined) throw bad("timestamp must be Unix ms or an ISO 8601 date");
  return { message, metadata: (metadata as Record<string, unknown> | undefined) ?? {}, timestamp: ts };
}

/**
 * Decodes custom sample data as `format` says (the live ingestion decoder: json object or array, ndjson,
 * text lines). With `envelope`, each json/ndjson item is a whole event `{message, metadata?, timestamp?}`
 * (timestamps matter to time-based processors such as the throttle); otherwise each item is a message,
 * stamped now. Limits: 1000 events (400) and 4 MB (413).
 */
export function decodeSample(data: string, format: Format, envelope: boolean, now: number): PipelineEvent[] {
  if (byteLength(data) > MAX_SAMPLE_BYTES) tooLargeThrow(`the data exceeds ${MAX_SAMPLE_BYTES} bytes`);
  if (envelope && format === "text") {
    throw validationError("Validation failed: envelope needs json or ndjson data", [
      { path: ["envelope"], message: "text lines cannot carry envelopes" },
    ]);
  }
  // Count first, so an oversized sample is refused before anything else is built.
  if (format === "json") {
    let value: unknown;
    try {
      value = JSON.parse(data);
    } catch {
      throw validationError("Validation failed: data is not JSON", [{ path: ["data"], message: "not JSON" }]);
    }
    const items = Array.isArray(value) ? value : [value];
    if (items.length > MAX_SAMPLE_EVENTS) throw tooMany(items.length);
    if (envelope) {
      if (items.length === 0)
        throw validationError("Validation failed: data holds no events", [
          { path: ["data"], message: "no events" },
        ]);
      return items.map((item, i) => envelopeEvent(item, i, now));
    }
  } else {
    const lines = data.split(/\r?\n/).filter((l) => l.trim() !== "");
    if (lines.length > MAX_SAMPLE_EVENTS) throw tooMany(lines.length);
    if (envelope) {
      return lines.map((line, i) => {
        try {
          return envelopeEvent(JSON.parse(line), i, now);
        } catch (err) {
          if (err instanceof ApiError) throw err;
          throw validationError(`Validation failed: line ${i + 1} is not JSON`, [
            { path: ["data", i], message: "not JSON" },
          ]);
        }
      });
    }
  }
  try {
    return decodeEvents(data, format, now, {});
  } catch (err) {
    // The decoder points into a request body; here the body's `data` is what was decoded.
    if (err instanceof ApiError) {
      throw new ApiError(
        err.code,
        err.message.replace("; nothing was accepted", ""),
        err.details.map((d) => ({ ...d, path: ["data", ...d.path.slice(1)] })),
      );
    }
    throw err;
  }
}

function tooLargeThrow(what: string): never {
  throw tooLarge(what);
}

/** Serializes events for storage, enforcing the per-event and per-sample byte limits. */
export function serializeEvents(events: PipelineEvent[]): { json: string[]; bytes: number } {
  const json = events.map((e) => JSON.stringify(e));
  let bytes = 0;
  json.forEach((j, i) => {
    const n = byteLength(j);
    if (n > MAX_SAMPLE_EVENT_BYTES) tooLargeThrow(`event ${i} exceeds ${MAX_SAMPLE_EVENT_BYTES} bytes`);
    bytes += n;
  });
  if (bytes > MAX_SAMPLE_BYTES) tooLargeThrow(`its events exceed ${MAX_SAMPLE_BYTES} bytes`);
  return { json, bytes };
}

/** Statements inserting events `json` at seq base.. of a sample (for a batch). */
export function insertEventStatements(db: Db, sampleId: string, json: string[]) {
  return chunksOf(json).map(({ base, array }) =>
    db
      .insert(pipelineSampleEvents)
      .select(sql`SELECT ${sampleId}, ${base} + key, value FROM json_each(${array})`),
  );
}

/** A capture whose window has passed without reaching its limit is timed out (kept with what it got). */
export function statusOf(s: SampleRow, now = Date.now()): "ready" | "capturing" | "timed_out" {
  if (s.status === "capturing" && (s.captureExpiresAt ?? 0) <= now) return "timed_out";
  return s.status;
}

export function serializeSample(s: SampleRow, events?: PipelineEvent[]) {
  return {
    id: s.id,
    pipeline_sample_id: s.id,
    account_id: s.accountId,
    container_id: s.containerId,
    container_type: s.containerType,
    source_id: s.sourceId,
    title: s.title,
    format: s.format,
    status: statusOf(s),
    event_count: s.eventCount,
    size_bytes: s.sizeBytes,
    capture:
      s.format === "capture"
        ? {
            limit: s.captureLimit as number,
            timeout_ms: s.captureTimeoutMs as number,
            expires_at: new Date(s.captureExpiresAt as number).toISOString(),
            captured: s.eventCount,
          }
        : null,
    ...(events && { events }),
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}

/** The samples of one source of one container of the caller's account. */
const ofContainer = (accountId: string, container: Container) =>
  and(
    eq(pipelineSamples.accountId, accountId),
    eq(pipelineSamples.containerId, container.id),
    eq(pipelineSamples.sourceId, container.sourceId),
  );

export async function findSample(db: Db, accountId: string, container: Container, sampleId: string) {
  const row = await db
    .select()
    .from(pipelineSamples)
    .where(and(ofContainer(accountId, container), eq(pipelineSamples.id, sampleId)))
    .get();
  if (!row) throw notFound("Sample");
  return row;
}

export function listSamples(db: Db, accountId: string, container: Container) {
  return db
    .select()
    .from(pipelineSamples)
    .where(ofContainer(accountId, container))
    .orderBy(asc(pipelineSamples.createdAt), asc(pipelineSamples.id))
    .all();
}

/** The sample's events in order, as fresh objects (processors may change them in place). */
export async function sampleEvents(db: Db, sampleId: string): Promise<PipelineEvent[]> {
  const rows = await db
    .select({ event: pipelineSampleEvents.event })
    .from(pipelineSampleEvents)
    .where(eq(pipelineSampleEvents.sampleId, sampleId))
    .orderBy(asc(pipelineSampleEvents.seq))
    .all();
  return rows.map((r) => JSON.parse(r.event) as PipelineEvent);
}
