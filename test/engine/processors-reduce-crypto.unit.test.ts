import { describe, expect, it } from "vitest";
import { newEvent, type PipelineEvent } from "../../src/engine/events";
import {
  decryptFieldsKind,
  decryptFieldsProcessor,
  encryptFieldsKind,
  encryptFieldsProcessor,
} from "../../src/engine/processors/crypto";
import { mergeValues, reduceKind, reduceProcessor } from "../../src/engine/processors/reduce";

const T0 = Date.UTC(2024, 0, 1);
const fixedCtx = { now: () => T0 };

const reduceOf = (config: Record<string, unknown>) => reduceProcessor(reduceKind.config.parse(config));
const at = (seconds: number, message: unknown) => newEvent(message, T0 + seconds * 1000, {});
const messages = (events: PipelineEvent[] | undefined) => (events ?? []).map((e) => e.message);

describe("reduce: merge strategies", () => {
  it.each<[Parameters<typeof mergeValues>[0], unknown[], unknown]>([
    ["array", [1, "a", [2]], [1, "a", [2]]],
    ["concat", ["a", "b", "c"], "a b c"],
    ["concat", [[1], [2, 3], 4], [1, 2, 3, 4]],
    ["concat", ["n", 1], "n 1"],
    ["concat_newline", ["line 1", "line 2"], "line 1\nline 2"],
    ["discard", ["first", "second"], "first"],
    ["retain", ["first", "second"], "second"],
    ["sum", [1, 2, 3.5], 6.5],
    ["sum", [1, "x", 2], 3],
    ["max", [3, 9, 1], 9],
    ["min", [3, 9, 1], 1],
    ["max", ["a", "b"], "a"],
    ["flat_unique", [[1, 2], 2, [3, [1, 4]], "a", "a"], [1, 2, 3, 4, "a"]],
    ["flat_unique", [{ a: 1 }, { a: 1 }, { a: 2 }], [{ a: 1 }, { a: 2 }]],
    ["longest_array", [[1], [1, 2, 3], [4, 5, 6], "x"], [1, 2, 3]],
    ["shortest_array", [[1, 2], [3], [4]], [3]],
    ["longest_array", ["x"], "x"],
  ])("%s of %j", (strategy, values, expected) => {
    expect(mergeValues(strategy, values)).toEqual(expected);
  });

  it("applies each configured strategy, and the defaults elsewhere", () => {
    const strategies = [
      ["array", ".a"],
      ["concat", ".c"],
      ["concat_newline", ".cn"],
      ["discard", ".d"],
      ["retain", ".r"],
      ["sum", ".s"],
      ["max", ".mx"],
      ["min", ".mn"],
      ["flat_unique", ".fu"],
      ["longest_array", ".la"],
      ["shortest_array", ".sa"],
      ["retain", ".nested.kept"],
    ].map(([strategy, field]) => ({ strategy, field }));
    const p = reduceOf({ merge_strategies: strategies });
    const e1 = {
      a: 1,
      c: "x",
      cn: "l1",
      d: "d1",
      r: "r1",
      s: 1,
      mx: 5,
      mn: 5,
      fu: ["u"],
      la: [1],
      sa: [1, 2],
      n: 10,
      str: "first",
      flag: true,
      nested: { kept: "k1", count: 1, name: "n1" },
    };
    const e2 = {
      a: 2,
      c: "y",
      cn: "l2",
      d: "d2",
      r: "r2",
      s: 2,
      mx: 7,
      mn: 3,
      fu: ["u", "v"],
      la: [1, 2],
      sa: [3],
      n: 5,
      str: "second",
      flag: false,
      nested: { kept: "k2", count: 2, name: "n2" },
      extra: "only in e2",
    };
    p.process([at(0, e1), at(1, e2)], fixedCtx);
    const result = p.flush(fixedCtx);
    const [merged] = result.outputs.get("default")!;
    expect(merged.message).toEqual({
      a: [1, 2],
      c: "x y",
      cn: "l1\nl2",
      d: "d1",
      r: "r2",
      s: 3,
      mx: 7,
      mn: 3,
      fu: ["u", "v"],
      la: [1, 2],
      sa: [3],
      n: 15,
      str: "first",
      flag: true,
      nested: { kept: "k2", count: 3, name: "n1" },
      extra: "only in e2",
    });
    expect(merged.timestamp).toBe(T0);
    expect(merged.metadata.reduce).toEqual({ event_count: 2, timestamp_start: T0, timestamp_end: T0 + 1000 });
  });
});

