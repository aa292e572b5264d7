// The wire form of exported lines: export v1's JSONL and the `{"lines": [...]}` of export v2's pages and a
// view's lines, streamed. Each line's export JSON is encoded straight into the body's piece (PieceWriter):
// no text larger than a line is made, so the Worker holds a piece and the merge's pieces, whatever the lines'
// size, and its garbage is small strings the young generation takes back (lines rendered by the slices as
// bytes measured worse: 0.69 of the body against 0.45, their buffers outside the heap waiting for a full
// collection).
import { PIECE_BYTES, PieceWriter } from "../../http/stream";
import { exportedLine } from "../../logstore/exported-line";
import type { LineScanner, Position } from "../../logstore/reader";

const NEWLINE = new Uint8Array([10]);
const COMMA = new Uint8Array([44]);

/** Export v1's body: JSONL, at most `size` lines. */
export async function* jsonLines(scanner: LineScanner, size: number) {
  const out = new PieceWriter(PIECE_BYTES, true);
  for (let sent = 0; sent < size; sent++) {
    const line = await scanner.next();
    if (!line) break;
    yield* out.write(JSON.stringify(exportedLine(line)));
    yield* out.write(NEWLINE);
  }
  if (out.pending > 0) yield out.take();
}

/**
 * `{"lines": [...]}` of at most `size` lines. With `tokenFor` (export v2), then the page's `pagination_id`,
 * once the page is read: a full page looks one line ahead, so the last page says null instead of pointing at
 * an empty one.
 */
export async function* jsonPage(
  scanner: LineScanner,
  size: number,
  tokenFor?: (next: Position) => Promise<string>,
) {
  const out = new PieceWriter(PIECE_BYTES, true);
  yield* out.write('{"lines":[');
  let count = 0;
  let last: Position | null = null;
  while (count < size) {
    const line = await scanner.next();
    if (!line) break;
    if (count > 0) yield* out.write(COMMA);
    yield* out.write(JSON.stringify(exportedLine(line)));
    last = scanner.position;
    count++;
  }
  if (tokenFor) {
    const next = count === size && (await scanner.next()) ? last : null;
    yield* out.write(`],"pagination_id":${next ? JSON.stringify(await tokenFor(next)) : "null"}}`);
  } else yield* out.write("]}");
  yield out.take();
}
