// Reads an ingestion body: plain or gzip/deflate, never more than the limit after decompression, so a
// small compressed body cannot expand into an unbounded one.
import { ApiError } from "../../http/errors";

const DECODINGS: Record<string, "gzip" | "deflate"> = { gzip: "gzip", "x-gzip": "gzip", deflate: "deflate" };

export async function readBody(request: Request, maxBytes: number): Promise<string> {
  const encoding = (request.headers.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity" && encoding !== "" && !DECODINGS[encoding]) {
    throw new ApiError(
      "EUNSUPPORTEDMEDIATYPE",
      `Unsupported Content-Encoding ${encoding}: send gzip, deflate or none`,
    );
  }
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  let stream: ReadableStream<Uint8Array> = request.body;
  if (DECODINGS[encoding]) stream = stream.pipeThrough(new DecompressionStream(DECODINGS[encoding]));

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const message = `the body could not be decompressed as ${encoding}`;
    throw new ApiError("EVALIDATION", `Validation failed: ${message}`, [{ path: [], message }]);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

const tooLarge = (maxBytes: number) =>
  new ApiError("EPAYLOADTOOLARGE", `Ingestion bodies are limited to ${maxBytes} bytes (after decompression)`);