describe("reduce: grouping and closing", () => {
  const ends = {
    when: "ends_when",
    conditional: { expressions: [{ field: ".done", str_operator: "exists" }] },
  };
  const starts = {
    when: "starts_when",
    conditional: { expressions: [{ field: ".msg", str_operator: "starts_with", value: "BEGIN" }] },
  };
  const cases: {
    name: string;
    config: Record<string, unknown>;
    events: PipelineEvent[];
    emitted: unknown[];
    flushed: unknown[];
  }[] = [
    {
      name: "group_by keeps groups apart; held until flush",
      config: { group_by: [".id"] },
      events: [at(0, { id: "a", n: 1 }), at(1, { id: "b", n: 10 }), at(2, { id: "a", n: 2 })],
      emitted: [],
      flushed: [
        { id: "a", n: 3 },
        { id: "b", n: 10 },
      ],
    },
    {
      name: "no group_by: one group",
      config: {},
      events: [at(0, { n: 1 }), at(1, { n: 2 })],
      emitted: [],
      flushed: [{ n: 3 }],
    },
    {
      name: "missing group_by field is its own group",
      config: { group_by: [".id"] },
      events: [at(0, { n: 1 }), at(1, { id: "a", n: 2 }), at(2, { n: 3 })],
      emitted: [],
      flushed: [{ n: 4 }, { id: "a", n: 2 }],
    },
    {
      name: "ends_when closes the group with the matching event",
      config: { group_by: [".id"], flush_condition: ends },
      events: [
        at(0, { id: "a", n: 1 }),
        at(1, { id: "b", n: 1 }),
        at(2, { id: "a", n: 2, done: true }),
        at(3, { id: "a", n: 5 }),
      ],
      emitted: [{ id: "a", n: 3, done: true }],
      flushed: [
        { id: "b", n: 1 },
        { id: "a", n: 5 },
      ],
    },
    {
      name: "starts_when closes the open group without the matching event",
      config: { flush_condition: starts, merge_strategies: [{ field: ".msg", strategy: "concat_newline" }] },
      events: [
        at(0, { msg: "BEGIN 1" }),
        at(1, { msg: "  detail" }),
        at(2, { msg: "BEGIN 2" }),
        at(3, { msg: "  more" }),
      ],
      emitted: [{ msg: "BEGIN 1\n  detail" }],
      flushed: [{ msg: "BEGIN 2\n  more" }],
    },
    {
      name: "max_events closes a full group",
      config: { max_events: 2 },
      events: [at(0, { n: 1 }), at(1, { n: 2 }), at(2, { n: 4 }), at(3, { n: 8 }), at(4, { n: 16 })],
      emitted: [{ n: 3 }, { n: 12 }],
      flushed: [{ n: 16 }],
    },
    {
      name: "duration_ms measured on the events' timestamps",
      config: { group_by: [".id"], duration_ms: 5000 },
      events: [
        at(0, { id: "a", n: 1 }),
        at(4.999, { id: "a", n: 2 }),
        at(5, { id: "a", n: 4 }),
        at(6, { id: "b", n: 1 }),
        at(20, { id: "a", n: 8 }),
      ],
      emitted: [
        { id: "a", n: 3 },
        { id: "a", n: 4 },
        { id: "b", n: 1 },
      ],
      flushed: [{ id: "a", n: 8 }],
    },
  ];

  it.each(cases)("$name", ({ config, events, emitted, flushed }) => {
    const p = reduceOf(config);
    const result = p.process(events, fixedCtx);
    expect(result.dropped).toEqual([]);
    expect(messages(result.outputs.get("default"))).toEqual(emitted);
    expect(messages(p.flush(fixedCtx).outputs.get("default"))).toEqual(flushed);
    expect(messages(p.flush(fixedCtx).outputs.get("default"))).toEqual([]);
  });

  it("holds open groups across batches", () => {
    const p = reduceOf({ group_by: [".id"] });
    expect(messages(p.process([at(0, { id: "a", n: 1 })], fixedCtx).outputs.get("default"))).toEqual([]);
    expect(messages(p.process([at(1, { id: "a", n: 2 })], fixedCtx).outputs.get("default"))).toEqual([]);
    expect(messages(p.flush(fixedCtx).outputs.get("default"))).toEqual([{ id: "a", n: 3 }]);
  });

  it("a later batch closes a group whose duration passed on the clock", () => {
    let now = T0;
    const ctx = { now: () => now };
    const p = reduceOf({ duration_ms: 1000 });
    p.process([at(0, { n: 1 })], ctx);
    now = T0 + 1000;
    expect(messages(p.process([], ctx).outputs.get("default"))).toEqual([{ n: 1 }]);
  });

  it("closes the oldest group early beyond 10,000 open groups", () => {
    const p = reduceOf({ group_by: [".id"] });
    const events = Array.from({ length: 10_001 }, (_, id) => at(0, { id, n: 1 }));
    expect(messages(p.process(events, fixedCtx).outputs.get("default"))).toEqual([{ id: 0, n: 1 }]);
    expect(p.flush(fixedCtx).outputs.get("default")).toHaveLength(10_000);
  });

  it("treats raw text messages as {message}", () => {
    const p = reduceOf({ merge_strategies: [{ field: ".message", strategy: "concat" }] });
    p.process([at(0, "a"), at(1, "b")], fixedCtx);
    expect(messages(p.flush(fixedCtx).outputs.get("default"))).toEqual([{ message: "a b" }]);
  });
});

