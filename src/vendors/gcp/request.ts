// Google APIs under a service account's token; used by the GCP destinations (storage, Pub/Sub, ...).
// One request to a Google API under a service account: the access token (auth.ts) as Bearer, sent with
// the retries of the destinations (src/delivery/http-batching.ts). A 401 drops the cached token, so the
// next delivery asks for a new one.

import { type DeliveryResult, sendWithRetry } from "../../delivery/http-batching";
import { describeGoogleError, forgetGoogleToken, googleAccessToken, type ServiceAccountKey } from "./auth";

/** Retries per request: the provider's GCP resources have no option for it. */
export const GCP_MAX_RETRIES = 3;

export async function sendToGoogle(opts: {
  key: ServiceAccountKey;
  scope: string;
  url: string;
  headers: Record<string, string>;
  body: string | Uint8Array;
  ctx: { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void>; now?: () => number };
}): Promise<DeliveryResult> {
  const { key, scope, ctx } = opts;
  const token = await googleAccessToken(key, scope, { fetch: ctx.fetch, now: ctx.now });
  let unauthorized = false;
  const result = await sendWithRetry({
    urls: [opts.url],
    build: () => ({
      method: "POST",
      headers: { ...opts.headers, authorization: `Bearer ${token}` },
      body: opts.body,
    }),
    maxRetries: GCP_MAX_RETRIES,
    fetch: ctx.fetch,
    sleep: ctx.sleep,
    describe: (res, url) => {
      if (res.status === 401) unauthorized = true;
      return describeGoogleError(res, url);
    },
  });
  if (unauthorized) await forgetGoogleToken(key, scope);
  return result;
}
