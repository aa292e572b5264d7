import { z } from "zod";

// `.app`, `.http.status`, `.items[0].name`, `."key with spaces"`: a path into the event's message.
const segment = String.raw`(?:[A-Za-z0-9_@$-]+|"(?:[^"\\]|\\.)+")`;
export const FIELD_PATH_PATTERN = new RegExp(String.raw`^\.${segment}(?:\.${segment}|\[\d+\])*$`);

export const fieldPath = z
  .string()
  .max(512)
  .regex(FIELD_PATH_PATTERN, "must be a field path such as .app or .http.status");

/** Splits a validated field path into its keys and array indexes. */
export function parseFieldPath(path: string): (string | number)[] {
  const parts: (string | number)[] = [];
  const re = new RegExp(String.raw`\.(${segment})|\[(\d+)\]`, "g");
  for (const m of path.matchAll(re)) {
    if (m[2] !== undefined) parts.push(Number(m[2]));
    else parts.push(m[1].startsWith('"') ? JSON.parse(m[1]) : m[1]);
  }
  return parts;
}
