// Why a request to a third party (a destination, a webhook, a notification channel, an archive bucket, a
// pulled source) got no usable answer, in words a user can act on: one mapping for every caller.
//
// The runtime hides most causes. workerd throws "internal error; reference = …" for a DNS failure and for a
// TLS failure alike (the cause goes to its own log only) and "Network connection lost." for a refused or
// reset connection; on Cloudflare a subrequest whose origin fails is answered by the edge instead, with a
// 52x or 530 status and "error code: NNNN". So a thrown error that names no cause is diagnosed with one plain
// TCP connection to the same host and port (cloudflare:sockets): it opens → the host is reachable and the
// TLS handshake (for https) or the exchange failed; it does not → the name did not resolve (a refused
// connection is the other message).

/** How long the diagnosing connection may take before the failure is said without it. */
const DIAGNOSIS_MS = 3_000;

/** The edge's own codes (its error pages say "error code: NNNN"), and what each means for the request. */
const EDGE_CODES: Record<string, string> = {
  "1016": "DNS lookup failed: the host's name does not resolve",
  "521": "connection refused by the host",
  "522": "connecting to the host timed out",
  "523": "the host is unreachable",
  "524": "the host accepted the connection but did not answer in time",
  "525": "TLS handshake with the host failed",
  "526": "the host's TLS certificate is not valid",
};

const hostOf = (url: URL) => `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;

/** Whether a plain TCP connection to the URL's host and port opens (null: no answer either way in time). */
async function tcpOpens(url: URL): Promise<boolean | null> {
  try {
    // Loaded when needed: the module is the runtime's, and the code that says failures also runs in Node's
    // unit tests, where it is not.
    const { connect } = await import("cloudflare:sockets");
    const socket = connect(
      { hostname: url.hostname, port: Number(url.port || (url.protocol === "https:" ? 443 : 80)) },
      { secureTransport: "off", allowHalfOpen: false },
    );
    socket.closed.catch(() => {}); // rejects too when the connection fails: said through `opened`
    let timer: ReturnType<typeof setTimeout> | undefined;
    const opened = await Promise.race([
      socket.opened.then(
        () => true,
        () => false,
      ),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), DIAGNOSIS_MS);
      }),
    ]);
    clearTimeout(timer);
    socket.close().catch(() => {});
    return opened;
  } catch {
    return false;
  }
}

/**
 * Why a fetch of `target` threw `err`: a timeout, a DNS failure, a refused or lost connection, a failed TLS
 * handshake, or (when no cause can be told) the runtime's own message. `timeoutMs`: the caller's deadline,
 * named when it was the cause.
 */
export async function networkFailure(err: unknown, target: string, timeoutMs?: number): Promise<string> {
  const message = err instanceof Error ? err.message : String(err);
  const name = err instanceof Error ? err.name : "";
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return message;
  }
  const host = hostOf(url);
  if (name === "TimeoutError" || name === "AbortError")
    return timeoutMs === undefined
      ? `timeout: ${host} did not answer in time`
      : `timeout: ${host} did not answer within ${timeoutMs / 1000} s`;
  if (/DNS lookup failed|ENOTFOUND|Name or service not known/i.test(message))
    return `DNS lookup failed: ${url.hostname} does not resolve`;
  if (/Network connection lost|ECONNREFUSED|connection refused|ECONNRESET/i.test(message))
    return `connection refused or reset by ${host}`;
  if (/internal error/i.test(message)) {
    const opens = await tcpOpens(url);
    if (opens === false)
      return `DNS lookup failed: ${url.hostname} does not resolve (no connection to ${host})`;
    if (opens === true && url.protocol === "https:")
      return `TLS handshake with ${host} failed (it does not speak TLS there, or its certificate is not trusted)`;
    if (opens === true) return `${host} accepted the connection, then the request failed`;
    return `timeout: connecting to ${host} took longer than ${DIAGNOSIS_MS / 1000} s`;
  }
  return message;
}

/**
 * Why a TCP connection (cloudflare:sockets: the Kafka clients) to `host:port` did not open. The runtime says
 * "proxy request failed, cannot connect to the specified address" (and suggests fetch) for an unresolvable
 * name and a refused port alike: said as both, without the suggestion.
 */
export function socketFailure(err: unknown, host: string, port: number): string {
  const message = err instanceof Error ? err.message : String(err);
  if (/cannot connect to the specified address/i.test(message))
    return `no connection to ${host}:${port} (DNS lookup failed, or the port refused the connection)`;
  return message;
}

/**
 * A failed answer's status, with what it means when the edge, not the host, gave it (a 52x or 530 whose
 * body says "error code: NNNN"): `530 (DNS lookup failed: …)`. A host's own 521 stays a bare 521.
 */
export function statusText(status: number, body: string): string {
  if (status !== 530 && (status < 520 || status > 527)) return String(status);
  const code = /error code:\s*(\d{3,4})/i.exec(body)?.[1];
  const meaning = code ? EDGE_CODES[code] : undefined;
  return meaning ? `${status} (${meaning})` : String(status);
}
