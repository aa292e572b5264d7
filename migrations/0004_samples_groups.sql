CREATE TABLE `pipeline_sample_events` (
	`sample_id` text NOT NULL,
	`seq` integer NOT NULL,
	`event` text NOT NULL,
	PRIMARY KEY(`sample_id`, `seq`),
	FOREIGN KEY (`sample_id`) REFERENCES `pipeline_samples`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pipeline_samples` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`container_id` text NOT NULL,
	`container_type` text NOT NULL,
	`source_id` text NOT NULL,
	`title` text NOT NULL,
	`format` text NOT NULL,
	`status` text NOT NULL,
	`event_count` integer DEFAULT 0 NOT NULL,
	`size_bytes` integer DEFAULT 0 NOT NULL,
	`capture_limit` integer,
	`capture_timeout_ms` integer,
	`capture_expires_at` integer,
	`capture_offset` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pipeline_samples_container` ON `pipeline_samples` (`account_id`,`container_id`,`source_id`);--> statement-breakpoint
CREATE INDEX `pipeline_samples_capturing` ON `pipeline_samples` (`container_id`,`source_id`,`status`);--> statement-breakpoint
CREATE TABLE `processor_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`processors` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `processor_groups_account` ON `processor_groups` (`account_id`,`created_at`);