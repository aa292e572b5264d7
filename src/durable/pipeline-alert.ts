// One pipeline alert's live state: a Durable Object named by the alert id holds its open windows, the
// previous aggregates (change), the groups an absence alert watches and the notifications sent (throttling),
// so every live request (wherever it runs) feeds one evaluation. Live runs hand it the events of the
// component's output, once per batch; its alarm closes the windows that ended and sends what fires. The
// alert's configuration travels with every call, so the object never reads D1 to evaluate; a different
// `version` (any write of the alert) starts from empty windows.
//
// Kept in the object's SQLite storage, written through at the end of every call: a restart loses nothing
// that a call answered. One row per window, group and previous aggregate (each bounded: a row never nears
// the storage's row limit, however many groups), and only the rows a call changed are written.
import { DurableObject } from "cloudflare:workers";
import { scriptEntry } from "../alerts/pipeline-alert-config";
import { type AlertRuntime, activeAlert, sendFiring } from "../alerts/pipeline-alert-notify";
import {
  type AlertInput,
  type AlertState,
  type CustomReducer,
  closeWindows,
  emptyState,
  nextDue,
  startWatching,
  takeEvents,
  throttle,
} from "../alerts/pipeline-alert-windows";
import { createDb } from "../db/client";
import { compileUserScript } from "../engine/js-sandbox";
import type { Bindings } from "../env";

/** The state's maps kept one row per entry, by their short kind names. */
const ENTRY_KINDS = { w: "windows", p: "previous", g: "groups" } as const;

export interface PipelineAlertEnv {
  PIPELINE_ALERT: DurableObjectNamespace<PipelineAlertObject>;
}

interface Stored {
  alert: AlertRuntime;
  state: AlertState;
  /** When notifications were sent (unix ms), for throttling. */
  sent: number[];
  throttled: number;
  errors: string[];
}

/** What the object answers about itself (tests, and the alert's read). */
export interface AlertStatus {
  open_windows: number;
  watched_groups: number;
  skipped_events: number;
  throttled_notifications: number;
  next_evaluation: number | null;
  last_errors: string[];
}

