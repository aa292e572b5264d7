// The catalog's trigram-filter test (src/logstore/catalog.ts filterHolds) is SQL inlined in the plan's
// statement; a search of many long words must not make it larger than D1 takes (100 KB), which would answer
// 503 for a request that can never succeed. Past a budget of bit tests, a term counts as present.
import { describe, expect, it } from "vitest";
import { createAccount, exportV1, ingest } from "../helpers";

describe("the size of the planning statement", () => {
  it("a search of 40 long words answers 200", async () => {
    const account = await createAccount("review-bloom-sql");
    const res = await ingest(account.ingestion_key, {
      lines: [{ line: "hello world", timestamp: Date.now() - 1000 }],
    });
    expect(res.status).toBe(200);
    const words = Array.from(
      { length: 40 },
      (_, i) => `w${i}_${"abcdefghijklmnopqrstuvwxyz".repeat(2).slice(i % 26, (i % 26) + 26)}`,
    );
    const query = words.join(" OR ");
    const out = await exportV1(account.service_key, `query=${encodeURIComponent(query)}`);
    expect(out.status).toBe(200);
  });
});
