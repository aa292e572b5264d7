// What publishing would change: the draft's nodes against the latest published revision's, node by node
// (added, removed, changed), and for a changed node each field that differs, down to the setting
// (`user_config.rules[0].field`), with its value before and after. Pure, so the publish dialog and its tests
// read the same answer.

import type { PipelineNode } from "./layout";

/** What a draft node and a revision's node both have, and publishing compares. */
export type GraphNode = Pick<
  PipelineNode,
  "id" | "type" | "title" | "description" | "user_config" | "inputs" | "disabled"
>;

export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

export interface NodeChange {
  id: string;
  title: string;
  change: "added" | "removed" | "changed";
  fields: FieldChange[];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === "object" && !Array.isArray(v);

/** Every leaf where `before` and `after` differ, as paths under `path`. */
export function fieldChanges(path: string, before: unknown, after: unknown, into: FieldChange[] = []) {
  if (isRecord(before) && isRecord(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const k of keys) fieldChanges(path ? `${path}.${k}` : k, before[k], after[k], into);
  } else if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    before.forEach((b, i) => {
      fieldChanges(`${path}[${i}]`, b, after[i], into);
    });
  } else if (JSON.stringify(before) !== JSON.stringify(after)) {
    into.push({ path, before, after });
  }
  return into;
}

/** The node as publishing compares it: what a revision keeps of it. */
const compared = (n: GraphNode) => ({
  type: n.type,
  title: n.title,
  description: n.description,
  disabled: n.disabled,
  inputs: [...(n.inputs ?? [])].sort(),
  user_config: n.user_config,
});

/** The draft against the published nodes (none published yet: every node is added). */
export function draftChanges(published: GraphNode[] | null, draft: GraphNode[]): NodeChange[] {
  const before = new Map((published ?? []).map((n) => [n.id, n]));
  const changes: NodeChange[] = [];
  for (const n of draft) {
    const old = before.get(n.id);
    if (!old) {
      changes.push({ id: n.id, title: n.title, change: "added", fields: [] });
      continue;
    }
    before.delete(n.id);
    const fields = fieldChanges("", compared(old), compared(n));
    if (fields.length > 0) changes.push({ id: n.id, title: n.title, change: "changed", fields });
  }
  for (const old of before.values())
    changes.push({ id: old.id, title: old.title, change: "removed", fields: [] });
  return changes;
}

/** A value as one line of the dialog. */
export const shown = (v: unknown) => (v === undefined ? "(none)" : JSON.stringify(v));
