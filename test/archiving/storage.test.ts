// Archiving to the customer's storage beyond single PutObjects: Azure Blob (Shared Key, Put Blob or Put Block
// + Put Block List), OpenStack Swift (Keystone v3 token, object PUT with X-Delete-After), GCS with HMAC keys
// (SigV4 for region `auto` at storage.googleapis.com), and S3 multipart uploads. Everything goes over real
// HTTP to the test receiver (test/receiver.mjs), whose fakes check the credentials themselves: the Azure fake
// recomputes the Shared Key signature as Azure documents it, the Keystone fake issues tokens only for the
// registered password, the Swift fake checks X-Auth-Token. Each test has its own account and calls
// archiveDay for it, so this file shares the database with others.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  archiveDay,
  archiveObjectKey,
  DEFAULT_ARCHIVE_CONTAINER,
  externalObjectKey,
} from "../../src/jobs/archive";
import { signV4 } from "../../src/vendors/aws/sigv4";
import { AZURE_STORAGE_VERSION } from "../../src/vendors/azure/blob";
import { GCS_XML_ENDPOINT } from "../../src/vendors/gcp/storage";
import { keystoneTokenUrl } from "../../src/vendors/swift";
import { client, createAccount, ingest, type Json, otherServiceKey, type TestAccount } from "../helpers";
import { NOW, YESTERDAY, yesterday0 } from "./clock";
import { gunzipLines } from "./gzip";

const MASK = "********";
const path = "/v1/config/archiving";
const unique = () => crypto.randomUUID().replaceAll("-", "");

/** A random base64 key of 64 bytes, as Azure storage account keys are. */
const azureKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(64))));

const segments = (key: string) =>
  key
    .split("/")
    .map((s) => encodeURIComponent(s))
    .join("/");

type Received = { method: string; headers: Record<string, string>; query: string };
async function receivedAt(p: string): Promise<Received[]> {
  return (await fetch(`${env.RECEIVER_URL}/_received${p}`)).json();
}

