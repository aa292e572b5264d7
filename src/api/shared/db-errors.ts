// Storage errors a route turns into a client error.

/** True when the error (or its cause: drizzle wraps D1's) is a unique index refusing a row. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (/UNIQUE constraint failed/i.test(String((e as { message?: unknown }).message ?? e))) return true;
  }
  return false;
}
