// POST /logs/ingest end to end: body forms, compression, line fields, drift correction, tags, auth,
// the answer, and that the lines really land in storage (read back through the export APIs).
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  type ApiResponse,
  call,
  client,
  createAccount,
  expectV1Error,
  exportV1,
  ingest,
  type Json,
} from "../helpers";

async function compress(text: string, format: "gzip" | "deflate"): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream(format));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Posts a raw (binary) body to the ingestion API. */
async function postRaw(
  key: string,
  body: BodyInit,
  headers: Record<string, string>,
  query = "hostname=web-1",
): Promise<ApiResponse> {
  const res = await SELF.fetch(`https://api.test/logs/ingest?${query}`, {
    method: "POST",
    headers: { apikey: key, "content-type": "application/json", ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

function expectAnswer(res: ApiResponse, lines: number, excluded: number[] = []) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toEqual({
    status: "ok",
    batchID: expect.any(String),
    lines,
    stored: lines - excluded.length,
    excluded,
  });
  expect(res.body.batchID.length).toBeGreaterThan(0);
}

async function exported(serviceKey: string): Promise<Json[]> {
  const res = await exportV1(serviceKey);
  expect(res.status, res.raw).toBe(200);
  return res.lines;
}

const byLine = (lines: Json[], text: string) => {
  const found = lines.find((l) => l._line === text);
  if (!found) throw new Error(`no exported line ${text} in ${JSON.stringify(lines)}`);
  return found;
};

describe("ingestion: body forms", () => {
  it("stores the lines of a {lines: [...]} body and answers {status, batchID, lines, stored, excluded}", async () => {
    const account = await createAccount();
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "first line", app: "web" },
        { line: "second line", app: "web" },
      ],
    });
    expectAnswer(res, 2);
    const lines = await exported(account.service_key);
    expect(lines.map((l) => l._line).sort()).toEqual(["first line", "second line"]);
    expect(byLine(lines, "first line")).toMatchObject({ _app: "web", _host: "web-1" });
  });

  it("stores the lines of the official clients' {e: 'ls', ls: [...]} body", async () => {
    const account = await createAccount();
    const res = await ingest(account.ingestion_key, {
      e: "ls",
      ls: [{ line: "from the node client", app: "svc", level: "info" }],
    });
    expectAnswer(res, 1);
    const lines = await exported(account.service_key);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ _line: "from the node client", _app: "svc", level: "INFO" });
  });

  it("gives two batches distinct batch ids", async () => {
    const account = await createAccount();
    const a = await ingest(account.ingestion_key, { lines: [{ line: "a" }] });
    const b = await ingest(account.ingestion_key, { lines: [{ line: "b" }] });
    expectAnswer(a, 1);
    expectAnswer(b, 1);
    expect(a.body.batchID).not.toBe(b.body.batchID);
  });
});

describe("ingestion: compressed bodies", () => {
  for (const format of ["gzip", "deflate"] as const) {
    it(`decompresses a ${format} body (Content-Encoding: ${format})`, async () => {
      const account = await createAccount();
      const json = JSON.stringify({
        e: "ls",
        ls: [
          { line: `${format} one`, app: "zip" },
          { line: `${format} two`, app: "zip", meta: { n: 2 } },
        ],
      });
      const body = await compress(json, format);
      expect(body.byteLength).toBeGreaterThan(0);
      const res = await postRaw(account.ingestion_key, body, { "content-encoding": format });
      expectAnswer(res, 2);
      const lines = await exported(account.service_key);
      expect(lines.map((l) => l._line).sort()).toEqual([`${format} one`, `${format} two`]);
      expect(byLine(lines, `${format} two`)).toMatchObject({ _app: "zip", n: 2 });
    });
  }

  it("accepts Content-Encoding identity and x-gzip", async () => {
    const account = await createAccount();
    const plain = await postRaw(account.ingestion_key, JSON.stringify({ lines: [{ line: "identity" }] }), {
      "content-encoding": "identity",
    });
    expectAnswer(plain, 1);
    const xgzip = await postRaw(
      account.ingestion_key,
      await compress(JSON.stringify({ lines: [{ line: "x-gzip" }] }), "gzip"),
      { "content-encoding": "x-gzip" },
    );
    expectAnswer(xgzip, 1);
    expect((await exported(account.service_key)).map((l) => l._line).sort()).toEqual(["identity", "x-gzip"]);
  });
});

