CREATE TABLE `notification_attempts` (
	`id` text PRIMARY KEY NOT NULL,
	`delivery_id` text NOT NULL,
	`account_id` text NOT NULL,
	`attempt` integer NOT NULL,
	`started_at` text NOT NULL,
	`duration_ms` integer NOT NULL,
	`ok` integer NOT NULL,
	`http_status` integer,
	`error` text,
	FOREIGN KEY (`delivery_id`) REFERENCES `notification_deliveries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_attempts_delivery` ON `notification_attempts` (`delivery_id`,`attempt`);--> statement-breakpoint
CREATE TABLE `notification_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`source_kind` text NOT NULL,
	`source_id` text NOT NULL,
	`channel_type` text NOT NULL,
	`channel` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`dedupe_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_deliveries_account` ON `notification_deliveries` (`account_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notification_deliveries_source` ON `notification_deliveries` (`account_id`,`source_kind`,`source_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `notification_deliveries_dedupe` ON `notification_deliveries` (`account_id`,`dedupe_key`);--> statement-breakpoint
CREATE TABLE `notification_secrets` (
	`account_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
