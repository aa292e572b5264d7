// Write-only secrets at the API edge: a write seals the secrets of a validated body (keeping the stored
// value where the client sent the mask back), and a problem becomes the API's own error.
import type { z } from "zod";
import type { Bindings } from "../../env";
import { ApiError, validationError } from "../../http/errors";
import { isSealed, MaskWithoutSecret, SecretsKeyMissing, secretBox } from "../../lib/sealed-secrets";

/** Where `value` holds a string in the sealed form, if anywhere. */
function sealedPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (isSealed(value)) return path;
  if (value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const found = sealedPath(item, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/** `incoming` as it is stored; `stored` is read only when the client sent a mask. `at` prefixes error paths. */
export async function sealForStorage<T>(
  env: Bindings,
  schema: z.ZodType,
  incoming: T,
  stored: () => unknown | Promise<unknown>,
  at: (string | number)[] = [],
): Promise<T> {
  const forged = sealedPath(incoming);
  if (forged) {
    // The data plane opens every sealed-looking string: one a client wrote could only fail there.
    const message = 'a value may not start with "sealed:v1:" (the form of stored secrets)';
    throw validationError(`Validation failed: ${message}`, [{ path: [...at, ...forged], message }]);
  }
  try {
    const box = await secretBox(env);
    return await box.sealSecrets(schema, incoming, stored);
  } catch (err) {
    if (err instanceof MaskWithoutSecret) {
      throw validationError(`Validation failed: ${err.message}`, [
        { path: [...at, ...err.path], message: err.message },
      ]);
    }
    if (err instanceof SecretsKeyMissing) throw new ApiError("EINTERNAL", err.message);
    throw err;
  }
}
