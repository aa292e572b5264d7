// One tail connection's outgoing lines: a bounded buffer between the batches the log store hands over and the
// messages sent at most every FLUSH_MS, with the count of lines it had to drop.
//
// A Workers WebSocket does not say how much of what was sent is still unread (no `bufferedAmount`), so a
// reader that stops reading is seen only by the reader's own word: a client may acknowledge what it got
// (`{"e":"ack","n":<n of the last lines message>}`). From its first acknowledgement on, at most ACK_WINDOW
// lines are sent ahead of its acknowledgements; the rest wait here, and past the buffer's bound the oldest
// are dropped and counted. A client that never acknowledges (Mezmo's CLI) is sent everything as it comes,
// still at most BUFFER_LINES lines / BUFFER_CHARS characters per FLUSH_MS. Either way the next message after
// a loss is `{"e":"meta","dropped":n}`, before the lines that follow the gap.

export const TAIL_LIMITS = {
  /** Open tails per account; the next upgrade is refused 409 before upgrading. */
  maxConnections: 20,
  /** Lines held per connection (the oldest dropped beyond). */
  bufferLines: 2_000,
  /** Characters of lines held per connection (their text and meta; about 1 MiB of ASCII). */
  bufferChars: 1_048_576,
  /** Messages of lines go out at most this often per object. */
  flushMs: 250,
  /**
   * Lines the account's tails are sent together per flush (8,000 a second), shared fairly among those with
   * lines waiting: the tail object is one thread, and showing a line costs it a few microseconds (presenting,
   * sending, compressing), so its work stays bounded however many tails are open and whatever the account
   * sends. A tail past its share that does not acknowledge is sent its newest lines and told how many it
   * missed; one that acknowledges keeps the rest for the next flushes.
   */
  accountLinesPerFlush: 2_000,
  /** Characters per lines message (a flush sends several when it holds more). */
  messageChars: 256 * 1024,
  /** Lines sent ahead of an acknowledging client's acknowledgements. */
  ackWindow: 2_000,
} as const;

/** What a connection remembers across hibernation (its WebSocket attachment). */
export interface OutboxState {
  /** Lines sent so far; each lines message carries the count after it as `n`. */
  sent: number;
  /** The client's last acknowledged `n`, or null while it never acknowledged. */
  acked: number | null;
  /** Lines dropped since the last `dropped` message. */
  dropped: number;
  /** Lines held when the state was last saved: lost if the object hibernates, so counted as dropped then. */
  held: number;
}

export const newOutboxState = (): OutboxState => ({ sent: 0, acked: null, dropped: 0, held: 0 });

/**
 * The lines of one connection waiting to be sent. They are held as they came and presented (made JSON text)
 * only when sent: a line dropped before then costs nothing more.
 */
export class Outbox<T> {
  private lines: T[] = [];
  private sizes: number[] = [];
  private start = 0;
  private chars = 0;

  constructor(
    readonly state: OutboxState,
    /** A line as the JSON text sent. */
    private readonly present: (line: T) => string,
  ) {
    // Lines held before a hibernation did not survive it.
    state.dropped += state.held;
    state.held = 0;
  }

  get size() {
    return this.lines.length - this.start;
  }

  /** Adds a line of about `chars` characters once presented; drops the oldest beyond the bounds. */
  push(line: T, chars: number) {
    this.lines.push(line);
    this.sizes.push(chars);
    this.chars += chars;
    while (this.size > TAIL_LIMITS.bufferLines || (this.chars > TAIL_LIMITS.bufferChars && this.size > 1)) {
      this.chars -= this.sizes[this.start];
      this.start++;
      this.state.dropped++;
    }
    this.compact();
    this.state.held = this.size;
  }

  /** The client's acknowledgement of the lines message that carried `n`. */
  ack(n: number) {
    if (!Number.isSafeInteger(n) || n < 0) return;
    this.state.acked = Math.max(this.state.acked ?? 0, Math.min(n, this.state.sent));
  }

  /** True when there is something to send and the acknowledgement window lets it go. */
  get ready() {
    return (this.size > 0 || this.state.dropped > 0) && this.room() > 0;
  }

  /** Lines it would send now, given as many as it likes. */
  get wanted() {
    return Math.min(this.size, this.room());
  }

  private room() {
    const { acked, sent } = this.state;
    return acked === null ? Number.POSITIVE_INFINITY : TAIL_LIMITS.ackWindow - (sent - acked);
  }

  /**
   * The messages to send now: `dropped` first if lines were lost, then the lines the window lets go, at most
   * `allowance`. A client that does not acknowledge is sent the newest it is allowed: the older lines held
   * beyond the allowance are dropped now (they would only grow older).
   */
  drain(allowance = Number.POSITIVE_INFINITY): string[] {
    const messages: string[] = [];
    if (this.room() <= 0) return messages;
    let room = Math.min(this.room(), allowance);
    while (this.state.acked === null && this.size > room) {
      this.chars -= this.sizes[this.start++];
      this.state.dropped++;
    }
    if (this.state.dropped > 0) {
      messages.push(JSON.stringify({ e: "meta", dropped: this.state.dropped }));
      this.state.dropped = 0;
    }
    while (this.size > 0 && room > 0) {
      // [head, line, ",", line, ..., "]}"], joined once into one flat string (the socket copies it whole).
      const parts: string[] = [""];
      let chars = 0;
      while (this.size > 0 && room > 0 && (parts.length === 1 || chars < TAIL_LIMITS.messageChars)) {
        this.chars -= this.sizes[this.start];
        const json = this.present(this.lines[this.start++]);
        if (parts.length > 1) parts.push(",");
        parts.push(json);
        chars += json.length;
        room--;
      }
      const count = parts.length >> 1;
      this.state.sent += count;
      parts[0] = `{"e":"l","n":${this.state.sent},"p":[`;
      parts.push("]}");
      messages.push(parts.join(""));
    }
    this.compact();
    this.state.held = this.size;
    return messages;
  }

  private compact() {
    if (this.start === this.lines.length) {
      this.lines = [];
      this.sizes = [];
      this.start = 0;
      this.chars = 0;
    } else if (this.start > 1024 && this.start * 2 > this.lines.length) {
      this.lines = this.lines.slice(this.start);
      this.sizes = this.sizes.slice(this.start);
      this.start = 0;
    }
  }
}

/**
 * Shares `budget` among `wanted` (each one's demand) max-min fairly: each gets its demand or an equal share of
 * what the smaller demands left, whichever is less.
 */
export function fairShares(wanted: number[], budget: number): number[] {
  const order = wanted.map((_, i) => i).sort((a, b) => wanted[a] - wanted[b]);
  const shares = new Array<number>(wanted.length).fill(0);
  let left = budget;
  order.forEach((i, k) => {
    const share = Math.min(wanted[i], Math.floor(left / (order.length - k)));
    shares[i] = share;
    left -= share;
  });
  return shares;
}
