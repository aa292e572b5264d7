ALTER TABLE `pipeline_revision_nodes` ADD `description` text;--> statement-breakpoint
ALTER TABLE `pipeline_revision_nodes` ADD `deploy_type` text;