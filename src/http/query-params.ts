// Query parameter shapes shared by the API areas and the ingestion protocols.
import { z } from "zod";

/**
 * A list parameter: comma-separated (`apps=a,b`) or repeated (`tags=a&tags=b`, how the LogDNA clients send
 * an array), as a list: trimmed, no blanks, no repeats, at most `max` items of at most `itemMax` characters.
 */
export const commaListParam = (name: string, max: number, itemMax: number, description: string) =>
  z
    .preprocess((v) => (Array.isArray(v) ? v.join(",") : v), z.string().max(4096).optional())
    .optional()
    .transform((v) => [
      ...new Set(
        (v ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((items) => items.length <= max, `at most ${max} ${name}`)
    .refine(
      (items) => items.every((i) => i.length <= itemMax),
      `each of ${name} is at most ${itemMax} characters`,
    )
    .describe(description);
