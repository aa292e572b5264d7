// A per-isolate read-through cache of rows read often and changed rarely: key lookups (the key's row, its
// account, its member's role and groups' scopes, src/http/auth.ts), ingestion's rules per account
// (src/api/ingestion/rules-cache.ts), draft pipelines. The rules (docs/architecture.md, "In-memory state"):
// bounded in size (MAX_ENTRIES) and age (TTL_MS); the isolate that changes something a cached entry holds
// drops it (dropAfterWrite in src/http/auth.ts: a successful write through the management API drops its
// account's entries, an enterprise write drops them all); another isolate may keep a revoked key, a changed
// role or scope, account settings or rules for up to TTL_MS.
//
// Stale if error: a cache made with `maxStaleMs` keeps an entry past its TTL (still within the size bound) and
// answers it, logged, when the read that would renew it throws (D1 down), as long as it is younger than
// `maxStaleMs`; with no such entry the error is the caller's.

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

/**
 * How long ingestion may use what an isolate last read (a key lookup, an account's rules) while D1 fails. An
 * hour carries ingestion through the D1 incidents we plan for (minutes, tens of minutes) and bounds how long
 * an isolate acts on a view that missed a change made in the seconds before the outage (a suspension, a rule,
 * a revoked key); past it, batches answer 503 until D1 is back.
 */
export const STALE_IF_ERROR_MS = 3_600_000;

interface Entry<T> {
  value: T;
  accountId: string;
  at: number;
}

export class KeyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Reads under way, one per key: requests arriving meanwhile wait for it rather than read again. */
  private readonly loading = new Map<string, Promise<T | null>>();
  /** Counts drops: a read that started before one may hold what the write changed, and is not kept. */
  private drops = 0;

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxStaleMs = 0,
  ) {}

  /** The entry while it is younger than the TTL. */
  get(key: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const age = now - entry.at;
    if (age < this.ttlMs) return entry.value;
    if (age >= this.maxStaleMs) this.entries.delete(key);
    return undefined;
  }

  set(key: string, accountId: string, value: T, now = Date.now()) {
    this.entries.delete(key);
    this.entries.set(key, { value, accountId, at: now });
    // Oldest first out: a Map iterates in insertion order.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }

  /**
   * The entry while fresh; else what `load` answers, kept (`null`, a row that does not exist, is not kept,
   * and forgets the entry); when `load` throws, unless `staleIfError` is false, the last entry if younger than
   * `maxStaleMs` (logged, naming `what`), else the error.
   */
  async readThrough<R extends T | null>(
    key: string,
    load: () => Promise<R>,
    accountOf: (value: T) => string,
    { what, staleIfError = true, now = Date.now() }: { what: string; staleIfError?: boolean; now?: number },
  ): Promise<R> {
    const fresh = this.get(key, now);
    if (fresh !== undefined) return fresh as R;
    let pending = this.loading.get(key) as Promise<R> | undefined;
    if (!pending) {
      const dropsBefore = this.drops;
      pending = load().then((value) => {
        if (this.drops === dropsBefore) {
          if (value === null) this.entries.delete(key);
          else this.set(key, accountOf(value), value, now);
        }
        return value;
      });
      this.loading.set(key, pending);
      const done = () => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      };
      pending.then(done, done);
    }
    try {
      return await pending;
    } catch (err) {
      const last = this.entries.get(key);
      if (!staleIfError || !last || now - last.at >= this.maxStaleMs) throw err;
      console.error(`${what}: storage failed, answering what this isolate read ${now - last.at} ms ago`, err);
      return last.value as R;
    }
  }

  /** After a change to the account (its keys, members, groups, settings, suspension, rules). */
  dropAccount(accountId: string) {
    this.drops++;
    this.loading.clear();
    for (const [key, entry] of this.entries) if (entry.accountId === accountId) this.entries.delete(key);
  }

  clear() {
    this.drops++;
    this.loading.clear();
    this.entries.clear();
  }
}
