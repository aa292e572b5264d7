// Runs client JavaScript (the js-script processor, custom aggregation scripts) inside QuickJS compiled to
// WebAssembly: the Workers runtime forbids eval and new Function, and a script must not reach the Worker's
// globals anyway. Every script gets its own QuickJS runtime with a memory limit, a stack limit and a CPU
// budget (per call and for the script's whole life), and sees only its arguments: no fetch, no timers, no
// host objects (console.* exists and does nothing). Values cross the boundary as JSON.
//
// The wasm module is loaded once per isolate (lazily). A script is compiled and used synchronously, so a
// caller that compiles, runs a batch and disposes without awaiting in between holds one runtime at a time.
import baseVariant from "@jitl/quickjs-wasmfile-release-sync";
import {
  newQuickJSWASMModuleFromVariant,
  newVariant,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSRuntime,
  type QuickJSWASMModule,
} from "quickjs-emscripten-core";

/** A script's failure, with a short message that is safe to show the client (no host stack). */
export class UserScriptError extends Error {
  override name = "UserScriptError";
}

export interface UserScriptLimits {
  /**
   * QuickJS's memory limit of the script's runtime, in bytes. The prebuilt engine bounds each allocation
   * with it (and the number of allocations), not their total; the shared wasm heap's maximum (64 MiB) is
   * the hard cap.
   */
  memoryBytes: number;
  /** Stack of the script's runtime, in bytes (deep recursion ends with a RangeError). */
  stackBytes: number;
  /** CPU budget of one call, in milliseconds. */
  callMs: number;
  /** CPU budget of the compilation plus every call of the script's life (a batch), in milliseconds. */
  totalMs: number;
}

export const DEFAULT_SCRIPT_LIMITS: UserScriptLimits = {
  memoryBytes: 16 * 1024 * 1024,
  stackBytes: 256 * 1024,
  callMs: 50,
  totalMs: 1000,
};

export interface UserScriptOptions {
  limits?: Partial<UserScriptLimits>;
  /**
   * Trusted code of ours evaluated before the client's script, under the same limits (to define helper
   * functions the script may call, such as Mezmo's getPipelineStateVariable). Assign to globalThis rather
   * than declaring top-level const/let, which would clash with the script's own names.
   */
  prelude?: string;
}

export interface UserScript {
  /**
   * Calls the entry function with JSON-compatible arguments and answers its JSON-compatible result
   * (`undefined` when it returns undefined or something JSON cannot hold, such as a function). Throws
   * UserScriptError when the script throws, runs out of time or memory, or returns what JSON cannot encode.
   */
  call(args: unknown[]): unknown;
  /** Like call, and also answers the arguments as the function left them (it may change them in place). */
  callKeepingArgs(args: unknown[]): { result: unknown; args: unknown[] };
  /** Frees the script's runtime. Calls after this throw. Safe to call twice. */
  dispose(): void;
}

/** Longest error message passed on to the client. */
const MAX_MESSAGE = 300;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/**
 * Interrupt polls per millisecond of a tight loop (measured in workerd: 4 to 10 for plain loops and calls).
 * Loops dominated by built-ins (JSON, sort, regex replace) poll 10 to 100 times less often, so where only
 * polls count (deployed) such a script may run longer than its budget in ms; the memory limit bounds what
 * one built-in call can do, and the Worker's CPU limit is the last stop.
 */
const POLLS_PER_MS = 10;

/**
 * The wasm heap every script of the isolate shares, in 64 KiB pages: 16 MiB to start, 64 MiB at most. The
 * prebuilt QuickJS counts its allocations, not their bytes (its memory limit bounds one allocation and how
 * many there are, not their total: quickjs-emscripten issues 255 and 271), so the hard cap is this
 * Memory's `maximum`: past it malloc fails and QuickJS throws "out of memory" in the script, far below the
 * isolate's 128 MB.
 */
const WASM_PAGES = { initial: 256, maximum: 1024 };

let loading: Promise<QuickJSWASMModule> | undefined;

