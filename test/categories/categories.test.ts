// Categories (v1) through HTTP: every operation for each type, the duplicate-name rule (case-insensitive,
// per type), validation, deletion detaching views, and tenancy.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json, type TestAccount } from "../helpers";

let account: TestAccount;
let api: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("categories");
  api = client(account);
  stranger = client(await createAccount("categories-stranger"));
});

function v1Error(res: ApiResponse, status: number, code: string): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, status, error: expect.any(String), request_id: expect.any(String) });
  return (res.body.details ?? []).map((d: Json) => d.key);
}

describe.each(["views", "boards", "screens"])("categories of type %s", (type) => {
  it("are created, read, listed, renamed and deleted", async () => {
    const created = await api.post(`/v1/config/categories/${type}`, { name: `  Production ${type} ` });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String), name: `Production ${type}`, type });
    const path = `/v1/config/categories/${type}/${created.body.id}`;
    expect((await api.get(path)).body).toEqual(created.body);
    expect((await api.get(`/v1/config/categories/${type}`)).body).toContainEqual(created.body);

    const renamed = await api.put(path, { name: `Prod ${type}` });
    expect(renamed.body).toEqual({ ...created.body, name: `Prod ${type}` });
    expect((await api.delete(path)).body).toEqual({ deleted: true });
    v1Error(await api.get(path), 404, "ENOTFOUND");
    v1Error(await api.put(path, { name: "again" }), 404, "ENOTFOUND");
    v1Error(await api.delete(path), 404, "ENOTFOUND");
  });
});

describe("names", () => {
  it("are unique per type regardless of case (409), and free across types", async () => {
    const first = await api.post("/v1/config/categories/views", { name: "Payments" });
    expect(first.status).toBe(200);
    const keys = v1Error(
      await api.post("/v1/config/categories/views", { name: "PAYMENTS" }),
      409,
      "ECONFLICT",
    );
    expect(keys).toEqual(["name"]);
    expect((await api.post("/v1/config/categories/boards", { name: "Payments" })).status).toBe(200);
    const names = (await api.get("/v1/config/categories/views")).body.map((c: Json) => c.name);
    expect(names.filter((n: string) => n.toLowerCase() === "payments")).toEqual(["Payments"]);
  });

  it("refuse a rename onto another category's name (409) but allow changing a name's case", async () => {
    const a = await api.post("/v1/config/categories/screens", { name: "Wall A" });
    await api.post("/v1/config/categories/screens", { name: "Wall B" });
    v1Error(
      await api.put(`/v1/config/categories/screens/${a.body.id}`, { name: "wall b" }),
      409,
      "ECONFLICT",
    );
    expect((await api.get(`/v1/config/categories/screens/${a.body.id}`)).body.name).toBe("Wall A");
    const recased = await api.put(`/v1/config/categories/screens/${a.body.id}`, { name: "WALL A" });
    expect(recased.status, JSON.stringify(recased.body)).toBe(200);
    expect(recased.body.name).toBe("WALL A");
  });

  it("are not taken by another account's categories", async () => {
    await stranger.post("/v1/config/categories/views", { name: "Shared name" });
    expect((await api.post("/v1/config/categories/views", { name: "Shared name" })).status).toBe(200);
  });
});

describe("validation", () => {
  const cases: [string, string, unknown, string][] = [
    ["an unknown type", "/v1/config/categories/dashboards", { name: "x" }, "params.type"],
    ["no name", "/v1/config/categories/views", {}, "name"],
    ["a blank name", "/v1/config/categories/views", { name: "   " }, "name"],
    ["a name too long", "/v1/config/categories/views", { name: "x".repeat(129) }, "name"],
    ["a name that is not text", "/v1/config/categories/views", { name: 7 }, "name"],
    ["an unknown field", "/v1/config/categories/views", { name: "x", type: "boards" }, "type"],
  ];
  it.each(cases)("refuses %s (400 naming it)", async (_what, path, body, key) => {
    const keys = v1Error(await api.post(path, body), 400, "EVALIDATION");
    expect(keys).toContain(key);
  });

  it("refuses an unknown type when listing or reading too", async () => {
    v1Error(await api.get("/v1/config/categories/dashboards"), 400, "EVALIDATION");
    v1Error(await api.get("/v1/config/categories/dashboards/abc"), 400, "EVALIDATION");
  });

  it("answers 404 for a category read under another type", async () => {
    const created = await api.post("/v1/config/categories/boards", { name: "typed" });
    v1Error(await api.get(`/v1/config/categories/views/${created.body.id}`), 404, "ENOTFOUND");
  });
});

describe("views in a category", () => {
  it("show its new name when renamed and lose it when it is deleted", async () => {
    const cat = await api.post("/v1/config/categories/views", { name: "Checkout" });
    const other = await api.post("/v1/config/categories/views", { name: "Frontend" });
    const view = await api.post("/v1/config/view", {
      name: "v",
      apps: ["web"],
      category: ["checkout", "FRONTEND"],
    });
    expect(view.status, JSON.stringify(view.body)).toBe(200);
    expect(view.body.category).toEqual(["Checkout", "Frontend"]);
    await api.put(`/v1/config/categories/views/${cat.body.id}`, { name: "Checkout flow" });
    expect((await api.get(`/v1/config/view/${view.body.viewid}`)).body.category).toEqual([
      "Checkout flow",
      "Frontend",
    ]);
    await api.delete(`/v1/config/categories/views/${cat.body.id}`);
    const after = await api.get(`/v1/config/view/${view.body.viewid}`);
    expect(after.status).toBe(200);
    expect(after.body.category).toEqual(["Frontend"]);
    expect((await api.get(`/v1/config/categories/views/${other.body.id}`)).status).toBe(200);
  });
});

describe("tenancy", () => {
  it("answers 404 for another account's category and never lists it", async () => {
    const mine = await api.post("/v1/config/categories/views", { name: "Mine only" });
    const path = `/v1/config/categories/views/${mine.body.id}`;
    v1Error(await stranger.get(path), 404, "ENOTFOUND");
    v1Error(await stranger.put(path, { name: "taken" }), 404, "ENOTFOUND");
    v1Error(await stranger.delete(path), 404, "ENOTFOUND");
    const listed = (await stranger.get("/v1/config/categories/views")).body.map((c: Json) => c.id);
    expect(listed).not.toContain(mine.body.id);
    expect((await api.get(path)).body.name).toBe("Mine only");
  });
});
