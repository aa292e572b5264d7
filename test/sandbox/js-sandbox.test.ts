// The QuickJS sandbox (src/engine/js-sandbox.ts) and the js-script processor built on it. In the workers
// project: the engine is a wasm module imported as a module, as in the deployed Worker.
import { describe, expect, it, vi } from "vitest";
import { newEvent } from "../../src/engine/events";
import { compileUserScript, UserScriptError } from "../../src/engine/js-sandbox";
import { jsScriptProcessor, scriptProblem } from "../../src/engine/processors/script";
import { DEFAULT_OUTPUT } from "../../src/engine/processors/types";

async function failure(promise: Promise<unknown> | (() => unknown)): Promise<UserScriptError> {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (err) {
    expect(err).toBeInstanceOf(UserScriptError);
    return err as UserScriptError;
  }
  throw new Error("expected a UserScriptError");
}

describe("compileUserScript", () => {
  it("calls the entry with JSON values and answers its JSON result", async () => {
    const script = await compileUserScript(
      "function f(a, b) { return { sum: a.n + b, list: [a.s.toUpperCase(), null, true] } }",
      "f",
    );
    expect(script.call([{ n: 1, s: "x" }, 2])).toEqual({ sum: 3, list: ["X", null, true] });
    expect(script.call([{ n: 5, s: "y" }, 5])).toEqual({ sum: 10, list: ["Y", null, true] });
    script.dispose();
    script.dispose(); // twice is fine
    expect(() => script.call([])).toThrow(/disposed/);
  });

  it("answers undefined for no return value, null for null; keeps state between calls", async () => {
    const script = await compileUserScript(
      "let n = 0; const f = (x) => { n++; if (x === 'none') return; if (x === 'null') return null; if (x === 'fn') return () => 1; return n }",
      "f",
    );
    expect(script.call(["none"])).toBeUndefined();
    expect(script.call(["null"])).toBeNull();
    expect(script.call(["fn"])).toBeUndefined();
    expect(script.call(["count"])).toBe(4);
    script.dispose();
  });

  it("answers the arguments as the function left them with callKeepingArgs", async () => {
    const script = await compileUserScript("function f(acc, e) { acc.total += e.v; e.seen = true }", "f");
    expect(script.callKeepingArgs([{ total: 1 }, { v: 2 }])).toEqual({
      result: undefined,
      args: [{ total: 3 }, { v: 2, seen: true }],
    });
    script.dispose();
  });

  it("a syntax error, a throw at load and a missing entry are UserScriptErrors with short messages", async () => {
    const syntax = await failure(compileUserScript("function f( { return 1 }", "f"));
    expect(syntax.message).toMatch(/^SyntaxError: /);
    expect(syntax.message).not.toMatch(/\n|at .*\.ts/);
    expect((await failure(compileUserScript("throw new TypeError('boom')", "f"))).message).toBe(
      "TypeError: boom",
    );
    expect((await failure(compileUserScript("var g = 1", "f"))).message).toBe(
      "the script must define a function f",
    );
    expect((await failure(compileUserScript("var f = 1", "f"))).message).toBe(
      "the script must define a function f",
    );
  });

  it("a thrown value becomes the call's UserScriptError; the script stays usable", async () => {
    const script = await compileUserScript(
      "function f(x) { if (x === 1) throw new RangeError('bad ' + x); if (x === 2) throw 'plain'; if (x === 3) return 10n; return x }",
      "f",
    );
    expect((await failure(() => script.call([1]))).message).toBe("RangeError: bad 1");
    expect((await failure(() => script.call([2]))).message).toBe("uncaught plain");
    expect((await failure(() => script.call([3]))).message).toMatch(/^TypeError: .*BigInt/i);
    expect(script.call([4])).toBe(4);
    script.dispose();
  });

  it("ends an infinite loop with an error within its per-call budget", async () => {
    const script = await compileUserScript("function f(x) { if (x) while (true) {} return 1 }", "f", {
      limits: { callMs: 50, totalMs: 1000 },
    });
    const start = performance.now();
    expect((await failure(() => script.call([true]))).message).toBe(
      "the script ran longer than its limit of 50 ms per call",
    );
    expect(performance.now() - start).toBeLessThan(500);
    expect(script.call([false])).toBe(1); // the next call runs normally
    script.dispose();
  });

  it("stops a loop at load, and a batch once its total budget is used up", async () => {
    expect((await failure(compileUserScript("for (;;) {}", "f", { limits: { totalMs: 30 } }))).message).toBe(
      "the script used up its CPU budget of 30 ms for this batch",
    );
    const script = await compileUserScript("function f() { while (true) {} }", "f", {
      limits: { callMs: 40, totalMs: 100 },
    });
    const start = performance.now();
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) messages.push((await failure(() => script.call([]))).message);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(messages.at(-1)).toBe("the script used up its CPU budget of 100 ms for this batch");
    script.dispose();
  });

  it("stops an infinite loop by counting interpreter polls when the clock stands still (deployed Workers)", async () => {
    const script = await compileUserScript("function f() { let i = 0; while (true) { i++ } }", "f", {
      limits: { callMs: 50 },
    });
    const frozen = Date.now();
    const spy = vi.spyOn(Date, "now").mockReturnValue(frozen);
    try {
      const start = performance.now();
      expect((await failure(() => script.call([]))).message).toMatch(/ran longer than its limit of 50 ms/);
      expect(performance.now() - start).toBeLessThan(2000);
    } finally {
      spy.mockRestore();
      script.dispose();
    }
  });

  it("ends a memory bomb with an out-of-memory error, and deep recursion with a RangeError", async () => {
    // Many small strings (past the shared wasm heap's cap), big strings, typed arrays: each ends with an error.
    for (const body of [
      "const a = []; while (true) a.push('x'.repeat(1024) + a.length)",
      "const a = []; while (true) a.push('x'.repeat(8e6) + a.length)",
      "const a = []; while (true) a.push(new Uint8Array(4e6))",
    ]) {
      const script = await compileUserScript(`function bomb() { ${body} }`, "bomb", {
        limits: { callMs: 5000, totalMs: 5000 },
      });
      expect((await failure(() => script.call([]))).message, body).toBe("the script ran out of memory");
      script.dispose();
    }
    // The engine is still fine for the next script.
    const next = await compileUserScript("function f(x) { return x + 1 }", "f");
    expect(next.call([1])).toBe(2);
    next.dispose();
    const deep = await compileUserScript("function deep(n) { return deep(n + 1) + 1 }", "deep");
    expect((await failure(() => deep.call([0]))).message).toMatch(/^(RangeError|InternalError): .*stack/);
    deep.dispose();
  });

  it("sees no host: no fetch, timers, require, process; globalThis is the VM's own", async () => {
    const script = await compileUserScript(
      `function probe() {
        return {
          fetch: typeof fetch, setTimeout: typeof setTimeout, require: typeof require, process: typeof process,
          caches: typeof caches, crypto: typeof crypto, WebAssembly: typeof WebAssembly,
          env: typeof env, consoleLog: console.log("hi"), keys: Object.getOwnPropertyNames(globalThis).filter(
            (k) => ["fetch", "Request", "Response", "caches", "navigator", "scheduler", "addEventListener"].includes(k)),
        }
      }`,
      "probe",
    );
    expect(script.call([])).toEqual({
      fetch: "undefined",
      setTimeout: "undefined",
      require: "undefined",
      process: "undefined",
      caches: "undefined",
      crypto: "undefined",
      WebAssembly: "undefined",
      env: "undefined",
      keys: [],
    });
    script.dispose();
  });

  it("runs tens of thousands of trivial calls a second", async () => {
    const script = await compileUserScript(
      "function processEvent(e) { e.seen = true; return e }",
      "processEvent",
      {
        limits: { totalMs: 60_000 },
      },
    );
    const n = 5000;
    const start = performance.now();
    for (let i = 0; i < n; i++) script.call([{ i, msg: "GET /index.html 200", app: "web" }]);
    const perSecond = Math.round(n / ((performance.now() - start) / 1000));
    console.log(`js-sandbox: ${perSecond} trivial calls/s`);
    expect(perSecond).toBeGreaterThan(5000);
    script.dispose();
  });
});

