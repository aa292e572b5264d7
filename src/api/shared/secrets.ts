// Write-only secrets at the API edge: a write seals the secrets of a validated body (keeping the stored
// value where the client sent the mask back), and a problem becomes the API's own error.
import type { z } from "zod";
import type { Bindings } from "../../env";
import { ApiError, validationError } from "../../http/errors";
import { MaskWithoutSecret, SecretsKeyMissing, secretBox } from "../../lib/sealed-secrets";

/** `incoming` as it is stored; `stored` is read only when the client sent a mask. `at` prefixes error paths. */
export async function sealForStorage<T>(
  env: Bindings,
  schema: z.ZodType,
  incoming: T,
  stored: () => unknown | Promise<unknown>,
  at: (string | number)[] = [],
): Promise<T> {
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
