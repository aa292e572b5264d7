// Amazon S3's multipart upload API (shapes only); used by the S3 object store (s3.ts).
// S3 multipart upload (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload),
// the request and answer shapes only: who signs a request and how it is sent is the caller's.
// https://docs.aws.amazon.com/AmazonS3/latest/API/API_CreateMultipartUpload.html
import { storageErrorDetail } from "../../lib/storage-errors";

/** `<url>?uploads`: CreateMultipartUpload (POST). */
export const createMultipartUrl = (objectUrl: string) => `${objectUrl}?uploads`;

/** `<url>?partNumber=N&uploadId=...`: UploadPart (PUT). */
export const uploadPartUrl = (objectUrl: string, uploadId: string, partNumber: number) =>
  `${objectUrl}?partNumber=${partNumber}&uploadId=${encodeURIComponent(uploadId)}`;

/** `<url>?uploadId=...`: CompleteMultipartUpload (POST) and AbortMultipartUpload (DELETE). */
export const uploadUrl = (objectUrl: string, uploadId: string) =>
  `${objectUrl}?uploadId=${encodeURIComponent(uploadId)}`;

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const xmlUnescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The UploadId of an InitiateMultipartUploadResult, or undefined. */
export const parseUploadId = (xml: string) => {
  const id = /<UploadId>([^<]+)<\/UploadId>/.exec(xml)?.[1];
  return id === undefined ? undefined : xmlUnescape(id);
};

/** The CompleteMultipartUpload body: every part in order with the ETag UploadPart answered. */
export const completeMultipartXml = (etags: string[]) =>
  `<CompleteMultipartUpload>${etags
    .map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${xmlEscape(etag)}</ETag></Part>`)
    .join("")}</CompleteMultipartUpload>`;

/** S3's XML error: `Code: Message`, or undefined when the body is not one (CompleteMultipartUpload can
 * answer 200 with an <Error> body). */
export function s3ErrorDetail(xml: string): string | undefined {
  if (!/<Error>/.test(xml)) return undefined;
  return storageErrorDetail(xml) || "error";
}
