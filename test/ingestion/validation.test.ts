// Every way an ingestion request can be refused: the v1 error body, the detail that names the problem,
// and that nothing at all was stored (the batch is all or nothing).
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  client,
  createAccount,
  expectV1Error,
  exportV1,
  ingest,
  type Json,
  type TestAccount,
  workerFetch,
} from "../helpers";

// A fresh account per test: a refusal that wrongly stores a line cannot leak into the next test.
let account: TestAccount;
beforeEach(async () => {
  account = await createAccount("validation");
});

const MiB = 1_048_576;

async function compress(data: string | Uint8Array, format: "gzip" | "deflate"): Promise<Uint8Array> {
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function postRaw(body: BodyInit, headers: Record<string, string> = {}, query = "hostname=web-1") {
  const res = await SELF.fetch(`https://api.test/logs/ingest?${query}`, {
    method: "POST",
    headers: { apikey: account.ingestion_key, "content-type": "application/json", ...headers },
    body,
  });
  const text = await res.text();
  let parsed: Json = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

/** A v1 error body: {error, code, status, request_id}. */

/** A 400 EVALIDATION with details [{message, key}]; `key`, when given, must be one of the detail keys. */
function expectValidation(res: ApiResponse, key?: string) {
  expectV1Error(res, 400, "EVALIDATION");
  const details = res.body.details;
  expect(Array.isArray(details), `details missing in ${JSON.stringify(res.body)}`).toBe(true);
  expect(details.length).toBeGreaterThan(0);
  for (const d of details) {
    expect(typeof d.message).toBe("string");
    expect(d.message.length).toBeGreaterThan(0);
    expect(typeof d.key).toBe("string");
  }
  if (key !== undefined) expect(details.map((d: Json) => d.key)).toContain(key);
  return details as { message: string; key: string }[];
}

/** The account still holds no line and no usage. */
async function expectNothingStored() {
  const exported = await exportV1(account.service_key);
  expect(exported.status).toBe(200);
  expect(exported.lines).toEqual([]);
  const now = Math.floor(Date.now() / 1000);
  const usage = await client(account).get(`/v2/usage?from=${now}&to=${now}`);
  expect(usage.status).toBe(200);
  expect(usage.body.results).toEqual({ bytes: 0, lines: 0 });
}

const valid = { lines: [{ line: "a valid line" }] };

describe("ingestion validation: query parameters", () => {
  it("refuses a request without hostname (or with an empty one)", async () => {
    expectValidation(await ingest(account.ingestion_key, valid, ""), "query.hostname");
    expectValidation(await ingest(account.ingestion_key, valid, "hostname=%20%20"), "query.hostname");
    await expectNothingStored();
  });

  it("refuses a malformed mac", async () => {
    for (const mac of ["00:11:22:33:44", "zz:11:22:33:44:55", "001122334455x"]) {
      expectValidation(
        await ingest(account.ingestion_key, valid, `hostname=web-1&mac=${encodeURIComponent(mac)}`),
        "query.mac",
      );
    }
    await expectNothingStored();
  });

  it("refuses a malformed ip", async () => {
    for (const ip of ["not-an-ip", "1.2.3", "10.0.0.1/24", "1.2.3.4.5"]) {
      expectValidation(
        await ingest(account.ingestion_key, valid, `hostname=web-1&ip=${encodeURIComponent(ip)}`),
        "query.ip",
      );
    }
    await expectNothingStored();
  });

  it("refuses an ip whose numbers are out of range or that is bare hex", async () => {
    for (const ip of ["999.1.2.3", "256.256.256.256", "deadbeef", ":::::"]) {
      expectValidation(
        await ingest(account.ingestion_key, valid, `hostname=web-1&ip=${encodeURIComponent(ip)}`),
        "query.ip",
      );
    }
    await expectNothingStored();
  });

  it("refuses a now that is not a positive integer of unix ms", async () => {
    for (const now of ["abc", "-5", "1.5", "0"]) {
      expectValidation(await ingest(account.ingestion_key, valid, `hostname=web-1&now=${now}`), "query.now");
    }
    await expectNothingStored();
  });

  it("refuses more than 20 tags", async () => {
    const tags = (n: number) => Array.from({ length: n }, (_, i) => `t${i}`).join(",");
    const res = await ingest(account.ingestion_key, valid, `hostname=web-1&tags=${tags(21)}`);
    const details = expectValidation(res, "query.tags");
    expect(details.find((d) => d.key === "query.tags")?.message).toMatch(/20/);
    await expectNothingStored();
  });
});

describe("ingestion validation: the body", () => {
  it("refuses malformed JSON with a detail", async () => {
    expectValidation(await postRaw('{"lines": [{"line": "x"}'));
    expectValidation(await postRaw("not json at all"));
    await expectNothingStored();
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const body of ["[]", '"text"', "42", "null", '[{"line":"x"}]'])
      expectValidation(await postRaw(body));
    await expectNothingStored();
  });

  it("refuses lines that is not an array, or missing", async () => {
    expectValidation(await ingest(account.ingestion_key, { lines: { line: "x" } }), "lines");
    expectValidation(await ingest(account.ingestion_key, { lines: "x" }), "lines");
    expectValidation(await ingest(account.ingestion_key, {}), "lines");
    expectValidation(await ingest(account.ingestion_key, { e: "ls", ls: "x" }), "ls");
    await expectNothingStored();
  });

  it("refuses an empty batch", async () => {
    expectValidation(await ingest(account.ingestion_key, { lines: [] }), "lines");
    expectValidation(await ingest(account.ingestion_key, { e: "ls", ls: [] }), "ls");
    await expectNothingStored();
  });

  it("refuses an e other than 'ls'", async () => {
    expectValidation(await ingest(account.ingestion_key, { e: "lines", ls: [{ line: "x" }] }), "e");
    expectValidation(await ingest(account.ingestion_key, { e: "LS", ls: [{ line: "x" }] }), "e");
    await expectNothingStored();
  });

  it("refuses more than 20000 lines", async () => {
    const lines = Array.from({ length: 20_001 }, () => ({ line: "x" }));
    const details = expectValidation(await ingest(account.ingestion_key, { lines }), "lines");
    expect(details[0].message).toMatch(/20000|20,000/);
    await expectNothingStored();
  });
});

describe("ingestion validation: lines", () => {
  it("refuses a line without the line field, or a line that is not an object", async () => {
    expectValidation(await ingest(account.ingestion_key, { lines: [{ app: "web" }] }), "lines.0.line");
    expectValidation(await ingest(account.ingestion_key, { lines: ["just text"] }), "lines.0");
    expectValidation(await ingest(account.ingestion_key, { lines: [null] }), "lines.0");
    await expectNothingStored();
  });

  it("refuses a line field that is not a string", async () => {
    for (const line of [5, true, { text: "x" }, ["x"], null]) {
      expectValidation(await ingest(account.ingestion_key, { lines: [{ line }] }), "lines.0.line");
    }
    await expectNothingStored();
  });

  it("refuses a line longer than 32768 characters", async () => {
    const res = await ingest(account.ingestion_key, { lines: [{ line: "x".repeat(32_769) }] });
    const details = expectValidation(res, "lines.0.line");
    expect(details[0].message).toMatch(/32768/);
    await expectNothingStored();
  });

  it("refuses a timestamp that is not unix ms, unix seconds or an ISO date", async () => {
    for (const timestamp of ["yesterday", "2024-13-45T99:00:00Z", true, -1, { at: 1 }, 1e20]) {
      expectValidation(
        await ingest(account.ingestion_key, { lines: [{ line: "x", timestamp }] }),
        "lines.0.timestamp",
      );
    }
    await expectNothingStored();
  });

  it("refuses a meta string that is not JSON, and a meta that is not an object", async () => {
    expectValidation(
      await ingest(account.ingestion_key, { lines: [{ line: "x", meta: "{not json" }] }),
      "lines.0.meta",
    );
    expectValidation(
      await ingest(account.ingestion_key, { lines: [{ line: "x", meta: [1, 2] }] }),
      "lines.0.meta",
    );
    expectValidation(
      await ingest(account.ingestion_key, { lines: [{ line: "x", meta: "[1,2]" }] }),
      "lines.0.meta",
    );
    expectValidation(
      await ingest(account.ingestion_key, { lines: [{ line: "x", meta: 42 }] }),
      "lines.0.meta",
    );
    await expectNothingStored();
  });

  it("refuses an app, level, file or hostname that is not a string", async () => {
    for (const field of ["app", "level", "file", "hostname"]) {
      expectValidation(
        await ingest(account.ingestion_key, { lines: [{ line: "x", [field]: 42 }] }),
        `lines.0.${field}`,
      );
    }
    await expectNothingStored();
  });

  it("stores nothing when one line among valid ones is invalid, and names its index", async () => {
    const res = await ingest(account.ingestion_key, {
      lines: [{ line: "valid 0" }, { line: 17 }, { line: "valid 2", app: "web" }],
    });
    const details = expectValidation(res, "lines.1.line");
    expect(details.map((d) => d.key)).toEqual(["lines.1.line"]);
    expect(res.body.error).toMatch(/lines\.1\.line/);
    await expectNothingStored();
  });

  it("lists every invalid line of a batch, with the ls prefix for the clients' form", async () => {
    const res = await ingest(account.ingestion_key, {
      e: "ls",
      ls: [{ line: "ok" }, { line: "bad ts", timestamp: "never" }, { line: "ok" }, { line: "x", app: 1 }],
    });
    const details = expectValidation(res);
    expect(details.map((d) => d.key)).toEqual(["ls.1.timestamp", "ls.3.app"]);
    await expectNothingStored();
  });
});

describe("ingestion validation: size and encoding", () => {
  it("stores a body sent with its Content-Length (read whole) and one streamed without", async () => {
    const withLength = JSON.stringify({ lines: [{ line: "with its length" }] });
    const declared = { "content-length": String(new TextEncoder().encode(withLength).byteLength) };
    expect((await postRaw(withLength, declared)).status).toBe(200);
    // Straight to the handler: the test harness's transport would give it a length.
    const streamed = await workerFetch("https://api.test/logs/ingest?hostname=web-1", {
      method: "POST",
      headers: { apikey: account.ingestion_key, "content-type": "application/json" },
      body: new Blob([JSON.stringify({ lines: [{ line: "streamed" }] })]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(200);
    const exported = await exportV1(account.service_key);
    expect(exported.lines.map((l) => l._line).sort()).toEqual(["streamed", "with its length"]);
  });

  it("refuses a body over INGEST_MAX_BODY_BYTES (10 MiB) with 413 EPAYLOADTOOLARGE", async () => {
    const line = "y".repeat(10_000);
    const lines = Array.from({ length: Math.ceil((11 * MiB) / line.length) }, () => ({ line }));
    const body = JSON.stringify({ lines });
    expect(body.length).toBeGreaterThan(11 * MiB);
    expectV1Error(await postRaw(body), 413, "EPAYLOADTOOLARGE");
    await expectNothingStored();
  });

  it("refuses a gzip body that decompresses beyond 10 MiB with 413, though it is small on the wire", async () => {
    // Valid JSON throughout, so only the size can be the reason: one line of 11 MiB.
    const json = `{"lines":[{"line":"${"z".repeat(11 * MiB)}"}]}`;
    const gzipped = await compress(json, "gzip");
    expect(gzipped.byteLength).toBeLessThan(MiB);
    expectV1Error(await postRaw(gzipped, { "content-encoding": "gzip" }), 413, "EPAYLOADTOOLARGE");
    await expectNothingStored();
  });

  it("refuses a Content-Encoding other than gzip or deflate with 415", async () => {
    for (const encoding of ["br", "compress", "zstd"]) {
      expectV1Error(
        await postRaw(JSON.stringify(valid), { "content-encoding": encoding }),
        415,
        "EUNSUPPORTEDMEDIATYPE",
      );
    }
    await expectNothingStored();
  });

  it("refuses a corrupt gzip or deflate body with 400", async () => {
    const good = await compress(JSON.stringify(valid), "gzip");
    const truncated = good.slice(0, Math.floor(good.byteLength / 2));
    expectV1Error(await postRaw(truncated, { "content-encoding": "gzip" }), 400, "EVALIDATION");
    expectV1Error(
      await postRaw(new TextEncoder().encode("definitely not gzip"), { "content-encoding": "gzip" }),
      400,
      "EVALIDATION",
    );
    expectV1Error(
      await postRaw(new TextEncoder().encode(JSON.stringify(valid)), { "content-encoding": "deflate" }),
      400,
      "EVALIDATION",
    );
    await expectNothingStored();
  });

  it("accepts the limits themselves: 20 tags, a 32768-character line (so the refusals above are real)", async () => {
    const other = await createAccount("limits");
    const tags = Array.from({ length: 20 }, (_, i) => `t${i}`).join(",");
    const res = await ingest(
      other.ingestion_key,
      { lines: [{ line: "x".repeat(32_768) }] },
      `hostname=web-1&tags=${tags}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stored).toBe(1);
    const exported = await exportV1(other.service_key);
    expect(exported.lines).toHaveLength(1);
    expect(exported.lines[0]._tag).toHaveLength(20);
  });
});
