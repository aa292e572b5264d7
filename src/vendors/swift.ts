// OpenStack Swift and Keystone v3, a container as an ObjectWriter; used by archiving.
// OpenStack Swift behind Keystone v3: password authentication scoped to a project (LogDNA's `tenantname`),
// the token from X-Subject-Token and the object-store endpoint from the token's catalog; an object is one PUT
// into the container (created when missing), buffered, so at most SWIFT_MAX_OBJECT_BYTES.
// https://docs.openstack.org/api-ref/identity/v3/#password-authentication-with-scoped-authorization
// https://docs.openstack.org/api-ref/object-store/
import { concatBytes } from "../lib/bytes";
import { describeFailedAnswer } from "../lib/storage-errors";
import { uriEncode } from "./aws/sigv4";
import { fetchOrThrow, type RequestOptions, sendOrThrow } from "./http";
import type { ObjectWriter, StoreOptions } from "./object-store";

export interface KeystoneCredentials {
  authUrl: string;
  username: string;
  password: string;
  project: string;
}

export interface SwiftSession {
  token: string;
  /** The object-store endpoint (public interface), e.g. https://swift.example.com/v1/AUTH_<project id>. */
  storageUrl: string;
}

/**
 * The token URL for an auth URL as configured: `<authurl>/v3/auth/tokens`, or `<authurl>/auth/tokens` when it
 * already ends in /v3, or the URL itself when it already ends in /v3/auth/tokens.
 */
export function keystoneTokenUrl(authUrl: string): string {
  const base = authUrl.replace(/[?#].*$/, "").replace(/\/+$/, "");
  if (/\/v3\/auth\/tokens$/i.test(base)) return base;
  if (/\/v3$/i.test(base)) return `${base}/auth/tokens`;
  return `${base}/v3/auth/tokens`;
}

/**
 * Keystone v3's password authentication body. User and project are looked up in the `default` domain:
 * LogDNA's fields name no domain.
 */
export const keystoneAuthBody = (c: KeystoneCredentials) => ({
  auth: {
    identity: {
      methods: ["password"],
      password: { user: { name: c.username, domain: { id: "default" }, password: c.password } },
    },
    scope: { project: { name: c.project, domain: { id: "default" } } },
  },
});

interface CatalogEntry {
  type?: string;
  endpoints?: { interface?: string; url?: string; region?: string }[];
}

/** The public object-store endpoint of a Keystone v3 catalog (the first one), or undefined. */
export function objectStoreUrl(catalog: unknown): string | undefined {
  if (!Array.isArray(catalog)) return undefined;
  const store = (catalog as CatalogEntry[]).find((e) => e?.type === "object-store");
  const endpoint = store?.endpoints?.find((e) => e?.interface === "public" && typeof e.url === "string");
  return endpoint?.url?.replace(/\/+$/, "");
}

/** Keystone's error body `{"error": {"code", "title", "message"}}`: its message, else a snippet. */
export function keystoneErrorDetail(text: string): string {
  try {
    const error = (JSON.parse(text) as { error?: { message?: unknown; title?: unknown } }).error;
    const message = error?.message ?? error?.title;
    if (typeof message === "string" && message !== "") return message.slice(0, 300);
  } catch {}
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}

/** A Keystone v3 token and the object-store endpoint of its catalog. */
export async function keystoneSession(
  c: KeystoneCredentials,
  options: RequestOptions = {},
): Promise<SwiftSession> {
  const what = "Keystone token request";
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(keystoneAuthBody(c)),
  };
  const res = await fetchOrThrow(what, keystoneTokenUrl(c.authUrl), init, options);
  const text = await res.text().catch(() => "");
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${keystoneErrorDetail(text)}`);
  const token = res.headers.get("x-subject-token");
  if (!token) throw new Error(`${what} answered ${res.status} without X-Subject-Token`);
  let catalog: unknown;
  try {
    catalog = (JSON.parse(text) as { token?: { catalog?: unknown } }).token?.catalog;
  } catch {}
  const storageUrl = objectStoreUrl(catalog);
  if (!storageUrl) throw new Error(`${what}: the token's catalog has no public object-store endpoint`);
  return { token, storageUrl };
}

/** The most one buffered PUT holds (the object is in memory until it is sent). */
export const SWIFT_MAX_OBJECT_BYTES = 64 * 1_048_576;

export interface SwiftContainer extends KeystoneCredentials {
  container: string;
  /** X-Delete-After of every object written. */
  deleteAfterSeconds?: number;
}

/**
 * A container as an ObjectWriter, named `swift://<container>` unless options.name says: the parts are held,
 * then complete() takes a Keystone token and PUTs the object; a container that does not exist (404) is
 * created and the PUT sent again.
 */
export function swiftWriter(c: SwiftContainer, options: StoreOptions = {}): ObjectWriter {
  const name = options.name ?? `swift://${c.container}`;
  const maxObject = { bytes: SWIFT_MAX_OBJECT_BYTES, request: "one Swift PUT" };
  return {
    name,
    maxObject,
    upload(key, contentType, metadata = {}) {
      const where = `${name}/${key}`;
      let parts: Uint8Array[] = [];
      let size = 0;
      return {
        async part(bytes) {
          size += bytes.byteLength;
          if (size > maxObject.bytes)
            throw new Error(
              `${where} is more than ${maxObject.bytes / 1_048_576} MiB, the most ${maxObject.request} is built for`,
            );
          parts.push(bytes);
        },
        async complete() {
          const body = concatBytes(parts, size);
          parts = [];
          const session = await keystoneSession(c, options);
          const containerUrl = `${session.storageUrl}/${uriEncode(c.container)}`;
          const url = `${containerUrl}/${uriEncode(key, false)}`;
          const headers: Record<string, string> = {
            "x-auth-token": session.token,
            "content-type": contentType,
          };
          for (const [field, value] of Object.entries(metadata)) headers[`x-object-meta-${field}`] = value;
          if (c.deleteAfterSeconds !== undefined) headers["x-delete-after"] = String(c.deleteAfterSeconds);
          const what = `Swift PUT ${where}`;
          let res = await fetchOrThrow(what, url, { method: "PUT", headers, body }, options);
          if (res.status === 404) {
            await res.body?.cancel();
            const created = await sendOrThrow(
              `Swift container PUT ${name}`,
              containerUrl,
              { method: "PUT", headers: { "x-auth-token": session.token } },
              options,
            );
            await created.body?.cancel();
            res = await fetchOrThrow(what, url, { method: "PUT", headers, body }, options);
          }
          if (!res.ok) throw new Error(await describeFailedAnswer(res, what));
          await res.body?.cancel();
        },
        async abort() {
          parts = [];
        },
      };
    },
  };
}
