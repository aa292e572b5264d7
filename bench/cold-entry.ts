// The benchmark's entry point for the cold tier (bench/cold.mjs): the Worker as src/index.ts serves it, plus
// three routes under /bench/ that only this entry has (a deployed Worker never answers them):
// - POST /bench/cold/fill?account=&slice=&chunks=&from=: stores `chunks` small chunks (two lines each, as the
//   Worker encodes full ones) into one slice, from chunk number `from`, a thousand a call of the slice;
// - POST /bench/cold/start and /bench/cold/step?account=&slice=: starts the slice's move to R2 without its
//   alarm, and takes one step of it (what the alarm does a run at a time);
// - GET /bench/cold/read?account=&slice=&ts=: reads the line of time `ts` from the cold slice's object as a
//   reader would, counting the GETs it made; with &idOf=c, every line of the slice holding the request id of
//   chunk c's first line instead (a chunk past the fill: an id no line holds).

import { parseQuery } from "../src/engine/query";
import type { Bindings } from "../src/env";
import worker from "../src/index";
import { coldKeyOf } from "../src/jobs/cold-tier";
import { encodeChunk } from "../src/logstore/chunk";
import { sliceReader } from "../src/logstore/slice-handle";
import { identityOf, parseSliceId } from "../src/logstore/slices";
import { logSliceStub } from "../src/logstore/store";

export * from "../src/index";

const PER_CALL = 1000;

/** The 32-hex request id of line `i` of chunk `c` (bench/cold.mjs searches one cold). */
function requestId(c: number, i: number): string {
  let x = (c * 2 + i + 1) >>> 0;
  let out = "";
  for (let k = 0; k < 4; k++) {
    x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d) >>> 0;
    x = (Math.imul(x ^ (x >>> 12), 0x297a2d39) ^ k) >>> 0;
    out += x.toString(16).padStart(8, "0");
  }
  return out;
}

async function bench(url: URL, env: Bindings): Promise<Response> {
  const account = url.searchParams.get("account") ?? "";
  const slice = url.searchParams.get("slice") ?? "";
  const parts = parseSliceId(slice);
  if (!parts) return new Response("bad slice", { status: 400 });
  const stub = logSliceStub(env, account, slice);
  const key = coldKeyOf(account, slice);
  switch (url.pathname) {
    case "/bench/cold/fill": {
      const count = Number(url.searchParams.get("chunks"));
      const from = Number(url.searchParams.get("from") ?? 0);
      const identity = identityOf(account, parts);
      for (let first = from; first < from + count; first += PER_CALL) {
        const chunks = Array.from({ length: Math.min(PER_CALL, from + count - first) }, (_, k) => {
          const c = first + k;
          const ts = parts.bucketStart + c * 250;
          const line = (i: number) => ({
            ts: ts + i,
            line: `GET /v1/items/${c} status=200 request_id=${requestId(c, i)} took ${c % 97}ms`,
            app: "api",
            host: "web-1",
            file: "",
            level: "INFO",
            ip: "",
            mac: "",
            tags: [],
            meta: null,
            size: 60,
          });
          return encodeChunk([line(0), line(1)]);
        });
        await stub.write({
          identity,
          key: `fill:${first}`,
          keepMs: 60_000,
          chunks,
          segments: [],
          usage: [],
          savings: [],
          maxBytes: 9 * 1024 ** 3,
        });
      }
      await stub.flushNow();
      return Response.json(await stub.describe());
    }
    case "/bench/cold/start":
      return Response.json(await stub.startFreeze(key, false));
    case "/bench/cold/step":
      return Response.json((await stub.freezeStepNow()) ?? { status: "freezing" });
    case "/bench/cold/read": {
      const ts = Number(url.searchParams.get("ts"));
      let gets = 0;
      const counting = {
        get: (k: string, options?: R2GetOptions) => {
          gets++;
          return env.LOG_COLD.get(k, options);
        },
      } as unknown as R2Bucket;
      const reader = sliceReader({ ...env, LOG_COLD: counting }, account, {
        slice,
        state: "cold",
        coldKey: key,
      });
      const idOf = url.searchParams.get("idOf");
      const id = idOf === null ? null : requestId(Number(idOf), 0);
      const answer = await reader.scan({
        from: id ? parts.bucketStart : ts,
        to: id ? parts.bucketStart + parts.bucketHours * 3_600_000 : ts,
        apps: [],
        hosts: [],
        levels: [],
        query: id ? parseQuery(id) : null,
        scope: null,
        index: null,
        direction: "asc",
        after: null,
        limit: id ? 10 : 1,
        maxBytes: 1 << 20,
      });
      return Response.json({ gets, lines: answer.lines.map((l) => l.line), scanned: answer.scanned });
    }
  }
  return new Response("not found", { status: 404 });
}

export default {
  ...worker,
  fetch: (request: Request, env: Bindings, ctx: ExecutionContext) => {
    const url = new URL(request.url);
    return url.pathname.startsWith("/bench/cold/") ? bench(url, env) : worker.fetch(request, env, ctx);
  },
} satisfies ExportedHandler<Bindings>;
