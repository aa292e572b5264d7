// Usage threshold alerts through the API: create, list, get, update, delete, every field validated, and
// tenancy (another account's pipeline or alert answers 404).
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json, otherServiceKey } from "../helpers";

let api: ReturnType<typeof client>;
/** A second service key of `api`'s account: it reads the alerts `api` writes, not their secrets. */
let otherKey: ReturnType<typeof client>;
let otherApi: ReturnType<typeof client>;
let pipeline: string;

const webhook = () => ({ type: "webhook", url: `${env.RECEIVER_URL}/usage-alerts/crud` });
const valid = (over: Json = {}) => ({
  title: "Ingress over 1 GB",
  traffic_type: "ingress",
  threshold_bytes: 1_000_000_000,
  alert_channels: [webhook()],
  ...over,
});
const base = (p = pipeline) => `/v3/pipeline/${p}/usage-threshold-alert`;

beforeAll(async () => {
  const account = await createAccount("alerts-crud");
  api = client(account);
  otherKey = client(await otherServiceKey(account));
  otherApi = client(await createAccount("alerts-crud-other"));
  pipeline = (await api.post("/v3/pipeline", { title: "alerted" })).body.data.id;
});

describe("usage threshold alerts: CRUD", () => {
  it("creates with defaults, reads, lists, replaces and deletes", async () => {
    const created = await api.post(base(), valid());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.meta.type).toBe("usage-threshold-alert");
    const alert = created.body.data;
    expect(alert).toMatchObject({
      pipeline_id: pipeline,
      title: "Ingress over 1 GB",
      traffic_type: "ingress",
      threshold_bytes: 1_000_000_000,
      percent_increase: null,
      percent_decrease: null,
      no_data: false,
      max_daily_notifications: 10,
      period_minutes: 60,
    });
    // The webhook URL is owner-bound: the write's answer and the writer's read hold it as sent.
    expect(alert.alert_channels).toEqual([{ ...webhook(), method: "POST" }]);
    expect((await api.get(`${base()}/${alert.id}`)).body.data).toEqual(alert);
    // Another key of the account reads it masked; lists mask it for every key.
    const masked = { ...alert, alert_channels: [{ ...webhook(), url: "********", method: "POST" }] };
    const theirs = await otherKey.get(`${base()}/${alert.id}`);
    expect(theirs.body.data).toEqual(masked);
    expect(JSON.stringify(theirs.body)).not.toContain("/usage-alerts/crud");
    for (const reader of [api, otherKey]) {
      const list = await reader.get(base());
      expect((list.body.data as Json[]).find((a) => a.id === alert.id)).toEqual(masked);
      expect(JSON.stringify(list.body)).not.toContain("/usage-alerts/crud");
    }

    const put = await api.put(
      `${base()}/${alert.id}`,
      valid({
        traffic_type: "egress",
        threshold_bytes: null,
        percent_decrease: 12.5,
        no_data: true,
        max_daily_notifications: 3,
        period_minutes: 15,
        alert_channels: [{ type: "email", emails: ["ops@example.com"] }],
      }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({
      traffic_type: "egress",
      threshold_bytes: null,
      percent_decrease: 12.5,
      no_data: true,
      max_daily_notifications: 3,
      period_minutes: 15,
    });
    expect((await api.delete(`${base()}/${alert.id}`)).status).toBe(200);
    expectV3Error(await api.get(`${base()}/${alert.id}`), 404, "ENOTFOUND");
    expectV3Error(await api.delete(`${base()}/${alert.id}`), 404, "ENOTFOUND");
  });

  it("goes with its pipeline", async () => {
    const p = (await api.post("/v3/pipeline", { title: "short-lived" })).body.data.id;
    const alert = (await api.post(base(p), valid())).body.data;
    expect((await api.delete(`/v3/pipeline/${p}`)).status).toBe(200);
    expectV3Error(await api.get(`${base(p)}/${alert.id}`), 404, "ENOTFOUND");
    const row = await env.DB.prepare("SELECT id FROM usage_threshold_alerts WHERE id = ?")
      .bind(alert.id)
      .first();
    expect(row).toBeNull();
  });
});

describe("usage threshold alerts: validation", () => {
  const cases: [string, Json, string][] = [
    ["a missing title", { title: undefined }, "/title"],
    ["an empty title", { title: "" }, "/title"],
    ["a title with <", { title: "a<b" }, "/title"],
    ["a title with a double quote", { title: 'say "hi"' }, "/title"],
    ["a title over 512 characters", { title: "x".repeat(513) }, "/title"],
    ["a missing traffic_type", { traffic_type: undefined }, "/traffic_type"],
    ["an unknown traffic_type", { traffic_type: "both" }, "/traffic_type"],
    ["threshold_bytes 0", { threshold_bytes: 0 }, "/threshold_bytes"],
    ["threshold_bytes fractional", { threshold_bytes: 1.5 }, "/threshold_bytes"],
    ["threshold_bytes a string", { threshold_bytes: "1GB" }, "/threshold_bytes"],
    ["percent_increase 0", { percent_increase: 0 }, "/percent_increase"],
    ["percent_increase negative", { percent_increase: -5 }, "/percent_increase"],
    ["percent_decrease over 100", { percent_decrease: 101 }, "/percent_decrease"],
    ["percent_decrease 0", { percent_decrease: 0 }, "/percent_decrease"],
    ["no_data a string", { no_data: "yes" }, "/no_data"],
    ["no channels", { alert_channels: [] }, "/alert_channels"],
    ["missing channels", { alert_channels: undefined }, "/alert_channels"],
    ["11 channels", { alert_channels: Array.from({ length: 11 }, webhook) }, "/alert_channels"],
    ["an unknown channel type", { alert_channels: [{ type: "sms", to: "1" }] }, "/alert_channels/0/type"],
    ["a webhook without url", { alert_channels: [{ type: "webhook" }] }, "/alert_channels/0/url"],
    [
      "an email channel without emails",
      { alert_channels: [{ type: "email", emails: [] }] },
      "/alert_channels/0/emails",
    ],
    ["max_daily_notifications 0", { max_daily_notifications: 0 }, "/max_daily_notifications"],
    ["max_daily_notifications 101", { max_daily_notifications: 101 }, "/max_daily_notifications"],
    ["period_minutes 1", { period_minutes: 1 }, "/period_minutes"],
    ["period_minutes 7 (not dividing a day)", { period_minutes: 7 }, "/period_minutes"],
    ["period_minutes 2880", { period_minutes: 2880 }, "/period_minutes"],
    ["an unknown field", { threshold: 5 }, "/threshold"],
  ];
  for (const [name, over, pointer] of cases) {
    it(`answers 400 naming ${pointer} for ${name}`, async () => {
      const before = (await api.get(base())).body.data.length;
      const err = expectV3Error(await api.post(base(), valid(over)), 400, "EVALIDATION");
      expect(err.errors.map((e: Json) => e.instancePath)).toContain(pointer);
      expect((await api.get(base())).body.data.length).toBe(before);
    });
  }

  it("requires at least one condition", async () => {
    const none = valid({ threshold_bytes: undefined });
    const err = expectV3Error(await api.post(base(), none), 400, "EVALIDATION");
    expect(err.message).toMatch(/at least one condition/);
    expectV3Error(
      await api.post(base(), { ...none, no_data: false, threshold_bytes: null }),
      400,
      "EVALIDATION",
    );
    expect((await api.post(base(), { ...none, no_data: true })).status).toBe(200);
    expect((await api.post(base(), { ...none, percent_increase: 0.5 })).status).toBe(200);
  });

  it("validates updates the same way and leaves the alert as it was", async () => {
    const alert = (await api.post(base(), valid())).body.data;
    const err = expectV3Error(await api.put(`${base()}/${alert.id}`, valid({ percent_decrease: 150 })), 400);
    expect(err.errors[0].instancePath).toBe("/percent_decrease");
    expect((await api.get(`${base()}/${alert.id}`)).body.data).toEqual(alert);
  });

  it("answers 400 for bad path parameters and list cursors", async () => {
    expectV3Error(await api.get("/v3/pipeline/not-a-uuid/usage-threshold-alert"), 400);
    expectV3Error(await api.get(`${base()}/not-a-uuid`), 400);
    expectV3Error(await api.get(`${base()}?cursor=zzz`), 400);
  });
});

describe("usage threshold alerts: tenancy", () => {
  it("answers 404 for another account's pipeline and alert, and changes nothing", async () => {
    const alert = (await api.post(base(), valid())).body.data;
    expectV3Error(await otherApi.post(base(), valid()), 404, "ENOTFOUND");
    expectV3Error(await otherApi.get(base()), 404, "ENOTFOUND");
    expectV3Error(await otherApi.get(`${base()}/${alert.id}`), 404, "ENOTFOUND");
    expectV3Error(await otherApi.put(`${base()}/${alert.id}`, valid({ title: "taken" })), 404, "ENOTFOUND");
    expectV3Error(await otherApi.delete(`${base()}/${alert.id}`), 404, "ENOTFOUND");
    expectV3Error(await otherApi.get(`${base()}/${alert.id}/firing`), 404, "ENOTFOUND");
    // The same alert under another pipeline of its own account is not found either.
    const second = (await api.post("/v3/pipeline", { title: "second" })).body.data.id;
    expectV3Error(await api.get(`${base(second)}/${alert.id}`), 404, "ENOTFOUND");
    expect((await api.get(`${base()}/${alert.id}`)).body.data).toEqual(alert);
  });
});
