// API-CONTRACT section 4 in every place a node carries a condition: filter, route, the throttle's
// exclude, sample's always_include and reduce's flush_condition. Each place must accept every operator,
// `negate`, and groups nested up to 5 levels, and refuse 6 levels, missing values, bad regexes and
// bad CIDR ranges, with a pointer to the offending part.
import { beforeAll, describe, expect, it } from "vitest";
import { client, createAccount, type Json } from "../helpers";
import { type Api, expectInvalid, newPipeline, ok } from "./fixtures";

let api: Api;
let pid: string;

beforeAll(async () => {
  api = client(await createAccount("condition-places"));
  ok(await api.patch("/v3/pipeline/account", { beta_features: ["throttle"] }));
  pid = await newPipeline(api, "conditions");
});

interface Place {
  name: string;
  /** The transform body carrying `cond`. */
  body: (cond: unknown) => Json;
  /** Where the condition sits in the answered user_config. */
  read: (userConfig: Json) => Json;
  /** JSON pointer of the condition group in the request. */
  pointer: string;
}

const places: Place[] = [
  {
    name: "filter",
    body: (c) => ({ type: "filter", user_config: { action: "drop", conditional: c } }),
    read: (u) => u.conditional,
    pointer: "/user_config/conditional",
  },
  {
    name: "route",
    body: (c) => ({ type: "route", user_config: { conditionals: [{ label: "x", conditional: c }] } }),
    read: (u) => u.conditionals[0].conditional,
    pointer: "/user_config/conditionals/0/conditional",
  },
  {
    name: "throttle exclude",
    body: (c) => ({ type: "throttle", user_config: { threshold: 10, window_ms: 60_000, exclude: c } }),
    read: (u) => u.exclude,
    pointer: "/user_config/exclude",
  },
  {
    name: "sample always_include",
    body: (c) => ({ type: "sample", user_config: { rate: 100, always_include: c } }),
    read: (u) => u.always_include,
    pointer: "/user_config/always_include",
  },
  {
    name: "reduce flush_condition",
    body: (c) => ({
      type: "reduce",
      user_config: { flush_condition: { when: "ends_when", conditional: c } },
    }),
    read: (u) => u.flush_condition.conditional,
    pointer: "/user_config/flush_condition/conditional",
  },
];

/** Every operator of section 4 with a value it takes (undefined: none). */
const OPERATORS: [string, unknown][] = [
  ["contains", "timeout"],
  ["ends_with", "Z"],
  ["equal", 503],
  ["exists", undefined],
  ["greater", 1.5],
  ["greater_or_equal", 0],
  ["less", -10],
  ["less_or_equal", 1e6],
  ["is_array", undefined],
  ["is_boolean", undefined],
  ["is_empty", undefined],
  ["is_ip_in_cidr_range", "192.168.0.0/16"],
  ["is_metric", undefined],
  ["is_null", undefined],
  ["is_number", undefined],
  ["is_object", undefined],
  ["is_string", undefined],
  ["regex_match", "^(GET|POST) /v\\d+/"],
  ["starts_with", "kube-"],
];

const leaf = (op: string, value?: unknown, extra: Json = {}) => ({
  field: ".req.status",
  str_operator: op,
  ...(value !== undefined && { value }),
  ...extra,
});

/** `levels` groups nested in each other; the innermost holds one leaf. */
function nested(levels: number): Json {
  let g: Json = { logical_operation: "AND", expressions: [leaf("exists")] };
  for (let i = 1; i < levels; i++)
    g = { logical_operation: i % 2 ? "OR" : "AND", expressions: [leaf("is_string"), g] };
  return g;
}
const deepestPointer = (levels: number) => "/expressions/1".repeat(levels - 1);

