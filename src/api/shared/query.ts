// The search query language at the API edge: a malformed query answers 400 with its position.
import { z } from "@hono/zod-openapi";
import { parseQuery, type QueryNode, QuerySyntaxError } from "../../engine/query";
import { validationError } from "../../http/errors";

/** Parses `query`, or throws EVALIDATION naming the parameter and the position of the problem. */
export function parseQueryParam(query: string | undefined, path: (string | number)[]): QueryNode | null {
  if (query === undefined) return null;
  try {
    return parseQuery(query);
  } catch (err) {
    if (!(err instanceof QuerySyntaxError)) throw err;
    throw validationError(`Invalid query: ${err.message}`, [{ path, message: err.message }]);
  }
}

/**
 * A comma-separated query parameter (`apps=a,b`, `tags=x,y`) as a list: trimmed, no blanks, no repeats,
 * at most `max` items of at most `itemMax` characters.
 */
export const commaListParam = (name: string, max: number, itemMax: number, description: string) =>
  z
    .string()
    .max(4096)
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length <= max, `at most ${max} ${name}`)
    .refine(
      (items) => items.every((i) => i.length <= itemMax),
      `each of ${name} is at most ${itemMax} characters`,
    )
    .openapi({ type: "string", description });
