// js-script: Mezmo's Script Execution processor. The client's `processEvent(message, metadata, timestamp,
// annotations)` runs once per event in the QuickJS sandbox (src/engine/js-sandbox.ts) and answers the new
// message; null or undefined drops the event. Changes it makes to `metadata` in place are kept. A script
// that throws, runs out of time or memory for one event drops that event with the error as the reason; the
// batch as a whole has a CPU budget, and events left when it is used up are dropped the same way.
import { z } from "zod";
import type { ConditionVars } from "../conditions";
import { compileUserScript, scriptCompileProblem, type UserScript, UserScriptError } from "../js-sandbox";
import { defineProcessor } from "../kinds/define";
import { type Processor, ResultBuilder } from "./types";

export const SCRIPT_ENTRY = "processEvent";
export const DROPPED_BY_SCRIPT = "dropped by script";

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Mezmo's `getPipelineStateVariable(name)`: the pipeline's state variables (operational_state). */
export function statePrelude(vars: ConditionVars | undefined): string {
  const state: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(vars ?? {})) state[key.replace(/^\$state\./, "")] = value;
  return `(() => {
  const state = ${JSON.stringify(state)};
  globalThis.getPipelineStateVariable = (name) => (state[name] === undefined ? null : state[name]);
})()`;
}

/**
 * Compiles a js-script processor's script as a run would, and answers what is wrong with it (it does not
 * compile, throws at load, or defines no processEvent function), or undefined when it is fine.
 */
export const scriptProblem = (script: string) =>
  scriptCompileProblem(script, SCRIPT_ENTRY, { prelude: statePrelude(undefined) });

/** Longest js-script processor script. */
const MAX_SCRIPT_CHARS = 50_000;

const jsScriptConfig = z.strictObject({
  script: z
    .string()
    .min(1)
    .max(MAX_SCRIPT_CHARS)
    .describe(
      `JavaScript defining function ${SCRIPT_ENTRY}(message, metadata, timestamp, annotations); it returns the new message, or null to drop the event`,
    ),
});

export const jsScriptProcessor = ({ script }: z.output<typeof jsScriptConfig>): Processor => {
  return {
    async process(events, ctx) {
      const out = new ResultBuilder();
      if (events.length === 0) return out.result();
      let compiled: UserScript;
      try {
        compiled = await compileUserScript(script, SCRIPT_ENTRY, { prelude: statePrelude(ctx?.vars) });
      } catch (err) {
        if (!(err instanceof UserScriptError)) throw err;
        for (const event of events) out.drop(event, `script error: ${err.message}`);
        return out.result();
      }
      // Compiled, run and disposed without awaiting in between: one runtime per isolate at a time.
      try {
        for (const event of events) {
          let answer: { result: unknown; args: unknown[] };
          try {
            answer = compiled.callKeepingArgs([
              event.message,
              event.metadata,
              new Date(event.timestamp).toISOString(),
              {},
            ]);
          } catch (err) {
            if (!(err instanceof UserScriptError)) throw err;
            out.drop(event, `script error: ${err.message}`);
            continue;
          }
          if (answer.result === undefined || answer.result === null) {
            out.drop(event, DROPPED_BY_SCRIPT);
            continue;
          }
          event.message = answer.result;
          if (isPlainObject(answer.args[1])) event.metadata = answer.args[1];
          out.emit(event);
        }
      } finally {
        compiled.dispose();
      }
      return out.result();
    },
  };
};

export const jsScriptKind = defineProcessor({
  type: "js-script",
  title: "Script execution",
  description:
    "Runs a JavaScript function processEvent(message, metadata, timestamp, annotations) on every event",
  config: jsScriptConfig,
  create: jsScriptProcessor,
  check: async (config) => {
    const problem = await scriptProblem(config.script);
    return problem ? [{ path: ["script"], message: problem }] : [];
  },
});
