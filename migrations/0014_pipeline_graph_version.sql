ALTER TABLE `pipelines` ADD `graph_version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers). Every write of a pipeline's nodes, by any route or job,
-- bumps the pipeline's graph_version in the same transaction, so GET /v3/pipeline/{id} can tell whether the
-- nodes it holds in memory are still the stored ones without reading them (src/api/pipelines/draft-cache.ts).
CREATE TRIGGER `pipeline_nodes_graph_insert` AFTER INSERT ON `pipeline_nodes` BEGIN
  UPDATE `pipelines` SET `graph_version` = `graph_version` + 1 WHERE `id` = new.`pipeline_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `pipeline_nodes_graph_update` AFTER UPDATE ON `pipeline_nodes` BEGIN
  UPDATE `pipelines` SET `graph_version` = `graph_version` + 1
    WHERE `id` IN (old.`pipeline_id`, new.`pipeline_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `pipeline_nodes_graph_delete` AFTER DELETE ON `pipeline_nodes` BEGIN
  UPDATE `pipelines` SET `graph_version` = `graph_version` + 1 WHERE `id` = old.`pipeline_id`;
END;
