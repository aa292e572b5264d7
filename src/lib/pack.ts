/**
 * Items in order, in groups each within `limit` by `weight` (a heavier item alone) and of at most `maxCount`:
 * what a send, a request or a delivery call takes at once.
 */
export function packInOrder<T>(
  items: T[],
  weight: (item: T) => number,
  limit: number,
  maxCount = Infinity,
): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let total = 0;
  for (const item of items) {
    const w = weight(item);
    if (current.length > 0 && (current.length >= maxCount || total + w > limit)) {
      groups.push(current);
      current = [];
      total = 0;
    }
    current.push(item);
    total += w;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
