// Time helpers of the log-analysis APIs.

const DAY_MS = 86_400_000;

/** The last millisecond of year 9999: later (or negative) times are mistakes, not dates. */
export const MAX_TIMESTAMP_MS = 253_402_300_799_999;

/** True for a millisecond time that is a date of years 1970 to 9999 (NaN, negative and later ones are not). */
export const isDateMs = (ms: number) => Number.isFinite(ms) && ms >= 0 && ms <= MAX_TIMESTAMP_MS;

/**
 * LogDNA-era APIs take unix timestamps in seconds or in milliseconds: values below 1e11 (a date in
 * 1973 as milliseconds, in 5138 as seconds) are seconds.
 */
export function unixToMs(value: number): number {
  return Math.abs(value) < 1e11 ? value * 1000 : value;
}

/** The UTC day of a millisecond timestamp, as YYYY-MM-DD. */
export function utcDay(ms: number): string {
  return new Date(Math.floor(ms / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
}

/** The oldest timestamp an account still keeps: its plan's retention boundary. */
export function retentionBoundary(now: number, retentionDays: number): number {
  return now - retentionDays * DAY_MS;
}

export { DAY_MS };
