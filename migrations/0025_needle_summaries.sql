CREATE TABLE `log_slice_summaries` (
	`account_id` text NOT NULL,
	`slice` text NOT NULL,
	`grp` integer NOT NULL,
	`day` integer NOT NULL,
	`lines` integer NOT NULL,
	`filter` blob NOT NULL,
	`built` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `slice`, `grp`)
);
--> statement-breakpoint
CREATE INDEX `log_slice_summaries_day` ON `log_slice_summaries` (`account_id`,`day`);--> statement-breakpoint
CREATE INDEX `log_slice_summaries_unbuilt` ON `log_slice_summaries` (`account_id`,`day`) WHERE built = 0;--> statement-breakpoint
CREATE TABLE `log_summary_blocks` (
	`account_id` text NOT NULL,
	`day` integer NOT NULL,
	`row` integer NOT NULL,
	`build` integer NOT NULL,
	`bits` blob NOT NULL,
	PRIMARY KEY(`account_id`, `day`, `row`)
);
--> statement-breakpoint
CREATE TABLE `log_summary_periods` (
	`account_id` text NOT NULL,
	`day` integer NOT NULL,
	`build` integer NOT NULL,
	`header` blob NOT NULL,
	`blocks` integer NOT NULL,
	`blocks_per_row` integer NOT NULL,
	`columns` text NOT NULL,
	PRIMARY KEY(`account_id`, `day`)
);
--> statement-breakpoint
ALTER TABLE `log_slices` ADD `summary_build` integer;--> statement-breakpoint
ALTER TABLE `log_slices` ADD `summary_lines` integer;