// PagerDuty auto-resolve on view alerts (LogDNA's `autoresolve`, `autoresolveinterval`, `autoresolvelimit`):
// the firings of one channel share one incident (dedup key) until a window of the autoresolve interval after
// the latest firing clears it (presence: fewer than the limit; absence: the limit reached), and then one
// `resolve` event with that key is recorded for PagerDuty. An incident whose channel is removed is resolved.
// Evaluated with an injected clock on lines ingested through the API; the events are read from the delivery
// log and rendered with the notifier's own PagerDuty body.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { clearsIncident, evaluateView, GRACE_MS } from "../../src/alerts/view-alerts";
import { createDb } from "../../src/db/client";
import { pagerdutyBody } from "../../src/notify/deliver";
import type { NotificationPayload } from "../../src/notify/notifier";
import { client, createAccount, ingest, type Json } from "../helpers";

const MIN = 60_000;
const QUARTER = 15 * MIN;
let api: ReturnType<typeof client>;
let ingestionKey: string;

beforeAll(async () => {
  const account = await createAccount("pagerduty-autoresolve");
  api = client(account);
  ingestionKey = account.ingestion_key;
});

const pagerduty = (extra: Json) => ({
  integration: "pagerduty",
  key: "pd-routing-key",
  autoresolve: true,
  ...extra,
});

