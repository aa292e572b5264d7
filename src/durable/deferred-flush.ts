// Write-behind for the Durable Objects that hold processor state (throttle, sample, dedupe). Writing the
// changed state after every batch costs more than deciding the batch when batches come fast, so changes are
// written at most once per interval: at once if the last write is older than that, otherwise by an alarm.
// A crash can lose at most one interval of changes; for these processors that means letting a few more
// events through (a throttle forgets some counts, a dedupe cache some keys), never losing an event.

export const FLUSH_INTERVAL_MS = 1000;

export class DeferredFlush {
  private lastFlush = 0;
  private alarmSet = false;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly write: () => void,
    private readonly intervalMs = FLUSH_INTERVAL_MS,
  ) {}

  /** Called after state changed: writes now, or makes sure an alarm will. */
  async changed(now = Date.now()): Promise<void> {
    if (now - this.lastFlush >= this.intervalMs) return this.flush(now);
    if (this.alarmSet) return;
    this.alarmSet = true;
    await this.storage.setAlarm(this.lastFlush + this.intervalMs);
  }

  /** Writes pending changes now (the alarm handler, and before a planned restart in tests). */
  flush(now = Date.now()): void {
    this.write();
    this.lastFlush = now;
  }

  /** The alarm fired: its write is done by `flush`; a later change sets a new alarm. */
  onAlarm(): void {
    this.alarmSet = false;
    this.flush();
  }
}