/** An account with `count` lines yesterday (`<prefix>-<i>`, with random text so gzip cannot shrink them). */
async function accountWithLines(name: string, count: number, prefix = name): Promise<TestAccount> {
  const account = await createAccount(name);
  const lines = Array.from({ length: count }, (_, i) => ({
    line: `${prefix}-${i} ${unique()}${unique()}`,
    app: "api",
    timestamp: yesterday0 + 1000 * (i + 1),
  }));
  for (let i = 0; i < lines.length; i += 500) {
    const res = await ingest(account.ingestion_key, { lines: lines.slice(i, i + 500) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return account;
}

const linePrefixes = (lines: Json[]) => lines.map((l) => String(l._line).split(" ")[0]);
const expectedPrefixes = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${i}`);

describe("archiving to Azure Blob Storage", () => {
  const azureEndpoint = (account: string) => `${env.RECEIVER_URL}/_az/${account}`;
  const registerAzureAccount = async (account: string, key: string) =>
    expect(
      (await fetch(`${env.RECEIVER_URL}/_az-accounts/${account}`, { method: "PUT", body: key })).status,
    ).toBe(204);

  it("writes the day with Put Blob under Shared Key into the default container; the secret answered to its key only", async () => {
    const account = await accountWithLines("archive-azblob", 3, "az");
    const storage = `az${unique().slice(0, 16)}`;
    const key = azureKey();
    await registerAzureAccount(storage, key);
    const config = {
      integration: "azblob",
      accountname: storage,
      accountkey: key,
      endpoint: azureEndpoint(storage),
    };
    const created = await client(account).post(path, config);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual(config);
    const read = await client(account).get(path);
    expect(read.body).toEqual(config);
    const otherRead = await client(await otherServiceKey(account)).get(path);
    expect(otherRead.body).toEqual({ ...config, accountkey: MASK });
    expect(JSON.stringify(otherRead.body)).not.toContain(key);

    const run = await archiveDay(env, account.account_id, YESTERDAY, NOW);
    const objectKey = externalObjectKey(account.account_id, YESTERDAY);
    expect(run, JSON.stringify(run)).toMatchObject({
      status: "done",
      objectKey: `azblob://${storage}/${DEFAULT_ARCHIVE_CONTAINER}/${objectKey}`,
      lines: 3,
      error: null,
    });
    const blobPath = `/_az/${storage}/${DEFAULT_ARCHIVE_CONTAINER}/${segments(objectKey)}`;
    const blob = await fetch(`${env.RECEIVER_URL}${blobPath}`);
    expect(blob.status).toBe(200);
    expect(blob.headers.get("content-type")).toBe("application/gzip");
    const bytes = await blob.arrayBuffer();
    expect(bytes.byteLength).toBe(run?.compressedBytes);
    expect(linePrefixes(await gunzipLines(bytes))).toEqual(expectedPrefixes("az", 3));

    const [put] = (await receivedAt(blobPath)).filter((r) => r.method === "PUT");
    expect(put.query).toBe("");
    expect(put.headers["x-ms-blob-type"]).toBe("BlockBlob");
    expect(put.headers["x-ms-version"]).toBe(AZURE_STORAGE_VERSION);
    expect(put.headers.authorization).toMatch(new RegExp(`^SharedKey ${storage}:[A-Za-z0-9+/]{43}=$`));
    expect(JSON.stringify(put.headers)).not.toContain(key);
    const runs = await client(account).get(`${path}/runs`);
    expect(runs.body[0]).toMatchObject({ day: YESTERDAY, status: "done" });
    expect(JSON.stringify(runs.body)).not.toContain(key);
  });

  it("a wrong account key leaves the run failed with Azure's error and no secret; the right one writes it", async () => {
    const account = await accountWithLines("archive-azblob-wrong", 2, "azw");
    const storage = `azw${unique().slice(0, 16)}`;
    const right = azureKey();
    const wrong = azureKey();
    await registerAzureAccount(storage, right);
    const base = {
      integration: "azblob",
      accountname: storage,
      container: "day-archives",
      endpoint: azureEndpoint(storage),
    };
    expect((await client(account).post(path, { ...base, accountkey: wrong })).status).toBe(200);

    const failed = await archiveDay(env, account.account_id, YESTERDAY, NOW);
    expect(failed).toMatchObject({ status: "failed", objectKey: null });
    expect(failed?.error).toContain("Put Blob azblob://");
    expect(failed?.error).toContain("answered 403: AuthenticationFailed");
    const runs = await client(account).get(`${path}/runs`);
    expect(runs.body[0]).toMatchObject({ status: "failed" });
    expect(JSON.stringify(runs.body)).not.toContain(wrong);

    expect((await client(account).put(path, { ...base, accountkey: right })).status).toBe(200);
    const done = await archiveDay(env, account.account_id, YESTERDAY, NOW + 900_000);
    expect(done).toMatchObject({ status: "done", error: null });
    expect(done?.objectKey).toBe(
      `azblob://${storage}/day-archives/${externalObjectKey(account.account_id, YESTERDAY)}`,
    );
  });

  it("writes a day of several parts with Put Block and Put Block List, byte-identical to one Put Blob", async () => {
    const account = await accountWithLines("archive-azblob-blocks", 400, "azb");
    const storage = `azb${unique().slice(0, 16)}`;
    const key = azureKey();
    await registerAzureAccount(storage, key);
    const base = {
      integration: "azblob",
      accountname: storage,
      accountkey: key,
      endpoint: azureEndpoint(storage),
    };
    const objectKey = externalObjectKey(account.account_id, YESTERDAY);

    expect((await client(account).post(path, { ...base, container: "whole" })).status).toBe(200);
    const whole = await archiveDay(env, account.account_id, YESTERDAY, NOW);
    expect(whole?.status).toBe("done");
    const wholeBytes = new Uint8Array(
      await (await fetch(`${env.RECEIVER_URL}/_az/${storage}/whole/${segments(objectKey)}`)).arrayBuffer(),
    );
    expect(wholeBytes.byteLength).toBeGreaterThan(3 * 4096);

    expect((await client(account).put(path, { ...base, accountkey: MASK, container: "blocks" })).status).toBe(
      200,
    );
    const parts = await archiveDay(env, account.account_id, YESTERDAY, NOW + 1000, {
      force: true,
      partBytes: 4096,
    });
    expect(parts, JSON.stringify(parts)).toMatchObject({
      status: "done",
      compressedBytes: wholeBytes.byteLength,
    });
    const blobPath = `/_az/${storage}/blocks/${segments(objectKey)}`;
    const partBytes = new Uint8Array(await (await fetch(`${env.RECEIVER_URL}${blobPath}`)).arrayBuffer());
    expect(partBytes).toEqual(wholeBytes);
    expect(linePrefixes(await gunzipLines(partBytes.buffer as ArrayBuffer))).toEqual(
      expectedPrefixes("azb", 400),
    );

    const requests = (await receivedAt(blobPath)).filter((r) => r.method === "PUT");
    const blocks = requests.filter((r) => r.query.startsWith("?comp=block&"));
    expect(blocks).toHaveLength(Math.ceil(wholeBytes.byteLength / 4096));
    expect(requests.filter((r) => r.query === "?comp=blocklist")).toHaveLength(1);
    expect(requests.filter((r) => r.query === "")).toHaveLength(0);
    expect(requests.at(-1)?.headers["x-ms-blob-content-type"]).toBe("application/gzip");
  });

  it("refuses a container Azure would refuse, and an accountkey that is not base64", async () => {
    const account = await createAccount("archive-azblob-invalid");
    const base = { integration: "azblob", accountname: "mystorage01", accountkey: azureKey() };
    const res = await client(account).post(path, { ...base, container: "Bad--Name" });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: Json) => d.key)).toContain("container");
    const bad = await client(account).post(path, { ...base, accountkey: "not base64!" });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toContain("not base64!");
  });
});

