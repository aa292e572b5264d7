// The search area's parameters: the export filter (less `prefer`), and the timeline's bucket width.
import { z } from "@hono/zod-openapi";
import { exportFilterFields } from "../export/params";

const { prefer: _prefer, ...filterFields } = exportFilterFields;

/** The filter of a timeline or top values: the same as an export's. */
export const searchFilterFields = filterFields;

/** An integer parameter in [min, max], `fallback` when absent. */
export const boundedCount = (min: number, max: number, fallback: number, description: string) =>
  z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number")
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`)
    .optional()
    .transform((n) => n ?? fallback)
    .openapi({ type: "integer", description: `${description} (${min} to ${max}, default ${fallback})` });

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * The widths a bucket may have: each divides a day or is whole days, so buckets start at round times (UTC), and
 * a chart's ticks fall on them.
 */
const WIDTHS = [
  SECOND,
  2 * SECOND,
  5 * SECOND,
  10 * SECOND,
  15 * SECOND,
  30 * SECOND,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  15 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  DAY,
];

/** The narrowest round width that cuts [from, to] into at most `buckets` buckets. */
export function bucketWidth(from: number, to: number, buckets: number): number {
  const wanted = (to - from + 1) / buckets;
  const width = WIDTHS.find((w) => w >= wanted);
  return width ?? Math.ceil(wanted / DAY) * DAY;
}
