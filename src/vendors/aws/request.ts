// One SigV4-signed AWS request with the service's error text; used by the S3 and SQS pull sources (sqs.ts, s3.ts).
// A request to S3 or SQS signed with SigV4 (sigv4.ts) at the caller's clock and sent with the caller's fetch;
// a non-2xx answer throws an AwsError that carries the status and the service's own error text.
import { networkFailure } from "../../lib/network-failure";
import { describeFailedAnswer } from "../../lib/storage-errors";
import { sha256Hex, signV4 } from "./sigv4";

/** Access keys in the schemas' shape (engine/kinds/common.ts awsAuth). */
export interface AwsKeys {
  access_key_id: string;
  secret_access_key: string;
}

/** Who sends: the caller's fetch, and its clock (Unix ms), which dates the signature. */
export interface AwsClient {
  fetch: typeof fetch;
  now: number;
}

/** A non-2xx answer of S3 or SQS, with the service's own error text. */
export class AwsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A signed request; a non-2xx answer throws an AwsError with the service's own error text. */
export async function awsRequest(
  client: AwsClient,
  service: "s3" | "sqs",
  config: { region: string; auth: AwsKeys },
  method: "GET" | "POST",
  url: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Response> {
  const payloadHash = await sha256Hex(body ?? "");
  const signed = await signV4({
    method,
    url,
    headers: { ...headers, ...(service === "s3" && { "x-amz-content-sha256": payloadHash }) },
    payloadHash,
    region: config.region,
    service,
    credentials: { accessKeyId: config.auth.access_key_id, secretAccessKey: config.auth.secret_access_key },
    date: new Date(client.now),
  });
  const what = `${service.toUpperCase()} ${method} ${url.split("?")[0]}`;
  let res: Response;
  try {
    res = await client.fetch(url, { method, headers: signed.headers, body });
  } catch (err) {
    throw new Error(`${what} failed: ${await networkFailure(err, url)}`);
  }
  if (!res.ok) throw new AwsError(await describeFailedAnswer(res, what), res.status);
  return res;
}
