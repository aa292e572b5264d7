// SPEC.md's gateway route field rules, method by method: what each of POST, PUT and PATCH accepts and
// refuses, with the refused request leaving the route exactly as it was.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";
import { SPEC_ROUTE_KINDS } from "../spec-kinds";

const base = "/v3/pipeline/gateway-route";
const SPEC_KINDS = [...SPEC_ROUTE_KINDS];

/** Each title that breaks one rule: empty, too long, each forbidden character, not a string. */
const BAD_TITLES: [string, unknown][] = [
  ["empty", ""],
  ["513 characters", "t".repeat(513)],
  ["<", "open <tag"],
  [">", "close> tag"],
  ['"', 'a "quoted" title'],
  ["only <", "<"],
  ["a number", 42],
  ["null", null],
  ["an array", ["title"]],
];

let api: ReturnType<typeof client>;

beforeAll(async () => {
  api = client(await createAccount("gw-rules"));
});

async function create(body: Json = {}) {
  const res = await api.post(base, { title: "rules", type: "http", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

/** The distinct JSON pointers of the error details (one value may break several rules). */
const pointers = (body: Json) => [...new Set((body.errors ?? []).map((e: Json) => e.instancePath))];

describe("POST: title", () => {
  for (const [name, title] of BAD_TITLES) {
    it(`refuses a title that is ${name}`, async () => {
      const before = (await api.get(base)).body.data.length;
      const body = expectV3Error(await api.post(base, { title, type: "http" }), 400, "EVALIDATION");
      expect(pointers(body)).toEqual(["/title"]);
      expect((await api.get(base)).body.data.length).toBe(before);
    });
  }

  it("accepts 1 and 512 characters, spaces, quotes other than the double quote, and non-ASCII", async () => {
    for (const title of ["x", "t".repeat(512), "with spaces & 'single' quotes", "Journaux – été 🚀"]) {
      const res = await api.post(base, { title, type: "http" });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.title).toBe(title);
    }
  });
});

describe("POST: description and flags", () => {
  it("applies the minimum length and the pattern to the description", async () => {
    for (const description of ["", "<", "a > b", 'say "x"']) {
      const body = expectV3Error(
        await api.post(base, { title: "d", type: "http", description }),
        400,
        "EVALIDATION",
      );
      expect(pointers(body)).toEqual(["/description"]);
    }
    const ok = await api.post(base, { title: "d", type: "http", description: "x" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.description).toBe("x");
  });

  it("stores start_classification and legacy_routing given on create, each on its own", async () => {
    const sc = await create({ start_classification: true });
    expect(sc).toMatchObject({ start_classification: true, legacy_routing: false });
    const lr = await create({ legacy_routing: true });
    expect(lr).toMatchObject({ start_classification: false, legacy_routing: true });
    expect((await api.get(`${base}/${sc.id}`)).body.data.start_classification).toBe(true);
  });
});

describe("route kinds", () => {
  it("accepts every SPEC kind on create and on PUT", async () => {
    const route = await create();
    for (const type of SPEC_KINDS) {
      const put = await api.put(`${base}/${route.id}`, { title: `now ${type}`, type });
      expect(put.status, `${type}: ${JSON.stringify(put.body)}`).toBe(200);
      expect(put.body.data.type).toBe(type);
      expect((await api.get(`${base}/${route.id}`)).body.data.type).toBe(type);
    }
  });

  it("refuses an unknown kind on create and on PUT, with the error at /type", async () => {
    const route = await create({ title: "kind kept" });
    for (const type of ["HTTP", "http ", "syslog", "open-telemetry", null]) {
      const created = expectV3Error(await api.post(base, { title: "k", type }), 400, "EVALIDATION");
      expect(pointers(created)).toEqual(["/type"]);
      const put = expectV3Error(
        await api.put(`${base}/${route.id}`, { title: "k", type }),
        400,
        "EVALIDATION",
      );
      expect(pointers(put)).toEqual(["/type"]);
    }
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
  });
});

describe("PUT", () => {
  for (const [name, title] of BAD_TITLES) {
    it(`refuses a title that is ${name} and changes nothing`, async () => {
      const route = await create({ title: "before put" });
      const res = await api.put(`${base}/${route.id}`, { title, type: "http" });
      expect(pointers(expectV3Error(res, 400, "EVALIDATION"))).toEqual(["/title"]);
      expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
    });
  }

  it('accepts a 512-character title and a description with <, > and "', async () => {
    const route = await create();
    const description = '<b>bold</b> and "quoted"';
    const res = await api.put(`${base}/${route.id}`, { title: "p".repeat(512), type: "http", description });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ title: "p".repeat(512), description });
    expect((await api.get(`${base}/${route.id}`)).body.data.description).toBe(description);
  });

  it("still requires the description to be at least 1 character", async () => {
    const route = await create({ description: "kept" });
    const res = await api.put(`${base}/${route.id}`, { title: "t", type: "http", description: "" });
    expect(pointers(expectV3Error(res, 400, "EVALIDATION"))).toEqual(["/description"]);
    expect((await api.get(`${base}/${route.id}`)).body.data.description).toBe("kept");
  });

  it("refuses start_classification as an unknown field, whatever its value", async () => {
    const route = await create({ start_classification: true });
    for (const value of [true, false]) {
      const res = await api.put(`${base}/${route.id}`, {
        title: "t",
        type: "http",
        start_classification: value,
      });
      const body = expectV3Error(res, 400, "EVALIDATION");
      expect(body.errors).toEqual([{ instancePath: "/start_classification", message: "unknown field" }]);
    }
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
  });

  it("keeps id, account, start_classification and created_at", async () => {
    const route = await create({ start_classification: true, legacy_routing: true });
    const res = await api.put(`${base}/${route.id}`, {
      title: "replaced",
      type: "webhook",
      legacy_routing: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: route.id,
      account_id: route.account_id,
      created_at: route.created_at,
      start_classification: true,
      legacy_routing: false,
      type: "webhook",
      title: "replaced",
    });
    expect(res.body.data.updated_at >= route.updated_at).toBe(true);
  });
});

describe("PATCH", () => {
  for (const [name, title] of BAD_TITLES) {
    it(`refuses a title that is ${name} and changes nothing`, async () => {
      const route = await create({ title: "before patch" });
      const res = await api.patch(`${base}/${route.id}`, { title });
      expect(pointers(expectV3Error(res, 400, "EVALIDATION"))).toEqual(["/title"]);
      expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
    });
  }

  it("accepts each field alone and all three together", async () => {
    const route = await create({ description: "first", start_classification: true });
    const cases: Json[] = [
      { title: "p".repeat(512) },
      { description: 'now with <angle> and "quotes"' },
      { legacy_routing: true },
      { legacy_routing: false },
      { title: "all three", description: "x", legacy_routing: true },
    ];
    let expected: Json = route;
    for (const patch of cases) {
      const res = await api.patch(`${base}/${route.id}`, patch);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expected = { ...expected, ...patch };
      const { updated_at: _u, ...rest } = expected;
      expect(res.body.data).toMatchObject(rest);
      expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(res.body.data);
    }
    // Not patchable fields stay as created.
    const last = (await api.get(`${base}/${route.id}`)).body.data;
    expect(last).toMatchObject({ type: "http", start_classification: true, created_at: route.created_at });
  });

  it("refuses an empty body with a message naming the fields", async () => {
    const route = await create();
    const body = expectV3Error(await api.patch(`${base}/${route.id}`, {}), 400, "EVALIDATION");
    expect(body.message).toMatch(/title/);
    expect(body.message).toMatch(/legacy_routing/);
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
  });

  it("refuses start_classification and type as unknown fields, even beside valid fields", async () => {
    const route = await create({ title: "no start flag" });
    for (const field of ["start_classification", "type", "id", "account_id", "created_at"]) {
      const value = field === "start_classification" ? true : field === "type" ? "fluent" : "x";
      const res = await api.patch(`${base}/${route.id}`, { title: "changed?", [field]: value });
      const body = expectV3Error(res, 400, "EVALIDATION");
      expect(body.errors).toEqual([{ instancePath: `/${field}`, message: "unknown field" }]);
    }
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
  });

  it("refuses an empty description and a non-boolean legacy_routing", async () => {
    const route = await create({ description: "d" });
    for (const patch of [
      { description: "" },
      { description: 5 },
      { legacy_routing: 1 },
      { legacy_routing: null },
    ]) {
      const body = expectV3Error(await api.patch(`${base}/${route.id}`, patch), 400, "EVALIDATION");
      expect(pointers(body)).toEqual([`/${Object.keys(patch)[0]}`]);
    }
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
  });

  it("clears the description with null", async () => {
    const route = await create({ description: "to clear" });
    const res = await api.patch(`${base}/${route.id}`, { description: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.description).toBeNull();
    expect((await api.get(`${base}/${route.id}`)).body.data).toMatchObject({
      title: route.title,
      description: null,
    });
  });

  it("refuses bodies that are not JSON objects", async () => {
    const route = await create();
    for (const raw of ["[]", "null", "1", '"title"', "[{}]"]) {
      expectV3Error(await api.patch(`${base}/${route.id}`, raw), 400, "EVALIDATION");
      expectV3Error(await api.put(`${base}/${route.id}`, raw), 400, "EVALIDATION");
      expectV3Error(await api.post(base, raw), 400, "EVALIDATION");
    }
    expect((await api.get(`${base}/${route.id}`)).body.data).toEqual(route);
  });
});
