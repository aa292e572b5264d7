// Creating accounts and enterprises: the operator endpoints (src/api/admin/routes.ts) and the enterprise
// API's child accounts (src/api/enterprise/routes.ts) make them the same way. Keys are 256 random bits;
// only their SHA-256 is stored, so the answer that creates one is the only one that shows it.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accounts, apiKeys, enterpriseKeys, enterprises } from "../../db/schema";
import { generateSecret, sha256Hex } from "../../lib/secrets";

export interface NewAccount {
  name: string;
  retentionDays?: number;
  enterpriseId?: string;
}

/** An account with one service key (an account key: owner rights) and one ingestion key, in one batch. */
export async function createAccountWithKeys(db: Db, account: NewAccount) {
  const accountId = crypto.randomUUID();
  const serviceKey = generateSecret();
  const ingestionKey = generateSecret();
  const key = async (type: "service" | "ingestion", secret: string) => ({
    id: crypto.randomUUID(),
    accountId,
    type,
    name: `${type} key`,
    keyHash: await sha256Hex(secret),
  });
  const [created] = await db.batch([
    db
      .insert(accounts)
      .values({
        id: accountId,
        name: account.name,
        enterpriseId: account.enterpriseId ?? null,
        ...(account.retentionDays !== undefined && { retentionDays: account.retentionDays }),
      })
      .returning(),
    db.insert(apiKeys).values([await key("service", serviceKey), await key("ingestion", ingestionKey)]),
  ]);
  return { account: created[0], serviceKey, ingestionKey };
}

/** An enterprise with one enterprise key, in one batch. */
export async function createEnterpriseWithKey(db: Db, name: string) {
  const enterpriseId = crypto.randomUUID();
  const enterpriseKey = generateSecret();
  const [created] = await db.batch([
    db.insert(enterprises).values({ id: enterpriseId, name }).returning(),
    db.insert(enterpriseKeys).values({
      id: crypto.randomUUID(),
      enterpriseId,
      name: "enterprise key",
      keyHash: await sha256Hex(enterpriseKey),
    }),
  ]);
  return { enterprise: created[0], enterpriseKey };
}

export async function accountExists(db: Db, accountId: string): Promise<boolean> {
  const row = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).get();
  return row !== undefined;
}
