// Streams text produced piece by piece. Pull-based: the next piece is produced only when the client has
// read the previous one, so a slow reader holds the producer back instead of filling memory.
export function textStream(pieces: AsyncIterator<string>, onError: (err: unknown) => void) {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await pieces.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
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
