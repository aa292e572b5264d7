// The ObjectStore interface the S3 and Azure stores implement; used by file consolidation and archiving.
// What the file consolidation job (src/jobs/file-consolidation.ts) needs of a bucket or container: list the
// objects under a prefix in key order, read one as it is stored, write one in parts, delete one. S3 is
// src/vendors/aws/s3.ts, Azure Blob Storage src/vendors/azure/blob-store.ts.
import { describeFailedAnswer } from "../lib/storage-errors";

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

/** An object written in parts, committed by complete(); every part but the last is at least 5 MiB. */
export interface ObjectUpload {
  part(bytes: Uint8Array): Promise<void>;
  complete(): Promise<void>;
  abort(): Promise<void>;
}

export interface ObjectStore {
  /** `s3://bucket`, `azblob://account/container`: for messages. */
  name: string;
  list(prefix: string, after: string | null, max: number): Promise<ObjectListing>;
  /** The object's bytes exactly as stored (a gzip object is not decoded). */
  read(key: string): Promise<ReadableStream<Uint8Array>>;
  upload(key: string, contentType: string): ObjectUpload;
  remove(key: string): Promise<void>;
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

/** A failed answer as an Error naming the request and the service's XML error code and message. */
export async function storeError(what: string, res: Response): Promise<Error> {
  return new Error(await describeFailedAnswer(res, what));
}
