// GET /v3/pipeline/{id} answers the pipeline with every draft node: the node rows are most of that
// request's work (reading, mapping, masking). This per-isolate cache keeps the serialized (masked) nodes of
// recently read pipelines with the pipeline's graph_version, which triggers bump in the same transaction
// as any write of its nodes (migration 0014). The read batch asks D1 for the nodes only when the version
// stored differs from the one held, so a hit costs one small query and can never answer stale nodes,
// whichever isolate wrote them. Bounded in size and age (docs/architecture.md, "In-memory state"); it holds no secret
// (answers are masked).
import type { Db } from "../../db/client";
import { KeyCache } from "../../http/key-cache";
import { presentNode } from "../nodes/present";
import type { NodeRow } from "../nodes/store";
import { readPipelineAndChangedNodes } from "./store";

type SerializedNode = ReturnType<typeof presentNode>;

export interface DraftNodes {
  sources: SerializedNode[];
  transforms: SerializedNode[];
  sinks: SerializedNode[];
}

interface Held {
  version: number;
  nodes: DraftNodes;
}

const held = new KeyCache<Held>(60_000, 1_000);
const keyOf = (accountId: string, pipelineId: string) => `${accountId}:${pipelineId}`;

/**
 * One round trip for the pipeline row and, only when the pipeline's graph_version is not the one this
 * isolate holds, its nodes (one batch, one transaction: the row's version is the version of those rows).
 */
export function readPipelineAndNodes(db: Db, accountId: string, pipelineId: string) {
  const version = held.get(keyOf(accountId, pipelineId))?.version ?? -1;
  return readPipelineAndChangedNodes(db, accountId, pipelineId, version);
}

/**
 * The draft nodes as answered, given the pipeline row and the rows readPipelineAndNodes answered in the same
 * batch (one transaction, so the row's version is the version of those rows).
 */
export function draftNodes(
  accountId: string,
  pipeline: { id: string; graphVersion: number },
  rows: NodeRow[],
): DraftNodes {
  const key = keyOf(accountId, pipeline.id);
  const hit = held.get(key);
  if (hit && hit.version === pipeline.graphVersion) return hit.nodes;
  const of = (cls: string) => rows.filter((n) => n.nodeClass === cls).map((n) => presentNode(n));
  const nodes = { sources: of("source"), transforms: of("transform"), sinks: of("sink") };
  held.set(key, accountId, { version: pipeline.graphVersion, nodes });
  return nodes;
}
