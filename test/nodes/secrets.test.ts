// Owner-bound secrets in node configurations: sealed in D1 for the API key that sent them; a single read
// (or a write's answer) shows that key its own secrets in clear and every other key the mask; lists,
// pipelines, revisions, processor group lists and terraform exports always mask them; the mask written back
// keeps the value and its owner (but not for a new target: a changed URI wants the credential again); and
// they are used in clear only where they are used (delivery, the encrypt processor).
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ownerOf, SECRET_MASK, SecretBox } from "../../src/lib/sealed-secrets";
import { sha256Hex } from "../../src/lib/secrets";
import { client, createAccount, expectV3Error, type Json, otherServiceKey } from "../helpers";
import { receivedWhen } from "../receiver-client";
import { secretPipeline } from "./fixtures";

let api: ReturnType<typeof client>;
/** A second service key of the same account: it reads what `api` writes, not its secrets. */
let other: ReturnType<typeof client>;
/** The API key ids of `api` and `other` (the owners a sealed value names). */
let apiKeyId: string;
let otherKeyId: string;

async function keyIdOf(key: string) {
  const row = await env.DB.prepare("SELECT id FROM api_keys WHERE key_hash = ?")
    .bind(await sha256Hex(key))
    .first<{ id: string }>();
  expect(row).not.toBeNull();
  return row?.id as string;
}

beforeAll(async () => {
  const account = await createAccount("secrets");
  const second = await otherServiceKey(account);
  api = client(account);
  other = client(second);
  apiKeyId = await keyIdOf(account.service_key);
  otherKeyId = await keyIdOf(second.service_key);
  expect(otherKeyId).not.toBe(apiKeyId);
});

const TOKEN = "tok-3f9a1c55e0b2d7aa";
const HEADER_KEY = "hdr-8c1e77a2b4f0";

async function send(sourceId: string, key: string, body: string) {
  const res = await SELF.fetch(`https://api.test/ingest/${sourceId}`, {
    method: "POST",
    headers: { authorization: `Token ${key}`, "content-type": "application/json" },
    body,
  });
  return { status: res.status, body: await res.text() };
}

/** A pipeline: http source → http destination with a bearer token and a secret header, to the receiver. */
const pipeline = (path: string) =>
  secretPipeline(api, `${env.RECEIVER_URL}${path}`, { token: TOKEN, header: HEADER_KEY });

const noSecretIn = (value: unknown) => {
  const text = JSON.stringify(value);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(HEADER_KEY);
};

/** The node's user_config as stored in D1 (secrets sealed). */
async function storedConfig(nodeId: string): Promise<Json> {
  const row = await env.DB.prepare("SELECT user_config FROM pipeline_nodes WHERE id = ?")
    .bind(nodeId)
    .first<{ user_config: string }>();
  return JSON.parse(row?.user_config ?? "null");
}

/** A PUT body for the http sink `node` (a read or a write's answer) with another user_config. */
const putBody = (node: Json, user_config: Json) => ({
  type: node.type,
  title: node.title,
  inputs: node.inputs,
  generation_id: node.generation_id,
  user_config,
});

/** The JSON Schemas of every property called `name` anywhere in `schema`. */
function propertiesNamed(schema: unknown, name: string): Json[] {
  if (schema === null || typeof schema !== "object") return [];
  const found = Object.values(schema).flatMap((v) => propertiesNamed(v, name));
  const own = (schema as Json).properties?.[name];
  return own && typeof own === "object" ? [own, ...found] : found;
}

