CREATE INDEX `log_slices_account_last` ON `log_slices` (`account_id`,`last_ts`);--> statement-breakpoint
CREATE INDEX `log_slices_account_updated` ON `log_slices` (`account_id`,`updated_at`);