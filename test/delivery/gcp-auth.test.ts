// The Google service-account token flow (src/vendors/gcp/auth.ts) through an injected fetch: the JWT
// is checked with WebCrypto against the public half of a key made here; tokens are reused until a minute
// before they expire, then renewed; a 401 from an API drops the cached token.
import { describe, expect, it } from "vitest";
import { googleAccessToken, parseServiceAccount } from "../../src/vendors/gcp/auth";
import { sendToGoogle } from "../../src/vendors/gcp/request";

const pem = (der: ArrayBuffer) =>
  `-----BEGIN PRIVATE KEY-----\n${btoa(String.fromCharCode(...new Uint8Array(der)))}\n-----END PRIVATE KEY-----\n`;

async function setup() {
  const pair = (await crypto.subtle.generateKey(
    {
      name: "RSASSA-PKCS1-v1_5",
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: "SHA-256",
    },
    true,
    ["sign", "verify"],
  )) as CryptoKeyPair;
  const key = parseServiceAccount(
    JSON.stringify({
      client_email: `sa-${crypto.randomUUID()}@p.iam.gserviceaccount.com`,
      private_key: pem((await crypto.subtle.exportKey("pkcs8", pair.privateKey)) as ArrayBuffer),
      token_uri: "https://oauth2.example/token",
    }),
  );
  const issued: Record<string, unknown>[] = [];
  const apiCalls: string[] = [];
  let apiStatus = 200;
  const fetch = (async (url: string, init: RequestInit) => {
    if (url === "https://oauth2.example/token") {
      const form = new URLSearchParams(String(init.body));
      expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
      const [h, c, s] = (form.get("assertion") ?? "").split(".");
      const bytes = (b64u: string) =>
        Uint8Array.from(atob(b64u.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
      const ok = await crypto.subtle.verify(
        "RSASSA-PKCS1-v1_5",
        pair.publicKey,
        bytes(s),
        new TextEncoder().encode(`${h}.${c}`),
      );
      expect(ok).toBe(true);
      expect(JSON.parse(new TextDecoder().decode(bytes(h)))).toEqual({ alg: "RS256", typ: "JWT" });
      const claims = JSON.parse(new TextDecoder().decode(bytes(c)));
      issued.push(claims);
      return Response.json({ access_token: `tok-${issued.length}`, expires_in: 3600, token_type: "Bearer" });
    }
    apiCalls.push(String((init.headers as Record<string, string>).authorization));
    return new Response("{}", { status: apiStatus });
  }) as typeof globalThis.fetch;
  return { key, fetch, issued, apiCalls, setStatus: (s: number) => (apiStatus = s) };
}

describe("googleAccessToken", () => {
  it("signs {iss, scope, aud, iat, exp} and caches the token until a minute before it expires", async () => {
    const { key, fetch, issued } = await setup();
    let now = 1_700_000_000_000;
    const opts = { fetch, now: () => now };
    expect(await googleAccessToken(key, "scope-a", opts)).toBe("tok-1");
    expect(issued[0]).toEqual({
      iss: key.client_email,
      scope: "scope-a",
      aud: "https://oauth2.example/token",
      iat: 1_700_000_000,
      exp: 1_700_003_600,
    });
    now += 3_500_000;
    expect(await googleAccessToken(key, "scope-a", opts)).toBe("tok-1");
    expect(await googleAccessToken(key, "scope-b", opts)).toBe("tok-2");
    now += 60_000;
    expect(await googleAccessToken(key, "scope-a", opts)).toBe("tok-3");
    expect(issued).toHaveLength(3);
  });

  it("drops the cached token when an API answers 401", async () => {
    const { key, fetch, issued, apiCalls, setStatus } = await setup();
    const ctx = { fetch, sleep: async () => {} };
    const send = () =>
      sendToGoogle({ key, scope: "s", url: "https://api.example/x", headers: {}, body: "{}", ctx });
    setStatus(401);
    const refused = await send();
    expect(refused).toMatchObject({ ok: false, attempts: 1 });
    expect(refused.error).toContain("answered 401");
    setStatus(200);
    expect((await send()).ok).toBe(true);
    expect(apiCalls).toEqual(["Bearer tok-1", "Bearer tok-2"]);
    expect(issued).toHaveLength(2);
  });

  it("refuses a key file without a private key, naming the field", () => {
    expect(() => parseServiceAccount('{"client_email":"a@b"}')).toThrow(/private_key/);
    expect(() => parseServiceAccount("not json")).toThrow(/not JSON/);
  });
});
