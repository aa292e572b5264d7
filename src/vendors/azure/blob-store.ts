// Azure Blob Storage as an ObjectStore; used by file consolidation and archiving.
// An Azure Blob Storage container as an ObjectStore: List Blobs (prefix, marker), Get Blob, Delete Blob, Put
// Blob, Put Block + Put Block List, each request signed with Shared Key under the account key (blob.ts), as
// the azure-blob-storage destination signs its writes.

import { uriEncode } from "../aws/sigv4";
import {
  type ObjectMetadata,
  type ObjectStore,
  type StoredObject,
  type StoreOptions,
  storeRequests,
  xmlText,
} from "../object-store";
import {
  type AzureAccount,
  azureBlockId,
  azureBlockListXml,
  parseAzureConnectionString,
  signAzureRequest,
} from "./blob";

/** The azure-blob-storage destination's shape. */
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

/** x-ms-meta-<name> headers of an object's metadata, hyphens left out (Azure's names are C# identifiers). */
const metadataHeaders = (metadata: ObjectMetadata) =>
  Object.fromEntries(
    Object.entries(metadata).map(([name, value]) => [`x-ms-meta-${name.replace(/-/g, "")}`, value]),
  );

/** The container of a storage connection string (the azure-blob-storage destination's configuration). */
export function azureBlobStore(config: AzureStoreConfig, options: StoreOptions = {}): ObjectStore {
  return azureContainerStore(
    parseAzureConnectionString(config.connection_string),
    config.container_name,
    options,
  );
}

/** A container of an account as an ObjectStore, named `azblob://<account>/<container>` unless options.name says. */
export function azureContainerStore(
  { account, accountKey, endpoint }: AzureAccount,
  containerName: string,
  options: StoreOptions = {},
): ObjectStore {
  const container = `${endpoint}/${containerName}`;
  const name = options.name ?? `azblob://${account}/${containerName}`;
  const blobUrl = (key: string) => `${container}/${uriEncode(key, false)}`;
  // Real time: Azure refuses a request dated more than 15 minutes away.
  const request = storeRequests(
    (method, url, headers, body) =>
      signAzureRequest(method, url, account, accountKey, headers, body.byteLength),
    options,
  );
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
      const { objects, nextMarker } = parseListBlobs(
        await (await request(`List Blobs ${name}`, "GET", url)).text(),
      );
      return { objects, next: nextMarker || null };
    },
    async read(key) {
      const what = `Get Blob ${name}/${key}`;
      const res = await request(what, "GET", blobUrl(key));
      if (!res.body) throw new Error(`${what} answered no body`);
      return res.body;
    },
    upload(key, contentType, metadata = {}) {
      const url = blobUrl(key);
      const where = `${name}/${key}`;
      const blobHeaders = metadataHeaders(metadata);
      // The first part waits here: a one-part object is one Put Blob, a longer one blocks and a block list.
      let first: Uint8Array | undefined;
      const ids: string[] = [];
      const putBlock = async (bytes: Uint8Array) => {
        const id = azureBlockId(ids.length + 1);
        const blockUrl = `${url}?comp=block&blockid=${encodeURIComponent(id)}`;
        const res = await request(`Put Block ${ids.length + 1} of ${where}`, "PUT", blockUrl, {}, bytes);
        await res.body?.cancel();
        ids.push(id);
      };
      return {
        async part(bytes) {
          if (first === undefined && ids.length === 0) {
            first = bytes;
            return;
          }
          if (first !== undefined) {
            const held = first;
            first = undefined;
            await putBlock(held);
          }
          await putBlock(bytes);
        },
        async complete() {
          if (ids.length === 0) {
            const headers = { ...blobHeaders, "content-type": contentType, "x-ms-blob-type": "BlockBlob" };
            const res = await request(`Put Blob ${where}`, "PUT", url, headers, first ?? EMPTY);
            first = undefined;
            await res.body?.cancel();
            return;
          }
          const body = new TextEncoder().encode(azureBlockListXml(ids));
          const headers = {
            ...blobHeaders,
            "content-type": "application/xml",
            "x-ms-blob-content-type": contentType,
          };
          const res = await request(`Put Block List ${where}`, "PUT", `${url}?comp=blocklist`, headers, body);
          await res.body?.cancel();
        },
        // Uncommitted blocks need no abort: Azure discards them (after a week), the next upload's replace them.
        async abort() {
          first = undefined;
        },
      };
    },
    async remove(key) {
      const res = await request(`Delete Blob ${name}/${key}`, "DELETE", blobUrl(key));
      await res.body?.cancel();
    },
  };
}
