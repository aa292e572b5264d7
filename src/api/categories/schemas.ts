// The category name field, which views, boards and screens take too (their `category` lists).
import { z } from "@hono/zod-openapi";
import type { CategorisedItemType } from "../shared/item-categories";

export const categoryNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .openapi({ description: "Unique per account and type, ignoring case" });

/** The `category` field of a board or screen write: names of existing categories of the type. */
export const categoryListSchema = (type: CategorisedItemType) =>
  z
    .array(categoryNameSchema)
    .max(50)
    .default([])
    .openapi({ description: `Names of existing categories of type ${type}` });
