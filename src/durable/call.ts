// Calling a Durable Object through a reset. A deploy or a restart resets objects and fails the calls in
// flight (the error carries `durableObjectReset` or `retryable`); a stub that saw the reset stays broken,
// and a new stub reaches the new instance. Callers in the request path use this so a routine restart is
// not answered 500: some senders drop a batch answered 500 rather than retry it (OTLP exporters retry only
// 429/502/503/504), and EINTERNAL is meant for bugs. Found by test/durable/fault.test.ts.

/**
 * Calls `call` on a stub from `stubOf`, and once more on a fresh stub when the object was reset during the
 * call. The retry has the effect the sender's own retry would have: if the failed call's change was written
 * before the reset, it is applied twice (a throttle may close a bucket one batch early), so only calls for
 * which that is acceptable go through here. An overloaded object is not called again.
 */
export async function callObject<S, T>(stubOf: () => S, call: (stub: S) => Promise<T>): Promise<T> {
  try {
    return await call(stubOf());
  } catch (err) {
    const e = err as { retryable?: boolean; durableObjectReset?: boolean; overloaded?: boolean } | null;
    if (!e || e.overloaded || !(e.retryable || e.durableObjectReset)) throw err;
    return call(stubOf());
  }
}