async function createView(body: Json): Promise<Json> {
  const res = await api.post("/v1/config/view", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function evaluate(viewid: string, now: number) {
  const db = createDb(env.DB);
  const view = await db.query.views.findFirst({ where: (v, { eq }) => eq(v.id, viewid) });
  if (!view) throw new Error("no such view");
  return evaluateView(env, db, view, null, now);
}

async function changedAt(viewid: string): Promise<number> {
  const row = await env.DB.prepare("SELECT updated_at FROM views WHERE id = ?")
    .bind(viewid)
    .first<{ updated_at: string }>();
  return Date.parse(row?.updated_at ?? "");
}

async function send(lines: Json[]) {
  const res = await ingest(ingestionKey, { lines });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The PagerDuty events recorded for a view, oldest first, as the notifier would send them. */
async function pagerdutyEvents(viewid: string) {
  const res = await api.get(`/v3/pipeline/notification?source_kind=view&source_id=${viewid}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Json[])
    .filter((d) => d.channel_type === "pagerduty")
    .reverse()
    .map((d) =>
      pagerdutyBody(
        {
          id: d.id,
          accountId: "",
          dedupeKey: null,
          payload: d.payload as NotificationPayload,
          channel: d.channel,
        },
        { type: "pagerduty", routing_key: "pd-routing-key", url: "https://events.pagerduty.com/v2/enqueue" },
      ),
    );
}

async function incident(viewid: string) {
  return env.DB.prepare("SELECT status, incident_key FROM view_alert_incidents WHERE view_id = ?")
    .bind(viewid)
    .first<{ status: string; incident_key: string }>();
}

describe("when an incident clears (pure)", () => {
  const channel = {
    integration: "pagerduty",
    triggerlimit: 5,
    triggerinterval: 60,
    autoresolvelimit: 3,
  } as const;
  it("presence: a whole window below the limit; absence: the limit reached, even mid-window", () => {
    const presence = { ...channel, operator: "presence", immediate: false, terminal: true } as const;
    const absence = { ...channel, operator: "absence", immediate: false, terminal: true } as const;
    expect(clearsIncident(presence, 2, true)).toBe(true);
    expect(clearsIncident(presence, 3, true)).toBe(false);
    expect(clearsIncident(presence, 0, false)).toBe(false);
    expect(clearsIncident(absence, 3, false)).toBe(true);
    expect(clearsIncident(absence, 2, true)).toBe(false);
  });
});

describe("presence alert with autoresolve", () => {
  it("keeps one incident across firings and resolves it after a quiet autoresolve window", async () => {
    const view = await createView({
      name: "Disk full",
      query: '"disk full"',
      channels: [
        pagerduty({
          triggerinterval: "1m",
          triggerlimit: 2,
          autoresolveinterval: "15m",
          autoresolvelimit: 1,
        }),
      ],
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + MIN;
    await send([
      { line: "disk full on /var", timestamp: w + 1000 },
      { line: "disk full on /var", timestamp: w + 2000 },
      { line: "disk full on /data", timestamp: w + MIN + 1000 },
      { line: "disk full on /data", timestamp: w + MIN + 2000 },
    ]);
    expect(await evaluate(view.viewid, w + 2 * MIN + GRACE_MS)).toMatchObject({ fired: 2, resolved: 0 });
    const opened = await incident(view.viewid);
    expect(opened?.status).toBe("open");
    let events = await pagerdutyEvents(view.viewid);
    expect(events.map((e) => e.event_action)).toEqual(["trigger", "trigger"]);
    // Both firings join the incident the first one opened: PagerDuty shows one alert.
    expect(new Set(events.map((e) => e.dedup_key))).toEqual(new Set([opened?.incident_key]));

    // The first autoresolve window starts after the latest firing; one line in it keeps the incident open.
    const q = Math.ceil((w + 2 * MIN) / QUARTER) * QUARTER;
    await send([{ line: "disk full again", timestamp: q + MIN }]);
    expect(await evaluate(view.viewid, q + QUARTER - 1)).toMatchObject({ resolved: 0 });
    expect(await evaluate(view.viewid, q + QUARTER + GRACE_MS)).toMatchObject({ fired: 0, resolved: 0 });
    expect((await incident(view.viewid))?.status).toBe("open");

    // The next window is quiet: resolved, once, with the incident's key.
    expect(await evaluate(view.viewid, q + 2 * QUARTER + GRACE_MS)).toMatchObject({ resolved: 1 });
    expect(await evaluate(view.viewid, q + 2 * QUARTER + GRACE_MS + MIN)).toMatchObject({ resolved: 0 });
    expect((await incident(view.viewid))?.status).toBe("resolved");
    events = await pagerdutyEvents(view.viewid);
    expect(events.map((e) => e.event_action)).toEqual(["trigger", "trigger", "resolve"]);
    expect(events[2]).toEqual({
      routing_key: "pd-routing-key",
      event_action: "resolve",
      dedup_key: opened?.incident_key,
    });

    // A firing after the resolve opens a new incident with a new key.
    const later = q + 3 * QUARTER;
    await send([
      { line: "disk full once more", timestamp: later + 1000 },
      { line: "disk full once more", timestamp: later + 2000 },
    ]);
    expect(await evaluate(view.viewid, later + MIN + GRACE_MS)).toMatchObject({ fired: 1 });
    const reopened = await incident(view.viewid);
    expect(reopened?.status).toBe("open");
    expect(reopened?.incident_key).not.toBe(opened?.incident_key);
    events = await pagerdutyEvents(view.viewid);
    expect(events.at(-1)).toMatchObject({ event_action: "trigger", dedup_key: reopened?.incident_key });
  });

  it("a channel without autoresolve opens no incident and each firing keeps its own key", async () => {
    const view = await createView({
      name: "Plain pager",
      query: '"plain page"',
      channels: [{ integration: "pagerduty", key: "pd-routing-key", triggerinterval: "1m", triggerlimit: 1 }],
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + MIN;
    await send([
      { line: "plain page", timestamp: w + 1000 },
      { line: "plain page", timestamp: w + MIN + 1000 },
    ]);
    expect(await evaluate(view.viewid, w + 2 * MIN + GRACE_MS)).toMatchObject({ fired: 2, resolved: 0 });
    expect(await incident(view.viewid)).toBeNull();
    const events = await pagerdutyEvents(view.viewid);
    expect(new Set(events.map((e) => e.dedup_key)).size).toBe(2);
  });
});

describe("absence alert with autoresolve", () => {
  it("resolves as soon as the lines are back, mid-window", async () => {
    const view = await createView({
      name: "Heartbeat",
      query: "heartbeat",
      channels: [
        pagerduty({
          operator: "absence",
          triggerinterval: "15m",
          triggerlimit: 1,
          autoresolveinterval: "1m",
          autoresolvelimit: 2,
        }),
      ],
    });
    const q = Math.floor((await changedAt(view.viewid)) / QUARTER) * QUARTER;
    expect(await evaluate(view.viewid, q + QUARTER + GRACE_MS)).toMatchObject({ fired: 1, resolved: 0 });
    const opened = await incident(view.viewid);
    expect(opened?.status).toBe("open");
    const back = q + QUARTER + 3 * MIN;
    await send([{ line: "heartbeat", timestamp: back + 1000 }]);
    expect(await evaluate(view.viewid, back + 5000)).toMatchObject({ resolved: 0 });
    await send([{ line: "heartbeat", timestamp: back + 6000 }]);
    expect(await evaluate(view.viewid, back + 7000)).toMatchObject({ resolved: 1 });
    const events = await pagerdutyEvents(view.viewid);
    expect(events.map((e) => [e.event_action, e.dedup_key])).toEqual([
      ["trigger", opened?.incident_key],
      ["resolve", opened?.incident_key],
    ]);
  });
});

describe("a changed channel", () => {
  it("resolves the incident its old configuration opened", async () => {
    const channel = pagerduty({
      triggerinterval: "1m",
      triggerlimit: 1,
      autoresolveinterval: "15m",
      autoresolvelimit: 1,
    });
    const view = await createView({ name: "Removed pager", query: '"removed pager"', channels: [channel] });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + MIN;
    await send([{ line: "removed pager", timestamp: w + 1000 }]);
    expect(await evaluate(view.viewid, w + MIN + GRACE_MS)).toMatchObject({ fired: 1 });
    const opened = await incident(view.viewid);

    const res = await api.put(`/v1/config/view/${view.viewid}`, {
      name: "Removed pager",
      query: '"removed pager"',
      channels: [{ integration: "email", emails: ["oncall@example.com"], triggerlimit: 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await evaluate(view.viewid, w + 2 * MIN + GRACE_MS)).toMatchObject({ resolved: 1 });
    expect((await incident(view.viewid))?.status).toBe("resolved");
    const events = await pagerdutyEvents(view.viewid);
    expect(events.at(-1)).toMatchObject({ event_action: "resolve", dedup_key: opened?.incident_key });
  });
});
