// Export v1: the JSONL stream, its filters, head/tail, the plan's line limit, and that it really streams.
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, exportV1, ingest, type Json, type TestAccount } from "../helpers";

const BATCH = 5000;

/** Ingests `count` lines built by `lineAt`, in requests of at most 5000 lines. */
async function ingestMany(key: string, count: number, lineAt: (i: number) => Json, query = "hostname=web-1") {
  for (let start = 0; start < count; start += BATCH) {
    const lines = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) lines.push(lineAt(i));
    const res = await ingest(key, { lines }, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stored).toBe(lines.length);
  }
}

const texts = (lines: Json[]) => lines.map((l) => String(l._line).split(" ")[0]);

// Whole seconds, so the same range can be written in seconds and in milliseconds.
const T0 = Math.floor((Date.now() - 2 * 3_600_000) / 1000) * 1000;
const at = (i: number) => T0 + i * 1000;

// Ten lines, one second apart: line-0 .. line-9.
const sample = [
  { app: "api", hostname: "web-1", level: "info" },
  { app: "api", hostname: "web-2", level: "error" },
  { app: "worker", hostname: "web-1", level: "warn" },
  { app: "worker", hostname: "web-2", level: "ERROR" },
  { app: "api", hostname: "web-3", level: "debug" },
  { app: "db", hostname: "db-1", level: "info" },
  { app: "db", hostname: "db-1", level: "Error" },
  { app: "api", hostname: "web-1", level: "info" },
  { app: "worker", hostname: "web-3", level: "fatal" },
  { app: "api", hostname: "web-2", level: "info" },
];

let small: TestAccount;
let big: TestAccount;
const BIG = 12_000;
let bigT0: number;

beforeAll(async () => {
  small = await createAccount("export-v1-small");
  const res = await ingest(
    small.ingestion_key,
    {
      lines: sample.map((s, i) => ({
        line: `line-${i}${i === 5 ? " checkout timed out" : ""}`,
        timestamp: at(i),
        file: `/var/log/${s.app}.log`,
        ...s,
        ...(i === 0 && { meta: { region: "eu-west-1", user: { id: 42 } } }),
      })),
    },
    "hostname=fallback&tags=prod,eu",
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);

  big = await createAccount("export-v1-big");
  bigT0 = Date.now() - 3_600_000;
  await ingestMany(big.ingestion_key, BIG, (i) => ({ line: `big-${i}`, app: "bulk", timestamp: bigT0 + i }));
});

