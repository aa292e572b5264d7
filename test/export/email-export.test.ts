// Export v1 by email, end to end: the request queues a job, the queue consumer writes the JSONL file to
// R2 and mails a signed link, and the link downloads the file until it expires.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { Signer } from "../../src/lib/signing";
import { downloadLink } from "../../src/logstore/export-jobs";
import { call, createAccount, exportV1, ingest, type TestAccount } from "../helpers";

interface OutboxRow {
  id: string;
  account_id: string | null;
  to: string;
  subject: string;
  text: string;
}

interface JobRow {
  id: string;
  account_id: string;
  status: string;
  line_count: number | null;
  object_key: string | null;
  expires_at: number | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The job's mail, once the queue consumer has sent it (polls the outbox for up to ~10 s). */
async function waitForMail(accountId: string, subject: string): Promise<OutboxRow> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await env.DB.prepare("SELECT * FROM email_outbox WHERE account_id = ? AND subject = ?")
      .bind(accountId, subject)
      .first<OutboxRow>();
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" for ${accountId} within 10 s`);
    await sleep(100);
  }
}

const job = (id: string) => env.DB.prepare("SELECT * FROM export_jobs WHERE id = ?").bind(id).first<JobRow>();

const LINK =
  /https:\/\/api\.test\/downloads\/exports\/([0-9a-f-]{36})\?expires=(\d+)&signature=([A-Za-z0-9_-]+)/;

const t0 = Date.now() - 3_600_000;
let account: TestAccount;
let jobId: string;
let mail: OutboxRow;
let link: string;

beforeAll(async () => {
  account = await createAccount("email-export");
  const res = await ingest(
    account.ingestion_key,
    {
      lines: Array.from({ length: 30 }, (_, i) => ({
        line: `mail-${i}`,
        app: i % 3 === 0 ? "web" : "api",
        level: "info",
        timestamp: t0 + i * 1000,
        meta: { n: i },
      })),
    },
    "hostname=web-1&tags=prod",
  );
  expect(res.status).toBe(200);
  const started = await call("GET", "/v1/export?email=ops@example.com&emailSubject=Weekly&apps=web", {
    key: account.service_key,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(started.body).toEqual({ message: expect.any(String), job_id: expect.any(String) });
  jobId = started.body.job_id;
  // The queue consumer runs on its own in the pool (Miniflare delivers the message to the Worker's queue()).
  mail = await waitForMail(account.account_id, "Weekly");
  const match = mail.text.match(LINK);
  if (!match) throw new Error(`no download link in the mail: ${mail.text}`);
  link = match[0];
});

// The lines of the emailed export: app web only, oldest first.
const expectedLines = Array.from({ length: 30 }, (_, i) => i)
  .filter((i) => i % 3 === 0)
  .map((i) => `mail-${i}`);

describe("email export", () => {
  it("mails the recipient the subject and a signed download link for the job", async () => {
    expect(mail.to).toBe("ops@example.com");
    expect(mail.subject).toBe("Weekly");
    const [, linkJob, expires] = link.match(LINK) ?? [];
    expect(linkJob).toBe(jobId);
    // Valid for 24 hours.
    expect(Number(expires)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(Number(expires)).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(mail.text).toContain(`${expectedLines.length} log lines`);
  });

  it("records the job as done with its line count and file", async () => {
    const row = await job(jobId);
    expect(row).toMatchObject({
      account_id: account.account_id,
      status: "done",
      line_count: expectedLines.length,
      object_key: `exports/${account.account_id}/${jobId}.jsonl`,
    });
    expect(row?.expires_at).toBeGreaterThan(Date.now());
  });

  it("writes the filtered lines to R2 as JSONL, the same as the stream", async () => {
    const object = await env.EXPORTS.get(`exports/${account.account_id}/${jobId}.jsonl`);
    expect(object).not.toBeNull();
    const text = (await object?.text()) ?? "";
    const lines = text
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l._line)).toEqual(expectedLines);
    expect(lines[0]).toMatchObject({ _app: "web", _host: "web-1", level: "INFO", _tag: ["prod"], n: 0 });
    const streamed = await exportV1(account.service_key, "apps=web");
    expect(text).toBe(streamed.raw);
  });

  it("downloads the file through the link without a key", async () => {
    const res = await SELF.fetch(link);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/x-ndjson/);
    expect(res.headers.get("content-disposition")).toContain(`export-${jobId}.jsonl`);
    const text = new TextDecoder().decode(await res.arrayBuffer());
    const stored = await env.EXPORTS.get(`exports/${account.account_id}/${jobId}.jsonl`);
    expect(text).toBe(await stored?.text());
    expect(
      text
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l)._line),
    ).toEqual(expectedLines);
  });

  it("uses a default subject without emailSubject, and honours size and prefer", async () => {
    const started = await call("GET", "/v1/export?email=dev@example.com&size=2&prefer=tail", {
      key: account.service_key,
    });
    expect(started.status).toBe(200);
    const row = await waitForMail(account.account_id, "Your log export is ready");
    expect(row.to).toBe("dev@example.com");
    const object = await env.EXPORTS.get(`exports/${account.account_id}/${started.body.job_id}.jsonl`);
    const lines = ((await object?.text()) ?? "").split("\n").filter(Boolean);
    expect(lines.map((l) => JSON.parse(l)._line)).toEqual(["mail-29", "mail-28"]);
    expect((await job(started.body.job_id))?.line_count).toBe(2);
  });
});

