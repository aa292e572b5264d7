// Views (v1) through HTTP: every operation, PUT replacing the view, validation (a table of bad inputs, each
// 400 with the v1 detail key, nothing changed), categories by name, presetid, channels, and tenancy.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, type Json, type TestAccount } from "../helpers";

let account: TestAccount;
let api: ReturnType<typeof client>;
let stranger: ReturnType<typeof client>;
let strangerPreset: string;

beforeAll(async () => {
  account = await createAccount("views");
  api = client(account);
  stranger = client(await createAccount("views-stranger"));
  await api.post("/v1/config/categories/views", { name: "Prod" });
  await api.post("/v1/config/categories/views", { name: "Web" });
  await api.post("/v1/config/categories/boards", { name: "Only a board category" });
  await stranger.post("/v1/config/categories/views", { name: "Stranger's" });
  strangerPreset = (await stranger.post("/v1/config/presetalert", { name: "theirs", channels: [email] })).body
    .presetid;
});

function v1Error(res: ApiResponse, status: number, code: string): string[] {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ code, status, error: expect.any(String), request_id: expect.any(String) });
  expect(res.body.message).toBeUndefined();
  return (res.body.details ?? []).map((d: Json) => d.key);
}

const email = { integration: "email", emails: ["ops@example.com"], triggerlimit: 10, triggerinterval: "15m" };

