// A new user's agent against a running service (`npm run dev -- --test-scheduled`, then
// `node bench/needle-agent.mjs [url]`, LINES=1000000 by default): lines stamped now, in 10-line batches from
// 16 senders, each with a 32-hex trace id; every 100,000 lines, the first batch's id is searched over 30 days
// through export v1 while the slice is still written to. Prints the search's time as the slice grows (the
// figures of docs/needle-summaries.md "Inside the slice"), then the account and two ids to search once quiet.
import { execFileSync } from "node:child_process";
import { exportLast30Days, ingestUntilStored } from "./lib.mjs";
import { makeLines } from "./log-analysis.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:8787";
const LINES = Number(process.env.LINES ?? 1_000_000);
const SENDERS = 16;
const account = JSON.parse(
  execFileSync("npm", ["run", "-s", "account:create", "--", "--name", "agent", "--url", base]).toString(),
);

/** A 32-hex id, the same for the same i. */
const hex32 = (i) => {
  let x = (i * 2654435761 + 99) >>> 0;
  let out = "";
  for (let k = 0; k < 32; k++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out += ((x >>> 16) & 15).toString(16);
  }
  return out;
};

const search = (q) => exportLast30Days(base, account.service_key, q);

let next = 0;
let sent = 0;
const t0 = Date.now();
async function sender() {
  while (next < LINES) {
    const first = next;
    next += 10;
    const lines = makeLines(10, Date.now(), 1, 11 + first).map((l, k) => ({
      ...l,
      line: `${l.line} trace_id=${hex32(first + k)}`,
    }));
    await ingestUntilStored(base, account.ingestion_key, lines, "agent-1");
    sent += 10;
    if (sent % 100_000 === 0)
      console.log(
        `${sent} lines in ${((Date.now() - t0) / 1000).toFixed(0)} s; the first id:`,
        JSON.stringify(await search(hex32(5))),
      );
  }
}
await Promise.all(Array.from({ length: SENDERS }, sender));
console.log(
  JSON.stringify({
    account_id: account.account_id,
    service_key: account.service_key,
    early: hex32(5),
    late: hex32(LINES - 3),
  }),
);
