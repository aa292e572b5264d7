CREATE TABLE `file_consolidation_runs` (
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`node_id` text NOT NULL,
	`last_run_at` integer DEFAULT 0 NOT NULL,
	`cursor` text,
	`lease_until` integer DEFAULT 0 NOT NULL,
	`merged_files` integer DEFAULT 0 NOT NULL,
	`merged_objects` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`updated_at` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `pipeline_id`, `node_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade
);