const KEY_16 = "0123456789abcdef";
const KEY_32 = "0123456789abcdef0123456789abcdef";
const algorithms = [
  ["AES-128-GCM", KEY_16, 12],
  ["AES-256-GCM", KEY_32, 12],
  ["AES-128-CBC", KEY_16, 16],
  ["AES-256-CBC", KEY_32, 16],
  ["AES-128-CTR", KEY_16, 16],
  ["AES-256-CTR", KEY_32, 16],
] as const;

/** A user_config both kinds take (decrypt-fields reads encode_raw_bytes as decode_raw_bytes). */
const cryptConfig = <T extends Record<string, unknown>>(extra: T) => ({
  field: ".secret",
  iv_field: ".iv",
  ...extra,
});
const encryptOf = (config: Record<string, unknown>) =>
  encryptFieldsProcessor(encryptFieldsKind.config.parse(config));
const decryptOf = (config: Record<string, unknown>) =>
  decryptFieldsProcessor(decryptFieldsKind.config.parse(config));

async function roundTrip(config: Record<string, unknown>, message: unknown) {
  const enc = await encryptOf(config);
  const dec = await decryptOf(config);
  const encrypted = await enc.process([newEvent(structuredClone(message), T0, {})], fixedCtx);
  const [event] = encrypted.outputs.get("default")!;
  const ciphertext = structuredClone(event.message) as Record<string, unknown>;
  const decrypted = await dec.process([event], fixedCtx);
  return { encrypted: ciphertext, decrypted };
}

const b64Length = (s: unknown) => atob(String(s)).length;

