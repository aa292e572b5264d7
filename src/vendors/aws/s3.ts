// Amazon S3 (and S3-compatible stores): the addressing rule, ListObjectsV2 and GetObject under SigV4 keys,
// and the ObjectStore; used by the S3 destination, the s3 pull source, file consolidation and archiving.
// - objectUrl: AWS virtual-hosted style (<bucket>.s3.<region>.amazonaws.com; a dotted bucket path style, since
//   it does not match the *.s3 wildcard certificate), a custom `endpoint` (MinIO, R2, ...) path style
//   (<endpoint>/<bucket>/<key>), which those stores all accept.
// - listObjectKeys, getObject: one request each, signed at the caller's clock (request.ts), for the s3 pull.
// - s3Store: a bucket (or an S3-compatible one through `endpoint`, path style: Spaces, IBM COS, GCS's XML API)
//   as an ObjectStore: ListObjectsV2 (start-after), GetObject, DeleteObject, PutObject and multipart uploads,
//   each request signed with SigV4 (sigv4.ts), or carrying the headers of another scheme (IBM COS's IAM
//   bearer token: src/vendors/ibm.ts).
import {
  type Authorize,
  type ObjectMetadata,
  type ObjectStore,
  type StoredObject,
  type StoreOptions,
  storeRequests,
  xmlText,
} from "../object-store";
import { type AwsClient, type AwsKeys, awsRequest } from "./request";
import {
  completeMultipartXml,
  createMultipartUrl,
  parseUploadId,
  s3ErrorDetail,
  uploadPartUrl,
  uploadUrl,
} from "./s3-multipart";
import { sha256Hex, signV4, uriEncode } from "./sigv4";

/** Where a bucket is: its region, or the endpoint of an S3-compatible store. */
export interface S3Location {
  bucket: string;
  region: string;
  endpoint?: string;
}

