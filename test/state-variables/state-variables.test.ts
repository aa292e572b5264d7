// Incident mode: a pipeline's operational state through /v3/pipeline/state-variable, and the
// operationalState reader live runs use.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../src/db/client";
import { operationalState } from "../../src/live/operational-state";
import { client, createAccount, expectV3Error, type Json, type TestAccount } from "../helpers";

const BASE = "/v3/pipeline/state-variable";
let account: TestAccount;
let api: ReturnType<typeof client>;
let otherApi: ReturnType<typeof client>;

beforeAll(async () => {
  account = await createAccount("incident");
  api = client(account);
  otherApi = client(await createAccount("incident-other"));
});

const newPipeline = async (title = "incident") =>
  (await api.post("/v3/pipeline", { title })).body.data.id as string;
const stateOf = (pipelineId: string) => operationalState(createDb(env.DB), account.account_id, pipelineId);

describe("state variables", () => {
  it("creates, reads, updates (PUT and PATCH) and deletes a pipeline's operational state", async () => {
    const pipeline = await newPipeline();
    expect(await stateOf(pipeline)).toBe("normal");
    const created = await api.post(BASE, {
      pipeline_id: pipeline.toUpperCase(),
      operational_state: "incident",
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.meta.type).toBe("pipeline-state-variable");
    const v = created.body.data;
    expect(v).toMatchObject({
      pipeline_id: pipeline,
      operational_state: "incident",
      account_id: account.account_id,
    });
    expect(await stateOf(pipeline)).toBe("incident");

    expect((await api.get(`${BASE}/${v.id}`)).body.data.operational_state).toBe("incident");
    const put = await api.put(`${BASE}/${v.id}`, { operational_state: "normal" });
    expect(put.status).toBe(200);
    expect(await stateOf(pipeline)).toBe("normal");
    const patch = await api.patch(`${BASE}/${v.id}`, { operational_state: "incident" });
    expect(patch.body.data.operational_state).toBe("incident");
    expect(await stateOf(pipeline)).toBe("incident");

    const listed = await api.get(`${BASE}?pipeline_id=${pipeline}`);
    expect(listed.body.data.map((x: Json) => x.id)).toEqual([v.id]);

    expect((await api.delete(`${BASE}/${v.id}`)).status).toBe(200);
    expect(await stateOf(pipeline)).toBe("normal");
    expectV3Error(await api.get(`${BASE}/${v.id}`), 404, "ENOTFOUND");
  });

  it("allows one state variable per pipeline (409)", async () => {
    const pipeline = await newPipeline();
    expect((await api.post(BASE, { pipeline_id: pipeline, operational_state: "normal" })).status).toBe(200);
    const again = await api.post(BASE, { pipeline_id: pipeline, operational_state: "incident" });
    const err = expectV3Error(again, 409, "ECONFLICT");
    expect(err.errors[0].instancePath).toBe("/pipeline_id");
    expect(await stateOf(pipeline)).toBe("normal");
  });

  it("goes with its pipeline", async () => {
    const pipeline = await newPipeline();
    const v = (await api.post(BASE, { pipeline_id: pipeline, operational_state: "incident" })).body.data;
    expect((await api.delete(`/v3/pipeline/${pipeline}`)).status).toBe(200);
    expectV3Error(await api.get(`${BASE}/${v.id}`), 404, "ENOTFOUND");
  });

  it("pages the list", async () => {
    for (let i = 0; i < 3; i++)
      await api.post(BASE, { pipeline_id: await newPipeline(`page-${i}`), operational_state: "normal" });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await api.get(`${BASE}?limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((x: Json) => x.id));
      cursor = res.body.meta.page.next;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  const bad: [string, string, Json, string][] = [
    ["POST", BASE, { pipeline_id: "nope", operational_state: "normal" }, "/pipeline_id"],
    ["POST", BASE, { pipeline_id: crypto.randomUUID(), operational_state: "panic" }, "/operational_state"],
    ["POST", BASE, { pipeline_id: crypto.randomUUID() }, "/state"],
    [
      "POST",
      BASE,
      {
        pipeline_id: crypto.randomUUID(),
        operational_state: "normal",
        state: { operational_state: "normal" },
      },
      "/state",
    ],
    [
      "POST",
      BASE,
      { pipeline_id: crypto.randomUUID(), state: { operational_state: "panic" } },
      "/state/operational_state",
    ],
    ["POST", BASE, { pipeline_id: crypto.randomUUID(), operational_state: "normal", extra: 1 }, "/extra"],
  ];
  for (const [method, path, body, pointer] of bad) {
    it(`answers 400 naming ${pointer} for ${JSON.stringify(body)}`, async () => {
      const res = method === "POST" ? await api.post(path, body) : await api.put(path, body);
      const err = expectV3Error(res, 400, "EVALIDATION");
      expect(err.errors.map((e: Json) => e.instancePath)).toContain(pointer);
    });
  }

  it("validates updates and list parameters", async () => {
    const pipeline = await newPipeline();
    const v = (await api.post(BASE, { pipeline_id: pipeline, operational_state: "normal" })).body.data;
    const err = expectV3Error(await api.put(`${BASE}/${v.id}`, { operational_state: "on" }), 400);
    expect(err.errors[0].instancePath).toBe("/operational_state");
    // Mezmo's body names the pipeline: another pipeline's id is refused, the variable's own is fine.
    expectV3Error(
      await api.patch(`${BASE}/${v.id}`, {
        pipeline_id: await newPipeline(),
        state: { operational_state: "incident" },
      }),
      400,
    );
    expect(
      (await api.patch(`${BASE}/${v.id}`, { pipeline_id: pipeline, operational_state: "normal" })).status,
    ).toBe(200);
    expectV3Error(await api.get(`${BASE}?pipeline_id=x`), 400);
    expectV3Error(await api.get(`${BASE}/not-a-uuid`), 400);
    expect(await stateOf(pipeline)).toBe("normal");
  });
});

describe("state variables: tenancy", () => {
  it("hides another account's state variables and pipelines (404), and changes nothing", async () => {
    const pipeline = await newPipeline();
    const v = (await api.post(BASE, { pipeline_id: pipeline, operational_state: "incident" })).body.data;
    expectV3Error(await otherApi.get(`${BASE}/${v.id}`), 404, "ENOTFOUND");
    expectV3Error(await otherApi.put(`${BASE}/${v.id}`, { operational_state: "normal" }), 404, "ENOTFOUND");
    expectV3Error(await otherApi.patch(`${BASE}/${v.id}`, { operational_state: "normal" }), 404, "ENOTFOUND");
    expectV3Error(await otherApi.delete(`${BASE}/${v.id}`), 404, "ENOTFOUND");
    const foreignPipeline = await newPipeline("foreign-target");
    expectV3Error(
      await otherApi.post(BASE, { pipeline_id: foreignPipeline, operational_state: "incident" }),
      404,
      "ENOTFOUND",
    );
    expect((await otherApi.get(`${BASE}?pipeline_id=${pipeline}`)).body.data).toEqual([]);
    expect(await stateOf(pipeline)).toBe("incident");
    expect(await stateOf(foreignPipeline)).toBe("normal");
    // The reader is scoped too: the other account sees `normal` for a pipeline that is not its own.
    const other = (await env.DB.prepare("SELECT account_id FROM api_keys WHERE account_id != ? LIMIT 1")
      .bind(account.account_id)
      .first<{ account_id: string }>())!;
    expect(await operationalState(createDb(env.DB), other.account_id, pipeline)).toBe("normal");
  });
});
