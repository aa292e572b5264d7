// The steps bench/ingest-path.mjs times, bundled with the source they call (esbuild) and run the same in Node
// and in workerd. Not for Node alone: it imports the TypeScript source.
import { batchPlace } from "../src/api/ingestion/batch-place";
import { compileExclusions } from "../src/engine/exclusions";
import { usageOf } from "../src/logstore/batch-usage";
import { asciiBody, toRecords } from "../src/logstore/lines";
import { ingestBodyJson, linesOf } from "../src/protocols/logdna";

const QUERY = { hostname: "bench-1", tags: ["a", "b"] };
const RULES = [
  { apps: ["healthcheck*"], hosts: [], query: null, indexOnly: false },
  { apps: [], hosts: ["*-canary"], query: "level:debug", indexOnly: true },
];

/**
 * Times each step over every body, `rounds` times after two warm-up rounds: per step, the microseconds per
 * line of each round. `now` is the clock (ms), `collect` starts a step on a collected heap where it can.
 */
export async function measure(bodies, { rounds, withRules, now, collect = () => {} }) {
  const lines = bodies.reduce(
    (n, b) => n + linesOf(ingestBodyJson(new TextDecoder().decode(b))).lines.length,
    0,
  );
  const receivedAt = Date.now();
  const ctx = { hostname: QUERY.hostname, mac: "", ip: "", tags: QUERY.tags, driftMs: 0, receivedAt };
  const exclusionOf = compileExclusions(withRules ? RULES : []);
  const times = { decode: [], parse: [], records: [], place: [], exclusions: [], usage: [], all: [] };
  const timed = async (name, round, run) => {
    collect();
    const t0 = now();
    const result = await run();
    if (round >= 2) times[name].push(((now() - t0) * 1000) / lines);
    return result;
  };
  for (let round = 0; round < rounds + 2; round++) {
    const texts = await timed("decode", round, () => bodies.map((b) => new TextDecoder().decode(b)));
    const parsed = await timed("parse", round, () => texts.map((t) => linesOf(ingestBodyJson(t))));
    const records = await timed("records", round, () =>
      parsed.map((p, i) => toRecords(p.lines, { ...ctx, ascii: asciiBody(bodies[i], texts[i]) }, p.key)),
    );
    await timed("place", round, async () => {
      for (let i = 0; i < bodies.length; i++) await batchPlace(bodies[i], parsed[i].lines, QUERY, receivedAt);
    });
    const classes = await timed("exclusions", round, () =>
      records.map((rs) => rs.map((r) => exclusionOf(r))),
    );
    await timed("usage", round, () => records.map((rs, i) => usageOf(rs, classes[i])));
    await timed("all", round, async () => {
      for (const body of bodies) {
        const text = new TextDecoder().decode(body);
        const { lines: raw, key } = linesOf(ingestBodyJson(text));
        const batch = toRecords(raw, { ...ctx, ascii: asciiBody(body, text) }, key);
        await batchPlace(body, raw, QUERY, receivedAt);
        usageOf(
          batch,
          batch.map((r) => exclusionOf(r)),
        );
      }
    });
  }
  return times;
}
