// The index-rate alert config through /v1/config/index-rate: the default, PUT/GET round trips in the shape the
// terraform resource sends (enabled omitted means false), every invalid field answered 400 in the v1 error shape
// naming its key and changing nothing, each account seeing only its own config, and the PagerDuty keys, Slack
// URLs and webhooks owner-bound (in clear to the key that sent them, ******** to every other).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, type Json, otherServiceKey, type TestAccount } from "../helpers";

const PATH = "/v1/config/index-rate";
const DEFAULT = {
  max_lines: null,
  max_z_score: null,
  threshold_alert: "separate",
  frequency: "hourly",
  channels: { email: [], pagerduty: [], slack: [], webhook: [] },
  enabled: false,
};
const VALID = {
  max_lines: 5000,
  max_z_score: 2.5,
  threshold_alert: "separate",
  frequency: "daily",
  channels: {
    email: ["ops@example.com", "oncall@example.com"],
    pagerduty: ["abc123routingkey"],
    slack: ["https://hooks.slack.com/services/T0/B0/secret"],
  },
  enabled: true,
};
/** VALID as the key that wrote it reads it: its PagerDuty keys and Slack URLs in clear. */
const READ = { ...VALID, channels: { ...VALID.channels, webhook: [] } };
/** VALID as any other key reads it: PagerDuty keys and Slack URLs are owner-bound. */
const MASKED = {
  ...VALID,
  channels: { ...VALID.channels, pagerduty: ["********"], slack: ["********"], webhook: [] },
};

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("index-rate-config");
  api = client(account);
});

describe("GET /v1/config/index-rate", () => {
  it("answers a disabled default when the account never set one", async () => {
    const fresh = client(await createAccount("index-rate-fresh"));
    const res = await fresh.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(DEFAULT);
  });

  it("needs a service key", async () => {
    const res = await call("GET", PATH);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: "EUNAUTHORIZED", status: 401 });
    const ingestionKey = await call("GET", PATH, { key: account.ingestion_key });
    expect(ingestionKey.status).toBe(403);
  });
});

