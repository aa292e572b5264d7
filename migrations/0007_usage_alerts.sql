CREATE TABLE `edge_usage_metrics` (
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`event_ts` integer NOT NULL,
	`component_id` text NOT NULL,
	`processor` text NOT NULL,
	`edge_id` text NOT NULL,
	`traffic` text NOT NULL,
	`total_count` integer NOT NULL,
	`total_size` integer NOT NULL,
	PRIMARY KEY(`account_id`, `pipeline_id`, `event_ts`, `component_id`, `processor`, `edge_id`)
);
--> statement-breakpoint
CREATE INDEX `edge_usage_metrics_account_ts` ON `edge_usage_metrics` (`account_id`,`event_ts`);--> statement-breakpoint
CREATE TABLE `pipeline_state_variables` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`operational_state` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipeline_state_variables_pipeline` ON `pipeline_state_variables` (`pipeline_id`);--> statement-breakpoint
CREATE INDEX `pipeline_state_variables_account` ON `pipeline_state_variables` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `usage_alert_firings` (
	`alert_id` text NOT NULL,
	`condition` text NOT NULL,
	`period_start` integer NOT NULL,
	`account_id` text NOT NULL,
	`period_end` integer NOT NULL,
	`bytes` integer NOT NULL,
	`previous_bytes` integer,
	`status` text NOT NULL,
	`day` text NOT NULL,
	`fired_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `condition`, `period_start`),
	FOREIGN KEY (`alert_id`) REFERENCES `usage_threshold_alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `usage_alert_firings_day` ON `usage_alert_firings` (`alert_id`,`day`,`status`);--> statement-breakpoint
CREATE INDEX `usage_alert_firings_recent` ON `usage_alert_firings` (`alert_id`,`period_start`);--> statement-breakpoint
CREATE TABLE `usage_threshold_alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`title` text NOT NULL,
	`traffic_type` text NOT NULL,
	`threshold_bytes` integer,
	`percent_increase` real,
	`percent_decrease` real,
	`no_data` integer DEFAULT false NOT NULL,
	`alert_channels` text NOT NULL,
	`max_daily_notifications` integer NOT NULL,
	`period_minutes` integer NOT NULL,
	`evaluated_through` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `usage_threshold_alerts_pipeline` ON `usage_threshold_alerts` (`account_id`,`pipeline_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `usage_threshold_alerts_pipeline_id` ON `usage_threshold_alerts` (`pipeline_id`);