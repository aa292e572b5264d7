// The archiving configuration `/v1/config/archiving`: one per account, every integration's fields
// validated (required, types, URLs and names, unknown fields), secrets owner-bound (in clear to the key that
// sent them, masked to every other), a mask refused with a moved credential target, tenancy.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { openSecrets } from "../../src/lib/sealed-secrets";
import { sha256Hex } from "../../src/lib/secrets";
import {
  client,
  createAccount,
  expectV1Error,
  type Json,
  otherServiceKey,
  type TestAccount,
} from "../helpers";

const path = "/v1/config/archiving";
const AZURE_KEY = "c2VjcmV0LWF6dXJlLXN0b3JhZ2Uta2V5LW9mLXRoZS1hY2NvdW50LTEyMzQ1Njc4OTA=";

/** A valid body per integration, the fields it requires, and its secret. */
const integrations: Record<string, { body: Json; required: string[]; secret?: string }> = {
  s3: { body: { integration: "s3", bucket: "my-archive.logs" }, required: ["bucket"] },
  gcs: {
    body: { integration: "gcs", bucket: "my_archive-logs", projectid: "my-project-123" },
    required: ["bucket", "projectid"],
  },
  azblob: {
    body: { integration: "azblob", accountname: "mystorage01", accountkey: AZURE_KEY },
    required: ["accountname", "accountkey"],
    secret: "accountkey",
  },
  ibm: {
    body: {
      integration: "ibm",
      bucket: "ibm-archive",
      endpoint: "s3.us-south.cloud-object-storage.appdomain.cloud",
      apikey: "ibm-api-key-0123456789abcdef",
      resourceinstanceid: "crn:v1:bluemix:public:cloud-object-storage:global:a/123:456::",
    },
    required: ["bucket", "endpoint", "apikey", "resourceinstanceid"],
    secret: "apikey",
  },
  dos: {
    body: {
      integration: "dos",
      space: "my-space",
      endpoint: "https://nyc3.digitaloceanspaces.com",
      accesskey: "DO00EXAMPLEACCESSKEY",
      secretkey: "do-secret-key-0123456789abcdefghij",
    },
    required: ["space", "endpoint", "accesskey", "secretkey"],
    secret: "secretkey",
  },
  swift: {
    body: {
      integration: "swift",
      authurl: "https://auth.cloud.example.com/v3",
      expires: 30,
      username: "archiver",
      password: "short-pw",
      tenantname: "logs",
    },
    required: ["authurl", "username", "password", "tenantname"],
    secret: "password",
  },
};

let account: TestAccount;
let api: ReturnType<typeof client>;

beforeEach(async () => {
  account = await createAccount("archiving");
  api = client(account);
});

/** The id of the API key `key` (found by its SHA-256, as the Worker finds it). */
async function keyIdOf(key: string): Promise<string> {
  const row = await env.DB.prepare("SELECT id FROM api_keys WHERE key_hash = ?")
    .bind(await sha256Hex(key))
    .first<{ id: string }>();
  if (!row) throw new Error("no such key");
  return row.id;
}

/** A sealed value (sealed:v2:<key id>:<owner>:<payload>) owned by the key `ownerId`. */
const sealedFor = (ownerId: string) => new RegExp(`^sealed:v2:[0-9a-f]{8}:${ownerId}:[A-Za-z0-9_-]+$`);

const storedRow = (accountId: string) =>
  env.DB.prepare("SELECT integration, settings FROM archive_configs WHERE account_id = ?")
    .bind(accountId)
    .first<{ integration: string; settings: string }>();

