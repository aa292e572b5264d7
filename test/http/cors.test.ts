import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, type TestAccount } from "../helpers";

const DOCS = "https://docs.example.com";
const EVIL = "https://evil.example.net";
let listing: TestAccount;
let notListing: TestAccount;

beforeAll(async () => {
  listing = await createAccount("cors-yes");
  notListing = await createAccount("cors-no");
  const res = await client(listing).patch("/v3/pipeline/account", { cors_origins: [DOCS] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});

const preflight = (origin: string, path = "/v3/pipeline/account") =>
  call("OPTIONS", path, {
    headers: {
      origin,
      "access-control-request-method": "GET",
      "access-control-request-headers": "authorization",
    },
  });

describe("CORS preflight", () => {
  it("allows a listed origin", async () => {
    const res = await preflight(DOCS);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get("access-control-allow-origin")).toBe(DOCS);
    expect(res.headers.get("access-control-allow-methods")).toContain("PATCH");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("authorization");
    const other = await preflight(DOCS, "/v3/pipeline/gateway-route");
    expect(other.headers.get("access-control-allow-origin")).toBe(DOCS);
  });

  it("gives no allow-origin to an unlisted origin", async () => {
    for (const origin of [EVIL, "https://docs.example.com.evil.net", "http://docs.example.com", "null"]) {
      const res = await preflight(origin);
      expect(res.status).toBeLessThan(500);
      expect(res.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("stops allowing an origin once the account removes it", async () => {
    const tmp = await createAccount("cors-tmp");
    const origin = "https://tmp.example.org";
    await client(tmp).patch("/v3/pipeline/account", { cors_origins: [origin] });
    expect((await preflight(origin)).headers.get("access-control-allow-origin")).toBe(origin);
    await client(tmp).patch("/v3/pipeline/account", { cors_origins: [] });
    expect((await preflight(origin)).headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("CORS on real requests", () => {
  it("echoes the origin for the account that lists it", async () => {
    const res = await call("GET", "/v3/pipeline/account", {
      key: listing.service_key,
      headers: { origin: DOCS },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBe(DOCS);
    expect(res.headers.get("vary")?.toLowerCase()).toContain("origin");
  });

  it("does not echo the origin for an account that did not list it", async () => {
    const res = await call("GET", "/v3/pipeline/account", {
      key: notListing.service_key,
      headers: { origin: DOCS },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("does not echo an unlisted origin, even for the listing account", async () => {
    const res = await call("GET", "/v3/pipeline/account", {
      key: listing.service_key,
      headers: { origin: EVIL },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("gives no allow-origin to an unauthenticated request", async () => {
    const res = await call("GET", "/v3/pipeline/account", { headers: { origin: DOCS } });
    expect(res.status).toBe(401);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });
});
