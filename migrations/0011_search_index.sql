-- The search index: an FTS5 trigram index over each stored line's text, tags and meta, kept by triggers in
-- the same statement (so the same batch) as the rows of log_lines. External content: the index holds no
-- copy of the text. detail='none' (no positions) was measured at about a third of detail='full''s size for
-- the same insert cost; it only narrows candidates, and the query's SQL decides each match exactly.
CREATE VIRTUAL TABLE log_lines_fts USING fts5(
  line, tags, meta,
  content='log_lines', content_rowid='seq', tokenize='trigram', detail='none'
);
--> statement-breakpoint
-- Merge segments 16 at a time instead of 4: measured 23% less insert cost (sqlite3, 200,000 lines in
-- 500-line transactions), for a few more segments per query.
INSERT INTO log_lines_fts(log_lines_fts, rank) VALUES ('automerge', 16);
--> statement-breakpoint
CREATE TRIGGER log_lines_fts_insert AFTER INSERT ON log_lines BEGIN
  INSERT INTO log_lines_fts(rowid, line, tags, meta) VALUES (new.seq, new.line, new.tags, new.meta);
END;
--> statement-breakpoint
CREATE TRIGGER log_lines_fts_delete AFTER DELETE ON log_lines BEGIN
  INSERT INTO log_lines_fts(log_lines_fts, rowid, line, tags, meta) VALUES ('delete', old.seq, old.line, old.tags, old.meta);
END;
--> statement-breakpoint
CREATE TRIGGER log_lines_fts_update AFTER UPDATE OF line, tags, meta ON log_lines BEGIN
  INSERT INTO log_lines_fts(log_lines_fts, rowid, line, tags, meta) VALUES ('delete', old.seq, old.line, old.tags, old.meta);
  INSERT INTO log_lines_fts(rowid, line, tags, meta) VALUES (new.seq, new.line, new.tags, new.meta);
END;
--> statement-breakpoint
-- Backfill: index the lines stored before this migration.
INSERT INTO log_lines_fts(log_lines_fts) VALUES ('rebuild');
