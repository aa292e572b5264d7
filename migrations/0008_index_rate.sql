CREATE TABLE `index_rate_alerts` (
	`account_id` text PRIMARY KEY NOT NULL,
	`max_lines` integer,
	`max_z_score` real,
	`threshold_alert` text DEFAULT 'separate' NOT NULL,
	`frequency` text DEFAULT 'hourly' NOT NULL,
	`channels` text NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`evaluated_through` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `index_rate_firings` (
	`account_id` text NOT NULL,
	`frequency` text NOT NULL,
	`period_start` integer NOT NULL,
	`lines` integer NOT NULL,
	`z_score` real,
	`reasons` text NOT NULL,
	`status` text NOT NULL,
	`fired_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `frequency`, `period_start`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