/** The QuickJS wasm module of this isolate, instantiated on first use. */
export function loadQuickJS(): Promise<QuickJSWASMModule> {
  loading ??= (async () => {
    const { default: wasmModule } = await import("./quickjs-wasm");
    const wasmMemory = new WebAssembly.Memory(WASM_PAGES);
    return newQuickJSWASMModuleFromVariant(newVariant(baseVariant, { wasmModule, wasmMemory }));
  })().catch((err) => {
    loading = undefined; // a later call tries again
    throw err;
  });
  return loading;
}

/** After the engine itself failed (not a script error), the next script gets a fresh module and heap. */
function discardModule(): void {
  loading = undefined;
}

// Runs before the client's code: silences console and keeps its own JSON functions, so a script that
// replaces JSON only confuses itself. Evaluates to the function through which every call goes.
const PRELUDE = `(() => {
  const parse = JSON.parse, stringify = JSON.stringify, apply = Reflect.apply;
  const nothing = () => undefined;
  globalThis.console = { log: nothing, info: nothing, warn: nothing, error: nothing, debug: nothing };
  return (fn, json, keepArgs) => {
    const args = parse(json);
    const result = apply(fn, undefined, args);
    if (keepArgs) return stringify({ result, args });
    return result === undefined ? undefined : stringify(result);
  };
})()`;

/**
 * Compiles `source` (a classic script, not a module) and finds the function `entry` it defines. Throws
 * UserScriptError when the script does not compile, throws while it runs, runs out of time or memory, or
 * defines no function `entry`.
 */
export async function compileUserScript(
  source: string,
  entry: string,
  options: UserScriptOptions = {},
): Promise<UserScript> {
  if (!IDENTIFIER.test(entry)) throw new Error(`not an identifier: ${entry}`);
  const quickjs = await loadQuickJS();
  try {
    return new Sandbox(
      quickjs,
      { ...DEFAULT_SCRIPT_LIMITS, ...options.limits },
      source,
      entry,
      options.prelude,
    );
  } catch (err) {
    if (!(err instanceof UserScriptError)) discardModule();
    throw err;
  }
}

class Sandbox implements UserScript {
  private readonly runtime: QuickJSRuntime;
  private readonly context: QuickJSContext;
  private readonly invoke: QuickJSHandle;
  private readonly fn: QuickJSHandle;
  private disposed = false;
  /** CPU spent so far (ms by the clock, and interpreter polls), and where the running step started. */
  private spentMs = 0;
  private spentPolls = 0;
  private stepStart = 0;
  private stepPolls = 0;
  private stepLimit = 0;
  private stopped = false;

  constructor(
    quickjs: QuickJSWASMModule,
    private readonly limits: UserScriptLimits,
    source: string,
    entry: string,
    prelude?: string,
  ) {
    this.runtime = quickjs.newRuntime({
      memoryLimitBytes: limits.memoryBytes,
      maxStackSizeBytes: limits.stackBytes,
      interruptHandler: () => this.interrupt(),
    });
    try {
      this.context = this.runtime.newContext();
      this.invoke = this.run(() => this.context.evalCode(PRELUDE, "prelude.js", { type: "global" }), "total");
      if (prelude)
        this.run(() => this.context.evalCode(prelude, "helpers.js", { type: "global" }), "total").dispose();
      this.run(() => this.context.evalCode(source, "script.js", { type: "global" }), "total").dispose();
      this.fn = this.run(
        () =>
          this.context.evalCode(`typeof ${entry} === "function" ? ${entry} : undefined`, "entry.js", {
            type: "global",
          }),
        "total",
      );
      if (this.context.typeof(this.fn) !== "function") {
        throw new UserScriptError(`the script must define a function ${entry}`);
      }
    } catch (err) {
      this.dispose();
      throw err;
    }
  }

  call(args: unknown[]): unknown {
    return this.invokeEntry(args, false);
  }

  callKeepingArgs(args: unknown[]): { result: unknown; args: unknown[] } {
    const out = this.invokeEntry(args, true) as { result?: unknown; args: unknown[] };
    return { result: out.result, args: out.args };
  }

  private invokeEntry(args: unknown[], keepArgs: boolean): unknown {
    if (this.disposed) throw new Error("the script was disposed");
    try {
      return this.invokeOnce(args, keepArgs);
    } catch (err) {
      if (!(err instanceof UserScriptError)) discardModule();
      throw err;
    }
  }

