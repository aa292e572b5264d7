// Preset alerts' queries: the account's presets, and detaching a deleted one from its views.
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { presetAlerts, type V1AlertChannel, views } from "../../db/schema";
import { notFound } from "../../http/errors";
import { accountRows, oneRow } from "../shared/v1-config";

export type PresetAlertRow = typeof presetAlerts.$inferSelect;

const onePreset = (accountId: string, id: string) =>
  and(eq(presetAlerts.accountId, accountId), eq(presetAlerts.id, id.toLowerCase()));

/** The account's preset alerts, oldest first. */
export function listPresetAlerts(db: Db, accountId: string) {
  return accountRows(db, presetAlerts, accountId);
}

/** How many preset alerts the account has. */
export async function presetAlertCount(db: Db, accountId: string): Promise<number> {
  const existing = await db
    .select({ n: count() })
    .from(presetAlerts)
    .where(eq(presetAlerts.accountId, accountId))
    .get();
  return existing?.n ?? 0;
}

/** True when the account has a preset alert of this (lower-case) id. */
export async function presetAlertExists(db: Db, accountId: string, id: string): Promise<boolean> {
  const preset = await db
    .select({ id: presetAlerts.id })
    .from(presetAlerts)
    .where(and(eq(presetAlerts.accountId, accountId), eq(presetAlerts.id, id)))
    .get();
  return preset !== undefined;
}

export async function insertPresetAlert(
  db: Db,
  accountId: string,
  name: string,
  channels: V1AlertChannel[],
): Promise<PresetAlertRow> {
  const [row] = await db
    .insert(presetAlerts)
    .values({ id: crypto.randomUUID(), accountId, name, channels })
    .returning();
  return row;
}

/** The preset alert, or 404. */
export function getPresetAlert(db: Db, accountId: string, id: string) {
  return oneRow(db, presetAlerts, onePreset(accountId, id), "Preset alert");
}

/** The channels the preset alert has now (a mask sent back keeps their secrets), or 404. */
export async function presetAlertChannels(db: Db, accountId: string, id: string) {
  const row = await db
    .select({ channels: presetAlerts.channels })
    .from(presetAlerts)
    .where(onePreset(accountId, id))
    .get();
  if (!row) throw notFound("Preset alert");
  return row.channels;
}

/** The replaced preset alert, or undefined when the account has no such preset. */
export async function updatePresetAlert(
  db: Db,
  accountId: string,
  id: string,
  name: string,
  channels: V1AlertChannel[],
): Promise<PresetAlertRow | undefined> {
  const [updated] = await db
    .update(presetAlerts)
    .set({ name, channels, updatedAt: new Date().toISOString() })
    .where(onePreset(accountId, id))
    .returning();
  return updated;
}

/** Deletes the preset alert and detaches it from the views attaching it; false when there was none. */
export async function deletePresetAlert(db: Db, accountId: string, id: string): Promise<boolean> {
  // One transaction: the views stop alerting through the preset exactly when it disappears.
  const [, deleted] = await db.batch([
    db
      .update(views)
      .set({ presetId: null, alerting: sql`json_array_length(${views.channels}) > 0` })
      .where(and(eq(views.accountId, accountId), eq(views.presetId, id))),
    db.delete(presetAlerts).where(onePreset(accountId, id)).returning({ id: presetAlerts.id }),
  ]);
  return deleted.length > 0;
}
