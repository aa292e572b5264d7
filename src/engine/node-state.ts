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
  /** Key -> when it was last kept (ms; 0 when no time is tracked). */
  private readonly keys = new Map<string, number>();
  private readonly touched = new Set<string>();
  private readonly evicted = new Set<string>();

  constructor(
    readonly capacity: number,
    private readonly trackChanges = false,
  ) {}

  /** True when `key` is among the remembered keys; either way it becomes the most recent one. */
  check(key: string): boolean {
    return this.checkWithin(key, 0, Number.POSITIVE_INFINITY);
  }

  /**
   * For a time window: true when `key` was kept less than `windowMs` before `at` (either way of `at`, so a
   * late line is judged against the one kept). A key not a duplicate is kept at `at`; either way it becomes
   * the most recent one.
   */
  checkWithin(key: string, at: number, windowMs: number): boolean {
    const keptAt = this.keys.get(key);
    const duplicate = keptAt !== undefined && Math.abs(at - keptAt) < windowMs;
    this.keys.delete(key);
    this.keys.set(key, duplicate ? (keptAt as number) : at);
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

  /** When the key was last kept (0 without a window), for a persistent owner. */
  keptAt(key: string): number {
    return this.keys.get(key) ?? 0;
  }

  /**
   * Forgets `key` if it is still the copy kept at `keptAt` (a later keep of the same key stays): for a
   * caller whose keep did not take effect (the lines it stood for were never stored). True when forgotten.
   */
  forget(key: string, keptAt: number): boolean {
    if (this.keys.get(key) !== keptAt) return false;
    this.keys.delete(key);
    if (this.trackChanges) {
      this.touched.delete(key);
      this.evicted.add(key);
    }
    return true;
  }

  /** Restores a remembered key (most recent last) without marking it changed. */
  restore(key: string, keptAt: number): void {
    this.keys.set(key, keptAt);
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
