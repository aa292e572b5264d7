// View alerts on lines ingested through the API, evaluated with an injected clock: presence (terminal and
// immediate) firing and not firing, absence firing and not firing, no second notification on re-evaluation,
// a preset's channels firing for the view attaching it, filters (query, tags, levels) and tenancy in the
// count, and the notifications in the delivery log (and at a real webhook receiver). Each evaluation is of
// one view (evaluateView); the cron job, which evaluates every account's views, is tested in
// test/alerts/jobs.isolated.test.ts.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { firingKinds, GRACE_MS, MAX_CATCH_UP_WINDOWS, windowsToEvaluate } from "../../src/alerts/view-alerts";
import { client, createAccount, type Json, type TestAccount } from "../helpers";
import { changedAt, createView, deliveries, email, evaluateOneView, send } from "./support";

const MIN = 60_000;
const QUARTER = 15 * MIN;

let account: TestAccount;
let other: TestAccount;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("view-alerts");
  other = await createAccount("view-alerts-other");
  api = client(account);
});

describe("windows and kinds (pure)", () => {
  const presence = {
    integration: "email",
    triggerlimit: 2,
    triggerinterval: 60,
    operator: "presence",
  } as const;
  it("evaluates complete windows from the cursor, a grace period after their end, at most the catch-up bound", () => {
    const t = Date.UTC(2026, 0, 1, 10);
    expect(windowsToEvaluate(MIN, t, t + 3 * MIN + GRACE_MS)).toEqual({
      complete: [t, t + MIN, t + 2 * MIN],
      current: t + 3 * MIN,
      cursor: t + 3 * MIN,
    });
    // Inside the grace period the window just ended is not complete yet.
    expect(windowsToEvaluate(MIN, t, t + 3 * MIN + GRACE_MS - 1).complete).toEqual([t, t + MIN]);
    expect(windowsToEvaluate(MIN, t, t + 1000 * MIN).complete).toHaveLength(MAX_CATCH_UP_WINDOWS);
    expect(windowsToEvaluate(MIN, t + 5 * MIN, t + 3 * MIN)).toMatchObject({
      complete: [],
      cursor: t + 5 * MIN,
    });
  });

  it("fires terminal at the end, immediate while running, absence only for a complete window below the limit", () => {
    const terminal = { ...presence, immediate: false, terminal: true };
    const immediate = { ...presence, immediate: true, terminal: false };
    const both = { ...presence, immediate: true, terminal: true };
    const absence = { ...presence, operator: "absence", immediate: false, terminal: true } as const;
    expect(firingKinds(terminal, 2, true)).toEqual(["terminal"]);
    expect(firingKinds(terminal, 2, false)).toEqual([]);
    expect(firingKinds(terminal, 1, true)).toEqual([]);
    expect(firingKinds(immediate, 2, false)).toEqual(["immediate"]);
    expect(firingKinds(immediate, 2, true)).toEqual(["immediate"]);
    expect(firingKinds(both, 5, true)).toEqual(["terminal"]);
    expect(firingKinds(absence, 1, true)).toEqual(["terminal"]);
    expect(firingKinds(absence, 2, true)).toEqual([]);
    expect(firingKinds(absence, 0, false)).toEqual([]);
  });
});

