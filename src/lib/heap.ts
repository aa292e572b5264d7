// A binary heap: the item that comes first by `before` at its root, pushed and popped in O(log n).

export class BinaryHeap<T> {
  private readonly items: T[] = [];

  /** `before(a, b)`: whether `a` belongs nearer the root than `b`. */
  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size() {
    return this.items.length;
  }

  /** The root, or undefined when empty. */
  peek(): T | undefined {
    return this.items[0];
  }

  /** Every item, in no particular order. */
  values(): readonly T[] {
    return this.items;
  }

  push(item: T) {
    this.items.push(item);
    this.up(this.items.length - 1);
  }

  pop(): T | undefined {
    const h = this.items;
    const root = h[0];
    const last = h.pop();
    if (h.length > 0 && last !== undefined) {
      h[0] = last;
      this.down(0);
    }
    return root;
  }

  /** Puts `item` in the root's place (the heap not empty): a pop and a push in one. */
  replaceRoot(item: T) {
    this.items[0] = item;
    this.down(0);
  }

  private up(i: number) {
    const h = this.items;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(h[i], h[parent])) break;
      [h[i], h[parent]] = [h[parent], h[i]];
      i = parent;
    }
  }

  private down(i: number) {
    const h = this.items;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < h.length && this.before(h[l], h[top])) top = l;
      if (r < h.length && this.before(h[r], h[top])) top = r;
      if (top === i) return;
      [h[i], h[top]] = [h[top], h[i]];
      i = top;
    }
  }
}
