// The ObjectStore and ObjectWriter interfaces the stores implement; used by file consolidation and archiving.
// What the file consolidation job (src/jobs/file-consolidation.ts) needs of a bucket or container: list the
// objects under a prefix in key order, read one as it is stored, write one in parts, delete one; the archiving
// job (src/jobs/archive.ts) only writes (ObjectWriter). S3 (and S3-compatible stores: Spaces, IBM COS, GCS's
// XML API) is src/vendors/aws/s3.ts, Azure Blob Storage src/vendors/azure/blob-store.ts, OpenStack Swift
// (a writer only) src/vendors/swift.ts, R2 through its binding (a writer only) src/vendors/r2.ts.
import { type RequestOptions, sendOrThrow } from "./http";

export interface StoredObject {
  key: string;
  size: number;
  /** Last-Modified, ms since the epoch. */
  lastModified: number;
}

export interface ObjectListing {
  objects: StoredObject[];
  /** Where the next page starts (an S3 key to start after, an Azure marker); null after the last page. */
  next: string | null;
}

/**
 * An object written in parts, committed by complete(); every part but the last is at least 5 MiB. An object
 * of one part is written with one request where the service has one (PutObject, Put Blob), else as a
 * multipart upload (S3) or blocks (Azure) started at the second part, so a store holds one part at a time.
 */
export interface ObjectUpload {
  part(bytes: Uint8Array): Promise<void>;
  complete(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * Metadata stored with an object, names in lower case with hyphens (`account-id`): S3's x-amz-meta-*, Swift's
 * x-object-meta-*, Azure's x-ms-meta-* without the hyphens (its names are C# identifiers), R2's custom
 * metadata with underscores.
 */
export type ObjectMetadata = Record<string, string>;

export interface ObjectWriter {
  /** `s3://bucket`, `azblob://account/container`: for messages; `<name>/<key>` names an object. */
  name: string;
  upload(key: string, contentType: string, metadata?: ObjectMetadata): ObjectUpload;
  /** Set by a store that buffers an object to send it in one request: how much it takes, and what sends it. */
  maxObject?: { bytes: number; request: string };
}

export interface ObjectStore extends ObjectWriter {
  list(prefix: string, after: string | null, max: number): Promise<ObjectListing>;
  /** The object's bytes exactly as stored (a gzip object is not decoded). */
  read(key: string): Promise<ReadableStream<Uint8Array>>;
  remove(key: string): Promise<void>;
}

/** How a store sends: its fetch and request timeout, and its name when not the default one. */
export interface StoreOptions extends RequestOptions {
  name?: string;
}

/** Unescapes the five XML entities and numeric references of S3's and Azure's list answers. */
export const xmlText = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, "&");

const EMPTY = new Uint8Array(0);

/** The headers a request is sent with, signed (or otherwise authorized) for its method, URL and body. */
export type Authorize = (
  method: string,
  url: string,
  headers: Record<string, string>,
  body: Uint8Array,
) => Promise<Record<string, string>>;

/**
 * A store's requests: authorized, the body sent on a PUT or when not empty, the answer's bytes as stored (fetch
 * would otherwise decode an object written with Content-Encoding: gzip), any failure thrown naming `what`
 * (`PutObject s3://bucket/key answered 403: ...`).
 */
export const storeRequests =
  (authorize: Authorize, options: RequestOptions) =>
  async (
    what: string,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body: Uint8Array = EMPTY,
  ): Promise<Response> => {
    const init: RequestInit = {
      method,
      headers: await authorize(method, url, headers, body),
      encodeResponseBody: "manual",
    };
    if (body.byteLength > 0 || method === "PUT") init.body = body;
    return sendOrThrow(what, url, init, options);
  };
