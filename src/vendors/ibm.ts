// IBM Cloud Object Storage (S3-compatible) under an IBM Cloud IAM bearer token; used by archiving.
// The API key is exchanged for an access token (POST identity/token, grant type apikey) once per store, on its
// first request; every request carries it as Bearer with the service instance id.
// https://cloud.ibm.com/docs/cloud-object-storage?topic=cloud-object-storage-iam
import { s3Store } from "./aws/s3";
import { fetchOrThrow, type RequestOptions } from "./http";
import type { ObjectStore, StoreOptions } from "./object-store";

/** IBM Cloud IAM: an API key is exchanged for a bearer token that COS accepts. */
export const IBM_IAM_TOKEN_URL = "https://iam.cloud.ibm.com/identity/token";

/** An IBM Cloud IAM access token for the API key. */
export async function ibmAccessToken(apiKey: string, options: RequestOptions = {}): Promise<string> {
  const what = "IBM Cloud IAM token request";
  const res = await fetchOrThrow(
    what,
    IBM_IAM_TOKEN_URL,
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({ grant_type: "urn:ibm:params:oauth:grant-type:apikey", apikey: apiKey }),
    },
    options,
  );
  const text = await res.text().catch(() => "");
  let token: unknown;
  try {
    token = (JSON.parse(text) as { access_token?: unknown }).access_token;
  } catch {}
  if (!res.ok || typeof token !== "string" || token === "") {
    const message = /"errorMessage"\s*:\s*"([^"]*)"/.exec(text)?.[1];
    throw new Error(`${what} answered ${res.status}${message ? `: ${message}` : ""}`);
  }
  return token;
}

export interface IbmCosBucket {
  bucket: string;
  /** The COS endpoint, a base URL: buckets are addressed path style. */
  endpoint: string;
  apiKey: string;
  /** The COS service instance (ibm-service-instance-id). */
  instanceId: string;
}

/** A COS bucket as an ObjectStore, named `ibm://<bucket>` unless options.name says otherwise. */
export function ibmCosStore(c: IbmCosBucket, options: StoreOptions = {}): ObjectStore {
  let token: Promise<string> | undefined;
  const headers = async () => {
    token ??= ibmAccessToken(c.apiKey, options);
    return { authorization: `Bearer ${await token}`, "ibm-service-instance-id": c.instanceId };
  };
  return s3Store(
    { bucket: c.bucket, region: "", endpoint: c.endpoint, auth: { headers } },
    { ...options, name: options.name ?? `ibm://${c.bucket}` },
  );
}
