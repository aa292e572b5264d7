// The batch keys a slice remembers (a sender's retry within a key's life stores nothing), in memory: one
// number per key in an open-addressed table, so that a slice taking a thousand batches a second holds its
// ten minutes of keys in a few MB instead of a string and a Map entry each. A hit is only a hint (53-bit
// hashes collide, rarely): the slice confirms it against the keys it stored (src/durable/log-slice.ts).
import { hash53 } from "../lib/hash53";

const EMPTY = 0;

export class KeyMemory {
  private slots: Float64Array;
  private used = 0;

  constructor(capacity = 1024) {
    this.slots = new Float64Array(capacity);
  }

  get size(): number {
    return this.used;
  }

  /** Whether a key with this key's hash was added (possibly another key). */
  mayHold(key: string): boolean {
    const h = hashOf(key);
    const mask = this.slots.length - 1;
    for (let i = h % this.slots.length; ; i = (i + 1) & mask) {
      const slot = this.slots[i];
      if (slot === EMPTY) return false;
      if (slot === h) return true;
    }
  }

  add(key: string) {
    if ((this.used + 1) * 2 > this.slots.length) this.grow();
    if (this.insert(hashOf(key))) this.used++;
  }

  clear() {
    this.slots = new Float64Array(1024);
    this.used = 0;
  }

  private insert(h: number): boolean {
    const mask = this.slots.length - 1;
    for (let i = h % this.slots.length; ; i = (i + 1) & mask) {
      const slot = this.slots[i];
      if (slot === h) return false;
      if (slot === EMPTY) {
        this.slots[i] = h;
        return true;
      }
    }
  }

  private grow() {
    const old = this.slots;
    this.slots = new Float64Array(old.length * 2);
    for (const h of old) if (h !== EMPTY) this.insert(h);
  }
}

/** A key's hash, never the empty slot's value. */
const hashOf = (key: string) => hash53(key) || 1;
