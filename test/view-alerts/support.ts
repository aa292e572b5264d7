// What the view-alert tests share: the per-view evaluations (view-alerts.test.ts, shared runtime) and the
// job's (test/alerts/jobs.isolated.test.ts).
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { evaluateView } from "../../src/alerts/view-alerts";
import { createDb } from "../../src/db/client";
import { type client, ingest, type Json } from "../helpers";

type Api = ReturnType<typeof client>;

/** An email channel of a view or preset; `extra` over its fields. */
export const email = (extra: Json = {}) => ({
  integration: "email",
  emails: ["oncall@example.com"],
  triggerinterval: "1m",
  triggerlimit: 3,
  ...extra,
});

export async function createView(api: Api, body: Json): Promise<Json> {
  const res = await api.post("/v1/config/view", body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** When the view was last changed (its channels start with that window), from the database. */
export async function changedAt(viewid: string): Promise<number> {
  const row = await env.DB.prepare("SELECT updated_at FROM views WHERE id = ?")
    .bind(viewid)
    .first<{ updated_at: string }>();
  return Date.parse(row?.updated_at ?? "");
}

export async function send(key: string, lines: Json[], query = "hostname=web-1") {
  const res = await ingest(key, { lines }, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The view's (or preset's) notifications, through the delivery log API. */
export async function deliveries(api: Api, kind: "view" | "preset", id: string): Promise<Json[]> {
  const res = await api.get(`/v3/pipeline/notification?source_kind=${kind}&source_id=${id}&limit=100`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** Evaluates one view (and its preset) at `now`, as the cron job does for every view. */
export async function evaluateOneView(viewid: string, now: number) {
  const db = createDb(env.DB);
  const view = await db.query.views.findFirst({ where: (v, { eq }) => eq(v.id, viewid) });
  if (!view) throw new Error("no such view");
  const preset = view.presetId
    ? ((await db.query.presetAlerts.findFirst({ where: (p, { eq }) => eq(p.id, view.presetId ?? "") })) ??
      null)
    : null;
  return evaluateView(env, db, view, preset, now);
}
