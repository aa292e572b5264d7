// Field paths of destination settings, in our form or the Mezmo provider's.
//
// Ours start with a dot and address the message (`.host`, `.a.b`), as every field path here does. The
// provider's have no leading dot and are rooted at the event as Mezmo's pipelines see it (splunk_hec_logs.go:
// `host_field` default `metadata.host`, `timestamp_field` default `metadata.time`): `metadata.x` is the
// event's metadata, `message.x` its message, and any other `a.b` the message's `.a.b`.
//
// Mezmo documents `metadata.host`, `metadata.source`, `metadata.sourcetype`, `metadata.index` (and time) as
// "the upstream value from a HEC log source". Our siem-hec source keeps those in the message (the event's
// message is its HEC envelope, src/protocols/hec.ts), so for an event whose message is a HEC envelope (an
// object with `event`), `metadata.<one of those>` not set in the metadata reads the envelope's.

import { getField, type PipelineEvent } from "../engine/events";
import { isObject } from "../lib/objects";
import { senderTime } from "../protocols/intake";

/**
 * A time read from an event's field as Unix ms, as the intakes read a sender's clock: epoch seconds (HEC's
 * `time`), ms, µs or ns by magnitude, the same as a numeric string, or a date string; null for anything else.
 */
export const timeOf = senderTime;

const HEC_ENVELOPE_KEYS = new Set(["host", "source", "sourcetype", "index", "time"]);

/** The value at a settings' field path (see above); undefined when it is not there. */
export function eventValue(event: PipelineEvent, path: string): unknown {
  if (path.startsWith(".")) return getField(event, path);
  const dot = path.indexOf(".");
  const root = dot < 0 ? path : path.slice(0, dot);
  const rest = dot < 0 ? "" : path.slice(dot);
  if (root === "message") return rest ? getField(event, rest) : event.message;
  if (root === "metadata") {
    if (!rest) return event.metadata;
    const own = getField({ ...event, message: event.metadata }, rest);
    if (own !== undefined) return own;
    const key = rest.slice(1);
    const message = event.message;
    if (HEC_ENVELOPE_KEYS.has(key) && isObject(message) && "event" in message) return message[key];
    return undefined;
  }
  return getField(event, `.${path}`);
}
