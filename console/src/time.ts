// The log viewer's `Time range`: presets ("Last hour"), absolute times ("2026-11-29 10:00") and natural ones
// ("an hour ago", "yesterday 17:00", "Oct 6 at 5pm"), a range being two of them joined by " to " (a single
// time means from it until now). Times without a zone are the browser's local time. Pure: `now` is given.

export interface TimeRange {
  from: number;
  to: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const PRESETS: { label: string; ms: number }[] = [
  { label: "Last 15 minutes", ms: 15 * MINUTE },
  { label: "Last hour", ms: HOUR },
  { label: "Last 6 hours", ms: 6 * HOUR },
  { label: "Last 24 hours", ms: DAY },
  { label: "Last 7 days", ms: 7 * DAY },
  { label: "Last 30 days", ms: 30 * DAY },
];

const UNITS: Record<string, number> = {
  s: 1000,
  sec: 1000,
  second: 1000,
  m: MINUTE,
  min: MINUTE,
  minute: MINUTE,
  h: HOUR,
  hr: HOUR,
  hour: HOUR,
  d: DAY,
  day: DAY,
  w: 7 * DAY,
  week: 7 * DAY,
};

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const unitMs = (word: string): number | undefined => UNITS[word] ?? UNITS[word.replace(/s$/, "")];

const startOfDay = (t: number) => {
  const d = new Date(t);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** "17:00", "5pm", "5:30 pm", "17" (an hour) into [hours, minutes], or null. */
function clockOf(text: string): [number, number] | null {
  const m = /^(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?\s*(am|pm)?$/.exec(text.trim());
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = m[2] ? Number(m[2]) : 0;
  if (m[4]) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (m[4] === "pm" ? 12 : 0);
  } else if (!m[2]) return null;
  if (hours > 23 || minutes > 59) return null;
  return [hours, minutes];
}

/** A day's start plus an optional clock ("at 5pm", "17:00"). */
function onDay(dayStart: number, rest: string): number | null {
  const clock = rest.trim().replace(/^at\s+/, "");
  if (clock === "") return dayStart;
  const hm = clockOf(clock);
  if (!hm) return null;
  const d = new Date(dayStart);
  d.setHours(hm[0], hm[1], 0, 0);
  return d.getTime();
}

/** One point in time, or null when the text is not one. */
export function parseTime(input: string, now: number): number | null {
  const text = input.trim().toLowerCase().replace(/\s+/g, " ");
  if (text === "" || text === "now") return now;
  if (/^\d{10}$/.test(text)) return Number(text) * 1000;
  if (/^\d{13}$/.test(text)) return Number(text);

  const ago = /^(an?|\d+(?:\.\d+)?) ([a-z]+) ago$/.exec(text);
  if (ago) {
    const unit = unitMs(ago[2]);
    if (unit === undefined) return null;
    return now - (ago[1].startsWith("a") ? 1 : Number(ago[1])) * unit;
  }
  const relative = /^-(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(text);
  if (relative) {
    const unit = unitMs(relative[2]);
    return unit === undefined ? null : now - Number(relative[1]) * unit;
  }
  for (const [word, days] of [
    ["today", 0],
    ["yesterday", 1],
  ] as const) {
    if (text === word || text.startsWith(`${word} `)) {
      const start = new Date(startOfDay(now));
      start.setDate(start.getDate() - days);
      return onDay(start.getTime(), text.slice(word.length));
    }
  }
  // ISO and "2026-11-29 10:00" (local unless a zone is given).
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ t](\d{2}):(\d{2})(?::(\d{2}))?)?(z|[+-]\d{2}:?\d{2})?$/.exec(
    text,
  );
  if (iso) {
    const [, y, mo, d, h = "0", mi = "0", s = "0", zone] = iso;
    if (zone) {
      const parsed = Date.parse(input.trim().replace(" ", "T"));
      return Number.isNaN(parsed) ? null : parsed;
    }
    const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    return date.getMonth() === Number(mo) - 1 ? date.getTime() : null;
  }
  // "Oct 6", "Oct 6 at 5pm", "6 Oct 17:00": this year, or last year when that is still to come.
  const named = monthDayOf(text);
  if (named) {
    const year = new Date(now).getFullYear();
    for (const y of [year, year - 1]) {
      const day = new Date(y, named.month, named.day);
      if (day.getMonth() !== named.month) return null;
      const at = onDay(day.getTime(), named.rest);
      if (at === null) return null;
      if (at <= now) return at;
    }
  }
  return null;
}

/** "Oct 6 …" or "6 Oct …" (month names of three letters or more), and what follows. */
function monthDayOf(text: string): { month: number; day: number; rest: string } | null {
  const monthFirst = /^([a-z]{3})[a-z]* (\d{1,2})(?:,? (.*))?$/.exec(text);
  const dayFirst = /^(\d{1,2}) ([a-z]{3})[a-z]*(?:,? (.*))?$/.exec(text);
  const [name, day, rest] = monthFirst
    ? [monthFirst[1], monthFirst[2], monthFirst[3]]
    : dayFirst
      ? [dayFirst[2], dayFirst[1], dayFirst[3]]
      : [];
  const month = name === undefined ? -1 : MONTHS.indexOf(name);
  return month < 0 ? null : { month, day: Number(day), rest: rest ?? "" };
}

/**
 * A range: a preset's label, "<time> to <time>", or one time (until now). Answers an error message instead
 * when the text is not one, or ends before it starts.
 */
export function parseRange(input: string, now: number): TimeRange | { error: string } {
  const text = input.trim();
  const preset = PRESETS.find((p) => p.label.toLowerCase() === text.toLowerCase());
  if (preset) return { from: now - preset.ms, to: now };
  const last = /^last (\d+(?:\.\d+)?) ?([a-z]+)$/i.exec(text);
  if (last) {
    const unit = unitMs(last[2].toLowerCase());
    if (unit !== undefined) return { from: now - Number(last[1]) * unit, to: now };
  }
  const [fromText, toText, ...more] = text.split(/\s+to\s+/i);
  if (more.length > 0) return { error: "A range is two times joined by “to”" };
  const from = parseTime(fromText, now);
  if (from === null)
    return { error: `“${fromText}” is not a time (try “an hour ago” or “2026-11-29 10:00”)` };
  const to = toText === undefined ? now : parseTime(toText, now);
  if (to === null) return { error: `“${toText}” is not a time` };
  if (from > to) return { error: "The range ends before it starts" };
  return { from, to };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A time as `parseTime` reads it back: "2026-11-29 10:00:05", local. */
export function formatTime(t: number): string {
  const d = new Date(t);
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  );
}

/** A range as `parseRange` reads it back (to the second: `from` rounded down, `to` up). */
export const formatRange = (from: number, to: number) =>
  `${formatTime(Math.floor(from / 1000) * 1000)} to ${formatTime(Math.ceil(to / 1000) * 1000)}`;
