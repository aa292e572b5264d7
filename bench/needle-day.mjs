// A large day's needle period built through the period queue's messages (BENCH_ONLY=needle-day): a day of
// OBJECTS slices past D1's share, each with its needle object of COLUMNS coarse groups (1 MiB filters, bit
// planes of random bits, about half set, as full filters are), written to the local R2 of a dev server
// (bench/needle-entry.ts) with their rows, as such slices write them; then the consumer's messages, one call
// each (src/jobs/needle-periods.ts: a run's budget, a build that goes on named again), until the day is built.
// The baseline, in the same run: the same bytes read (each object once, whole) and written (one object of the
// period's size in parts of 8 MiB), the I/O a build cannot do without. Reported: messages, GETs, wall time,
// the period's MB a second, the ratio to the baseline, and what a 1 TB/day account's day (216 objects of
// ~46 columns, ~10 GB) takes at these rates.
import { callEntry, startDev } from "./lib.mjs";

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const OBJECTS = env("NEEDLE_DAY_OBJECTS", 108);
const COLUMNS = env("NEEDLE_DAY_COLUMNS", 8);
const DAY_MS = 86_400_000;

/** A route of the entry (each may be repeated: seeding is keyed, a message of a build done does nothing). */
const call = (base, path) => callEntry(base, path, { method: "POST" }, 600_000);

export async function needleDayBench({ port, state, account }) {
  // Two days ago: settled, so its build starts at once.
  const day = Math.floor(Date.now() / DAY_MS) * DAY_MS - 2 * DAY_MS;
  const dev = await startDev({ port, state, main: "bench/needle-entry.ts" });
  try {
    const query = `account=${account.account_id}&day=${day}`;
    const seeded = await call(dev.base, `/bench/needles/day?${query}&objects=${OBJECTS}&columns=${COLUMNS}`);
    const baseline = await call(dev.base, `/bench/needles/day-io?${query}`);
    const messages = [];
    const started = performance.now();
    for (;;) {
      const m = await call(dev.base, `/bench/needles/message?${query}`);
      messages.push(m);
      if (m.more === 0) break;
    }
    const seconds = (performance.now() - started) / 1000;
    const period = await call(dev.base, `/bench/needles/day-period?${query}`);
    // A message cut by a restart of the dev runtime holds the build's lease: the next stops ("taken").
    if (!period)
      throw new Error("the day has no period: a message was cut short (its lease held); run again");
    return { day, seeded, baseline, messages, seconds, period };
  } finally {
    await dev.stop();
  }
}
