// The cold tier at size (BENCH_ONLY=cold): one slice of COLD_CHUNKS (300,000) small chunks (synthetic: two
// lines each, stored through the slice's own write by the bench's entry point bench/cold-entry.ts), moved to
// R2 a step at a time, each step what one run of the slice's alarm does (LOG_COLD_PARTS_PER_STEP parts of
// 8 MiB, default 2). Measured per step: the runtime's CPU (its process: the step alone runs) and its resident
// memory over the level before the move (sampled every 20 ms); the goal is <= 30 s of CPU and <= 64 MB a step.
// Then one line read from the cold object as a reader does, its R2 GETs counted (goal <= 3), and a 32-hex request
// id searched over the whole slice, present (one line) and absent: the GETs and the lines read, which the needle
// section (the slice's needle groups as bit planes in the object) keeps to the groups that may hold it.
import { cpuSeconds, mb, median, rssOf, sampleRss, startDev, workerRuntime } from "./lib.mjs";

export const COLD_CHUNKS = Number(process.env.COLD_CHUNKS ?? 300_000);
const FILL_PER_CALL = 20_000;
const DAY_MS = 86_400_000;

/**
 * A call of the bench's entry point. The dev runtime sometimes restarts under a long run (wrangler's proxy then
 * answers 503, or holds a GET until the runtime is back): every call here may be made again (a fill's chunks
 * are keyed, a step takes the move up from its last saved part), so it is, a few times.
 */
async function call(base, path, method = "POST") {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${base}${path}`, { method, signal: AbortSignal.timeout(240_000) });
      const text = await res.text();
      if (res.ok) return JSON.parse(text);
      if (res.status !== 503 || attempt >= 5)
        throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    } catch (err) {
      if (attempt >= 5 || !(err instanceof Error && err.name === "TimeoutError")) throw err;
    }
    console.error(`cold: ${path.split("?")[0]} answered 503 or timed out; again`);
    await new Promise((r) => setTimeout(r, 2000));
  }
}

export async function coldBench({ port, state, account }) {
  const dev = await startDev({ port, state, main: "bench/cold-entry.ts" });
  try {
    const bucketStart = Math.floor((Date.now() - 3 * DAY_MS) / DAY_MS) * DAY_MS;
    const slice = `${bucketStart / 3_600_000}.24.0.0`;
    const q = `account=${account.account_id}&slice=${slice}`;
    const filled = performance.now();
    let figures;
    for (let from = 0; from < COLD_CHUNKS; from += FILL_PER_CALL) {
      const chunks = Math.min(FILL_PER_CALL, COLD_CHUNKS - from);
      figures = await call(dev.base, `/bench/cold/fill?${q}&from=${from}&chunks=${chunks}`);
      console.error(`cold: ${from + chunks} chunks stored`);
    }
    const fillSeconds = (performance.now() - filled) / 1000;
    const runtime = await workerRuntime(dev);
    const pids = [runtime.pid];
    const idle = rssOf(pids);
    expectStatus(await call(dev.base, `/bench/cold/start?${q}`), "freezing");
    const steps = [];
    for (;;) {
      const cpu = cpuSeconds(runtime.pid);
      const sampler = sampleRss(pids);
      const started = performance.now();
      const answer = await call(dev.base, `/bench/cold/step?${q}`);
      const samples = sampler.stop();
      const step = {
        cpu: cpuSeconds(runtime.pid) - cpu,
        seconds: (performance.now() - started) / 1000,
        peak: Math.max(...samples) - idle,
      };
      steps.push(step);
      console.error(
        `cold: step ${steps.length}: ${step.cpu.toFixed(2)} s of CPU, ${mb(step.peak)} MB over idle (${answer.status ?? "freezing"})`,
      );
      if (answer.status === "frozen") {
        figures = { ...figures, objectBytes: answer.bytes };
        break;
      }
      if (steps.length > 10_000) throw new Error("the move does not end");
    }
    const ts = bucketStart + 1234 * 250;
    const read = await call(dev.base, `/bench/cold/read?${q}&ts=${ts}`, "GET");
    const present = await call(dev.base, `/bench/cold/read?${q}&idOf=${Math.floor(COLD_CHUNKS / 2)}`, "GET");
    const absent = await call(dev.base, `/bench/cold/read?${q}&idOf=${COLD_CHUNKS + 7}`, "GET");
    const table = {
      chunks: figures.chunks,
      lines: figures.lines,
      "object MB": mb(figures.objectBytes),
      "fill s": fillSeconds.toFixed(0),
      steps: steps.length,
      "CPU s per step (median / max)": `${median(steps.map((s) => s.cpu)).toFixed(2)} / ${Math.max(...steps.map((s) => s.cpu)).toFixed(2)}`,
      "wall s per step (max)": Math.max(...steps.map((s) => s.seconds)).toFixed(1),
      "peak MB over idle (max)": mb(Math.max(...steps.map((s) => s.peak))),
      "GETs to read one line cold": read.gets,
      "an id cold: GETs, lines read (present / absent)": `${present.gets}, ${present.scanned} / ${absent.gets}, ${absent.scanned}`,
    };
    console.log(
      `\nThe cold tier: a slice of ${COLD_CHUNKS.toLocaleString("en")} chunks moved to R2 a step at a time (one run ` +
        "of the slice's alarm each), then one of its lines read from the object",
    );
    console.table([table]);
    if (read.lines.length !== 1) console.log(`reading one line cold found ${read.lines.length}`);
    if (present.lines.length !== 1 || absent.lines.length !== 0)
      console.log(`searching an id cold found ${present.lines.length} and ${absent.lines.length} lines`);
    return {
      chunks: figures.chunks,
      steps: steps.length,
      maxCpu: Math.max(...steps.map((s) => s.cpu)),
      maxPeak: Math.max(...steps.map((s) => s.peak)),
      gets: read.gets,
      idGets: [present.gets, absent.gets],
      idScanned: [present.scanned, absent.scanned],
      objectBytes: figures.objectBytes,
    };
  } finally {
    await dev.stop();
  }
}

function expectStatus(answer, status) {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${JSON.stringify(answer)}`);
}
