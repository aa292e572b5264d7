// A per-isolate read-through cache of key lookups (the key's row, its account, its member's role and
// groups' scopes), so a management call or an ingestion request usually costs no D1 round trip to
// authenticate. The rules (docs/architecture.md, "In-memory state"): bounded in size (MAX_ENTRIES) and age (TTL_MS);
// the isolate that changes something a cached entry holds drops it (every successful write through the
// management API drops its account's entries, an enterprise write drops them all); another isolate may
// keep a revoked key, a changed role or scope, or account settings for up to TTL_MS. The ingestion write
// re-checks suspension in D1 itself, so a stale entry never lets a line in while suspended.

const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;

interface Entry<T> {
  value: T;
  accountId: string;
  at: number;
}

export class KeyCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(hash: string, now = Date.now()): T | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (now - entry.at >= this.ttlMs) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.value;
  }

  set(hash: string, accountId: string, value: T, now = Date.now()) {
    this.entries.delete(hash);
    this.entries.set(hash, { value, accountId, at: now });
    // Oldest first out: a Map iterates in insertion order.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }

  /** After a change to the account (its keys, members, groups, settings, suspension). */
  dropAccount(accountId: string) {
    for (const [hash, entry] of this.entries) if (entry.accountId === accountId) this.entries.delete(hash);
  }

  clear() {
    this.entries.clear();
  }
}
