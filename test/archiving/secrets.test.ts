// Write-only secrets of the archiving configuration (apikey, accountkey, secretkey, password), as every other
// configuration's: answered as ********, stored sealed (D1 holds `sealed:v1:`), kept when a read-modify-write
// PUT sends the mask back, refused where the mask names nothing; the OpenAPI document marks them writeOnly.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { openSecrets } from "../../src/lib/sealed-secrets";
import { call, client, createAccount, type Json } from "../helpers";

const MASK = "********";
const path = "/v1/config/archiving";
const unique = () => crypto.randomUUID().replaceAll("-", "");

const withSecret: [string, string, () => Json, Json][] = [
  [
    "azblob",
    "accountkey",
    () => ({ integration: "azblob", accountname: "mystorage01", accountkey: btoa(`azure-key-${unique()}`) }),
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
  ],
];

const storedSettings = async (accountId: string) =>
  (
    await env.DB.prepare("SELECT settings FROM archive_configs WHERE account_id = ?")
      .bind(accountId)
      .first<{ settings: string }>()
  )?.settings ?? "";

describe("archiving secrets", () => {
  for (const [integration, field, body, change] of withSecret) {
    it(`${integration}: masks ${field}, seals it, and keeps it on a read-modify-write`, async () => {
      const account = await createAccount(`archiving-secrets-${integration}`);
      const api = client(account);
      const config = body();
      const plain = config[field] as string;

      const created = await api.post(path, config);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toEqual({ ...config, [field]: MASK });
      const read = await api.get(path);
      expect(read.body).toEqual(created.body);
      for (const answer of [created.body, read.body]) expect(JSON.stringify(answer)).not.toContain(plain);

      const before = await storedSettings(account.account_id);
      expect(before).not.toContain(plain);
      const sealed = JSON.parse(before)[field];
      expect(sealed).toMatch(/^sealed:v1:/);
      expect(await openSecrets(env, sealed)).toBe(plain);

      // The mask sent back keeps the sealed secret as it is; so does the same secret sent again in full.
      const put = await api.put(path, { ...read.body, ...change });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body).toEqual({ ...config, ...change, [field]: MASK });
      expect(JSON.parse(await storedSettings(account.account_id))[field]).toBe(sealed);
      expect((await api.put(path, { ...config, ...change })).status).toBe(200);
      expect(JSON.parse(await storedSettings(account.account_id))[field]).toBe(sealed);

      // A mask where nothing of this integration is stored names nothing: 400, nothing changed.
      const other = withSecret.find(([name]) => name !== integration);
      if (!other) throw new Error("no other integration");
      const [, otherField, otherBody] = other;
      const refused = await api.put(path, { ...otherBody(), [otherField]: MASK });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      expect(refused.body.details.map((d: Json) => d.key)).toContain(otherField);
      expect(JSON.parse(await storedSettings(account.account_id))[field]).toBe(sealed);
    });
  }

  it("marks the secrets writeOnly in the OpenAPI document", async () => {
    const { schemas } = (await call("GET", "/openapi.json")).body.components;
    expect(schemas.ArchivingAzblob.properties.accountkey.writeOnly).toBe(true);
    expect(schemas.ArchivingIbm.properties.apikey.writeOnly).toBe(true);
    expect(schemas.ArchivingDos.properties.secretkey.writeOnly).toBe(true);
    expect(schemas.ArchivingDos.properties.accesskey.writeOnly).toBeUndefined();
    expect(schemas.ArchivingSwift.properties.password.writeOnly).toBe(true);
  });
});
