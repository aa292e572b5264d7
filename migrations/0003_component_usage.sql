CREATE TABLE `component_usage` (
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`component_id` text NOT NULL,
	`minute` integer NOT NULL,
	`component_kind` text NOT NULL,
	`events_in` integer DEFAULT 0 NOT NULL,
	`events_out` integer DEFAULT 0 NOT NULL,
	`events_dropped` integer DEFAULT 0 NOT NULL,
	`bytes_in` integer DEFAULT 0 NOT NULL,
	`bytes_out` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `pipeline_id`, `component_id`, `minute`)
);
--> statement-breakpoint
CREATE INDEX `component_usage_account_minute` ON `component_usage` (`account_id`,`minute`);