describe("ingestion: line fields", () => {
  it("exports meta given as an object and as a JSON string as the line's own fields", async () => {
    const account = await createAccount();
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "meta object", meta: { status: 500, user: { id: "u42" } } },
        { line: "meta string", meta: JSON.stringify({ status: 404, region: "eu-west" }) },
        { line: "no meta" },
      ],
    });
    expectAnswer(res, 3);
    const lines = await exported(account.service_key);
    expect(byLine(lines, "meta object")).toMatchObject({ status: 500, user: { id: "u42" } });
    expect(byLine(lines, "meta string")).toMatchObject({ status: 404, region: "eu-west" });
    expect(byLine(lines, "meta string")).not.toHaveProperty("meta");
    expect(byLine(lines, "no meta")).not.toHaveProperty("status");
  });

  it("upper-cases the level and keeps app, file and a line's own hostname", async () => {
    const account = await createAccount();
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "warned", level: "warn", app: "api", file: "/var/log/api.log" },
        { line: "mixed", level: "ErRoR" },
        { line: "own host", hostname: "db-9" },
        { line: "no level" },
      ],
    });
    expectAnswer(res, 4);
    const lines = await exported(account.service_key);
    expect(byLine(lines, "warned")).toMatchObject({
      level: "WARN",
      _app: "api",
      _file: "/var/log/api.log",
      _host: "web-1",
    });
    expect(byLine(lines, "mixed").level).toBe("ERROR");
    expect(byLine(lines, "own host")._host).toBe("db-9");
    expect(byLine(lines, "no level").level).toBe("");
  });

  it("reads timestamps as unix ms, unix seconds and ISO 8601, and stamps lines without one on arrival", async () => {
    const account = await createAccount();
    const base = Date.now() - 3_600_000; // an hour ago, a whole second
    const ms = base - (base % 1000);
    const before = Date.now();
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "ms", timestamp: ms },
        { line: "seconds", timestamp: ms / 1000 },
        { line: "iso", timestamp: new Date(ms).toISOString() },
        { line: "numeric string", timestamp: String(ms) },
        { line: "none" },
      ],
    });
    const after = Date.now();
    expectAnswer(res, 5);
    const lines = await exported(account.service_key);
    for (const text of ["ms", "seconds", "iso", "numeric string"]) expect(byLine(lines, text)._ts).toBe(ms);
    const none = byLine(lines, "none")._ts;
    expect(none).toBeGreaterThanOrEqual(before);
    expect(none).toBeLessThanOrEqual(after);
  });

  it("corrects line timestamps by the sender's clock drift (now)", async () => {
    const account = await createAccount();
    const sent = Date.now();
    const lineTs = sent - 120_000;
    const res = await ingest(
      account.ingestion_key,
      { lines: [{ line: "drifted", timestamp: lineTs }, { line: "untimed" }] },
      `hostname=web-1&now=${sent - 60_000}`,
    );
    const received = Date.now();
    expectAnswer(res, 2);
    const lines = await exported(account.service_key);
    const shift = byLine(lines, "drifted")._ts - lineTs;
    // The sender's clock is 60 s behind: its timestamps move 60 s forward (plus the request's own latency).
    expect(shift).toBeGreaterThanOrEqual(60_000);
    expect(shift).toBeLessThanOrEqual(60_000 + (received - sent) + 1);
    // A line without a timestamp takes the arrival time, never shifted.
    expect(byLine(lines, "untimed")._ts).toBeLessThanOrEqual(received);
  });

  it("applies the tags, mac and ip query parameters to every line of the batch", async () => {
    const account = await createAccount();
    const res = await ingest(
      account.ingestion_key,
      { lines: [{ line: "tagged one" }, { line: "tagged two" }] },
      "hostname=web-1&tags=prod,%20eu%20,prod&mac=00:1a:2b:3c:4d:5e&ip=10.0.0.7",
    );
    expectAnswer(res, 2);
    const untagged = await ingest(account.ingestion_key, { lines: [{ line: "untagged" }] });
    expectAnswer(untagged, 1);
    const lines = await exported(account.service_key);
    for (const text of ["tagged one", "tagged two"]) {
      expect(byLine(lines, text)).toMatchObject({
        _tag: ["prod", "eu"],
        _mac: "00:1a:2b:3c:4d:5e",
        _ip: "10.0.0.7",
      });
    }
    expect(byLine(lines, "untagged")).not.toHaveProperty("_tag");
    expect(byLine(lines, "untagged")).not.toHaveProperty("_ip");
  });

  it("stores lines readable through export v2 as well", async () => {
    const account = await createAccount();
    expectAnswer(await ingest(account.ingestion_key, { lines: [{ line: "v2 a" }, { line: "v2 b" }] }), 2);
    const res = await client(account).get("/v2/export");
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: Json) => l._line)).toEqual(["v2 a", "v2 b"]);
    expect(res.body.pagination_id).toBeNull();
  });
});