  private invokeOnce(args: unknown[], keepArgs: boolean): unknown {
    const json = JSON.stringify(args);
    const handle = this.run(() => {
      const arg = this.context.newString(json);
      const keep = keepArgs ? this.context.true : this.context.false;
      try {
        return this.context.callFunction(this.invoke, this.context.undefined, this.fn, arg, keep);
      } finally {
        arg.dispose();
      }
    }, "call");
    try {
      return this.context.typeof(handle) === "string"
        ? JSON.parse(this.context.getString(handle))
        : undefined;
    } finally {
      handle.dispose();
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    // Handles first: a runtime freed with live objects asserts.
    for (const h of [this.fn, this.invoke]) if (h?.alive) h.dispose();
    if (this.context?.alive) this.context.dispose();
    if (this.runtime.alive) this.runtime.dispose();
  }

  /**
   * Runs one step (the compilation or a call) under the budget; a failure becomes a UserScriptError with the
   * script's message. `call` steps get at most `callMs`, every step takes from `totalMs`.
   */
  private run(
    step: () => { error: QuickJSHandle; value?: undefined } | { value: QuickJSHandle; error?: undefined },
    kind: "call" | "total",
  ): QuickJSHandle {
    const leftMs = Math.min(
      this.limits.totalMs - this.spentMs,
      this.limits.totalMs - this.spentPolls / POLLS_PER_MS,
    );
    if (leftMs <= 0) throw new UserScriptError(budgetMessage("total", this.limits));
    const perCall = kind === "call" && this.limits.callMs < leftMs;
    this.stepLimit = perCall ? this.limits.callMs : leftMs;
    this.stopped = false;
    this.stepPolls = 0;
    this.stepStart = Date.now();
    try {
      const result = step();
      if (result.error) {
        const message = this.stopped
          ? budgetMessage(perCall ? "call" : "total", this.limits)
          : this.describe(result.error);
        result.error.dispose();
        throw new UserScriptError(message);
      }
      return result.value;
    } finally {
      this.spentMs += Date.now() - this.stepStart;
      this.spentPolls += this.stepPolls;
    }
  }

  /**
   * QuickJS polls this every 10,000 or so interpreter steps. The clock stops the script where it advances
   * (wrangler dev, tests); deployed Workers freeze the clock while code runs (a Spectre mitigation), so the
   * count of polls stops it there.
   */
  private interrupt(): boolean {
    this.stepPolls++;
    if (this.stepPolls <= this.stepLimit * POLLS_PER_MS && Date.now() - this.stepStart <= this.stepLimit)
      return false;
    this.stopped = true;
    return true;
  }

  /** `Name: message` of a thrown value (a getter it runs is still under the budget). */
  private describe(error: QuickJSHandle): string {
    const ctx = this.context;
    let text: string;
    try {
      if (ctx.typeof(error) === "object") {
        const name = ctx.getProp(error, "name");
        const message = ctx.getProp(error, "message");
        const n = ctx.typeof(name) === "string" ? ctx.getString(name) : "Error";
        const m = ctx.typeof(message) === "string" ? ctx.getString(message) : "";
        name.dispose();
        message.dispose();
        text = m ? `${n}: ${m}` : n;
      } else {
        text = `uncaught ${String(ctx.dump(error))}`;
      }
    } catch {
      text = "the script failed";
    }
    if (text === "InternalError: out of memory") text = "the script ran out of memory";
    return text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text;
  }
}

function budgetMessage(which: "call" | "total", limits: UserScriptLimits): string {
  return which === "call"
    ? `the script ran longer than its limit of ${limits.callMs} ms per call`
    : `the script used up its CPU budget of ${limits.totalMs} ms for this batch`;
}

/**
 * Why `source` cannot be used (it does not compile, throws or loops at load, or defines no function
 * `entry`), or undefined: the check a write makes before storing a script.
 */
export async function scriptCompileProblem(
  source: string,
  entry: string,
  options: UserScriptOptions = {},
): Promise<string | undefined> {
  try {
    (await compileUserScript(source, entry, options)).dispose();
    return undefined;
  } catch (err) {
    if (err instanceof UserScriptError) return err.message;
    throw err;
  }
}
