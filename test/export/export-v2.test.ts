// Export v2: signed pagination over every page, snapshot reuse, bound parameters, altered tokens, the
// from/to defaults (retention boundary, now) and query filters over pages.
import { beforeAll, describe, expect, it } from "vitest";
import { call, createAccount, ingest, type Json, type TestAccount } from "../helpers";

const BATCH = 5000;
const DAY_MS = 86_400_000;

async function ingestMany(key: string, count: number, lineAt: (i: number) => Json, query = "hostname=web-1") {
  for (let start = 0; start < count; start += BATCH) {
    const lines = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) lines.push(lineAt(i));
    const res = await ingest(key, { lines }, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stored).toBe(lines.length);
  }
}

async function page(account: TestAccount, query: string) {
  return call("GET", `/v2/export?${query}`, { key: account.service_key });
}

/** Follows pagination_id to the last page; returns every line and the number of pages. */
async function walk(account: TestAccount, query: string, maxPages = 100) {
  const lines: Json[] = [];
  const sizes: number[] = [];
  let token: string | null = null;
  for (let n = 0; n < maxPages; n++) {
    const res = await page(account, `${query}${token ? `&pagination_id=${encodeURIComponent(token)}` : ""}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    lines.push(...res.body.lines);
    sizes.push(res.body.lines.length);
    token = res.body.pagination_id;
    if (token === null) return { lines, sizes };
    expect(typeof token).toBe("string");
  }
  throw new Error(`no last page after ${maxPages} pages`);
}

/** Line texts without the " needle" marker. */
const names = (lines: Json[]) => lines.map((l) => String(l._line).split(" ")[0]);

/** Keyset order: by timestamp, then by id (ingestion order). */
const key = (l: Json) => [l._ts as number, Number(l._id)] as const;
function expectOrdered(lines: Json[], direction: "asc" | "desc") {
  for (let i = 1; i < lines.length; i++) {
    const [ta, ia] = key(lines[i - 1]);
    const [tb, ib] = key(lines[i]);
    const cmp = ta === tb ? ia - ib : ta - tb;
    if (direction === "asc" ? cmp >= 0 : cmp <= 0) {
      throw new Error(`lines ${i - 1} and ${i} out of ${direction} order: ${ta}/${ia} then ${tb}/${ib}`);
    }
  }
}

function expectV2Error(res: { status: number; body: Json }, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code, status: 400 });
  expect(typeof res.body.error).toBe("string");
}

const BIG = 12_000;
// Three lines share each timestamp, so page boundaries fall between lines of equal _ts.
const bigT0 = Date.now() - 3 * 3_600_000;
const bigTs = (i: number) => bigT0 + Math.floor(i / 3);
let big: TestAccount;

beforeAll(async () => {
  big = await createAccount("export-v2-big");
  await ingestMany(big.ingestion_key, BIG, (i) => ({
    line: `big-${i}${i % 500 === 7 ? " needle" : ""}`,
    app: i % 2 === 0 ? "even" : "odd",
    timestamp: bigTs(i),
  }));
});

describe("export v2 pagination", () => {
  it("walks pages of 1000 to the last page without losing or repeating a line, in order", async () => {
    const { lines, sizes } = await walk(big, "size=1000");
    expect(sizes).toEqual(Array(12).fill(1000));
    expect(lines).toHaveLength(BIG);
    expect(new Set(lines.map((l) => l._id)).size).toBe(BIG);
    expect(names(lines)).toEqual(Array.from({ length: BIG }, (_, i) => `big-${i}`));
    expectOrdered(lines, "asc");
  });

  it("uses pages of 10000 by default", async () => {
    const { lines, sizes } = await walk(big, "");
    expect(sizes).toEqual([10_000, 2_000]);
    expect(new Set(lines.map((l) => l._id)).size).toBe(BIG);
    expectOrdered(lines, "asc");
  });

  it("pages newest first with prefer=tail", async () => {
    const { lines, sizes } = await walk(big, "size=1000&prefer=tail");
    expect(sizes).toHaveLength(12);
    expect(lines).toHaveLength(BIG);
    expect(new Set(lines.map((l) => l._id)).size).toBe(BIG);
    expect(lines[0]._line).toBe(`big-${BIG - 1}`);
    expect(lines[BIG - 1]._line).toBe("big-0");
    expectOrdered(lines, "desc");
  });

  it("returns every line of a sparse query match exactly once across pages", async () => {
    const expected = Array.from({ length: BIG }, (_, i) => i)
      .filter((i) => i % 500 === 7)
      .map((i) => `big-${i} needle`);
    const { lines, sizes } = await walk(big, "size=10&query=needle");
    expect(lines.map((l) => l._line)).toEqual(expected);
    expect(sizes.slice(0, 2)).toEqual([10, 10]);
    // Combined with an app filter and newest first.
    const odd = await walk(big, "size=10&query=needle&apps=odd&prefer=tail");
    expect(odd.lines.map((l) => l._line)).toEqual(
      expected.filter((t) => Number(t.split(/[- ]/)[1]) % 2 === 1).reverse(),
    );
  });

  it("ends with pagination_id null when the range holds exactly one full page", async () => {
    const res = await page(big, `size=3&from=${bigTs(0)}&to=${bigTs(2)}`);
    expect(res.status).toBe(200);
    expect(res.body.lines.map((l: Json) => l._line)).toEqual(["big-0", "big-1", "big-2"]);
    expect(res.body.pagination_id).toBeNull();
    const empty = await page(big, "apps=nothing");
    expect(empty.body).toEqual({ lines: [], pagination_id: null });
  });

  it("accepts the first request without pagination_id, with the literal null, or empty", async () => {
    const none = await page(big, "size=10");
    const literal = await page(big, "size=10&pagination_id=null");
    const empty = await page(big, "size=10&pagination_id=");
    for (const res of [none, literal, empty]) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(names(res.body.lines)).toEqual(Array.from({ length: 10 }, (_, i) => `big-${i}`));
      expect(typeof res.body.pagination_id).toBe("string");
    }
    // Each of their tokens leads to the same second page.
    const seconds = await Promise.all(
      [none, literal, empty].map((r) =>
        page(big, `size=10&pagination_id=${encodeURIComponent(r.body.pagination_id)}`),
      ),
    );
    for (const res of seconds) expect(res.body.lines[0]._line).toBe("big-10");
  });

  it("refuses a size above 10000 or below 1", async () => {
    expectV2Error(await page(big, "size=10001"), "EVALIDATION");
    expectV2Error(await page(big, "size=0"), "EVALIDATION");
    expectV2Error(await page(big, `from=${bigTs(10)}&to=${bigTs(5)}`), "EVALIDATION");
  });
});

describe("export v2 tokens", () => {
  let account: TestAccount;
  const t0 = Date.now() - 3_600_000;

  beforeAll(async () => {
    account = await createAccount("export-v2-tokens");
    await ingestMany(account.ingestion_key, 50, (i) => ({
      line: `t-${i}`,
      app: "api",
      timestamp: t0 + i * 10,
    }));
  });

  it("answers the same page when a token is reused after new lines arrive in the range", async () => {
    for (const range of [`from=${t0}&to=${t0 + 1000}`, ""]) {
      // A fresh account per range, so the first range's late lines are not part of the second's snapshot.
      const account = await createAccount("export-v2-reuse");
      await ingestMany(account.ingestion_key, 50, (i) => ({
        line: `t-${i}`,
        app: "api",
        timestamp: t0 + i * 10,
      }));
      const q = `size=10${range ? `&${range}` : ""}`;
      const first = await page(account, q);
      const token = first.body.pagination_id as string;
      const second = await page(account, `${q}&pagination_id=${encodeURIComponent(token)}`);
      expect(second.status).toBe(200);
      expect(second.body.lines.map((l: Json) => l._line)).toEqual(
        Array.from({ length: 10 }, (_, i) => `t-${10 + i}`),
      );
      // New lines inside the range: between the lines of page 2, and before it.
      const res = await ingest(account.ingestion_key, {
        lines: [
          { line: `late-${range ? "a" : "b"}-1`, app: "api", timestamp: t0 + 125 },
          { line: `late-${range ? "a" : "b"}-2`, app: "api", timestamp: t0 + 5 },
          { line: `late-${range ? "a" : "b"}-3`, app: "api", timestamp: t0 + 495 },
        ],
      });
      expect(res.status).toBe(200);
      const again = await page(account, `${q}&pagination_id=${encodeURIComponent(token)}`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(second.body);
      // The rest of the walk stays in the snapshot of the first request.
      const rest: Json[] = [...first.body.lines, ...again.body.lines];
      let next = again.body.pagination_id as string | null;
      while (next) {
        const p = await page(account, `${q}&pagination_id=${encodeURIComponent(next)}`);
        expect(p.status).toBe(200);
        rest.push(...p.body.lines);
        next = p.body.pagination_id;
      }
      expect(rest.filter((l) => String(l._line).startsWith("t-"))).toHaveLength(50);
      expect(rest.filter((l) => String(l._line).startsWith(`late-${range ? "a" : "b"}`))).toEqual([]);
    }
  });

  it("answers 400 EPAGINATIONMISMATCH when any other parameter changes", async () => {
    const q = {
      size: "10",
      apps: "api",
      query: "t",
      prefer: "head",
      from: String(t0),
      to: String(t0 + 1000),
    };
    const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
    const first = await page(account, qs(q));
    expect(first.status).toBe(200);
    const token = first.body.pagination_id as string;
    expect(token).toBeTruthy();
    // Unchanged, it works.
    expect((await page(account, qs({ ...q, pagination_id: token }))).status).toBe(200);
    const changes: Record<string, string>[] = [
      { apps: "web" },
      { apps: "api,web" },
      { query: "t-1" },
      { size: "11" },
      { prefer: "tail" },
      { from: String(t0 + 1) },
      { to: String(t0 + 999) },
      { hosts: "web-1" },
      { levels: "INFO" },
    ];
    for (const change of changes) {
      const res = await page(account, qs({ ...q, ...change, pagination_id: token }));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(res.body.code, JSON.stringify(change)).toBe("EPAGINATIONMISMATCH");
    }
    // Dropping a parameter is a change too.
    const { query: _dropped, ...withoutQuery } = q;
    expectV2Error(await page(account, qs({ ...withoutQuery, pagination_id: token })), "EPAGINATIONMISMATCH");
  });

  it("answers 400 EVALIDATION for an altered, truncated or made-up token", async () => {
    const first = await page(account, "size=10");
    const token = first.body.pagination_id as string;
    const [payload, signature] = token.split(".");
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === "A" ? "B" : "A") + s.slice(i + 1);
    const bad = [
      `${flip(payload, Math.floor(payload.length / 2))}.${signature}`,
      `${flip(payload, 0)}.${signature}`,
      `${payload}.${flip(signature, 5)}`,
      `${payload}.${flip(signature, Math.floor(signature.length / 2))}`,
      token.slice(0, -4),
      payload,
      `${payload}.`,
      `${payload}.${signature}.x`,
      "garbage!!",
      "a.b.c",
      "a.b",
    ];
    for (const t of bad) {
      const res = await page(account, `size=10&pagination_id=${encodeURIComponent(t)}`);
      expect(res.status, t).toBe(400);
      expect(res.body.code, t).toBe("EVALIDATION");
    }
    // A token of another account is refused as if forged.
    const other = await createAccount("export-v2-other");
    expectV2Error(await page(other, `size=10&pagination_id=${encodeURIComponent(token)}`), "EVALIDATION");
  });
});

describe("export v2 from/to defaults", () => {
  let account: TestAccount;
  const now = Date.now();
  const old = now - 40 * DAY_MS;
  const recent = now - 3_600_000;
  const future = now + DAY_MS;

  beforeAll(async () => {
    account = await createAccount("export-v2-range");
    const res = await ingest(account.ingestion_key, {
      lines: [
        { line: "old", timestamp: old },
        { line: "recent", timestamp: recent },
        { line: "future", timestamp: future },
      ],
    });
    expect(res.body.stored).toBe(3);
  });

  const linesOf = async (query: string) => {
    const res = await page(account, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.lines.map((l: Json) => l._line);
  };

  it("resolves from=0 and to=0 (or absent) to the retention boundary and now", async () => {
    expect(await linesOf("from=0&to=0")).toEqual(["recent"]);
    expect(await linesOf("")).toEqual(["recent"]);
  });

  it("resolves from=0 on its own, with an explicit to", async () => {
    expect(await linesOf(`from=0&to=${future + 1}`)).toEqual(["recent", "future"]);
    expect(await linesOf(`to=${future}`)).toEqual(["recent", "future"]);
  });

  it("resolves to=0 on its own, with an explicit from", async () => {
    expect(await linesOf(`from=${recent - 1}&to=0`)).toEqual(["recent"]);
    expect(await linesOf(`from=${Math.floor(recent / 1000)}`)).toEqual(["recent"]);
    expect(await linesOf(`from=${recent}&to=${future}`)).toEqual(["recent", "future"]);
  });

  it("starts an explicit from older than the retention at the retention boundary", async () => {
    expect(await linesOf(`from=${old - 1}&to=0`)).toEqual(["recent"]);
    expect(await linesOf(`from=${old}&to=${future}`)).toEqual(["recent", "future"]);
  });

  it("follows the account's retention_days for from=0", async () => {
    const patched = await call("PATCH", "/v3/pipeline/account", {
      key: account.service_key,
      body: { retention_days: 60 },
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    try {
      expect(await linesOf("from=0")).toEqual(["old", "recent"]);
    } finally {
      await call("PATCH", "/v3/pipeline/account", { key: account.service_key, body: { retention_days: 30 } });
    }
  });
});
