// Checks of a group's processors at create and update (kinds, beta, configs, ids, inputs, cycles) and their
// sealed form as stored.
import { findNodeKind, type NodeKind } from "../../engine/kinds";
import { GROUP_INPUT, groupProcessorOutputs, PROCESSOR_GROUP_TYPE } from "../../engine/processor-groups";
import type { Caller } from "../../env";
import { ApiError, type ErrorDetail, fromZodError, validationError } from "../../http/errors";
import { hasBeta } from "../account/settings";
import { checkKindConfig } from "../shared/kind-checks";
import { sealWrite } from "../shared/secret-writes";
import type { SecretsCaller } from "../shared/secrets";
import type { StoredProcessor } from "./store";

export interface GroupProcessorWrite {
  id?: string;
  type: string;
  title?: string;
  description?: string | null;
  user_config: Record<string, unknown>;
  inputs: string[];
}

/**
 * Validates a group's processors: each kind exists (and is not itself a group), beta kinds need the
 * account's beta, each `user_config` passes its kind's schema, ids are unique, inputs name `input` or an
 * output of another processor of the group, something reads `input`, and there is no cycle.
 */
export function checkGroupProcessors(caller: Caller, list: GroupProcessorWrite[]): StoredProcessor[] {
  const out: StoredProcessor[] = [];
  const problems: ErrorDetail[] = [];
  const seen = new Set<string>();
  list.forEach((p, i) => {
    const at = (...rest: (string | number)[]) => ["processors", i, ...rest];
    const kind = findNodeKind("transform", p.type);
    if (!kind)
      throw validationError(`unknown processor type ${p.type}`, [
        { path: at("type"), message: "unknown type" },
      ]);
    if (p.type === PROCESSOR_GROUP_TYPE) {
      throw validationError("a processor group cannot contain another processor group", [
        { path: at("type"), message: "groups do not nest" },
      ]);
    }
    if (kind.beta && !hasBeta(caller.account, p.type as "throttle")) {
      throw new ApiError(
        "EFEATUREDISABLED",
        `The ${p.type} processor is in beta; enable it with PATCH /v3/pipeline/account {"beta_features": ["${p.type}"]}`,
      );
    }
    const parsed = kind.config.safeParse(p.user_config);
    if (!parsed.success) throw fromZodError(parsed.error, at("user_config"));
    const id = p.id ?? crypto.randomUUID();
    if (seen.has(id)) problems.push({ path: at("id"), message: `duplicate processor id ${id}` });
    seen.add(id);
    out.push({
      id,
      type: p.type,
      title: p.title ?? kind.title,
      description: p.description ?? null,
      user_config: parsed.data as Record<string, unknown>,
      inputs: p.inputs,
    });
  });
  if (problems.length > 0) throw validationError(`Invalid processors: ${problems[0].message}`, problems);

  const outputs = new Map<string, string>();
  for (const p of out) for (const o of groupProcessorOutputs(p)) outputs.set(o, p.id);
  out.forEach((p, i) => {
    const names = new Set<string>();
    p.inputs.forEach((input, j) => {
      const path = ["processors", i, "inputs", j];
      if (names.has(input)) problems.push({ path, message: `duplicate input ${input}` });
      names.add(input);
      if (input === GROUP_INPUT) return;
      const from = outputs.get(input);
      if (from === undefined) {
        problems.push({
          path,
          message: `${input} is neither "${GROUP_INPUT}" nor an output of another processor of the group`,
        });
      } else if (from === p.id) problems.push({ path, message: "a processor cannot be its own input" });
    });
  });
  if (problems.length === 0 && !out.some((p) => p.inputs.includes(GROUP_INPUT))) {
    problems.push({ path: ["processors"], message: `no processor reads the group's input "${GROUP_INPUT}"` });
  }
  if (problems.length === 0) {
    const cyclic = cycleMembers(out, outputs);
    if (cyclic.length > 0) {
      problems.push(
        ...cyclic.map((i) => ({ path: ["processors", i, "inputs"], message: "these inputs create a cycle" })),
      );
    }
  }
  if (problems.length > 0) throw validationError(`Invalid processors: ${problems[0].message}`, problems);
  return out;
}

/**
 * The processors as stored: secrets sealed; a mask keeps what the processor of the same id holds now. Runs
 * the kinds' own checks first (a js-script's script compiles), which checkGroupProcessors cannot.
 */
export async function sealGroupProcessors(
  caller: SecretsCaller,
  processors: StoredProcessor[],
  stored: StoredProcessor[] = [],
) {
  for (const [i, p] of processors.entries()) {
    await checkKindConfig(findNodeKind("transform", p.type) as NodeKind, p.user_config, [
      "processors",
      i,
      "user_config",
    ]);
  }
  // A processor keeps the secrets of the stored processor of the same id and type only.
  const storedById = new Map(stored.map((p) => [`${p.id}:${p.type}`, p.user_config]));
  return Promise.all(
    processors.map(async (p, i) => {
      const schema = (findNodeKind("transform", p.type) as NodeKind).config;
      const read = () => storedById.get(`${p.id}:${p.type}`);
      return {
        ...p,
        user_config: await sealWrite(caller, schema, p.user_config, read, ["processors", i, "user_config"]),
      };
    }),
  );
}

/** Indexes of the processors Kahn's algorithm cannot order (on a cycle, or downstream of one). */
function cycleMembers(list: StoredProcessor[], outputs: Map<string, string>): number[] {
  const pending = new Map(list.map((p) => [p.id, p.inputs.filter((i) => i !== GROUP_INPUT).length]));
  const ready = list.filter((p) => pending.get(p.id) === 0).map((p) => p.id);
  const done = new Set<string>();
  while (ready.length > 0) {
    const id = ready.pop() as string;
    done.add(id);
    for (const p of list) {
      for (const i of p.inputs) {
        if (i !== GROUP_INPUT && outputs.get(i) === id) {
          const left = (pending.get(p.id) ?? 0) - 1;
          pending.set(p.id, left);
          if (left === 0) ready.push(p.id);
        }
      }
    }
  }
  return list.flatMap((p, i) => (done.has(p.id) ? [] : [i]));
}
