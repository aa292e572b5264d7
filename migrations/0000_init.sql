CREATE TABLE `access_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`gateway_route_id` text,
	`source_id` text,
	`title` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`gateway_route_id`) REFERENCES `gateway_routes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`source_id`) REFERENCES `pipeline_nodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `access_keys_hash` ON `access_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `access_keys_route` ON `access_keys` (`gateway_route_id`);--> statement-breakpoint
CREATE INDEX `access_keys_source` ON `access_keys` (`source_id`);--> statement-breakpoint
CREATE TABLE `account_cors_origins` (
	`account_id` text NOT NULL,
	`origin` text NOT NULL,
	PRIMARY KEY(`account_id`, `origin`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_cors_origins_origin` ON `account_cors_origins` (`origin`);--> statement-breakpoint
CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`plan` text DEFAULT 'standard' NOT NULL,
	`retention_days` integer DEFAULT 30 NOT NULL,
	`export_line_limit` integer DEFAULT 10000 NOT NULL,
	`cors_origins` text DEFAULT '[]' NOT NULL,
	`beta_features` text DEFAULT '[]' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_hash` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_account` ON `api_keys` (`account_id`,`type`);--> statement-breakpoint
CREATE TABLE `gateway_routes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`type` text NOT NULL,
	`start_classification` integer DEFAULT false NOT NULL,
	`legacy_routing` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gateway_routes_account` ON `gateway_routes` (`account_id`,`id`);--> statement-breakpoint
CREATE TABLE `pipeline_nodes` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`node_class` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`user_config` text NOT NULL,
	`inputs` text NOT NULL,
	`deploy_type` text,
	`gateway_route_id` text,
	`disabled` integer DEFAULT false NOT NULL,
	`generation_id` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gateway_route_id`) REFERENCES `gateway_routes`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `pipeline_nodes_pipeline` ON `pipeline_nodes` (`pipeline_id`,`node_class`);--> statement-breakpoint
CREATE INDEX `pipeline_nodes_route` ON `pipeline_nodes` (`gateway_route_id`);--> statement-breakpoint
CREATE TABLE `pipeline_revision_nodes` (
	`revision_id` text NOT NULL,
	`node_id` text NOT NULL,
	`node_class` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`user_config` text NOT NULL,
	`inputs` text NOT NULL,
	`gateway_route_id` text,
	`disabled` integer NOT NULL,
	PRIMARY KEY(`revision_id`, `node_id`),
	FOREIGN KEY (`revision_id`) REFERENCES `pipeline_revisions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `pipeline_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`pipeline_id` text NOT NULL,
	`version` integer NOT NULL,
	`graph_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`pipeline_id`) REFERENCES `pipelines`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pipeline_revisions_version` ON `pipeline_revisions` (`pipeline_id`,`version`);--> statement-breakpoint
CREATE TABLE `pipelines` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`deploy_type` text DEFAULT 'saas' NOT NULL,
	`processing_status` text DEFAULT 'enabled' NOT NULL,
	`origin` text DEFAULT 'api' NOT NULL,
	`published_at` text,
	`published_revision_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pipelines_account` ON `pipelines` (`account_id`,`id`);