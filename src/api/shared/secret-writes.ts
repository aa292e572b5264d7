// Writes of configurations that hold secrets in lists: the alert channels of views, preset alerts and
// usage-threshold alerts, the index-rate alert's key and URL lists, the archiving configuration. On top of
// sealForStorage (secrets sealed, a mask sent back keeps the stored value):
//   - a list entry keeps only the secrets of the stored entry at the same index, and only when it is of the
//     same kind (integration, type): a mask sent for a channel that was a different one names nothing (400);
//   - a secret sent again unchanged keeps the stored sealed value instead of being sealed anew, so a
//     configuration written back as it is stays byte-identical in D1 (a view alert's channel fingerprint,
//     which restarts its windows when it changes, does not change).
import type { z } from "zod";
import type { Bindings } from "../../env";
import { getAt, openSecrets, replaceSecrets, SECRET_MASK, secretPaths } from "../../lib/sealed-secrets";
import { sealForStorage } from "./secrets";

type Path = (string | number)[];

/**
 * `incoming` (validated by `schema`) as it is stored: sealForStorage, after each secret equal to the one
 * stored at the same path has been turned into the mask (so the stored sealed value is kept). `readStored`
 * answers the stored value (undefined: nothing stored); it is read only when `incoming` holds a secret.
 */
export async function sealWrite<T>(
  env: Bindings,
  schema: z.ZodType,
  incoming: T,
  readStored: () => unknown | Promise<unknown>,
  at: Path = [],
): Promise<T> {
  if (secretPaths(schema, incoming).length === 0) return incoming;
  const stored = await readStored();
  let value = incoming;
  if (stored !== undefined && stored !== null) {
    let opened: unknown;
    try {
      opened = await openSecrets(env, stored);
    } catch {
      opened = undefined; // a secret that cannot be opened is simply not "unchanged"
    }
    if (opened !== undefined)
      value = replaceSecrets(schema, incoming, (path) => {
        const sent = getAt(incoming, path);
        const same = typeof getAt(stored, path) === "string" && getAt(opened, path) === sent;
        return same ? SECRET_MASK : sent;
      });
  }
  return sealForStorage(env, schema, value, () => stored, at);
}

/**
 * The stored list as a write of `incoming` may use it: entry i only when `kindOf` gives the same for the
 * stored and the incoming entry i, otherwise nothing (a mask sent there is a 400).
 */
export function alignedByKind<S>(
  stored: readonly S[] | null | undefined,
  incoming: readonly unknown[],
  kindOf: (entry: unknown) => unknown,
): (S | undefined)[] {
  return incoming.map((entry, i) => {
    const previous = stored?.[i];
    return previous !== undefined && kindOf(previous) === kindOf(entry) ? previous : undefined;
  });
}

/** The `integration` (v1 channels, archiving) or `type` (notifier channels) of an entry. */
export const fieldOf =
  (field: string) =>
  (entry: unknown): unknown =>
    entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>)[field] : undefined;
