// strftime templates as Vector renders them (its `Template`, on chrono's format specifiers), in UTC: the
// elasticsearch destination's `index` (the Mezmo provider's default `mezmo-%Y.%m.%d`) is rendered for each
// event at its own time. Every specifier of chrono's table is offered except the locale ones (%E*, %O*) and
// the parse-only %#z: dates (%Y %C %y %q %m %b %h %B %d %e %a %A %w %u %U %W %G %g %V %j %D %x %F %v),
// times (%H %k %I %l %P %p %M %S %f %.f %.3f %.6f %.9f %3f %6f %9f %R %T %X %r), zones (%Z %z %:z %::z %:::z,
// UTC), %c %+ %s, and %t %n %%; `-`, `_` and `0` after % suppress the padding, pad with spaces, or with zeros.
// Times are Unix ms; fractions of a second are rendered to the microsecond (what a double holds of them).

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

interface Parts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  nanos: number;
  weekday: number; // 0 = Sunday
  yday: number; // 0-based
  unix: number; // whole seconds
}

function partsOf(ms: number): Parts {
  // Microseconds (a double holds Unix ms to about a quarter of a microsecond): exact below 2^53.
  const micros = Math.round(ms * 1000);
  const whole = Math.floor(micros / 1_000_000);
  const d = new Date(whole * 1000);
  const year = d.getUTCFullYear();
  return {
    year,
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    nanos: (micros - whole * 1_000_000) * 1000,
    weekday: d.getUTCDay(),
    yday: Math.floor((Date.UTC(year, d.getUTCMonth(), d.getUTCDate()) - Date.UTC(year, 0, 1)) / 86_400_000),
    unix: whole,
  };
}

/** ISO 8601 week-numbering year and week (weeks start on Monday; week 1 holds the year's first Thursday). */
function isoWeek(p: Parts): { year: number; week: number } {
  const isoDay = (p.weekday + 6) % 7; // Monday 0
  const thursday = Date.UTC(p.year, p.month - 1, p.day) + (3 - isoDay) * 86_400_000;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  return { year, week };
}

type Pad = "0" | " " | "";

function num(value: number, width: number, pad: Pad): string {
  const sign = value < 0 ? "-" : "";
  const digits = String(Math.abs(value));
  if (pad === "" || digits.length >= width) return sign + digits;
  return sign + pad.repeat(width - digits.length) + digits;
}

const nanos9 = (p: Parts) => String(p.nanos).padStart(9, "0");

/** `%.f`: nothing for a whole second, else a dot and 3, 6 or 9 digits, as few as say it exactly. */
function dotFraction(p: Parts): string {
  if (p.nanos === 0) return "";
  const digits = nanos9(p);
  if (p.nanos % 1_000_000 === 0) return `.${digits.slice(0, 3)}`;
  if (p.nanos % 1000 === 0) return `.${digits.slice(0, 6)}`;
  return `.${digits}`;
}

/** Numeric specifiers: value, width and default padding. */
const NUMERIC: Record<string, (p: Parts) => [number, number, Pad]> = {
  Y: (p) => [p.year, 4, "0"],
  C: (p) => [Math.floor(p.year / 100), 2, "0"],
  y: (p) => [((p.year % 100) + 100) % 100, 2, "0"],
  q: (p) => [Math.ceil(p.month / 3), 1, "0"],
  m: (p) => [p.month, 2, "0"],
  d: (p) => [p.day, 2, "0"],
  e: (p) => [p.day, 2, " "],
  w: (p) => [p.weekday, 1, "0"],
  u: (p) => [p.weekday === 0 ? 7 : p.weekday, 1, "0"],
  U: (p) => [Math.floor((p.yday + 7 - p.weekday) / 7), 2, "0"],
  W: (p) => [Math.floor((p.yday + 7 - ((p.weekday + 6) % 7)) / 7), 2, "0"],
  G: (p) => [isoWeek(p).year, 4, "0"],
  g: (p) => [((isoWeek(p).year % 100) + 100) % 100, 2, "0"],
  V: (p) => [isoWeek(p).week, 2, "0"],
  j: (p) => [p.yday + 1, 3, "0"],
  H: (p) => [p.hour, 2, "0"],
  k: (p) => [p.hour, 2, " "],
  I: (p) => [p.hour % 12 || 12, 2, "0"],
  l: (p) => [p.hour % 12 || 12, 2, " "],
  M: (p) => [p.minute, 2, "0"],
  S: (p) => [p.second, 2, "0"],
  s: (p) => [p.unix, 1, "0"],
};

