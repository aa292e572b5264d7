// Owner-bound secrets of the notifier's channels, end to end: usage-threshold alerts and the index-rate alert
// answer each secret (webhook url and header values, Slack url, PagerDuty routing key and url) in clear to the
// API key that sent it and as ******** to every other key and in every list; they store it sealed (D1 holds
// `sealed:v2:<key id>:<owner>:`, never the secret), keep it when a read-modify-write sends it or the mask back
// (proved by the receiver still getting it), refuse a mask with nothing stored or with a changed target (400),
// and the test notification and the delivery log (channel, last_error, attempt errors) never contain it. The
// OpenAPI document marks the fields writeOnly.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { evaluateIndexRateAlert } from "../../src/alerts/index-rate";
import { evaluateUsageAlerts } from "../../src/alerts/usage-threshold";
import { createDb } from "../../src/db/client";
import { indexRateAlerts } from "../../src/db/schema";
import { openSecrets } from "../../src/lib/sealed-secrets";
import { secretRedactor } from "../../src/notify/redact";
import {
  call,
  client,
  createAccount,
  expectV3Error,
  type Json,
  otherServiceKey,
  storeLines,
  type TestAccount,
} from "../helpers";
import { sourceSinkPipeline } from "../metrics/pipelines";
import { consumeOnce, notifyWithoutConsumer, pollDelivery } from "./support";

const MASK = "********";
const MIN = 60_000;
const HOUR = 60 * MIN;

/** A secret no other test uses, so finding it anywhere is a leak of this one. */
const secret = (what: string) => `${what}-${crypto.randomUUID().replaceAll("-", "")}`;

/** Asserts that none of `secrets` appears anywhere in `value`'s JSON text. */
function expectNoSecret(value: unknown, ...secrets: string[]) {
  const text = JSON.stringify(value);
  for (const s of secrets) expect(text, `leaks ${s}`).not.toContain(s);
}

