// Owner-bound secrets of the archiving configuration (apikey, accountkey, secretkey, password), as every other
// configuration's: answered in clear to the API key that sent them and as ******** to every other key,
// stored sealed for that key (D1 holds `sealed:v2:<key id>:<owner>:`), kept with their owner when a
// read-modify-write PUT sends the mask back, refused where the mask names nothing or where the credential
// would go somewhere new; ownership moves to whichever key sends the clear text. The OpenAPI document marks
// them writeOnly.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openSecrets } from "../../src/lib/sealed-secrets";
import { sha256Hex } from "../../src/lib/secrets";
import { call, client, createAccount, type Json, otherServiceKey } from "../helpers";

const MASK = "********";
const path = "/v1/config/archiving";
const unique = () => crypto.randomUUID().replaceAll("-", "");

/** [integration, secret field, a body, a change of no credential target, a change of one]. */
const withSecret: [string, string, () => Json, Json, Json][] = [
  [
    "azblob",
    "accountkey",
    () => ({ integration: "azblob", accountname: "mystorage01", accountkey: btoa(`azure-key-${unique()}`) }),
    { container: "other-container" },
    { accountname: "otherstorage2" },
  ],
  [
    "ibm",
    "apikey",
    () => ({
      integration: "ibm",
      bucket: "ibm-archive",
      endpoint: "s3.us-south.cloud-object-storage.appdomain.cloud",
      apikey: `ibm-${unique()}`,
      resourceinstanceid: "crn:v1:bluemix:public:cloud-object-storage:global:a/1:2::",
    }),
    { resourceinstanceid: "crn:v1:bluemix:public:cloud-object-storage:global:a/1:3::" },
    { bucket: "ibm-archive-2" },
  ],
  [
    "dos",
    "secretkey",
    () => ({
      integration: "dos",
      space: "my-space",
      endpoint: "https://nyc3.digitaloceanspaces.com",
      accesskey: "DO00EXAMPLEACCESSKEY",
      secretkey: `do-${unique()}`,
    }),
    { accesskey: "DO00OTHERACCESSKEY" },
    { space: "other-space" },
  ],
  [
    "swift",
    "password",
    () => ({
      integration: "swift",
      authurl: "https://auth.cloud.example.com/v3",
      username: "archiver",
      password: `pw-${unique()}`,
      tenantname: "logs",
    }),
    { tenantname: "logs-2" },
    { authurl: "https://auth.elsewhere.example.com/v3" },
  ],
];

/** The id of the API key `key` (found by its SHA-256, as the Worker finds it). */
async function keyIdOf(key: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM api_keys WHERE key_hash = ?")
    .bind(await sha256Hex(key))
    .first<{ id: string }>();
  if (!row) throw new Error("no such key");
  return row.id;
}

/** The owner part of a sealed value (sealed:v2:<key id>:<owner>:<payload>). */
const ownerOfSealed = (sealed: string) => {
  expect(sealed).toMatch(/^sealed:v2:[0-9a-f]{8}:[A-Za-z0-9_-]*:[A-Za-z0-9_-]+$/);
  return sealed.split(":")[3];
};

const storedSettings = async (accountId: string) =>
  (
    await env.DB.prepare("SELECT settings FROM archive_configs WHERE account_id = ?")
      .bind(accountId)
      .first<{ settings: string }>()
  )?.settings ?? "";

