// Field rules that SPEC.md states once and several resources share.
import { z } from "@hono/zod-openapi";
import { validationError } from "../../http/errors";

const NO_ANGLE_OR_QUOTE = /^[^<>"]+$/;
const patternMessage = 'must not contain <, > or "';

// Characters are code points, as JSON Schema's maxLength counts them (zod's .max counts UTF-16 units,
// which would refuse 512 emoji): the UTF-16 bound only keeps absurd input cheap to reject.
export const titleSchema = z
  .string()
  .min(1)
  .max(1024, "must be at most 512 characters")
  .refine((s) => [...s].length <= 512, "must be at most 512 characters")
  .regex(NO_ANGLE_OR_QUOTE, patternMessage)
  .openapi({ description: '1 to 512 characters, no <, > or "', maxLength: 512, example: "Production logs" });

/** Description with the title's pattern (creates, nodes). */
export const descriptionSchema = z
  .string()
  .min(1)
  .max(65_536)
  .regex(NO_ANGLE_OR_QUOTE, patternMessage)
  .openapi({ description: 'At least 1 character, no <, > or "' });

/** Description with only the minimum length (gateway route updates, as SPEC.md states). */
export const plainDescriptionSchema = z
  .string()
  .min(1)
  .max(65_536)
  .openapi({ description: "At least 1 character" });

export const deployTypeSchema = z.enum(["saas", "local"]).openapi({ description: "Where the node runs" });

// Ids are stored in lower case; an upper-case spelling of the same uuid finds the same object.
export const uuidParam = (name: string) =>
  z
    .uuid({ error: `${name} must be a uuid` })
    .transform((id) => id.toLowerCase())
    .openapi({ param: { name, in: "path" }, type: "string", format: "uuid" });

export const timestamps = {
  created_at: z.string().openapi({ format: "date-time" }),
  updated_at: z.string().openapi({ format: "date-time" }),
};

/** `?flag=true|false`, absent meaning false. */
export const booleanQuery = z
  .enum(["true", "false"])
  .optional()
  .transform((v) => v === "true")
  .openapi({ type: "boolean", default: false });

/**
 * Clients such as the mezmo terraform provider echo the object's `id` in update bodies (and send
 * `"id": ""` on some creates). An empty or absent id is ignored; any other value must be the id of the
 * path (compared case-insensitively), else 400: a body meant for another object is never applied here.
 */
export function checkBodyId(sent: string | null | undefined, pathId: string, what: string) {
  if (!sent) return;
  if (sent.toLowerCase() !== pathId.toLowerCase()) {
    throw validationError(`id ${sent} in the body is not the ${what} of the path`, [
      { path: ["id"], message: `must be ${pathId} or absent` },
    ]);
  }
}