describe("encrypt-fields / decrypt-fields round trips", () => {
  const table = algorithms.flatMap(([algorithm, key, ivBytes]) =>
    [true, false].map((encode_raw_bytes) => ({ algorithm, key, ivBytes, encode_raw_bytes })),
  );
  it.each(table)(
    "$algorithm, encode_raw_bytes $encode_raw_bytes",
    async ({ algorithm, key, ivBytes, encode_raw_bytes }) => {
      const config = cryptConfig({ algorithm, key, encode_raw_bytes });
      const plaintext = "card 4111-1111-1111-1111, naïve ✓";
      const { encrypted, decrypted } = await roundTrip(config, { secret: plaintext, keep: 1 });
      expect(encrypted.secret).not.toBe(plaintext);
      expect(encrypted.keep).toBe(1);
      const ivLength = encode_raw_bytes ? b64Length(encrypted.iv) : String(encrypted.iv).length;
      expect(ivLength).toBe(ivBytes);
      expect(decrypted.dropped).toEqual([]);
      expect(decrypted.outputs.get("default")![0].message).toEqual({
        secret: plaintext,
        keep: 1,
        iv: encrypted.iv,
      });
    },
  );

  it("uses a fresh IV for every value", async () => {
    const enc = await encryptOf(cryptConfig({ algorithm: "AES-256-GCM", key: KEY_32 }));
    const result = await enc.process(
      [newEvent({ secret: "same" }, T0, {}), newEvent({ secret: "same" }, T0, {})],
      fixedCtx,
    );
    const [a, b] = result.outputs.get("default")!.map((e) => e.message as Record<string, unknown>);
    expect(a.iv).not.toBe(b.iv);
    expect(a.secret).not.toBe(b.secret);
  });

  it("encrypts non-strings as JSON text, nested fields, and passes events without the field", async () => {
    const config = { field: ".a.b", iv_field: ".meta.iv", algorithm: "AES-128-CBC", key: KEY_16 };
    const enc = await encryptOf(config);
    const dec = await decryptOf(config);
    const encrypted = await enc.process(
      [newEvent({ a: { b: { x: [1, 2] } } }, T0, {}), newEvent({ other: true }, T0, {})],
      fixedCtx,
    );
    const [first, second] = encrypted.outputs.get("default")!;
    expect(second.message).toEqual({ other: true });
    const decrypted = await dec.process([first, second], fixedCtx);
    expect(decrypted.outputs.get("default")!.map((e) => getA(e))).toEqual(['{"x":[1,2]}', undefined]);
  });

  it("refuses a key whose UTF-8 byte length does not fit, at build time", async () => {
    const config = cryptConfig({ algorithm: "AES-128-GCM", key: "ééééééééééééééé!" });
    expect(config.key.length).toBe(16);
    await expect(Promise.resolve().then(() => encryptOf(config))).rejects.toThrow(
      /AES-128-GCM needs a key of exactly 16 bytes, but this key is 31 bytes/,
    );
    await expect(Promise.resolve().then(() => decryptOf(config))).rejects.toThrow(/16 bytes/);
  });

  it("the schema refuses a key of the wrong length", () => {
    expect(
      encryptFieldsKind.config.safeParse({
        field: ".a",
        iv_field: ".iv",
        algorithm: "AES-256-GCM",
        key: KEY_16,
      }).success,
    ).toBe(false);
  });
});

function getA(e: PipelineEvent) {
  return (e.message as { a?: { b?: unknown } }).a?.b;
}

describe("decrypt-fields: values that cannot be decrypted are dropped with a reason", () => {
  const config = cryptConfig({ algorithm: "AES-256-GCM", key: KEY_32 });
  const goodIv = btoa("x".repeat(12));
  it.each<[string, unknown, RegExp]>([
    ["not Base64", { secret: "%%%", iv: goodIv }, /not a Base64/],
    ["no IV", { secret: btoa("abc") }, /IV field \.iv is missing/],
    ["IV of the wrong length", { secret: btoa("abc"), iv: btoa("short") }, /not a Base64 of 12 bytes/],
    [
      "garbage ciphertext",
      { secret: btoa("garbage that is long enough"), iv: goodIv },
      /could not be decrypted/,
    ],
    ["not a string", { secret: 42, iv: goodIv }, /not an encrypted string/],
  ])("%s", async (_name, message, reason) => {
    const dec = await decryptOf(config);
    const result = await dec.process([newEvent(message, T0, {})], fixedCtx);
    expect(result.outputs.get("default") ?? []).toEqual([]);
    expect(result.dropped).toHaveLength(1);
    expect(result.dropped[0].reason).toMatch(reason);
  });

  it("a wrong key is detected for GCM and CBC", async () => {
    for (const algorithm of ["AES-256-GCM", "AES-256-CBC"]) {
      const { encrypted } = await roundTrip(cryptConfig({ algorithm, key: KEY_32 }), { secret: "hello" });
      const dec = await decryptOf(cryptConfig({ algorithm, key: KEY_32.replace("0", "X") }));
      const result = await dec.process([newEvent(encrypted, T0, {})], fixedCtx);
      expect(result.dropped, algorithm).toHaveLength(1);
    }
  });

  it("an event without the field passes unchanged", async () => {
    const dec = await decryptOf(config);
    const result = await dec.process([newEvent({ other: 1 }, T0, {})], fixedCtx);
    expect(result.outputs.get("default")!.map((e) => e.message)).toEqual([{ other: 1 }]);
  });
});
