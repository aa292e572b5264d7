// Owner-bound secrets at the API edge (src/lib/sealed-secrets.ts): a write seals the secrets of a validated
// body for the calling key (keeping the stored value and its owner where the client sent the mask back), a
// single-resource read or a write's answer shows the caller the secrets its key sent, and a problem becomes
// the API's own error.
import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv, Bindings } from "../../env";
import { ApiError, validationError } from "../../http/errors";
import {
  MaskedCredentialMoved,
  MaskWithoutSecret,
  maskSecrets,
  SEALED_MARK,
  SecretsKeyMissing,
  secretBox,
} from "../../lib/sealed-secrets";

/** Who writes or reads secrets: the Worker's keys (env) and the id of the calling API key. */
export interface SecretsCaller {
  env: Bindings;
  keyId: string;
}

export const secretsCaller = (c: Context<AppEnv>): SecretsCaller => ({
  env: c.env,
  keyId: c.get("caller").keyId,
});

/** Where `value` holds a string in a sealed form, if anywhere. */
function sealedPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === "string" && value.startsWith(SEALED_MARK)) return path;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const found = sealedPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/** A secrets problem as the API's error; `at` prefixes the paths. */
export function secretsError(err: unknown, at: (string | number)[] = []): unknown {
  if (err instanceof MaskWithoutSecret)
    return validationError(`Validation failed: ${err.message}`, [
      { path: [...at, ...err.path], message: err.message },
    ]);
  if (err instanceof MaskedCredentialMoved)
    return validationError(`Validation failed: ${err.message}`, [
      { path: [...at, ...err.target], message: err.message },
    ]);
  // The Worker lacks its SECRETS_KEY (a deployment step missed): nothing a retry by the client fixes at once,
  // but not the client's fault either.
  if (err instanceof SecretsKeyMissing) return new ApiError("EUNAVAILABLE", err.message, [], 60);
  return err;
}

/** `incoming` as it is stored; `stored` is read only when the client sent a mask. `at` prefixes error paths. */
export async function sealForStorage<T>(
  caller: SecretsCaller,
  schema: z.ZodType,
  incoming: T,
  stored: () => unknown | Promise<unknown>,
  at: (string | number)[] = [],
): Promise<T> {
  const forged = sealedPath(incoming);
  if (forged) {
    // The data plane opens every sealed-looking string: one a client wrote could only fail there.
    const message = `a value may not start with "${SEALED_MARK}" (the form of stored secrets)`;
    throw validationError(`Validation failed: ${message}`, [{ path: [...at, ...forged], message }]);
  }
  try {
    const box = await secretBox(caller.env);
    return await box.sealSecrets(schema, incoming, caller.keyId, stored);
  } catch (err) {
    throw secretsError(err, at);
  }
}

/**
 * `stored` as a single-resource (or singleton) read by the caller, or the answer to its write, shows it:
 * the secrets the caller's key sent in clear, every other one masked (see SecretBox.revealSecrets). `sent`:
 * the body of the write this answers. A read never fails for its secrets: without the Worker's keys, masks.
 */
export async function revealSecrets<T>(
  caller: SecretsCaller,
  schema: z.ZodType,
  stored: T,
  sent?: unknown,
): Promise<T> {
  try {
    return await (await secretBox(caller.env)).revealSecrets(schema, stored, caller.keyId, sent);
  } catch (err) {
    if (err instanceof SecretsKeyMissing) return maskSecrets(schema, stored);
    throw err;
  }
}
