CREATE TABLE `view_alert_incidents` (
	`view_id` text NOT NULL,
	`source` text NOT NULL,
	`channel_index` integer NOT NULL,
	`fingerprint` text NOT NULL,
	`account_id` text NOT NULL,
	`preset_id` text,
	`incident_key` text NOT NULL,
	`channel` text NOT NULL,
	`status` text NOT NULL,
	`last_fired_end` integer NOT NULL,
	`checked_through` integer NOT NULL,
	`opened_at` integer NOT NULL,
	`resolved_at` integer,
	PRIMARY KEY(`view_id`, `source`, `channel_index`),
	FOREIGN KEY (`view_id`) REFERENCES `views`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `view_alert_firings` ADD `incident_key` text;