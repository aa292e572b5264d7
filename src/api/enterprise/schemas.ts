// The account contracts of the Enterprise API that the operator endpoints (src/api/admin) answer too: a
// new account is created and answered the same way by both.
import { z } from "@hono/zod-openapi";

export const accountSchema = z
  .object({
    account_id: z.string(),
    name: z.string(),
    plan: z.string(),
    retention_days: z.number().int(),
    created: z.number().int().openapi({ description: "Unix seconds" }),
  })
  .openapi("EnterpriseAccount");
export const createdAccountSchema = accountSchema
  .extend({
    service_key: z.string().openapi({ description: "The new account's service key: shown this once" }),
    ingestion_key: z.string().openapi({ description: "The new account's ingestion key: shown this once" }),
  })
  .openapi("CreatedEnterpriseAccount");

export const accountCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(256),
    retention_days: z.int().min(1).max(3650).optional().openapi({ description: "Default 30" }),
  })
  .openapi("EnterpriseAccountCreate");
