// Property test of every push protocol's decoder, through HTTP with a real source and its key: random
// bytes, random JSON, near-miss protocol bodies, odd content types and encodings never get a 5xx, and
// every refusal is in the protocol's documented shape.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { protocolsByKind } from "../../src/protocols";
import { client, createAccount, workerFetch } from "../helpers";
import { isDocumentedErrorAnswer } from "../openapi/document";

let api: ReturnType<typeof client>;
const sources = new Map<string, { id: string; key: string }>();

beforeAll(async () => {
  api = client(await createAccount("protocols-fuzz"));
  for (const kind of Object.keys(protocolsByKind)) {
    const p = (await api.post("/v3/pipeline", { title: `fuzz ${kind}` })).body.data.id as string;
    const id = (await api.post(`/v3/pipeline/${p}/source`, { type: kind })).body.data.id as string;
    await api.post(`/v3/pipeline/${p}/sink`, { type: "blackhole", inputs: [id] });
    const key = (await api.post(`/v3/pipeline/${p}/source/${id}/access-key`, { title: "k" })).body.data.key;
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    sources.set(kind, { id, key });
  }
});

const jsonish = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  // Near misses of the protocols' own shapes.
  fc.record({ resourceLogs: fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 3 }) }),
  fc.record({
    resourceSpans: fc.array(fc.record({ scopeSpans: fc.jsonValue({ maxDepth: 3 }) }), { maxLength: 2 }),
  }),
  fc.record({
    records: fc.array(fc.record({ data: fc.oneof(fc.base64String(), fc.string()) }), { maxLength: 3 }),
  }),
  fc.record({
    event: fc.jsonValue({ maxDepth: 2 }),
    time: fc.oneof(fc.double(), fc.string()),
    fields: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({
    lines: fc.array(
      fc.record({ line: fc.jsonValue({ maxDepth: 1 }), timestamp: fc.jsonValue({ maxDepth: 1 }) }),
      { maxLength: 3 },
    ),
  }),
);

const body = fc.oneof(
  fc.uint8Array({ maxLength: 300 }),
  jsonish.map((v) => JSON.stringify(v)),
  fc.array(jsonish, { maxLength: 4 }).map((vs) => vs.map((v) => JSON.stringify(v)).join("")),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("", "{", "\u0000", "[1,", '{"event":'),
);

const request = fc.record({
  body,
  contentType: fc.constantFrom(
    "application/json",
    "application/x-protobuf",
    "text/plain",
    "application/x-ndjson",
    "",
  ),
  encoding: fc.constantFrom("none", "gzip", "bad-gzip", "snappy", "br"),
  method: fc.constantFrom("POST", "POST", "POST", "GET", "PUT"),
});

/** A refusal in the kind's own protocol (what a POST to one of its paths must get, with a valid key). */
const ownShape: Record<string, (text: string, type: string) => boolean> = {
  "siem-hec": (text) => /^\{"text":"[^"]*","code":\d+/.test(text),
  "stream-firehose": (text) => /^\{"requestId":"fuzz","timestamp":\d+,"errorMessage":/.test(text),
  "prometheus-remote-write": (_text, type) => type.startsWith("text/plain"),
  "vendor-agent": (text) => JSON.parse(text).error !== undefined,
  "log-analysis-ingestion": (text) => JSON.parse(text).error !== undefined,
};
const otlpShape = (text: string, type: string) =>
  type.startsWith("text/plain") ||
  type === "application/x-protobuf" ||
  typeof JSON.parse(text).message === "string";
const v3Shape = (text: string) =>
  JSON.parse(text).message !== undefined && JSON.parse(text).code !== undefined;
const shapeOf = (kind: string) => ownShape[kind] ?? (kind.startsWith("open-telemetry") ? otlpShape : v3Shape);

async function encode(bytes: Uint8Array, encoding: string): Promise<Uint8Array> {
  if (encoding !== "gzip") return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe("fuzzing every push protocol with a real source and key", () => {
  it.each(Object.keys(protocolsByKind))(
    "%s never answers 5xx and refuses in its protocol's shape",
    async (kind) => {
      const { id, key } = sources.get(kind) as { id: string; key: string };
      for (const subpath of protocolsByKind[kind].docs.paths) {
        await fc.assert(
          fc.asyncProperty(request, async ({ body, contentType, encoding, method }) => {
            const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
            const headers: Record<string, string> = {
              authorization: `Token ${key}`,
              "x-amz-firehose-request-id": "fuzz",
            };
            if (contentType) headers["content-type"] = contentType;
            if (encoding !== "none")
              headers["content-encoding"] = encoding === "bad-gzip" ? "gzip" : encoding;
            const path = `/ingest/${id}${subpath}`;
            const res = await workerFetch(`https://api.test${path}`, {
              method,
              headers,
              body: method === "GET" ? undefined : await encode(bytes, encoding),
            });
            const text = await res.text();
            const where = `${method} ${path} ${contentType} ${encoding} ${JSON.stringify(body).slice(0, 200)} -> ${res.status} ${text.slice(0, 200)}`;
            expect(res.status, where).toBeLessThan(500);
            if (res.status >= 400) {
              const type = res.headers.get("content-type") ?? "";
              expect(isDocumentedErrorAnswer(path, res.status, text, type), where).toBe(true);
              if (method === "POST") expect(shapeOf(kind)(text, type), where).toBe(true);
            }
          }),
          { numRuns: 25 },
        );
      }
    },
    120_000,
  );
});
