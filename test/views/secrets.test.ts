// Owner-bound secrets of the v1 alert channels of views and preset alerts: `url` (webhook, slack), `key`
// (pagerduty) and webhook header values are answered in clear to the key that sent them (a single read or
// the answer to its write) and as ******** to every other key and in every list; stored sealed (D1 holds
// `sealed:v2:`), kept when a read-modify-write PUT sends the mask back (proved by the view alert still
// reaching the receiver with them), and a mask that names nothing (no channel stored at that index, or one
// of another integration) or whose channel's url changes is a 400. The notifications in the delivery log
// never show them.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { GRACE_MS } from "../../src/alerts/view-alerts";
import { openSecrets } from "../../src/lib/sealed-secrets";
import {
  call,
  client,
  createAccount,
  ingest,
  type Json,
  otherServiceKey,
  type TestAccount,
} from "../helpers";
import { evaluateOneView } from "../view-alerts/support";

const MASK = "********";
const MIN = 60_000;

let account: TestAccount;
let api: ReturnType<typeof client>;
/** A second service key of the same account: it reads the views and presets `api` writes, not their secrets. */
let otherKey: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("view-secrets");
  api = client(account);
  otherKey = client(await otherServiceKey(account));
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
  return evaluateOneView(viewid, w + MIN + GRACE_MS);
}

