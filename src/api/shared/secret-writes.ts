// Writes of configurations that hold secrets: node configurations, alert configurations, the alert
// channels of views, preset alerts and usage-threshold alerts, the index-rate alert's key and URL lists, the
// archiving configuration. On top of sealForStorage (secrets sealed for the writer, a mask sent back keeps
// the stored value and its owner):
//   - a mask may not keep a credential whose target changes (credentialTarget: a URL, host, bucket): 400;
//   - a list entry keeps only the secrets of the stored entry at the same index, and only when it is of the
//     same kind (integration, type): a mask sent for a channel that was a different one names nothing (400);
//   - a secret sent again unchanged by the key that owns it keeps the stored sealed value instead of being
//     sealed anew, so a configuration written back as it is stays byte-identical in D1 (a view alert's
//     channel fingerprint, which restarts its windows when it changes, does not change). Sent by another
//     key, it is sealed for that key: ownership follows whoever last sent the clear text.
import type { z } from "zod";
import {
  getAt,
  isSealed,
  MaskedCredentialMoved,
  openSecrets,
  ownerOf,
  replaceSecrets,
  SECRET_MASK,
  secretPaths,
  targetPaths,
} from "../../lib/sealed-secrets";
import { type SecretsCaller, sealForStorage, secretsError } from "./secrets";

type Path = (string | number)[];

/**
 * `incoming` (validated by `schema`) as it is stored: sealForStorage, after each secret equal to the one
 * its writer stored at the same path has been turned into the mask (so the stored sealed value is kept).
 * `readStored` answers the stored value (undefined: nothing stored); it is read only when `incoming` holds
 * a secret.
 */
export async function sealWrite<T>(
  caller: SecretsCaller,
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
      opened = await openSecrets(caller.env, stored);
    } catch {
      opened = undefined; // a secret that cannot be opened is simply not "unchanged"
    }
    try {
      // Unopenable (a rotated-away key): its targets compare sealed, so any change counts as one.
      refuseMovedCredentials(schema, incoming, stored, opened ?? stored);
    } catch (err) {
      throw secretsError(err, at);
    }
    if (opened !== undefined) {
      value = replaceSecrets(schema, incoming, (path) => {
        const sent = getAt(incoming, path);
        const kept = getAt(stored, path);
        const same = isSealed(kept) && ownerOf(kept) === caller.keyId && getAt(opened, path) === sent;
        return same ? SECRET_MASK : sent;
      });
    }
  }
  return sealForStorage(caller, schema, value, () => stored, at);
}

/**
 * Throws MaskedCredentialMoved when `incoming` sends the mask for a credential while a credential target in
 * the same scope (the whole configuration, or the list entry the target is in) differs from the stored one
 * (`opened`: the stored value with its secrets opened, to compare targets that are secrets themselves).
 */
function refuseMovedCredentials(schema: z.ZodType, incoming: unknown, stored: unknown, opened: unknown) {
  const secrets = secretPaths(schema, incoming);
  const masked = secrets.filter((path) => getAt(incoming, path) === SECRET_MASK);
  if (masked.length === 0) return;
  // A target that is itself a secret (a webhook URL) may come back as the mask: it is then kept, not moved.
  // Any other target sent as the mask is a new value like any other, and counts as a move.
  const secretTargets = new Set(secrets.map((path) => JSON.stringify(path)));
  const targets = new Map<string, Path>();
  for (const path of [...targetPaths(schema, incoming), ...targetPaths(schema, stored)])
    targets.set(JSON.stringify(path), path);
  for (const target of targets.values()) {
    const sent = getAt(incoming, target);
    const keptSecret = sent === SECRET_MASK && secretTargets.has(JSON.stringify(target));
    if (keptSecret || JSON.stringify(sent) === JSON.stringify(getAt(opened, target))) continue;
    const scope = scopeOf(target);
    const moved = masked.find((path) => scope.every((step, i) => path[i] === step));
    if (moved) throw new MaskedCredentialMoved(target, moved);
  }
}

/** A target's scope: the list entry it is in (its path up to the last index), else the whole value. */
function scopeOf(target: Path): Path {
  let last = -1;
  target.forEach((step, i) => {
    if (typeof step === "number") last = i;
  });
  return target.slice(0, last + 1);
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
