// The event envelope that moves through a pipeline, and the field paths that address its message.
// A path such as `.app` or `.http.status` or `.items[0].name` addresses `message.app` and so on.
import { parseFieldPath } from "./fields";

export interface PipelineEvent {
  /** The payload: usually an object (a parsed JSON log), possibly a string (a raw text line). */
  message: unknown;
  /** Facts about the event that are not its payload (source id, headers, state variables). */
  metadata: Record<string, unknown>;
  /** Unix ms: when the event happened, or when it arrived if it says nothing. */
  timestamp: number;
}

export function newEvent(message: unknown, timestamp = Date.now(), metadata: Record<string, unknown> = {}) {
  return { message, metadata, timestamp } satisfies PipelineEvent;
}

const pathCache = new Map<string, (string | number)[]>();

/** The keys of a field path, parsed once per distinct path. */
export function pathKeys(path: string): (string | number)[] {
  let keys = pathCache.get(path);
  if (!keys) {
    keys = parseFieldPath(path);
    if (pathCache.size < 10_000) pathCache.set(path, keys);
  }
  return keys;
}

const isContainer = (v: unknown): v is Record<string | number, unknown> =>
  typeof v === "object" && v !== null;

/** The value at `path` in the event's message, or undefined when any step is missing. */
export function getField(event: PipelineEvent, path: string): unknown {
  let value: unknown = event.message;
  for (const key of pathKeys(path)) {
    if (!isContainer(value)) return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** Sets `path` in the message, creating objects (or arrays, for numeric steps) on the way. */
export function setField(event: PipelineEvent, path: string, value: unknown): void {
  const keys = pathKeys(path);
  if (!isContainer(event.message)) event.message = {};
  let target = event.message as Record<string | number, unknown>;
  for (let i = 0; i < keys.length - 1; i++) {
    const next = target[keys[i]];
    if (!isContainer(next)) target[keys[i]] = typeof keys[i + 1] === "number" ? [] : {};
    target = target[keys[i]] as Record<string | number, unknown>;
  }
  target[keys[keys.length - 1]] = value;
}

/** Removes `path` from the message; true when something was there. */
export function deleteField(event: PipelineEvent, path: string): boolean {
  const keys = pathKeys(path);
  let target: unknown = event.message;
  for (let i = 0; i < keys.length - 1; i++) {
    if (!isContainer(target)) return false;
    target = (target as Record<string | number, unknown>)[keys[i]];
  }
  if (!isContainer(target)) return false;
  const last = keys[keys.length - 1];
  if (Array.isArray(target) && typeof last === "number") {
    if (last >= target.length) return false;
    target.splice(last, 1);
    return true;
  }
  if (!(last in target)) return false;
  delete (target as Record<string | number, unknown>)[last];
  return true;
}

/** A deep copy, for processors that emit several events from one (unroll) or keep the original. */
export const cloneEvent = (event: PipelineEvent): PipelineEvent => structuredClone(event);