describe("archiving to OpenStack Swift", () => {
  const registerUser = async (name: string, password: string, project: string) =>
    expect(
      (
        await fetch(`${env.RECEIVER_URL}/_keystone-users/${encodeURIComponent(name)}`, {
          method: "PUT",
          body: JSON.stringify({ password, project }),
        })
      ).status,
    ).toBe(204);

  it("takes a Keystone v3 token and PUTs the day into the container, created when missing, with X-Delete-After", async () => {
    const account = await accountWithLines("archive-swift", 4, "sw");
    const user = `archiver-${unique().slice(0, 8)}`;
    const project = `logs${unique().slice(0, 8)}`;
    const password = `pw-${unique()}`;
    await registerUser(user, password, project);
    const config = {
      integration: "swift",
      authurl: `${env.RECEIVER_URL}/_keystone/v3`,
      username: user,
      password,
      tenantname: project,
      expires: 30,
      container: "mezmo-days",
    };
    const created = await client(account).post(path, config);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toEqual(config);
    const otherRead = await client(await otherServiceKey(account)).get(path);
    expect(otherRead.body).toEqual({ ...config, password: MASK });
    expect(JSON.stringify(otherRead.body)).not.toContain(password);

    const run = await archiveDay(env, account.account_id, YESTERDAY, NOW);
    const objectKey = externalObjectKey(account.account_id, YESTERDAY);
    expect(run, JSON.stringify(run)).toMatchObject({
      status: "done",
      objectKey: `swift://mezmo-days/${objectKey}`,
      lines: 4,
    });

    // Read it back with a token of our own.
    const auth = await fetch(`${env.RECEIVER_URL}/_keystone/v3/auth/tokens`, {
      method: "POST",
      body: JSON.stringify({
        auth: {
          identity: {
            methods: ["password"],
            password: { user: { name: user, domain: { id: "default" }, password } },
          },
          scope: { project: { name: project, domain: { id: "default" } } },
        },
      }),
    });
    expect(auth.status).toBe(201);
    const token = auth.headers.get("x-subject-token") ?? "";
    await auth.body?.cancel();
    const objectPath = `/_swift/v1/AUTH_${project}/mezmo-days/${segments(objectKey)}`;
    const object = await fetch(`${env.RECEIVER_URL}${objectPath}`, { headers: { "x-auth-token": token } });
    expect(object.status).toBe(200);
    const deleteAt = Number(object.headers.get("x-delete-at"));
    expect(Math.abs(deleteAt - (Date.now() / 1000 + 30 * 86_400))).toBeLessThan(300);
    const bytes = await object.arrayBuffer();
    expect(bytes.byteLength).toBe(run?.compressedBytes);
    expect(linePrefixes(await gunzipLines(bytes))).toEqual(expectedPrefixes("sw", 4));

    // The first PUT found no container (404), the container was created, the PUT sent again.
    const puts = (await receivedAt(objectPath)).filter((r) => r.method === "PUT");
    expect(puts).toHaveLength(2);
    expect(puts[1].headers["x-delete-after"]).toBe(String(30 * 86_400));
    expect(puts[1].headers["x-auth-token"]).toMatch(/^tok-/);
    const containerPuts = await receivedAt(`/_swift/v1/AUTH_${project}/mezmo-days`);
    expect(containerPuts.map((r) => r.method)).toEqual(["PUT"]);
    expect(JSON.stringify(await receivedAt("/_keystone/v3/auth/tokens"))).not.toContain(password);
  });

  it("a wrong password leaves the run failed with Keystone's error and no secret", async () => {
    const account = await accountWithLines("archive-swift-wrong", 1, "sww");
    const user = `archiver-${unique().slice(0, 8)}`;
    const password = `right-${unique()}`;
    const wrong = `wrong-${unique()}`;
    await registerUser(user, password, "logs");
    expect(
      (
        await client(account).post(path, {
          integration: "swift",
          authurl: `${env.RECEIVER_URL}/_keystone`,
          username: user,
          password: wrong,
          tenantname: "logs",
        })
      ).status,
    ).toBe(200);
    const failed = await archiveDay(env, account.account_id, YESTERDAY, NOW);
    expect(failed).toMatchObject({ status: "failed", objectKey: null });
    expect(failed?.error).toBe(
      "Keystone token request answered 401: The request you have made requires authentication.",
    );
    const runs = await client(account).get(`${path}/runs`);
    expect(JSON.stringify(runs.body)).not.toContain(wrong);

    // The right password (the default container this time) writes the day.
    const fixed = await client(account).put(path, {
      integration: "swift",
      authurl: `${env.RECEIVER_URL}/_keystone`,
      username: user,
      password,
      tenantname: "logs",
    });
    expect(fixed.status).toBe(200);
    const done = await archiveDay(env, account.account_id, YESTERDAY, NOW + 900_000);
    expect(done).toMatchObject({
      status: "done",
      objectKey: `swift://${DEFAULT_ARCHIVE_CONTAINER}/${externalObjectKey(account.account_id, YESTERDAY)}`,
    });
  });

  it("finds the token URL from the auth URL as configured", () => {
    expect(keystoneTokenUrl("https://auth.example.com:5000")).toBe(
      "https://auth.example.com:5000/v3/auth/tokens",
    );
    expect(keystoneTokenUrl("https://auth.example.com/identity/v3/")).toBe(
      "https://auth.example.com/identity/v3/auth/tokens",
    );
    expect(keystoneTokenUrl("https://auth.example.com/v3/auth/tokens")).toBe(
      "https://auth.example.com/v3/auth/tokens",
    );
  });
});

