// metrics-tag-cardinality-limit (Vector's tag_cardinality_limit, the mezmo provider's
// mezmo_metrics_tag_cardinality_limit_processor): per tag key, at most `value_limit` distinct values pass.
// A metric event carrying a value beyond the limit loses that tag (`drop_tag`) or is dropped whole
// (`drop_event`, and then none of its values are remembered). Events without a tags object (not metrics)
// pass unchanged. Both modes count exactly (`probabilistic`, a Bloom filter in Vector, is accepted and
// counts exactly too: never fewer values than configured). The seen values are the node's state across
// batches: kept in the instance here, in the node's Durable Object for live runs.
import { z } from "zod";
import { hash53 } from "../../lib/hash53";
import { getField, type PipelineEvent } from "../events";
import { defineProcessor } from "../kinds/define";
import { type Processor, ResultBuilder } from "./types";

const tagName = z.string().min(1).max(100);

const tagCardinalityConfig = z.strictObject({
  tags: z.array(tagName).max(10).optional().describe("The tags limited (default: every tag)"),
  exclude_tags: z.array(tagName).max(10).optional().describe("Tags never limited"),
  action: z.enum(["drop_tag", "drop_event"]).default("drop_event"),
  value_limit: z.number().int().min(1).max(10_000),
  // Both count exactly; Mezmo's own answers spell it "probabalistic", which is accepted too.
  mode: z.enum(["exact", "probabilistic", "probabalistic"]).default("exact"),
});

export type TagCardinalityConfig = z.output<typeof tagCardinalityConfig>;

/** Tag keys tracked per node; a further key counts as over its limit (memory stays bounded). */
export const MAX_TRACKED_TAGS = 1000;
/** Values tracked per node over all its tags; a value beyond counts as over its tag's limit. */
export const MAX_TRACKED_VALUES = 200_000;

/** [tag, value] pairs of one event that the limit applies to. */
export type TagPairs = [string, string][];

/** Where a metric keeps its tags: Mezmo's data model (`.tags`), or ours (`.metric.tags`). */
function tagsOf(event: PipelineEvent): Record<string, unknown> | null {
  for (const path of [".tags", ".metric.tags"]) {
    const v = getField(event, path);
    if (typeof v === "object" && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  }
  return null;
}

/** A short stable text for a value (long values hashed, cyrb53), as the state remembers it. */
export function valueKey(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.length <= 128) return text;
  return `#${hash53(text).toString(36)}:${text.length}`;
}

/**
 * Decides, event by event, which tags are over the limit, remembering admitted values in `seen`
 * (tag -> values). Answers per event the tag keys over the limit; `added` collects new [tag, value] pairs.
 */
export function limitTagValues(
  seen: Map<string, Set<string>>,
  limit: number,
  action: TagCardinalityConfig["action"],
  events: TagPairs[],
  added: TagPairs = [],
): string[][] {
  let tracked = 0;
  for (const values of seen.values()) tracked += values.size;
  return events.map((pairs) => {
    const over: string[] = [];
    const fresh: TagPairs = [];
    for (const [tag, value] of pairs) {
      const values = seen.get(tag);
      if (values?.has(value)) continue;
      const size = values?.size ?? 0;
      if (size >= limit || (!values && seen.size >= MAX_TRACKED_TAGS) || tracked >= MAX_TRACKED_VALUES)
        over.push(tag);
      else fresh.push([tag, value]);
    }
    if (action === "drop_event" && over.length > 0) return over;
    for (const [tag, value] of fresh) {
      let values = seen.get(tag);
      if (!values) {
        values = new Set();
        seen.set(tag, values);
      }
      // drop_tag: a value admitted by an earlier pair of this event may have filled the set.
      if (values.size >= limit || tracked >= MAX_TRACKED_VALUES) over.push(tag);
      else {
        values.add(value);
        added.push([tag, value]);
        tracked++;
      }
    }
    return over;
  });
}

/** The node's state: answers the over-limit tags per event (in memory, or the node's Durable Object). */
export type TagLimiter = (events: TagPairs[]) => Promise<string[][]> | string[][];

export function memoryTagLimiter(config: TagCardinalityConfig): TagLimiter {
  const seen = new Map<string, Set<string>>();
  return (events) => limitTagValues(seen, config.value_limit, config.action, events);
}

export const tagCardinalityProcessor = (
  config: TagCardinalityConfig,
  limiter: TagLimiter = memoryTagLimiter(config),
): Processor => {
  const only = config.tags?.length ? new Set(config.tags) : null;
  const excluded = new Set(config.exclude_tags ?? []);
  const limited = (tag: string) => !excluded.has(tag) && (!only || only.has(tag));
  return {
    async process(events) {
      const tagObjects = events.map(tagsOf);
      const pairs = tagObjects.map(
        (tags): TagPairs =>
          tags
            ? Object.entries(tags)
                .filter(([tag, v]) => limited(tag) && v !== undefined && v !== null)
                .map(([tag, v]) => [tag, valueKey(v)])
            : [],
      );
      const overs = pairs.some((p) => p.length > 0) ? await limiter(pairs) : pairs.map(() => []);
      const out = new ResultBuilder();
      events.forEach((event, i) => {
        const over = overs[i] ?? [];
        if (over.length === 0) out.emit(event);
        else if (config.action === "drop_event")
          out.drop(event, `tag cardinality limit (${config.value_limit}) exceeded for ${over.join(", ")}`);
        else {
          const tags = tagObjects[i] as Record<string, unknown>;
          for (const tag of over) delete tags[tag];
          out.emit(event);
        }
      });
      return out.result();
    },
  };
};

export const tagCardinalityKind = defineProcessor({
  type: "metrics-tag-cardinality-limit",
  title: "Metrics tag cardinality limit",
  description:
    "Lets at most value_limit distinct values of each metric tag through: past it, the tag or the event is dropped",
  config: tagCardinalityConfig,
  create: (config) => tagCardinalityProcessor(config),
});
