// Write-only secrets of the v1 alert channels of views and preset alerts: `url` (webhook, slack), `key`
// (pagerduty) and webhook header values are answered as ********, stored sealed (D1 holds `sealed:v1:`),
// kept when a read-modify-write PUT sends the mask back (proved by the view alert still reaching the
// receiver with them), and a mask that names nothing (no channel stored at that index, or one of another
// integration) is a 400. The notifications in the delivery log never show them.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateView, GRACE_MS } from "../../src/alerts/view-alerts";
import { createDb } from "../../src/db/client";
import { openSecrets } from "../../src/lib/sealed-secrets";
import { call, client, createAccount, ingest, type Json, type TestAccount } from "../helpers";

const MASK = "********";
const MIN = 60_000;

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("view-secrets");
  api = client(account);
});

const secret = (what: string) => `${what}-${crypto.randomUUID().replaceAll("-", "")}`;

function expectNoSecret(value: unknown, ...secrets: string[]) {
  const text = JSON.stringify(value);
  for (const s of secrets) expect(text, `leaks ${s}`).not.toContain(s);
}

async function receivedAt(path: string): Promise<Json[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const got: Json[] = await (await fetch(`${env.RECEIVER_URL}/_received${path}`)).json();
    if (got.length > 0 || Date.now() > deadline) return got;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const storedChannels = async (table: "views" | "preset_alerts", id: string) =>
  (await env.DB.prepare(`SELECT channels FROM ${table} WHERE id = ?`).bind(id).first<{ channels: string }>())
    ?.channels ?? "";

/** Asserts a v1 400 and answers its detail keys. */
function v1Keys(res: { status: number; body: Json }): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe("EVALIDATION");
  return res.body.details.map((d: Json) => d.key);
}

