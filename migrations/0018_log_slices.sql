-- The log store moves from log_lines (one D1 database for every account, a row per line) to slices: SQLite
-- Durable Objects of compressed chunks, one per account, time bucket and shard (src/durable/log-slice.ts).
-- D1 keeps their catalog, the account's layout, and the streaming job's place in the change feed.
CREATE TABLE `log_slices` (
	`account_id` text NOT NULL,
	`slice` text NOT NULL,
	`bucket_start` integer NOT NULL,
	`bucket_hours` integer NOT NULL,
	`shard` integer NOT NULL,
	`gen` integer NOT NULL,
	`first_ts` integer,
	`last_ts` integer,
	`lines` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`stored_bytes` integer DEFAULT 0 NOT NULL,
	`chunks` integer DEFAULT 0 NOT NULL,
	`rows_written` integer DEFAULT 0 NOT NULL,
	`applied_seq` integer DEFAULT 0 NOT NULL,
	`state` text DEFAULT 'hot' NOT NULL,
	`cold_key` text,
	`bloom` blob,
	`bloom_bits` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`account_id`, `slice`)
);
--> statement-breakpoint
ALTER TABLE `accounts` ADD `log_bucket_hours` integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `log_shards` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `log_layout_previous` text;--> statement-breakpoint
ALTER TABLE `accounts` ADD `log_layout_since` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `accounts` ADD `cold_after_days` integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE `stream_configs` ADD `feed_cursor` text;