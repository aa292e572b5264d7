CREATE TABLE `dead_letters` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`destination_id` text NOT NULL,
	`events` integer NOT NULL,
	`bytes` integer NOT NULL,
	`first_failed_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`last_error` text NOT NULL,
	`object_key` text NOT NULL,
	`replayed_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dead_letters_destination` ON `dead_letters` (`account_id`,`pipeline_id`,`destination_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `dead_letters_created` ON `dead_letters` (`created_at`);