/** Ingests a line in the next whole minute after the view's last change and evaluates that window. */
async function fire(viewid: string, app: string) {
  const row = await env.DB.prepare("SELECT updated_at FROM views WHERE id = ?")
    .bind(viewid)
    .first<{ updated_at: string }>();
  const w = Math.floor(Date.parse(row?.updated_at ?? "") / MIN) * MIN + MIN;
  const res = await ingest(account.ingestion_key, { lines: [{ line: "boom", app, timestamp: w + 5 }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const db = createDb(env.DB);
  const view = await db.query.views.findFirst({ where: (v, { eq }) => eq(v.id, viewid) });
  if (!view) throw new Error("no such view");
  const preset = view.presetId
    ? ((await db.query.presetAlerts.findFirst({ where: (p, { eq }) => eq(p.id, view.presetId ?? "") })) ??
      null)
    : null;
  return evaluateView(env, db, view, preset, w + MIN + GRACE_MS);
}

describe("view channels", () => {
  it("masks, seals, keeps the secrets on a read-modify-write, and delivers them", async () => {
    const token = secret("hook");
    const bearer = secret("bearer");
    const pdKey = secret("pd").slice(0, 40);
    const slackToken = secret("slack");
    const hookPath = `/secrets/view/${token}`;
    const created = await api.post("/v1/config/view", {
      name: "secret view",
      apps: ["secret-app"],
      channels: [
        {
          integration: "webhook",
          url: `${env.RECEIVER_URL}${hookPath}`,
          headers: { Authorization: `Bearer ${bearer}` },
          triggerinterval: 60,
          triggerlimit: 1,
        },
        { integration: "pagerduty", key: pdKey, triggerlimit: 1000 },
        {
          integration: "slack",
          url: `https://hooks.slack.com/services/T/B/${slackToken}`,
          triggerlimit: 1000,
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [hook, pd, slack] = created.body.channels;
    expect(hook).toMatchObject({ url: MASK, headers: { Authorization: MASK }, method: "post" });
    expect(pd).toMatchObject({ integration: "pagerduty", key: MASK });
    expect(slack).toMatchObject({ integration: "slack", url: MASK });
    const id = created.body.viewid;
    const read = await api.get(`/v1/config/view/${id}`);
    expect(read.body).toEqual(created.body);
    const list = await api.get("/v1/config/view");
    expect(list.body.find((v: Json) => v.viewid === id)).toEqual(created.body);
    expectNoSecret([created.body, read.body, list.body], token, bearer, pdKey, slackToken);

    const before = await storedChannels("views", id);
    expect(before).toContain("sealed:v1:");
    expectNoSecret(before, token, bearer, pdKey, slackToken);
    const opened = await openSecrets(env, JSON.parse(before));
    expect(opened.map((c: Json) => c.url ?? c.key)).toEqual([
      `${env.RECEIVER_URL}${hookPath}`,
      pdKey,
      `https://hooks.slack.com/services/T/B/${slackToken}`,
    ]);

    // Read-modify-write: the masks go back; the stored channels stay byte for byte (so the alert's windows
    // do not restart), and so they do when the same secret is sent again in full.
    const { viewid: _, ...writable } = read.body;
    const put = await api.put(`/v1/config/view/${id}`, { ...writable, name: "renamed" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.channels).toEqual(created.body.channels);
    expect(await storedChannels("views", id)).toBe(before);
    const sameAgain = writable.channels.map((c: Json, i: number) => (i === 1 ? { ...c, key: pdKey } : c));
    expect((await api.put(`/v1/config/view/${id}`, { ...writable, channels: sameAgain })).status).toBe(200);
    expect(await storedChannels("views", id)).toBe(before);

    // Only the webhook fires (the others need 1000 lines); the receiver gets the kept URL and header.
    expect(await fire(id, "secret-app")).toMatchObject({ fired: 1, notified: 1 });
    const [request] = await receivedAt(hookPath);
    expect(request?.headers.authorization).toBe(`Bearer ${bearer}`);
    const log = await api.get(`/v3/pipeline/notification?source_kind=view&source_id=${id}`);
    expect(log.body.data).toHaveLength(1);
    expect(log.body.data[0].channel).toMatchObject({ url: MASK, headers: { Authorization: MASK } });
    expectNoSecret(log.body, token, bearer, pdKey, slackToken);
    const firing = await env.DB.prepare("SELECT channel FROM view_alert_firings WHERE view_id = ?")
      .bind(id)
      .all();
    expectNoSecret(firing.results, token, bearer);
  });

  it("refuses a mask that names nothing, and changes nothing", async () => {
    const key = secret("pd").slice(0, 40);
    const pager = { integration: "pagerduty", key, triggerlimit: 5 };
    expect(
      v1Keys(
        await api.post("/v1/config/view", { name: "x", apps: ["a"], channels: [{ ...pager, key: MASK }] }),
      ),
    ).toContain("channels.0.key");
    const view = (await api.post("/v1/config/view", { name: "masked", apps: ["a"], channels: [pager] })).body;
    const before = await storedChannels("views", view.viewid);
    const { viewid, ...writable } = view;
    // Index 0 is now a webhook: the PagerDuty key's channel is not its channel.
    const other = { integration: "webhook", url: MASK, triggerlimit: 5 };
    expect(v1Keys(await api.put(`/v1/config/view/${viewid}`, { ...writable, channels: [other] }))).toContain(
      "channels.0.url",
    );
    // Index 1 has nothing stored.
    expect(
      v1Keys(
        await api.put(`/v1/config/view/${viewid}`, {
          ...writable,
          channels: [pager, { ...pager, key: MASK }],
        }),
      ),
    ).toContain("channels.1.key");
    expect(await storedChannels("views", viewid)).toBe(before);
    // A PUT with a mask to a view that does not exist is a 404, as any PUT there.
    const missing = await api.put("/v1/config/view/nope", {
      ...writable,
      channels: [{ ...pager, key: MASK }],
    });
    expect(missing.status).toBe(404);
  });
});

describe("preset alert channels", () => {
  it("masks, seals, keeps the secrets on a read-modify-write, and delivers them to the attaching view", async () => {
    const token = secret("preset-hook");
    const bearer = secret("bearer");
    const hookPath = `/secrets/preset/${token}`;
    const created = await api.post("/v1/config/presetalert", {
      name: "secret preset",
      channels: [
        {
          integration: "webhook",
          url: `${env.RECEIVER_URL}${hookPath}`,
          headers: { "X-Api-Key": bearer },
          triggerinterval: 60,
          triggerlimit: 1,
        },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.channels[0]).toMatchObject({ url: MASK, headers: { "X-Api-Key": MASK } });
    const id = created.body.presetid;
    expect((await api.get(`/v1/config/presetalert/${id}`)).body).toEqual(created.body);
    const list = await api.get("/v1/config/presetalert");
    expectNoSecret([created.body, list.body], token, bearer);
    const before = await storedChannels("preset_alerts", id);
    expect(before).toContain("sealed:v1:");
    expectNoSecret(before, token, bearer);

    const put = await api.put(`/v1/config/presetalert/${id}`, {
      name: "renamed",
      channels: created.body.channels,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await storedChannels("preset_alerts", id)).toBe(before);

    // A mask at an index with nothing stored, and on create.
    expect(
      v1Keys(
        await api.put(`/v1/config/presetalert/${id}`, {
          name: "x",
          channels: [...created.body.channels, created.body.channels[0]],
        }),
      ),
    ).toEqual(["channels.1.url"]); // the first mask that names nothing
    expect(
      v1Keys(await api.post("/v1/config/presetalert", { name: "y", channels: created.body.channels })),
    ).toContain("channels.0.url");
    expect(await storedChannels("preset_alerts", id)).toBe(before);

    const view = await api.post("/v1/config/view", {
      name: "with preset",
      apps: ["preset-app"],
      presetid: id,
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(await fire(view.body.viewid, "preset-app")).toMatchObject({ fired: 1, notified: 1 });
    const [request] = await receivedAt(hookPath);
    expect(request?.headers["x-api-key"]).toBe(bearer);
    const log = await api.get(`/v3/pipeline/notification?source_kind=preset&source_id=${id}`);
    expect(log.body.data).toHaveLength(1);
    expectNoSecret(log.body, token, bearer);
  });
});

describe("the OpenAPI document", () => {
  it("marks the v1 channel's secrets writeOnly and documents the mask in answers", async () => {
    const { schemas } = (await call("GET", "/openapi.json")).body.components;
    const write = schemas.V1AlertChannel.properties;
    expect(write.url.writeOnly).toBe(true);
    expect(write.key.writeOnly).toBe(true);
    expect(write.headers.additionalProperties.writeOnly).toBe(true);
    expect(write.emails.writeOnly).toBeUndefined();
    const answer = schemas.V1AlertChannelResponse.properties;
    expect(answer.url.description).toContain(MASK);
    expect(answer.key.description).toContain(MASK);
  });
});
