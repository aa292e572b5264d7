CREATE TABLE `pipeline_revision_groups` (
	`revision_id` text NOT NULL,
	`group_id` text NOT NULL,
	`processors` text NOT NULL,
	PRIMARY KEY(`revision_id`, `group_id`),
	FOREIGN KEY (`revision_id`) REFERENCES `pipeline_revisions`(`id`) ON UPDATE no action ON DELETE cascade
);
