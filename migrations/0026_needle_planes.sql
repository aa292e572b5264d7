-- Periods are bit planes now (src/logstore/summary.ts PERIOD_FORMAT 2) with their plane width beside them,
-- and their rows of blocks are keyed by build x 256 + row (one lookup, one row written each): the periods of
-- blocks of words go, every slice's stamp with them, and every day is built again by the next
-- runs of the period job. Two partial indexes let a plan read only the rows it needs (needles.ts narrowing).
DROP TABLE `log_summary_blocks`;--> statement-breakpoint
CREATE TABLE `log_summary_blocks` (
	`id` integer PRIMARY KEY NOT NULL,
	`bits` blob NOT NULL
);
--> statement-breakpoint
DELETE FROM `log_summary_periods`;--> statement-breakpoint
UPDATE `log_slices` SET `summary_build` = NULL, `summary_lines` = NULL WHERE `summary_build` IS NOT NULL;--> statement-breakpoint
UPDATE `log_slice_summaries` SET `built` = 0;--> statement-breakpoint
ALTER TABLE `log_summary_periods` ADD `plane_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `log_slices_unsummarized` ON `log_slices` (`account_id`,`last_ts`) WHERE summary_build IS NULL OR summary_lines IS NOT lines;--> statement-breakpoint
CREATE INDEX `log_slices_summary_build` ON `log_slices` (`account_id`,`summary_build`) WHERE summary_build IS NOT NULL;
