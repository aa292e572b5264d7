CREATE TABLE `archive_configs` (
	`account_id` text PRIMARY KEY NOT NULL,
	`integration` text NOT NULL,
	`settings` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `archive_runs` (
	`account_id` text NOT NULL,
	`day` text NOT NULL,
	`status` text NOT NULL,
	`object_key` text,
	`lines` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`compressed_bytes` integer DEFAULT 0 NOT NULL,
	`error` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	PRIMARY KEY(`account_id`, `day`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `boards` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`graphs` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `boards_account` ON `boards` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `enterprise_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`enterprise_id` text NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`enterprise_id`) REFERENCES `enterprises`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `enterprise_keys_hash` ON `enterprise_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `enterprise_keys_enterprise` ON `enterprise_keys` (`enterprise_id`);--> statement-breakpoint
CREATE TABLE `enterprises` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `item_categories` (
	`category_id` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`item_type`, `item_id`, `category_id`),
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `item_categories_category` ON `item_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `member_group_assignments` (
	`member_id` text NOT NULL,
	`group_id` text NOT NULL,
	PRIMARY KEY(`member_id`, `group_id`),
	FOREIGN KEY (`member_id`) REFERENCES `members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `member_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_group_assignments_group` ON `member_group_assignments` (`group_id`);--> statement-breakpoint
CREATE TABLE `member_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`access_scopes` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `member_groups_account_name` ON `member_groups` (`account_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `members` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`email` text NOT NULL,
	`email_key` text NOT NULL,
	`role` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `members_account_email` ON `members` (`account_id`,`email_key`);--> statement-breakpoint
CREATE TABLE `parsing_templates` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`description` text,
	`config` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parsing_templates_account_name` ON `parsing_templates` (`account_id`,`name_key`);--> statement-breakpoint
CREATE TABLE `profile_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`scope` text NOT NULL,
	`report` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_reports_account` ON `profile_reports` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reduction_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`action` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`query` text,
	`apps` text DEFAULT '[]' NOT NULL,
	`hosts` text DEFAULT '[]' NOT NULL,
	`levels` text DEFAULT '[]' NOT NULL,
	`sample_rate` integer,
	`dedupe_fields` text,
	`dedupe_window_seconds` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reduction_rules_account` ON `reduction_rules` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `reduction_savings` (
	`rule_id` text NOT NULL,
	`day` text NOT NULL,
	`account_id` text NOT NULL,
	`lines` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`rule_id`, `day`),
	FOREIGN KEY (`rule_id`) REFERENCES `reduction_rules`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reduction_savings_account` ON `reduction_savings` (`account_id`,`day`);--> statement-breakpoint
CREATE TABLE `screens` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`widgets` text DEFAULT '[]' NOT NULL,
	`layout` text DEFAULT '{}' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `screens_account` ON `screens` (`account_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `enterprise_id` text REFERENCES enterprises(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `accounts_enterprise` ON `accounts` (`enterprise_id`);--> statement-breakpoint
ALTER TABLE `api_keys` ADD `member_id` text REFERENCES members(id) ON DELETE cascade;--> statement-breakpoint
CREATE INDEX `api_keys_member` ON `api_keys` (`member_id`);