/** Specifiers that are text, or shorthand for other specifiers. */
const TEXT: Record<string, (p: Parts) => string> = {
  b: (p) => MONTHS[p.month - 1].slice(0, 3),
  h: (p) => MONTHS[p.month - 1].slice(0, 3),
  B: (p) => MONTHS[p.month - 1],
  a: (p) => DAYS[p.weekday].slice(0, 3),
  A: (p) => DAYS[p.weekday],
  P: (p) => (p.hour < 12 ? "am" : "pm"),
  p: (p) => (p.hour < 12 ? "AM" : "PM"),
  f: nanos9,
  Z: () => "UTC",
  z: () => "+0000",
  t: () => "\t",
  n: () => "\n",
  "%": () => "%",
};

const SHORTHAND: Record<string, string> = {
  D: "%m/%d/%y",
  x: "%m/%d/%y",
  F: "%Y-%m-%d",
  v: "%e-%b-%Y",
  R: "%H:%M",
  T: "%H:%M:%S",
  X: "%H:%M:%S",
  r: "%I:%M:%S %p",
  c: "%a %b %e %H:%M:%S %Y",
  "+": "%Y-%m-%dT%H:%M:%S%.f+00:00",
};

type Piece = string | ((p: Parts) => string);

/** The multi-character specifiers after %, longest first. */
const LONG: [string, (p: Parts) => string][] = [
  [":::z", () => "+00"],
  ["::z", () => "+00:00:00"],
  [":z", () => "+00:00"],
  [".3f", (p) => `.${nanos9(p).slice(0, 3)}`],
  [".6f", (p) => `.${nanos9(p).slice(0, 6)}`],
  [".9f", (p) => `.${nanos9(p)}`],
  [".f", dotFraction],
  ["3f", (p) => nanos9(p).slice(0, 3)],
  ["6f", (p) => nanos9(p).slice(0, 6)],
  ["9f", nanos9],
];

function compile(template: string, pieces: Piece[]): string | null {
  let literal = "";
  const flush = () => {
    if (literal) pieces.push(literal);
    literal = "";
  };
  for (let i = 0; i < template.length; i++) {
    const c = template[i];
    if (c !== "%") {
      literal += c;
      continue;
    }
    let j = i + 1;
    let pad: Pad | undefined;
    const modifier = template[j];
    if (modifier === "-" || modifier === "_" || modifier === "0") {
      pad = modifier === "-" ? "" : modifier === "_" ? " " : "0";
      j++;
    }
    const rest = template.slice(j);
    const long = pad === undefined ? LONG.find(([spec]) => rest.startsWith(spec)) : undefined;
    if (long) {
      flush();
      pieces.push(long[1]);
      i = j + long[0].length - 1;
      continue;
    }
    const spec = template[j];
    if (spec === undefined) return "a template cannot end with %";
    const numeric = NUMERIC[spec];
    if (numeric) {
      flush();
      pieces.push((p) => {
        const [value, width, defaultPad] = numeric(p);
        return num(value, width, pad ?? defaultPad);
      });
    } else if (pad !== undefined) {
      return `%${modifier}${spec}: padding applies to numeric specifiers only`;
    } else if (TEXT[spec]) {
      flush();
      pieces.push(TEXT[spec]);
    } else if (SHORTHAND[spec]) {
      flush();
      const problem = compile(SHORTHAND[spec], pieces);
      if (problem) return problem;
    } else {
      return `%${spec} is not a strftime specifier`;
    }
    i = j;
  }
  flush();
  return null;
}

export interface Strftime {
  render(ms: number): string;
}

/** A compiled template, or why it is not one (an unknown specifier). */
export function strftime(template: string): Strftime | { error: string } {
  const pieces: Piece[] = [];
  const error = compile(template, pieces);
  if (error) return { error };
  if (pieces.every((piece) => typeof piece === "string")) {
    const text = pieces.join("");
    return { render: () => text };
  }
  return {
    render(ms) {
      const parts = partsOf(ms);
      return pieces.map((piece) => (typeof piece === "string" ? piece : piece(parts))).join("");
    },
  };
}
