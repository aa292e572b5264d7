// Amazon S3 (and S3-compatible stores) as an ObjectStore; used by file consolidation and archiving.
// An S3 bucket (or an S3-compatible one through `endpoint`, path style) as an ObjectStore for the file
// consolidation job: ListObjectsV2 (start-after), GetObject, DeleteObject and multipart uploads, each request
// signed with SigV4 (sigv4.ts) as the S3 destination and the s3 pull source sign theirs.

import { objectUrl } from "../../delivery/s3";
import { type ObjectStore, type StoredObject, storeError, xmlText } from "../object-store";
import {
  completeMultipartXml,
  createMultipartUrl,
  parseUploadId,
  s3ErrorDetail,
  uploadPartUrl,
  uploadUrl,
} from "./s3-multipart";
import { sha256Hex, signV4, uriEncode } from "./sigv4";

export interface S3StoreConfig {
  bucket: string;
  region: string;
  endpoint?: string;
  auth: { access_key_id: string; secret_access_key: string };
}

const EMPTY = new Uint8Array(0);

/** The objects of a ListObjectsV2 answer (Key, Size, LastModified) and whether more follow. */
export function parseListObjectsV2(xml: string): { objects: StoredObject[]; truncated: boolean } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((m) => ({
    key: xmlText(/<Key>([\s\S]*?)<\/Key>/.exec(m[1])?.[1] ?? ""),
    size: Number(/<Size>(\d+)<\/Size>/.exec(m[1])?.[1] ?? 0),
    lastModified: Date.parse(/<LastModified>([^<]*)<\/LastModified>/.exec(m[1])?.[1] ?? "") || 0,
  }));
  return { objects, truncated: /<IsTruncated>\s*true\s*<\/IsTruncated>/i.test(xml) };
}

export function s3Store(config: S3StoreConfig, fetcher: typeof fetch = fetch): ObjectStore {
  const name = `s3://${config.bucket}`;
  const request = async (
    what: string,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body: Uint8Array = EMPTY,
  ): Promise<Response> => {
    const payloadHash = await sha256Hex(body);
    const signed = await signV4({
      method,
      url,
      headers: { ...headers, "x-amz-content-sha256": payloadHash },
      payloadHash,
      region: config.region,
      service: "s3",
      credentials: { accessKeyId: config.auth.access_key_id, secretAccessKey: config.auth.secret_access_key },
      // Real time, whatever clock the job decides with: a signature is valid 15 minutes around its date.
      date: new Date(),
    });
    const init: RequestInit = {
      method,
      headers: signed.headers,
      // The bytes as stored: fetch would otherwise decode an object written with Content-Encoding: gzip.
      encodeResponseBody: "manual",
    };
    if (body.byteLength > 0 || method === "PUT") init.body = body;
    const res = await fetcher(url, init);
    if (!res.ok) throw await storeError(`${what} ${name}`, res);
    return res;
  };
  return {
    name,
    async list(prefix, after, max) {
      const base = objectUrl(config, "");
      const listBase = new URL(base).pathname === "/" ? base : base.replace(/\/$/, "");
      const params = [
        ["list-type", "2"],
        ["max-keys", String(max)],
        ...(prefix ? [["prefix", prefix]] : []),
        ...(after ? [["start-after", after]] : []),
      ];
      const url = `${listBase}?${params.map(([k, v]) => `${k}=${uriEncode(v)}`).join("&")}`;
      const { objects, truncated } = parseListObjectsV2(
        await (await request("ListObjectsV2", "GET", url)).text(),
      );
      return { objects, next: truncated && objects.length > 0 ? objects[objects.length - 1].key : null };
    },
    async read(key) {
      const res = await request(`GetObject ${key}`, "GET", objectUrl(config, key));
      if (!res.body) throw new Error(`GetObject ${key} of ${name} answered no body`);
      return res.body;
    },
    upload(key, contentType) {
      const url = objectUrl(config, key);
      let uploadId: string | undefined;
      const etags: string[] = [];
      const start = async () => {
        if (uploadId !== undefined) return uploadId;
        const what = `CreateMultipartUpload ${key}`;
        const res = await request(what, "POST", createMultipartUrl(url), { "content-type": contentType });
        const id = parseUploadId(await res.text());
        if (!id) throw new Error(`${what} of ${name} answered no UploadId`);
        uploadId = id;
        return id;
      };
      return {
        async part(bytes) {
          const id = await start();
          const n = etags.length + 1;
          const res = await request(`UploadPart ${n} of ${key}`, "PUT", uploadPartUrl(url, id, n), {}, bytes);
          const etag = res.headers.get("etag");
          await res.body?.cancel();
          if (!etag) throw new Error(`UploadPart ${n} of ${key} of ${name} answered no ETag`);
          etags.push(etag);
        },
        async complete() {
          const id = await start();
          const what = `CompleteMultipartUpload ${key}`;
          const body = new TextEncoder().encode(completeMultipartXml(etags));
          const res = await request(
            what,
            "POST",
            uploadUrl(url, id),
            { "content-type": "application/xml" },
            body,
          );
          // S3 may answer 200 and report the failure in the body.
          const failure = s3ErrorDetail(await res.text().catch(() => ""));
          if (failure) throw new Error(`${what} of ${name} answered ${res.status}: ${failure}`);
          uploadId = undefined;
        },
        async abort() {
          if (uploadId === undefined) return;
          const id = uploadId;
          uploadId = undefined;
          const res = await request(`AbortMultipartUpload ${key}`, "DELETE", uploadUrl(url, id));
          await res.body?.cancel();
        },
      };
    },
    async remove(key) {
      const res = await request(`DeleteObject ${key}`, "DELETE", objectUrl(config, key));
      await res.body?.cancel();
    },
  };
}