describe("PUT /v1/config/index-rate", () => {
  it("stores the config and GET answers it as written; another key reads the secrets masked", async () => {
    const put = await api.put(PATH, VALID);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual(READ);
    expect((await api.get(PATH)).body).toEqual(READ);
    const other = await client(await otherServiceKey(account)).get(PATH);
    expect(other.body).toEqual(MASKED);
    expect(JSON.stringify(other.body)).not.toContain("abc123routingkey");
    expect(JSON.stringify(other.body)).not.toContain("hooks.slack.com");
  });

  it("replaces the whole config: omitted fields take their defaults (enabled false, as terraform omits it)", async () => {
    await api.put(PATH, VALID);
    const res = await api.put(PATH, { max_lines: 10, threshold_alert: "separate", frequency: "hourly" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = { ...DEFAULT, max_lines: 10 };
    expect(res.body).toEqual(expected);
    expect((await api.get(PATH)).body).toEqual(expected);
  });

  it("takes back what GET answered (nulls included)", async () => {
    await api.put(PATH, { ...VALID, max_lines: null, threshold_alert: "separate" });
    const read = (await api.get(PATH)).body;
    expect(read.max_lines).toBeNull();
    const again = await api.put(PATH, read);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual(read);
  });

  it("accepts both limits with threshold_alert both", async () => {
    const body = { ...VALID, threshold_alert: "both", max_lines: 1, max_z_score: 3 };
    const res = await api.put(PATH, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ ...body, channels: READ.channels });
  });

  it("accepts loopback http Slack URLs (a local receiver standing in for Slack)", async () => {
    const body = { ...VALID, channels: { slack: ["http://127.0.0.1:9999/hook"] } };
    const res = await api.put(PATH, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.channels).toEqual({
      email: [],
      pagerduty: [],
      slack: ["http://127.0.0.1:9999/hook"],
      webhook: [],
    });
  });
});

describe("owner-bound channels", () => {
  const hook = {
    url: "https://hooks.example.com/index-rate/tok-0123456789",
    method: "POST",
    headers: { authorization: "Bearer hook-bearer-0123456789" },
  };
  const withHook = { ...VALID, channels: { ...VALID.channels, webhook: [hook] } };
  const channelsOf = async (accountId: string) =>
    JSON.parse(
      (
        await env.DB.prepare("SELECT channels FROM index_rate_alerts WHERE account_id = ?")
          .bind(accountId)
          .first<{ channels: string }>()
      )?.channels ?? "null",
    );

  it("another key's read-modify-write keeps the secrets and their owner; its clear values make it the owner", async () => {
    const first = await createAccount("index-rate-owner");
    const api1 = client(first);
    const api2 = client(await otherServiceKey(first));
    expect((await api1.put(PATH, withHook)).body.channels.webhook).toEqual([hook]);
    const sealed = await channelsOf(first.account_id);

    const read = (await api2.get(PATH)).body;
    expect(read.channels).toEqual({
      email: VALID.channels.email,
      pagerduty: ["********"],
      slack: ["********"],
      webhook: [{ url: "********", method: "POST", headers: { authorization: "********" } }],
    });
    const kept = await api2.put(PATH, { ...read, max_lines: 6000 });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.channels).toEqual(read.channels);
    expect(await channelsOf(first.account_id)).toEqual(sealed);
    expect((await api1.get(PATH)).body).toEqual({ ...withHook, max_lines: 6000 });

    // The other key sends the PagerDuty key in clear (the same one): it owns that one, the rest stay the
    // first key's.
    const taken = await api2.put(PATH, {
      ...read,
      channels: { ...read.channels, pagerduty: VALID.channels.pagerduty },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.channels.pagerduty).toEqual(VALID.channels.pagerduty);
    expect(taken.body.channels.slack).toEqual(["********"]);
    const firstRead = (await api1.get(PATH)).body;
    expect(firstRead.channels.pagerduty).toEqual(["********"]);
    expect(firstRead.channels.slack).toEqual(VALID.channels.slack);
    expect(firstRead.channels.webhook).toEqual([hook]);
    expect(JSON.stringify(firstRead)).not.toContain("abc123routingkey");
    expect((await api2.get(PATH)).body.channels.pagerduty).toEqual(VALID.channels.pagerduty);
  });

  it("refuses a webhook's masked header with a changed URL (400 naming the URL), and takes the header sent again", async () => {
    const first = await createAccount("index-rate-moved");
    const api1 = client(first);
    expect((await api1.put(PATH, withHook)).status).toBe(200);
    const sealed = await channelsOf(first.account_id);
    const moved = { ...hook, url: "https://attacker.example.com/collect" };
    const refused = await api1.put(PATH, {
      ...withHook,
      channels: { ...withHook.channels, webhook: [{ ...moved, headers: { authorization: "********" } }] },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.details.map((d: Json) => d.key)).toEqual(["channels.webhook.0.url"]);
    expect(JSON.stringify(refused.body)).not.toContain(hook.headers.authorization);
    expect(await channelsOf(first.account_id)).toEqual(sealed);

    const sent = await api1.put(PATH, { ...withHook, channels: { ...withHook.channels, webhook: [moved] } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.channels.webhook).toEqual([moved]);
  });
});

describe("validation", () => {
  const cases: [string, Json, string[]][] = [
    ["max_lines zero", { max_lines: 0 }, ["max_lines"]],
    ["max_lines not an integer", { max_lines: 1.5 }, ["max_lines"]],
    ["max_lines a string", { max_lines: "10" }, ["max_lines"]],
    ["max_z_score zero", { max_z_score: 0 }, ["max_z_score"]],
    ["max_z_score negative", { max_z_score: -2 }, ["max_z_score"]],
    ["threshold_alert unknown", { threshold_alert: "either" }, ["threshold_alert"]],
    ["threshold_alert missing", { threshold_alert: undefined }, ["threshold_alert"]],
    ["frequency unknown", { frequency: "weekly" }, ["frequency"]],
    ["frequency missing", { frequency: undefined }, ["frequency"]],
    ["enabled not a boolean", { enabled: "yes" }, ["enabled"]],
    ["an unknown field", { max_rate: 3 }, ["max_rate"]],
    ["channels not an object", { channels: ["ops@example.com"] }, ["channels"]],
    ["a bad email", { channels: { email: ["ops@example.com", "not-an-email"] } }, ["channels.email.1"]],
    ["an empty PagerDuty key", { channels: { pagerduty: [""] } }, ["channels.pagerduty.0"]],
    ["a plain-http Slack URL", { channels: { slack: ["http://hooks.slack.com/x"] } }, ["channels.slack.0"]],
    ["a Slack value that is no URL", { channels: { slack: ["hooks"] } }, ["channels.slack.0"]],
    [
      "a webhook without a URL",
      { channels: { email: ["a@example.com"], webhook: [{ method: "POST" }] } },
      ["channels.webhook.0.url"],
    ],
    [
      "a webhook whose URL is no URL",
      { channels: { webhook: [{ url: "nowhere", method: "POST" }] } },
      ["channels.webhook.0.url"],
    ],
    [
      "a webhook with an unknown method",
      { channels: { webhook: [{ url: "https://x.test", method: "TRACE" }] } },
      ["channels.webhook.0.method"],
    ],
    ["neither limit", { max_lines: null, max_z_score: undefined }, ["max_lines", "max_z_score"]],
    ["both without max_z_score", { threshold_alert: "both", max_z_score: null }, ["max_z_score"]],
    ["both without max_lines", { threshold_alert: "both", max_lines: undefined }, ["max_lines"]],
    ["enabled without channels", { channels: { email: [], slack: [] } }, ["channels"]],
  ];

  it.each(cases)("refuses %s with 400 naming the field, and changes nothing", async (_name, change, keys) => {
    await api.put(PATH, VALID);
    const res = await api.put(PATH, { ...VALID, ...change });
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body).toMatchObject({ code: "EVALIDATION", status: 400, request_id: expect.any(String) });
    expect(typeof res.body.error).toBe("string");
    expect(res.body.details.map((d: Json) => d.key).sort()).toEqual(keys);
    for (const d of res.body.details) expect(d.message).toEqual(expect.any(String));
    expect((await api.get(PATH)).body).toEqual(READ);
  });

  it("refuses malformed JSON and a body that is not JSON", async () => {
    const malformed = await call("PUT", PATH, { key: account.service_key, body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("EVALIDATION");
    const text = await call("PUT", PATH, {
      key: account.service_key,
      body: JSON.stringify(VALID),
      headers: { "content-type": "text/plain" },
    });
    expect(text.status).toBe(415);
  });
});

describe("tenancy", () => {
  it("each account reads and writes only its own config", async () => {
    const a = client(await createAccount("index-rate-a"));
    const b = client(await createAccount("index-rate-b"));
    await a.put(PATH, VALID);
    expect((await b.get(PATH)).body).toEqual(DEFAULT);
    const bConfig = {
      ...DEFAULT,
      max_z_score: 4,
      channels: { ...DEFAULT.channels, email: ["b@example.com"] },
    };
    expect((await b.put(PATH, { ...bConfig, enabled: true })).status).toBe(200);
    expect((await a.get(PATH)).body).toEqual(READ);
    expect((await b.get(PATH)).body).toEqual({ ...bConfig, enabled: true });
  });
});

describe("OpenAPI", () => {
  it("documents GET and PUT with the v1 error body", async () => {
    const doc = (await call("GET", "/openapi.json")).body;
    const item = doc.paths[PATH];
    expect(Object.keys(item).sort()).toEqual(["get", "put"]);
    expect(item.put.responses["400"].content["application/json"].schema.$ref).toBe(
      "#/components/schemas/V1Error",
    );
  });
});
