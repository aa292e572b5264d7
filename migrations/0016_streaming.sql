CREATE TABLE `stream_configs` (
	`account_id` text PRIMARY KEY NOT NULL,
	`brokers` text NOT NULL,
	`topic` text NOT NULL,
	`user` text NOT NULL,
	`password` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`last_error` text,
	`cursor` integer DEFAULT 0 NOT NULL,
	`streamed_lines` integer DEFAULT 0 NOT NULL,
	`last_streamed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `exclusion_rules` ADD `scope` text DEFAULT 'ingestion' NOT NULL;