// SPEC.md Authentication rule 4 end to end: an account adds a documentation site's origin to its CORS
// Origins setting; preflights from that origin are answered, and real requests get
// Access-Control-Allow-Origin only with a key of an account that lists the origin.
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, type TestAccount } from "../helpers";

const DOCS = "https://docs.example.com";
const account = "/v3/pipeline/account";
const routes = "/v3/pipeline/gateway-route";

let lister: TestAccount;
let bystander: TestAccount;

beforeAll(async () => {
  lister = await createAccount("cors-lister");
  bystander = await createAccount("cors-bystander");
});

const preflight = (origin: string, method = "POST", path = routes) =>
  call("OPTIONS", path, {
    headers: {
      origin,
      "access-control-request-method": method,
      "access-control-request-headers": "authorization, content-type",
    },
  });
const allowOrigin = (res: { headers: Headers }) => res.headers.get("access-control-allow-origin");

describe("before the origin is listed", () => {
  it("a preflight from it gets no Access-Control-Allow-Origin and no allow lists", async () => {
    const res = await preflight("https://before.example.com");
    expect(res.status).toBeLessThan(500);
    expect(allowOrigin(res)).toBeNull();
    expect(res.headers.get("access-control-allow-methods")).toBeNull();
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("after PATCH cors_origins", () => {
  beforeAll(async () => {
    const res = await client(lister).patch(account, { cors_origins: [DOCS] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it("a preflight from the listed origin is allowed for methods and headers the API uses", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      const res = await preflight(DOCS, method);
      expect(res.status, method).toBeGreaterThanOrEqual(200);
      expect(res.status, method).toBeLessThan(300);
      expect(allowOrigin(res)).toBe(DOCS);
      expect(res.headers.get("access-control-allow-methods")).toContain(method);
      const headers = res.headers.get("access-control-allow-headers")?.toLowerCase() ?? "";
      expect(headers).toContain("authorization");
      expect(headers).toContain("content-type");
      expect(res.headers.get("vary")?.toLowerCase()).toContain("origin");
    }
  });

  it("a preflight needs no key, and is not answered as an authentication failure", async () => {
    const res = await preflight(DOCS, "GET", `${routes}/00000000-0000-4000-8000-000000000000`);
    expect(res.status).toBeLessThan(300);
    expect(allowOrigin(res)).toBe(DOCS);
  });

  it("an unlisted origin gets no Access-Control-Allow-Origin, whatever its likeness to the listed one", async () => {
    const lookalikes = [
      "https://evil.example.com",
      "https://docs.example.com.evil.net",
      "https://docs.example.co",
      "https://docs.example.com:444",
      "http://docs.example.com",
      "https://DOCS.example.com",
      "https://docs.example.com/",
      "null",
      "*",
    ];
    for (const origin of lookalikes) {
      const res = await preflight(origin);
      expect(res.status, origin).toBeLessThan(500);
      expect(allowOrigin(res), origin).toBeNull();
      expect(res.headers.get("access-control-allow-methods"), origin).toBeNull();
    }
  });

  it("a real request from the listed origin with the lister's key gets Access-Control-Allow-Origin", async () => {
    const get = await call("GET", account, { key: lister.service_key, headers: { origin: DOCS } });
    expect(get.status).toBe(200);
    expect(allowOrigin(get)).toBe(DOCS);
    expect(get.headers.get("access-control-expose-headers")?.toLowerCase()).toContain("x-request-id");
    const post = await call("POST", routes, {
      key: lister.service_key,
      headers: { origin: DOCS },
      body: { title: "from the docs site", type: "http" },
    });
    expect(post.status).toBe(200);
    expect(allowOrigin(post)).toBe(DOCS);
  });

  it("the lister's error responses are readable by the page too", async () => {
    const res = await call("GET", `${routes}/00000000-0000-4000-8000-000000000000`, {
      key: lister.service_key,
      headers: { origin: DOCS },
    });
    expect(res.status).toBe(404);
    expect(allowOrigin(res)).toBe(DOCS);
    const invalid = await call("POST", routes, {
      key: lister.service_key,
      headers: { origin: DOCS },
      body: { title: "a<b", type: "http" },
    });
    expect(invalid.status).toBe(400);
    expect(allowOrigin(invalid)).toBe(DOCS);
  });

  it("another account that did not list the origin gets none, on success and on error", async () => {
    const get = await call("GET", account, { key: bystander.service_key, headers: { origin: DOCS } });
    expect(get.status).toBe(200);
    expect(allowOrigin(get)).toBeNull();
    const post = await call("POST", routes, {
      key: bystander.service_key,
      headers: { origin: DOCS },
      body: { title: "cross-site", type: "http" },
    });
    expect(allowOrigin(post)).toBeNull();
    const missing = await call("GET", `${routes}/00000000-0000-4000-8000-000000000000`, {
      key: bystander.service_key,
      headers: { origin: DOCS },
    });
    expect(allowOrigin(missing)).toBeNull();
  });

  it("an ingestion key of the lister gets none (the request is refused)", async () => {
    const res = await call("GET", account, { key: lister.ingestion_key, headers: { origin: DOCS } });
    expect(res.status).toBe(403);
    expect(allowOrigin(res)).toBeNull();
  });

  it("a request without an Origin header gets no CORS headers", async () => {
    const res = await call("GET", account, { key: lister.service_key });
    expect(res.status).toBe(200);
    expect(allowOrigin(res)).toBeNull();
  });
});

describe("changes to the setting", () => {
  it("other settings changes keep the origin allowed", async () => {
    const tmp = await createAccount("cors-keep");
    const origin = "https://keep.example.org";
    const api = client(tmp);
    expect((await api.patch(account, { cors_origins: [origin] })).status).toBe(200);
    expect((await api.patch(account, { name: "renamed", retention_days: 10 })).status).toBe(200);
    expect(allowOrigin(await preflight(origin))).toBe(origin);
    const real = await call("GET", account, { key: tmp.service_key, headers: { origin } });
    expect(allowOrigin(real)).toBe(origin);
  });

  it("a refused PATCH does not change which origins are allowed", async () => {
    const tmp = await createAccount("cors-refused");
    const api = client(tmp);
    const origin = "https://refused.example.org";
    const res = await api.patch(account, { cors_origins: [origin], retention_days: 0 });
    expect(res.status).toBe(400);
    expect(allowOrigin(await preflight(origin))).toBeNull();
    const real = await call("GET", account, { key: tmp.service_key, headers: { origin } });
    expect(allowOrigin(real)).toBeNull();
  });

  it("an origin listed by two accounts stays allowed for the one that keeps it", async () => {
    const a = await createAccount("cors-a");
    const b = await createAccount("cors-b");
    const origin = "https://shared.example.org";
    expect((await client(a).patch(account, { cors_origins: [origin] })).status).toBe(200);
    expect((await client(b).patch(account, { cors_origins: [origin, "https://b.example.org"] })).status).toBe(
      200,
    );
    expect((await client(a).patch(account, { cors_origins: [] })).status).toBe(200);

    expect(allowOrigin(await preflight(origin))).toBe(origin);
    expect(allowOrigin(await call("GET", account, { key: b.service_key, headers: { origin } }))).toBe(origin);
    expect(allowOrigin(await call("GET", account, { key: a.service_key, headers: { origin } }))).toBeNull();

    expect((await client(b).patch(account, { cors_origins: ["https://b.example.org"] })).status).toBe(200);
    expect(allowOrigin(await preflight(origin))).toBeNull();
    expect(allowOrigin(await preflight("https://b.example.org"))).toBe("https://b.example.org");
  });
});
