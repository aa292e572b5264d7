// The `mezmo` destination (the mezmo terraform provider's mezmo_logs_destination, models/destinations/mezmo.go):
// Mezmo Log Analysis is this account's own log store here, so the events are written into it as the
// log-analysis destination writes them, but from the delivery queue (src/delivery/consumer.ts), as any
// destination that can refuse: a destination's trouble is never the sender's. `mezmo_host` is kept as sent
// (every host means this store). With `use_ingestion_key`, the key must still be one of this account's
// ingestion keys at each delivery (it is checked when the node is written too); a key deleted since refuses
// the batch (dead-lettered, with the reason), nothing written.
// Each event becomes one line:
// - "Explicit field selection": `line` is a field (`.a.b` in the message, `metadata.a.b` in its metadata; an
//   object is written as JSON and kept as the line's meta) or a template (`{{ .a }}`, `{{ metadata.a }}`);
//   without it the whole message is the line (an object as JSON, kept as meta). `meta_field` names the meta
//   object, `timestamp_field` the time (ms or s since the epoch, or ISO 8601; else the event's), and `app`
//   and `file` are templates.
// - "Message pass-through": a message in the ingestion API's line shape (a string `line`, with `app`, `file`,
//   `level`, `hostname`/`host`, `timestamp`, `meta`) is written as that line; any other message is the line
//   whole, as above.
// `query.hostname` (default "mezmo"), `query.tags`, `query.ip` and `query.mac` are templates over each event.
// `env` (explicit option and line field) is taken and not stored: the log store, like the ingestion API, has
// no env.

import { z } from "zod";
import { isAccountIngestionKey } from "../alerts/pipeline-alert-notify";
import type { PipelineEvent } from "../engine/events";
import { FIELD_PATH_PATTERN, parseFieldPath } from "../engine/fields";
import { defineDestination } from "../engine/kinds/define";
import type { RunnableNode } from "../engine/runner";
import { isObject } from "../lib/objects";
import { credentialTarget, secretString } from "../lib/sealed-secrets";
import type { LogRecord } from "../logstore/lines";
import { lineTimestamp } from "../protocols/logdna";
import type { DeliveryContext } from "./context";
import { type DeliveryResult, text, utf8 } from "./http-batching";
import { storeRecords } from "./log-analysis";

/** The provider's log_construction_schemes, by the value it sends. */
const MEZMO_SCHEMES = ["Explicit field selection", "Message pass-through"] as const;

const template = (max: number) => z.string().min(1).max(max);

/**
 * The provider's mezmo destination (MezmoDestinationFromModel): ack_enabled, mezmo_host and use_ingestion_key
 * always; ingestion_key when use_ingestion_key; query when the plan has one (`{}` when it is unknown);
 * message `{scheme, line?, app?, file?, env?, meta_field?, timestamp_field?}` always. Answered as sent.
 */
const mezmoLogsConfig = z
  .strictObject({
    ack_enabled: z
      .boolean()
      .default(true)
      .describe(
        "Accepted for the Mezmo terraform provider and answered as sent; the write does not depend on it",
      ),
    mezmo_host: credentialTarget(z.string().min(1).max(2048))
      .default("logs.logdna.com")
      .describe("The Log Analysis host as the provider names it: the events go to this account's log store"),
    use_ingestion_key: z
      .boolean()
      .default(false)
      .describe("Write with `ingestion_key` (one of this account's ingestion keys); false: with none"),
    ingestion_key: secretString(z.string().min(1).max(4096))
      .optional()
      .describe("One of this account's ingestion keys (checked at each write, and at each delivery)"),
    query: z
      .strictObject({
        hostname: template(512).optional().describe('Template of each line\'s host (default "mezmo")'),
        tags: z.array(template(512)).max(50).optional().describe("Templates of each line's tags"),
        ip: template(512).optional().describe("Template of each line's IP"),
        mac: template(512).optional().describe("Template of each line's MAC"),
      })
      .optional(),
    message: z
      .strictObject({
        scheme: z.enum(MEZMO_SCHEMES),
        line: template(1024)
          .optional()
          .describe("A field (.a.b; an object is written as JSON and kept as meta) or a template: the line"),
        meta_field: template(512).optional().describe("The field holding the line's meta object"),
        app: template(512).optional(),
        file: template(512).optional(),
        timestamp_field: template(512)
          .optional()
          .describe("The field holding the line's time (ms or s since the epoch, or ISO 8601)"),
        env: template(512).optional(),
      })
      .default({ scheme: "Explicit field selection" }),
  })
  .superRefine((config, ctx) => {
    if (config.use_ingestion_key && !config.ingestion_key)
      ctx.addIssue({
        code: "custom",
        path: ["ingestion_key"],
        message: "required when use_ingestion_key is true",
      });
    if (!config.use_ingestion_key && config.ingestion_key !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["ingestion_key"],
        message: "is used only with use_ingestion_key: true (without it, the events are written with no key)",
      });
    if (config.message.scheme === "Message pass-through")
      for (const field of ["line", "meta_field", "app", "file", "timestamp_field", "env"] as const)
        if (config.message[field] !== undefined)
          ctx.addIssue({
            code: "custom",
            path: ["message", field],
            message: "explicit options need scheme Explicit field selection",
          });
  });
export type MezmoLogsConfig = z.output<typeof mezmoLogsConfig>;

type Json = Record<string, unknown>;

