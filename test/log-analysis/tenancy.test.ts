// Tenancy of the log-analysis APIs: one account's lines, usage, export pagination tokens, emailed
// exports and exclusion rules never reach another account, whichever key is presented.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type ApiResponse,
  client,
  createAccount,
  expectV1Error,
  exportV1,
  ingest,
  type TestAccount,
} from "../helpers";

type Api = ReturnType<typeof client>;

const DAY = 86_400_000;
const now = Date.now();
const todayStart = Math.floor(now / DAY) * DAY;
const USAGE_PERIOD = `from=${todayStart - DAY}&to=${now}`;

let a: TestAccount;
let b: TestAccount;
let apiA: Api;
let apiB: Api;

// Same app and host names in both accounts, so only the account separates them.
const linesA = ["a-1 secret of A", "a-2 secret of A", "a-3 secret of A"];
const linesB = ["b-1 of B", "b-2 of B"];

beforeAll(async () => {
  a = await createAccount("tenant-a");
  b = await createAccount("tenant-b");
  apiA = client(a);
  apiB = client(b);
  const resA = await ingest(
    a.ingestion_key,
    { lines: linesA.map((line, i) => ({ line, app: "shared-app", timestamp: now - 60_000 + i })) },
    "hostname=shared-host&tags=shared",
  );
  expect(resA.status, JSON.stringify(resA.body)).toBe(200);
  const resB = await ingest(
    b.ingestion_key,
    {
      lines: linesB.map((line, i) => ({
        line,
        app: "shared-app",
        meta: { owner: "B" },
        timestamp: now - 60_000 + i,
      })),
    },
    "hostname=shared-host&tags=shared",
  );
  expect(resB.status, JSON.stringify(resB.body)).toBe(200);
});

