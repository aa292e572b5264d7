// The condition language (API-CONTRACT section 4) as filter and route accept it over HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { type ApiResponse, client, createAccount, expectV3Error, type Json } from "../helpers";

type Api = ReturnType<typeof client>;
let api: Api;
let pid: string;

beforeAll(async () => {
  api = client(await createAccount("conditions"));
  const p = await api.post("/v3/pipeline", { title: "conditions" });
  expect(p.status).toBe(200);
  pid = p.body.data.id;
});

const filter = (conditional: unknown) =>
  api.post(`/v3/pipeline/${pid}/transform`, { type: "filter", user_config: { conditional } });
const route = (conditional: unknown) =>
  api.post(`/v3/pipeline/${pid}/transform`, {
    type: "route",
    user_config: { conditionals: [{ label: "Branch", conditional }] },
  });
const group = (...expressions: unknown[]) => ({ logical_operation: "AND", expressions });

function ok(res: ApiResponse): Json {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Json;
}

function expectInvalid(res: ApiResponse, pointer?: string) {
  const body = expectV3Error(res, 400, "EVALIDATION");
  if (pointer) {
    expect(
      (body.errors as Json[] | undefined)?.map((e) => e.instancePath),
      JSON.stringify(body),
    ).toContain(pointer);
  }
}

/** Each operator of section 4 with a value it accepts (undefined: it takes none). */
const operators: [string, unknown][] = [
  ["contains", "err"],
  ["ends_with", ".log"],
  ["equal", "error"],
  ["exists", undefined],
  ["greater", 499],
  ["greater_or_equal", 500],
  ["less", 300],
  ["less_or_equal", 299],
  ["is_array", undefined],
  ["is_boolean", undefined],
  ["is_empty", undefined],
  ["is_ip_in_cidr_range", "10.0.0.0/8"],
  ["is_metric", undefined],
  ["is_null", undefined],
  ["is_number", undefined],
  ["is_object", undefined],
  ["is_string", undefined],
  ["regex_match", "^GET /api/.*$"],
  ["starts_with", "GET"],
];

describe("operators", () => {
  it("lists all 19 operators of section 4", () => {
    expect(operators).toHaveLength(19);
  });

  for (const [op, value] of operators) {
    it(`filter and route accept ${op}, with and without negate`, async () => {
      const leaf = { field: ".message.part", str_operator: op, ...(value !== undefined && { value }) };
      const f = ok(await filter(group(leaf)));
      expect(f.user_config.conditional).toEqual(group({ ...leaf, negate: false }));
      const negated = ok(await filter(group({ ...leaf, negate: true })));
      expect(negated.user_config.conditional.expressions[0].negate).toBe(true);
      const r = ok(await route(group({ ...leaf, negate: true })));
      expect(r.user_config.conditionals[0].conditional.expressions[0]).toEqual({ ...leaf, negate: true });
    });
  }

  it("equal accepts strings, numbers and booleans", async () => {
    for (const value of ["x", 500, 0, -1.5, true, false, ""]) {
      const f = ok(await filter(group({ field: ".status", str_operator: "equal", value })));
      expect(f.user_config.conditional.expressions[0].value).toBe(value);
    }
  });

  it("accepts IPv6 CIDR ranges", async () => {
    ok(await filter(group({ field: ".ip", str_operator: "is_ip_in_cidr_range", value: "2001:db8::/32" })));
    ok(await filter(group({ field: ".ip", str_operator: "is_ip_in_cidr_range", value: "0.0.0.0/0" })));
  });

  it("refuses not_equal and unknown operators (use negate)", async () => {
    for (const op of ["not_equal", "EQUAL", "", "matches"]) {
      expectInvalid(
        await filter(group({ field: ".a", str_operator: op, value: "x" })),
        "/user_config/conditional/expressions/0/str_operator",
      );
    }
  });

  it("refuses a non-boolean negate", async () => {
    expectInvalid(
      await filter(group({ field: ".a", str_operator: "exists", negate: "yes" })),
      "/user_config/conditional/expressions/0/negate",
    );
  });
});

