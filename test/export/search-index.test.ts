// Search through the index (src/search/compile.ts, src/logstore/reader.ts): every match comes back, the
// rare ones read through the index and those whose terms are common in other accounts read in range order,
// v2 pages hold `size` lines until the matches run out, and the compiled SQL agrees with the query engine.
import { env, runInDurableObject } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { matchesQuery, parseQuery } from "../../src/engine/query";
import { logSliceStub } from "../../src/logstore/store";
import { call, createAccount, exportV1, ingest, ingestMany, type Json, type TestAccount } from "../helpers";

const now = Date.now();
const from = Math.floor((now - 86_400_000) / 1000);
const to = Math.floor(now / 1000) + 60;

const search = async (account: TestAccount, query: string, extra = "") =>
  exportV1(
    account.service_key,
    `from=${from}&to=${to}&size=10000&query=${encodeURIComponent(query)}${extra}`,
  );

let big: TestAccount;
let other: TestAccount;
const RARE = [3, 4_000, 9_999, 15_000, 19_000, 19_997];

beforeAll(async () => {
  big = await createAccount("search-big");
  other = await createAccount("search-other");
  // 20,000 lines, six of them with a rare term; three with a term that another account holds 10,500 times.
  await ingestMany(big.ingestion_key, 20_000, (i) => ({
    line: `GET /v1/users/${i % 977} status=${[200, 404, 500][i % 3]}${RARE.includes(i) ? ` zebrafish-${i}` : ""}${i % 5000 === 7 ? " Kestrel" : ""}`,
    app: i % 2 ? "api" : "web",
    timestamp: now - 3_600_000 + i,
  }));
  await ingestMany(other.ingestion_key, 10_500, (i) => ({
    line: `kestrel nest ${i}`,
    timestamp: now - 1000,
  }));
}, 120_000);

