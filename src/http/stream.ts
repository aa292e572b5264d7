// Streams a body produced piece by piece. Pull-based: the next piece is produced only when the client has
// taken the previous one, so a slow reader holds the producer back instead of filling memory.
//
// The body is workerd's IdentityTransformStream: a rendezvous with the response's reader, whose write resolves
// once the reader has copied the bytes out. So a piece is the producer's again as soon as the next one is
// asked for, and PieceWriter can fill the same piece over and over (`reuse`): a long export leaves no piece
// to the collector. (A ReadableStream's enqueued chunks were each a new 64 KiB buffer outside the JavaScript
// heap, which V8 takes back only once tens of MB of them have piled up.)
export function textStream(pieces: AsyncIterator<string | Uint8Array>, onError: (err: unknown) => void) {
  const { readable, writable } = new IdentityTransformStream();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const pump = async () => {
    let writing = false;
    try {
      for (;;) {
        writing = false;
        const { done, value } = await pieces.next();
        writing = true;
        if (done) break;
        await writer.write(typeof value === "string" ? encoder.encode(value) : value);
      }
      await writer.close();
    } catch (err) {
      // The producer failed (the client sees the body cut short), or the client went away (a write refused):
      // either way the producer is told to let go of what it holds.
      if (!writing) onError(err);
      await writer.abort(err).catch(() => {});
      await pieces.return?.().catch(() => {});
    }
  };
  void pump();
  return readable;
}

/** Bytes per piece of a streamed body. */
export const PIECE_BYTES = 64 * 1024;

/**
 * A body written into pieces of PIECE_BYTES (or `size`) as it comes, for textStream or an upload's parts: texts are encoded into the piece and
 * bytes copied, so nothing is left to the garbage collector but the small texts themselves (concatenating a
 * piece's texts into a large string and encoding that made two large strings a piece, which a long export
 * piled up faster than the collector took them: the runtime grew by about the body, lines of 10 KB).
 */
export class PieceWriter {
  private readonly encoder = new TextEncoder();
  private piece: Uint8Array;
  private used = 0;

  /**
   * Pieces of `size` bytes (all but the last, which take() gives). With `reuse`, every piece is the same
   * buffer: a piece yielded is the consumer's only until it asks for the next (textStream's contract).
   */
  constructor(
    private readonly size = PIECE_BYTES,
    private readonly reuse = false,
  ) {
    this.piece = new Uint8Array(size);
  }

  /** Appends text or UTF-8 bytes; yields the pieces they filled. */
  *write(data: string | Uint8Array): Generator<Uint8Array> {
    let rest = data;
    for (;;) {
      const room = this.piece.subarray(this.used);
      let taken: number;
      if (typeof rest === "string") {
        const { read, written } = this.encoder.encodeInto(rest, room);
        this.used += written;
        taken = read;
      } else {
        taken = Math.min(rest.length, room.length);
        room.set(rest.subarray(0, taken));
        this.used += taken;
      }
      if (taken === rest.length) return;
      // Full (encodeInto never splits a character): the rest goes into the next piece.
      yield this.take();
      rest = typeof rest === "string" ? rest.slice(taken) : rest.subarray(taken);
    }
  }

  /** The bytes written and not yielded yet (possibly none). */
  take(): Uint8Array {
    const full = this.piece.subarray(0, this.used);
    if (!this.reuse) this.piece = new Uint8Array(this.size);
    this.used = 0;
    return full;
  }

  get pending(): number {
    return this.used;
  }
}
