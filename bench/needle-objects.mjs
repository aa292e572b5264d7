// Needle objects through a running service (docs/needle-summaries.md, "Past D1's share"): start
// `npm run dev -- --test-scheduled --var LOG_NEEDLE_D1_BYTES:262144` (a slice past 256 KiB of group filters,
// about 70,000 lines, keeps them in R2 instead of D1: the path of a slice of ~2 million lines at the service's
// own 8 MiB, at a size this machine sends in a minute), then `node bench/needle-objects.mjs [url]`.
//
// Sends DAYS (3) days of LINES (300,000) lines a day, the lines of bench/log-analysis.mjs each with a 32-hex
// trace id, in 500-line batches from 8 senders, stamped over the hours of the days before yesterday (one daily
// slice a day for a new account); waits until the slices are quiet and have written their objects (their alarms
// do it, a bounded step each), runs the 15-minute jobs until the needle job has built every day, then searches
// over 30 days through export v1: an id of each day, an absent 32-hex id, an absent uuid. Prints the times, and
// the account (with LOG_NEEDLE_D1_BYTES unset the same lines take the D1 path: the comparison).
import { execFileSync } from "node:child_process";
import { exportLast30Days, ingestUntilStored } from "./lib.mjs";
import { makeLines } from "./log-analysis.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:8787";
const DAYS = Number(process.env.DAYS ?? 3);
const LINES = Number(process.env.LINES ?? 300_000);
const BATCH = 500;
const SENDERS = 8;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const account = JSON.parse(
  execFileSync("npm", [
    "run",
    "-s",
    "account:create",
    "--",
    "--name",
    "needle-objects",
    "--url",
    base,
  ]).toString(),
);

/** A 32-hex id, the same for the same day and line. */
const hex32 = (day, i) => {
  let x = (day * 7_919 + i * 2654435761 + 7) >>> 0;
  let out = "";
  for (let k = 0; k < 32; k++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += ((x >>> 16) & 15).toString(16);
  }
  return out;
};

const firstDay = Math.floor(Date.now() / DAY) * DAY - (DAYS + 1) * DAY;

async function sendDay(day) {
  let next = 0;
  const start = firstDay + day * DAY;
  const sender = async () => {
    while (next < LINES) {
      const first = next;
      next += BATCH;
      const lines = makeLines(BATCH, start + (first / LINES) * (DAY - HOUR), 1, 11 + first).map((l, k) => ({
        ...l,
        timestamp: start + Math.floor(((first + k) / LINES) * (DAY - HOUR)),
        line: `${l.line} trace_id=${hex32(day, first + k)}`,
      }));
      await ingestUntilStored(base, account.ingestion_key, lines, "objects-1");
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
}

const search = (q) => exportLast30Days(base, account.service_key, q);

const t0 = Date.now();
for (let d = 0; d < DAYS; d++) await sendDay(d);
console.log(`${DAYS * LINES} lines in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
const ids = Array.from({ length: DAYS }, (_, d) => hex32(d, Math.floor(LINES / 2) + 17));
const queries = {
  ...Object.fromEntries(ids.map((id, d) => [`day ${d} id`, id])),
  "absent 32-hex id": hex32(99, 1),
  "absent uuid": "1b4e28ba-2fa1-11d2-883f-0016d3cca427",
};
console.log("before the slices are quiet:");
for (const [name, q] of Object.entries(queries)) console.log(" ", name, JSON.stringify(await search(q)));
// Quiet after 60 s; the alarms then make coarse groups and objects (100,000 lines a step). The 15-minute jobs
// are run every 20 s meanwhile; the needle job builds each day once its slice's row is in D1.
const waitStart = Date.now();
while (Date.now() - waitStart < 6 * 60_000) {
  await new Promise((r) => setTimeout(r, 20_000));
  await fetch(`${base}/__scheduled?cron=${encodeURIComponent("*/15 * * * *")}`);
}
console.log(
  `waited ${((Date.now() - waitStart) / 1000).toFixed(0)} s (the dev server's log has needlePeriods' outcomes)`,
);
for (let round = 0; round < 3; round++)
  for (const [name, q] of Object.entries(queries)) console.log(" ", name, JSON.stringify(await search(q)));
console.log(JSON.stringify({ account_id: account.account_id, service_key: account.service_key }));
