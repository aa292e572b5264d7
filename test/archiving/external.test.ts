// Archiving to the configured bucket: `dos` (DigitalOcean Spaces) and `s3` with keys write each day with a
// SigV4-signed PutObject to the test receiver's tiny S3 (`${RECEIVER_URL}/_s3/<bucket>/<key>`, path style).
// The object's lines, Mezmo's key layout, the Authorization header (re-signed here and compared), secrets
// answered only to the key that sent them, and a failing endpoint leaving the day failed (never done) until
// the next run writes it. Each day is archived as the job archives one account's day (archiveDay, which the
// on-demand archiving route calls too); the job's choice of accounts and days, which looks at every account,
// is tested in test/jobs/jobs.isolated.test.ts.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { archiveDay, archiveObjectKey, externalObjectKey, spacesRegion } from "../../src/jobs/archive";
import { sha256Hex, signV4 } from "../../src/vendors/aws/sigv4";
import { IBM_IAM_TOKEN_URL } from "../../src/vendors/ibm";
import { client, createAccount, ingest, type Json, otherServiceKey, type TestAccount } from "../helpers";
import { NOW, today0, YESTERDAY, yesterday0 } from "./clock";
import { gunzipLines } from "./gzip";

const RUN = crypto.randomUUID().slice(0, 8);
const SPACE = `dos-${RUN}`;
const BUCKET = `s3-${RUN}`;
const DOS_SECRET = `dos-secret-${crypto.randomUUID()}`;
const S3_SECRET = `s3-secret-${crypto.randomUUID()}`;
const s3Endpoint = () => `${env.RECEIVER_URL}/_s3`;
/** The receiver answers 503 to the first 1,000 requests under /fail-1000/: an endpoint that keeps failing. */
const failingEndpoint = () => `${env.RECEIVER_URL}/fail-1000`;

/** The path the worker PUT to: the key URI-encoded as SigV4 signs it (`=` as %3D). */
const encodedPath = (bucket: string, key: string) =>
  `/_s3/${bucket}/${key
    .split("/")
    .map((s) => encodeURIComponent(s))
    .join("/")}`;

async function receivedAt(path: string): Promise<{ method: string; headers: Record<string, string> }[]> {
  return (await fetch(`${env.RECEIVER_URL}/_received${path}`)).json();
}

let dosAccount: TestAccount;
let s3Account: TestAccount;

beforeAll(async () => {
  dosAccount = await createAccount("archive-dos");
  s3Account = await createAccount("archive-s3-keys");
  for (const [account, prefix] of [
    [dosAccount, "dos"],
    [s3Account, "s3"],
  ] as const) {
    const lines = Array.from({ length: 5 }, (_, i) => ({
      line: `${prefix}-${i}`,
      app: "api",
      timestamp: yesterday0 + 60_000 * (i + 1),
    }));
    expect((await ingest(account.ingestion_key, { lines })).status).toBe(200);
    expect(
      (await ingest(account.ingestion_key, { lines: [{ line: "today", timestamp: today0 }] })).status,
    ).toBe(200);
  }
});

