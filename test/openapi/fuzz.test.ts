// Property test: whatever a client sends to any documented route (malformed JSON, wrong types, huge
// strings, unknown fields, bad path parameters, odd query strings), the answer is never a 5xx and
// every 4xx carries the documented error body (for live ingestion paths, their protocol's own).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type TestAccount, workerFetch } from "../helpers";
import { fillPath, isDocumentedErrorAnswer, type Operation, operations } from "./document";

let ops: Operation[];
let account: TestAccount;
let realIds: Record<string, string>;

beforeAll(async () => {
  ops = await operations();
  account = await createAccount();
  // Real objects, so that some generated requests reach past the 404s into the handlers.
  const api = client(account);
  const pipeline = (await api.post("/v3/pipeline", { title: "fuzz" })).body.data.id;
  const source = (await api.post(`/v3/pipeline/${pipeline}/source`, { type: "http" })).body.data.id;
  const route = (await api.post("/v3/pipeline/gateway-route", { title: "r", type: "http" })).body.data.id;
  realIds = { pipeline_id: pipeline, node_id: source, gateway_route_id: route };
});

const hugeString = fc.integer({ min: 600, max: 5000 }).map((n) => "x".repeat(n));
const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  hugeString,
  fc.constantFrom("", "%00", "..", '<>"', "💥"),
);

const pathValue = (name: string, real: Record<string, string>) =>
  fc.oneof(
    fc.constant(real[name] ?? crypto.randomUUID()),
    fc.uuid(),
    oddString.filter((s) => s.length > 0),
    fc.integer().map(String),
  );

/** Bodies: raw malformed text, any JSON value, or objects mixing known fields (wrong types) and unknown ones. */
function bodyArbitrary(op: Operation) {
  const known = Object.keys(op.bodySchema?.properties ?? {});
  const keys = fc.constantFrom(...known, "unknown_field", "__proto__", "constructor");
  const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), oddString, fc.constant(null));
  return fc.oneof(
    fc.constantFrom("{", "[1,", "not json", '{"a":}', "\u0000", ""),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.dictionary(keys, value, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  );
}

function requestArbitrary(op: Operation) {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const params = fc.record(Object.fromEntries(names.map((n) => [n, pathValue(n, realIds)])));
  const query = fc.dictionary(fc.constantFrom(...op.queryNames, "zzz", "limit"), oddString, { maxKeys: 3 });
  const contentType = fc.constantFrom("application/json", "text/plain", "application/json; charset=utf-8");
  return fc.record({
    params,
    query,
    body: op.hasBody ? bodyArbitrary(op) : fc.constant(undefined),
    contentType,
  });
}

// The routes are split into shards, one test each, so each shard has its own time budget as routes are added.
// Requests go through workerFetch, not SELF.fetch: the harness transport slows with every request (see helpers).
const SHARDS = 12;

describe("fuzzing every documented route", () => {
  it.each(Array.from({ length: SHARDS }, (_, i) => i))(
    "never answers 5xx, and every 4xx has the documented body (shard %i)",
    async (shard) => {
      expect(ops.length).toBeGreaterThan(SHARDS);
      for (const op of ops.filter((_, i) => i % SHARDS === shard)) {
        await fc.assert(
          fc.asyncProperty(requestArbitrary(op), async ({ params, query, body, contentType }) => {
            const path = fillPath(op.path, (name) => (params as Record<string, string>)[name]);
            const search = new URLSearchParams(query as Record<string, string>).toString();
            const res = await workerFetch(`https://api.test${path}${search ? `?${search}` : ""}`, {
              method: op.method,
              headers: {
                authorization: `Token ${op.schemes.includes("IngestionKey") ? account.ingestion_key : account.service_key}`,
                "content-type": contentType,
              },
              body: body as string | undefined,
            });
            const text = await res.text();
            const where = `${op.method} ${path}?${search} body=${String(body).slice(0, 200)} -> ${res.status} ${text.slice(0, 300)}`;
            expect(res.status, where).toBeLessThan(500);
            if (res.status >= 400) {
              const type = res.headers.get("content-type") ?? "";
              expect(isDocumentedErrorAnswer(path, res.status, text, type), where).toBe(true);
            }
          }),
          { numRuns: 30 },
        );
      }
    },
    180_000,
  );
});