describe("values", () => {
  const needsValue = operators.filter(([, v]) => v !== undefined).map(([op]) => op);

  for (const op of needsValue) {
    it(`refuses ${op} without a value or with null`, async () => {
      expectInvalid(
        await filter(group({ field: ".a", str_operator: op })),
        "/user_config/conditional/expressions/0/value",
      );
      expectInvalid(
        await route(group({ field: ".a", str_operator: op, value: null })),
        "/user_config/conditionals/0/conditional/expressions/0/value",
      );
    });
  }

  it("refuses a non-number for the comparison operators", async () => {
    for (const op of ["greater", "greater_or_equal", "less", "less_or_equal"]) {
      expectInvalid(
        await filter(group({ field: ".a", str_operator: op, value: "5" })),
        "/user_config/conditional/expressions/0/value",
      );
    }
  });

  it("refuses a non-string for the string operators", async () => {
    for (const op of ["contains", "starts_with", "ends_with", "regex_match", "is_ip_in_cidr_range"]) {
      expectInvalid(
        await filter(group({ field: ".a", str_operator: op, value: 5 })),
        "/user_config/conditional/expressions/0/value",
      );
    }
  });

  it("refuses objects and arrays as values", async () => {
    expectInvalid(await filter(group({ field: ".a", str_operator: "equal", value: { x: 1 } })));
    expectInvalid(await filter(group({ field: ".a", str_operator: "equal", value: [1] })));
  });

  it("refuses a bad regular expression", async () => {
    for (const value of ["(", "[a-", "a{2,1}", "*x"]) {
      expectInvalid(
        await filter(group({ field: ".a", str_operator: "regex_match", value })),
        "/user_config/conditional/expressions/0/value",
      );
    }
  });

  it("refuses a bad CIDR range", async () => {
    for (const value of [
      "10.0.0.0",
      "10.0.0.0/33",
      "256.0.0.0/8",
      "10.0.0/8",
      "not-an-ip/8",
      "::1/129",
      "10.0.0.0/",
    ]) {
      expectInvalid(
        await filter(group({ field: ".ip", str_operator: "is_ip_in_cidr_range", value })),
        "/user_config/conditional/expressions/0/value",
      );
    }
  });

  it("refuses a field that is not a field path", async () => {
    for (const field of ["app", "", ".", ".a..b", 5]) {
      expectInvalid(
        await filter(group({ field, str_operator: "exists" })),
        "/user_config/conditional/expressions/0/field",
      );
    }
  });

  it("refuses unknown keys in a leaf and a group", async () => {
    expectInvalid(
      await filter(group({ field: ".a", str_operator: "exists", extra: 1 })),
      "/user_config/conditional/expressions/0/extra",
    );
    expectInvalid(await filter({ ...group({ field: ".a", str_operator: "exists" }), extra: 1 }));
  });
});

describe("groups", () => {
  const leaf = { field: ".level", str_operator: "equal", value: "error" };
  /** `levels` nested groups, the innermost holding one leaf. */
  const nested = (levels: number): Json =>
    levels === 1 ? group(leaf) : { logical_operation: "OR", expressions: [leaf, nested(levels - 1)] };

  it("defaults logical_operation to AND and accepts OR", async () => {
    const f = ok(await filter({ expressions: [leaf] }));
    expect(f.user_config.conditional.logical_operation).toBe("AND");
    const o = ok(await filter({ logical_operation: "OR", expressions: [leaf, leaf] }));
    expect(o.user_config.conditional.logical_operation).toBe("OR");
  });

  it("refuses other logical operations, an empty group and a missing expressions list", async () => {
    expectInvalid(
      await filter({ logical_operation: "XOR", expressions: [leaf] }),
      "/user_config/conditional/logical_operation",
    );
    expectInvalid(
      await filter({ logical_operation: "and", expressions: [leaf] }),
      "/user_config/conditional/logical_operation",
    );
    expectInvalid(await filter(group()), "/user_config/conditional/expressions");
    expectInvalid(await filter({ logical_operation: "AND" }), "/user_config/conditional/expressions");
    expectInvalid(await filter(leaf), "/user_config/conditional/expressions");
  });

  for (const levels of [2, 3, 4, 5]) {
    it(`accepts groups nested ${levels} levels deep`, async () => {
      const f = ok(await filter(nested(levels)));
      let g = f.user_config.conditional;
      for (let i = 1; i < levels; i++) g = g.expressions[1];
      expect(g.expressions[0]).toEqual({ ...leaf, negate: false });
      ok(await route(nested(levels)));
    });
  }

  it("refuses groups nested 6 levels deep (filter and route)", async () => {
    expectInvalid(await filter(nested(6)));
    expectInvalid(await route(nested(6)));
    expectInvalid(await filter(nested(8)));
    expect(
      (await api.get(`/v3/pipeline/${pid}/transform`)).body.data.every(
        (n: Json) => JSON.stringify(n.user_config).split('"expressions"').length - 1 <= 5,
      ),
    ).toBe(true);
  });

  it("validates leaves inside nested groups with a precise pointer", async () => {
    const bad = group(leaf, group(leaf, group({ field: ".a", str_operator: "regex_match", value: "(" })));
    expectInvalid(
      await filter(bad),
      "/user_config/conditional/expressions/1/expressions/1/expressions/0/value",
    );
  });

  it("refuses more than 100 expressions in one group", async () => {
    ok(await filter(group(...Array.from({ length: 100 }, () => leaf))));
    expectInvalid(
      await filter(group(...Array.from({ length: 101 }, () => leaf))),
      "/user_config/conditional/expressions",
    );
  });
});
