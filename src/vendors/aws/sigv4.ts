// AWS SigV4; used by the S3 and Elasticsearch destinations, the S3/SQS pulls, the S3 object store.
// AWS Signature Version 4 for a request sent with fetch, on WebCrypto (HMAC-SHA256, SHA-256).
// https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html
import { toHex } from "../../lib/secrets";

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignInput {
  method: string;
  /** Absolute URL; its path must already be URI-encoded the way it will be sent. */
  url: string;
  /** Headers to sign and send (host is taken from the URL). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  region: string;
  service: string;
  credentials: AwsCredentials;
  date: Date;
}

export interface Signed {
  /** The headers to send: the input's, plus x-amz-date and authorization. */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signedHeaders: string;
  signature: string;
  authorization: string;
}

const encoder = new TextEncoder();

const hex = (buf: ArrayBuffer) => toHex(new Uint8Array(buf));

export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

async function hmac(key: ArrayBuffer | Uint8Array, data: string): Promise<ArrayBuffer> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return crypto.subtle.sign("HMAC", k, encoder.encode(data));
}

/** RFC 3986 encoding as SigV4 wants it: only A-Z a-z 0-9 - . _ ~ are left alone (and `/` unless asked). */
export function uriEncode(s: string, encodeSlash = true): string {
  let out = "";
  for (const byte of encoder.encode(s)) {
    const c = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(c) || (c === "/" && !encodeSlash)) out += c;
    else out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** The query string with names and values decoded, re-encoded and sorted, as the canonical form wants. */
export function canonicalQuery(search: string): string {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (!query) return "";
  const decode = (v: string) => decodeURIComponent(v.replace(/\+/g, "%20"));
  return query
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq < 0 ? pair : pair.slice(0, eq);
      const value = eq < 0 ? "" : pair.slice(eq + 1);
      return [uriEncode(decode(name)), uriEncode(decode(value))];
    })
    .sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([n, v]) => `${n}=${v}`)
    .join("&");
}

/** The canonical URI: S3 signs the path as sent; other services sign it encoded once more. */
function canonicalPath(path: string, service: string): string {
  if (!path) return "/";
  if (service === "s3") return path;
  return path
    .split("/")
    .map((segment) => uriEncode(segment))
    .join("/");
}

/** 20150830T123600Z */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, "");

export async function signingKey(secret: string, day: string, region: string, service: string) {
  const kDate = await hmac(encoder.encode(`AWS4${secret}`), day);
  const kRegion = await hmac(kDate, region);
  const kService = await hmac(kRegion, service);
  return hmac(kService, "aws4_request");
}

export async function signV4(input: SignInput): Promise<Signed> {
  // Split by hand: URL objects would re-encode the path and the query.
  const match = /^[a-z]+:\/\/([^/?#]+)([^?#]*)(\?[^#]*)?/i.exec(input.url);
  if (!match) throw new Error(`cannot sign ${input.url}: not an absolute URL`);
  const [, authority, path, search = ""] = match;
  const host = new URL(input.url).host; // drops the default port, as the Host header does
  const stamp = amzDate(input.date);
  const day = stamp.slice(0, 8);

  const all = new Map<string, string>();
  for (const [name, value] of Object.entries(input.headers))
    all.set(name.toLowerCase(), value.trim().replace(/\s+/g, " "));
  all.set("host", host || authority);
  all.set("x-amz-date", stamp);
  const names = [...all.keys()].sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(path, input.service),
    canonicalQuery(search),
    `${names.map((n) => `${n}:${all.get(n)}`).join("\n")}\n`,
    signedHeaders,
    input.payloadHash,
  ].join("\n");
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, await sha256Hex(canonicalRequest)].join("\n");
  const key = await signingKey(input.credentials.secretAccessKey, day, input.region, input.service);
  const signature = hex(await hmac(key, stringToSign));
  const authorization = `AWS4-HMAC-SHA256 Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  // Host is left to fetch, which sets it from the URL (and may not be given it).
  const headers: Record<string, string> = { ...input.headers, "x-amz-date": stamp, authorization };
  return { headers, canonicalRequest, stringToSign, signedHeaders, signature, authorization };
}