describe("download links", () => {
  const origin = "https://api.test";
  const signer = () => Signer.load(createDb(env.DB));

  it("answers 403 for a link whose expiry has passed, even correctly signed", async () => {
    const expired = await downloadLink(await signer(), origin, jobId, Date.now() - 1000);
    const res = await call("GET", expired.slice(origin.length));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("EFORBIDDEN");
  });

  it("answers 403 for an altered signature", async () => {
    const [, , expires, signature] = link.match(LINK) ?? [];
    const flipped = `${signature.slice(0, 10)}${signature[10] === "A" ? "B" : "A"}${signature.slice(11)}`;
    for (const sig of [flipped, signature.slice(0, -2), "x", `${signature}A`]) {
      const res = await call("GET", `/downloads/exports/${jobId}?expires=${expires}&signature=${sig}`);
      expect(res.status, sig).toBe(403);
      expect(res.body.code).toBe("EFORBIDDEN");
    }
  });

  it("answers 403 when expires is changed, extended or shortened", async () => {
    const [, , expires, signature] = link.match(LINK) ?? [];
    for (const other of [Number(expires) + 86_400_000, Number(expires) - 1]) {
      const res = await call("GET", `/downloads/exports/${jobId}?expires=${other}&signature=${signature}`);
      expect(res.status).toBe(403);
    }
  });

  it("answers 403 for another job's id under this link's signature", async () => {
    const [, , expires, signature] = link.match(LINK) ?? [];
    const res = await call(
      "GET",
      `/downloads/exports/${crypto.randomUUID()}?expires=${expires}&signature=${signature}`,
    );
    expect(res.status).toBe(403);
  });

  it("answers 404 for a validly signed link to an unknown job", async () => {
    const unknown = await downloadLink(await signer(), origin, crypto.randomUUID(), Date.now() + 60_000);
    const res = await call("GET", unknown.slice(origin.length));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("ENOTFOUND");
  });

  it("answers 400 without expires or signature", async () => {
    expect((await call("GET", `/downloads/exports/${jobId}`)).status).toBe(400);
    expect((await call("GET", `/downloads/exports/${jobId}?expires=abc&signature=x`)).status).toBe(400);
  });
});

describe("email export validation", () => {
  it("answers 400 for an invalid email address and queues nothing", async () => {
    // The account's jobs: other files share this database.
    const jobCount = () =>
      env.DB.prepare("SELECT count(*) AS n FROM export_jobs WHERE account_id = ?")
        .bind(account.account_id)
        .first<{ n: number }>();
    const before = await jobCount();
    for (const email of ["not-an-email", "ops@", "@example.com", ""]) {
      const res = await call("GET", `/v1/export?email=${encodeURIComponent(email)}`, {
        key: account.service_key,
      });
      expect(res.status, email).toBe(400);
      expect(res.body.code).toBe("EVALIDATION");
    }
    const after = await jobCount();
    expect(after?.n).toBe(before?.n);
  });

  it("checks the other parameters before queueing an emailed export", async () => {
    const res = await call("GET", "/v1/export?email=ops@example.com&size=10001", {
      key: account.service_key,
    });
    expect(res.status).toBe(400);
    const bad = await call("GET", `/v1/export?email=ops@example.com&query=${encodeURIComponent("(x")}`, {
      key: account.service_key,
    });
    expect(bad.status).toBe(400);
  });
});