describe("archiving secrets", () => {
  for (const [integration, field, body, change, moved] of withSecret) {
    it(`${integration}: answers ${field} to its owner only, seals it, and keeps it on a read-modify-write`, async () => {
      const account = await createAccount(`archiving-secrets-${integration}`);
      const api = client(account);
      const other = client(await otherServiceKey(account));
      const config = body();
      const plain = config[field] as string;

      const created = await api.post(path, config);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toEqual(config);
      const read = await api.get(path);
      expect(read.body).toEqual(config);
      const otherRead = await other.get(path);
      expect(otherRead.body).toEqual({ ...config, [field]: MASK });
      expect(JSON.stringify(otherRead.body)).not.toContain(plain);

      const before = await storedSettings(account.account_id);
      expect(before).not.toContain(plain);
      const sealed = JSON.parse(before)[field];
      expect(ownerOfSealed(sealed)).toBe(await keyIdOf(account.service_key));
      expect(await openSecrets(env, sealed)).toBe(plain);

      // The mask sent back keeps the sealed secret as it is; so does the same secret sent again in full by
      // the key that owns it (what a read-modify-write by the owner sends).
      const put = await api.put(path, { ...config, ...change, [field]: MASK });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(JSON.parse(await storedSettings(account.account_id))[field]).toBe(sealed);
      const again = await api.put(path, { ...(await api.get(path)).body, ...change });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toEqual({ ...config, ...change });
      expect(JSON.parse(await storedSettings(account.account_id))[field]).toBe(sealed);

      // The mask with a credential target changed is refused, naming the target; nothing changes.
      const target = Object.keys(moved)[0];
      const stored = await storedSettings(account.account_id);
      const refused = await api.put(path, { ...config, ...change, ...moved, [field]: MASK });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.details.map((d: Json) => d.key)).toEqual([target]);
      expect(await storedSettings(account.account_id)).toBe(stored);

      // A mask where nothing of this integration is stored names nothing: 400, nothing changed.
      const otherIntegration = withSecret.find(([name]) => name !== integration);
      if (!otherIntegration) throw new Error("no other integration");
      const [, otherField, otherBody] = otherIntegration;
      const mismatched = await api.put(path, { ...otherBody(), [otherField]: MASK });
      expect(mismatched.status, JSON.stringify(mismatched.body)).toBe(400);
      expect(mismatched.body.details.map((d: Json) => d.key)).toContain(otherField);
      expect(await storedSettings(account.account_id)).toBe(stored);
    });
  }

  it("another key's read-modify-write keeps the secret and its owner; its clear value makes it the owner", async () => {
    const account = await createAccount("archiving-secrets-owner");
    const api = client(account);
    const otherAccount = await otherServiceKey(account);
    const other = client(otherAccount);
    const [, field, body] = withSecret[1];
    const config = body();
    const plain = config[field] as string;
    expect((await api.post(path, config)).status).toBe(200);
    const sealed = JSON.parse(await storedSettings(account.account_id))[field];

    // The other key writes back what it read (the mask) with a change: the secret stays the first key's.
    const read = (await other.get(path)).body;
    expect(read[field]).toBe(MASK);
    const kept = await other.put(path, { ...read, resourceinstanceid: "crn:v1:changed-by-other" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toEqual({ ...config, resourceinstanceid: "crn:v1:changed-by-other", [field]: MASK });
    expect(JSON.stringify(kept.body)).not.toContain(plain);
    expect(JSON.parse(await storedSettings(account.account_id))[field]).toBe(sealed);
    expect((await api.get(path)).body[field]).toBe(plain);
    expect((await other.get(path)).body[field]).toBe(MASK);

    // The other key sends the secret in clear (the same value): it owns it now, and the first key reads the
    // mask.
    const taken = await other.put(path, { ...read, [field]: plain });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body[field]).toBe(plain);
    const resealed = JSON.parse(await storedSettings(account.account_id))[field];
    expect(ownerOfSealed(resealed)).toBe(await keyIdOf(otherAccount.service_key));
    expect(await openSecrets(env, resealed)).toBe(plain);
    expect((await other.get(path)).body[field]).toBe(plain);
    const firstRead = await api.get(path);
    expect(firstRead.body).toEqual({ ...config, [field]: MASK });
    expect(JSON.stringify(firstRead.body)).not.toContain(plain);
  });

  it("marks the secrets writeOnly in the OpenAPI document", async () => {
    const { schemas } = (await call("GET", "/openapi.json")).body.components;
    expect(schemas.ArchivingAzblob.properties.accountkey.writeOnly).toBe(true);
    expect(schemas.ArchivingIbm.properties.apikey.writeOnly).toBe(true);
    expect(schemas.ArchivingDos.properties.secretkey.writeOnly).toBe(true);
    expect(schemas.ArchivingDos.properties.accesskey.writeOnly).toBeUndefined();
    expect(schemas.ArchivingSwift.properties.password.writeOnly).toBe(true);
  });
});
