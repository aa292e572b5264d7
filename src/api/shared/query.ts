// The search query language at the API edge: a malformed query answers 400 with its position.
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
