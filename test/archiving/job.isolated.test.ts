// The daily archive job, end to end: lines ingested through the API, `runArchive(env, now)` with an injected
// clock, the real R2 object read back from env.ARCHIVES and gunzipped, the runs recorded and listed, the
// download, idempotence and retries, the per-invocation bound, and archiving a day on demand.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { archiveObjectKey, runArchive } from "../../src/jobs/archive";
import { call, client, createAccount, exportV1, ingest, type Json, type TestAccount } from "../helpers";

const DAY = 86_400_000;
const today0 = Math.floor(Date.now() / DAY) * DAY;
/** The day the job archives: yesterday (UTC), relative to the real clock, as the configuration is made now. */
const yesterday0 = today0 - DAY;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const YESTERDAY = dayOf(yesterday0);
const BEFORE = dayOf(yesterday0 - DAY);
/** The injected clock: 00:30 UTC today, a run early in the day. */
const NOW = today0 + 30 * 60_000;

const s3 = { integration: "s3", bucket: "archive-bucket" };

async function gunzipLines(body: ReadableStream<Uint8Array> | ArrayBuffer): Promise<Json[]> {
  const stream = body instanceof ArrayBuffer ? new Blob([body]).stream() : body;
  const text = await new Response(stream.pipeThrough(new DecompressionStream("gzip"))).text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
}

async function archivedLines(accountId: string, day: string) {
  const object = await env.ARCHIVES.get(archiveObjectKey(accountId, day));
  if (!object) throw new Error(`no archive object for ${accountId} ${day}`);
  return { object, lines: await gunzipLines(await object.arrayBuffer()) };
}

const linesAt = (prefix: string, start: number, count: number, step = 1000) =>
  Array.from({ length: count }, (_, i) => ({
    line: `${prefix}-${i}`,
    app: i % 2 ? "web" : "api",
    level: "info",
    timestamp: start + i * step,
    meta: { n: i, tag: prefix },
  }));

