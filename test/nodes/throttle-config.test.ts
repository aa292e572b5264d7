// The throttle processor's configuration (API-CONTRACT section 5, SPEC "Throttle processor
// configuration (beta)"): 403 EFEATUREDISABLED until the account enables the beta, then
// threshold >= 1, window_ms >= 1, key_field a field path, exclude a condition group.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, expectV3Error, type Json } from "../helpers";
import { type Api, expectInvalid, newPipeline, ok } from "./fixtures";

/** SPEC's worked case: Limit 1, Window 1 second, Key Field .app, Exclude .host equal a host. */
const WORKED_CASE = {
  threshold: 1,
  window_ms: 1000,
  key_field: ".app",
  exclude: {
    logical_operation: "AND",
    expressions: [{ field: ".host", str_operator: "equal", value: "host-b" }],
  },
};

const throttle = (user_config: unknown, extra: Json = {}) => ({ type: "throttle", user_config, ...extra });

describe("before the beta is enabled", () => {
  let api: Api;
  let pid: string;
  let sourceId: string;
  beforeAll(async () => {
    api = client(await createAccount("throttle-off"));
    pid = await newPipeline(api);
    sourceId = ok(await api.post(`/v3/pipeline/${pid}/source`, { type: "http" })).id;
  });

  it("the account lists no throttle beta, and the catalog still shows throttle as beta", async () => {
    const settings = ok(await api.get("/v3/pipeline/account")) as unknown as Json[];
    expect(settings.find((s) => s.name === "beta_features")?.value ?? []).not.toContain("throttle");
    const entry = (ok(await api.get("/v3/pipeline/node")) as unknown as Json[]).find(
      (e) => e.type === "throttle",
    );
    expect(entry).toMatchObject({ kind: "processor", beta: true });
  });

  it("creating a throttle answers 403 EFEATUREDISABLED and stores nothing", async () => {
    for (const user_config of [WORKED_CASE, { threshold: 5, window_ms: 10 }]) {
      const err = expectV3Error(
        await api.post(`/v3/pipeline/${pid}/transform`, throttle(user_config, { inputs: [sourceId] })),
        403,
        "EFEATUREDISABLED",
      );
      expect(err.message).toMatch(/throttle/i);
    }
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform`))).toEqual([]);
  });

  it("turning an existing processor into a throttle is refused the same way", async () => {
    const t = ok(await api.post(`/v3/pipeline/${pid}/transform`, { type: "stringify", inputs: [sourceId] }));
    expectV3Error(
      await api.put(`/v3/pipeline/${pid}/transform/${t.id}`, {
        ...throttle(WORKED_CASE),
        title: "t",
        inputs: [sourceId],
        generation_id: 0,
      }),
      403,
      "EFEATUREDISABLED",
    );
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(t);
  });

  it("another account enabling the beta does not enable it here", async () => {
    const otherApi = client(await createAccount("throttle-neighbour"));
    ok(await otherApi.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
    expectV3Error(
      await api.post(`/v3/pipeline/${pid}/transform`, throttle(WORKED_CASE)),
      403,
      "EFEATUREDISABLED",
    );
  });

  it("after PATCH /v3/pipeline/account {beta_features: [throttle]} it is accepted", async () => {
    const patched = await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const t = ok(
      await api.post(`/v3/pipeline/${pid}/transform`, throttle(WORKED_CASE, { inputs: [sourceId] })),
    );
    expect(t).toMatchObject({ type: "throttle", title: "Throttle", inputs: [sourceId], generation_id: 0 });
    expect(t.outputs).toEqual([{ id: t.id, label: expect.any(String) }]);
  });
});

describe("with the beta enabled", () => {
  let api: Api;
  let pid: string;
  beforeAll(async () => {
    api = client(await createAccount("throttle-on"));
    ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
    pid = await newPipeline(api);
  });
  const post = (user_config: unknown) => api.post(`/v3/pipeline/${pid}/transform`, throttle(user_config));

  it("accepts SPEC's worked case and answers it with negate filled", async () => {
    const t = ok(await post(WORKED_CASE));
    expect(t.user_config).toEqual({
      ...WORKED_CASE,
      exclude: {
        logical_operation: "AND",
        expressions: [{ field: ".host", str_operator: "equal", value: "host-b", negate: false }],
      },
    });
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(t);
  });

  it("threshold and window_ms are integers >= 1; key_field and exclude are optional", async () => {
    const minimal = ok(await post({ threshold: 1, window_ms: 1 }));
    expect(minimal.user_config).toEqual({ threshold: 1, window_ms: 1 });
    // Window units of SPEC (ms, s, min, h) all map onto window_ms.
    for (const window_ms of [1, 1000, 60_000, 3_600_000]) {
      expect(ok(await post({ threshold: 100, window_ms })).user_config.window_ms).toBe(window_ms);
    }
    const cases: [Json, string][] = [
      [{ threshold: 0, window_ms: 1 }, "/user_config/threshold"],
      [{ threshold: -5, window_ms: 1 }, "/user_config/threshold"],
      [{ threshold: 2.5, window_ms: 1 }, "/user_config/threshold"],
      [{ threshold: null, window_ms: 1 }, "/user_config/threshold"],
      [{ threshold: "1", window_ms: 1 }, "/user_config/threshold"],
      [{ window_ms: 1 }, "/user_config/threshold"],
      [{ threshold: 1, window_ms: 0 }, "/user_config/window_ms"],
      [{ threshold: 1, window_ms: -1000 }, "/user_config/window_ms"],
      [{ threshold: 1, window_ms: 999.9 }, "/user_config/window_ms"],
      [{ threshold: 1, window_ms: "1s" }, "/user_config/window_ms"],
      [{ threshold: 1 }, "/user_config/window_ms"],
    ];
    for (const [user_config, pointer] of cases) expectInvalid(await post(user_config), pointer);
  });

  it("key_field must be a field path", async () => {
    for (const key_field of [
      ".app",
      ".kubernetes.labels.team",
      ".items[2].name",
      '."service name"',
      ".a_b-c@d$",
    ]) {
      expect(ok(await post({ threshold: 1, window_ms: 1000, key_field })).user_config.key_field).toBe(
        key_field,
      );
    }
    for (const key_field of ["app", "", ".", "..app", ".app.", ".app[x]", ".a b", 5, null]) {
      expectInvalid(await post({ threshold: 1, window_ms: 1000, key_field }), "/user_config/key_field");
    }
  });

  it("exclude must be a condition group", async () => {
    const ok1 = ok(
      await post({
        threshold: 1,
        window_ms: 1000,
        exclude: {
          logical_operation: "OR",
          expressions: [
            { field: ".host", str_operator: "equal", value: "a" },
            { field: ".level", str_operator: "equal", value: "debug", negate: true },
          ],
        },
      }),
    );
    expect(ok1.user_config.exclude.expressions[1].negate).toBe(true);
    const bad: [unknown, string][] = [
      [{ field: ".host", str_operator: "equal", value: "a" }, "/user_config/exclude/expressions"],
      [[{ field: ".host", str_operator: "equal", value: "a" }], "/user_config/exclude"],
      [{ expressions: [] }, "/user_config/exclude/expressions"],
      [
        { expressions: [{ field: ".host", str_operator: "equal" }] },
        "/user_config/exclude/expressions/0/value",
      ],
      [
        { expressions: [{ field: ".host", str_operator: "eq", value: "a" }] },
        "/user_config/exclude/expressions/0/str_operator",
      ],
      ["host == a", "/user_config/exclude"],
    ];
    for (const [exclude, pointer] of bad) {
      expectInvalid(await post({ threshold: 1, window_ms: 1000, exclude }), pointer);
    }
  });

  it("refuses the display labels as option names and any unknown option", async () => {
    for (const extra of [{ limit: 1 }, { window: "1s" }, { key: ".app" }, { window_unit: "Seconds" }]) {
      const key = Object.keys(extra)[0];
      expectInvalid(await post({ threshold: 1, window_ms: 1000, ...extra }), `/user_config/${key}`);
    }
    expectInvalid(await post({ Limit: 1, Window: 1 }));
  });

  it("a throttle is updated like any node, with generation_id", async () => {
    const t = ok(await post(WORKED_CASE));
    const url = `/v3/pipeline/${pid}/transform/${t.id}`;
    const put = (user_config: Json, generation_id: number) =>
      api.put(url, { ...throttle(user_config), title: "Per app", inputs: [], generation_id });
    const u = ok(await put({ threshold: 50, window_ms: 60_000 }, 0));
    expect(u).toMatchObject({
      title: "Per app",
      generation_id: 1,
      user_config: { threshold: 50, window_ms: 60_000 },
    });
    expect(u.user_config).not.toHaveProperty("key_field");
    expect(u.user_config).not.toHaveProperty("exclude");
    expectInvalid(await put({ threshold: 0, window_ms: 60_000 }, 1), "/user_config/threshold");
    expectV3Error(await put({ threshold: 2, window_ms: 60_000 }, 0), 409, "ECONFLICT");
    expect(ok(await api.get(url))).toEqual(u);
  });

  it("disabling the beta again refuses new throttle nodes but keeps the existing ones readable", async () => {
    const t = ok(await post({ threshold: 3, window_ms: 3 }));
    ok(await api.patch("/v3/pipeline/account", { beta_features: [] }));
    expectV3Error(await post({ threshold: 3, window_ms: 3 }), 403, "EFEATUREDISABLED");
    expect(ok(await api.get(`/v3/pipeline/${pid}/transform/${t.id}`))).toEqual(t);
    ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
  });
});
