// Pipelines and their revisions as the API answers them.
import type { PipelineRow, RevisionRow } from "./store";

export function presentPipeline(p: PipelineRow) {
  return {
    id: p.id,
    account_id: p.accountId,
    title: p.title,
    description: p.description,
    deploy_type: p.deployType,
    processing_status: p.processingStatus,
    origin: p.origin,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    published_at: p.publishedAt,
    published_revision_id: p.publishedRevisionId,
  };
}

/** A revision without its nodes (the list); a single read adds them. */
export function presentRevision(r: RevisionRow) {
  return {
    id: r.id,
    pipeline_id: r.pipelineId,
    version: r.version,
    created_at: r.createdAt,
  };
}