describe("ingestion: authentication", () => {
  it("accepts the ingestion key as an apikey header, as the Basic user and as Authorization: Token", async () => {
    const account = await createAccount();
    const body = (line: string) => ({ lines: [{ line }] });
    expectAnswer(await ingest(account.ingestion_key, body("apikey")), 1);
    const basic = `Basic ${btoa(`${account.ingestion_key}:`)}`;
    expectAnswer(
      await call("POST", "/logs/ingest?hostname=web-1", {
        body: body("basic"),
        headers: { authorization: basic },
      }),
      1,
    );
    expectAnswer(
      await call("POST", "/logs/ingest?hostname=web-1", { key: account.ingestion_key, body: body("token") }),
      1,
    );
    const lines = await exported(account.service_key);
    expect(lines.map((l) => l._line).sort()).toEqual(["apikey", "basic", "token"]);
  });

  it("refuses a service key with 403 EFORBIDDEN, whatever form it comes in, and stores nothing", async () => {
    const account = await createAccount();
    const body = { lines: [{ line: "should not land" }] };
    expectV1Error(await ingest(account.service_key, body), 403, "EFORBIDDEN");
    expectV1Error(
      await call("POST", "/logs/ingest?hostname=web-1", { key: account.service_key, body }),
      403,
      "EFORBIDDEN",
    );
    expect(await exported(account.service_key)).toEqual([]);
  });

  it("answers 401 EUNAUTHORIZED without a key or with an unknown one, and stores nothing", async () => {
    const account = await createAccount();
    const body = { lines: [{ line: "should not land" }] };
    expectV1Error(await call("POST", "/logs/ingest?hostname=web-1", { body }), 401, "EUNAUTHORIZED");
    expectV1Error(await ingest("not-a-real-key", body), 401, "EUNAUTHORIZED");
    expectV1Error(
      await call("POST", "/logs/ingest?hostname=web-1", {
        body,
        headers: { authorization: `Basic ${btoa("unknown-key:")}` },
      }),
      401,
      "EUNAUTHORIZED",
    );
    expect(await exported(account.service_key)).toEqual([]);
  });

  it("keeps accounts apart: lines go to the account of the ingestion key", async () => {
    const a = await createAccount("a");
    const b = await createAccount("b");
    expectAnswer(await ingest(a.ingestion_key, { lines: [{ line: "for a" }] }), 1);
    expect((await exported(a.service_key)).map((l) => l._line)).toEqual(["for a"]);
    expect(await exported(b.service_key)).toEqual([]);
  });
});
