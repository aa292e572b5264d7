// A quiet slice writes its trigram filter to the catalog: a search whose terms the filter rules out leaves the
// slice out of its plan (never calls it), results stay exact, and the slice's next write clears the filter.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { parseQuery } from "../../src/engine/query";
import { slicesInRange } from "../../src/logstore/catalog";
import { logSliceStub } from "../../src/logstore/store";
import { indexTerm } from "../../src/search/compile";
import { createAccount, exportV1, ingest, settleLogStore, type TestAccount } from "../helpers";

const HOUR = 3_600_000;
const now = Date.now();
const T0 = Math.floor(now / HOUR) * HOUR - 30 * HOUR;
let account: TestAccount;

async function sliceIds(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT slice FROM log_slices WHERE account_id = ? ORDER BY slice")
    .bind(account.account_id)
    .all<{ slice: string }>();
  return results.map((r) => r.slice);
}

/** Makes every slice of the account quiet and runs its alarm: it seals. */
async function sealAll() {
  await settleLogStore(account.account_id);
  for (const slice of await sliceIds()) {
    const stub = logSliceStub(env, account.account_id, slice) as unknown as DurableObjectStub;
    await runInDurableObject(stub, (instance) => {
      (instance as unknown as { lastWriteAt: number }).lastWriteAt = 0;
    });
    await runDurableObjectAlarm(stub);
  }
}

const planned = async (query: string) =>
  (
    await slicesInRange(createDb(env.DB), account.account_id, T0, now, indexTerm(parseQuery(query) as never))
  ).map((s) => s.slice);

beforeAll(async () => {
  account = await createAccount("slice-filter");
  await env.DB.prepare("UPDATE accounts SET log_bucket_hours = 1 WHERE id = ?")
    .bind(account.account_id)
    .run();
  // 24 hourly slices; the rare term in hours 3 and 17 only.
  for (let h = 0; h < 24; h++) {
    const lines = Array.from({ length: 200 }, (_, i) => ({
      line: `GET /api/items/${i} status=200 host=web-${h}${(h === 3 || h === 17) && i === 5 ? " zebrafish" : ""}`,
      timestamp: T0 + h * HOUR + i * 1000,
      meta: { region: h % 2 ? "eu" : "us" },
    }));
    expect((await ingest(account.ingestion_key, { lines })).status).toBe(200);
  }
  await settleLogStore(account.account_id);
});

describe("trigram filters of quiet slices", () => {
  it("plans only the slices that may hold a term once the slices are sealed, with exact results", async () => {
    const everything = await sliceIds();
    expect(everything).toHaveLength(24);
    expect(await planned("zebrafish")).toHaveLength(24);
    await sealAll();
    const rare = await planned("zebrafish");
    expect(rare.length).toBeGreaterThanOrEqual(2);
    expect(rare.length).toBeLessThan(5);
    // Terms every slice holds, a term in meta, a negation: every slice stays.
    expect(await planned("status=200")).toHaveLength(24);
    expect(await planned("region:eu")).toHaveLength(24);
    expect(await planned("-zebrafish")).toHaveLength(24);
    // Upper case and an OR where one side is everywhere.
    expect(await planned("ZEBRAFISH")).toEqual(rare);
    expect(await planned("zebrafish OR items")).toHaveLength(24);
    const found = await exportV1(account.service_key, `from=${T0}&size=100&query=zebrafish`);
    expect(found.lines.map((l) => l._line)).toEqual([
      "GET /api/items/5 status=200 host=web-3 zebrafish",
      "GET /api/items/5 status=200 host=web-17 zebrafish",
    ]);
  });

  it("drops a slice's filter at its next write, so the new lines are found", async () => {
    await sealAll();
    expect(await planned("kingfisher")).toHaveLength(0);
    const res = await ingest(account.ingestion_key, {
      lines: [{ line: "a kingfisher", timestamp: T0 + 5 * HOUR + 500 }],
    });
    expect(res.status).toBe(200);
    // Read back at once (this isolate wrote it); the catalog row drops the filter with the slice's next flush.
    expect(
      (await exportV1(account.service_key, `from=${T0}&size=100&query=kingfisher`)).lines.map((l) => l._line),
    ).toEqual(["a kingfisher"]);
    await settleLogStore(account.account_id);
    expect((await planned("kingfisher")).length).toBeGreaterThanOrEqual(1);
    const found = await exportV1(account.service_key, `from=${T0}&size=100&query=kingfisher`);
    expect(found.lines.map((l) => l._line)).toEqual(["a kingfisher"]);
  });
});
