-- The baseline is the plain D1 batch without the search index: the migrations' index and triggers dropped.
DROP TRIGGER IF EXISTS log_lines_fts_insert;
DROP TRIGGER IF EXISTS log_lines_fts_delete;
DROP TRIGGER IF EXISTS log_lines_fts_update;
DROP TABLE IF EXISTS log_lines_fts;
