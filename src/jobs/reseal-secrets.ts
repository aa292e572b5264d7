// Key rotation: values sealed under a key listed in SECRETS_KEYS_PREVIOUS are sealed again under
// SECRETS_KEY, a bounded number of rows per run, until none is left and the old key can be dropped.
// Schema-free: every sealed string carries its key id (and its owner, which the new seal keeps), so the pass
// needs no knowledge of the fields. `sealed:v1:` values (before owners) are sealed again as unowned v2.
import type { Bindings } from "../env";
import { secretBox } from "../lib/sealed-secrets";

/** Every column that holds sealed secrets: JSON text, or (`raw`) one sealed string. */
export const SEALED_COLUMNS: { table: string; column: string; raw?: true }[] = [
  { table: "pipeline_nodes", column: "user_config" },
  { table: "pipeline_revision_nodes", column: "user_config" },
  { table: "processor_groups", column: "processors" },
  { table: "pipeline_revision_groups", column: "processors" },
  { table: "views", column: "channels" },
  { table: "preset_alerts", column: "channels" },
  { table: "usage_threshold_alerts", column: "alert_channels" },
  { table: "index_rate_alerts", column: "channels" },
  { table: "archive_configs", column: "settings" },
  { table: "notification_deliveries", column: "channel" },
  { table: "view_alert_firings", column: "channel" },
  { table: "view_alert_incidents", column: "channel" },
  { table: "pipeline_alerts", column: "alert_config" },
  { table: "stream_configs", column: "password" },
  { table: "api_keys", column: "key_sealed", raw: true },
];

const ROWS_PER_TABLE = 50;

export async function runSecretReseal(env: Bindings) {
  const box = await secretBox(env);
  const current = box.keyId;
  if (!current || !env.SECRETS_KEYS_PREVIOUS) return { resealed: 0 };
  let resealed = 0;
  for (const { table, column, raw } of SEALED_COLUMNS) {
    // In JSON, sealed values are whole strings: the quote before the prefix tells them from text that
    // contains it. Rows with more sealed values than sealed (v2) under the current key are due.
    const quote = raw ? "" : '"';
    const count = (needle: string) =>
      `(length(${column}) - length(replace(${column}, '${quote}${needle}', ''))) / ${needle.length + quote.length}`;
    const { results } = await env.DB.prepare(
      `SELECT rowid AS id, ${column} AS value FROM ${table}
       WHERE ${column} LIKE '%${quote}sealed:v%'
         AND ${count("sealed:v1:")} + ${count("sealed:v2:")} > ${count(`sealed:v2:${current}:`)} LIMIT ?`,
    )
      .bind(ROWS_PER_TABLE)
      .all<{ id: number; value: string }>();
    if (results.length === 0) continue;
    const updates: D1PreparedStatement[] = [];
    for (const row of results) {
      try {
        const value = raw
          ? await box.resealSecrets(row.value)
          : JSON.stringify(await box.resealSecrets(JSON.parse(row.value)));
        // Compare-and-set: a row written meanwhile is left for the next run.
        updates.push(
          env.DB.prepare(`UPDATE ${table} SET ${column} = ? WHERE rowid = ? AND ${column} = ?`).bind(
            value,
            row.id,
            row.value,
          ),
        );
      } catch (err) {
        // A value no listed key opens: logged, and the other rows go on.
        console.error("reseal: cannot open a secret", table, row.id, String(err));
      }
    }
    if (updates.length > 0) await env.DB.batch(updates);
    resealed += updates.length;
  }
  return { resealed };
}
