// A bounded number of calls in flight: a Worker opens at most 6 connections at once, and a slice or R2 read
// per item for hundreds of items must not all start together.

/**
 * Calls `fn` on each item in order of start, at most `limit` at once; rejects with the first failure, after
 * which no further item is started (the calls under way finish).
 */
export async function eachAtOnce<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < items.length && !failed)
      await fn(items[next++]).catch((err) => {
        failed = true;
        throw err;
      });
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
