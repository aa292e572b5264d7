// `npm run account:create` and `npm run enterprise:create` against a running service (the Worker that
// global-setup.ts started, as `npm run dev` would): they go through POST /admin/* with the operator token of
// .dev.vars, so the service keeps the only handle on its database. Ten readers load the service meanwhile;
// none of their requests may fail.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { workerUrl } from "./harness";

const run = promisify(execFile);
/**
 * How often each of the ten readers reads, and how many times at most: 400 requests in all, under the key's
 * budget of 600 a minute however long the scripts take on a slow machine.
 */
const READ_EVERY_MS = 200;
const READS_EACH = 40;

async function script(name: string, ...args: string[]) {
  const { stdout } = await run("node", [`scripts/${name}.mjs`, ...args], { cwd: process.cwd() });
  return JSON.parse(stdout) as Record<string, string>;
}

describe("account:create and enterprise:create with a service running", () => {
  it("create through the service while it is under load, every request answered", async () => {
    // The readers use an account of their own: the shared test account's key is busy with the other client
    // files, and its per-key request budget (600 a minute) would answer some of them 429.
    const reading = await script("account-create", "--name", "reader", "--url", workerUrl);
    const headers = { authorization: `Token ${reading.service_key}` };
    const made = await fetch(`${workerUrl}/v3/pipeline`, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json" },
      body: JSON.stringify({ title: "read under load" }),
    });
    const pipeline = ((await made.json()) as { data: { id: string } }).data;
    let stop = false;
    const statuses: number[] = [];
    const refused: string[] = [];
    // Readers paced and counted to stay under the key's budget however fast the machine is, so that a refusal
    // is the service's doing, not the budget's.
    const reader = async () => {
      for (let n = 0; n < READS_EACH && !stop; n++) {
        const started = Date.now();
        const res = await fetch(`${workerUrl}/v3/pipeline/${pipeline.id}`, { headers });
        const body = await res.text();
        statuses.push(res.status);
        if (res.status !== 200) refused.push(`${res.status} ${res.headers.get("retry-after") ?? ""} ${body}`);
        await new Promise((r) => setTimeout(r, Math.max(0, READ_EVERY_MS - (Date.now() - started))));
      }
    };
    const readers = Array.from({ length: 10 }, reader);
    const accounts = [];
    for (let i = 0; i < 3; i++)
      accounts.push(await script("account-create", "--name", `load ${i}`, "--url", workerUrl));
    const enterprise = await script("enterprise-create", "--name", "under load", "--url", workerUrl);
    stop = true;
    await Promise.all(readers);

    expect(statuses.length).toBeGreaterThan(10);
    // Every answer that was not 200, with its Retry-After and body: the failure says why.
    expect(refused).toEqual([]);
    for (const created of accounts) {
      expect(Object.keys(created).sort()).toEqual(["account_id", "ingestion_key", "service_key"]);
      const res = await fetch(`${workerUrl}/v3/pipeline/account`, {
        headers: { authorization: `Token ${created.service_key}` },
      });
      expect(res.status).toBe(200);
    }
    expect(Object.keys(enterprise).sort()).toEqual(["enterprise_id", "enterprise_key"]);
    const read = await fetch(`${workerUrl}/v2/enterprise`, {
      headers: { authorization: `Token ${enterprise.enterprise_key}` },
    });
    expect(read.status).toBe(200);
  });
});
