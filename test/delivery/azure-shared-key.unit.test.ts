// Our Shared Key signature (src/vendors/azure/blob.ts) against Microsoft's own client, unmodified: the
// @azure/storage-blob SDK signs its Put Blob, Put Block and Put Block List requests; a transport that
// answers without sending captures each one, and our signature over the same method, URL and headers must be
// the SDK's Authorization header.
import { BlockBlobClient, StorageSharedKeyCredential } from "@azure/storage-blob";
import { describe, expect, it } from "vitest";
import {
  azureBlockId,
  azureBlockListXml,
  sharedKeyAuthorization,
  signAzureRequest,
} from "../../src/vendors/azure/blob";

const ACCOUNT = "devstoreaccount1";
// Azurite's well-known development key (public).
const KEY = "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==";

interface Captured {
  method: string;
  url: string;
  headers: Record<string, string>;
  bodyLength: number;
}

/** A BlockBlobClient whose requests are captured and answered 201, never sent. */
function capturingClient(blobUrl: string) {
  const captured: Captured[] = [];
  const httpClient = {
    async sendRequest(request: {
      method: string;
      url: string;
      headers: { toJson(): Record<string, string>; constructor: new () => unknown };
      body?: unknown;
    }) {
      const body = request.body;
      const bodyLength =
        typeof body === "string" ? Buffer.byteLength(body) : body instanceof Uint8Array ? body.byteLength : 0;
      captured.push({
        method: request.method,
        url: request.url,
        headers: request.headers.toJson(),
        bodyLength,
      });
      // The SDK's own (core-http) header collection, empty.
      return { status: 201, headers: new request.headers.constructor(), request };
    },
  };
  const client = new BlockBlobClient(blobUrl, new StorageSharedKeyCredential(ACCOUNT, KEY), {
    httpClient: httpClient as never,
    retryOptions: { maxTries: 1 },
  });
  return { client, captured };
}

async function expectSameSignature(c: Captured) {
  const { authorization, ...headers } = c.headers;
  // The string to sign and the HMAC, over exactly the headers the SDK sent.
  expect(await sharedKeyAuthorization(c.method, c.url, ACCOUNT, KEY, headers)).toBe(authorization);
  // What signAzureRequest adds is what the SDK sends: the body length as Content-Length, the date as
  // x-ms-date in RFC 1123 form. Signed with the SDK's x-ms-version, it gives the same header.
  const { "x-ms-date": date, "x-ms-version": version, ...rest } = headers;
  expect(headers["content-length"]).toBe(String(c.bodyLength));
  const ours = await signAzureRequest(c.method, c.url, ACCOUNT, KEY, rest, c.bodyLength, new Date(date));
  expect(ours["x-ms-date"]).toBe(date);
  expect(
    await sharedKeyAuthorization(c.method, c.url, ACCOUNT, KEY, {
      ...ours,
      "x-ms-version": version,
      "content-length": String(c.bodyLength),
    }),
  ).toBe(authorization);
}

describe("Shared Key signing matches @azure/storage-blob", () => {
  it("for Put Blob, Put Block and Put Block List, on Azure's host and a path-style endpoint", async () => {
    for (const blobUrl of [
      `https://${ACCOUNT}.blob.core.windows.net/logdna-archives/year=2026/month=11/day=23/a.2026-11-23.json.gz`,
      `http://127.0.0.1:10000/${ACCOUNT}/archives/dir/b%20c.log`,
    ]) {
      const { client, captured } = capturingClient(blobUrl);
      const body = new TextEncoder().encode('{"line":"hello"}\n');
      await client.upload(body, body.byteLength, {
        blobHTTPHeaders: { blobContentType: "application/x-ndjson", blobContentEncoding: "gzip" },
      });
      await client.stageBlock(azureBlockId(1), body, body.byteLength);
      await client.commitBlockList([azureBlockId(1)]);
      expect(captured.map((c) => c.method)).toEqual(["PUT", "PUT", "PUT"]);
      for (const c of captured) await expectSameSignature(c);
    }
    expect(azureBlockListXml([azureBlockId(1)])).toContain("<Latest>");
  });
});
