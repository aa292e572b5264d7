// A processor group as the API answers it: its processors with their outputs, secrets masked (lists) or shown
// to the key that sent them (a single read, a write's answer), and the group's input and outputs.
import { findNodeKind } from "../../engine/kinds";
import { GROUP_INPUT, groupLeafOutputs, groupProcessorOutputs } from "../../engine/processor-groups";
import { maskedConfig } from "../nodes/present";
import { revealSecrets, type SecretsCaller } from "../shared/secrets";
import type { GroupRow } from "./store";

export function presentGroup(g: GroupRow) {
  return {
    id: g.id,
    account_id: g.accountId,
    title: g.title,
    description: g.description,
    processors: g.processors.map((p) => ({
      ...p,
      user_config: maskedConfig({ nodeClass: "transform", type: p.type, userConfig: p.user_config }),
      outputs: groupProcessorOutputs(p).map((id) => ({ id })),
    })),
    input: GROUP_INPUT,
    outputs: groupLeafOutputs(g.processors),
    created_at: g.createdAt,
    updated_at: g.updatedAt,
  };
}

/** A group as a single read by the caller, or the answer to its write (`sent`), shows it: the secrets its key sent. */
export async function presentRevealedGroup(
  caller: SecretsCaller,
  g: GroupRow,
  sent?: { user_config?: unknown }[],
) {
  const group = presentGroup(g);
  const processors = await Promise.all(
    group.processors.map(async (p, i) => {
      const kind = findNodeKind("transform", p.type);
      const stored = g.processors[i].user_config;
      const shown = kind && (await revealSecrets(caller, kind.config, stored, sent?.[i]?.user_config));
      return shown ? { ...p, user_config: shown } : p;
    }),
  );
  return { ...group, processors };
}