export interface S3StoreConfig extends S3Location {
  /** SigV4 keys (the S3 destination's shape), or the headers that authorize a request under another scheme. */
  auth:
    | { access_key_id: string; secret_access_key: string }
    | { headers: () => Promise<Record<string, string>> };
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

/** An object's URL: virtual-hosted style on AWS (path style for a dotted bucket), path style at an endpoint. */
export function objectUrl(config: S3Location, key: string): string {
  const path = uriEncode(key, false);
  if (config.endpoint) return `${config.endpoint.replace(/\/+$/, "")}/${config.bucket}/${path}`;
  // Dotted bucket names do not match the *.s3 wildcard certificate: those go path style.
  if (config.bucket.includes("."))
    return `https://s3.${config.region}.amazonaws.com/${config.bucket}/${path}`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com/${path}`;
}

/** A ListObjectsV2 URL: at most `max` keys, under `prefix`, after `after` (in key order). */
export function listObjectsUrl(
  config: S3Location,
  page: { prefix?: string; after?: string | null; max: number },
) {
  const base = objectUrl(config, "");
  const listBase = new URL(base).pathname === "/" ? base : base.replace(/\/$/, "");
  const params = [
    ["list-type", "2"],
    ["max-keys", String(page.max)],
    ...(page.prefix ? [["prefix", page.prefix]] : []),
    ...(page.after ? [["start-after", page.after]] : []),
  ];
  return `${listBase}?${params.map(([k, v]) => `${k}=${uriEncode(v)}`).join("&")}`;
}

/** A bucket read under access keys (the s3 pull source's fields). */
export type S3Access = S3Location & { auth: AwsKeys };

/** ListObjectsV2, signed: the keys of one page and whether more follow; a non-2xx answer throws an AwsError. */
export async function listObjectKeys(
  client: AwsClient,
  at: S3Access,
  page: { prefix?: string; after?: string | null; max: number },
): Promise<{ keys: string[]; truncated: boolean }> {
  const res = await awsRequest(client, "s3", at, "GET", listObjectsUrl(at, page));
  const { objects, truncated } = parseListObjectsV2(await res.text());
  return { keys: objects.map((o) => o.key), truncated };
}

/** GetObject, signed; a non-2xx answer (404: no such key) throws an AwsError. */
export const getObject = (client: AwsClient, at: S3Access, key: string): Promise<Response> =>
  awsRequest(client, "s3", at, "GET", objectUrl(at, key));

/** x-amz-meta-<name> headers of an object's metadata. */
const metadataHeaders = (metadata: ObjectMetadata) =>
  Object.fromEntries(Object.entries(metadata).map(([name, value]) => [`x-amz-meta-${name}`, value]));

/** A bucket as an ObjectStore, named `s3://<bucket>` unless options.name says otherwise. */
export function s3Store(config: S3StoreConfig, options: StoreOptions = {}): ObjectStore {
  const name = options.name ?? `s3://${config.bucket}`;
  const { auth } = config;
  const authorize: Authorize = async (method, url, headers, body) => {
    if ("headers" in auth) return { ...headers, ...(await auth.headers()) };
    const payloadHash = await sha256Hex(body);
    const signed = await signV4({
      method,
      url,
      headers: { ...headers, "x-amz-content-sha256": payloadHash },
      payloadHash,
      region: config.region,
      service: "s3",
      credentials: { accessKeyId: auth.access_key_id, secretAccessKey: auth.secret_access_key },
      // Real time, whatever clock the job decides with: a signature is valid 15 minutes around its date.
      date: new Date(),
    });
    return signed.headers;
  };
  const request = storeRequests(authorize, options);
  return {
    name,
    async list(prefix, after, max) {
      const url = listObjectsUrl(config, { prefix, after, max });
      const { objects, truncated } = parseListObjectsV2(
        await (await request(`ListObjectsV2 ${name}`, "GET", url)).text(),
      );
      return { objects, next: truncated && objects.length > 0 ? objects[objects.length - 1].key : null };
    },
    async read(key) {
      const what = `GetObject ${name}/${key}`;
      const res = await request(what, "GET", objectUrl(config, key));
      if (!res.body) throw new Error(`${what} answered no body`);
      return res.body;
    },
    upload(key, contentType, metadata = {}) {
      const url = objectUrl(config, key);
      const where = `${name}/${key}`;
      const objectHeaders = { "content-type": contentType, ...metadataHeaders(metadata) };
      // The first part waits here: a one-part object is one PutObject, a longer one a multipart upload.
      let first: Uint8Array | undefined;
      let uploadId: string | undefined;
      const etags: string[] = [];
      const uploadPart = async (id: string, bytes: Uint8Array) => {
        const n = etags.length + 1;
        const what = `UploadPart ${n} of ${where}`;
        const res = await request(what, "PUT", uploadPartUrl(url, id, n), {}, bytes);
        const etag = res.headers.get("etag");
        await res.body?.cancel();
        if (!etag) throw new Error(`${what} answered no ETag`);
        etags.push(etag);
      };
      return {
        async part(bytes) {
          if (first === undefined && uploadId === undefined) {
            first = bytes;
            return;
          }
          if (uploadId === undefined) {
            const what = `CreateMultipartUpload ${where}`;
            const res = await request(what, "POST", createMultipartUrl(url), objectHeaders);
            const id = parseUploadId(await res.text());
            if (!id) throw new Error(`${what} answered no UploadId`);
            uploadId = id;
            const held = first as Uint8Array;
            first = undefined;
            await uploadPart(id, held);
          }
          await uploadPart(uploadId, bytes);
        },
        async complete() {
          if (uploadId === undefined) {
            const res = await request(`PutObject ${where}`, "PUT", url, objectHeaders, first ?? EMPTY);
            first = undefined;
            await res.body?.cancel();
            return;
          }
          const what = `CompleteMultipartUpload ${where}`;
          const body = new TextEncoder().encode(completeMultipartXml(etags));
          const res = await request(
            what,
            "POST",
            uploadUrl(url, uploadId),
            { "content-type": "application/xml" },
            body,
          );
          // S3 may answer 200 and report the failure in the body.
          const failure = s3ErrorDetail(await res.text().catch(() => ""));
          if (failure) throw new Error(`${what} answered ${res.status}: ${failure}`);
          uploadId = undefined;
        },
        async abort() {
          first = undefined;
          if (uploadId === undefined) return;
          const id = uploadId;
          uploadId = undefined;
          const res = await request(`AbortMultipartUpload ${where}`, "DELETE", uploadUrl(url, id));
          await res.body?.cancel();
        },
      };
    },
    async remove(key) {
      const res = await request(`DeleteObject ${name}/${key}`, "DELETE", objectUrl(config, key));
      await res.body?.cancel();
    },
  };
}
