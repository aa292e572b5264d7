CREATE TABLE `log_period_builds` (
	`account_id` text NOT NULL,
	`day` integer NOT NULL,
	`state` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`account_id`, `day`)
);
