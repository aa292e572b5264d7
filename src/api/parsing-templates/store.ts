// Parsing templates' queries: the account's templates, a name unique per account regardless of case.
import { and, eq, not, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { parsingTemplates } from "../../db/schema";
import { ensureBelowAccountLimit } from "../shared/account-limit";
import { accountRows, deleteOneRow, oneRow } from "../shared/v1-config";

export type TemplateRow = typeof parsingTemplates.$inferSelect;
/** What a write sets: name, description and config (the name's key is derived here). */
export type TemplateValues = Pick<TemplateRow, "name" | "description" | "config">;

const nameKey = (name: string) => name.trim().toLowerCase();

const oneTemplate = (accountId: string, id: string) =>
  and(eq(parsingTemplates.accountId, accountId), eq(parsingTemplates.id, id.toLowerCase()));

/** The account's templates, oldest first. */
export function listParsingTemplates(db: Db, accountId: string) {
  return accountRows(db, parsingTemplates, accountId);
}

/**
 * Creates a template once the account has fewer than `max` (409 otherwise); undefined when the name (any
 * case) is taken.
 */
export async function insertParsingTemplate(
  db: Db,
  accountId: string,
  values: TemplateValues,
  max: number,
): Promise<TemplateRow | undefined> {
  await ensureBelowAccountLimit(db, parsingTemplates, accountId, max, "parsing templates");
  // The unique index decides, so two concurrent creates of one name cannot both succeed.
  const [row] = await db
    .insert(parsingTemplates)
    .values({
      id: crypto.randomUUID(),
      accountId,
      name: values.name,
      nameKey: nameKey(values.name),
      description: values.description,
      config: values.config,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** The template, or 404. */
export function getParsingTemplate(db: Db, accountId: string, id: string) {
  return oneRow(db, parsingTemplates, oneTemplate(accountId, id), "Parsing template");
}

/** The replaced template; undefined when the account has no such template or another has the name. */
export async function updateParsingTemplate(
  db: Db,
  accountId: string,
  id: string,
  values: TemplateValues,
): Promise<TemplateRow | undefined> {
  const key = nameKey(values.name);
  // The name check is part of the UPDATE: a template taking the name meanwhile cannot slip past it.
  const nameFree = not(
    sql`EXISTS (SELECT 1 FROM ${parsingTemplates} AS other WHERE other.account_id = ${accountId}
      AND other.name_key = ${key} AND other.id <> ${id})`,
  );
  const [updated] = await db
    .update(parsingTemplates)
    .set({
      name: values.name,
      nameKey: key,
      description: values.description,
      config: values.config,
      updatedAt: new Date().toISOString(),
    })
    .where(and(oneTemplate(accountId, id), nameFree))
    .returning();
  return updated;
}

/** Deletes the template, or 404. */
export function deleteParsingTemplate(db: Db, accountId: string, id: string) {
  return deleteOneRow(db, parsingTemplates, oneTemplate(accountId, id), "Parsing template");
}