describe("view channels", () => {
  it("shows the writer its secrets, masks them for others and lists, seals, keeps them on a read-modify-write, and delivers them", async () => {
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
    // The create's answer, and the writer's own read, hold the secrets as sent.
    const [hook, pd, slack] = created.body.channels;
    expect(hook).toMatchObject({
      url: `${env.RECEIVER_URL}${hookPath}`,
      headers: { Authorization: `Bearer ${bearer}` },
      method: "post",
    });
    expect(pd).toMatchObject({ integration: "pagerduty", key: pdKey });
    expect(slack).toMatchObject({
      integration: "slack",
      url: `https://hooks.slack.com/services/T/B/${slackToken}`,
    });
    const id = created.body.viewid;
    expect((await api.get(`/v1/config/view/${id}`)).body).toEqual(created.body);
    // Another key of the account reads masks; lists mask them for every key.
    const read = await otherKey.get(`/v1/config/view/${id}`);
    const masked = {
      ...created.body,
      channels: [
        { ...hook, url: MASK, headers: { Authorization: MASK } },
        { ...pd, key: MASK },
        { ...slack, url: MASK },
      ],
    };
    expect(read.body).toEqual(masked);
    const lists = [await api.get("/v1/config/view"), await otherKey.get("/v1/config/view")];
    for (const list of lists) expect(list.body.find((v: Json) => v.viewid === id)).toEqual(masked);
    expectNoSecret([read.body, ...lists.map((l) => l.body)], token, bearer, pdKey, slackToken);

    const before = await storedChannels("views", id);
    expect(before).toContain("sealed:v2:");
    expect(before).not.toContain("sealed:v1:");
    expectNoSecret(before, token, bearer, pdKey, slackToken);
    const opened = await openSecrets(env, JSON.parse(before));
    expect(opened.map((c: Json) => c.url ?? c.key)).toEqual([
      `${env.RECEIVER_URL}${hookPath}`,
      pdKey,
      `https://hooks.slack.com/services/T/B/${slackToken}`,
    ]);

    // Read-modify-write by the other key: the masks go back; the stored channels stay byte for byte (so the
    // alert's windows do not restart), and so they do when the owner sends the same secret again in full.
    const { viewid: _, ...writable } = read.body;
    const put = await otherKey.put(`/v1/config/view/${id}`, { ...writable, name: "renamed" });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.channels).toEqual(masked.channels);
    expectNoSecret(put.body, token, bearer, pdKey, slackToken);
    expect(await storedChannels("views", id)).toBe(before);
    const sameAgain = writable.channels.map((c: Json, i: number) => (i === 1 ? { ...c, key: pdKey } : c));
    expect((await api.put(`/v1/config/view/${id}`, { ...writable, channels: sameAgain })).status).toBe(200);
    expect(await storedChannels("views", id)).toBe(before);
    const { viewid: __, ...own } = (await api.get(`/v1/config/view/${id}`)).body;
    expect(own.channels).toEqual(created.body.channels);
    expect((await api.put(`/v1/config/view/${id}`, own)).status).toBe(200);
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

  it("refuses a header mask when its channel's url changes, naming the url; a mask in another channel is kept", async () => {
    const headerA = secret("hdr-a");
    const headerB = secret("hdr-b");
    const hook = (path: string, value: string) => ({
      integration: "webhook",
      url: `${env.RECEIVER_URL}/secrets/moved/${path}`,
      headers: { "X-Api-Key": value },
      triggerlimit: 5,
    });
    const view = await api.post("/v1/config/view", {
      name: "two hooks",
      apps: ["a"],
      channels: [hook("a", headerA), hook("b", headerB)],
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    const { viewid, ...writable } = view.body;
    const before = await storedChannels("views", viewid);
    const newUrl = `${env.RECEIVER_URL}/secrets/moved/a-elsewhere`;
    // Channel 0 goes to a new url with its header as the mask: the header would follow it unseen.
    const refused = await api.put(`/v1/config/view/${viewid}`, {
      ...writable,
      channels: [
        { ...writable.channels[0], url: newUrl, headers: { "X-Api-Key": MASK } },
        { ...writable.channels[1], headers: { "X-Api-Key": MASK } },
      ],
    });
    expect(v1Keys(refused)).toEqual(["channels.0.url"]);
    expectNoSecret(refused.body, headerA, headerB);
    expect(await storedChannels("views", viewid)).toBe(before);
    // With channel 0's header sent again it is taken; channel 1's mask (its url unchanged) keeps its header.
    const moved = await api.put(`/v1/config/view/${viewid}`, {
      ...writable,
      channels: [
        { ...writable.channels[0], url: newUrl, headers: { "X-Api-Key": headerA } },
        { ...writable.channels[1], headers: { "X-Api-Key": MASK } },
      ],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.channels[0]).toMatchObject({ url: newUrl, headers: { "X-Api-Key": headerA } });
    const stored = JSON.parse(await storedChannels("views", viewid));
    expect(stored[1]).toEqual(JSON.parse(before)[1]);
    expect((await openSecrets(env, stored)).map((c: Json) => [c.url, c.headers["X-Api-Key"]])).toEqual([
      [newUrl, headerA],
      [`${env.RECEIVER_URL}/secrets/moved/b`, headerB],
    ]);
    expect((await api.get(`/v1/config/view/${viewid}`)).body.channels[1].headers).toEqual({
      "X-Api-Key": headerB,
    });
  });
});

describe("preset alert channels", () => {
  it("shows the writer its secrets, masks them for others, seals, keeps them on a read-modify-write, and delivers them to the attaching view", async () => {
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
    expect(created.body.channels[0]).toMatchObject({
      url: `${env.RECEIVER_URL}${hookPath}`,
      headers: { "X-Api-Key": bearer },
    });
    const id = created.body.presetid;
    expect((await api.get(`/v1/config/presetalert/${id}`)).body).toEqual(created.body);
    // Another key, and the list for every key, read masks.
    const theirs = (await otherKey.get(`/v1/config/presetalert/${id}`)).body;
    const maskedChannels = [{ ...created.body.channels[0], url: MASK, headers: { "X-Api-Key": MASK } }];
    expect(theirs).toEqual({ ...created.body, channels: maskedChannels });
    const lists = [await api.get("/v1/config/presetalert"), await otherKey.get("/v1/config/presetalert")];
    for (const list of lists) expect(list.body).toContainEqual(theirs);
    expectNoSecret([theirs, ...lists.map((l) => l.body)], token, bearer);
    const before = await storedChannels("preset_alerts", id);
    expect(before).toContain("sealed:v2:");
    expectNoSecret(before, token, bearer);

    // Written back by the other key with the masks, and by the owner in clear: stored byte for byte.
    const put = await otherKey.put(`/v1/config/presetalert/${id}`, {
      name: "renamed",
      channels: theirs.channels,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expectNoSecret(put.body, token, bearer);
    expect(await storedChannels("preset_alerts", id)).toBe(before);
    const ownPut = await api.put(`/v1/config/presetalert/${id}`, {
      name: "renamed",
      channels: created.body.channels,
    });
    expect(ownPut.status, JSON.stringify(ownPut.body)).toBe(200);
    expect(ownPut.body.channels).toEqual(created.body.channels);
    expect(await storedChannels("preset_alerts", id)).toBe(before);

    // A mask at an index with nothing stored, and on create.
    expect(
      v1Keys(
        await api.put(`/v1/config/presetalert/${id}`, {
          name: "x",
          channels: [...maskedChannels, maskedChannels[0]],
        }),
      ),
    ).toEqual(["channels.1.url"]); // the first mask that names nothing
    expect(
      v1Keys(await api.post("/v1/config/presetalert", { name: "y", channels: maskedChannels })),
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