describe("archiving configuration", () => {
  it("answers 404 when the account has none", async () => {
    expectV1Error(await api.get(path), 404, "ENOTFOUND");
  });

  for (const [name, { body, secret }] of Object.entries(integrations)) {
    it(`creates, reads, replaces and deletes a ${name} configuration, its secret in clear only to the key that sent it`, async () => {
      const created = await api.post(path, body);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body).toEqual(body);
      expect((await api.get(path)).body).toEqual(body);
      // Another key of the same account reads the configuration, but not the secret.
      const other = await otherServiceKey(account);
      const otherRead = await client(other).get(path);
      expect(otherRead.status).toBe(200);
      expect(otherRead.body).toEqual({ ...body, ...(secret && { [secret]: "********" }) });
      if (secret) {
        expect(JSON.stringify(otherRead.body)).not.toContain(body[secret]);
        // Stored sealed (AES-GCM under SECRETS_KEY) for the key that sent it, never in plain text; it opens to
        // the secret.
        const stored = JSON.parse((await storedRow(account.account_id))?.settings ?? "{}")[secret];
        expect(stored).toMatch(sealedFor(await keyIdOf(account.service_key)));
        expect(stored).not.toContain(body[secret]);
        expect(await openSecrets(env, stored)).toBe(body[secret]);
      }

      const replaced = await api.put(path, integrations.s3.body);
      expect(replaced.status).toBe(200);
      expect(replaced.body).toEqual(integrations.s3.body);
      expect((await api.get(path)).body).toEqual(integrations.s3.body);

      expect((await api.delete(path)).body).toEqual({ deleted: true });
      expectV1Error(await api.get(path), 404, "ENOTFOUND");
      expectV1Error(await api.delete(path), 404, "ENOTFOUND");
    });

    for (const field of integrations[name].required) {
      it(`refuses a ${name} configuration without ${field}`, async () => {
        const { [field]: _, ...missing } = body;
        expectV1Error(await api.post(path, missing), 400, "EVALIDATION", field);
        expect(await storedRow(account.account_id)).toBeNull();
      });
      it(`refuses a ${name} configuration whose ${field} is not a string`, async () => {
        expectV1Error(await api.post(path, { ...body, [field]: 12 }), 400, "EVALIDATION", field);
      });
    }

    it(`refuses unknown fields and another integration's fields on ${name}`, async () => {
      expectV1Error(await api.post(path, { ...body, region: "x" }), 400, "EVALIDATION", "region");
      const foreign = name === "gcs" ? { accountname: "abc" } : { projectid: "my-project-1" };
      const key = Object.keys(foreign)[0];
      expectV1Error(await api.post(path, { ...body, ...foreign }), 400, "EVALIDATION", key);
      expect(await storedRow(account.account_id)).toBeNull();
    });
  }

  const invalid: [string, Json, string][] = [
    ["an unknown integration", { integration: "ftp", bucket: "abc" }, "integration"],
    ["no integration", { bucket: "abc" }, "integration"],
    ["an S3 bucket with capitals", { ...integrations.s3.body, bucket: "My-Bucket" }, "bucket"],
    ["an S3 bucket too short", { ...integrations.s3.body, bucket: "ab" }, "bucket"],
    ["an S3 bucket with two dots in a row", { ...integrations.s3.body, bucket: "a..b" }, "bucket"],
    [
      "a GCS project id starting with a digit",
      { ...integrations.gcs.body, projectid: "1project" },
      "projectid",
    ],
    [
      "an Azure account name with capitals",
      { ...integrations.azblob.body, accountname: "MyStore" },
      "accountname",
    ],
    [
      "an Azure account key that is not base64",
      { ...integrations.azblob.body, accountkey: "not base64!" },
      "accountkey",
    ],
    [
      "an IBM endpoint that is neither a host nor a URL",
      { ...integrations.ibm.body, endpoint: "not a host" },
      "endpoint",
    ],
    [
      "an IBM endpoint with an ftp URL",
      { ...integrations.ibm.body, endpoint: "ftp://cos.example.com" },
      "endpoint",
    ],
    ["an empty IBM api key", { ...integrations.ibm.body, apikey: "" }, "apikey"],
    [
      "a Spaces endpoint URL with credentials",
      { ...integrations.dos.body, endpoint: "https://u:p@x.com" },
      "endpoint",
    ],
    ["a Spaces name with an underscore", { ...integrations.dos.body, space: "my_space" }, "space"],
    [
      "a Swift auth URL that is not a URL",
      { ...integrations.swift.body, authurl: "auth.example.com" },
      "authurl",
    ],
    ["a Swift expires that is not an integer", { ...integrations.swift.body, expires: 1.5 }, "expires"],
    ["a Swift expires of zero", { ...integrations.swift.body, expires: 0 }, "expires"],
    ["a Swift expires as a string", { ...integrations.swift.body, expires: "30" }, "expires"],
    ["a blank Swift user name", { ...integrations.swift.body, username: "  " }, "username"],
  ];
  for (const [what, body, key] of invalid) {
    it(`refuses ${what}`, async () => {
      const res = await api.post(path, body);
      expectV1Error(res, 400, "EVALIDATION", key);
      expect(await storedRow(account.account_id)).toBeNull();
    });
  }

  it("names the integrations when the integration is unknown", async () => {
    const res = await api.post(path, { integration: "ftp" });
    expect(res.body.error).toMatch(/s3, gcs, azblob, ibm, dos, swift/);
  });

  it("says what is wrong with a secret without echoing it", async () => {
    const res = await api.post(path, { ...integrations.azblob.body, accountkey: "not base64!" });
    expect(res.body.details[0]).toEqual({
      key: "accountkey",
      message: "must be the base64 storage account key",
    });
    expect(JSON.stringify(res.body)).not.toContain("not base64!");
  });

  it("accepts a Swift configuration without expires", async () => {
    const { expires: _, ...body } = integrations.swift.body;
    expect((await api.post(path, body)).body).toEqual(body);
  });

  it("refuses a second configuration with 409 and keeps the first", async () => {
    expect((await api.post(path, integrations.s3.body)).status).toBe(200);
    expectV1Error(await api.post(path, integrations.gcs.body), 409, "ECONFLICT");
    expect((await api.get(path)).body).toEqual(integrations.s3.body);
  });

  it("answers 404 to a PUT when there is no configuration, and creates none", async () => {
    expectV1Error(await api.put(path, integrations.s3.body), 404, "ENOTFOUND");
    expect(await storedRow(account.account_id)).toBeNull();
  });

  it("keeps the stored secret when the masked value is sent back, and replaces it otherwise", async () => {
    const created = (await api.post(path, integrations.ibm.body)).body;
    expect(created.apikey).toBe(integrations.ibm.body.apikey);
    const sealed = JSON.parse((await storedRow(account.account_id))?.settings ?? "{}").apikey;
    const renamed = await api.put(path, {
      ...created,
      resourceinstanceid: "crn:v1:renamed",
      apikey: "********",
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    let stored = JSON.parse((await storedRow(account.account_id))?.settings ?? "{}");
    expect(stored).toMatchObject({ resourceinstanceid: "crn:v1:renamed", apikey: sealed });
    expect(await openSecrets(env, stored.apikey)).toBe(integrations.ibm.body.apikey);
    expect((await api.get(path)).body.apikey).toBe(integrations.ibm.body.apikey);

    const replaced = await api.put(path, { ...created, apikey: "a-brand-new-ibm-api-key-42" });
    expect(replaced.body.apikey).toBe("a-brand-new-ibm-api-key-42");
    stored = JSON.parse((await storedRow(account.account_id))?.settings ?? "{}");
    expect(stored.apikey).toMatch(sealedFor(await keyIdOf(account.service_key)));
    expect(stored.apikey).not.toBe(sealed);
    expect(await openSecrets(env, stored.apikey)).toBe("a-brand-new-ibm-api-key-42");
  });

  const s3WithKeys = {
    integration: "s3",
    bucket: "my-archive.logs",
    accesskey: "AKIDEXAMPLE",
    secretkey: "s3-secret-access-key-0123456789",
    region: "eu-west-1",
    endpoint: "https://s3.eu-west-1.amazonaws.com",
  };
  const moves: [string, Json, string, Json][] = [
    ["s3", s3WithKeys, "secretkey", { endpoint: "https://attacker.example.com" }],
    ["s3", s3WithKeys, "secretkey", { bucket: "someone-elses-bucket" }],
    ["s3", s3WithKeys, "secretkey", { region: "us-east-2" }],
    ["dos", integrations.dos.body, "secretkey", { endpoint: "https://attacker.example.com" }],
    ["dos", integrations.dos.body, "secretkey", { space: "someone-elses-space" }],
    ["ibm", integrations.ibm.body, "apikey", { endpoint: "https://attacker.example.com" }],
    ["azblob", integrations.azblob.body, "accountkey", { accountname: "attackerstore" }],
    ["swift", integrations.swift.body, "password", { authurl: "https://attacker.example.com/v3" }],
  ];
  for (const [name, body, secret, move] of moves) {
    const target = Object.keys(move)[0];
    it(`refuses ${name}'s ${secret} sent as the mask with a changed ${target} (400), and takes the secret sent again`, async () => {
      expect((await api.post(path, body)).status).toBe(200);
      const before = await storedRow(account.account_id);
      const refused = await api.put(path, { ...body, ...move, [secret]: "********" });
      expectV1Error(refused, 400, "EVALIDATION", target);
      expect(refused.body.details.map((d: Json) => d.key)).toEqual([target]);
      expect(JSON.stringify(refused.body)).not.toContain(body[secret]);
      expect(await storedRow(account.account_id)).toEqual(before);
      expect((await api.get(path)).body).toEqual(body);

      // The secret itself with the new target is a write like any other.
      const moved = await api.put(path, { ...body, ...move });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toEqual({ ...body, ...move });
      const stored = JSON.parse((await storedRow(account.account_id))?.settings ?? "{}");
      expect(stored[target]).toBe(move[target]);
      expect(await openSecrets(env, stored[secret])).toBe(body[secret]);
    });
  }

  it("refuses the mask on create, a mask of another integration and other masked forms, and changes nothing", async () => {
    expectV1Error(
      await api.post(path, { ...integrations.dos.body, secretkey: "********" }),
      400,
      "EVALIDATION",
      "secretkey",
    );
    // The last-four-characters form answered before is a mask, never a secret: refused, not stored.
    expectV1Error(
      await api.post(path, { ...integrations.dos.body, secretkey: "********abcd" }),
      400,
      "EVALIDATION",
      "secretkey",
    );
    expect(await storedRow(account.account_id)).toBeNull();

    await api.post(path, integrations.dos.body);
    const before = await storedRow(account.account_id);
    expectV1Error(
      await api.put(path, { ...integrations.dos.body, space: "other-space", secretkey: "********zzzz" }),
      400,
      "EVALIDATION",
      "secretkey",
    );
    // The mask with another integration names nothing: the stored secret is the dos one.
    expectV1Error(
      await api.put(path, {
        ...integrations.ibm.body,
        apikey: "********",
      }),
      400,
      "EVALIDATION",
      "apikey",
    );
    expect(await storedRow(account.account_id)).toEqual(before);
  });

  it("refuses an invalid PUT and keeps the configuration", async () => {
    await api.post(path, integrations.gcs.body);
    expectV1Error(
      await api.put(path, { ...integrations.gcs.body, projectid: "X" }),
      400,
      "EVALIDATION",
      "projectid",
    );
    expectV1Error(
      await api.put(path, { ...integrations.gcs.body, extra: true }),
      400,
      "EVALIDATION",
      "extra",
    );
    expect((await api.get(path)).body).toEqual(integrations.gcs.body);
  });

  it("keeps each account's configuration to itself", async () => {
    const other = client(await createAccount("other"));
    await api.post(path, integrations.ibm.body);
    expectV1Error(await other.get(path), 404, "ENOTFOUND");
    expectV1Error(await other.put(path, integrations.s3.body), 404, "ENOTFOUND");
    expectV1Error(await other.delete(path), 404, "ENOTFOUND");
    // Its own configuration is independent of the first account's.
    expect((await other.post(path, integrations.s3.body)).status).toBe(200);
    expect((await api.get(path)).body.integration).toBe("ibm");
    expect((await other.get(path)).body).toEqual(integrations.s3.body);
  });
});
