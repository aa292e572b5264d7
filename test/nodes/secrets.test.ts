// Write-only secrets in node configurations: sealed in D1, masked in every answer (node, list, pipeline,
// revision, processor group, terraform export, catalog schema), kept when the mask is written back, and
// used in clear only where they are used (delivery, the encrypt processor).
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { runSecretReseal } from "../../src/jobs/reseal-secrets";
import { SECRET_MASK, SecretBox } from "../../src/lib/sealed-secrets";
import { client, createAccount, expectV3Error, type Json } from "../helpers";
import { receivedWhen } from "../receiver-client";

let api: ReturnType<typeof client>;
beforeAll(async () => {
  api = client(await createAccount("secrets"));
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
async function pipeline(path: string) {
  const p = (await api.post("/v3/pipeline", { title: "secret pipeline" })).body.data.id as string;
  const source = (await api.post(`/v3/pipeline/${p}/source`, { type: "http" })).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type: "http",
    title: "Partner API",
    inputs: [source],
    user_config: {
      uri: `${env.RECEIVER_URL}${path}`,
      headers: { "x-api-key": HEADER_KEY },
      auth: { strategy: "bearer", token: TOKEN },
      max_retries: 0,
    },
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  const key = (await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" })).body.data.key;
  return { p, source, sink: sink.body.data as Json, key };
}

const noSecretIn = (value: unknown) => {
  const text = JSON.stringify(value);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain(HEADER_KEY);
};

describe("secrets in node configurations", () => {
  it("answers the mask on get, list, pipeline and revision reads, and stores them sealed", async () => {
    const { p, sink } = await pipeline(`/sec/${crypto.randomUUID()}`);
    // The create's own answer echoes what that request sent (the caller holds it; terraform compares).
    expect(sink.user_config.auth).toEqual({ strategy: "bearer", token: TOKEN });
    expect(sink.user_config.headers).toEqual({ "x-api-key": HEADER_KEY });
    expect(sink.user_config.uri).toContain("/sec/");
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const revisions = (await api.get(`/v3/pipeline/${p}/revision`)).body.data as Json[];
    const reads = [
      await api.get(`/v3/pipeline/${p}/sink/${sink.id}`),
      await api.get(`/v3/pipeline/${p}/sink`),
      await api.get(`/v3/pipeline/${p}`),
      await api.get(`/v3/pipeline/${p}/revision/${revisions[0].id}`),
    ];
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
    for (const row of [stored, revision]) {
      expect(row?.user_config).not.toContain(TOKEN);
      expect(JSON.parse(row?.user_config ?? "{}").auth.token).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    }
  });

  it("delivers with the real secret, also after a read-modify-write that sends the mask back", async () => {
    const path = `/sec/${crypto.randomUUID()}`;
    const { p, source, sink, key } = await pipeline(path);
    // The client reads the node and writes it back with one change, masks and all.
    const read = (await api.get(`/v3/pipeline/${p}/sink/${sink.id}`)).body.data as Json;
    const put = await api.put(`/v3/pipeline/${p}/sink/${sink.id}`, {
      type: read.type,
      title: "Partner API (renamed)",
      inputs: read.inputs,
      generation_id: read.generation_id,
      user_config: { ...read.user_config, max_retries: 1 },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    noSecretIn(put.body);
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
      user_config: { ...read.user_config, auth: { strategy: "bearer", token: "rotated-token" } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    // The update's answer echoes the new secret it sent, and the mask where it sent the mask.
    expect(put.body.data.user_config.auth.token).toBe("rotated-token");
    expect(put.body.data.user_config.headers).toEqual({ "x-api-key": SECRET_MASK });
    noSecretIn((await api.get(`/v3/pipeline/${p}/sink/${sink.id}`)).body);
    expect(JSON.stringify((await api.get(`/v3/pipeline/${p}/sink/${sink.id}`)).body)).not.toContain(
      "rotated",
    );
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
    for (const [user_config, pointer] of [
      [{ endpoint: "https://hec.example.com", token: forged }, "/user_config/token"],
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
  });

  it("masks the encrypt processor's key in a processor group and still encrypts with it", async () => {
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
    expect(JSON.stringify(group.body)).not.toContain(key);
    const g = group.body.data as Json;
    expect(g.processors[0].user_config.key).toBe(SECRET_MASK);
    // Written back as read: the key is kept (the mask passes the key-length check).
    const put = await api.put(`/v3/pipeline/processor-group/${g.id}`, {
      title: "crypt 2",
      processors: g.processors.map(({ outputs: _, ...p }: Json) => p),
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const row = await env.DB.prepare("SELECT processors FROM processor_groups WHERE id = ?")
      .bind(g.id)
      .first<{ processors: string }>();
    const sealed = JSON.parse(row?.processors ?? "[]")[0].user_config.key as string;
    const box = await SecretBox.create(env.SECRETS_KEY, undefined);
    expect(await box.open(sealed)).toBe(key);
  });
});

describe("the sealing itself", () => {
  const newKey = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

  it("opens what a rotated-out key sealed while SECRETS_KEYS_PREVIOUS lists it", async () => {
    const oldKey = newKey();
    const sealed = await (await SecretBox.create(oldKey, undefined)).seal("s3cret");
    const rotated = await SecretBox.create(newKey(), oldKey);
    expect(await rotated.open(sealed)).toBe("s3cret");
    expect(sealed.split(":")[2]).not.toBe(rotated.keyId);
    await expect((await SecretBox.create(newKey(), undefined)).open(sealed)).rejects.toThrow(/no key/);
  });

  it("re-seals stored secrets under the new key when the key is rotated", async () => {
    const { p, sink } = await pipeline(`/sec/${crypto.randomUUID()}`);
    expect((await api.post(`/v3/pipeline/${p}/publish`)).status).toBe(200);
    const rotated = { ...env, SECRETS_KEY: newKey(), SECRETS_KEYS_PREVIOUS: env.SECRETS_KEY };
    const box = await SecretBox.create(rotated.SECRETS_KEY, rotated.SECRETS_KEYS_PREVIOUS);
    for (let run = 0; run < 20 && (await runSecretReseal(rotated)).resealed > 0; run++);
    for (const table of ["pipeline_nodes", "pipeline_revision_nodes"]) {
      const row = await env.DB.prepare(
        `SELECT user_config FROM ${table} WHERE ${table === "pipeline_nodes" ? "id" : "node_id"} = ?`,
      )
        .bind(sink.id)
        .first<{ user_config: string }>();
      const config = JSON.parse(row?.user_config ?? "{}");
      expect(config.auth.token.split(":")[2]).toBe(box.keyId);
      expect(await box.open(config.auth.token)).toBe(TOKEN);
      expect(await box.open(config.headers["x-api-key"])).toBe(HEADER_KEY);
    }
  });

  it("refuses a tampered ciphertext", async () => {
    const box = await SecretBox.create(newKey(), undefined);
    const sealed = await box.seal("s3cret");
    // A character that carries 6 bits of the tag (the last two may only hold padding bits, which decode the
    // same whatever they are).
    const at = sealed.length - 3;
    const tampered = `${sealed.slice(0, at)}${sealed[at] === "A" ? "B" : "A"}${sealed.slice(at + 1)}`;
    await expect(box.open(tampered)).rejects.toThrow();
  });
});
