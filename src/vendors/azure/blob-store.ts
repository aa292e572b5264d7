// Azure Blob Storage as an ObjectStore; used by file consolidation and archiving.
// An Azure Blob Storage container as an ObjectStore for the file consolidation job: List Blobs (prefix,
// marker), Get Blob, Delete Blob, Put Block + Put Block List, each request signed with Shared Key from the
// connection string's account key (blob.ts), as the azure-blob-storage destination signs its writes.

import { uriEncode } from "../aws/sigv4";
import { type ObjectStore, type StoredObject, storeError, xmlText } from "../object-store";
import { azureBlockId, azureBlockListXml, parseAzureConnectionString, signAzureRequest } from "./blob";

export interface AzureStoreConfig {
  connection_string: string;
  container_name: string;
}

const EMPTY = new Uint8Array(0);

/** The blobs of a List Blobs answer (Name, Content-Length, Last-Modified) and its NextMarker ("" if none). */
export function parseListBlobs(xml: string): { objects: StoredObject[]; nextMarker: string } {
  const objects = [...xml.matchAll(/<Blob>([\s\S]*?)<\/Blob>/g)].map((m) => ({
    key: xmlText(/<Name>([\s\S]*?)<\/Name>/.exec(m[1])?.[1] ?? ""),
    size: Number(/<Content-Length>(\d+)<\/Content-Length>/.exec(m[1])?.[1] ?? 0),
    lastModified: Date.parse(/<Last-Modified>([^<]*)<\/Last-Modified>/.exec(m[1])?.[1] ?? "") || 0,
  }));
  return { objects, nextMarker: xmlText(/<NextMarker>([^<]*)<\/NextMarker>/.exec(xml)?.[1] ?? "") };
}

export function azureBlobStore(config: AzureStoreConfig, fetcher: typeof fetch = fetch): ObjectStore {
  const { account, accountKey, endpoint } = parseAzureConnectionString(config.connection_string);
  const container = `${endpoint}/${config.container_name}`;
  const name = `azblob://${account}/${config.container_name}`;
  const blobUrl = (key: string) => `${container}/${uriEncode(key, false)}`;
  const request = async (
    what: string,
    method: string,
    url: string,
    headers: Record<string, string> = {},
    body: Uint8Array = EMPTY,
  ): Promise<Response> => {
    // Real time: Azure refuses a request dated more than 15 minutes away.
    const signed = await signAzureRequest(method, url, account, accountKey, headers, body.byteLength);
    const init: RequestInit = { method, headers: signed, encodeResponseBody: "manual" };
    if (method === "PUT") init.body = body;
    const res = await fetcher(url, init);
    if (!res.ok) throw await storeError(`${what} ${name}`, res);
    return res;
  };
  return {
    name,
    async list(prefix, after, max) {
      const params = [
        ["comp", "list"],
        ["maxresults", String(max)],
        ...(after ? [["marker", after]] : []),
        ...(prefix ? [["prefix", prefix]] : []),
        ["restype", "container"],
      ];
      const url = `${container}?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
      const { objects, nextMarker } = parseListBlobs(await (await request("List Blobs", "GET", url)).text());
      return { objects, next: nextMarker || null };
    },
    async read(key) {
      const res = await request(`Get Blob ${key}`, "GET", blobUrl(key));
      if (!res.body) throw new Error(`Get Blob ${key} of ${name} answered no body`);
      return res.body;
    },
    upload(key, contentType) {
      const url = blobUrl(key);
      const ids: string[] = [];
      return {
        async part(bytes) {
          const id = azureBlockId(ids.length + 1);
          const res = await request(
            `Put Block ${ids.length + 1} of ${key}`,
            "PUT",
            `${url}?comp=block&blockid=${encodeURIComponent(id)}`,
            {},
            bytes,
          );
          await res.body?.cancel();
          ids.push(id);
        },
        async complete() {
          const body = new TextEncoder().encode(azureBlockListXml(ids));
          const headers = { "content-type": "application/xml", "x-ms-blob-content-type": contentType };
          const res = await request(`Put Block List ${key}`, "PUT", `${url}?comp=blocklist`, headers, body);
          await res.body?.cancel();
        },
        // Uncommitted blocks need no abort: Azure discards them after a week.
        async abort() {},
      };
    },
    async remove(key) {
      const res = await request(`Delete Blob ${key}`, "DELETE", blobUrl(key));
      await res.body?.cancel();
    },
  };
}
