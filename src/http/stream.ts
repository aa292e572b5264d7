// Streams a body produced piece by piece. Pull-based: the next piece is produced only when the client has
// read the previous one, so a slow reader holds the producer back instead of filling memory.
export function textStream(pieces: AsyncIterator<string | Uint8Array>, onError: (err: unknown) => void) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await pieces.next();
          if (done) controller.close();
          else controller.enqueue(typeof value === "string" ? encoder.encode(value) : value);
        } catch (err) {
          onError(err);
          controller.error(err);
        }
      },
      async cancel() {
        await pieces.return?.();
      },
    },
    { highWaterMark: 0 },
  );
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

  /** Pieces of `size` bytes (all but the last, which take() gives). */
  constructor(private readonly size = PIECE_BYTES) {
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
    this.piece = new Uint8Array(this.size);
    this.used = 0;
    return full;
  }

  get pending(): number {
    return this.used;
  }
}
