// The per-isolate key cache: bounded in size and age, a write through the API drops its account's entries
// at once in the isolate that made it, and lookups really come from the cache (a key deleted behind the
// API's back keeps working here until its entry ages out: the staleness the README states for other
// isolates).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { keyCache } from "../../src/http/auth";
import { createAccount, workerFetch } from "../helpers";

const get = (key: string, path = "/v1/config/keys") =>
  workerFetch(`https://api.test${path}`, { headers: { authorization: `Token ${key}` } });
const send = (key: string, method: string, path: string, body?: unknown) =>
  workerFetch(`https://api.test${path}`, {
    method,
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("the key lookup through the cache", () => {
  it("serves a known key from the isolate's cache, until the entry is dropped", async () => {
    const account = await createAccount();
    expect((await get(account.service_key)).status).toBe(200);
    // Deleted directly in D1 (no API write, as another isolate's would be): still served from here.
    await env.DB.prepare("DELETE FROM api_keys WHERE account_id = ? AND type = 'service'")
      .bind(account.account_id)
      .run();
    expect((await get(account.service_key)).status).toBe(200);
    // A pipeline write keeps the cache (it changes nothing a key lookup holds)...
    expect((await send(account.service_key, "POST", "/v3/pipeline", { title: "p" })).status).toBe(200);
    expect((await get(account.service_key)).status).toBe(200);
    // ...a write to the account's keys drops the account's entries.
    expect((await send(account.service_key, "POST", "/v1/config/keys?type=ingestion", {})).status).toBe(200);
    expect((await get(account.service_key)).status).toBe(401);
  });

  it("drops entries on request", async () => {
    const account = await createAccount();
    expect((await get(account.service_key)).status).toBe(200);
    await env.DB.prepare("DELETE FROM api_keys WHERE account_id = ?").bind(account.account_id).run();
    keyCache.dropAccount(account.account_id);
    expect((await get(account.service_key)).status).toBe(401);
  });

  it("a key deleted through the API is refused at once in this isolate", async () => {
    const account = await createAccount();
    const created = (await (
      await send(account.service_key, "POST", "/v1/config/keys?type=service", { name: "temp" })
    ).json()) as {
      id: string;
      key: string;
    };
    expect((await get(created.key)).status).toBe(200);
    expect((await send(account.service_key, "DELETE", `/v1/config/keys/${created.id}`)).status).toBe(200);
    expect((await get(created.key)).status).toBe(401);
  });

  it("ingestion suspension through the API takes effect at once for the account's cached ingestion key", async () => {
    const account = await createAccount();
    const ingest = () =>
      workerFetch("https://api.test/logs/ingest?hostname=h", {
        method: "POST",
        headers: { apikey: account.ingestion_key, "content-type": "application/json" },
        body: JSON.stringify({ lines: [{ line: "x" }] }),
      });
    expect((await ingest()).status).toBe(200);
    const step1 = (await (
      await send(account.service_key, "POST", "/v1/config/ingestion/suspend")
    ).json()) as Record<string, string>;
    const token = step1.token;
    const step2 = await send(account.service_key, "POST", "/v1/config/ingestion/suspend/confirm", { token });
    expect(step2.status, JSON.stringify(step1)).toBe(200);
    expect((await ingest()).status).toBe(403);
  });
});