async function send(account: TestAccount, lines: Json[]) {
  for (let i = 0; i < lines.length; i += 1000) {
    const res = await ingest(account.ingestion_key, { lines: lines.slice(i, i + 1000) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

let a: TestAccount;
let b: TestAccount;
let unconfigured: TestAccount;

beforeAll(async () => {
  a = await createAccount("archive-a");
  b = await createAccount("archive-b");
  unconfigured = await createAccount("archive-none");
  // Yesterday's lines of A span more than one read page (1,000 rows), from the first to the last
  // millisecond of the day; lines of the day before and of today must stay out.
  const first = { line: "first-ms", timestamp: yesterday0 };
  const last = { line: "last-ms", timestamp: yesterday0 + DAY - 1 };
  await send(a, [first, ...linesAt("a", yesterday0 + 60_000, 2400, 30_000), last]);
  await send(a, [
    { line: "a-day-before", timestamp: yesterday0 - 1 },
    { line: "a-today", timestamp: today0 },
  ]);
  await send(a, linesAt("a-before", yesterday0 - DAY + 1000, 5));
  await send(b, linesAt("b", yesterday0 + 5000, 7));
  await send(unconfigured, linesAt("none", yesterday0 + 5000, 3));
  expect((await client(a).post("/v1/config/archiving", s3)).status).toBe(200);
  expect((await client(b).post("/v1/config/archiving", s3)).status).toBe(200);
});

describe("the daily archive job", () => {
  let firstEtag = "";

  it("writes yesterday's lines of each configured account to one gzip JSONL object in R2", async () => {
    const outcome = await runArchive(env, NOW);
    expect(outcome).toMatchObject({ archived: 2, failed: 0, incomplete: false });

    const { object, lines } = await archivedLines(a.account_id, YESTERDAY);
    firstEtag = object.etag;
    expect(object.httpMetadata?.contentType).toBe("application/gzip");
    expect(lines).toHaveLength(2402);
    const texts = lines.map((l) => l._line);
    expect(texts[0]).toBe("first-ms");
    expect(texts.at(-1)).toBe("last-ms");
    expect(texts.filter((t) => t.startsWith("a-")).length).toBe(2400);
    expect(texts.some((t) => t === "a-day-before" || t === "a-today" || t.startsWith("b-"))).toBe(false);
    // Ascending time, every line in the export line format: exactly what export v1 answers for the day.
    const ts = lines.map((l) => l._ts);
    expect(ts).toEqual([...ts].sort((x, y) => x - y));
    const exported = await exportV1(
      a.service_key,
      `from=${yesterday0}&to=${yesterday0 + DAY - 1}&size=10000`,
    );
    const byId = (x: Json, y: Json) => Number(x._id) - Number(y._id);
    expect([...lines].sort(byId)).toEqual([...exported.lines].sort(byId));
    expect(lines[1]).toMatchObject({
      _line: "a-0",
      _app: "api",
      level: "INFO",
      n: 0,
      tag: "a",
      _host: "web-1",
    });

    const other = await archivedLines(b.account_id, YESTERDAY);
    expect(other.lines.map((l) => l._line)).toEqual(linesAt("b", 0, 7).map((l) => l.line));
  });

  it("archives no account without a configuration, and no day before the configuration", async () => {
    expect(await env.ARCHIVES.get(archiveObjectKey(unconfigured.account_id, YESTERDAY))).toBeNull();
    expect(await env.ARCHIVES.get(archiveObjectKey(a.account_id, BEFORE))).toBeNull();
    const listed = await env.ARCHIVES.list({ prefix: `${a.account_id}/` });
    expect(listed.objects.map((o) => o.key)).toEqual([archiveObjectKey(a.account_id, YESTERDAY)]);
  });

  it("records the run, listed newest first with its counts", async () => {
    const runs = await client(a).get("/v1/config/archiving/runs");
    expect(runs.status).toBe(200);
    expect(runs.body).toHaveLength(1);
    const object = await env.ARCHIVES.head(archiveObjectKey(a.account_id, YESTERDAY));
    expect(runs.body[0]).toMatchObject({
      day: YESTERDAY,
      status: "done",
      object_key: `${a.account_id}/${YESTERDAY.slice(0, 4)}/${YESTERDAY.slice(5, 7)}/${YESTERDAY.slice(8)}.jsonl.gz`,
      lines: 2402,
      compressed_bytes: object?.size,
      error: null,
      started_at: new Date(NOW).toISOString(),
    });
    expect(runs.body[0].bytes).toBeGreaterThan(runs.body[0].compressed_bytes);
    expect(typeof runs.body[0].finished_at).toBe("string");
  });

  it("skips a day already done when it runs again", async () => {
    const outcome = await runArchive(env, NOW + 3_600_000);
    expect(outcome).toMatchObject({ archived: 0, failed: 0 });
    expect((await env.ARCHIVES.head(archiveObjectKey(a.account_id, YESTERDAY)))?.etag).toBe(firstEtag);
  });

  it("streams the archive on download, to its own account only", async () => {
    const res = await SELF.fetch(`https://api.test/v1/config/archiving/runs/${YESTERDAY}/download`, {
      headers: { authorization: `Token ${a.service_key}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    expect(res.headers.get("content-disposition")).toContain(`${YESTERDAY}.jsonl.gz`);
    const lines = await gunzipLines(await res.arrayBuffer());
    expect(lines).toHaveLength(2402);

    // B downloads its own day, never A's lines.
    const own = await SELF.fetch(`https://api.test/v1/config/archiving/runs/${YESTERDAY}/download`, {
      headers: { authorization: `Token ${b.service_key}` },
    });
    expect((await gunzipLines(await own.arrayBuffer())).every((l) => l._line.startsWith("b-"))).toBe(true);
    const none = await call("GET", `/v1/config/archiving/runs/${YESTERDAY}/download`, {
      key: unconfigured.service_key,
    });
    expect(none.status).toBe(404);
    expect((await client(a).get(`/v1/config/archiving/runs/${BEFORE}/download`)).status).toBe(404);
    expect((await client(a).get("/v1/config/archiving/runs/2024-02-30/download")).status).toBe(400);
    expect((await client(unconfigured).get("/v1/config/archiving/runs")).body).toEqual([]);
  });

  it("takes a failed day, or one left running too long, again; not one running now", async () => {
    const setRun = (status: string, startedAt: number) =>
      env.DB.prepare("UPDATE archive_runs SET status = ?, started_at = ? WHERE account_id = ? AND day = ?")
        .bind(status, startedAt, a.account_id, YESTERDAY)
        .run();
    await setRun("failed", NOW);
    expect(await runArchive(env, NOW + 60_000)).toMatchObject({ archived: 1 });

    await setRun("running", NOW);
    expect(await runArchive(env, NOW + 60_000)).toMatchObject({ archived: 0 });
    expect(await runArchive(env, NOW + 2 * 3_600_000)).toMatchObject({ archived: 1 });
    const run = (await client(a).get("/v1/config/archiving/runs")).body[0];
    expect(run).toMatchObject({
      status: "done",
      lines: 2402,
      started_at: new Date(NOW + 2 * 3_600_000).toISOString(),
    });
  });

  it("archives at most `limit` days per invocation and the next invocation continues", async () => {
    // The next day: both accounts have a new day due (today's line of A, nothing for B).
    const tomorrow = NOW + 86_400_000;
    const first = await runArchive(env, tomorrow, 1);
    expect(first).toMatchObject({ archived: 1, incomplete: true });
    const second = await runArchive(env, tomorrow, 1);
    expect(second).toMatchObject({ archived: 1, incomplete: false });
    expect(await runArchive(env, tomorrow, 1)).toMatchObject({ archived: 0, incomplete: false });
    const today = dayOf(today0);
    expect((await archivedLines(a.account_id, today)).lines.map((l) => l._line)).toEqual(["a-today"]);
    // A day without lines is archived too, as an empty object: the run says it was looked at.
    const empty = await archivedLines(b.account_id, today);
    expect(empty.lines).toEqual([]);
    const runs = (await client(b).get("/v1/config/archiving/runs")).body;
    expect(runs.map((r: Json) => r.day)).toEqual([today, YESTERDAY]);
    expect(runs[0]).toMatchObject({ status: "done", lines: 0, bytes: 0 });
    // Paging by day.
    const page = (await client(b).get(`/v1/config/archiving/runs?limit=1&before=${today}`)).body;
    expect(page.map((r: Json) => r.day)).toEqual([YESTERDAY]);
  });
});

describe("archiving a day on demand", () => {
  it("archives a past day at once and answers its run", async () => {
    const res = await client(a).post(`/v1/config/archiving/run?day=${BEFORE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ day: BEFORE, status: "done", lines: 6 });
    const { lines } = await archivedLines(a.account_id, BEFORE);
    expect(lines.map((l) => l._line)).toEqual([
      ...linesAt("a-before", 0, 5).map((l) => l.line),
      "a-day-before",
    ]);
  });

  it("archives a done day again, with lines that arrived since", async () => {
    await send(a, [{ line: "late-arrival", timestamp: yesterday0 - DAY + 500 }]);
    const res = await client(a).post(`/v1/config/archiving/run?day=${BEFORE}`);
    expect(res.body).toMatchObject({ status: "done", lines: 7 });
    expect((await archivedLines(a.account_id, BEFORE)).lines[0]._line).toBe("late-arrival");
  });

  it("refuses today, a future day, a day beyond retention and a malformed day, changing nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM archive_runs").first<{ n: number }>();
    for (const day of [
      dayOf(today0),
      dayOf(today0 + 5 * DAY),
      dayOf(today0 - 31 * DAY),
      "2025-13-01",
      "yesterday",
    ]) {
      const res = await client(a).post(`/v1/config/archiving/run?day=${day}`);
      expect(res.status, day).toBe(400);
      expect(res.body.code).toBe("EVALIDATION");
      expect(res.body.details[0].key).toBe("query.day");
    }
    expect((await client(a).post("/v1/config/archiving/run")).status).toBe(400);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM archive_runs").first<{ n: number }>()).toEqual(
      before,
    );
  });

  it("needs an archiving configuration", async () => {
    const res = await client(unconfigured).post(`/v1/config/archiving/run?day=${YESTERDAY}`);
    expect(res.status).toBe(404);
    expect(await env.ARCHIVES.get(archiveObjectKey(unconfigured.account_id, YESTERDAY))).toBeNull();
  });

  it("answers 409 while the day is being archived", async () => {
    await env.DB.prepare(
      "UPDATE archive_runs SET status = 'running', started_at = ? WHERE account_id = ? AND day = ?",
    )
      .bind(Date.now(), b.account_id, YESTERDAY)
      .run();
    const res = await client(b).post(`/v1/config/archiving/run?day=${YESTERDAY}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ECONFLICT");
  });

  it("keeps archives and runs after the configuration is deleted, and archives no more", async () => {
    expect((await client(a).delete("/v1/config/archiving")).status).toBe(200);
    expect((await client(a).get("/v1/config/archiving/runs")).body.length).toBeGreaterThan(0);
    const download = await SELF.fetch(`https://api.test/v1/config/archiving/runs/${YESTERDAY}/download`, {
      headers: { authorization: `Token ${a.service_key}` },
    });
    expect((await gunzipLines(await download.arrayBuffer())).length).toBe(2402);
    const later = NOW + 2 * DAY;
    await runArchive(env, later);
    expect(await env.ARCHIVES.get(archiveObjectKey(a.account_id, dayOf(today0 + DAY)))).toBeNull();
  });
});
