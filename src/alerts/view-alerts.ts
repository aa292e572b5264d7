// View alerts: every channel of a view, and every channel of the preset alert it attaches, watches the lines
// that match the view (query, hosts, apps, levels, tags) in windows of `triggerinterval` seconds aligned to
// the unix epoch (UTC).
//   presence  at least `triggerlimit` matching lines in a window. `immediate`: notify as soon as the count
//             reaches the limit (the current, incomplete window is counted on every run); `terminal`: notify
//             once the window is over.
//   absence   fewer than `triggerlimit` matching lines in a window: notify once it is over.
// A window counts as over GRACE_MS after its end, so lines sent in its last moments are stored by then. Each
// channel keeps a cursor (the end of the last window looked at) and catches up on the windows since, at most
// MAX_CATCH_UP_WINDOWS; a new or changed channel starts with the window of its view's (or preset's) last change.
// A firing is (view, source, channel, configuration fingerprint, window start, kind): recorded once (primary
// key) and notified once (the notifier's dedupe key), whatever runs overlap or retry.
// Counting is one capped count per window over the log store's slices (chunks whose lines all pass are counted
// unopened). A view with a query or tags reads its window's matching lines (the export's reader and query
// engine), also stopping at the limit, within a scan budget; a window the budget cannot decide fires nothing
// (an absence alert must not fire on a guess).
// PagerDuty with `autoresolve`: the channel's firings share one incident (one dedup key) until a window of
// `autoresolveinterval` after the latest firing clears it: a presence alert with fewer than `autoresolvelimit`
// matching lines, an absence alert with at least that many (the lines are back). Then a `resolve` event is
// sent. An incident whose channel is changed or removed is resolved at the next run.
import { and, eq, gte, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { presetAlerts, viewAlertCursors, viewAlertFirings, viewAlertIncidents, views } from "../db/schema";
import { parseQuery, type QueryNode } from "../engine/query";
import type { Bindings } from "../env";
import { aggregateLines } from "../logstore/aggregate";
import { exportedLine } from "../logstore/exported-line";
import { LineScanner, type StoredLine } from "../logstore/reader";
import type { LogStoreEnv } from "../logstore/store";
import type { AlertChannel } from "../notify/channels";
import { type AlertEvent, notify } from "../notify/notifier";
import { intervalSeconds, toNotifierChannel, type V1AlertChannel } from "./alert-channel-v1";

export const GRACE_MS = 5_000;
/** After an outage a channel looks at this many of its most recent windows at most. */
export const MAX_CATCH_UP_WINDOWS = 60;
/** Matching lines a view with a query counts per window at most (the search reads only matches). */
export const SCAN_BUDGET = 50_000;
const SAMPLE_LINES = 3;
/** Views per page; a page's presets are read in one statement, within D1's 100 bound values. */
const PAGE = 50;

type ViewRow = typeof views.$inferSelect;
type PresetRow = typeof presetAlerts.$inferSelect;
type FiringRow = typeof viewAlertFirings.$inferSelect;
type IncidentRow = typeof viewAlertIncidents.$inferSelect;
type Source = FiringRow["source"];
type Kind = FiringRow["kind"];

/** One channel watching one view: the view's own, or its preset's. */
interface WatchingChannel {
  source: Source;
  index: number;
  channel: V1AlertChannel;
  intervalMs: number;
  fingerprint: string;
  preset: PresetRow | null;
  /** Unix ms of the last change to the channel's configuration: a new channel starts at that window. */
  since: number;
  /** PagerDuty with autoresolve: the length of the window that can clear its incident, in ms. */
  autoresolveMs: number | null;
}

/** Pure: whether a window of the autoresolve interval with `count` matching lines clears the incident. */
export function clearsIncident(channel: V1AlertChannel, count: number, complete: boolean): boolean {
  const limit = channel.autoresolvelimit ?? 1;
  // Absence: the lines are back, as soon as they are counted. Presence: a whole window stayed below the limit.
  return channel.operator === "absence" ? count >= limit : complete && count < limit;
}

/**
 * Pure: the windows of a channel to evaluate at `now`: the starts of the complete windows after `from` (the
 * cursor, or the start of the window of the channel's last change), at most MAX_CATCH_UP_WINDOWS; the start of
 * the current, incomplete window; and the new cursor.
 */
export function windowsToEvaluate(intervalMs: number, from: number, now: number) {
  const lastEnd = Math.floor((now - GRACE_MS) / intervalMs) * intervalMs;
  const first = Math.max(from, lastEnd - MAX_CATCH_UP_WINDOWS * intervalMs);
  const complete: number[] = [];
  for (let start = first; start + intervalMs <= lastEnd; start += intervalMs) complete.push(start);
  return { complete, current: Math.floor(now / intervalMs) * intervalMs, cursor: Math.max(from, lastEnd) };
}

/**
 * Pure: which kinds fire for a window with `count` matching lines (counted up to the limit). `complete` is
 * false for the window still running, where only an immediate presence alert can fire. A complete window
 * fires `immediate` only for a channel without `terminal` (the terminal notification covers it otherwise).
 */
export function firingKinds(channel: V1AlertChannel, count: number, complete: boolean): Kind[] {
  const reached = count >= channel.triggerlimit;
  if (channel.operator === "absence") return complete && !reached ? ["terminal"] : [];
  if (!reached) return [];
  if (!complete) return channel.immediate ? ["immediate"] : [];
  if (channel.terminal) return ["terminal"];
  return channel.immediate ? ["immediate"] : [];
}

async function fingerprintOf(source: Source, presetId: string | null, channel: V1AlertChannel) {
  const text = JSON.stringify({ source, presetId, channel });
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The view's query with its tags (any of them) folded in: tags are matched like the query's `tag:` terms. */
export function viewQuery(view: Pick<ViewRow, "query" | "tags">): QueryNode | null {
  const query = view.query ? parseQuery(view.query) : null;
  const tags: QueryNode[] = view.tags.map((value) => ({
    kind: "field",
    field: "tag",
    op: "eq",
    value,
    prefix: false,
  }));
  const tagNode: QueryNode | null =
    tags.length === 0 ? null : tags.length === 1 ? tags[0] : { kind: "or", nodes: tags };
  if (query && tagNode) return { kind: "and", nodes: [query, tagNode] };
  return query ?? tagNode;
}

interface WindowCount {
  count: number;
  /** The count is exact below `cap`: the window's rows were all read. */
  cap: number;
  /** False when SCAN_BUDGET matches were counted before the window, or the cap, was reached. */
  decided: boolean;
  samples: StoredLine[] | null;
}

/** Counts one view's matching lines per window, each window once per run whatever channels ask. */
class ViewLineCounter {
  private readonly cache = new Map<string, WindowCount>();
  readonly query: QueryNode | null;
  counts = 0;

  constructor(
    private readonly store: LogStoreEnv,
    private readonly view: ViewRow,
  ) {
    this.query = viewQuery(view);
  }

  private filter(start: number, end: number) {
    return {
      accountId: this.view.accountId,
      from: start,
      to: end - 1,
      apps: this.view.apps,
      hosts: this.view.hosts,
      levels: this.view.levels.map((l) => l.toUpperCase()),
      query: this.query,
      snapshot: null,
    };
  }

  /** Matching lines in [start, end), counted up to `cap`. */
  async count(start: number, end: number, cap: number): Promise<WindowCount> {
    const key = `${start}:${end}`;
    const cached = this.cache.get(key);
    if (cached && (cached.cap >= cap || (cached.decided && cached.count < cached.cap))) return cached;
    this.counts++;
    const result = this.query ? await this.scan(start, end, cap) : await this.countUnread(start, end, cap);
    this.cache.set(key, result);
    return result;
  }

  /** A view without query or tags: a capped count (chunks whose lines all pass count unopened). */
  private async countUnread(start: number, end: number, cap: number): Promise<WindowCount> {
    const counts = await aggregateLines(this.store, this.filter(start, end), { kind: "count", cap });
    return { count: counts.lines.get("") ?? 0, cap, decided: true, samples: null };
  }

  /** A view with a query or tags: read the window's rows in order, match each, stop at the cap. */
  private async scan(start: number, end: number, cap: number): Promise<WindowCount> {
    const scanner = new LineScanner(this.store, this.filter(start, end), "asc", null, SCAN_BUDGET);
    const samples: StoredLine[] = [];
    let count = 0;
    while (count < cap) {
      const line = await scanner.next();
      if (!line) break;
      count++;
      if (samples.length < SAMPLE_LINES) samples.push(line);
    }
    return { count, cap, decided: count >= cap || scanner.exhausted, samples };
  }

  /** The first few matching lines of a window, for the notification. */
  async samples(start: number, end: number): Promise<StoredLine[]> {
    const cached = this.cache.get(`${start}:${end}`);
    if (cached?.samples) return cached.samples;
    const scanner = new LineScanner(this.store, this.filter(start, end), "asc", null, SAMPLE_LINES);
    const samples: StoredLine[] = [];
    for (let line = await scanner.next(); line && samples.length < SAMPLE_LINES; line = await scanner.next())
      samples.push(line);
    return samples;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

function localTime(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium", timeStyle: "long" }).format(ms);
}

function describe(
  view: ViewRow,
  w: WatchingChannel,
  kind: Kind,
  start: number,
  end: number,
  count: number,
  samples: StoredLine[],
) {
  const c = w.channel;
  const lines = samples.map(exportedLine);
  const details: Record<string, unknown> = {
    view_id: view.id,
    view_name: view.name,
    query: view.query,
    hosts: view.hosts,
    apps: view.apps,
    levels: view.levels,
    tags: view.tags,
    operator: c.operator,
    kind,
    count,
    triggerlimit: c.triggerlimit,
    interval_seconds: w.intervalMs / 1000,
    window_start: iso(start),
    window_end: iso(end),
    channel_index: w.index,
    preset_id: w.preset?.id ?? null,
    preset_name: w.preset?.name ?? null,
    sample_lines: lines,
    lines: samples.map((s) => s.line).join("\n"),
  };
  if (c.timezone) {
    details.timezone = c.timezone;
    details.window_start_local = localTime(start, c.timezone);
    details.window_end_local = localTime(end, c.timezone);
  }
  const during = end > start ? `from ${iso(start)} to ${iso(end)}` : `since ${iso(start)}`;
  const via = w.preset ? ` (preset alert "${w.preset.name}")` : "";
  const summary =
    c.operator === "absence"
      ? `Only ${count} line${count === 1 ? "" : "s"} matched view "${view.name}" ${during}, fewer than the ${c.triggerlimit} expected${via}`
      : `At least ${c.triggerlimit} line${c.triggerlimit === 1 ? "" : "s"} matched view "${view.name}" ${during}${via}`;
  return { summary, details };
}

const firingKey = (
  f: Pick<FiringRow, "viewId" | "source" | "channelIndex" | "fingerprint" | "windowStart" | "kind">,
) => `view-alert:${f.viewId}:${f.source}:${f.channelIndex}:${f.fingerprint}:${f.windowStart}:${f.kind}`;

export interface ViewAlertOutcome {
  channels: number;
  windows: number;
  counts: number;
  fired: number;
  notified: number;
  /** Windows SCAN_BUDGET could not decide: nothing fired for them. */
  undecided: number;
  /** PagerDuty incidents resolved (cleared, or their channel changed). */
  resolved: number;
}

async function watchingChannels(view: ViewRow, preset: PresetRow | null): Promise<WatchingChannel[]> {
  const own = view.channels.map((channel, index) => ({
    source: "view" as const,
    index,
    channel,
    preset: null,
  }));
  const viaPreset = (preset?.channels ?? []).map((channel, index) => ({
    source: "preset" as const,
    index,
    channel,
    preset,
  }));
  const viewChanged = Date.parse(view.updatedAt);
  return Promise.all(
    [...own, ...viaPreset].map(async (w) => ({
      ...w,
      intervalMs: (intervalSeconds(w.channel.triggerinterval) ?? 30) * 1000,
      fingerprint: await fingerprintOf(w.source, w.preset?.id ?? null, w.channel),
      since: w.preset ? Math.max(viewChanged, Date.parse(w.preset.updatedAt)) : viewChanged,
      autoresolveMs:
        w.channel.integration === "pagerduty" && w.channel.autoresolve
          ? (intervalSeconds(w.channel.autoresolveinterval ?? "") ?? 0) * 1000 || null
          : null,
    })),
  );
}

/**
 * Evaluates one view at `now`: counts its windows, records new firings and moves its cursors in one batch,
 * then notifies every firing of the view still `pending` (this run's, or one whose notification failed).
 */
export async function evaluateView(
  env: Bindings,
  db: Db,
  view: ViewRow,
  preset: PresetRow | null,
  now: number,
): Promise<ViewAlertOutcome> {
  const outcome: ViewAlertOutcome = {
    channels: 0,
    windows: 0,
    counts: 0,
    fired: 0,
    notified: 0,
    undecided: 0,
    resolved: 0,
  };
  const channels = await watchingChannels(view, preset);
  outcome.channels = channels.length;
  const [cursors, incidentRows] = await db.batch([
    db.select().from(viewAlertCursors).where(eq(viewAlertCursors.viewId, view.id)),
    db.select().from(viewAlertIncidents).where(eq(viewAlertIncidents.viewId, view.id)),
  ]);
  const cursorOf = (w: WatchingChannel) =>
    cursors.find(
      (c) => c.source === w.source && c.channelIndex === w.index && c.fingerprint === w.fingerprint,
    );
  const slot = (x: { source: Source; channelIndex?: number; index?: number }) =>
    `${x.source}:${x.channelIndex ?? x.index}`;
  const watching = new Map(channels.map((w) => [slot(w), w]));
  // Open incidents whose channel is still the same PagerDuty channel with autoresolve; others are resolved.
  const incidents = new Map<string, IncidentRow>();
  for (const incident of incidentRows) {
    if (incident.status !== "open") continue;
    const w = watching.get(slot(incident));
    if (w && w.fingerprint === incident.fingerprint && w.autoresolveMs) incidents.set(slot(w), incident);
    else {
      await resolveIncident(env, db, view, incident, now, {
        reason: "the alert's channel was changed or removed",
      });
      outcome.resolved++;
    }
  }
  if (channels.length === 0) return outcome;

  const plans = channels.map((w) => {
    const from = cursorOf(w)?.evaluatedThrough ?? Math.floor(w.since / w.intervalMs) * w.intervalMs;
    return { w, ...windowsToEvaluate(w.intervalMs, from, now), from };
  });
  const earliest = Math.min(...plans.map((p) => p.complete[0] ?? p.current));
  const existing = new Set(
    (
      await db
        .select()
        .from(viewAlertFirings)
        .where(and(eq(viewAlertFirings.viewId, view.id), gte(viewAlertFirings.windowStart, earliest)))
        .all()
    ).map(firingKey),
  );

  const counter = new ViewLineCounter(env, view);
  const firings: FiringRow[] = [];
  for (const { w, complete, current, from } of plans) {
    const windows = complete.map((start) => ({ start, end: start + w.intervalMs, done: true }));
    // The running window matters only to an immediate presence alert; it cannot have fired before `from`.
    if (w.channel.operator === "presence" && w.channel.immediate && current + w.intervalMs > from)
      windows.push({ start: current, end: Math.min(now + 1, current + w.intervalMs), done: false });
    for (const { start, end, done } of windows) {
      const identity = {
        viewId: view.id,
        source: w.source,
        channelIndex: w.index,
        fingerprint: w.fingerprint,
      };
      const possible = (["immediate", "terminal"] as const).filter(
        (kind) => !existing.has(firingKey({ ...identity, windowStart: start, kind })),
      );
      if (possible.length === 0) continue;
      outcome.windows++;
      const counted = await counter.count(start, end, w.channel.triggerlimit);
      if (!counted.decided) {
        outcome.undecided++;
        continue;
      }
      const kinds = firingKinds(w.channel, counted.count, done).filter((k) => possible.includes(k));
      if (kinds.length === 0) continue;
      const samples = await counter.samples(start, end);
      for (const kind of kinds) {
        const incidentKey = w.autoresolveMs
          ? joinIncident(incidents, slot(w), {
              ...identity,
              accountId: view.accountId,
              presetId: w.preset?.id ?? null,
              incidentKey: firingKey({ ...identity, windowStart: start, kind }),
              channel: toNotifierChannel(w.channel) as Record<string, unknown>,
              status: "open",
              lastFiredEnd: start + w.intervalMs,
              checkedThrough: start + w.intervalMs,
              openedAt: now,
              resolvedAt: null,
            })
          : null;
        const { summary, details } = describe(
          view,
          w,
          kind,
          start,
          done ? end : start,
          counted.count,
          samples,
        );
        firings.push({
          ...identity,
          windowStart: start,
          kind,
          accountId: view.accountId,
          presetId: w.preset?.id ?? null,
          windowEnd: start + w.intervalMs,
          count: counted.count,
          channel: toNotifierChannel(w.channel) as Record<string, unknown>,
          details: { ...details, summary },
          status: "pending",
          firedAt: now,
          incidentKey,
        });
      }
    }
  }
  outcome.counts = counter.counts;

  const advance = plans.map(({ w, cursor }) =>
    db
      .insert(viewAlertCursors)
      .values({
        viewId: view.id,
        source: w.source,
        channelIndex: w.index,
        fingerprint: w.fingerprint,
        evaluatedThrough: cursor,
      })
      .onConflictDoUpdate({
        target: [viewAlertCursors.viewId, viewAlertCursors.source, viewAlertCursors.channelIndex],
        // A concurrent run that got further keeps its progress; a changed channel starts over.
        set: {
          fingerprint: w.fingerprint,
          evaluatedThrough: sql`CASE WHEN ${viewAlertCursors.fingerprint} = ${w.fingerprint}
            THEN max(${viewAlertCursors.evaluatedThrough}, ${cursor}) ELSE ${cursor} END`,
        },
      }),
  );
  const inserts = firings.map((f) =>
    db.insert(viewAlertFirings).values(f).onConflictDoNothing().returning({ kind: viewAlertFirings.kind }),
  );
  const fired = new Set(firings.flatMap((f) => (f.incidentKey ? [`${f.source}:${f.channelIndex}`] : [])));
  const incidentWrites = [...incidents.entries()]
    .filter(([key]) => fired.has(key))
    .map(([, incident]) =>
      db
        .insert(viewAlertIncidents)
        .values(incident)
        .onConflictDoUpdate({
          target: [viewAlertIncidents.viewId, viewAlertIncidents.source, viewAlertIncidents.channelIndex],
          set: incident,
        }),
    );
  // One transaction: cursors move only with their firings (and incidents) recorded. A view deleted meanwhile
  // fails it (foreign keys), which leaves nothing behind.
  const statements = [...advance, ...inserts, ...incidentWrites];
  if (statements.length > 0) {
    const results = await db.batch(statements as [never, ...never[]]);
    outcome.fired = (
      results.slice(advance.length, advance.length + inserts.length) as { kind: Kind }[][]
    ).flat().length;
  }

  const pending = await db
    .select()
    .from(viewAlertFirings)
    .where(and(eq(viewAlertFirings.viewId, view.id), eq(viewAlertFirings.status, "pending")))
    .orderBy(viewAlertFirings.windowStart)
    .all();
  for (const firing of pending) {
    await notify(env, db, {
      accountId: firing.accountId,
      sourceKind: firing.source,
      sourceId: firing.source === "preset" && firing.presetId ? firing.presetId : firing.viewId,
      channels: [firing.channel as unknown as AlertChannel],
      dedupeKey: firingKey(firing),
      event: eventOf(view, firing),
      ...(firing.incidentKey && { incident: { key: firing.incidentKey, action: "trigger" as const } }),
    });
    await db
      .update(viewAlertFirings)
      .set({ status: "notified" })
      .where(
        and(
          eq(viewAlertFirings.viewId, firing.viewId),
          eq(viewAlertFirings.source, firing.source),
          eq(viewAlertFirings.channelIndex, firing.channelIndex),
          eq(viewAlertFirings.fingerprint, firing.fingerprint),
          eq(viewAlertFirings.windowStart, firing.windowStart),
          eq(viewAlertFirings.kind, firing.kind),
        ),
      );
    outcome.notified++;
  }

  for (const incident of incidents.values()) {
    const w = watching.get(slot(incident));
    if (w?.autoresolveMs && (await checkIncident(env, db, view, w, incident, counter, now)))
      outcome.resolved++;
  }
  return outcome;
}

/** The incident key a firing of this slot joins: the open incident's, or the firing's own (a new incident). */
function joinIncident(incidents: Map<string, IncidentRow>, key: string, opened: IncidentRow): string {
  const open = incidents.get(key);
  if (!open) {
    incidents.set(key, opened);
    return opened.incidentKey;
  }
  open.lastFiredEnd = Math.max(open.lastFiredEnd, opened.lastFiredEnd);
  open.checkedThrough = Math.max(open.checkedThrough, opened.lastFiredEnd);
  return open.incidentKey;
}

/**
 * Looks at the autoresolve windows after the incident's latest firing and resolves it at the first that clears
 * it; otherwise records how far it looked. A window the scan budget cannot decide stops the look (no guess).
 */
async function checkIncident(
  env: Bindings,
  db: Db,
  view: ViewRow,
  w: WatchingChannel,
  incident: IncidentRow,
  counter: ViewLineCounter,
  now: number,
): Promise<boolean> {
  const ms = w.autoresolveMs as number;
  const limit = w.channel.autoresolvelimit ?? 1;
  const from = Math.max(incident.checkedThrough, Math.ceil(incident.lastFiredEnd / ms) * ms);
  const { complete, current } = windowsToEvaluate(ms, from, now);
  const windows = complete.map((start) => ({ start, end: start + ms, done: true }));
  if (w.channel.operator === "absence" && current >= from)
    windows.push({ start: current, end: now + 1, done: false });
  let checked = from;
  for (const { start, end, done } of windows) {
    const counted = await counter.count(start, end, limit);
    if (!counted.decided) break;
    if (clearsIncident(w.channel, counted.count, done)) {
      await resolveIncident(env, db, view, incident, now, {
        reason:
          w.channel.operator === "absence"
            ? `${counted.count} matching lines since ${iso(start)}, at least the ${limit} that resolve it`
            : `${counted.count} matching lines from ${iso(start)} to ${iso(end)}, fewer than the ${limit} that keep it open`,
        window_start: iso(start),
        window_end: iso(end),
        count: counted.count,
      });
      return true;
    }
    if (done) checked = end;
  }
  if (checked > incident.checkedThrough)
    await db
      .update(viewAlertIncidents)
      .set({ checkedThrough: checked })
      .where(and(incidentIs(incident), eq(viewAlertIncidents.status, "open")));
  return false;
}

const incidentIs = (incident: IncidentRow) =>
  and(
    eq(viewAlertIncidents.viewId, incident.viewId),
    eq(viewAlertIncidents.source, incident.source),
    eq(viewAlertIncidents.channelIndex, incident.channelIndex),
    eq(viewAlertIncidents.incidentKey, incident.incidentKey),
  );

/** Records the `resolve` event for the incident's channel (once: its own dedupe key), then closes it. */
async function resolveIncident(
  env: Bindings,
  db: Db,
  view: ViewRow,
  incident: IncidentRow,
  now: number,
  details: { reason: string } & Record<string, unknown>,
) {
  await notify(env, db, {
    accountId: incident.accountId,
    sourceKind: incident.source,
    sourceId: incident.source === "preset" && incident.presetId ? incident.presetId : incident.viewId,
    channels: [incident.channel as unknown as AlertChannel],
    dedupeKey: `${incident.incidentKey}:resolve`,
    incident: { key: incident.incidentKey, action: "resolve" },
    event: {
      title: `Resolved: ${view.name}`,
      summary: `The incident of view "${view.name}" is resolved: ${details.reason}`,
      severity: "info",
      fired_at: now,
      details: { view_id: view.id, view_name: view.name, incident_key: incident.incidentKey, ...details },
    },
  });
  await db
    .update(viewAlertIncidents)
    .set({ status: "resolved", resolvedAt: now })
    .where(incidentIs(incident));
}

function eventOf(view: ViewRow, firing: FiringRow): AlertEvent {
  const { summary, ...details } = firing.details as { summary: string } & Record<string, unknown>;
  const absence = details.operator === "absence";
  return {
    title: `${absence ? "Absence" : "Presence"} alert: ${view.name}`,
    summary,
    severity: absence ? "critical" : "warning",
    fired_at: firing.firedAt,
    details,
  };
}

export interface ViewAlertSummary extends ViewAlertOutcome {
  views: number;
  errors: number;
}

/**
 * Evaluates every alerting view (one with channels or a preset), in pages by id. One view failing (a D1
 * hiccup, the queue refusing) does not stop the others: its cursors did not move, so the next run retries it.
 */
export async function evaluateViewAlerts(env: Bindings, db: Db, now: number): Promise<ViewAlertSummary> {
  const summary: ViewAlertSummary = {
    views: 0,
    channels: 0,
    windows: 0,
    counts: 0,
    fired: 0,
    notified: 0,
    undecided: 0,
    resolved: 0,
    errors: 0,
  };
  let after = "";
  for (;;) {
    const page = await db
      .select()
      .from(views)
      .where(
        and(
          // A view whose channels were all removed still has its open PagerDuty incidents to resolve.
          or(
            eq(views.alerting, true),
            sql`${views.id} IN (SELECT ${viewAlertIncidents.viewId} FROM ${viewAlertIncidents}
              WHERE ${viewAlertIncidents.status} = 'open')`,
          ),
          sql`${views.id} > ${after}`,
        ),
      )
      .orderBy(views.id)
      .limit(PAGE)
      .all();
    if (page.length === 0) break;
    after = page[page.length - 1].id;
    const presetIds = [...new Set(page.flatMap((v) => (v.presetId ? [v.presetId] : [])))];
    const presets =
      presetIds.length === 0
        ? []
        : await db.select().from(presetAlerts).where(inArray(presetAlerts.id, presetIds)).all();
    for (const view of page) {
      // The preset must be the view's own account's (the API guarantees it; the evaluation does not trust it).
      const preset = presets.find((p) => p.id === view.presetId && p.accountId === view.accountId) ?? null;
      try {
        const outcome = await evaluateView(env, db, view, preset, now);
        summary.views++;
        for (const key of Object.keys(outcome) as (keyof ViewAlertOutcome)[]) summary[key] += outcome[key];
      } catch (err) {
        console.error("view alert evaluation failed", view.id, err);
        summary.errors++;
      }
    }
    if (page.length < PAGE) break;
  }
  return summary;
}