describe("operations", () => {
  it("creates a view answering its viewid, reads, lists and deletes it", async () => {
    const preset = await api.post("/v1/config/presetalert", { name: "p", channels: [email] });
    const created = await api.post("/v1/config/view", {
      name: "HTTP 500s",
      query: "status:>=500 -healthcheck",
      hosts: ["web-1", "web-2"],
      apps: ["nginx"],
      levels: ["error", "fatal"],
      tags: ["prod"],
      category: ["prod", "Web"],
      presetid: preset.body.presetid,
      channels: [email],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual({
      viewid: expect.any(String),
      name: "HTTP 500s",
      query: "status:>=500 -healthcheck",
      hosts: ["web-1", "web-2"],
      apps: ["nginx"],
      levels: ["error", "fatal"],
      tags: ["prod"],
      category: ["Prod", "Web"],
      presetid: preset.body.presetid,
      presetids: [preset.body.presetid],
      channels: [
        {
          integration: "email",
          emails: ["ops@example.com"],
          triggerlimit: 10,
          triggerinterval: "15m",
          immediate: false,
          terminal: true,
          operator: "presence",
        },
      ],
    });
    const path = `/v1/config/view/${created.body.viewid}`;
    expect((await api.get(path)).body).toEqual(created.body);
    expect((await api.get("/v1/config/view")).body).toContainEqual(created.body);
    expect((await api.delete(path)).body).toEqual({ deleted: true });
    v1Error(await api.get(path), 404, "ENOTFOUND");
    v1Error(await api.delete(path), 404, "ENOTFOUND");
    v1Error(await api.put(path, { name: "x", query: "y" }), 404, "ENOTFOUND");
    expect((await api.get("/v1/config/view")).body.map((v: Json) => v.viewid)).not.toContain(
      created.body.viewid,
    );
  });

  it("takes only a name and one filter, answering empty lists and nulls for the rest", async () => {
    const res = await api.post("/v1/config/view", { name: "minimal", tags: ["eu"] });
    expect(res.body).toMatchObject({
      name: "minimal",
      query: null,
      hosts: [],
      apps: [],
      levels: [],
      tags: ["eu"],
      category: [],
      presetid: null,
      presetids: [],
      channels: [],
    });
  });

  it("PUT replaces the view: a field left out is cleared", async () => {
    const preset = await api.post("/v1/config/presetalert", { name: "p2", channels: [email] });
    const created = await api.post("/v1/config/view", {
      name: "before",
      query: "error",
      apps: ["a"],
      category: ["Prod"],
      presetid: preset.body.presetid,
      channels: [email],
    });
    const path = `/v1/config/view/${created.body.viewid}`;
    const replaced = await api.put(path, { name: "after", hosts: ["h1"], category: ["web"] });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toEqual({
      viewid: created.body.viewid,
      name: "after",
      query: null,
      hosts: ["h1"],
      apps: [],
      levels: [],
      tags: [],
      category: ["Web"],
      presetid: null,
      presetids: [],
      channels: [],
    });
    expect((await api.get(path)).body).toEqual(replaced.body);
  });

  it("lists repeated filter values and categories once", async () => {
    const res = await api.post("/v1/config/view", {
      name: "dupes",
      apps: ["a", "a", "b"],
      category: ["Prod", "PROD"],
    });
    expect(res.body).toMatchObject({ apps: ["a", "b"], category: ["Prod"] });
  });
});

describe("validation", () => {
  const cases: [string, Json, string][] = [
    ["no name", { query: "x" }, "name"],
    ["a blank name", { name: " ", query: "x" }, "name"],
    ["no filter at all", { name: "x" }, "query"],
    ["only a blank query", { name: "x", query: "   " }, "query"],
    ["only empty lists", { name: "x", hosts: [], apps: [], levels: [], tags: [] }, "query"],
    ["a malformed query", { name: "x", query: "(status:500" }, "query"],
    ["an unterminated phrase", { name: "x", query: '"oops' }, "query"],
    ["hosts not a list", { name: "x", hosts: "web-1" }, "hosts"],
    ["a blank app", { name: "x", apps: [""] }, "apps.0"],
    ["more than 20 hosts", { name: "x", hosts: Array.from({ length: 21 }, (_, i) => `h${i}`) }, "hosts"],
    ["an unknown presetid", { name: "x", query: "y", presetid: "no-such-preset" }, "presetid"],
    ["a bad channel", { name: "x", query: "y", channels: [{ ...email, emails: [] }] }, "channels.0.emails"],
    [
      "a presence channel neither immediate nor terminal",
      { name: "x", query: "y", channels: [{ ...email, immediate: false, terminal: false }] },
      "channels.0.terminal",
    ],
    ["an unknown field", { name: "x", query: "y", viewid: "mine" }, "viewid"],
  ];

  it.each(cases)("refuses %s (400 naming it) and creates nothing", async (_what, body, key) => {
    const before = (await api.get("/v1/config/view")).body.length;
    const keys = v1Error(await api.post("/v1/config/view", body), 400, "EVALIDATION");
    expect(keys).toContain(key);
    expect((await api.get("/v1/config/view")).body).toHaveLength(before);
  });

  it.each([
    ["an unknown category", ["Prod", "Nope"], ["Prod"]],
    ["a category of another type", ["Only a board category"], []],
    ["another account's category", ["Stranger's"], []],
  ])("files a view naming %s without it (uncategorized, as Mezmo does)", async (_what, category, kept) => {
    const res = await api.post("/v1/config/view", { name: "x", query: "y", category });
    expect(res.status).toBe(200);
    expect(res.body.category).toEqual(kept);
  });

  it("refuses another account's presetid", async () => {
    const keys = v1Error(
      await api.post("/v1/config/view", { name: "x", query: "y", presetid: strangerPreset }),
      400,
      "EVALIDATION",
    );
    expect(keys).toEqual(["presetid"]);
  });

  it("refuses a bad replacement and keeps the view as it was", async () => {
    const created = await api.post("/v1/config/view", { name: "stable", query: "ok", category: ["Prod"] });
    const path = `/v1/config/view/${created.body.viewid}`;
    v1Error(await api.put(path, { name: "changed", query: "bad (" }), 400, "EVALIDATION");
    expect((await api.get(path)).body).toEqual(created.body);
  });

  it("files a view naming a category that does not exist as uncategorized, as Mezmo does", async () => {
    const created = await api.post("/v1/config/view", { name: "lost", query: "ok", category: ["missing"] });
    expect(created.status).toBe(200);
    expect(created.body.category).toEqual([]);
    const mixed = await api.put(`/v1/config/view/${created.body.viewid}`, {
      name: "lost",
      query: "ok",
      category: ["Prod", "missing"],
    });
    expect(mixed.status).toBe(200);
    expect(mixed.body.category).toEqual(["Prod"]);
  });

  it("answers malformed JSON with a v1 400", async () => {
    v1Error(await api.post("/v1/config/view", "{not json"), 400, "EVALIDATION");
  });
});

describe("tenancy", () => {
  it("answers 404 for another account's view and never lists it", async () => {
    const mine = await api.post("/v1/config/view", { name: "private", query: "secret", category: ["Prod"] });
    const path = `/v1/config/view/${mine.body.viewid}`;
    v1Error(await stranger.get(path), 404, "ENOTFOUND");
    v1Error(await stranger.put(path, { name: "hijacked", query: "x" }), 404, "ENOTFOUND");
    v1Error(await stranger.delete(path), 404, "ENOTFOUND");
    expect((await stranger.get("/v1/config/view")).body).toEqual([]);
    // The failed replacement touched nothing, categories included.
    expect((await api.get(path)).body).toEqual(mine.body);
  });

  it("refuses an ingestion key", async () => {
    const res = await client({ ...account, service_key: account.ingestion_key }).get("/v1/config/view");
    expect(res.status).toBe(403);
  });
});

describe("the OpenAPI document", () => {
  it("documents the views, categories and preset alert routes with the v1 error body", async () => {
    const doc = (await api.get("/openapi.json")).body;
    for (const path of [
      "/v1/config/view",
      "/v1/config/view/{viewId}",
      "/v1/config/categories/{type}",
      "/v1/config/categories/{type}/{id}",
      "/v1/config/presetalert",
      "/v1/config/presetalert/{presetId}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const put = doc.paths["/v1/config/view/{viewId}"].put;
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(["200", "400", "404"]));
    expect(put.responses["404"].content["application/json"].schema.$ref).toBe("#/components/schemas/V1Error");
    expect(doc.components.schemas.V1AlertChannel).toBeDefined();
  });
});

describe("presetids (what the logdna terraform provider reads)", () => {
  it("answers presetids and accepts it back: alone it attaches; with a different presetid it is a 400", async () => {
    const one = (await api.post("/v1/config/presetalert", { name: "pa", channels: [email] })).body.presetid;
    const two = (await api.post("/v1/config/presetalert", { name: "pb", channels: [email] })).body.presetid;
    const created = await api.post("/v1/config/view", { name: "v", query: "x", presetids: [one] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ presetid: one, presetids: [one] });
    const path = `/v1/config/view/${created.body.viewid}`;
    const { viewid: _, ...read } = (await api.get(path)).body;
    expect((await api.put(path, read)).status).toBe(200);
    expect(v1Error(await api.put(path, { ...read, presetid: two }), 400, "EVALIDATION")).toContain(
      "presetids",
    );
    expect(v1Error(await api.put(path, { ...read, presetids: [one, two] }), 400, "EVALIDATION")).toContain(
      "presetids",
    );
    const detached = await api.put(path, { ...read, presetid: null, presetids: [] });
    expect(detached.body).toMatchObject({ presetid: null, presetids: [] });
  });
});
