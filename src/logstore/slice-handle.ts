// Reading a slice wherever it is: a hot slice answers from its Durable Object; a cold one (its catalog row
// says so) is read here, from its R2 object (src/logstore/cold.ts), with the same algorithms
// (src/logstore/slice-read.ts), so no object is woken for it.
import type { Bindings } from "../env";
import { unavailable } from "../http/errors";
import type { PlannedSlice } from "./catalog";
import { coldSource } from "./cold";
import type { AggregateAnswer, AggregateRequest, ScanAnswer, ScanRequest, SliceLine } from "./slice-protocol";
import { aggregateChunks, lineAtChunk, scanChunks } from "./slice-read";
import { callSlice, logSliceStub } from "./store";

export interface SliceReader {
  scan(req: ScanRequest): Promise<ScanAnswer>;
  aggregate(req: AggregateRequest): Promise<AggregateAnswer>;
  /** The line at (chunk, idx), if the slice holds one. */
  lineAt(chunk: number, idx: number): Promise<SliceLine | null>;
}

export function sliceReader(
  env: Pick<Bindings, "LOG_SLICE" | "LOG_COLD">,
  accountId: string,
  slice: Pick<PlannedSlice, "slice" | "state" | "coldKey">,
): SliceReader {
  const coldKey = slice.state === "cold" ? slice.coldKey : null;
  if (coldKey) {
    const cold = async <T>(read: (source: Awaited<ReturnType<typeof coldSource>>) => Promise<T>) => {
      try {
        return await read(await coldSource(env.LOG_COLD, coldKey));
      } catch (err) {
        throw unavailable("The log store's cold tier", err);
      }
    };
    return {
      scan: (req) => cold((source) => scanChunks(source, req)),
      aggregate: (req) => cold((source) => aggregateChunks(source, req)),
      lineAt: (chunk, idx) => cold((source) => lineAtChunk(source, chunk, idx)),
    };
  }
  // One stub for the reader's calls: a stub per call left each call's answer to the garbage collector, which
  // let an export's memory grow with its size.
  let stub = logSliceStub(env, accountId, slice.slice);
  const call = async <T>(method: (s: typeof stub) => Promise<unknown>) => {
    try {
      return await callSlice<T>(env, accountId, slice.slice, method, stub);
    } catch (err) {
      // After a reset the stub is broken: the next call takes a new one.
      stub = logSliceStub(env, accountId, slice.slice);
      throw err;
    }
  };
  return {
    scan: (req) => call<ScanAnswer>((s) => s.scan(req)),
    aggregate: (req) => call<AggregateAnswer>((s) => s.aggregate(req)),
    lineAt: (chunk, idx) => call<SliceLine | null>((s) => s.lineAt(chunk, idx)),
  };
}