/** What the loopback receiver recorded at `path`, waiting until it has `count` requests. */
async function receivedAt(path: string, count = 1): Promise<Json[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const got: Json[] = await (await fetch(`${env.RECEIVER_URL}/_received${path}`)).json();
    if (got.length >= count || Date.now() > deadline) return got;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const row = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .first<Record<string, string>>();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the test notification and the delivery log", () => {
  it("answers the channel masked, stores it sealed, delivers the secret, and never shows it", async () => {
    const api = client(await createAccount("secrets-test"));
    const token = secret("path-token");
    const bearer = secret("bearer");
    const path = `/secrets/test/${token}`;
    const channel = {
      type: "webhook",
      url: `${env.RECEIVER_URL}${path}?sig=${token}`,
      headers: { Authorization: `Bearer ${bearer}`, "X-Team": "ops" },
    };
    const res = await api.post("/v3/pipeline/notification/test", { channel });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.channel).toEqual({
      type: "webhook",
      url: MASK,
      method: "POST",
      headers: { Authorization: MASK, "X-Team": MASK },
    });
    expectNoSecret(res.body, token, bearer);

    const stored = await row("SELECT channel FROM notification_deliveries WHERE id = ?", res.body.data.id);
    expect(stored?.channel).toMatch(/"url":"sealed:v2:[0-9a-f]{8}:/);
    expectNoSecret(stored, token, bearer);

    const delivery = await pollDelivery(api.get, res.body.data.id);
    expect(delivery).toMatchObject({ status: "delivered", last_error: null });
    const [request] = await receivedAt(path);
    expect(request.headers.authorization).toBe(`Bearer ${bearer}`);
    expect(request.headers["x-team"]).toBe("ops");

    expectNoSecret(delivery, token, bearer);
    const log = await api.get("/v3/pipeline/notification");
    expect(log.body.data[0].channel.url).toBe(MASK);
    expectNoSecret(log.body, token, bearer);
  });

  it("refuses the mask in a test channel: nothing is stored to keep", async () => {
    const api = client(await createAccount("secrets-test-mask"));
    const cases: [Json, string][] = [
      [{ type: "webhook", url: MASK }, "/channel/url"],
      [
        { type: "webhook", url: "https://example.com/h", headers: { "x-key": MASK } },
        "/channel/headers/x-key",
      ],
      [{ type: "slack", url: MASK }, "/channel/url"],
      [{ type: "pagerduty", routing_key: MASK }, "/channel/routing_key"],
    ];
    for (const [channel, pointer] of cases) {
      const body = expectV3Error(
        await api.post("/v3/pipeline/notification/test", { channel }),
        400,
        "EVALIDATION",
      );
      expect(body.errors.map((e: Json) => e.instancePath)).toContain(pointer);
    }
    expect((await api.get("/v3/pipeline/notification")).body.data).toEqual([]);
  });

  it("records no secret in an attempt's error, whatever the network or the receiver quotes", async () => {
    const account = await createAccount("secrets-errors");
    const token = secret("tok");
    const bearer = secret("bearer");
    const url = `https://hooks.example.com/services/T000/B000/${token}?key=${token}`;
    const { deliveryIds } = await notifyWithoutConsumer({
      accountId: account.account_id,
      channels: [{ type: "webhook", url, method: "POST", headers: { authorization: `Bearer ${bearer}` } }],
    });
    const id = deliveryIds[0];
    // A network error that names the request, then a receiver whose error page echoes path and header.
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockImplementationOnce(async (input, init) => {
        const auth = new Headers(init?.headers).get("authorization");
        throw new Error(`connect to ${String(input)} failed (authorization: ${auth})`);
      })
      .mockImplementationOnce(async (input, init) => {
        const u = new URL(String(input));
        const auth = new Headers(init?.headers).get("authorization");
        return new Response(`Cannot POST ${u.pathname}${u.search} with ${auth} (token ${token})`, {
          status: 503,
        });
      });
    await consumeOnce(id, 1);
    await consumeOnce(id, 2);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The request itself carried the secrets.
    expect(String(fetchMock.mock.calls[0][0])).toBe(url);

    const log = await client(account).get(`/v3/pipeline/notification/${id}`);
    expect(log.body.data.attempt_log).toHaveLength(2);
    expect(log.body.data.attempt_log[0].error).toContain("connect to");
    expect(log.body.data.attempt_log[1].error).toMatch(/^HTTP 503: Cannot POST/);
    expect(log.body.data.last_error).toContain(MASK);
    expectNoSecret(log.body, token, bearer);
    const { results } = await env.DB.prepare(
      "SELECT d.channel, d.last_error, a.error FROM notification_deliveries d JOIN notification_attempts a ON a.delivery_id = d.id WHERE d.id = ?",
    )
      .bind(id)
      .all();
    expect(results).toHaveLength(2);
    expectNoSecret(results, token, bearer);
  });

  it("masks a channel recorded before sealing, and its secrets in the errors recorded with it", async () => {
    const account = await createAccount("secrets-legacy");
    const token = secret("legacy");
    const { deliveryIds } = await notifyWithoutConsumer({
      accountId: account.account_id,
      channels: [{ type: "slack", url: "https://hooks.slack.com/services/T/B/x" }],
    });
    // As a row written by the version before sealing: plain channel, an error quoting the URL's path.
    await env.DB.prepare("UPDATE notification_deliveries SET channel = ?, last_error = ? WHERE id = ?")
      .bind(
        JSON.stringify({ type: "slack", url: `https://hooks.slack.com/services/T/B/${token}` }),
        `HTTP 404: no such hook /services/T/B/${token}`,
        deliveryIds[0],
      )
      .run();
    const api = client(account);
    const one = await api.get(`/v3/pipeline/notification/${deliveryIds[0]}`);
    expect(one.body.data.channel).toEqual({ type: "slack", url: MASK });
    expect(one.body.data.last_error).toBe(`HTTP 404: no such hook ${MASK}`);
    expectNoSecret(one.body, token);
    expectNoSecret((await api.get("/v3/pipeline/notification")).body, token);
  });

  it("redacts a secret URL's token-bearing parts and a header's words (pure)", () => {
    const redact = secretRedactor({
      type: "webhook",
      url: "https://hooks.example.com/services/T1/B2/abcdef123456?sig=zyxwvu987",
      headers: { authorization: "Bearer tok-1234567" },
    });
    expect(redact("POST https://hooks.example.com/services/T1/B2/abcdef123456?sig=zyxwvu987 failed")).toBe(
      `POST ${MASK} failed`,
    );
    expect(redact("no route for abcdef123456, sig zyxwvu987, auth tok-1234567")).toBe(
      `no route for ${MASK}, sig ${MASK}, auth ${MASK}`,
    );
    expect(redact(null)).toBeNull();
    // A sealed channel has nothing in plain text to look for; an email channel has no secret.
    expect(secretRedactor({ type: "email", emails: ["a@b.co"] })("a@b.co")).toBe("a@b.co");
  });
});

