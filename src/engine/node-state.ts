// The state of the two processors that remember across batches: sample's 1-in-N counter and dedupe's cache
// of recent keys. The processors talk to these interfaces, so the same code runs with the state in memory
// (simulations, tests) or in a Durable Object shared by every live request (src/durable/node-state.ts).

/** Counts the events a sample node considered; answers where the count stood before this batch. */
export interface SampleCounter {
  advance(count: number): number | Promise<number>;
}

/** Answers, per key in order, whether it is a duplicate, and remembers the keys. */
export interface DedupeCache {
  check(keys: string[]): boolean[] | Promise<boolean[]>;
}

/** A counter modulo `rate`, kept in memory. */
export function memorySampleCounter(rate: number): SampleCounter {
  let count = 0;
  return {
    advance(n) {
      const start = count;
      count = (count + n) % rate;
      return start;
    },
  };
}

/**
 * The last `capacity` distinct keys, least recently seen first (a Map keeps insertion order). A repeat counts
 * as a duplicate and refreshes its key, as in Vector's dedupe cache. With `trackChanges`, the keys touched and
 * evicted since the last `drainChanges` are kept, so a persistent owner writes only those.
 */
export class KeyLru {
  private readonly keys = new Map<string, true>();
  private readonly touched = new Set<string>();
  private readonly evicted = new Set<string>();

  constructor(
    readonly capacity: number,
    private readonly trackChanges = false,
  ) {}

  /** True when `key` is among the remembered keys; either way it becomes the most recent one. */
  check(key: string): boolean {
    const duplicate = this.keys.delete(key);
    this.keys.set(key, true);
    if (this.trackChanges) {
      this.touched.add(key);
      this.evicted.delete(key);
    }
    if (this.keys.size > this.capacity) {
      const oldest = this.keys.keys().next().value as string;
      this.keys.delete(oldest);
      if (this.trackChanges) {
        this.touched.delete(oldest);
        this.evicted.add(oldest);
      }
    }
    return duplicate;
  }

  /** The keys, least recent first. */
  ordered(): string[] {
    return [...this.keys.keys()];
  }

  /** Touched keys in recency order (least recent first) and evicted keys, since the last call. */
  drainChanges(): { touched: string[]; evicted: string[] } {
    const touched = this.ordered().filter((k) => this.touched.has(k));
    const evicted = [...this.evicted];
    this.touched.clear();
    this.evicted.clear();
    return { touched, evicted };
  }

  get dirty(): boolean {
    return this.touched.size > 0 || this.evicted.size > 0;
  }
}

export function memoryDedupeCache(capacity: number): DedupeCache {
  const lru = new KeyLru(capacity);
  return { check: (keys) => keys.map((k) => lru.check(k)) };
}
