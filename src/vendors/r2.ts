// Cloudflare R2 through its Worker binding as an ObjectWriter (a multipart upload); used by archiving.
// The binding is no HTTP API: no signing, no request errors of ours. The upload starts at the first part; R2
// wants every part but the last of one size, at least 5 MiB.
import type { ObjectWriter } from "./object-store";

/** A bucket binding as an ObjectWriter; metadata becomes custom metadata, hyphens as underscores. */
export function r2Writer(bucket: R2Bucket, name: string): ObjectWriter {
  return {
    name,
    upload(key, contentType, metadata = {}) {
      let upload: Promise<R2MultipartUpload> | undefined;
      const parts: R2UploadedPart[] = [];
      const start = () =>
        (upload ??= bucket.createMultipartUpload(key, {
          httpMetadata: { contentType },
          customMetadata: Object.fromEntries(
            Object.entries(metadata).map(([field, value]) => [field.replace(/-/g, "_"), value]),
          ),
        }));
      return {
        async part(bytes) {
          parts.push(await (await start()).uploadPart(parts.length + 1, bytes));
        },
        async complete() {
          await (await start()).complete(parts);
        },
        async abort() {
          if (upload) await (await upload).abort();
        },
      };
    },
  };
}