describe("archiving to Google Cloud Storage with HMAC keys", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** storage.googleapis.com answered by the receiver's S3 (GCS's XML API speaks S3): the URLs asked for. */
  function redirectGcs() {
    const asked: { url: string; method: string; headers: Record<string, string> }[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith(`${GCS_XML_ENDPOINT}/`)) return real(input, init);
      asked.push({
        url,
        method: init?.method ?? "GET",
        headers: { ...(init?.headers as Record<string, string>) },
      });
      return real(`${env.RECEIVER_URL}/_s3/${url.slice(GCS_XML_ENDPOINT.length + 1)}`, init);
    });
    return asked;
  }

  it("writes through the XML API signed with SigV4 for region auto; without keys the day stays in R2", async () => {
    const account = await accountWithLines("archive-gcs", 3, "gcs");
    const bucket = `gcs_${unique().slice(0, 12)}`;
    const secret = `gcs-secret-${unique()}`;
    const keyless = { integration: "gcs", bucket, projectid: "my-project-123" };
    expect((await client(account).post(path, keyless)).status).toBe(200);
    const inR2 = await archiveDay(env, account.account_id, YESTERDAY, NOW);
    expect(inR2).toMatchObject({
      status: "done",
      objectKey: archiveObjectKey(account.account_id, YESTERDAY),
    });
    expect(await env.ARCHIVES.head(archiveObjectKey(account.account_id, YESTERDAY))).not.toBeNull();

    const half = await client(account).put(path, { ...keyless, accesskey: "GOOG1EXAMPLE" });
    expect(half.status).toBe(400);
    expect(half.body.details.map((d: Json) => d.key)).toContain("secretkey");
    const withKeys = { ...keyless, accesskey: "GOOG1EXAMPLE", secretkey: secret };
    const put = await client(account).put(path, withKeys);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toEqual(withKeys);
    const otherRead = await client(await otherServiceKey(account)).get(path);
    expect(otherRead.body).toEqual({ ...withKeys, secretkey: MASK });
    expect(JSON.stringify(otherRead.body)).not.toContain(secret);

    const asked = redirectGcs();
    const run = await archiveDay(env, account.account_id, YESTERDAY, NOW + 1000, { force: true });
    const objectKey = externalObjectKey(account.account_id, YESTERDAY);
    expect(run, JSON.stringify(run)).toMatchObject({
      status: "done",
      objectKey: `gcs://${bucket}/${objectKey}`,
    });
    expect(asked.map((a) => [a.method, a.url])).toEqual([
      ["PUT", `${GCS_XML_ENDPOINT}/${bucket}/${segments(objectKey)}`],
    ]);
    const sent = asked[0].headers;
    expect(sent.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=GOOG1EXAMPLE\/\d{8}\/auto\/s3\/aws4_request, /,
    );
    const stamp = sent["x-amz-date"];
    const expected = await signV4({
      method: "PUT",
      url: asked[0].url,
      headers: Object.fromEntries(
        Object.entries(sent).filter(([n]) => n !== "authorization" && n !== "x-amz-date"),
      ),
      payloadHash: sent["x-amz-content-sha256"],
      region: "auto",
      service: "s3",
      credentials: { accessKeyId: "GOOG1EXAMPLE", secretAccessKey: secret },
      date: new Date(
        `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
      ),
    });
    expect(sent.authorization).toBe(expected.authorization);
    const object = await fetch(`${env.RECEIVER_URL}/_s3/${bucket}/${segments(objectKey)}`);
    expect(linePrefixes(await gunzipLines(await object.arrayBuffer()))).toEqual(expectedPrefixes("gcs", 3));
    expect(JSON.stringify((await client(account).get(`${path}/runs`)).body)).not.toContain(secret);
  });
});

describe("S3 multipart uploads", () => {
  it("writes a day of several parts with CreateMultipartUpload, UploadPart, CompleteMultipartUpload, byte-identical", async () => {
    const account = await accountWithLines("archive-s3-multipart", 400, "mp");
    const secret = `mp-secret-${unique()}`;
    const base = {
      integration: "s3",
      accesskey: "AKIDMULTIPART",
      secretkey: secret,
      region: "eu-central-1",
      endpoint: `${env.RECEIVER_URL}/_s3`,
    };
    const objectKey = externalObjectKey(account.account_id, YESTERDAY);
    const single = `mp-single-${unique().slice(0, 8)}`;
    const multi = `mp-multi-${unique().slice(0, 8)}`;
    expect((await client(account).post(path, { ...base, bucket: single })).status).toBe(200);
    expect((await archiveDay(env, account.account_id, YESTERDAY, NOW))?.status).toBe("done");
    const wholeBytes = new Uint8Array(
      await (await fetch(`${env.RECEIVER_URL}/_s3/${single}/${segments(objectKey)}`)).arrayBuffer(),
    );
    expect(wholeBytes.byteLength).toBeGreaterThan(3 * 4096);

    // The mask cannot follow the credential to another bucket (400 naming it); the secret sent again can.
    const moved = await client(account).put(path, { ...base, secretkey: MASK, bucket: multi });
    expect(moved.status, JSON.stringify(moved.body)).toBe(400);
    expect(moved.body.details.map((d: Json) => d.key)).toEqual(["bucket"]);
    expect((await client(account).get(path)).body.bucket).toBe(single);
    expect((await client(account).put(path, { ...base, bucket: multi })).status).toBe(200);
    const run = await archiveDay(env, account.account_id, YESTERDAY, NOW + 1000, {
      force: true,
      partBytes: 4096,
    });
    expect(run, JSON.stringify(run)).toMatchObject({
      status: "done",
      objectKey: `s3://${multi}/${objectKey}`,
      compressedBytes: wholeBytes.byteLength,
    });
    const objectPath = `/_s3/${multi}/${segments(objectKey)}`;
    const bytes = new Uint8Array(await (await fetch(`${env.RECEIVER_URL}${objectPath}`)).arrayBuffer());
    expect(bytes).toEqual(wholeBytes);
    expect(linePrefixes(await gunzipLines(bytes.buffer as ArrayBuffer))).toEqual(expectedPrefixes("mp", 400));

    const requests = (await receivedAt(objectPath)).filter((r) => r.method !== "GET");
    const partCount = Math.ceil(wholeBytes.byteLength / 4096);
    expect(requests.map((r) => `${r.method} ${r.query.replace(/uploadId=[^&]+/, "uploadId=U")}`)).toEqual([
      "POST ?uploads",
      ...Array.from({ length: partCount }, (_, i) => `PUT ?partNumber=${i + 1}&uploadId=U`),
      "POST ?uploadId=U",
    ]);
    for (const r of requests) {
      expect(r.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDMULTIPART\/\d{8}\/eu-central-1\/s3\//,
      );
      expect(JSON.stringify(r.headers)).not.toContain(secret);
    }
    expect(requests[0].headers["x-amz-meta-account-id"]).toBe(account.account_id);
  });

  it("aborts the upload when a part fails, and leaves the run failed with S3's error and no secret", async () => {
    const account = await accountWithLines("archive-s3-abort", 200, "ab");
    const secret = `ab-secret-${unique()}`;
    const bucket = `failpart-${unique().slice(0, 8)}`;
    expect(
      (
        await client(account).post(path, {
          integration: "dos",
          space: bucket,
          endpoint: `${env.RECEIVER_URL}/_s3`,
          accesskey: "DOSMULTIPART",
          secretkey: secret,
        })
      ).status,
    ).toBe(200);
    const run = await archiveDay(env, account.account_id, YESTERDAY, NOW, { partBytes: 2048 });
    const objectKey = externalObjectKey(account.account_id, YESTERDAY);
    expect(run).toMatchObject({ status: "failed", objectKey: null });
    expect(run?.error).toBe(
      `UploadPart 2 of dos://${bucket}/${objectKey} answered 500: InternalError: We encountered an internal error. Please try again.`,
    );
    const objectPath = `/_s3/${bucket}/${segments(objectKey)}`;
    const requests = await receivedAt(objectPath);
    expect(requests.at(-1)).toMatchObject({ method: "DELETE" });
    expect(requests.at(-1)?.query).toMatch(/^\?uploadId=/);
    expect((await fetch(`${env.RECEIVER_URL}${objectPath}`)).status).toBe(404);
    expect(JSON.stringify((await client(account).get(`${path}/runs`)).body)).not.toContain(secret);
  });
});
