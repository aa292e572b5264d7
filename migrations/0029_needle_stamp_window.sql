-- Needle summaries: a slice is stamped by a period only when its lines lie from an hour before the period's day
-- to the end of the next day (src/logstore/needles.ts, speakFor and daysOf). Stamps written before that rule
-- are cleared where they break it, so such slices are planned again (a plan of the day before would have left
-- them out); the next build of their day stamps those that keep to it.
UPDATE log_slices SET summary_build = NULL, summary_lines = NULL
WHERE summary_build IS NOT NULL AND EXISTS (
  SELECT 1 FROM log_summary_periods p
  WHERE p.account_id = log_slices.account_id AND p.build = log_slices.summary_build
    AND (log_slices.first_ts < p.day - p.day % 86400000 - 3600000
      OR log_slices.last_ts >= p.day - p.day % 86400000 + 172800000)
);