function readPath(root: unknown, keys: (string | number)[]): unknown {
  let value = root;
  for (const key of keys) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/**
 * The value a field reference names: `.a.b` (or `message.a.b`) in the message, `metadata.a.b` (or
 * `.metadata.a.b`) in the event's metadata; undefined when `ref` is not a field reference.
 */
export function fieldValue(event: PipelineEvent, ref: string): { value: unknown } | undefined {
  const trimmed = ref.trim();
  const inMetadata = /^\.?metadata\./.exec(trimmed);
  const inMessage = /^message\./.exec(trimmed);
  const path = inMetadata
    ? `.${trimmed.slice(inMetadata[0].length)}`
    : inMessage
      ? `.${trimmed.slice(inMessage[0].length)}`
      : trimmed;
  if (!FIELD_PATH_PATTERN.test(path)) return undefined;
  return { value: readPath(inMetadata ? event.metadata : event.message, parseFieldPath(path)) };
}

// Linear: no lazy group between optional spaces (that backtracks cubically on an unclosed `{{`); the
// reference is trimmed by fieldValue.
const TEMPLATE = /\{\{([^{}]*)\}\}/g;

/** Mezmo's templates: each `{{ field }}` replaced by its value (a string as is, else JSON; missing: nothing). */
export function renderTemplate(template: string, event: PipelineEvent): string {
  return template.replace(TEMPLATE, (whole, ref: string) => {
    const found = fieldValue(event, ref);
    if (!found) return whole;
    const { value } = found;
    return value === undefined || value === null
      ? ""
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  });
}

/** A field reference's value, or the template rendered (a template without `{{` is the text itself). */
function fieldOrTemplate(event: PipelineEvent, option: string): unknown {
  return option.includes("{{") ? renderTemplate(option, event) : (fieldValue(event, option)?.value ?? option);
}

/** The whole message as a line: a string as is, anything else as JSON, an object kept as the line's meta. */
const wholeMessage = (message: unknown) => ({
  line: text(message),
  meta: isObject(message) ? message : null,
});

function timeOf(value: unknown, fallback: number): number {
  const ms = lineTimestamp({ timestamp: value });
  return typeof ms === "number" ? ms : fallback;
}

export function mezmoLine(event: PipelineEvent, config: MezmoLogsConfig): LogRecord {
  const query = config.query ?? {};
  const options = config.message;
  let line: string;
  let meta: Json | null;
  let app = "";
  let file = "";
  let level = "";
  let host = "";
  let ts = event.timestamp;
  const message = event.message;
  if (options.scheme === "Message pass-through") {
    if (isObject(message) && typeof message.line === "string") {
      line = message.line;
      const str = (v: unknown) => (typeof v === "string" ? v : "");
      app = str(message.app);
      file = str(message.file);
      level = str(message.level).toUpperCase().slice(0, 32);
      host = str(message.hostname) || str(message.host);
      ts = timeOf(message.timestamp, ts);
      const m = typeof message.meta === "string" ? parseObject(message.meta) : message.meta;
      meta = isObject(m) ? m : null;
    } else ({ line, meta } = wholeMessage(message));
  } else {
    if (options.line === undefined) ({ line, meta } = wholeMessage(message));
    else {
      const value = fieldOrTemplate(event, options.line);
      line = text(value);
      meta = isObject(value) ? value : null;
    }
    if (options.meta_field !== undefined) {
      const value = fieldValue(event, options.meta_field)?.value;
      meta = isObject(value) ? value : meta;
    }
    if (options.timestamp_field !== undefined)
      ts = timeOf(fieldValue(event, options.timestamp_field)?.value, ts);
    if (options.app !== undefined) app = text(fieldOrTemplate(event, options.app));
    if (options.file !== undefined) file = text(fieldOrTemplate(event, options.file));
  }
  const metaJson = meta ? JSON.stringify(meta) : "";
  return {
    ts,
    line,
    app: app.slice(0, 512),
    host: (host || renderTemplate(query.hostname ?? "mezmo", event) || "mezmo").slice(0, 256),
    file: file.slice(0, 512),
    level,
    ip: query.ip ? renderTemplate(query.ip, event).slice(0, 512) : "",
    mac: query.mac ? renderTemplate(query.mac, event).slice(0, 512) : "",
    tags: (query.tags ?? []).map((t) => renderTemplate(t, event)).filter((t) => t !== ""),
    meta,
    size: utf8(line).byteLength + utf8(metaJson).byteLength,
  };
}

function parseObject(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}

async function deliverToMezmoLogs(
  node: RunnableNode<MezmoLogsConfig>,
  events: PipelineEvent[],
  ctx: DeliveryContext,
): Promise<DeliveryResult> {
  const config = node.userConfig;
  if (!ctx.logStore) return { ok: false, attempts: 0, error: "the log store is not reachable from here" };
  if (
    config.use_ingestion_key &&
    !(await isAccountIngestionKey(ctx.db, ctx.accountId, config.ingestion_key ?? ""))
  )
    return {
      ok: false,
      attempts: 1,
      retryable: false,
      error:
        "ingestion_key is not one of this account's ingestion keys (deleted since?): nothing was written",
    };
  return storeRecords(
    events.map((e) => mezmoLine(e, config)),
    ctx,
  );
}

/**
 * The provider's mezmo destination (MezmoDestinationFromModel), found by type as the provider names it and not
 * listed in the catalog (destinationAliasKinds, src/engine/kinds/destinations.ts).
 */
export const mezmoLogs = defineDestination({
  type: "mezmo",
  title: "Mezmo log analysis",
  description: "Writes events into this account's log store (log-analysis with the mezmo provider's fields)",
  config: mezmoLogsConfig,
  deliver: deliverToMezmoLogs,
});
