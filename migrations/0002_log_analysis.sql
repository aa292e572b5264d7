CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_to` ON `email_outbox` (`to`);--> statement-breakpoint
CREATE TABLE `exclusion_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`index_only` integer DEFAULT false NOT NULL,
	`apps` text DEFAULT '[]' NOT NULL,
	`hosts` text DEFAULT '[]' NOT NULL,
	`query` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `exclusion_rules_account` ON `exclusion_rules` (`account_id`,`active`);--> statement-breakpoint
CREATE TABLE `export_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`params` text NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`line_count` integer,
	`object_key` text,
	`expires_at` integer,
	`error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`completed_at` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `export_jobs_account` ON `export_jobs` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `export_jobs_expiry` ON `export_jobs` (`expires_at`);--> statement-breakpoint
CREATE TABLE `log_lines` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`ts` integer NOT NULL,
	`line` text NOT NULL,
	`app` text DEFAULT '' NOT NULL,
	`host` text DEFAULT '' NOT NULL,
	`file` text DEFAULT '' NOT NULL,
	`level` text DEFAULT '' NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`mac` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`meta` text,
	`size` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `log_lines_account_ts` ON `log_lines` (`account_id`,`ts`,`seq`);--> statement-breakpoint
CREATE INDEX `log_lines_account_app_ts` ON `log_lines` (`account_id`,`app`,`ts`);--> statement-breakpoint
CREATE INDEX `log_lines_account_host_ts` ON `log_lines` (`account_id`,`host`,`ts`);--> statement-breakpoint
CREATE TABLE `service_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `usage_daily` (
	`account_id` text NOT NULL,
	`day` text NOT NULL,
	`dimension` text NOT NULL,
	`name` text NOT NULL,
	`lines` integer DEFAULT 0 NOT NULL,
	`stored_lines` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `dimension`, `day`, `name`)
);
--> statement-breakpoint
ALTER TABLE `accounts` ADD `ingestion_suspended` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Seeded here, not in the schema: a random signing secret per database (export v2 tokens, download links).
INSERT INTO `service_secrets` (`name`, `value`) VALUES ('signing', lower(hex(randomblob(32))));