describe("presence", () => {
  it("fires once at the end of a window with at least triggerlimit matching lines, with samples", async () => {
    const view = await createView(api, {
      name: "Checkout failures",
      query: '"checkout failed"',
      channels: [email({ emails: ["a@example.com"] })],
    });
    const below = await createView(api, {
      name: "Checkout failures (4)",
      query: '"checkout failed"',
      channels: [email({ triggerlimit: 4 })],
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + 2 * MIN;
    await send(account.ingestion_key, [
      { line: "checkout failed: card declined", app: "shop", timestamp: w + 1000 },
      { line: "GET /health 200", app: "shop", timestamp: w + 2000 },
      { line: "Checkout FAILED: timeout", app: "shop", timestamp: w + 3000 },
      { line: "checkout failed: no stock", app: "shop", timestamp: w + 59_999 },
      { line: "checkout failed: next window", app: "shop", timestamp: w + MIN },
    ]);
    // Another account's matching lines in the same window count for nobody here.
    await send(other.ingestion_key, [{ line: "checkout failed", timestamp: w + 5000 }]);

    const now = w + MIN + GRACE_MS;
    expect(await evaluateOneView(view.viewid, now)).toMatchObject({ fired: 1, notified: 1, undecided: 0 });
    expect(await evaluateOneView(below.viewid, now)).toMatchObject({ fired: 0, notified: 0 });

    const [delivery, ...more] = await deliveries(api, "view", view.viewid);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({
      channel_type: "email",
      channel: { type: "email", emails: ["a@example.com"] },
    });
    const { details, title } = delivery.payload;
    expect(title).toBe("Presence alert: Checkout failures");
    expect(details).toMatchObject({
      view_id: view.viewid,
      view_name: "Checkout failures",
      operator: "presence",
      kind: "terminal",
      count: 3,
      triggerlimit: 3,
      window_start: new Date(w).toISOString(),
      window_end: new Date(w + MIN).toISOString(),
    });
    expect(details.sample_lines.map((l: Json) => l._line)).toEqual([
      "checkout failed: card declined",
      "Checkout FAILED: timeout",
      "checkout failed: no stock",
    ]);
    expect(await deliveries(api, "view", below.viewid)).toEqual([]);
  });

  it("does not notify twice when the same windows are evaluated again", async () => {
    const view = await createView(api, {
      name: "twice",
      apps: ["twice-app"],
      channels: [email({ triggerlimit: 1 })],
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + MIN;
    await send(account.ingestion_key, [{ line: "x", app: "twice-app", timestamp: w + 10 }]);
    const now = w + MIN + GRACE_MS;
    expect(await evaluateOneView(view.viewid, now)).toMatchObject({ fired: 1, notified: 1 });
    expect(await evaluateOneView(view.viewid, now)).toMatchObject({ fired: 0, notified: 0, windows: 0 });
    expect(await evaluateOneView(view.viewid, now + 10 * MIN)).toMatchObject({ fired: 0, notified: 0 });
    // A cursor rewound by hand re-reads the window: the firing's identity still stops a second notification.
    await env.DB.prepare("UPDATE view_alert_cursors SET evaluated_through = 0 WHERE view_id = ?")
      .bind(view.viewid)
      .run();
    expect(await evaluateOneView(view.viewid, now)).toMatchObject({ fired: 0, notified: 0 });
    expect(await deliveries(api, "view", view.viewid)).toHaveLength(1);
  });

  it("immediate notifies while the window runs, terminal only once it is over", async () => {
    const immediate = await createView(api, {
      name: "immediate",
      apps: ["burst"],
      channels: [email({ triggerlimit: 2, immediate: "true", terminal: "false" })],
    });
    const terminal = await createView(api, {
      name: "terminal",
      apps: ["burst"],
      channels: [email({ triggerlimit: 2, immediate: false, terminal: true })],
    });
    const w = Math.floor((await changedAt(terminal.viewid)) / MIN) * MIN + 2 * MIN;
    await send(account.ingestion_key, [
      { line: "one", app: "burst", timestamp: w + 1000 },
      { line: "two", app: "burst", timestamp: w + 2000 },
    ]);
    const midWindow = w + 30_000;
    expect(await evaluateOneView(immediate.viewid, midWindow)).toMatchObject({ fired: 1, notified: 1 });
    expect(await evaluateOneView(terminal.viewid, midWindow)).toMatchObject({ fired: 0 });
    const [early] = await deliveries(api, "view", immediate.viewid);
    expect(early.payload.details).toMatchObject({ kind: "immediate", count: 2 });

    const after = w + MIN + GRACE_MS;
    expect(await evaluateOneView(immediate.viewid, after)).toMatchObject({ fired: 0, notified: 0 });
    expect(await evaluateOneView(terminal.viewid, after)).toMatchObject({ fired: 1, notified: 1 });
    expect(await deliveries(api, "view", immediate.viewid)).toHaveLength(1);
    const [late] = await deliveries(api, "view", terminal.viewid);
    expect(late.payload.details).toMatchObject({ kind: "terminal", count: 2 });
  });

  it("counts only lines matching the view's levels (any case) and tags", async () => {
    const view = await createView(api, {
      name: "prod errors",
      levels: ["error"],
      tags: ["prod"],
      channels: [email({ triggerlimit: 2 })],
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + 2 * MIN;
    await send(
      account.ingestion_key,
      [{ line: "a", level: "error", timestamp: w + 1 }],
      "hostname=h&tags=prod",
    );
    await send(
      account.ingestion_key,
      [{ line: "b", level: "info", timestamp: w + 2 }],
      "hostname=h&tags=prod",
    );
    await send(
      account.ingestion_key,
      [{ line: "c", level: "error", timestamp: w + 3 }],
      "hostname=h&tags=staging",
    );
    expect(await evaluateOneView(view.viewid, w + MIN + GRACE_MS)).toMatchObject({ fired: 0 });
    const next = w + MIN;
    await send(
      account.ingestion_key,
      [
        { line: "d", level: "ERROR", timestamp: next + 1 },
        { line: "e", level: "Error", timestamp: next + 2 },
      ],
      "hostname=h&tags=prod,eu",
    );
    expect(await evaluateOneView(view.viewid, next + MIN + GRACE_MS)).toMatchObject({ fired: 1 });
  });
});

describe("filters and channel changes", () => {
  it("counts with the most filter values a view may have (20 each of hosts, apps, levels)", async () => {
    const many = (prefix: string) => Array.from({ length: 20 }, (_, i) => `${prefix}-${i}`);
    const view = await createView(api, {
      name: "wide",
      hosts: many("host"),
      apps: many("app"),
      levels: [...many("lvl").slice(0, 19), "warn"],
      channels: [email({ triggerlimit: 1 })],
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + MIN;
    await send(
      account.ingestion_key,
      [{ line: "x", app: "app-7", level: "warn", timestamp: w + 1 }],
      "hostname=host-3",
    );
    expect(await evaluateOneView(view.viewid, w + MIN + GRACE_MS)).toMatchObject({ fired: 1, undecided: 0 });
  });

  it("a changed channel starts afresh from the window of the change, not from the old channel's cursor", async () => {
    const view = await createView(api, {
      name: "edited",
      apps: ["edited"],
      channels: [email({ triggerlimit: 5 })],
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + 2 * MIN;
    await send(account.ingestion_key, [
      { line: "a", app: "edited", timestamp: w + 1 },
      { line: "b", app: "edited", timestamp: w + 2 },
    ]);
    const now = w + MIN + GRACE_MS;
    expect(await evaluateOneView(view.viewid, now)).toMatchObject({ fired: 0 });
    expect(await evaluateOneView(view.viewid, now)).toMatchObject({ windows: 0 });
    // The same channel with a lower limit (and a time zone) is a new channel: it looks at every window
    // since the change, window w included, although the old one had already looked at it.
    const res = await api.put(`/v1/config/view/${view.viewid}`, {
      name: "edited",
      apps: ["edited"],
      channels: [email({ triggerlimit: 2, timezone: "Asia/Tokyo" })],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await evaluateOneView(view.viewid, now)).toMatchObject({ fired: 1 });
    const [delivery] = await deliveries(api, "view", view.viewid);
    expect(delivery.payload.details).toMatchObject({
      window_start: new Date(w).toISOString(),
      count: 2,
      triggerlimit: 2,
      timezone: "Asia/Tokyo",
    });
    expect(delivery.payload.details.window_start_local).toMatch(/GMT\+9|JST/);
  });
});

describe("absence", () => {
  it("fires at the end of a window with fewer than triggerlimit lines, and not when enough arrived", async () => {
    const channel = email({ operator: "absence", triggerinterval: "15m", triggerlimit: 2, terminal: true });
    const quiet = await createView(api, { name: "heartbeat quiet", apps: ["hb-quiet"], channels: [channel] });
    const busy = await createView(api, { name: "heartbeat busy", apps: ["hb-busy"], channels: [channel] });
    const w = Math.floor((await changedAt(busy.viewid)) / QUARTER) * QUARTER;
    await send(account.ingestion_key, [
      { line: "beat", app: "hb-quiet", timestamp: w + 1 },
      { line: "beat", app: "hb-busy", timestamp: w + 1 },
      { line: "beat", app: "hb-busy", timestamp: w + QUARTER - 1 },
    ]);
    // While the window runs nothing fires, however quiet it is.
    expect(await evaluateOneView(quiet.viewid, w + QUARTER - 1)).toMatchObject({ fired: 0 });
    const end = w + QUARTER + GRACE_MS;
    expect(await evaluateOneView(quiet.viewid, end)).toMatchObject({ fired: 1, notified: 1 });
    expect(await evaluateOneView(busy.viewid, end)).toMatchObject({ fired: 0 });
    const [delivery] = await deliveries(api, "view", quiet.viewid);
    expect(delivery.payload.title).toBe("Absence alert: heartbeat quiet");
    expect(delivery.payload.severity).toBe("critical");
    expect(delivery.payload.details).toMatchObject({ operator: "absence", kind: "terminal", count: 1 });
    expect(await deliveries(api, "view", busy.viewid)).toEqual([]);
    // The next window has no beats at all: it fires for both.
    expect(await evaluateOneView(busy.viewid, end + QUARTER)).toMatchObject({ fired: 1 });
  });
});

describe("preset alerts", () => {
  it("fire their channels for the lines of the view attaching them", async () => {
    const path = `/view-alerts/preset/${crypto.randomUUID()}`;
    const preset = await api.post("/v1/config/presetalert", {
      name: "page the team",
      channels: [
        {
          integration: "webhook",
          url: `${env.RECEIVER_URL}${path}`,
          method: "put",
          bodyTemplate: { text: "{{name}}: {{matches}} matches", first: "{{lines}}" },
          triggerinterval: 60,
          triggerlimit: 1,
        },
      ],
    });
    expect(preset.status, JSON.stringify(preset.body)).toBe(200);
    const view = await createView(api, {
      name: "payments",
      apps: ["payments"],
      presetid: preset.body.presetid,
    });
    const w = Math.floor((await changedAt(view.viewid)) / MIN) * MIN + MIN;
    await send(account.ingestion_key, [{ line: "refund issued", app: "payments", timestamp: w + 5 }]);
    expect(await evaluateOneView(view.viewid, w + MIN + GRACE_MS)).toMatchObject({ fired: 1, notified: 1 });

    const [delivery] = await deliveries(api, "preset", preset.body.presetid);
    expect(delivery).toMatchObject({ source_kind: "preset", channel_type: "webhook" });
    expect(delivery.payload.details).toMatchObject({
      view_id: view.viewid,
      preset_id: preset.body.presetid,
      preset_name: "page the team",
      count: 1,
    });
    expect(await deliveries(api, "view", view.viewid)).toEqual([]);

    // The Worker's queue consumer delivers it: the receiver gets the rendered template, with the method asked.
    let got: Json[] = [];
    for (let i = 0; i < 100 && got.length === 0; i++) {
      got = await (await fetch(`${env.RECEIVER_URL}/_received${path}`)).json();
      if (got.length === 0) await new Promise((r) => setTimeout(r, 100));
    }
    expect(got).toHaveLength(1);
    expect(got[0].method).toBe("PUT");
    expect(JSON.parse(got[0].body)).toEqual({ text: "payments: 1 matches", first: "refund issued" });
  });
});
