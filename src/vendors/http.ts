// One HTTP request of a vendor client that throws on failure; used by the object stores, IBM IAM and Keystone.
// A network failure or a timeout is thrown as `<what> failed: <why>`, a failed answer (sendOrThrow) as
// `<what> answered <status>: <detail>` (src/lib/storage-errors.ts): never a credential, none is in either.
import { networkFailure } from "../lib/network-failure";
import { describeFailedAnswer } from "../lib/storage-errors";

export interface RequestOptions {
  /** The fetch to send with (tests inject one); the global fetch, as it is at the call, when absent. */
  fetch?: typeof fetch;
  /** A request that neither answers nor fails within this long fails; no limit when absent. */
  timeoutMs?: number;
}

/** fetch under the options' timeout; a network error or timeout is thrown as `<what> failed: <why>`. */
export async function fetchOrThrow(
  what: string,
  url: string,
  init: RequestInit,
  options: RequestOptions = {},
): Promise<Response> {
  const { timeoutMs } = options;
  const fetcher = options.fetch ?? fetch;
  try {
    return await fetcher(
      url,
      timeoutMs === undefined ? init : { ...init, signal: AbortSignal.timeout(timeoutMs) },
    );
  } catch (err) {
    throw new Error(`${what} failed: ${await networkFailure(err, url, timeoutMs)}`);
  }
}

/** fetchOrThrow that also throws `<what> answered <status>: ...` for an answer that is not 2xx. */
export async function sendOrThrow(
  what: string,
  url: string,
  init: RequestInit,
  options: RequestOptions = {},
): Promise<Response> {
  const res = await fetchOrThrow(what, url, init, options);
  if (!res.ok) throw new Error(await describeFailedAnswer(res, what));
  return res;
}