describe("search that is complete", () => {
  it("answers every line of a rare term, and the exact token of the last one", async () => {
    const all = await search(big, "zebrafish");
    expect(all.status).toBe(200);
    expect(all.lines.map((l) => l._line.split(" ").pop())).toEqual(RARE.map((i) => `zebrafish-${i}`));
    const last = await search(big, `zebrafish-${RARE[RARE.length - 1]}`);
    expect(last.lines.map((l) => l._line)).toEqual([expect.stringContaining("zebrafish-19997")]);
    // Case-insensitive, combined with a field and with NOT, newest first.
    const web = await search(big, "ZEBRAFISH app:api -zebrafish-4000", "&prefer=tail");
    const expected = RARE.filter((i) => i % 2 === 1 && i !== 4000).reverse();
    expect(web.lines.map((l) => l._line.split(" ").pop())).toEqual(expected.map((i) => `zebrafish-${i}`));
  });

  it("finds a term common in another account yet rare in this one, and none of the other's lines", async () => {
    const found = await search(big, "kestrel");
    expect(found.lines.map((l) => l._line)).toHaveLength(4);
    expect(found.lines.every((l) => l._line.includes("Kestrel"))).toBe(true);
    const theirs = await search(other, "kestrel nest 10499");
    expect(theirs.lines.map((l) => l._line)).toEqual(["kestrel nest 10499"]);
  });

  it("fills every v2 page with size lines until the matches run out", async () => {
    const pages: number[] = [];
    let token: string | null = null;
    do {
      const q = `from=${from}&to=${to}&size=4&query=zebrafish${token ? `&pagination_id=${encodeURIComponent(token)}` : ""}`;
      const res = await call("GET", `/v2/export?${q}`, {
        headers: { authorization: `Token ${big.service_key}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body.lines.length);
      token = res.body.pagination_id;
    } while (token);
    expect(pages).toEqual([4, 2]);
  });

  it.each([
    String.raw`"zeb\"ra"`,
    "a*b*c",
    "NEAR(zebra fish)",
    "^zebra",
    "zebra\u0000fish",
    "\u{1F41F}\u{1F41F}\u{1F41F}",
    "meta.a-b.$c:x",
    "status:>1e400",
    "tag:*",
  ])("answers a query with FTS5 syntax or odd characters in it (%j) without an error", async (query) => {
    const res = await search(big, query);
    expect(res.status, res.raw).toBe(200);
  });

  it("keeps every slice's index whole: FTS5's integrity check passes", async () => {
    const { results } = await env.DB.prepare("SELECT slice FROM log_slices WHERE account_id = ?")
      .bind(big.account_id)
      .all<{ slice: string }>();
    expect(results.length).toBeGreaterThan(0);
    for (const { slice } of results) {
      const stub = logSliceStub(env, big.account_id, slice) as unknown as DurableObjectStub;
      await runInDurableObject(stub, (_instance, state) => {
        state.storage.sql.exec("INSERT INTO chunk_text(chunk_text) VALUES ('integrity-check')");
      });
    }
  });
});

// The compiled SQL against the engine: for random queries over random lines, export returns exactly the
// lines matchesQuery accepts.
describe("the compiled query agrees with the query engine", () => {
  const words = ["alpha", "Beta", "gamma", "al", "ph", "ÉCOLE", "école", "x", "timeout=30", "a-b"];
  const values = ["api", "web", "API", "ap", "info", "ERROR", "prod", "eu", "503", "5", "true", "1.5"];
  let account: TestAccount;
  let stored: Json[];

  beforeAll(async () => {
    account = await createAccount("search-property");
    const lines = fc.sample(
      fc.record({
        line: fc
          .array(fc.constantFrom(...words, "zzz", "503"), { minLength: 1, maxLength: 5 })
          .map((w) => w.join(" ")),
        app: fc.constantFrom("api", "web", "API", "Web-2"),
        level: fc.constantFrom("info", "ERROR", "warn"),
        tags: fc.array(fc.constantFrom("prod", "eu", "Prod-EU"), { maxLength: 2 }),
        meta: fc.record(
          {
            status: fc.oneof(fc.constantFrom(200, 503, 5, 1.5), fc.constantFrom("503", " 5 ", "n/a")),
            region: fc.constantFrom("eu", "us", "EU-west"),
            ok: fc.boolean(),
            codes: fc.array(fc.constantFrom(5, 503, "api"), { maxLength: 3 }),
          },
          { requiredKeys: [] },
        ),
      }),
      { numRuns: 300, seed: 13 },
    );
    const res = await ingest(
      account.ingestion_key,
      {
        lines: lines.map((l, i) => ({ ...l, tags: undefined, timestamp: now - 60_000 + i })),
      },
      `hostname=h&tags=${"prod"}`,
    );
    expect(res.status).toBe(200);
    stored = (await search(account, "")).lines;
    expect(stored).toHaveLength(300);
  });

  const value = fc.constantFrom(...values, ...values.map((v) => `${v}*`));
  const term: fc.Arbitrary<string> = fc.oneof(
    fc.constantFrom(...words, '"alpha Beta"', '"al ph"'),
    fc
      .tuple(fc.constantFrom("app", "level", "tag", "status", "region", "ok", "codes", "meta.status"), value)
      .map(([f, v]) => `${f}:${v}`),
    fc
      .tuple(
        fc.constantFrom("status", "codes"),
        fc.constantFrom(">", ">=", "<", "<="),
        fc.constantFrom("5", "100", "1.5"),
      )
      .map(([f, op, n]) => `${f}:${op}${n}`),
  );
  const query: fc.Arbitrary<string> = fc.letrec((tie) => ({
    q: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      term,
      tie("q").map((q) => `-(${q})`),
      fc.tuple(tie("q"), tie("q")).map(([a, b]) => `(${a} ${b})`),
      fc.tuple(tie("q"), tie("q")).map(([a, b]) => `(${a} OR ${b})`),
    ),
  })).q as fc.Arbitrary<string>;

  it("returns exactly the lines the engine matches", async () => {
    const asQueryable = (l: Json) => {
      const { _line, _app, _host, _file, level, _tag, _id, _ts, _ip, _mac, ...meta } = l;
      return { line: _line, app: _app, host: _host, file: _file, level, tags: _tag ?? [], meta };
    };
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const node = parseQuery(q);
        const expected = stored.filter((l) => matchesQuery(node, asQueryable(l))).map((l) => l._id);
        const got = await search(account, q);
        expect(got.status, got.raw).toBe(200);
        expect(
          got.lines.map((l) => l._id),
          q,
        ).toEqual(expected);
      }),
      { numRuns: 80, seed: 1313 },
    );
  }, 120_000);
});
