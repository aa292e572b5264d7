// Reading an archive object back: gzip members of JSON lines.
import type { Json } from "../helpers";

/** The lines of a gzipped archive object. */
export async function gunzipLines(body: ReadableStream<Uint8Array> | ArrayBuffer): Promise<Json[]> {
  const stream = body instanceof ArrayBuffer ? new Blob([body]).stream() : body;
  const text = await new Response(stream.pipeThrough(new DecompressionStream("gzip"))).text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}
