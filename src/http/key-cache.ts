// A per-isolate read-through cache of rows read often and changed rarely: key lookups (the key's row, its
// account, its member's role and groups' scopes, src/http/auth.ts), ingestion's rules per account
// (src/api/ingestion/rules-cache.ts), draft pipelines. The rules (docs/architecture.md, "In-memory state"):
// bounded in size (MAX_ENTRIES) and age (TTL_MS); the isolate that changes something a cached entry holds
// drops it (dropAfterWrite in src/http/auth.ts: a successful write through the management API drops its
// account's entries, an enterprise write drops them all); another isolate may keep a revoked key, a changed
// role or scope, account settings or rules for up to TTL_MS (plus, while one request reads the entry again,
// the time of that read, at most REFRESH_GRACE_MS).
//
// Stale if error: a cache made with `maxStaleMs` keeps an entry past its TTL (still within the size bound) and
// answers it, logged, when the read that would renew it throws (D1 down), as long as it is younger than
// `maxStaleMs`; with no such entry the error is the caller's.
//
// No request waits for another request's read. A Worker may not await I/O started on behalf of another
// request: workerd cancels the waiting request as hung ("Worker's code had hung", a 500) or refuses the I/O.
// Sharing one read among concurrent requests did exactly that under load, at every TTL expiry (16 senders of
// 10-line batches straight to the runtime: a 500 every 10 s). So the request that finds an entry expired reads
// it again itself, and others arriving meanwhile answer the expired entry without waiting (for at most
// REFRESH_GRACE_MS past the TTL); with no entry at all, each request reads on its own.

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
/** How long past its TTL an entry is answered while one request reads it again (the read's own bound). */
const REFRESH_GRACE_MS = 5_000;

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
  /** Reads under way to renew an expired entry, by key: when each started (its token is the object). */
  private readonly renewing = new Map<string, { at: number }>();
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
    if (age >= Math.max(this.maxStaleMs, this.ttlMs + REFRESH_GRACE_MS)) this.entries.delete(key);
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
    const last = this.entries.get(key);
    const renewing = this.renewing.get(key);
    if (
      last &&
      renewing &&
      now - renewing.at < REFRESH_GRACE_MS &&
      now - last.at < this.ttlMs + REFRESH_GRACE_MS
    )
      return last.value as R;
    const mine = { at: now };
    if (last) this.renewing.set(key, mine);
    const dropsBefore = this.drops;
    try {
      const value = await load();
      if (this.drops === dropsBefore) {
        if (value === null) this.entries.delete(key);
        else this.set(key, accountOf(value), value, now);
      }
      return value;
    } catch (err) {
      const stale = this.entries.get(key);
      if (!staleIfError || !stale || now - stale.at >= this.maxStaleMs) throw err;
      console.error(
        `${what}: storage failed, answering what this isolate read ${now - stale.at} ms ago`,
        err,
      );
      return stale.value as R;
    } finally {
      if (this.renewing.get(key) === mine) this.renewing.delete(key);
    }
  }

  /** After a change to the account (its keys, members, groups, settings, suspension, rules). */
  dropAccount(accountId: string) {
    this.drops++;
    this.renewing.clear();
    for (const [key, entry] of this.entries) if (entry.accountId === accountId) this.entries.delete(key);
  }

  clear() {
    this.drops++;
    this.renewing.clear();
    this.entries.clear();
  }
}
