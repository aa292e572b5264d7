// Reading what the test receiver (test/receiver.mjs) got. Live runs queue what their destinations receive and
// the delivery queue's consumer sends it after the sender's answer, so a test waits for what it expects and
// then a little longer, to see anything more (a duplicate) that would follow.
import { env } from "cloudflare:test";
import type { Json } from "./helpers";

export interface ReceivedRequest {
  method: string;
  headers: Record<string, string>;
  body: string;
  body_base64: string;
  /** What the receiver answered (503 for /fail-n/, 400 for /refuse-n/, else 200). */
  status: number;
}

export async function receivedAt(path: string, base = env.RECEIVER_URL): Promise<ReceivedRequest[]> {
  return (await (await fetch(`${base}/_received${path}`)).json()) as ReceivedRequest[];
}

/**
 * The requests at `path` once `done` holds for them (by default: at least `count` requests), and `settleMs`
 * more have passed; fails after `timeoutMs`.
 */
export async function receivedWhen(
  path: string,
  done: number | ((requests: ReceivedRequest[]) => boolean),
  { timeoutMs = 15_000, settleMs = 300, base = env.RECEIVER_URL } = {},
): Promise<ReceivedRequest[]> {
  const test = typeof done === "number" ? (r: ReceivedRequest[]) => r.length >= done : done;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const requests = await receivedAt(path, base);
    if (test(requests)) {
      await new Promise((r) => setTimeout(r, settleMs));
      return receivedAt(path, base);
    }
    if (Date.now() > until)
      throw new Error(
        `timed out waiting at ${path}: ${requests.length} requests (${JSON.stringify(requests.map((r) => r.status))})`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Polls `read` until `done` holds for its value; fails after `timeoutMs` with the last value. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last: ${JSON.stringify(value as Json)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
