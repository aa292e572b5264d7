ALTER TABLE `pipelines` ADD `tap_until` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `pipelines` ADD `taps` text;