describe("secrets in node configurations", () => {
  it("answers the writer's get in clear; masks another key's get, lists, pipelines and revisions; stores them sealed for the writer", async () => {
    const { p, sink } = await pipeline(`/sec/${crypto.randomUUID()}`);
    // The create's own answer echoes what that request sent (the caller holds it; terraform compares).
    expect(sink.user_config.auth).toEqual({ strategy: "bearer", token: TOKEN });
    expect(sink.user_config.headers).toEqual({ "x-api-key": HEADER_KEY });
    expect(sink.user_config.uri).toContain("/sec/");
    // The writer's own single read answers the secrets as it sent them (terraform builds its state from it).
    const own = await api.get(`/v3/pipeline/${p}/sink/${sink.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(sink);
    // Another key of the same account reads the node, not the secrets.
    const theirs = await other.get(`/v3/pipeline/${p}/sink/${sink.id}`);
    expect(theirs.status).toBe(200);
    noSecretIn(theirs.body);
    expect(theirs.body.data.user_config.auth).toEqual({ strategy: "bearer", token: SECRET_MASK });
    expect(theirs.body.data.user_config.headers).toEqual({ "x-api-key": SECRET_MASK });
    expect(theirs.body.data.user_config.uri).toBe(sink.user_config.uri);
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const revisions = (await api.get(`/v3/pipeline/${p}/revision`)).body.data as Json[];
    // Lists, pipelines and revisions mask the secrets for every key, the writer's too.
    const reads = [];
    for (const reader of [api, other]) {
      reads.push(
        await reader.get(`/v3/pipeline/${p}/sink`),
        await reader.get(`/v3/pipeline/${p}`),
        await reader.get(`/v3/pipeline/${p}/revision/${revisions[0].id}`),
      );
    }
    for (const read of reads) {
      expect(read.status).toBe(200);
      noSecretIn(read.body);
      expect(JSON.stringify(read.body)).toContain(SECRET_MASK);
    }
    const stored = await env.DB.prepare("SELECT user_config FROM pipeline_nodes WHERE id = ?")
      .bind(sink.id)
      .first<{ user_config: string }>();
    const revision = await env.DB.prepare("SELECT user_config FROM pipeline_revision_nodes WHERE node_id = ?")
      .bind(sink.id)
      .first<{ user_config: string }>();
    const box = await SecretBox.create(env.SECRETS_KEY, undefined);
    for (const row of [stored, revision]) {
      expect(row?.user_config).not.toContain(TOKEN);
      expect(row?.user_config).not.toContain(HEADER_KEY);
      const config = JSON.parse(row?.user_config ?? "{}");
      // sealed:v2:<key id>:<owner>:<payload>, the owner being the writing key.
      expect(config.auth.token).toMatch(new RegExp(`^sealed:v2:${box.keyId}:${apiKeyId}:[A-Za-z0-9_-]+$`));
      expect(ownerOf(config.headers["x-api-key"])).toBe(apiKeyId);
      expect(await box.open(config.auth.token)).toBe(TOKEN);
      expect(await box.open(config.headers["x-api-key"])).toBe(HEADER_KEY);
    }
  });

  it("delivers with the real secret, also after a read-modify-write that sends the mask back", async () => {
    const path = `/sec/${crypto.randomUUID()}`;
    const { p, source, sink, key } = await pipeline(path);
    const sealedBefore = await storedConfig(sink.id);
    // The client writes the node back with one change, sending the mask for each secret.
    const read = (await api.get(`/v3/pipeline/${p}/sink/${sink.id}`)).body.data as Json;
    const put = await api.put(`/v3/pipeline/${p}/sink/${sink.id}`, {
      type: read.type,
      title: "Partner API (renamed)",
      inputs: read.inputs,
      generation_id: read.generation_id,
      user_config: {
        ...read.user_config,
        headers: { "x-api-key": SECRET_MASK },
        auth: { strategy: "bearer", token: SECRET_MASK },
        max_retries: 1,
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // The answer holds the masks the write sent (its plan), not the secrets.
    noSecretIn(put.body);
    expect(put.body.data.user_config.auth.token).toBe(SECRET_MASK);
    // The stored values are kept as they were, owner and all: the writer still reads them in clear.
    const sealedAfter = await storedConfig(sink.id);
    expect(sealedAfter.auth.token).toBe(sealedBefore.auth.token);
    expect(sealedAfter.headers).toEqual(sealedBefore.headers);
    const again = (await api.get(`/v3/pipeline/${p}/sink/${sink.id}`)).body.data as Json;
    expect(again.user_config.auth.token).toBe(TOKEN);
    expect(again.user_config.headers).toEqual({ "x-api-key": HEADER_KEY });
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const res = await send(source, key, JSON.stringify({ msg: "hello" }));
    expect(res.status, res.body).toBe(200);
    noSecretIn(res.body);
    // Delivered by the delivery queue's consumer after the answer, which opens the secrets itself.
    const requests = await receivedWhen(path, 1);
    expect(requests.map((r) => r.status)).toEqual([200]);
    const [request] = requests;
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers["x-api-key"]).toBe(HEADER_KEY);
  });

  it("takes a new secret written in place of the mask", async () => {
    const path = `/sec/${crypto.randomUUID()}`;
    const { p, source, sink, key } = await pipeline(path);
    const read = (await api.get(`/v3/pipeline/${p}/sink/${sink.id}`)).body.data as Json;
    const put = await api.put(`/v3/pipeline/${p}/sink/${sink.id}`, {
      type: read.type,
      title: read.title,
      inputs: read.inputs,
      generation_id: read.generation_id,
      user_config: {
        ...read.user_config,
        headers: { "x-api-key": SECRET_MASK },
        auth: { strategy: "bearer", token: "rotated-token" },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // The update's answer echoes the new secret it sent, and the mask where it sent the mask.
    expect(put.body.data.user_config.auth.token).toBe("rotated-token");
    expect(put.body.data.user_config.headers).toEqual({ "x-api-key": SECRET_MASK });
    // The writer reads both back in clear (the kept header is still its own); another key reads neither.
    const own = (await api.get(`/v3/pipeline/${p}/sink/${sink.id}`)).body.data as Json;
    expect(own.user_config.auth.token).toBe("rotated-token");
    expect(own.user_config.headers).toEqual({ "x-api-key": HEADER_KEY });
    const theirs = await other.get(`/v3/pipeline/${p}/sink/${sink.id}`);
    noSecretIn(theirs.body);
    expect(JSON.stringify(theirs.body)).not.toContain("rotated");
    expect(theirs.body.data.user_config.auth.token).toBe(SECRET_MASK);
    expect(JSON.stringify((await api.get(`/v3/pipeline/${p}/sink`)).body)).not.toContain("rotated");
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    expect((await send(source, key, '{"msg":"x"}')).status).toBe(200);
    const requests = await receivedWhen(path, 1);
    expect(requests.map((r) => r.status)).toEqual([200]);
    const [request] = requests;
    expect(request.headers.authorization).toBe("Bearer rotated-token");
    expect(request.headers["x-api-key"]).toBe(HEADER_KEY);
  });

  it("refuses the mask where nothing is stored, naming the field, and changes nothing", async () => {
    const p = (await api.post("/v3/pipeline", { title: "mask" })).body.data.id as string;
    const res = await api.post(`/v3/pipeline/${p}/sink`, {
      type: "splunk-hec-logs",
      user_config: { endpoint: "https://hec.example.com", token: SECRET_MASK },
    });
    const body = expectV3Error(res, 400, "EVALIDATION");
    expect(body.errors[0].instancePath).toBe("/user_config/token");
    expect((await api.get(`/v3/pipeline/${p}/sink`)).body.data).toEqual([]);
    // A mask sent for a field the node did not have before (basic auth replacing bearer) is refused too.
    const { p: p2, sink } = await pipeline(`/sec/${crypto.randomUUID()}`);
    const put = await api.put(`/v3/pipeline/${p2}/sink/${sink.id}`, {
      type: "http",
      title: sink.title,
      inputs: sink.inputs,
      generation_id: sink.generation_id,
      user_config: {
        uri: sink.user_config.uri,
        auth: { strategy: "basic", user: "u", password: SECRET_MASK },
      },
    });
    expect(expectV3Error(put, 400, "EVALIDATION").errors[0].instancePath).toBe("/user_config/auth/password");
  });

  it("refuses a client value in the sealed form, secret field or not (it could only fail at delivery)", async () => {
    const p = (await api.post("/v3/pipeline", { title: "forged" })).body.data.id as string;
    const forged = "sealed:v1:00000000:AAAA";
    const forgedV2 = `sealed:v2:00000000:${apiKeyId}:AAAA`;
    for (const [user_config, pointer] of [
      [{ endpoint: "https://hec.example.com", token: forged }, "/user_config/token"],
      [{ endpoint: "https://hec.example.com", token: forgedV2 }, "/user_config/token"],
      [{ endpoint: "https://hec.example.com", token: "t", source: forged }, "/user_config/source"],
    ] as const) {
      const res = await api.post(`/v3/pipeline/${p}/sink`, { type: "splunk-hec-logs", user_config });
      expect(expectV3Error(res, 400, "EVALIDATION").errors[0].instancePath).toBe(pointer);
    }
    expect((await api.get(`/v3/pipeline/${p}/sink`)).body.data).toEqual([]);
  });

  it("keeps the sealed form of a secret sent again unchanged, so publishing sees no change", async () => {
    const { p, sink } = await pipeline(`/sec/${crypto.randomUUID()}`);
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const sealed = async () =>
      (
        await env.DB.prepare("SELECT user_config FROM pipeline_nodes WHERE id = ?")
          .bind(sink.id)
          .first<{ user_config: string }>()
      )?.user_config;
    const before = await sealed();
    const put = await api.put(`/v3/pipeline/${p}/sink/${sink.id}`, {
      type: "http",
      title: sink.title,
      inputs: sink.inputs,
      generation_id: sink.generation_id,
      user_config: {
        ...sink.user_config,
        headers: { "x-api-key": HEADER_KEY },
        auth: { strategy: "bearer", token: TOKEN },
      },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await sealed()).toBe(before);
    expectV3Error(await api.post(`/v3/pipeline/${p}/publish`), 409, "ENOCHANGES");
  });

  it("exports terraform with a sensitive variable per secret, never the secret", async () => {
    const { p } = await pipeline(`/sec/${crypto.randomUUID()}`);
    const res = await api.post(`/v3/pipeline/${p}/export`);
    expect(res.status).toBe(200);
    const hcl = res.body.data.content as string;
    noSecretIn(hcl);
    expect(hcl).not.toContain(SECRET_MASK);
    expect(hcl).toContain('variable "partner_api_auth_token" {');
    expect(hcl).toContain('variable "partner_api_headers_x_api_key" {');
    expect(hcl).toMatch(/sensitive\s+= true/);
    expect(hcl).toMatch(/token\s+= var\.partner_api_auth_token/);
    expect(hcl).toMatch(/header_value = var\.partner_api_headers_x_api_key/);
  });

  it("marks secret fields writeOnly in the catalog's JSON Schema", async () => {
    const res = await api.get("/v3/pipeline/node");
    const text = JSON.stringify(res.body);
    expect(text).toContain('"writeOnly":true');
    const s3 = (res.body.data as Json[]).find((k) => k.type === "s3" && k.kind === "destination") as Json;
    expect(JSON.stringify(s3)).toMatch(/"secret_access_key":\{[^}]*"writeOnly":true/);
    // Where a credential goes is marked too: sending the mask while changing it is refused.
    const http = (res.body.data as Json[]).find((k) => k.type === "http" && k.kind === "destination") as Json;
    expect(propertiesNamed(http, "uri").map((p) => p["x-credential-target"])).toEqual([true]);
    expect(propertiesNamed(s3, "bucket").map((p) => p["x-credential-target"])).toEqual([true]);
    expect(propertiesNamed(s3, "secret_access_key").map((p) => p["x-credential-target"])).toEqual([
      undefined,
    ]);
  });

  it("shows the encrypt processor's key in a processor group to its writer only, and keeps it on another key's write-back", async () => {
    const key = "0123456789abcdef0123456789abcdef";
    const group = await api.post("/v3/pipeline/processor-group", {
      title: "crypt",
      processors: [
        {
          id: "enc",
          type: "encrypt-fields",
          inputs: ["input"],
          user_config: { field: ".message", algorithm: "AES-256-GCM", key, iv_field: ".iv" },
        },
      ],
    });
    expect(group.status, JSON.stringify(group.body)).toBe(200);
    const g = group.body.data as Json;
    // The create's answer and the writer's own read hold the key as sent.
    expect(g.processors[0].user_config.key).toBe(key);
    expect((await api.get(`/v3/pipeline/processor-group/${g.id}`)).body.data).toEqual(g);
    // The list masks it for every key; another key's single read masks it too.
    for (const reader of [api, other]) {
      const list = await reader.get("/v3/pipeline/processor-group");
      expect(list.status).toBe(200);
      expect(JSON.stringify(list.body)).not.toContain(key);
      expect((list.body.data as Json[]).find((x) => x.id === g.id)?.processors[0].user_config.key).toBe(
        SECRET_MASK,
      );
    }
    const theirs = await other.get(`/v3/pipeline/processor-group/${g.id}`);
    expect(JSON.stringify(theirs.body)).not.toContain(key);
    const masked = theirs.body.data as Json;
    expect(masked.processors[0].user_config.key).toBe(SECRET_MASK);
    // Written back by that key as it read it: the key is kept (the mask passes the key-length check).
    const put = await other.put(`/v3/pipeline/processor-group/${g.id}`, {
      title: "crypt 2",
      processors: masked.processors.map(({ outputs: _, ...p }: Json) => p),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(JSON.stringify(put.body)).not.toContain(key);
    expect(put.body.data.processors[0].user_config.key).toBe(SECRET_MASK);
    const row = await env.DB.prepare("SELECT processors FROM processor_groups WHERE id = ?")
      .bind(g.id)
      .first<{ processors: string }>();
    const sealed = JSON.parse(row?.processors ?? "[]")[0].user_config.key as string;
    const box = await SecretBox.create(env.SECRETS_KEY, undefined);
    expect(await box.open(sealed)).toBe(key);
    // Still the writer's: it reads the key in clear, under the new title.
    const own = (await api.get(`/v3/pipeline/processor-group/${g.id}`)).body.data as Json;
    expect(own.title).toBe("crypt 2");
    expect(own.processors[0].user_config.key).toBe(key);
    expect(ownerOf(sealed)).toBe(apiKeyId);
  });

  it("refuses the mask for a credential whose uri changes, naming the uri, and delivers once it is sent again", async () => {
    const path = `/sec/${crypto.randomUUID()}`;
    const moved = `/sec/${crypto.randomUUID()}`;
    const { p, source, sink, key } = await pipeline(path);
    const url = `/v3/pipeline/${p}/sink/${sink.id}`;
    const before = await storedConfig(sink.id);
    const newUri = `${env.RECEIVER_URL}${moved}`;
    // The token as the mask, the header in clear; then the other way round (one scope: the whole config).
    for (const [token, header] of [
      [SECRET_MASK, HEADER_KEY],
      [TOKEN, SECRET_MASK],
    ]) {
      const refused = await api.put(
        url,
        putBody(sink, {
          uri: newUri,
          headers: { "x-api-key": header },
          auth: { strategy: "bearer", token },
          max_retries: 0,
        }),
      );
      const body = expectV3Error(refused, 400, "EVALIDATION");
      expect((body.errors as Json[]).map((e) => e.instancePath)).toEqual(["/user_config/uri"]);
      noSecretIn(refused.body);
      // Nothing changed: the stored row, and what the writer reads.
      expect(await storedConfig(sink.id)).toEqual(before);
      expect((await api.get(url)).body.data).toEqual(sink);
    }
    // The same write with both credentials sent again is taken, and delivery uses them at the new uri.
    const put = await api.put(
      url,
      putBody(sink, {
        uri: newUri,
        headers: { "x-api-key": HEADER_KEY },
        auth: { strategy: "bearer", token: TOKEN },
        max_retries: 0,
      }),
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data.user_config).toMatchObject({
      uri: newUri,
      auth: { strategy: "bearer", token: TOKEN },
    });
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const res = await send(source, key, JSON.stringify({ msg: "moved" }));
    expect(res.status, res.body).toBe(200);
    const requests = await receivedWhen(moved, 1);
    expect(requests.map((r) => r.status)).toEqual([200]);
    expect(requests[0].headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(requests[0].headers["x-api-key"]).toBe(HEADER_KEY);
    expect(requests[0].body).toContain("moved");
  });

  it("binds each secret to the key that last sent it: masks for others, kept on their write-back, moved by their new value", async () => {
    const path = `/sec/${crypto.randomUUID()}`;
    const { p, source, sink, key } = await pipeline(path);
    const url = `/v3/pipeline/${p}/sink/${sink.id}`;
    const sealedBefore = await storedConfig(sink.id);
    // Another key reads the node with masks, and none of the secrets' text.
    const theirs = await other.get(url);
    expect(theirs.status).toBe(200);
    noSecretIn(theirs.body);
    const read = theirs.body.data as Json;
    expect(read.user_config.auth.token).toBe(SECRET_MASK);
    expect(read.user_config.headers).toEqual({ "x-api-key": SECRET_MASK });

    // Its read-modify-write, masks sent back: the secrets, and who owns them, are kept.
    const rmw = await other.put(url, putBody(read, { ...read.user_config, max_retries: 2 }));
    expect(rmw.status, JSON.stringify(rmw.body)).toBe(200);
    noSecretIn(rmw.body);
    expect(rmw.body.data.user_config.max_retries).toBe(2);
    const kept = await storedConfig(sink.id);
    expect(kept.auth.token).toBe(sealedBefore.auth.token);
    expect(kept.headers).toEqual(sealedBefore.headers);
    const own = (await api.get(url)).body.data as Json;
    expect(own.user_config).toMatchObject({
      max_retries: 2,
      headers: { "x-api-key": HEADER_KEY },
      auth: { strategy: "bearer", token: TOKEN },
    });

    // A new token from the other key makes it the token's owner; the header stays the first key's.
    const NEW_TOKEN = "tok-other-key-7e21c0";
    const rotate = await other.put(
      url,
      putBody(own, {
        ...own.user_config,
        headers: { "x-api-key": SECRET_MASK },
        auth: { strategy: "bearer", token: NEW_TOKEN },
      }),
    );
    expect(rotate.status, JSON.stringify(rotate.body)).toBe(200);
    expect(rotate.body.data.user_config.auth.token).toBe(NEW_TOKEN);
    noSecretIn(rotate.body);
    const mine = await api.get(url);
    expect(mine.body.data.user_config.auth.token).toBe(SECRET_MASK);
    expect(mine.body.data.user_config.headers).toEqual({ "x-api-key": HEADER_KEY });
    expect(JSON.stringify(mine.body)).not.toContain(NEW_TOKEN);
    const theirsNow = await other.get(url);
    expect(theirsNow.body.data.user_config.auth.token).toBe(NEW_TOKEN);
    expect(theirsNow.body.data.user_config.headers).toEqual({ "x-api-key": SECRET_MASK });
    noSecretIn(theirsNow.body);
    let stored = await storedConfig(sink.id);
    expect(ownerOf(stored.auth.token)).toBe(otherKeyId);
    expect(ownerOf(stored.headers["x-api-key"])).toBe(apiKeyId);

    // The same value sent again in clear by a key that does not own it moves it too.
    const same = await other.put(
      url,
      putBody(theirsNow.body.data, {
        ...theirsNow.body.data.user_config,
        headers: { "x-api-key": HEADER_KEY },
      }),
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    stored = await storedConfig(sink.id);
    expect(ownerOf(stored.headers["x-api-key"])).toBe(otherKeyId);
    expect((await api.get(url)).body.data.user_config.headers).toEqual({ "x-api-key": SECRET_MASK });
    expect((await other.get(url)).body.data.user_config.headers).toEqual({ "x-api-key": HEADER_KEY });

    // Delivery opens whatever key owns them.
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    expect((await send(source, key, '{"msg":"owned"}')).status).toBe(200);
    const requests = await receivedWhen(path, 1);
    expect(requests.map((r) => r.status)).toEqual([200]);
    expect(requests[0].headers.authorization).toBe(`Bearer ${NEW_TOKEN}`);
    expect(requests[0].headers["x-api-key"]).toBe(HEADER_KEY);
  });
});

describe("the sealing itself", () => {
  const newKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

  it("opens what a rotated-out key sealed while SECRETS_KEYS_PREVIOUS lists it", async () => {
    const oldKey = newKey();
    const sealed = await (await SecretBox.create(oldKey, undefined)).seal("s3cret", "");
    const rotated = await SecretBox.create(newKey(), oldKey);
    expect(await rotated.open(sealed)).toBe("s3cret");
    expect(sealed.split(":")[2]).not.toBe(rotated.keyId);
    await expect((await SecretBox.create(newKey(), undefined)).open(sealed)).rejects.toThrow(/no key/);
  });

  // Re-sealing the stored secrets under a rotated key is an account-wide pass: test/jobs/jobs.isolated.test.ts.

  it("refuses a tampered ciphertext", async () => {
    const box = await SecretBox.create(newKey(), undefined);
    const sealed = await box.seal("s3cret", "");
    // A character that carries 6 bits of the tag (the last two may only hold padding bits, which decode the
    // same whatever they are).
    const at = sealed.length - 3;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    await expect(box.open(tampered)).rejects.toThrow();
  });
});
