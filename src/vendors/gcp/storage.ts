// Google Cloud Storage's XML API under HMAC keys as an ObjectStore; used by archiving.
// The XML API is S3-compatible: path-style URLs at storage.googleapis.com, SigV4 with the HMAC key pair
// (interoperability keys) for region `auto`. The gcp-cloud-storage destination writes through the JSON API
// under a service account instead (auth.ts, request.ts).
// https://cloud.google.com/storage/docs/interoperability
import { s3Store } from "../aws/s3";
import type { ObjectStore, StoreOptions } from "../object-store";

/** GCS's XML API, S3-compatible with HMAC keys (SigV4, region `auto`). */
export const GCS_XML_ENDPOINT = "https://storage.googleapis.com";

export interface GcsHmacBucket {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** A bucket as an ObjectStore, named `gcs://<bucket>` unless options.name says otherwise. */
export function gcsHmacStore(c: GcsHmacBucket, options: StoreOptions = {}): ObjectStore {
  return s3Store(
    {
      bucket: c.bucket,
      region: "auto",
      endpoint: GCS_XML_ENDPOINT,
      auth: { access_key_id: c.accessKeyId, secret_access_key: c.secretAccessKey },
    },
    { ...options, name: options.name ?? `gcs://${c.bucket}` },
  );
}
