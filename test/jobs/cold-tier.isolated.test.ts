// The cold tier: slices past their account's cold_after_days move to R2, and every read answers as before:
// export v1 and v2 (both directions, queries, field filters), counts; the object emptied after its grace
// still answers a reader that planned it hot; new lines of the same bucket go to the next generation and
// are read with the cold ones; retention deletes the R2 object with the slice.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { coldKeyOf, runColdTier } from "../../src/jobs/cold-tier";
import { runRetention } from "../../src/jobs/retention";
import { QUIET_MS } from "../../src/logstore/reader";
import type { ScanAnswer } from "../../src/logstore/slice-protocol";
import { logSliceStub } from "../../src/logstore/store";
import { client, createAccount, exportV1, ingest, ingestMany, type Json, type TestAccount } from "../helpers";
import { scanOf } from "../logstore/util";

const DAY_MS = 86_400_000;
const now = Date.now();
// Three days ago, an hour into the day: the lines (100 minutes of them) lie in one daily bucket.
const T0 = Math.floor((now - 3 * DAY_MS) / DAY_MS) * DAY_MS + 3_600_000;
const LINES = 6000;

let account: TestAccount;

async function slices(): Promise<{ slice: string; state: string; cold_key: string | null; lines: number }[]> {
  const { results } = await env.DB.prepare(
    "SELECT slice, state, cold_key, lines FROM log_slices WHERE account_id = ? ORDER BY slice",
  )
    .bind(account.account_id)
    .all<{ slice: string; state: string; cold_key: string | null; lines: number }>();
  return results;
}

/** Every answer a reader can get, to compare before and after the move. */
async function readings() {
  const v1 = (q: string) => exportV1(account.service_key, `from=${Math.floor((T0 - 1000) / 1000)}&${q}`);
  const pages: Json[] = [];
  for (let token: string | null = null, n = 0; n === 0 || token; n++) {
    const res = await client(account).get(
      `/v2/export?size=700&from=${T0 - 1000}${token ? `&pagination_id=${encodeURIComponent(token)}` : ""}`,
    );
    expect(res.status).toBe(200);
    pages.push(...res.body.lines);
    token = res.body.pagination_id;
  }
  return {
    all: (await v1("size=10000")).lines,
    tail: (await v1("size=10000&prefer=tail")).lines,
    rare: (await v1("size=100&query=zebrafish")).lines,
    field: (await v1("size=10000&query=status:500 app:api")).lines,
    meta: (await v1("size=10000&query=region:eu-west-1")).lines,
    apps: (await v1("size=10000&apps=web")).lines,
    pages,
  };
}

beforeAll(async () => {
  account = await createAccount("cold-tier");
  expect((await client(account).patch("/v3/pipeline/account", { cold_after_days: 1 })).status).toBe(200);
  await ingestMany(
    account.ingestion_key,
    LINES,
    (i) => ({
      line: `GET /v1/users/${i % 977} status=${[200, 404, 500][i % 3]} took ${i % 97}ms${i % 1500 === 7 ? ` zebrafish-${i}` : ""}`,
      app: i % 2 ? "api" : "web",
      timestamp: T0 + i * 1000,
      meta: { status: [200, 404, 500][i % 3], region: i % 4 ? "us-east-1" : "eu-west-1" },
    }),
    1000,
  );
  // Today's lines stay hot.
  expect(
    (await ingest(account.ingestion_key, { lines: [{ line: "today zebrafish", timestamp: now - 60_000 }] }))
      .status,
  ).toBe(200);
});

describe("the cold tier", () => {
  it("moves old slices to R2 and answers every read the same", async () => {
    const before = await readings();
    expect(before.all).toHaveLength(LINES + 1);
    expect(before.rare).toHaveLength(5);
    expect(before.pages).toEqual(before.all);

    // Not yet: the slices were written just now.
    expect((await runColdTier(env, now)).frozen).toBe(0);
    const outcome = await runColdTier(env, Date.now() + QUIET_MS + 1000);
    expect(outcome).toEqual({ frozen: 1, failed: 0 });
    const listed = await slices();
    const cold = listed.filter((s) => s.state === "cold");
    expect(cold).toHaveLength(1);
    expect(cold[0].cold_key).toBe(coldKeyOf(account.account_id, cold[0].slice));
    expect(await env.LOG_COLD.head(cold[0].cold_key as string)).not.toBeNull();

    const after = await readings();
    expect(after).toEqual(before);
  });

  it("answers a reader that planned the slice hot once its tables are emptied", async () => {
    const [cold] = (await slices()).filter((s) => s.state === "cold");
    const stub = logSliceStub(env, account.account_id, cold.slice);
    // The grace is over: its alarm empties the tables.
    await runInDurableObject(stub as unknown as DurableObjectStub, (_o, state) => {
      state.storage.sql.exec("UPDATE meta SET v = '0' WHERE k = 'empty_at'");
    });
    expect(await runDurableObjectAlarm(stub as unknown as DurableObjectStub)).toBe(true);
    const figures = (await stub.describe()) as { databaseSize: number };
    expect(figures.databaseSize).toBeLessThan(64 * 1024);
    const answer = (await stub.scan(scanOf({ to: now }))) as ScanAnswer;
    expect(answer.lines.map((l) => l.line)[0]).toMatch(/^GET \/v1\/users\/0 /);
    expect(answer.more).toBe(true);
  });

  it("sends new lines of a cold slice's bucket to the next generation, read with the cold ones", async () => {
    const res = await ingest(account.ingestion_key, {
      lines: [{ line: "late zebrafish", timestamp: T0 + 1500 }],
    });
    expect(res.status).toBe(200);
    const listed = await slices();
    expect(listed.filter((s) => s.state === "hot").map((s) => s.slice.split(".")[3])).toContain("1");
    const rare = await exportV1(
      account.service_key,
      `from=${Math.floor(T0 / 1000) - 1}&size=100&query=zebrafish`,
    );
    const old = (i: number) =>
      `GET /v1/users/${i % 977} status=${[200, 404, 500][i % 3]} took ${i % 97}ms zebrafish-${i}`;
    expect(rare.lines.map((l) => l._line)).toEqual([
      "late zebrafish",
      ...[7, 1507, 3007, 4507].map(old),
      "today zebrafish",
    ]);
  });

  it("deletes the R2 object when retention drops the slice", async () => {
    const [cold] = (await slices()).filter((s) => s.state === "cold");
    await runRetention(env, now + 40 * DAY_MS);
    expect(await env.LOG_COLD.head(cold.cold_key as string)).toBeNull();
    expect((await slices()).find((s) => s.slice === cold.slice)).toBeUndefined();
  });
});
