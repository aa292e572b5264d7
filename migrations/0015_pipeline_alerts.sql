CREATE TABLE `pipeline_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`component_kind` text NOT NULL,
	`component_id` text NOT NULL,
	`inputs` text NOT NULL,
	`alert_config` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`component_id`) REFERENCES `pipeline_nodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pipeline_alerts_pipeline` ON `pipeline_alerts` (`account_id`,`pipeline_id`);--> statement-breakpoint
CREATE INDEX `pipeline_alerts_component` ON `pipeline_alerts` (`component_id`);