describe("export v1 stream", () => {
  it("answers JSONL as text/plain with LogDNA's fields and the line's meta fields", async () => {
    const res = await SELF.fetch("https://api.test/v1/export", {
      headers: { authorization: `Token ${small.service_key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const raw = await res.text();
    const lines = raw
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(raw.endsWith("\n")).toBe(true);
    expect(lines).toHaveLength(10);
    const first = lines[0];
    expect(first).toMatchObject({
      _line: "line-0",
      _ts: at(0),
      _app: "api",
      _host: "web-1",
      _file: "/var/log/api.log",
      level: "INFO",
      _tag: ["prod", "eu"],
      region: "eu-west-1",
      user: { id: 42 },
    });
    expect(typeof first._id).toBe("string");
    expect(new Set(lines.map((l) => l._id)).size).toBe(10);
    for (const l of lines) {
      for (const field of ["_id", "_ts", "_line", "_app", "_host", "_file", "level"]) {
        expect(l, field).toHaveProperty(field);
      }
    }
    // A line without meta has no meta fields.
    expect(lines[1]).not.toHaveProperty("region");
  });

  it("filters by from/to inclusively, in seconds or in milliseconds alike", async () => {
    const inSeconds = await exportV1(small.service_key, `from=${at(2) / 1000}&to=${at(4) / 1000}`);
    expect(inSeconds.status).toBe(200);
    expect(texts(inSeconds.lines)).toEqual(["line-2", "line-3", "line-4"]);
    const inMs = await exportV1(small.service_key, `from=${at(2)}&to=${at(4)}`);
    expect(texts(inMs.lines)).toEqual(["line-2", "line-3", "line-4"]);
    const single = await exportV1(small.service_key, `from=${at(7)}&to=${at(7)}`);
    expect(texts(single.lines)).toEqual(["line-7"]);
    const fromOnly = await exportV1(small.service_key, `from=${at(8)}`);
    expect(texts(fromOnly.lines)).toEqual(["line-8", "line-9"]);
    const toOnly = await exportV1(small.service_key, `to=${at(1) / 1000}`);
    expect(texts(toOnly.lines)).toEqual(["line-0", "line-1"]);
  });

  it("filters by hosts and apps (comma lists)", async () => {
    const hosts = await exportV1(small.service_key, "hosts=web-3,db-1");
    expect(texts(hosts.lines)).toEqual(["line-4", "line-5", "line-6", "line-8"]);
    const apps = await exportV1(small.service_key, "apps=worker");
    expect(texts(apps.lines)).toEqual(["line-2", "line-3", "line-8"]);
    const both = await exportV1(small.service_key, "apps=api&hosts=web-2");
    expect(texts(both.lines)).toEqual(["line-1", "line-9"]);
    const none = await exportV1(small.service_key, "apps=nothing");
    expect(none.status).toBe(200);
    expect(none.lines).toEqual([]);
    expect(none.raw).toBe("");
  });

  it("filters by levels case-insensitively", async () => {
    const lower = await exportV1(small.service_key, "levels=error");
    expect(texts(lower.lines)).toEqual(["line-1", "line-3", "line-6"]);
    expect(lower.lines.every((l) => l.level === "ERROR")).toBe(true);
    const mixed = await exportV1(small.service_key, "levels=Error,FATAL");
    expect(texts(mixed.lines)).toEqual(["line-1", "line-3", "line-6", "line-8"]);
  });

  it("filters by a search query, combined with the other filters", async () => {
    const q = (s: string) => `query=${encodeURIComponent(s)}`;
    expect(texts((await exportV1(small.service_key, q("timed out"))).lines)).toEqual(["line-5"]);
    expect(texts((await exportV1(small.service_key, q("app:worker level:error"))).lines)).toEqual(["line-3"]);
    expect(texts((await exportV1(small.service_key, q("region:eu*"))).lines)).toEqual(["line-0"]);
    expect(texts((await exportV1(small.service_key, `${q("-app:api")}&hosts=web-2`)).lines)).toEqual([
      "line-3",
    ]);
  });

  it("prefer=head gives the oldest lines first, prefer=tail the newest first", async () => {
    const head = await exportV1(small.service_key, "prefer=head&size=3");
    expect(texts(head.lines)).toEqual(["line-0", "line-1", "line-2"]);
    const tail = await exportV1(small.service_key, "prefer=tail&size=3");
    expect(texts(tail.lines)).toEqual(["line-9", "line-8", "line-7"]);
    const defaultOrder = await exportV1(small.service_key, "");
    expect(texts(defaultOrder.lines)).toEqual(sample.map((_, i) => `line-${i}`));
    const allTail = await exportV1(small.service_key, "prefer=tail");
    expect(texts(allTail.lines)).toEqual(sample.map((_, i) => `line-${9 - i}`));
  });

  it("caps the stream at size", async () => {
    const res = await exportV1(small.service_key, "size=4");
    expect(texts(res.lines)).toEqual(["line-0", "line-1", "line-2", "line-3"]);
    const one = await exportV1(small.service_key, "size=1&prefer=tail&apps=db");
    expect(texts(one.lines)).toEqual(["line-6"]);
  });

  it("never shows another account's lines", async () => {
    const other = await createAccount("export-v1-other");
    const res = await exportV1(other.service_key, "");
    expect(res.status).toBe(200);
    expect(res.lines).toEqual([]);
  });
});

describe("export v1 validation", () => {
  async function expectV1Error(query: string, status = 400) {
    const res = await call("GET", `/v1/export?${query}`, { key: small.service_key });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.body).toMatchObject({ code: "EVALIDATION", status });
    expect(typeof res.body.error).toBe("string");
    expect(typeof res.body.request_id).toBe("string");
    return res.body;
  }

  it("answers 400 when from is after to", async () => {
    const body = await expectV1Error(`from=${at(5)}&to=${at(4)}`);
    expect(body.details).toContainEqual(expect.objectContaining({ key: "query.from" }));
    // The same comparison across units: from in seconds after to in ms.
    await expectV1Error(`from=${at(5) / 1000}&to=${at(4)}`);
  });

  it("answers 400 with the position of a malformed query", async () => {
    const body = await expectV1Error(`query=${encodeURIComponent("(app:api OR")}`);
    expect(body.error).toMatch(/position \d+/);
    expect(body.details?.[0]).toMatchObject({ key: "query.query" });
    expect(body.details[0].message).toMatch(/position \d+/);
    await expectV1Error(`query=${encodeURIComponent('"unterminated')}`);
  });

  it("answers 400 for a prefer that is neither head nor tail", async () => {
    const body = await expectV1Error("prefer=newest");
    expect(body.details).toContainEqual(expect.objectContaining({ key: "query.prefer" }));
  });

  it("answers 400 for size 0, a negative or a non-numeric size", async () => {
    await expectV1Error("size=0");
    await expectV1Error("size=-1");
    await expectV1Error("size=ten");
  });

  it("answers 401 without a key", async () => {
    const res = await call("GET", "/v1/export");
    expect(res.status).toBe(401);
  });
});

describe("export v1 plan limit and streaming", () => {
  it("refuses a size above the default limit of 10000 and exports at most 10000 lines without size", async () => {
    const over = await call("GET", "/v1/export?size=10001", { key: big.service_key });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe("EVALIDATION");
    expect(over.body.details).toContainEqual(expect.objectContaining({ key: "query.size" }));

    const atLimit = await exportV1(big.service_key, "size=10000");
    expect(atLimit.lines).toHaveLength(10_000);

    const res = await exportV1(big.service_key, "");
    expect(res.status).toBe(200);
    expect(res.lines).toHaveLength(10_000);
    // prefer=head: the oldest 10000, in order.
    expect(res.lines[0]._line).toBe("big-0");
    expect(res.lines[9_999]._line).toBe("big-9999");
    const tail = await exportV1(big.service_key, "prefer=tail");
    expect(tail.lines).toHaveLength(10_000);
    expect(tail.lines[0]._line).toBe(`big-${BIG - 1}`);
    expect(tail.lines[9_999]._line).toBe(`big-${BIG - 10_000}`);
  });

  it("exports every line once the account's export_line_limit is raised to 20000", async () => {
    const api = client(big);
    const patched = await api.patch("/v3/pipeline/account", { export_line_limit: 20_000 });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    try {
      const res = await exportV1(big.service_key, "");
      expect(res.lines).toHaveLength(BIG);
      expect(new Set(res.lines.map((l) => l._id)).size).toBe(BIG);
      const ts = res.lines.map((l) => l._ts as number);
      expect(ts).toEqual([...ts].sort((a, b) => a - b));
      const sized = await exportV1(big.service_key, "size=10001");
      expect(sized.status).toBe(200);
      expect(sized.lines).toHaveLength(10_001);
      const over = await call("GET", "/v1/export?size=20001", { key: big.service_key });
      expect(over.status).toBe(400);
    } finally {
      await api.patch("/v3/pipeline/account", { export_line_limit: 10_000 });
    }
  });

  it("streams the body in more than one chunk", async () => {
    const res = await SELF.fetch("https://api.test/v1/export?size=10000", {
      headers: { authorization: `Token ${big.service_key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBeNull();
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = "";
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (value.byteLength > 0) chunks++;
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    expect(chunks).toBeGreaterThan(1);
    const lines = text.split("\n").filter(Boolean);
    expect(lines).toHaveLength(10_000);
    // Chunks end on line boundaries, so every line parses.
    expect(JSON.parse(lines[4_999])._line).toBe("big-4999");
  });
});
