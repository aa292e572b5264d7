// OpenStack Swift and Keystone v3; used by archiving.
// OpenStack Swift behind Keystone v3: password authentication scoped to a project (LogDNA's `tenantname`),
// the token from X-Subject-Token and the object-store endpoint from the token's catalog.
// https://docs.openstack.org/api-ref/identity/v3/#password-authentication-with-scoped-authorization
// https://docs.openstack.org/api-ref/object-store/

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
