// The log store's hook for live tail: after a slice committed a batch (status "stored", never the
// "duplicate" answer to a sender's retry, so a retried batch is shown once), and only while the account's
// lease is live (src/tail/lease.ts: read with the layout, no extra round trip), the stored lines go to the
// account's tail object (src/durable/live-tail.ts) with the ids export gives them. The writer does not wait
// for it: the call runs under the request's waitUntil, and its failure is logged, never the sender's.
import type { Bindings } from "../env";
import type { LogRecord } from "../logstore/lines";
import { lineId } from "../logstore/slices";

/** A stored line as the tail object gets it: the record and its `_id`. */
export interface TailLine extends Omit<LogRecord, "metaJson"> {
  id: string;
}

export type TailEnv = { LIVE_TAIL?: Bindings["LIVE_TAIL"] };

/** The account's tail object. */
export const tailStub = (ns: Bindings["LIVE_TAIL"], accountId: string) =>
  ns.get(ns.idFromName(`tail:${accountId}`));

/** Whether a write plan carries a live lease (`tailUntil`, read with the account's layout). */
export function isTailing(plan: object, now = Date.now()): boolean {
  const until = (plan as { tailUntil?: unknown }).tailUntil;
  return typeof until === "number" && until > now;
}

/** The lines of a stored batch, as chunks `first`, `first + 1`, ... of `slice` hold them. */
export function storedLines(slice: string, first: number, groups: LogRecord[][]): TailLine[] {
  const lines: TailLine[] = [];
  groups.forEach((group, g) => {
    group.forEach((r, idx) => {
      lines.push({
        id: lineId(slice, first + g, idx),
        ts: r.ts,
        line: r.line,
        app: r.app,
        host: r.host,
        file: r.file,
        level: r.level,
        ip: r.ip,
        mac: r.mac,
        tags: r.tags,
        meta: r.meta,
        size: r.size,
      });
    });
  });
  return lines;
}

type WaitUntil = (promise: Promise<unknown>) => void;
let waitUntilOf: Promise<WaitUntil | null> | undefined;

/**
 * The running request's waitUntil (`cloudflare:workers`), imported on first use: the log store is also
 * loaded by pure tests in Node, where that module does not exist (and no tail object either).
 */
function backgroundRunner(): Promise<WaitUntil | null> {
  waitUntilOf ??= import("cloudflare:workers").then(
    (m) => m.waitUntil as WaitUntil,
    () => null,
  );
  return waitUntilOf;
}

/** Hands a stored batch's lines to the account's tail object, in the background; never throws. */
export function handOffToTail(env: TailEnv, accountId: string, lines: () => TailLine[]): void {
  const ns = env.LIVE_TAIL;
  if (!ns) return;
  const sending = (async () => {
    const batch = lines();
    if (batch.length === 0) return;
    await tailStub(ns, accountId).publish(batch);
  })().catch((err) => console.warn("live tail: hand-off failed", accountId, err));
  backgroundRunner().then(
    (waitUntil) => waitUntil?.(sending),
    () => {},
  );
}
