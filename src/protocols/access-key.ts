// Where senders put a push source's access key. Each protocol has its native place, and every source
// accepts them all, so a sender configured for one protocol never fails on the form of its credentials:
// `Authorization: Token|Bearer|Splunk <key>` or the bare key, HTTP Basic (the key as user name or as
// password: Splunk and Prometheus put it in the password), `X-Amz-Firehose-Access-Key` (Firehose) and
// `apikey` (the LogDNA agent and clients).
import { ApiError } from "../http/errors";

/** A missing or unknown access key; `missing` tells the two apart for protocols that do (HEC). */
export class AccessKeyError extends ApiError {
  constructor(
    readonly missing: boolean,
    message: string,
  ) {
    super("EUNAUTHORIZED", message);
  }
}

/** Every key the request presents, in the order above, without repeats (at most a few). */
export function presentedAccessKeys(headers: Headers): string[] {
  const keys: string[] = [];
  const add = (key: string | null | undefined) => {
    const trimmed = key?.trim();
    if (trimmed && trimmed.length <= 4096 && !keys.includes(trimmed)) keys.push(trimmed);
  };
  const authorization = headers.get("authorization")?.trim();
  if (authorization) {
    const scheme = /^(Token|Bearer|Splunk)\s+(\S+)$/i.exec(authorization);
    const basic = /^Basic\s+(\S+)$/i.exec(authorization);
    if (scheme) add(scheme[2]);
    else if (basic) {
      try {
        const decoded = atob(basic[1]);
        const colon = decoded.indexOf(":");
        add(colon < 0 ? decoded : decoded.slice(0, colon));
        if (colon >= 0) add(decoded.slice(colon + 1));
      } catch {
        // Not base64: no key from this header.
      }
    } else if (/^\S+$/.test(authorization)) add(authorization);
  }
  add(headers.get("x-amz-firehose-access-key"));
  add(headers.get("apikey"));
  return keys;
}

export const missingKey = () =>
  new AccessKeyError(
    true,
    "Missing access key: send 'Authorization: Token <access key>' (or the protocol's own header: Splunk, X-Amz-Firehose-Access-Key, apikey, Basic)",
  );
export const unknownKey = () => new AccessKeyError(false, "Unknown access key");
