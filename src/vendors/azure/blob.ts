// Azure Blob Storage's Shared Key and blocks; used by the azure-blob-storage destination, the Azure store.
// Azure Blob Storage with Shared Key authorization, on WebCrypto (HMAC-SHA256 under the base64 account key).
// https://learn.microsoft.com/rest/api/storageservices/authorize-with-shared-key
// The string to sign (version 2015-02-21 and later, so Content-Length is empty when zero):
//   VERB \n Content-Encoding \n Content-Language \n Content-Length \n Content-MD5 \n Content-Type \n Date \n
//   If-Modified-Since \n If-Match \n If-None-Match \n If-Unmodified-Since \n Range \n
//   CanonicalizedHeaders (every x-ms-* header, lower case, sorted, `name:value\n`)
//   CanonicalizedResource (`/<account><path as sent>`, then `\n<name>:<values>` per query parameter, names
//   lower case and sorted, values decoded, sorted and joined with commas).
// Authorization: `SharedKey <account>:<base64 signature>`.

/** The REST version sent as x-ms-version. */
export const AZURE_STORAGE_VERSION = "2025-01-05";

const encoder = new TextEncoder();

function base64ToBytes(b64: string): Uint8Array {
  const binary = atob(b64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The blob service endpoint of an account: `https://<account>.blob.core.windows.net`, or the given one. */
export const azureBlobEndpoint = (account: string, endpoint?: string) =>
  endpoint ? endpoint.replace(/\/+$/, "") : `https://${account}.blob.core.windows.net`;

/** The string Shared Key signs for a request (exported so a test can build it independently). */
export function sharedKeyStringToSign(
  method: string,
  url: string,
  account: string,
  headers: Record<string, string>,
): string {
  const h = new Map(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const get = (name: string) => h.get(name) ?? "";
  const length = get("content-length");
  const msHeaders = [...h.keys()]
    .filter((k) => k.startsWith("x-ms-"))
    .sort()
    .map((k) => `${k}:${get(k).replace(/\s+/g, " ").trim()}\n`)
    .join("");
  // The path as sent (already encoded); URL objects keep it as given.
  const match = /^[a-z]+:\/\/[^/?#]+([^?#]*)(\?[^#]*)?/i.exec(url);
  const path = match?.[1] || "/";
  const params = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(match?.[2] ?? "")) {
    const key = name.toLowerCase();
    params.set(key, [...(params.get(key) ?? []), value]);
  }
  const query = [...params.keys()]
    .sort()
    .map((name) => `\n${name}:${(params.get(name) ?? []).sort().join(",")}`)
    .join("");
  return [
    method.toUpperCase(),
    get("content-encoding"),
    get("content-language"),
    length === "0" ? "" : length,
    get("content-md5"),
    get("content-type"),
    get("date"),
    get("if-modified-since"),
    get("if-match"),
    get("if-none-match"),
    get("if-unmodified-since"),
    get("range"),
    `${msHeaders}/${account}${path}${query}`,
  ].join("\n");
}

/** The Authorization header value for a request: `SharedKey <account>:<signature>`. */
export async function sharedKeyAuthorization(
  method: string,
  url: string,
  account: string,
  accountKey: string,
  headers: Record<string, string>,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    base64ToBytes(accountKey),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const toSign = sharedKeyStringToSign(method, url, account, headers);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(toSign)));
  return `SharedKey ${account}:${bytesToBase64(signature)}`;
}

/**
 * Headers for one request, signed: x-ms-date and x-ms-version added, the body's Content-Length signed (fetch
 * sends it from the body, so it is not among the headers answered), Authorization last.
 */
export async function signAzureRequest(
  method: string,
  url: string,
  account: string,
  accountKey: string,
  headers: Record<string, string>,
  bodyLength: number,
  now = new Date(),
): Promise<Record<string, string>> {
  const all: Record<string, string> = {
    ...headers,
    "content-length": String(bodyLength),
    "x-ms-date": now.toUTCString(),
    "x-ms-version": AZURE_STORAGE_VERSION,
  };
  const authorization = await sharedKeyAuthorization(method, url, account, accountKey, all);
  const { "content-length": _, ...send } = all;
  return { ...send, authorization };
}

/** Block ids: base64 of a fixed-length string, as Put Block List wants every id of a blob the same length. */
export const azureBlockId = (n: number) => btoa(`block-${String(n).padStart(6, "0")}`);

/** The Put Block List body: the blocks in order, each the latest uploaded under its id. */
export const azureBlockListXml = (ids: string[]) =>
  `<?xml version="1.0" encoding="utf-8"?><BlockList>${ids.map((id) => `<Latest>${id}</Latest>`).join("")}</BlockList>`;

export interface AzureAccount {
  account: string;
  accountKey: string;
  /** The blob service endpoint, without a trailing slash. */
  endpoint: string;
}

/**
 * The account of a storage connection string (`DefaultEndpointsProtocol=https;AccountName=..;AccountKey=..;
 * EndpointSuffix=core.windows.net`, optionally `BlobEndpoint=..`): the blob endpoint is BlobEndpoint when
 * given, else `<protocol>://<account>.blob.<suffix>`. Throws, naming what is missing, when it has no key.
 */
export function parseAzureConnectionString(connectionString: string): AzureAccount {
  const parts = new Map<string, string>();
  for (const part of connectionString.split(";")) {
    const at = part.indexOf("=");
    // Values (the base64 key) may themselves contain `=`: split at the first one only.
    if (at > 0) parts.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  const account = parts.get("accountname");
  const accountKey = parts.get("accountkey");
  if (!account || !accountKey)
    throw new Error("the connection string has no AccountName and AccountKey (Shared Key is required)");
  const blobEndpoint = parts.get("blobendpoint");
  const protocol = parts.get("defaultendpointsprotocol") ?? "https";
  const suffix = parts.get("endpointsuffix") ?? "core.windows.net";
  return {
    account,
    accountKey,
    endpoint: blobEndpoint
      ? azureBlobEndpoint(account, blobEndpoint)
      : `${protocol}://${account}.blob.${suffix}`,
  };
}
