// The log-analysis destination: events written into this account's log store as lines, where export, search
// and usage see them. The line is `line_field` (default: the whole message, an object as JSON kept as meta).
import { z } from "zod";
import { getField, type PipelineEvent } from "../engine/events";
import { fieldPath } from "../engine/fields";
import { shortText } from "../engine/kinds/common";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import type { LogRecord } from "../logstore/lines";
import { accountLogState, storeBatch } from "../logstore/store";
import { deliveryOptions } from "./config";
import type { DeliveryContext } from "./context";
import { type DeliveryResult, text, utf8 } from "./http-batching";

const logAnalysisConfig = deliveryOptions(
  z.strictObject({
    app: shortText.default("pipeline"),
    hostname: shortText.default("pipeline"),
    line_field: fieldPath.optional().describe("Field holding the line; default: the whole message as JSON"),
    level_field: fieldPath.optional(),
    tags: z.array(shortText).max(50).default([]),
  }),
);
type LogAnalysisConfig = z.output<typeof logAnalysisConfig>;

/**
 * Stores a destination's lines in this account's log store (a batch delivered twice is kept once: its key is
 * the delivery's batch key); refused while the account's ingestion is suspended.
 */
export async function storeRecords(records: LogRecord[], ctx: DeliveryContext): Promise<DeliveryResult> {
  if (!ctx.logStore) return { ok: false, attempts: 0, error: "the log store is not reachable from here" };
  const state = await accountLogState(ctx.db, ctx.accountId);
  if (state.suspended) return { ok: false, attempts: 1, error: "ingestion is suspended for this account" };
  await storeBatch(ctx.logStore, ctx.accountId, state.layout, records, () => null, {
    ...(ctx.batchKey ? { key: `run:${ctx.batchKey}` } : {}),
  });
  return { ok: true, attempts: 1 };
}

function deliverToLogStore(
  node: RunnableNode<LogAnalysisConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
) {
  const config = node.userConfig;
  const records: LogRecord[] = events.map((e) => {
    const line = config.line_field ? text(getField(e, config.line_field)) : text(e.message);
    const meta =
      typeof e.message === "object" && e.message !== null && !Array.isArray(e.message)
        ? (e.message as Record<string, unknown>)
        : null;
    const metaJson = meta ? JSON.stringify(meta) : "";
    return {
      ts: e.timestamp,
      line,
      app: config.app,
      host: config.hostname,
      file: "",
      level: config.level_field ? text(getField(e, config.level_field)).toUpperCase().slice(0, 32) : "",
      ip: "",
      mac: "",
      tags: config.tags,
      meta,
      size: utf8(line).byteLength + utf8(metaJson).byteLength,
    };
  });
  return storeRecords(records, ctx);
}

export const logAnalysis = defineDestination({
  type: "log-analysis",
  title: "Log analysis",
  description: "Writes events into this account's log store, where export and usage see them",
  config: logAnalysisConfig,
  deliver: deliverToLogStore,
});
