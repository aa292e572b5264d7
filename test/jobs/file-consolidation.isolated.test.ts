// The file consolidation job end to end (src/jobs/file-consolidation.ts): pipelines built and published
// through the API with an s3 or azure-blob-storage destination whose file_consolidation is enabled; small
// objects put straight into the loopback receiver's S3 and Azure Blob fakes (test/receiver.mjs; the Azure
// ones signed with Shared Key, which the fake checks on every write, list and delete), with their
// Last-Modified set through `x-test-last-modified`; the job run with an injected clock, a small
// requested size (the schema's minimum is 50 MB) and small parts, so merged files hold several parts.

import { env } from "cloudflare:test";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { runFileConsolidation } from "../../src/jobs/file-consolidation";
import { signAzureRequest } from "../../src/vendors/azure/blob";
import { azureBlobStore } from "../../src/vendors/azure/blob-store";
import { client, createAccount, type Json } from "../helpers";

let api: ReturnType<typeof client>;
const NOW = Date.now() + 3_600_000;
const OLD = NOW - 2 * 3_600_000;
const enc = new TextEncoder();

beforeAll(async () => {
  api = client(await createAccount("file-consolidation"));
});

/** http source -> `type` destination, published. */
async function publish(type: string, user_config: Json) {
  const p = (await api.post("/v3/pipeline", { title: `consolidate ${type}` })).body.data.id as string;
  const source = (
    await api.post(`/v3/pipeline/${p}/source`, { type: "http", user_config: { decoding: "ndjson" } })
  ).body.data.id as string;
  const sink = await api.post(`/v3/pipeline/${p}/sink`, {
    type,
    inputs: [source],
    title: "store",
    user_config,
  });
  expect(sink.status, JSON.stringify(sink.body)).toBe(200);
  await api.post(`/v3/pipeline/${p}/source/${source}/access-key`, { title: "k" });
  const published = await api.post(`/v3/pipeline/${p}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return p;
}

async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
};

/** The bytes as stored (no Content-Encoding decoding), or null when the object is gone. */
async function stored(url: string): Promise<Uint8Array | null> {
  const res = await fetch(url, { encodeResponseBody: "manual" });
  if (res.status === 404) return null;
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

describe("azure-blob-storage", () => {
  const account = `consol${crypto.randomUUID().slice(0, 8)}`;
  const accountKey = btoa("azure-consolidation-key-0123456789");
  const endpoint = () => `${env.RECEIVER_URL}/_az/${account}`;
  const container = "pipeline-logs";
  const blobUrl = (name: string) => `${endpoint()}/${container}/${name}`;
  const connection = () =>
    `DefaultEndpointsProtocol=http;AccountName=${account};AccountKey=${accountKey};BlobEndpoint=${endpoint()}`;
  const putBlob = async (name: string, body: Uint8Array, lastModified: number) => {
    const url = blobUrl(name);
    const headers = await signAzureRequest(
      "PUT",
      url,
      account,
      accountKey,
      { "x-ms-blob-type": "BlockBlob", "content-type": "text/plain; charset=utf-8" },
      body.byteLength,
    );
    const res = await fetch(url, {
      method: "PUT",
      body,
      headers: { ...headers, "x-test-last-modified": String(lastModified) },
    });
    expect(res.status, await res.text()).toBe(201);
  };

  it("merges each folder from the root, with Put Block + Put Block List, and deletes the originals", async () => {
    expect(
      (await fetch(`${env.RECEIVER_URL}/_az-accounts/${account}`, { method: "PUT", body: accountKey }))
        .status,
    ).toBe(204);
    await publish("azure-blob-storage", {
      connection_string: connection(),
      container_name: container,
      encoding: "text",
      compression: "none",
      file_consolidation: { enabled: true, process_every_seconds: 600 },
    });
    const bodies = new Map<string, Uint8Array>();
    const names = [
      "app/2026/11/20/1700000003-c.log",
      "app/2026/11/20/1700000001-a.log",
      "app/2026/11/20/1700000002-b.log",
      "app/2026/11/21/1700100001-x.log",
      "app/2026/11/21/1700100002-y.log",
      "1700000001-root.log",
      "1700000002-root.log",
    ];
    for (const name of names) {
      const body = enc.encode(`${name}: ${"payload ".repeat(20)}\n`);
      bodies.set(name, body);
      await putBlob(name, body, OLD);
    }
    await putBlob("app/2026/11/21/merged_1600000000.log", enc.encode("merged before\n"), OLD);
    await putBlob("app/2026/11/21/1700100003-z.log", enc.encode("recent\n"), NOW - 30_000);

    const outcome = await runFileConsolidation(env, {
      now: NOW,
      requestedSizeBytes: 1_000_000,
      partBytes: 100,
    });
    expect(outcome).toMatchObject({ due: 1, merged: 3, sources: names.length, failed: 0 });
    const s = Math.floor(NOW / 1000);
    const expected = new Map([
      [`app/2026/11/20/merged_${s}.log`, names.slice(0, 3).sort()],
      [`app/2026/11/21/merged_${s}.log`, names.slice(3, 5)],
      [`merged_${s}.log`, names.slice(5)],
    ]);
    for (const [merged, sources] of expected) {
      expect(await stored(blobUrl(merged)), merged).toEqual(
        concat(sources.map((n) => bodies.get(n) as Uint8Array)),
      );
      const requests = (await (
        await fetch(`${env.RECEIVER_URL}/_received/_az/${account}/${container}/${merged}`)
      ).json()) as Json[];
      expect(requests.filter((r) => /comp=block&/.test(r.query)).length).toBeGreaterThan(1);
      expect(requests.filter((r) => /comp=blocklist/.test(r.query))).toHaveLength(1);
    }
    for (const name of names) expect(await stored(blobUrl(name)), name).toBeNull();
    const store = azureBlobStore({ connection_string: connection(), container_name: container });
    const left = (await store.list("", null, 100)).objects.map((o) => o.key);
    expect(left.sort()).toEqual(
      [...expected.keys(), "app/2026/11/21/merged_1600000000.log", "app/2026/11/21/1700100003-z.log"].sort(),
    );
    // Within the interval: nothing is due.
    expect(
      await runFileConsolidation(env, { now: NOW + 599_000, requestedSizeBytes: 1_000_000 }),
    ).toMatchObject({
      due: 0,
      merged: 0,
    });
  });

  it("the fake refuses a list or delete signed with the wrong key", async () => {
    const store = azureBlobStore({
      connection_string: `AccountName=${account};AccountKey=${btoa("wrong")};BlobEndpoint=${endpoint()}`,
      container_name: container,
    });
    await expect(store.list("", null, 10)).rejects.toThrow(/403: AuthenticationFailed/);
    await expect(store.remove("app/2026/11/21/1700100003-z.log")).rejects.toThrow(
      /403: AuthenticationFailed/,
    );
    expect(await stored(blobUrl("app/2026/11/21/1700100003-z.log"))).not.toBeNull();
  });
});

describe("s3", () => {
  const bucket = `consolidate-${crypto.randomUUID().slice(0, 8)}`;
  const objectUrl = (key: string) => `${env.RECEIVER_URL}/_s3/${bucket}/${key}`;
  const putObject = async (key: string, body: Uint8Array, lastModified: number, gz = true) => {
    const res = await fetch(objectUrl(key), {
      method: "PUT",
      body,
      // As the s3 destination writes them: the fake answers it back, and fetch would decode it.
      headers: { ...(gz && { "content-encoding": "gzip" }), "x-test-last-modified": String(lastModified) },
    });
    expect(res.status).toBe(200);
  };
  const listKeys = async () => {
    const xml = await (await fetch(`${env.RECEIVER_URL}/_s3/${bucket}?list-type=2&max-keys=1000`)).text();
    return [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]);
  };
  const day1 = "logs/2026/11/20/";
  const day2 = "logs/2026/11/21/";
  const bodies = new Map<string, Uint8Array>();

  it("merges each folder's old objects in key order into merged_<s>.log.gz of at most the size, then deletes them", async () => {
    await publish("s3", {
      bucket,
      region: "us-east-1",
      endpoint: `${env.RECEIVER_URL}/_s3`,
      auth: { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "s3-secret" },
      prefix: "logs/",
      encoding: "text",
      compression: "gzip",
      file_consolidation: { enabled: true, process_every_seconds: 300, base_path: "logs" },
    });
    // Five objects in day 1 and four in day 2, put out of key order; each a gzip member of its own lines.
    const keys = [
      ...[4, 1, 3, 0, 2].map((i) => `${day1}${1_700_000_000 + i}-a${i}.log.gz`),
      ...[2, 0, 3, 1].map((i) => `${day2}${1_700_100_000 + i}-b${i}.log.gz`),
    ];
    // Day 1's objects are larger than day 2's: three of day 1 fill a merged file, all four of day 2 fit one.
    const content = (key: string) =>
      key.startsWith(day1) ? `line of ${key}\nsecond line of ${key}\n`.repeat(3) : `${key}\n`;
    for (const key of keys) {
      const body = await gzip(content(key));
      bodies.set(key, body);
      await putObject(key, body, OLD);
    }
    await putObject(`${day1}merged_1600000000.log.gz`, await gzip("merged before\n"), OLD);
    await putObject(`${day2}1700199999-recent.log.gz`, await gzip("still being written\n"), NOW - 60_000);
    await putObject("other/1700000000-x.log.gz", await gzip("outside base_path\n"), OLD);
    await putObject(
      `${day2}1700199998-lonely.log`,
      enc.encode("a plain file alone in its kind\n"),
      OLD,
      false,
    );

    const sorted1 = keys.filter((k) => k.startsWith(day1)).sort();
    const sorted2 = keys.filter((k) => k.startsWith(day2)).sort();
    const size = (k: string) => (bodies.get(k) as Uint8Array).byteLength;
    // Room for exactly the first three objects of day 1 (all objects are about the same size).
    const requested = size(sorted1[0]) + size(sorted1[1]) + size(sorted1[2]);
    expect(requested).toBeLessThan(size(sorted1[0]) * 4);
    expect(sorted2.reduce((n, k) => n + size(k), 0)).toBeLessThanOrEqual(requested);
    const outcome = await runFileConsolidation(env, {
      now: NOW,
      requestedSizeBytes: requested,
      partBytes: 64,
    });
    expect(outcome).toMatchObject({ due: 1, failed: 0 });

    const s = Math.floor(NOW / 1000);
    const expected = new Map([
      [`${day1}merged_${s}.log.gz`, sorted1.slice(0, 3)],
      [`${day1}merged_${s + 1}.log.gz`, sorted1.slice(3)],
      [`${day2}merged_${s}.log.gz`, sorted2],
    ]);
    for (const [merged, sources] of expected) {
      const bytes = await stored(objectUrl(merged));
      expect(bytes, merged).not.toBeNull();
      expect(bytes).toEqual(concat(sources.map((k) => bodies.get(k) as Uint8Array)));
      expect((bytes as Uint8Array).byteLength).toBeLessThanOrEqual(requested);
      // Streamed in parts: the multipart upload sent several UploadParts.
      const requests = (await (
        await fetch(`${env.RECEIVER_URL}/_received/_s3/${bucket}/${merged}`)
      ).json()) as Json[];
      expect(
        requests.filter((r) => r.method === "PUT" && /partNumber=/.test(r.query)).length,
      ).toBeGreaterThan(1);
      // A multi-member gzip file: zlib's gunzip (gzip -d, Node, Python, Go read it the same) reads every
      // member. (The Web DecompressionStream stops at the first member and throws on the rest.)
      const text = gunzipSync(bytes as Uint8Array).toString("utf8");
      expect(text).toBe(sources.map(content).join(""));
    }
    for (const key of keys) expect(await stored(objectUrl(key)), key).toBeNull();
    expect((await listKeys()).sort()).toEqual(
      [
        ...expected.keys(),
        `${day1}merged_1600000000.log.gz`,
        `${day2}1700199999-recent.log.gz`,
        `${day2}1700199998-lonely.log`,
        "other/1700000000-x.log.gz",
      ].sort(),
    );
    expect(outcome).toMatchObject({ merged: 3, sources: keys.length });
  });

  it("runs again only once process_every_seconds has passed", async () => {
    const more = [`${day2}1700200001-c.log.gz`, `${day2}1700200002-d.log.gz`];
    for (const key of more) {
      const body = await gzip(`late ${key}\n`);
      bodies.set(key, body);
      await putObject(key, body, OLD);
    }
    const before = (await listKeys()).sort();
    const early = await runFileConsolidation(env, { now: NOW + 299_000, requestedSizeBytes: 1_000_000 });
    expect(early).toMatchObject({ due: 0, merged: 0 });
    expect((await listKeys()).sort()).toEqual(before);
    const later = await runFileConsolidation(env, { now: NOW + 300_000, requestedSizeBytes: 1_000_000 });
    expect(later).toMatchObject({ due: 1, merged: 1, failed: 0 });
    // The recent object is now old enough too: it is merged with the two new ones, in key order.
    const s = Math.floor((NOW + 300_000) / 1000);
    const recent = await gzip("still being written\n");
    expect(await stored(objectUrl(`${day2}merged_${s}.log.gz`))).toEqual(
      concat([recent, ...more.map((k) => bodies.get(k) as Uint8Array)]),
    );
    for (const key of more) expect(await stored(objectUrl(key))).toBeNull();
  });

  it("stops at the run's bounds and goes on at the next run, before the interval", async () => {
    const boundBucket = `bounded-${crypto.randomUUID().slice(0, 8)}`;
    const url = (key: string) => `${env.RECEIVER_URL}/_s3/${boundBucket}/${key}`;
    await publish("s3", {
      bucket: boundBucket,
      region: "us-east-1",
      endpoint: `${env.RECEIVER_URL}/_s3`,
      auth: { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "s3-secret" },
      encoding: "json",
      compression: "none",
      file_consolidation: { enabled: true, process_every_seconds: 600 },
    });
    const keys = Array.from({ length: 6 }, (_, i) => `d/${1_700_000_000 + i}-${i}.json`);
    for (const key of keys)
      await fetch(url(key), {
        method: "PUT",
        body: `{"k":"${key}"}\n`,
        headers: { "x-test-last-modified": String(OLD) },
      });
    // No other destination is due between NOW + 450 s and NOW + 570 s (their last runs and intervals above).
    const t = NOW + 450_000;
    const opts = { requestedSizeBytes: 1_000_000, maxObjects: 3, listPage: 2 };
    const first = await runFileConsolidation(env, { ...opts, now: t });
    expect(first).toMatchObject({ due: 1, merged: 1, sources: 3 });
    const s1 = Math.floor(t / 1000);
    expect(new TextDecoder().decode((await stored(url(`d/merged_${s1}.log`))) as Uint8Array)).toBe(
      keys
        .slice(0, 3)
        .map((k) => `{"k":"${k}"}\n`)
        .join(""),
    );
    // Within the interval, but the pass was cut short: it goes on.
    const second = await runFileConsolidation(env, { ...opts, now: t + 60_000 });
    expect(second).toMatchObject({ due: 1, merged: 1, sources: 3 });
    const s2 = Math.floor((t + 60_000) / 1000);
    expect(new TextDecoder().decode((await stored(url(`d/merged_${s2}.log`))) as Uint8Array)).toBe(
      keys
        .slice(3)
        .map((k) => `{"k":"${k}"}\n`)
        .join(""),
    );
    for (const key of keys) expect(await stored(url(key))).toBeNull();
    // The pass is complete now: nothing until the interval has passed.
    expect(await runFileConsolidation(env, { ...opts, now: t + 120_000 })).toMatchObject({ due: 0 });
  });

  it("loses nothing when the merged object cannot be committed (UploadPart fails)", async () => {
    const failBucket = `failpart-${crypto.randomUUID().slice(0, 8)}`;
    const url = (key: string) => `${env.RECEIVER_URL}/_s3/${failBucket}/${key}`;
    await publish("s3", {
      bucket: failBucket,
      region: "us-east-1",
      endpoint: `${env.RECEIVER_URL}/_s3`,
      auth: { access_key_id: "AKIAIOSFODNN7EXAMPLE", secret_access_key: "s3-secret" },
      encoding: "text",
      compression: "none",
      file_consolidation: { enabled: true },
    });
    const keys = ["2026/11/20/1-a.log", "2026/11/20/2-b.log", "2026/11/20/3-c.log"];
    for (const key of keys)
      await fetch(url(key), {
        method: "PUT",
        body: `${key} `.repeat(40),
        headers: { "x-test-last-modified": String(OLD) },
      });
    const outcome = await runFileConsolidation(env, {
      now: NOW + 400_000,
      requestedSizeBytes: 1_000_000,
      partBytes: 64,
    });
    expect(outcome).toMatchObject({ merged: 0, sources: 0, failed: 1 });
    for (const key of keys)
      expect(new TextDecoder().decode((await stored(url(key))) as Uint8Array)).toBe(`${key} `.repeat(40));
    const s = Math.floor((NOW + 400_000) / 1000);
    expect(await stored(url(`2026/11/20/merged_${s}.log`))).toBeNull();
    // The upload was aborted.
    const requests = (await (
      await fetch(`${env.RECEIVER_URL}/_received/_s3/${failBucket}/2026/11/20/merged_${s}.log`)
    ).json()) as Json[];
    expect(requests.some((r) => r.method === "DELETE" && /uploadId=/.test(r.query))).toBe(true);
    const state = await env.DB.prepare(
      "SELECT last_error, cursor FROM file_consolidation_runs WHERE last_error IS NOT NULL",
    ).all<{ last_error: string; cursor: string | null }>();
    expect(state.results.map((r) => r.last_error).join()).toMatch(/InternalError/);
  });
});