function ok(res: ApiResponse) {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("lines", () => {
  it("export v1 of each account has exactly its own lines", async () => {
    const exportA = await exportV1(a.service_key);
    expect(exportA.status).toBe(200);
    expect(exportA.lines.map((l) => l._line)).toEqual(linesA);
    expect(exportA.raw).not.toContain("of B");
    const exportB = await exportV1(b.service_key);
    expect(exportB.lines.map((l) => l._line)).toEqual(linesB);
    expect(exportB.raw).not.toContain("secret of A");
  });

  it("export v1 filtered by the shared app and host still only has the caller's lines", async () => {
    const res = await exportV1(a.service_key, "apps=shared-app&hosts=shared-host&prefer=tail");
    expect(res.lines.map((l) => l._line)).toEqual([...linesA].reverse());
    const query = await exportV1(a.service_key, `query=${encodeURIComponent("owner:B")}`);
    expect(query.status).toBe(200);
    expect(query.lines).toEqual([]);
  });

  it("export v2 of each account has exactly its own lines", async () => {
    const pageA = ok(await apiA.get("/v2/export"));
    expect(pageA.lines.map((l: any) => l._line)).toEqual(linesA);
    expect(pageA.pagination_id).toBeNull();
    const pageB = ok(await apiB.get("/v2/export"));
    expect(pageB.lines.map((l: any) => l._line)).toEqual(linesB);
  });

  it("A's v2 pagination token presented with B's key answers 400: neither B's nor A's lines", async () => {
    const first = ok(await apiA.get("/v2/export?size=1"));
    expect(first.lines.map((l: any) => l._line)).toEqual([linesA[0]]);
    const token = first.pagination_id;
    expect(typeof token).toBe("string");
    const stolen = await apiB.get(`/v2/export?size=1&pagination_id=${encodeURIComponent(token)}`);
    const body = expectV1Error(stolen, 400, "EVALIDATION");
    expect(JSON.stringify(body)).not.toMatch(/secret of A|of B/);
    expect(body.lines).toBeUndefined();
    // The token still works for its owner.
    const second = ok(await apiA.get(`/v2/export?size=1&pagination_id=${encodeURIComponent(token)}`));
    expect(second.lines.map((l: any) => l._line)).toEqual([linesA[1]]);
  });
});

describe("usage", () => {
  it("v1 usage counts only the caller's lines", async () => {
    const usageA = ok(await apiA.get(`/v1/usage/apps?${USAGE_PERIOD}`));
    expect(usageA.total_lines).toBe(3);
    expect(usageA.results).toEqual([{ name: "shared-app", lines: 3, percentage: 100 }]);
    const usageB = ok(await apiB.get(`/v1/usage/hosts/shared-host?${USAGE_PERIOD}`));
    expect(usageB).toMatchObject({ total_lines: 2, name: "shared-host", lines: 2, percentage: 100 });
  });

  it("v2 usage counts only the caller's bytes", async () => {
    const bytesA = linesA.join("").length;
    const bytesB = linesB.join("").length + 2 * JSON.stringify({ owner: "B" }).length;
    expect(ok(await apiA.get(`/v2/usage?${USAGE_PERIOD}`)).results).toEqual({ bytes: bytesA, lines: 3 });
    expect(ok(await apiB.get(`/v2/usage?${USAGE_PERIOD}`)).results).toEqual({ bytes: bytesB, lines: 2 });
    expect(ok(await apiA.get(`/v2/usage/tags/shared?${USAGE_PERIOD}`)).results).toEqual({
      name: "shared",
      bytes: bytesA,
      lines: 3,
    });
  });

  it("a name only the other account uses answers 404", async () => {
    const c = await createAccount("tenant-c");
    const res = await ingest(c.ingestion_key, { lines: [{ line: "c", app: "only-in-c" }] });
    expect(res.status).toBe(200);
    expectV1Error(await apiA.get(`/v1/usage/apps/only-in-c?${USAGE_PERIOD}`), 404, "ENOTFOUND");
    expectV1Error(await apiA.get(`/v2/usage/apps/only-in-c?${USAGE_PERIOD}`), 404, "ENOTFOUND");
  });
});

interface Mail {
  to: string;
  text: string;
  account_id: string | null;
}

/** Waits for the queue consumer to mail the export link to `to`. */
async function mailTo(to: string): Promise<Mail> {
  for (let i = 0; i < 100; i++) {
    const row = await env.DB.prepare('SELECT "to", text, account_id FROM email_outbox WHERE "to" = ?')
      .bind(to)
      .first<Mail>();
    if (row) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

const linkIn = (mail: Mail) => {
  const match = mail.text.match(/https?:\/\/\S+\/downloads\/exports\/\S+/);
  if (!match) throw new Error(`no link in ${mail.text}`);
  return new URL(match[0]);
};

describe("emailed exports", () => {
  let jobA: string;
  let linkA: URL;
  let linkB: URL;

  beforeAll(async () => {
    const startA = ok(await apiA.get("/v1/export?email=a-owner@example.com"));
    const startB = ok(await apiB.get("/v1/export?email=b-owner@example.com"));
    jobA = startA.job_id;
    expect(jobA).not.toBe(startB.job_id);
    const [mailA, mailB] = await Promise.all([mailTo("a-owner@example.com"), mailTo("b-owner@example.com")]);
    expect(mailA.account_id).toBe(a.account_id);
    linkA = linkIn(mailA);
    linkB = linkIn(mailB);
    expect(linkA.pathname).toBe(`/downloads/exports/${jobA}`);
    // Two export jobs run through the queue and mail: on a loaded machine well past the default 10 s.
  }, 60_000);

  it("A's signed link downloads A's lines only, without any key", async () => {
    const res = await SELF.fetch(`https://api.test${linkA.pathname}${linkA.search}`);
    const text = new TextDecoder().decode(await res.arrayBuffer());
    expect(res.status, text).toBe(200);
    const lines = text
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l)._line);
    expect(lines).toEqual(linesA);
  });

  it("B's own signature does not open A's job", async () => {
    const forged = `/downloads/exports/${jobA}${linkB.search}`;
    const res = await SELF.fetch(`https://api.test${forged}`, {
      headers: { authorization: `Token ${b.service_key}` },
    });
    const text = await res.text();
    expect(res.status, text).toBe(403);
    expect(text).not.toContain("secret of A");
  });

  it("A's job id without the signature is not downloadable, even with B's or A's key", async () => {
    for (const key of [b.service_key, a.service_key]) {
      const res = await SELF.fetch(`https://api.test/downloads/exports/${jobA}`, {
        headers: { authorization: `Token ${key}` },
      });
      const text = await res.text();
      expect([400, 403, 404], text).toContain(res.status);
      expect(text).not.toContain("secret of A");
    }
  });

  it("A's job id does not appear in anything B can read", async () => {
    const res = await apiB.get(`/v2/export`);
    expect(JSON.stringify(res.body)).not.toContain(jobA);
    const mailsOfB = await env.DB.prepare("SELECT text FROM email_outbox WHERE account_id = ?")
      .bind(b.account_id)
      .all<{ text: string }>();
    expect(mailsOfB.results.length).toBe(1);
    expect(mailsOfB.results[0].text).not.toContain(jobA);
  });
});

describe("exclusion rules", () => {
  let ruleId: string;
  const base = "/v1/config/ingestion/exclusions";

  beforeAll(async () => {
    const rule = ok(await apiA.post(base, { title: "drop noisy", apps: ["noisy"] }));
    ruleId = rule.ruleid;
    expect(typeof ruleId).toBe("string");
  });

  it("B does not see A's rule in its list", async () => {
    expect(ok(await apiB.get(base))).toEqual([]);
    expect(ok(await apiA.get(base)).map((r: any) => r.ruleid)).toEqual([ruleId]);
  });

  it("B reading, changing or deleting A's rule answers 404 and A's rule is unchanged", async () => {
    expectV1Error(await apiB.get(`${base}/${ruleId}`), 404, "ENOTFOUND");
    expectV1Error(await apiB.patch(`${base}/${ruleId}`, { active: false }), 404, "ENOTFOUND");
    expectV1Error(await apiB.delete(`${base}/${ruleId}`), 404, "ENOTFOUND");
    const rule = ok(await apiA.get(`${base}/${ruleId}`));
    expect(rule).toMatchObject({ ruleid: ruleId, title: "drop noisy", active: true, apps: ["noisy"] });
  });

  it("A's rule only applies to A's ingestion", async () => {
    const resA = await ingest(a.ingestion_key, { lines: [{ line: "noisy in A", app: "noisy" }] });
    expect(ok(resA)).toMatchObject({ stored: 0, excluded: [0] });
    const resB = await ingest(b.ingestion_key, { lines: [{ line: "noisy in B", app: "noisy" }] });
    expect(ok(resB)).toMatchObject({ stored: 1, excluded: [] });
    const exportB = await exportV1(b.service_key, "apps=noisy");
    expect(exportB.lines.map((l) => l._line)).toEqual(["noisy in B"]);
  });
});