describe("js-script processor", () => {
  const run = async (script: string, messages: unknown[], vars?: Record<string, unknown>) => {
    const processor = await jsScriptProcessor({ script });
    return processor.process(
      messages.map((m) => newEvent(m, Date.UTC(2024, 0, 2, 3, 4, 5), { source: "s" })),
      { now: () => 0, vars },
    );
  };

  it("replaces each message with processEvent's answer and drops null/undefined", async () => {
    const result = await run(
      `function processEvent(message, metadata, timestamp, annotations) {
        if (message.skip) return null
        if (message.none) return
        metadata.touched = true
        message.ts = timestamp
        message.ann = typeof annotations
        return message
      }`,
      [{ a: 1 }, { skip: true }, { none: true }],
    );
    const out = result.outputs.get(DEFAULT_OUTPUT) ?? [];
    expect(out.map((e) => e.message)).toEqual([{ a: 1, ts: "2024-01-02T03:04:05.000Z", ann: "object" }]);
    expect(out[0].metadata).toEqual({ source: "s", touched: true });
    expect(result.dropped.map((d) => d.reason)).toEqual(["dropped by script", "dropped by script"]);
  });

  it("drops only the event whose call fails, with the error as the reason", async () => {
    const result = await run(
      "function processEvent(m) { if (m.bad) throw new Error('bad event ' + m.id); if (m.loop) while (true) {} return m.id }",
      [{ id: 1 }, { id: 2, bad: true }, { id: 3, loop: true }, { id: 4 }],
    );
    expect((result.outputs.get(DEFAULT_OUTPUT) ?? []).map((e) => e.message)).toEqual([1, 4]);
    expect(result.dropped.map((d) => [d.event.message, d.reason])).toEqual([
      [{ id: 2, bad: true }, "script error: Error: bad event 2"],
      [{ id: 3, loop: true }, "script error: the script ran longer than its limit of 50 ms per call"],
    ]);
  });

  it("a script that no longer compiles drops every event with its error, never throws", async () => {
    const result = await run("function processEvent(", [{ a: 1 }, { a: 2 }]);
    expect(result.outputs.get(DEFAULT_OUTPUT)).toEqual([]);
    expect(result.dropped).toHaveLength(2);
    expect(result.dropped[0].reason).toMatch(/^script error: SyntaxError/);
  });

  it("offers Mezmo's getPipelineStateVariable", async () => {
    const result = await run(
      "function processEvent(m) { m.state = getPipelineStateVariable('operational_state'); m.other = getPipelineStateVariable('x'); return m }",
      [{}],
      { "$state.operational_state": "incident" },
    );
    expect(result.outputs.get(DEFAULT_OUTPUT)?.[0].message).toEqual({ state: "incident", other: null });
  });

  it("scriptProblem: what a create or update refuses", async () => {
    expect(
      await scriptProblem("function processEvent(e) { if (e.skip) { return null } return e }"),
    ).toBeUndefined();
    expect(await scriptProblem("function process(e) { return e }")).toBe(
      "the script must define a function processEvent",
    );
    expect(await scriptProblem("function processEvent(e) { return e")).toMatch(/^SyntaxError/);
    expect(await scriptProblem("while (true) {}")).toMatch(/CPU budget/);
  });
});
