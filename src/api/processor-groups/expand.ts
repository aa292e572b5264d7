// Moved to src/engine/processor-groups.ts. This re-export serves src/api/pipelines/publish.ts until its
// import points there; then delete this file.
export * from "../../engine/processor-groups";