describe("archiving to the configured bucket", () => {
  it("answers the configuration's secrets to their key only and refuses a key without its secret", async () => {
    const created = await client(dosAccount).post("/v1/config/archiving", {
      integration: "dos",
      space: SPACE,
      endpoint: failingEndpoint(),
      accesskey: "DOSACCESSKEY",
      secretkey: DOS_SECRET,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ integration: "dos", space: SPACE, secretkey: DOS_SECRET });
    const otherRead = await client(await otherServiceKey(dosAccount)).get("/v1/config/archiving");
    expect(otherRead.body).toMatchObject({ integration: "dos", space: SPACE, secretkey: "********" });
    expect(JSON.stringify(otherRead.body)).not.toContain(DOS_SECRET);

    const half = await client(s3Account).post("/v1/config/archiving", {
      integration: "s3",
      bucket: BUCKET,
      accesskey: "AKIDEXAMPLE",
    });
    expect(half.status).toBe(400);
    const s3 = await client(s3Account).post("/v1/config/archiving", {
      integration: "s3",
      bucket: BUCKET,
      accesskey: "AKIDEXAMPLE",
      secretkey: S3_SECRET,
      region: "eu-west-1",
      endpoint: s3Endpoint(),
    });
    expect(s3.status).toBe(200);
    expect(s3.body).toMatchObject({ bucket: BUCKET, accesskey: "AKIDEXAMPLE", secretkey: S3_SECRET });
    expect((await client(s3Account).get("/v1/config/archiving")).body.secretkey).toBe(S3_SECRET);
    const otherS3 = await client(await otherServiceKey(s3Account)).get("/v1/config/archiving");
    expect(otherS3.body).toMatchObject({ bucket: BUCKET, secretkey: "********" });
    expect(JSON.stringify(otherS3.body)).not.toContain(S3_SECRET);
  });

  it("records a failing bucket on the run, without secrets, and never marks the day done", async () => {
    expect(await archiveDay(env, dosAccount.account_id, YESTERDAY, NOW)).toMatchObject({ status: "failed" });
    expect(await archiveDay(env, s3Account.account_id, YESTERDAY, NOW)).toMatchObject({ status: "done" });
    const runs = await client(dosAccount).get("/v1/config/archiving/runs");
    expect(runs.body).toHaveLength(1);
    expect(runs.body[0]).toMatchObject({ day: YESTERDAY, status: "failed", object_key: null });
    expect(runs.body[0].error).toContain("503");
    expect(runs.body[0].error).toContain(`dos://${SPACE}/`);
    expect(JSON.stringify(runs.body)).not.toContain(DOS_SECRET);
    // Nothing fell back to R2 either.
    expect(await env.ARCHIVES.get(archiveObjectKey(dosAccount.account_id, YESTERDAY))).toBeNull();
  });

  it("writes the day, after the endpoint is fixed with the secret sent again, on the next run", async () => {
    const fix = {
      integration: "dos",
      space: SPACE,
      endpoint: s3Endpoint(),
      accesskey: "DOSACCESSKEY",
    };
    // The mask does not follow the secret to a new endpoint: 400 naming it, the failing endpoint stays.
    const masked = await client(dosAccount).put("/v1/config/archiving", { ...fix, secretkey: "********" });
    expect(masked.status, JSON.stringify(masked.body)).toBe(400);
    expect(masked.body.details.map((d: Json) => d.key)).toEqual(["endpoint"]);
    expect((await client(dosAccount).get("/v1/config/archiving")).body.endpoint).toBe(failingEndpoint());
    const fixed = await client(dosAccount).put("/v1/config/archiving", { ...fix, secretkey: DOS_SECRET });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const outcome = await archiveDay(env, dosAccount.account_id, YESTERDAY, NOW + 900_000);
    expect(outcome).toMatchObject({ status: "done" });

    const key = externalObjectKey(dosAccount.account_id, YESTERDAY);
    expect(key).toBe(
      `year=${YESTERDAY.slice(0, 4)}/month=${YESTERDAY.slice(5, 7)}/day=${YESTERDAY.slice(8)}/${dosAccount.account_id}.${YESTERDAY}.json.gz`,
    );
    const object = await fetch(`${env.RECEIVER_URL}${encodedPath(SPACE, key)}`);
    expect(object.status).toBe(200);
    const bytes = await object.arrayBuffer();
    const lines = await gunzipLines(bytes);
    expect(lines.map((l) => l._line)).toEqual(["dos-0", "dos-1", "dos-2", "dos-3", "dos-4"]);

    const runs = await client(dosAccount).get("/v1/config/archiving/runs");
    expect(runs.body[0]).toMatchObject({
      day: YESTERDAY,
      status: "done",
      object_key: `dos://${SPACE}/${key}`,
      lines: 5,
      compressed_bytes: bytes.byteLength,
      error: null,
    });
    expect(JSON.stringify(runs.body)).not.toContain(DOS_SECRET);
    const download = await client(dosAccount).get(`/v1/config/archiving/runs/${YESTERDAY}/download`);
    expect(download.status).toBe(404);

    // The request was signed with SigV4 for the Space's region: signing the same request here gives the
    // same Authorization header.
    const puts = (await receivedAt(encodedPath(SPACE, key))).filter((r) => r.method === "PUT");
    expect(puts).toHaveLength(1);
    const sent = puts[0].headers;
    expect(sent.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=DOSACCESSKEY\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date;x-amz-meta-account-id;x-amz-meta-day, Signature=[0-9a-f]{64}$/,
    );
    expect(sent["x-amz-content-sha256"]).toBe(await sha256Hex(new Uint8Array(bytes)));
    const stamp = sent["x-amz-date"];
    const date = new Date(
      `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
    );
    const expected = await signV4({
      method: "PUT",
      url: `${env.RECEIVER_URL}${encodedPath(SPACE, key)}`,
      headers: {
        "content-type": sent["content-type"],
        "x-amz-content-sha256": sent["x-amz-content-sha256"],
        "x-amz-meta-account-id": sent["x-amz-meta-account-id"],
        "x-amz-meta-day": sent["x-amz-meta-day"],
      },
      payloadHash: sent["x-amz-content-sha256"],
      region: "us-east-1",
      service: "s3",
      credentials: { accessKeyId: "DOSACCESSKEY", secretAccessKey: DOS_SECRET },
      date,
    });
    expect(sent.authorization).toBe(expected.authorization);
  });

  it("writes s3 with keys to its bucket, signed for its region", async () => {
    const key = externalObjectKey(s3Account.account_id, YESTERDAY);
    const object = await fetch(`${env.RECEIVER_URL}${encodedPath(BUCKET, key)}`);
    expect(object.status).toBe(200);
    const lines = await gunzipLines(await object.arrayBuffer());
    expect(lines.map((l) => l._line)).toEqual(["s3-0", "s3-1", "s3-2", "s3-3", "s3-4"]);
    const [put] = await receivedAt(encodedPath(BUCKET, key));
    expect(put.headers.authorization).toContain("Credential=AKIDEXAMPLE/");
    expect(put.headers.authorization).toContain("/eu-west-1/s3/aws4_request");
    expect(JSON.stringify(put.headers)).not.toContain(S3_SECRET);
    expect(await env.ARCHIVES.get(archiveObjectKey(s3Account.account_id, YESTERDAY))).toBeNull();
  });

  it("signs DigitalOcean Spaces with the endpoint's region", () => {
    expect(spacesRegion("nyc3.digitaloceanspaces.com")).toBe("nyc3");
    expect(spacesRegion("https://fra1.digitaloceanspaces.com/")).toBe("fra1");
    expect(spacesRegion("http://127.0.0.1:9000")).toBe("us-east-1");
  });
});

describe("archiving to IBM Cloud Object Storage", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** IBM Cloud IAM stood in for: the API keys it was given, and a token (or a refusal). */
  function fakeIam(answer: () => Response) {
    const keys: string[] = [];
    const real = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url !== IBM_IAM_TOKEN_URL) return real(input, init);
      const form = new URLSearchParams(String(init?.body ?? ""));
      expect(form.get("grant_type")).toBe("urn:ibm:params:oauth:grant-type:apikey");
      keys.push(form.get("apikey") ?? "");
      return answer();
    });
    return keys;
  }

  it("exchanges the API key for an IAM token and puts the day with it; a refused key fails the run", async () => {
    const account = await createAccount("archive-ibm");
    const lines = [{ line: "ibm-0", timestamp: yesterday0 + 1000 }];
    expect((await ingest(account.ingestion_key, { lines })).status).toBe(200);
    const apikey = `ibm-api-key-${crypto.randomUUID()}`;
    const bucket = `ibm-${RUN}`;
    const instance = "crn:v1:bluemix:public:cloud-object-storage:global:a/1:2::";
    const created = await client(account).post("/v1/config/archiving", {
      integration: "ibm",
      bucket,
      endpoint: s3Endpoint(),
      apikey,
      resourceinstanceid: instance,
    });
    expect(created.status).toBe(200);
    expect(created.body.apikey).toBe(apikey);
    const otherRead = await client(await otherServiceKey(account)).get("/v1/config/archiving");
    expect(otherRead.body.apikey).toBe("********");
    expect(JSON.stringify(otherRead.body)).not.toContain(apikey);

    const refusedKeys = fakeIam(
      () =>
        new Response(JSON.stringify({ errorMessage: "Provided API key could not be found." }), {
          status: 400,
        }),
    );
    const failed = await archiveDay(env, account.account_id, YESTERDAY, NOW);
    expect(refusedKeys).toEqual([apikey]);
    expect(failed).toMatchObject({ status: "failed", objectKey: null });
    expect(failed?.error).toContain(
      "IBM Cloud IAM token request answered 400: Provided API key could not be found.",
    );
    expect(failed?.error).not.toContain(apikey);
    vi.restoreAllMocks();

    const keys = fakeIam(() => Response.json({ access_token: "iam-token-1", expires_in: 3600 }));
    const done = await archiveDay(env, account.account_id, YESTERDAY, NOW + 900_000);
    expect(keys).toEqual([apikey]);
    const key = externalObjectKey(account.account_id, YESTERDAY);
    expect(done).toMatchObject({ status: "done", objectKey: `ibm://${bucket}/${key}`, lines: 1 });
    const object = await fetch(`${env.RECEIVER_URL}${encodedPath(bucket, key)}`);
    expect((await gunzipLines(await object.arrayBuffer())).map((l) => l._line)).toEqual(["ibm-0"]);
    const [put] = await receivedAt(encodedPath(bucket, key));
    expect(put.headers.authorization).toBe("Bearer iam-token-1");
    expect(put.headers["ibm-service-instance-id"]).toBe(instance);
    const runs = await client(account).get("/v1/config/archiving/runs");
    expect(JSON.stringify(runs.body)).not.toContain(apikey);
  });
});
