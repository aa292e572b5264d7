CREATE TABLE `deleted_pipelines` (
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`deleted_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `pipeline_id`)
);
--> statement-breakpoint
CREATE INDEX `deleted_pipelines_deleted` ON `deleted_pipelines` (`deleted_at`);--> statement-breakpoint
ALTER TABLE `notification_deliveries` ADD `next_attempt_at` integer;--> statement-breakpoint
ALTER TABLE `notification_deliveries` ADD `claimed_until` integer;--> statement-breakpoint
ALTER TABLE `notification_deliveries` ADD `queue_token` text;--> statement-breakpoint
CREATE INDEX `notification_deliveries_status` ON `notification_deliveries` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `index_rate_firings_fired` ON `index_rate_firings` (`fired_at`);--> statement-breakpoint
CREATE INDEX `usage_alert_firings_fired` ON `usage_alert_firings` (`fired_at`);--> statement-breakpoint
-- Written by hand (drizzle-kit knows no triggers). Deliveries pending before this migration: their message is
-- taken as due when the row was last updated, so the notification sweep can revive one whose message was lost.
UPDATE `notification_deliveries`
  SET `next_attempt_at` = CAST((julianday(`updated_at`) - 2440587.5) * 86400000 AS INTEGER)
  WHERE `status` = 'pending';
--> statement-breakpoint
-- Every deleted pipeline (its DELETE, or its account's cascade) leaves a row for the retention job, which then
-- removes its metric rows in bounded batches: the DELETE itself stays one cheap statement.
CREATE TRIGGER `pipelines_deleted_metrics` AFTER DELETE ON `pipelines` BEGIN
  INSERT OR IGNORE INTO `deleted_pipelines` (`account_id`, `pipeline_id`, `deleted_at`)
  VALUES (old.`account_id`, old.`id`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
-- Pipelines deleted before this migration whose metric rows are still there.
INSERT OR IGNORE INTO `deleted_pipelines` (`account_id`, `pipeline_id`, `deleted_at`)
  SELECT `account_id`, `pipeline_id`, CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)
  FROM (
    SELECT DISTINCT `account_id`, `pipeline_id` FROM `component_usage`
    UNION
    SELECT DISTINCT `account_id`, `pipeline_id` FROM `edge_usage_metrics`
  )
  WHERE `pipeline_id` NOT IN (SELECT `id` FROM `pipelines`);