describe.each(places)("$name", (place) => {
  const post = (cond: unknown) => api.post(`/v3/pipeline/${pid}/transform`, place.body(cond));

  it("accepts all 19 operators in one group, echoing each leaf with negate defaulting to false", async () => {
    expect(OPERATORS.length).toBe(19);
    const cond = { logical_operation: "OR", expressions: OPERATORS.map(([op, v]) => leaf(op, v)) };
    const n = ok(await post(cond));
    const answered = place.read(n.user_config);
    expect(answered.logical_operation).toBe("OR");
    expect(answered.expressions).toEqual(OPERATORS.map(([op, v]) => ({ ...leaf(op, v), negate: false })));
    // Stored as answered.
    expect(place.read(ok(await api.get(`/v3/pipeline/${pid}/transform/${n.id}`)).user_config)).toEqual(
      answered,
    );
  });

  it("accepts negate: true on any operator and keeps it", async () => {
    const cond = { expressions: OPERATORS.map(([op, v], i) => leaf(op, v, { negate: i % 2 === 0 })) };
    const answered = place.read(ok(await post(cond)).user_config);
    expect(answered.logical_operation).toBe("AND");
    expect(answered.expressions.map((e: Json) => e.negate)).toEqual(OPERATORS.map((_, i) => i % 2 === 0));
  });

  it("accepts groups nested up to 5 levels and refuses 6", async () => {
    for (const levels of [1, 2, 5]) {
      const answered = place.read(ok(await post(nested(levels))).user_config);
      let g = answered;
      for (let i = 1; i < levels; i++) g = g.expressions[1];
      expect(g.expressions).toEqual([{ ...leaf("exists"), negate: false }]);
    }
    const body = expectInvalid(await post(nested(6)));
    const pointers = (body.errors as Json[]).map((e) => e.instancePath);
    expect(
      pointers.every((p) => p.startsWith(place.pointer)),
      JSON.stringify(body),
    ).toBe(true);
    expectInvalid(await post(nested(7)));
  });

  it("refuses an operator that needs a value without one, pointing at the value", async () => {
    for (const [op, v] of OPERATORS) {
      if (v === undefined) continue;
      const cond = { expressions: [leaf("exists"), leaf(op)] };
      expectInvalid(await post(cond), `${place.pointer}/expressions/1/value`);
    }
    // Also deep inside a nested group.
    const deep = nested(4);
    let g = deep;
    for (let i = 1; i < 4; i++) g = g.expressions[1];
    g.expressions.push(leaf("contains"));
    expectInvalid(await post(deep), `${place.pointer}${deepestPointer(4)}/expressions/1/value`);
  });

  it("refuses a bad regular expression and a bad CIDR range", async () => {
    for (const value of ["(unclosed", "[z-a]", "x**", "(?<n>a)(?<n>b)"]) {
      expectInvalid(
        await post({ expressions: [leaf("regex_match", value)] }),
        `${place.pointer}/expressions/0/value`,
      );
    }
    for (const value of ["192.168.0.0/40", "300.1.1.1/8", "192.168.0.0", "host/24", "1.2.3.4/-1", "/8"]) {
      expectInvalid(
        await post({ expressions: [leaf("is_ip_in_cidr_range", value)] }),
        `${place.pointer}/expressions/0/value`,
      );
    }
  });

  it("refuses not_equal, an unknown logical operation and a leaf without a field path", async () => {
    expectInvalid(
      await post({ expressions: [leaf("not_equal", 1)] }),
      `${place.pointer}/expressions/0/str_operator`,
    );
    expectInvalid(
      await post({ logical_operation: "NOR", expressions: [leaf("exists")] }),
      `${place.pointer}/logical_operation`,
    );
    expectInvalid(
      await post({ expressions: [{ str_operator: "exists" }] }),
      `${place.pointer}/expressions/0/field`,
    );
    expectInvalid(
      await post({ expressions: [{ field: "status", str_operator: "exists" }] }),
      `${place.pointer}/expressions/0/field`,
    );
  });
});

it("no failed attempt above was stored", async () => {
  const nodes = ok(await api.get(`/v3/pipeline/${pid}/transform`)) as unknown as Json[];
  const text = JSON.stringify(nodes);
  for (const bad of ["not_equal", "NOR", "(unclosed", "192.168.0.0/40", "host/24"])
    expect(text).not.toContain(bad);
  // 3 stored per place (all operators, negate, 3 depths => 1+1+3).
  expect(nodes.length).toBe(places.length * 5);
});
