// API-CONTRACT section 2 on the management API: only `Authorization: Token <service key>` gets in;
// refused requests change nothing, and authentication is decided before the body or the route.
import { beforeAll, describe, expect, it } from "vitest";
import { call, client, createAccount, expectV3Error, type Json, type TestAccount } from "../helpers";

const routes = "/v3/pipeline/gateway-route";
let account: TestAccount;
let api: ReturnType<typeof client>;
let route: Json;

beforeAll(async () => {
  account = await createAccount("auth-mgmt");
  api = client(account);
  route = (await api.post(routes, { title: "auth target", type: "http" })).body.data;
});

const routeCount = async () => (await api.get(routes)).body.data.length;

/** Every gateway route and account operation, with a body where it takes one; DELETE last. */
const operations = (id: string): [string, string, unknown?][] => [
  ["GET", routes],
  ["POST", routes, { title: "sneaky", type: "http" }],
  ["GET", `${routes}/${id}`],
  ["PUT", `${routes}/${id}`, { title: "sneaky", type: "webhook" }],
  ["PATCH", `${routes}/${id}`, { title: "sneaky" }],
  ["GET", `${routes}/${id}/access-key`],
  ["POST", `${routes}/${id}/access-key`, { title: "sneaky" }],
  ["GET", "/v3/pipeline/account"],
  ["PATCH", "/v3/pipeline/account", { name: "sneaky" }],
  ["DELETE", `${routes}/${id}`],
];

describe("Authorization: Token", () => {
  it("works on every gateway route and account operation", async () => {
    const tmp = (await api.post(routes, { title: "tmp", type: "http" })).body.data;
    for (const [method, path, body] of operations(tmp.id)) {
      const res = await call(method, path, {
        headers: { authorization: `Token ${account.service_key}` },
        body,
      });
      expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});

describe("refused keys change nothing", () => {
  const refusals: [string, (a: TestAccount) => Record<string, string>, number, string][] = [
    ["no key", () => ({}), 401, "EUNAUTHORIZED"],
    ["an unknown key", () => ({ authorization: "Token sk_0000000000000000" }), 401, "EUNAUTHORIZED"],
    ["an ingestion key", (a) => ({ authorization: `Token ${a.ingestion_key}` }), 403, "EFORBIDDEN"],
    ["the servicekey header", (a) => ({ servicekey: a.service_key }), 401, "EUNAUTHORIZED"],
    [
      "HTTP Basic with the key as user name",
      (a) => ({ authorization: `Basic ${btoa(`${a.service_key}:`)}` }),
      401,
      "EUNAUTHORIZED",
    ],
  ];
  for (const [name, headers, status, code] of refusals) {
    it(`${name}: ${status} ${code} on every operation`, async () => {
      const before = { count: await routeCount(), route: (await api.get(`${routes}/${route.id}`)).body.data };
      const settings = (await api.get("/v3/pipeline/account")).body.data;
      for (const [method, path, body] of operations(route.id)) {
        const res = await call(method, path, { headers: headers(account), body });
        const err = expectV3Error(res, status, code);
        expect(err.request_id).toBe(res.headers.get("x-request-id"));
      }
      expect(await routeCount()).toBe(before.count);
      expect((await api.get(`${routes}/${route.id}`)).body.data).toEqual(before.route);
      expect((await api.get(`${routes}/${route.id}/access-key`)).body.data).toEqual([]);
      expect((await api.get("/v3/pipeline/account")).body.data).toEqual(settings);
    });
  }

  it("a key of another account is not refused but sees only its own data", async () => {
    const other = await createAccount("auth-other");
    const res = await call("GET", `${routes}/${route.id}`, { key: other.service_key });
    expectV3Error(res, 404, "ENOTFOUND");
  });
});

describe("authentication comes first", () => {
  it("answers 401 before looking at a malformed body, an unknown field or an oversized body", async () => {
    expectV3Error(await call("POST", routes, { body: "{not json" }), 401, "EUNAUTHORIZED");
    expectV3Error(
      await call("POST", routes, { body: { title: "t", type: "http", x: 1 } }),
      401,
      "EUNAUTHORIZED",
    );
    expectV3Error(await call("GET", `${routes}/not-a-uuid`), 401, "EUNAUTHORIZED");
  });

  it("answers 401, not 404, for unknown /v3 paths, so routes are not revealed", async () => {
    expectV3Error(await call("GET", "/v3/pipeline/no-such-thing/here"), 401, "EUNAUTHORIZED");
    expectV3Error(await call("GET", "/v3/nothing"), 401, "EUNAUTHORIZED");
  });

  it("accepts the Token scheme case-insensitively with extra spaces, but not other schemes", async () => {
    for (const authorization of [`token ${account.service_key}`, `Token   ${account.service_key}`]) {
      expect((await call("GET", routes, { headers: { authorization } })).status).toBe(200);
    }
    for (const authorization of [
      `Bearer ${account.service_key}`,
      `Token ${account.service_key} extra`,
      `Token${account.service_key}`,
      `apikey ${account.service_key}`,
    ]) {
      expectV3Error(await call("GET", routes, { headers: { authorization } }), 401, "EUNAUTHORIZED");
    }
  });

  it("ignores the servicekey header and Basic next to a valid Token, and refuses a bad Token next to them", async () => {
    const ok = await call("GET", routes, {
      key: account.service_key,
      headers: { servicekey: "garbage" },
    });
    expect(ok.status).toBe(200);
    const bad = await call("GET", routes, {
      headers: { authorization: "Token wrong", servicekey: account.service_key },
    });
    expectV3Error(bad, 401, "EUNAUTHORIZED");
  });

  it("the 401 and 403 messages say what to send", async () => {
    const missing = expectV3Error(await call("GET", routes), 401, "EUNAUTHORIZED");
    expect(missing.message).toContain("Authorization: Token");
    const ingestion = expectV3Error(
      await call("GET", routes, { key: account.ingestion_key }),
      403,
      "EFORBIDDEN",
    );
    expect(ingestion.message).toMatch(/service key/);
  });
});
