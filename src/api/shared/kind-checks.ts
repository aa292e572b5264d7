// The checks of a node kind that its zod schema cannot make synchronously (NodeKind.check), as a 400.
import type { NodeKind } from "../../engine/kinds";
import { toPointer, validationError } from "../../http/errors";

/** Runs the kind's own check on a validated `user_config`; throws a 400 at `prefix` + the problem's path. */
export async function checkKindConfig(
  kind: NodeKind,
  config: Record<string, unknown>,
  prefix: (string | number)[],
): Promise<void> {
  const problems = (await kind.check?.(config)) ?? [];
  if (problems.length === 0) return;
  const details = problems.map((p) => ({ path: [...prefix, ...p.path], message: p.message }));
  throw validationError(`Validation failed: ${details[0].message} at ${toPointer(details[0].path)}`, details);
}