export class PipelineAlertObject extends DurableObject<Bindings> {
  private stored: Stored | null = null;

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env);
    this.createTable();
  }

  /** What each entry row holds now (`<kind>:<key>` -> JSON), to write only what changed. */
  private written = new Map<string, string>();

  private createTable() {
    this.ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS alert_meta (id INTEGER PRIMARY KEY CHECK (id = 1), json TEXT NOT NULL);
       CREATE TABLE IF NOT EXISTS alert_entries (kind TEXT NOT NULL, key TEXT NOT NULL, json TEXT NOT NULL,
         PRIMARY KEY (kind, key)) WITHOUT ROWID;`,
    );
  }

  /** The alert was created or changed (active): absence alerts start watching now. */
  async configure(alert: AlertRuntime, now = Date.now()): Promise<AlertStatus> {
    const s = this.load(alert);
    startWatching(alert.config.evaluation, s.state, now);
    return this.save(s);
  }

  /** One batch of the component's output. Answers how many events were skipped. */
  async take(alert: AlertRuntime, inputs: AlertInput[], now = Date.now()): Promise<number> {
    const s = this.load(alert);
    startWatching(alert.config.evaluation, s.state, now);
    const { evaluation } = alert.config;
    let reducer: { reduce: CustomReducer; dispose(): void } | undefined;
    if (evaluation.operation === "CUSTOM" && evaluation.alert_type !== "absence")
      reducer = await scriptReducer(evaluation.script as string);
    let skipped: number;
    try {
      skipped = takeEvents(evaluation, s.state, inputs, now, reducer?.reduce);
    } finally {
      reducer?.dispose(); // before any await: the isolate's scripts share one wasm heap
    }
    await this.save(s);
    return skipped;
  }

  /** Closes the windows that ended by `now` and notifies what fires (the alarm calls it with the clock). */
  async evaluate(now = Date.now()): Promise<{ fired: number; throttled: number }> {
    if (!this.load()) return { fired: 0, throttled: 0 };
    // The alert as stored decides: deleted (its component or pipeline too) or turned off, the object stops;
    // changed since the last batch, it starts afresh with the new version.
    const db = createDb(this.env.DB);
    const current = await activeAlert(db, (this.stored as Stored).alert.id);
    if (!current) {
      await this.stop();
      return { fired: 0, throttled: 0 };
    }
    const s = this.load(current);
    startWatching(current.config.evaluation, s.state, now);
    const { alert } = s;
    const { firings, errors } = closeWindows(alert.config.evaluation, s.state, now);
    let fired = 0;
    let throttled = 0;
    for (const firing of firings) {
      const decision = throttle(s.sent, now, alert.config.alert_payload.throttling);
      s.sent = decision.sent;
      if (!decision.allowed) {
        throttled++;
        continue;
      }
      try {
        await sendFiring(this.env, db, alert, firing, now);
        fired++;
      } catch (err) {
        errors.push(`notification failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    s.throttled += throttled;
    s.errors = [...s.errors, ...errors].slice(-10);
    // A batch of a newer version of the alert came in while notifying: its fresh state stands.
    if (this.stored !== s) return { fired, throttled };
    await this.save(s);
    return { fired, throttled };
  }

  /** The alert was deleted or turned off: everything goes. */
  async stop(): Promise<void> {
    this.stored = null;
    this.written.clear();
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.createTable(); // deleteAll drops the table too; the object may be used again (turned back on)
  }

  async status(): Promise<AlertStatus | null> {
    const s = this.load();
    return s ? statusOf(s) : null;
  }

  override async alarm(): Promise<void> {
    await this.evaluate(Date.now());
  }

  /** The stored state; with `alert`, for that version (a different one starts afresh). */
  private load(): Stored | null;
  private load(alert: AlertRuntime): Stored;
  private load(alert?: AlertRuntime): Stored | null {
    if (!this.stored) this.stored = this.read();
    if (!alert) return this.stored;
    if (!this.stored || this.stored.alert.version !== alert.version || this.stored.alert.id !== alert.id)
      this.stored = { alert, state: emptyState(), sent: this.stored?.sent ?? [], throttled: 0, errors: [] };
    else this.stored.alert = alert;
    return this.stored;
  }

  /** The state as stored, or null. */
  private read(): Stored | null {
    const sql = this.ctx.storage.sql;
    const meta = sql.exec<{ json: string }>("SELECT json FROM alert_meta WHERE id = 1").toArray()[0];
    if (!meta) return null;
    const stored = JSON.parse(meta.json) as Stored;
    this.written.clear();
    const rows = sql.exec<{ kind: string; key: string; json: string }>(
      "SELECT kind, key, json FROM alert_entries",
    );
    for (const row of rows) {
      const field = ENTRY_KINDS[row.kind as keyof typeof ENTRY_KINDS];
      (stored.state[field] as Record<string, unknown>)[row.key] = JSON.parse(row.json);
      this.written.set(`${row.kind}:${row.key}`, row.json);
    }
    return stored;
  }

  /** Writes the meta row and the entry rows that changed since the last write; deletes the ones gone. */
  private write(s: Stored) {
    const sql = this.ctx.storage.sql;
    const seen = new Set<string>();
    for (const [kind, field] of Object.entries(ENTRY_KINDS)) {
      for (const [key, value] of Object.entries(s.state[field] as Record<string, unknown>)) {
        const id = `${kind}:${key}`;
        const json = JSON.stringify(value);
        seen.add(id);
        if (this.written.get(id) === json) continue;
        sql.exec("INSERT OR REPLACE INTO alert_entries (kind, key, json) VALUES (?, ?, ?)", kind, key, json);
        this.written.set(id, json);
      }
    }
    for (const id of [...this.written.keys()]) {
      if (seen.has(id)) continue;
      const at = id.indexOf(":");
      sql.exec("DELETE FROM alert_entries WHERE kind = ? AND key = ?", id.slice(0, at), id.slice(at + 1));
      this.written.delete(id);
    }
    const meta = { ...s, state: { ...s.state, windows: {}, previous: {}, groups: {} } };
    sql.exec("INSERT OR REPLACE INTO alert_meta (id, json) VALUES (1, ?)", JSON.stringify(meta));
  }

  private async save(s: Stored): Promise<AlertStatus> {
    this.write(s);
    this.stored = s;
    const due = nextDue(s.alert.config.evaluation, s.state);
    if (due === null) await this.ctx.storage.deleteAlarm();
    else if ((await this.ctx.storage.getAlarm()) !== due) await this.ctx.storage.setAlarm(due);
    return statusOf(s);
  }
}

function statusOf(s: Stored): AlertStatus {
  return {
    open_windows: Object.keys(s.state.windows).length,
    watched_groups: Object.keys(s.state.groups).length,
    skipped_events: s.state.skipped,
    throttled_notifications: s.throttled,
    next_evaluation: nextDue(s.alert.config.evaluation, s.state),
    last_errors: s.errors,
  };
}

/** The user's CUSTOM function, compiled once per batch in the sandbox. */
async function scriptReducer(script: string): Promise<{ reduce: CustomReducer; dispose(): void }> {
  const compiled = await compileUserScript(script, scriptEntry(script) as string);
  return {
    reduce: (accum, message, metadata) => compiled.call([accum, message, metadata]),
    dispose: () => compiled.dispose(),
  };
}

export const pipelineAlertStub = (env: PipelineAlertEnv, alertId: string) =>
  env.PIPELINE_ALERT.get(env.PIPELINE_ALERT.idFromName(alertId));
