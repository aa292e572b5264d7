// The log viewer's time range text: presets, absolute times, natural ones, and clear refusals.
import { describe, expect, it } from "vitest";
import { formatRange, PRESETS, parseRange, parseTime } from "../../console/src/time";

// Sunday 29 November 2026, 14:30:00 local time.
const NOW = new Date(2026, 10, 29, 14, 30, 0).getTime();
const at = (y: number, mo: number, d: number, h = 0, mi = 0) => new Date(y, mo, d, h, mi).getTime();

describe("parseTime", () => {
  it.each([
    ["now", NOW],
    ["an hour ago", NOW - 3_600_000],
    ["a day ago", NOW - 86_400_000],
    ["15 minutes ago", NOW - 900_000],
    ["2 hours ago", NOW - 7_200_000],
    ["-30m", NOW - 1_800_000],
    ["today", at(2026, 10, 29)],
    ["yesterday", at(2026, 10, 28)],
    ["yesterday 17:00", at(2026, 10, 28, 17)],
    ["yesterday at 5pm", at(2026, 10, 28, 17)],
    ["today 9:15 am", at(2026, 10, 29, 9, 15)],
    ["2026-11-29 10:00", at(2026, 10, 29, 10)],
    ["2026-11-01", at(2026, 10, 1)],
    ["2026-11-29T10:00:00Z", Date.UTC(2026, 10, 29, 10)],
    ["Oct 6 at 5pm", at(2026, 9, 6, 17)],
    ["6 October 17:30", at(2026, 9, 6, 17, 30)],
    // A date still to come this year is last year's.
    ["Dec 24", at(2025, 11, 24)],
    ["1764410400", 1_764_410_400_000],
    ["1764410400000", 1_764_410_400_000],
  ])("%s", (text, expected) => {
    expect(parseTime(text, NOW)).toBe(expected);
  });

  it.each(["soon", "5 parsecs ago", "2026-02-30", "yesterday 25:00", "13pm", "Foo 6", "Feb 31"])(
    "%s is not a time",
    (text) => {
      expect(parseTime(text, NOW)).toBeNull();
    },
  );
});

describe("parseRange", () => {
  it("reads every preset, and 'last N units'", () => {
    for (const p of PRESETS) expect(parseRange(p.label, NOW)).toEqual({ from: NOW - p.ms, to: NOW });
    expect(parseRange("last 90 minutes", NOW)).toEqual({ from: NOW - 5_400_000, to: NOW });
  });

  it("reads one time as until now, and two joined by 'to'", () => {
    expect(parseRange("an hour ago", NOW)).toEqual({ from: NOW - 3_600_000, to: NOW });
    expect(parseRange("yesterday 17:00 to yesterday 18:00", NOW)).toEqual({
      from: at(2026, 10, 28, 17),
      to: at(2026, 10, 28, 18),
    });
  });

  it("says what is wrong", () => {
    expect(parseRange("whenever", NOW)).toEqual({
      error: expect.stringContaining("“whenever” is not a time"),
    });
    expect(parseRange("an hour ago to later", NOW)).toEqual({ error: "“later” is not a time" });
    expect(parseRange("now to an hour ago", NOW)).toEqual({ error: "The range ends before it starts" });
    expect(parseRange("a to b to c", NOW)).toEqual({ error: "A range is two times joined by “to”" });
  });
});

describe("formatRange", () => {
  it("writes a range that parseRange reads back, to the second around it", () => {
    const from = at(2026, 10, 29, 9, 5) + 12_345;
    const to = at(2026, 10, 29, 13, 0) + 999;
    const text = formatRange(from, to);
    expect(text).toBe("2026-11-29 09:05:12 to 2026-11-29 13:00:01");
    expect(parseRange(text, NOW)).toEqual({ from: from - 345, to: to + 1 });
  });
});
