CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_account_type_name` ON `categories` (`account_id`,`type`,`name_key`);--> statement-breakpoint
CREATE TABLE `preset_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`channels` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `preset_alerts_account` ON `preset_alerts` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `view_alert_cursors` (
	`view_id` text NOT NULL,
	`source` text NOT NULL,
	`channel_index` integer NOT NULL,
	`fingerprint` text NOT NULL,
	`evaluated_through` integer NOT NULL,
	PRIMARY KEY(`view_id`, `source`, `channel_index`),
	FOREIGN KEY (`view_id`) REFERENCES `views`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `view_alert_firings` (
	`view_id` text NOT NULL,
	`source` text NOT NULL,
	`channel_index` integer NOT NULL,
	`fingerprint` text NOT NULL,
	`window_start` integer NOT NULL,
	`kind` text NOT NULL,
	`account_id` text NOT NULL,
	`preset_id` text,
	`window_end` integer NOT NULL,
	`count` integer NOT NULL,
	`channel` text NOT NULL,
	`details` text NOT NULL,
	`status` text NOT NULL,
	`fired_at` integer NOT NULL,
	PRIMARY KEY(`view_id`, `source`, `channel_index`, `fingerprint`, `window_start`, `kind`),
	FOREIGN KEY (`view_id`) REFERENCES `views`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `view_alert_firings_pending` ON `view_alert_firings` (`status`,`fired_at`);--> statement-breakpoint
CREATE TABLE `view_categories` (
	`view_id` text NOT NULL,
	`category_id` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`view_id`, `category_id`),
	FOREIGN KEY (`view_id`) REFERENCES `views`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `view_categories_category` ON `view_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `views` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`name` text NOT NULL,
	`query` text,
	`hosts` text DEFAULT '[]' NOT NULL,
	`apps` text DEFAULT '[]' NOT NULL,
	`levels` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`preset_id` text,
	`channels` text DEFAULT '[]' NOT NULL,
	`alerting` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`preset_id`) REFERENCES `preset_alerts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `views_account` ON `views` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `views_preset` ON `views` (`preset_id`);--> statement-breakpoint
CREATE INDEX `views_alerting` ON `views` (`alerting`,`id`);