describe("usage-threshold alerts", () => {
  const T0 = Date.UTC(2026, 0, 5, 10);
  const NOW = T0 + 2 * HOUR + 5 * MIN;

  async function setup(name: string) {
    const account = await createAccount(name);
    const api = client(account);
    const p = await sourceSinkPipeline(api, name);
    return { account, api, p, base: `/v3/pipeline/${p.pipeline}/usage-threshold-alert` };
  }

  /** The write fields of an alert as read: what a client doing read-modify-write sends back. */
  const writable = (a: Json) => ({
    title: a.title,
    traffic_type: a.traffic_type,
    threshold_bytes: a.threshold_bytes,
    percent_increase: a.percent_increase,
    percent_decrease: a.percent_decrease,
    no_data: a.no_data,
    alert_channels: a.alert_channels,
    max_daily_notifications: a.max_daily_notifications,
    period_minutes: a.period_minutes,
  });

  it("answers the secrets to their key only, seals them, keeps them on a read-modify-write, and delivers them", async () => {
    const { account, api, p, base } = await setup("secrets-usage");
    const other = client(await otherServiceKey(account));
    const token = secret("hook");
    const bearer = secret("bearer");
    const routingKey = secret("rk").slice(0, 40);
    const hookPath = `/secrets/usage/${token}`;
    const pdPath = `/secrets/usage-pd/${crypto.randomUUID()}`;
    const created = await api.post(base, {
      title: "usage secrets",
      traffic_type: "ingress",
      threshold_bytes: 100,
      alert_channels: [
        {
          type: "webhook",
          url: `${env.RECEIVER_URL}${hookPath}`,
          headers: { Authorization: `Bearer ${bearer}` },
        },
        { type: "pagerduty", routing_key: routingKey, url: `${env.RECEIVER_URL}${pdPath}` },
        { type: "email", emails: ["ops@example.com"] },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const alert = created.body.data;
    const masked = [
      { type: "webhook", url: MASK, method: "POST", headers: { Authorization: MASK } },
      { type: "pagerduty", routing_key: MASK, url: MASK },
      { type: "email", emails: ["ops@example.com"] },
    ];
    expect(alert.alert_channels).toEqual([
      {
        type: "webhook",
        url: `${env.RECEIVER_URL}${hookPath}`,
        method: "POST",
        headers: { Authorization: `Bearer ${bearer}` },
      },
      { type: "pagerduty", routing_key: routingKey, url: `${env.RECEIVER_URL}${pdPath}` },
      { type: "email", emails: ["ops@example.com"] },
    ]);
    const read = await api.get(`${base}/${alert.id}`);
    expect(read.body.data).toEqual(alert);
    // Lists, and every other key, answer the mask.
    const list = await api.get(base);
    expect(list.body.data[0].alert_channels).toEqual(masked);
    const otherRead = await other.get(`${base}/${alert.id}`);
    expect(otherRead.body.data.alert_channels).toEqual(masked);
    const otherList = await other.get(base);
    expect(otherList.body.data[0].alert_channels).toEqual(masked);
    expectNoSecret([list.body, otherRead.body, otherList.body], token, bearer, routingKey);

    const before = await row("SELECT alert_channels FROM usage_threshold_alerts WHERE id = ?", alert.id);
    expect(before?.alert_channels).toMatch(/"url":"sealed:v2:[0-9a-f]{8}:[0-9a-f-]{36}:/);
    expectNoSecret(before, token, bearer, routingKey);
    const opened = await openSecrets(env, JSON.parse(before?.alert_channels ?? "[]"));
    expect(opened[0]).toMatchObject({
      url: `${env.RECEIVER_URL}${hookPath}`,
      headers: { Authorization: `Bearer ${bearer}` },
    });

    // Read-modify-write by the owner (the secrets go back in clear) and by another key (the masks go back):
    // the secrets stay, byte for byte (nothing is sealed anew, their owner unchanged).
    const put = await api.put(`${base}/${alert.id}`, { ...writable(read.body.data), title: "renamed" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.alert_channels).toEqual(alert.alert_channels);
    expect(
      (await row("SELECT alert_channels FROM usage_threshold_alerts WHERE id = ?", alert.id))?.alert_channels,
    ).toBe(before?.alert_channels);
    const otherPut = await other.put(`${base}/${alert.id}`, {
      ...writable(otherRead.body.data),
      title: "renamed again",
    });
    expect(otherPut.status, JSON.stringify(otherPut.body)).toBe(200);
    expect(otherPut.body.data.alert_channels).toEqual(masked);
    expectNoSecret(otherPut.body, token, bearer, routingKey);
    const after = await row("SELECT alert_channels FROM usage_threshold_alerts WHERE id = ?", alert.id);
    expect(after?.alert_channels).toBe(before?.alert_channels);
    expect((await api.get(`${base}/${alert.id}`)).body.data.alert_channels).toEqual(alert.alert_channels);

    // The alert fires and the Worker's consumer delivers with the kept secrets.
    await env.DB.prepare(
      "INSERT INTO edge_usage_metrics (account_id, pipeline_id, event_ts, component_id, processor, edge_id, traffic, total_count, total_size) VALUES (?, ?, ?, ?, 'x', '', 'ingress', 1, 5000)",
    )
      .bind(account.account_id, p.pipeline, T0 + HOUR + 10 * MIN, p.source)
      .run();
    const summary = await evaluateUsageAlerts(env, createDb(env.DB), NOW, {
      accountId: account.account_id,
      pipelineIds: [p.pipeline],
    });
    expect(summary).toMatchObject({ fired: 1, notified: 1, errors: 0 });
    const [hook] = await receivedAt(hookPath);
    expect(hook?.headers.authorization).toBe(`Bearer ${bearer}`);
    const [pd] = await receivedAt(pdPath);
    expect(JSON.parse(pd?.body ?? "{}").routing_key).toBe(routingKey);

    const sealedRows = await env.DB.prepare(
      "SELECT channel, last_error FROM notification_deliveries WHERE source_id = ?",
    )
      .bind(alert.id)
      .all();
    expect(sealedRows.results).toHaveLength(3);
    expectNoSecret(sealedRows.results, token, bearer, routingKey);
    const log = await api.get(`/v3/pipeline/notification?source_id=${alert.id}`);
    expect(log.body.data).toHaveLength(3);
    for (const d of log.body.data) {
      const full = await pollDelivery(api.get, d.id);
      expectNoSecret(full, token, bearer, routingKey);
    }
    expectNoSecret(log.body, token, bearer, routingKey);
  });

  it("refuses a mask with nothing stored, or stored for a channel of another type, and changes nothing", async () => {
    const { api, base } = await setup("secrets-usage-mask");
    const channel = { type: "webhook", url: "https://example.com/hook", headers: { "x-key": secret("k") } };
    const body = { title: "t", traffic_type: "ingress", threshold_bytes: 1, alert_channels: [channel] };
    const onCreate = expectV3Error(
      await api.post(base, { ...body, alert_channels: [{ ...channel, url: MASK }] }),
      400,
      "EVALIDATION",
    );
    expect(onCreate.errors.map((e: Json) => e.instancePath)).toContain("/alert_channels/0/url");

    const alert = (await api.post(base, body)).body.data;
    const before = await row("SELECT * FROM usage_threshold_alerts WHERE id = ?", alert.id);
    // Index 0 is now a Slack channel: the webhook's URL is not its URL.
    const otherType = expectV3Error(
      await api.put(`${base}/${alert.id}`, { ...body, alert_channels: [{ type: "slack", url: MASK }] }),
      400,
      "EVALIDATION",
    );
    expect(otherType.errors.map((e: Json) => e.instancePath)).toContain("/alert_channels/0/url");
    // Index 1 had nothing stored.
    const beyond = expectV3Error(
      await api.put(`${base}/${alert.id}`, {
        ...body,
        alert_channels: [channel, { type: "slack", url: MASK }],
      }),
      400,
      "EVALIDATION",
    );
    expect(beyond.errors.map((e: Json) => e.instancePath)).toContain("/alert_channels/1/url");
    // A header the stored channel does not have.
    const header = expectV3Error(
      await api.put(`${base}/${alert.id}`, {
        ...body,
        alert_channels: [{ ...channel, url: MASK, headers: { "x-other": MASK } }],
      }),
      400,
      "EVALIDATION",
    );
    expect(header.errors.map((e: Json) => e.instancePath)).toContain("/alert_channels/0/headers/x-other");
    // The stored header masked while the URL it goes to changes.
    const moved = expectV3Error(
      await api.put(`${base}/${alert.id}`, {
        ...body,
        alert_channels: [{ ...channel, url: "https://attacker.example.com/h", headers: { "x-key": MASK } }],
      }),
      400,
      "EVALIDATION",
    );
    expect(moved.errors.map((e: Json) => e.instancePath)).toEqual(["/alert_channels/0/url"]);
    expectNoSecret(moved, channel.headers["x-key"]);
    expect(await row("SELECT * FROM usage_threshold_alerts WHERE id = ?", alert.id)).toEqual(before);

    // A new secret replaces the stored one.
    const put = await api.put(`${base}/${alert.id}`, {
      ...body,
      alert_channels: [{ ...channel, url: "https://example.com/other" }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const stored = await row("SELECT alert_channels FROM usage_threshold_alerts WHERE id = ?", alert.id);
    const [opened] = await openSecrets(env, JSON.parse(stored?.alert_channels ?? "[]"));
    expect(opened).toMatchObject({ url: "https://example.com/other", headers: channel.headers });
  });
});

describe("the index-rate alert", () => {
  const T0 = Date.UTC(2026, 0, 5);
  const SPIKE_HOUR = T0 + 24 * HOUR;
  const NOW = SPIKE_HOUR + HOUR + 5 * MIN;
  const PATH = "/v1/config/index-rate";

  async function storeHour(account: TestAccount, hour: number, count: number) {
    const ts = Array.from({ length: count }, (_, i) => hour + i * 1000);
    await storeLines(
      account.account_id,
      ts.map((t) => ({ ts: t, line: "line" })),
    );
  }

  it("answers keys and URLs to their key only, seals them, keeps them on a read-modify-write, and delivers them", async () => {
    const account = await createAccount("secrets-index-rate");
    const api = client(account);
    const other = client(await otherServiceKey(account));
    const key = secret("pd").slice(0, 40);
    const token = secret("slack");
    const slackPath = `/secrets/index-rate/${token}`;
    const config = {
      max_lines: 5,
      threshold_alert: "separate",
      frequency: "hourly",
      channels: { email: ["ops@example.com"], pagerduty: [key], slack: [`${env.RECEIVER_URL}${slackPath}`] },
      enabled: true,
    };
    const put = await api.put(PATH, config);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.channels).toEqual({ ...config.channels, webhook: [] });
    const read = await api.get(PATH);
    expect(read.body).toEqual(put.body);
    const otherRead = await other.get(PATH);
    expect(otherRead.body).toEqual({
      ...put.body,
      channels: { email: ["ops@example.com"], pagerduty: [MASK], slack: [MASK], webhook: [] },
    });
    expectNoSecret(otherRead.body, key, token);

    const before = await row(
      "SELECT channels FROM index_rate_alerts WHERE account_id = ?",
      account.account_id,
    );
    expect(before?.channels).toMatch(/"sealed:v2:[0-9a-f]{8}:[0-9a-f-]{36}:/);
    expectNoSecret(before, key, token);

    // The mask at an index with nothing stored there names nothing.
    const beyond = await api.put(PATH, {
      ...read.body,
      channels: { ...read.body.channels, slack: [MASK, MASK] },
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.details.map((d: Json) => d.key)).toContain("channels.slack.1");

    // Read-modify-write by another key without the PagerDuty key (its endpoint is on the internet): the
    // masked Slack URL stays, still the first key's.
    const again = await other.put(PATH, {
      ...otherRead.body,
      channels: { ...otherRead.body.channels, pagerduty: [] },
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expectNoSecret(again.body, key, token);
    expect((await api.get(PATH)).body.channels.slack).toEqual(config.channels.slack);
    const after = await row(
      "SELECT channels FROM index_rate_alerts WHERE account_id = ?",
      account.account_id,
    );
    expect(JSON.parse(after?.channels ?? "{}").slack).toEqual(JSON.parse(before?.channels ?? "{}").slack);

    await storeHour(account, SPIKE_HOUR, 6);
    // The account's own alert, as the Cron Trigger's job evaluates each (that job runs over every account,
    // which a test in the shared runtime must not).
    const db = createDb(env.DB);
    const alert = await db
      .select()
      .from(indexRateAlerts)
      .where(eq(indexRateAlerts.accountId, account.account_id))
      .get();
    if (!alert) throw new Error("no index-rate alert stored");
    await evaluateIndexRateAlert(env, db, alert, NOW);
    const [message] = await receivedAt(slackPath);
    expect(JSON.parse(message?.body ?? "{}").text).toContain("Index rate alert");
    const log = await api.get("/v3/pipeline/notification?source_kind=index-rate");
    expect(log.body.data.map((d: Json) => d.channel_type).sort()).toEqual(["email", "slack"]);
    expectNoSecret(log.body, key, token);
  });
});

describe("the OpenAPI document", () => {
  it("marks the channels' secrets writeOnly", async () => {
    const { schemas } = (await call("GET", "/openapi.json")).body.components;
    const props = (name: string) => schemas[name].properties;
    expect(props("WebhookAlertChannel").url.writeOnly).toBe(true);
    expect(props("WebhookAlertChannel").headers.additionalProperties.writeOnly).toBe(true);
    expect(props("SlackAlertChannel").url.writeOnly).toBe(true);
    expect(props("PagerDutyAlertChannel").routing_key.writeOnly).toBe(true);
    expect(props("PagerDutyAlertChannel").url.writeOnly).toBe(true);
    expect(props("EmailAlertChannel").emails.writeOnly).toBeUndefined();
    expect(props("IndexRateAlertChannels").pagerduty.items.writeOnly).toBe(true);
    expect(props("IndexRateAlertChannels").slack.items.writeOnly).toBe(true);
  });
});
