// A local HTTP receiver for delivery tests, started by vitest.config.ts in Node and reached by the Worker
// over loopback. It records every request by path; GET /_received/<path> answers them as JSON. A path
// containing `/fail-<n>/` answers 503 to its first n requests, then 200 (retry tests); `/refuse-<n>/` answers
// 400 to its first n; `/slow-<ms>/` answers after ms. Each record has the body as text (`body`) and as base64 (`body_base64`), and the
// status answered (`status`).
// Under /_s3/ a tiny S3 (PutObject, GetObject, DeleteObject, ListObjectsV2 with Size and LastModified,
// multipart uploads; path style: /_s3/<bucket>/<key>; a bucket named `failpart-...` answers 500 to
// UploadPart 2; an object keeps the Content-Encoding it was written with and answers it, or the GET's
// `response-content-encoding`; a PUT's `x-test-last-modified` (ms) sets its LastModified; GetObject answers
// an ETag (the body's MD5), 412 to an If-Match naming another, and 206 with Content-Range to `Range:
// bytes=a-b` (416 past the end); a bucket named `forbidden-...` answers 403 to every GET) and under /_sqs/<queue> a
// tiny SQS (JSON protocol: SendMessage, ReceiveMessage with visibility, DeleteMessageBatch) for the pull
// sources; their requests are recorded by path too.
// For the archiving integrations:
// - /_az/<account>/<container>/<blob>: a tiny Azure Blob service (Put Blob, Put Block, Put Block List, Get
//   Blob, Delete Blob, List Blobs on /_az/<account>/<container>?restype=container&comp=list with prefix,
//   marker, maxresults) that checks the Shared Key signature of each write, delete and list
//   (x-test-last-modified, ms, on a Put Blob or Put Block List sets the blob's Last-Modified), computed here as Azure documents it, under the key
//   registered with PUT /_az-accounts/<account> (body: the base64 key); a wrong one is Azure's 403
//   AuthenticationFailed.
// - /_keystone/v3/auth/tokens: Keystone v3 password auth for users registered with
//   PUT /_keystone-users/<name> (body {"password", "project"}): 201 with X-Subject-Token and a catalog whose
//   public object-store endpoint is /_swift/v1/AUTH_<project> on this receiver; 401 otherwise.
// - /_swift/v1/AUTH_<project>/<container>[/<object>]: Swift (PUT container, PUT/GET object), X-Auth-Token
//   checked against the project; an object PUT into a missing container is 404.
// - /_gcp/token: Google's OAuth 2.0 token endpoint for service accounts (JWT bearer grant): the assertion's
//   RS256 signature is checked with the public key (SPKI PEM) registered for its `iss` with
//   PUT /_gcp-keys/<client_email>, and its aud (this URL), iat, exp (at most an hour) and scope; 200
//   `{access_token, expires_in, token_type}` or Google's 400 `{error: "invalid_grant", ...}`.
//   GET /_gcp-tokens/<access_token> answers the claims the token was issued for (404 if none), and
//   GET /_gcp-token-count/<client_email> how many tokens that account was issued.
import { createHash, createHmac, createVerify, randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

const STORAGE_PREFIXES = ["/_s3/", "/_sqs/", "/_az/", "/_keystone/", "/_swift/"];

export async function startReceiver() {
  const received = new Map();
  const buckets = new Map(); // bucket -> Map(key -> Buffer)
  const queues = new Map(); // queue -> [{ id, body, handle, hiddenUntil }]
  const uploads = new Map(); // S3 upload id -> { bucket, key, parts: Map(number -> { etag, body }) }
  const azure = { keys: new Map(), blobs: new Map(), blocks: new Map() };
  const swift = { users: new Map(), tokens: new Map(), containers: new Map() };
  const gcp = { keys: new Map(), tokens: new Map(), counts: new Map() };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url, "http://receiver");
      if (req.method === "GET" && url.pathname.startsWith("/_received/")) {
        const path = url.pathname.slice("/_received".length);
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(received.get(path) ?? []));
        return;
      }
      if (req.method === "PUT" && url.pathname.startsWith("/_az-accounts/")) {
        azure.keys.set(url.pathname.slice("/_az-accounts/".length), Buffer.concat(chunks).toString("utf8"));
        res.writeHead(204).end();
        return;
      }
      if (req.method === "PUT" && url.pathname.startsWith("/_gcp-keys/")) {
        gcp.keys.set(
          decodeURIComponent(url.pathname.slice("/_gcp-keys/".length)),
          Buffer.concat(chunks).toString("utf8"),
        );
        res.writeHead(204).end();
        return;
      }
      if (req.method === "GET" && url.pathname.startsWith("/_gcp-tokens/")) {
        const claims = gcp.tokens.get(decodeURIComponent(url.pathname.slice("/_gcp-tokens/".length)));
        res.writeHead(claims ? 200 : 404, { "content-type": "application/json" });
        res.end(JSON.stringify(claims ?? null));
        return;
      }
      if (req.method === "GET" && url.pathname.startsWith("/_gcp-token-count/")) {
        const email = decodeURIComponent(url.pathname.slice("/_gcp-token-count/".length));
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(gcp.counts.get(email) ?? 0));
        return;
      }
      if (url.pathname === "/_gcp/token") {
        fakeGoogleToken(gcp, req, Buffer.concat(chunks), res);
        return;
      }
      if (req.method === "PUT" && url.pathname.startsWith("/_keystone-users/")) {
        const name = decodeURIComponent(url.pathname.slice("/_keystone-users/".length));
        swift.users.set(name, JSON.parse(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(204).end();
        return;
      }
      if (STORAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
        const list = received.get(url.pathname) ?? [];
        list.push({ method: req.method, headers: req.headers, query: url.search, body: "" });
        received.set(url.pathname, list);
        const body = Buffer.concat(chunks);
        if (url.pathname.startsWith("/_s3/")) fakeS3(buckets, uploads, req, url, body, res);
        else if (url.pathname.startsWith("/_az/")) fakeAzure(azure, req, url, body, res);
        else if (url.pathname.startsWith("/_keystone/")) fakeKeystone(swift, req, url, body, res);
        else if (url.pathname.startsWith("/_swift/")) fakeSwift(swift, req, url, body, res);
        else fakeSqs(queues, req, url, body, res);
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      const list = received.get(url.pathname) ?? [];
      const failures = Number(/\/fail-(\d+)\//.exec(url.pathname)?.[1] ?? 0);
      const refusals = Number(/\/refuse-(\d+)\//.exec(url.pathname)?.[1] ?? 0);
      const status = list.length < failures ? 503 : list.length < refusals ? 400 : 200;
      list.push({
        method: req.method,
        headers: req.headers,
        body: body.toString("utf8"),
        // The bytes as received (after gunzip): binary bodies such as remote write do not survive utf8.
        body_base64: body.toString("base64"),
        status,
      });
      received.set(url.pathname, list);
      const answer = () => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(status === 200 ? '{"ok":true}' : '{"error":"not now"}');
      };
      const slowMs = Number(/\/slow-(\d+)\//.exec(url.pathname)?.[1] ?? 0);
      if (slowMs > 0) setTimeout(answer, slowMs);
      else answer();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return `http://127.0.0.1:${server.address().port}`;
}

const xmlEscape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** An S3 object's LastModified (ms) and Content-Encoding, by its body (each stored body is its own Buffer). */
const s3Meta = new WeakMap();
const objectMeta = (headers) => ({
  lastModified: Number(headers["x-test-last-modified"] ?? Date.now()),
  contentEncoding: headers["content-encoding"],
});

function fakeS3(buckets, uploads, req, url, body, res) {
  const [bucket, ...rest] = url.pathname.slice("/_s3/".length).split("/");
  const key = decodeURIComponent(rest.join("/"));
  const objects = buckets.get(bucket) ?? new Map();
  buckets.set(bucket, objects);
  const s3Error = (status, code, message) => {
    res.writeHead(status, { "content-type": "application/xml" });
    res.end(`<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`);
  };
  const uploadId = url.searchParams.get("uploadId");
  const upload = uploadId ? uploads.get(uploadId) : undefined;
  if (uploadId && (!upload || upload.bucket !== bucket || upload.key !== key)) {
    s3Error(404, "NoSuchUpload", "The specified upload does not exist.");
  } else if (req.method === "POST" && key && url.searchParams.has("uploads")) {
    const id = randomUUID();
    uploads.set(id, { bucket, key, parts: new Map(), headers: req.headers });
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><InitiateMultipartUploadResult><Bucket>${bucket}</Bucket>` +
        `<Key>${xmlEscape(key)}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
    );
  } else if (req.method === "PUT" && upload) {
    const number = Number(url.searchParams.get("partNumber"));
    if (!Number.isInteger(number) || number < 1 || number > 10000)
      return s3Error(400, "InvalidArgument", "Part number must be an integer between 1 and 10000");
    if (bucket.startsWith("failpart-") && number === 2)
      return s3Error(500, "InternalError", "We encountered an internal error. Please try again.");
    const etag = `"${createHash("md5").update(body).digest("hex")}"`;
    upload.parts.set(number, { etag, body });
    res.writeHead(200, { etag }).end();
  } else if (req.method === "POST" && upload) {
    const listed = [
      ...body
        .toString("utf8")
        .matchAll(/<Part><PartNumber>(\d+)<\/PartNumber><ETag>([^<]*)<\/ETag><\/Part>/g),
    ].map((m) => ({ number: Number(m[1]), etag: m[2].replace(/&quot;/g, '"') }));
    const ordered = listed.every((p, i) => i === 0 || p.number > listed[i - 1].number);
    if (listed.length === 0 || !ordered)
      return s3Error(400, "InvalidPartOrder", "The list of parts was not in ascending order.");
    for (const p of listed)
      if (upload.parts.get(p.number)?.etag !== p.etag)
        return s3Error(400, "InvalidPart", "One or more of the specified parts could not be found.");
    const merged = Buffer.concat(listed.map((p) => upload.parts.get(p.number).body));
    objects.set(key, merged);
    s3Meta.set(merged, objectMeta(upload.headers));
    uploads.delete(uploadId);
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(
      `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${xmlEscape(key)}</Key></CompleteMultipartUploadResult>`,
    );
  } else if (req.method === "DELETE" && upload) {
    uploads.delete(uploadId);
    res.writeHead(204).end();
  } else if (req.method === "PUT" && key) {
    objects.set(key, body);
    s3Meta.set(body, objectMeta(req.headers));
    res.writeHead(200).end();
  } else if (req.method === "GET" && key) {
    const object = objects.get(key);
    const etag = object && `"${createHash("md5").update(object).digest("hex")}"`;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    if (bucket.startsWith("forbidden-")) {
      res.writeHead(403, { "content-type": "application/xml" });
      res.end("<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>");
    } else if (object && req.headers["if-match"] && req.headers["if-match"] !== etag) {
      res.writeHead(412, { "content-type": "application/xml" });
      res.end(
        "<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>",
      );
    } else if (object && range && Number(range[1]) >= object.length) {
      res.writeHead(416, { "content-type": "application/xml", etag });
      res.end(
        "<Error><Code>InvalidRange</Code><Message>The requested range is not satisfiable</Message></Error>",
      );
    } else if (object && range) {
      const from = Number(range[1]);
      const to = Math.min(object.length - 1, range[2] ? Number(range[2]) : object.length - 1);
      res.writeHead(206, {
        "content-type": "application/octet-stream",
        "content-range": `bytes ${from}-${to}/${object.length}`,
        etag,
      });
      res.end(object.subarray(from, to + 1));
    } else if (!object) {
      res.writeHead(404, { "content-type": "application/xml" });
      res.end("<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>");
    } else {
      const encoding =
        url.searchParams.get("response-content-encoding") ?? s3Meta.get(object)?.contentEncoding;
      res.writeHead(200, {
        "content-type": "application/octet-stream",
        etag,
        ...(encoding && { "content-encoding": encoding }),
      });
      res.end(object);
    }
  } else if (req.method === "DELETE" && key) {
    objects.delete(key);
    res.writeHead(204).end();
  } else if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
    const prefix = url.searchParams.get("prefix") ?? "";
    const after = url.searchParams.get("start-after") ?? "";
    const maxKeys = Number(url.searchParams.get("max-keys") ?? 1000);
    const keys = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, maxKeys);
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount>` +
        `<IsTruncated>${keys.length > page.length}</IsTruncated>` +
        page
          .map(
            (k) =>
              `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${new Date(s3Meta.get(objects.get(k))?.lastModified ?? 0).toISOString()}</LastModified>` +
              `<Size>${objects.get(k).length}</Size></Contents>`,
          )
          .join("") +
        "</ListBucketResult>",
    );
  } else res.writeHead(400).end();
}

let sqsSequence = 0;

function fakeSqs(queues, req, url, body, res) {
  const name = url.pathname.slice("/_sqs/".length);
  const messages = queues.get(name) ?? [];
  queues.set(name, messages);
  const input = body.length > 0 ? JSON.parse(body.toString("utf8")) : {};
  const action = String(req.headers["x-amz-target"] ?? "").replace("AmazonSQS.", "");
  const answer = (status, value) => {
    res.writeHead(status, { "content-type": "application/x-amz-json-1.0" });
    res.end(JSON.stringify(value));
  };
  if (action === "SendMessage") {
    const id = `m-${++sqsSequence}`;
    messages.push({ id, body: input.MessageBody, handle: null, hiddenUntil: 0 });
    answer(200, { MessageId: id });
  } else if (action === "ReceiveMessage") {
    const now = Date.now();
    const visible = messages.filter((m) => m.hiddenUntil <= now).slice(0, input.MaxNumberOfMessages ?? 1);
    for (const m of visible) {
      m.handle = `h-${++sqsSequence}`;
      m.hiddenUntil = now + (input.VisibilityTimeout ?? 30) * 1000;
    }
    answer(200, {
      Messages: visible.map((m) => ({ MessageId: m.id, ReceiptHandle: m.handle, Body: m.body })),
    });
  } else if (action === "DeleteMessageBatch") {
    const successful = [];
    const failed = [];
    for (const entry of input.Entries ?? []) {
      const at = messages.findIndex((m) => m.handle === entry.ReceiptHandle);
      if (at < 0) failed.push({ Id: entry.Id, Code: "ReceiptHandleIsInvalid", SenderFault: true });
      else {
        messages.splice(at, 1);
        successful.push({ Id: entry.Id });
      }
    }
    answer(200, { Successful: successful, Failed: failed });
  } else if (action === "ExpireVisibility") {
    // Test-only: every in-flight message becomes visible again (as after its visibility timeout).
    for (const m of messages) m.hiddenUntil = 0;
    answer(200, { Count: messages.length });
  } else answer(400, { __type: "com.amazonaws.sqs#InvalidAction", message: `unknown action ${action}` });
}

/** Azure's string to sign for Shared Key (blob service, version 2015-02-21 and later), from a request as received. */
function azureStringToSign(req, url, account) {
  const h = (name) => {
    const v = req.headers[name];
    return v === undefined ? "" : String(v);
  };
  const length = h("content-length");
  const ms = Object.keys(req.headers)
    .filter((n) => n.startsWith("x-ms-"))
    .sort()
    .map((n) => `${n}:${String(req.headers[n]).replace(/\s+/g, " ").trim()}\n`)
    .join("");
  const rawPath = req.url.split("?")[0];
  const names = [...new Set([...url.searchParams.keys()].map((n) => n.toLowerCase()))].sort();
  const query = names
    .map((n) => {
      const values = [...url.searchParams.entries()].filter(([k]) => k.toLowerCase() === n).map(([, v]) => v);
      return `\n${n}:${values.sort().join(",")}`;
    })
    .join("");
  return [
    req.method,
    h("content-encoding"),
    h("content-language"),
    length === "0" ? "" : length,
    h("content-md5"),
    h("content-type"),
    h("date"),
    h("if-modified-since"),
    h("if-match"),
    h("if-none-match"),
    h("if-unmodified-since"),
    h("range"),
    `${ms}/${account}${rawPath}${query}`,
  ].join("\n");
}

function fakeAzure(azure, req, url, body, res) {
  const [account, container, ...rest] = url.pathname.slice("/_az/".length).split("/");
  const blob = decodeURIComponent(rest.join("/"));
  const name = `${account}/${container}/${blob}`;
  const azError = (status, code, message) => {
    res.writeHead(status, { "content-type": "application/xml", "x-ms-error-code": code });
    res.end(
      `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`,
    );
  };
  if (req.method === "GET" && blob) {
    const stored = azure.blobs.get(name);
    if (!stored) return azError(404, "BlobNotFound", "The specified blob does not exist.");
    res.writeHead(200, {
      "content-type": stored.contentType ?? "application/octet-stream",
      ...(stored.contentEncoding && { "content-encoding": stored.contentEncoding }),
    });
    res.end(stored.body);
    return;
  }
  const listing = req.method === "GET" && !blob && url.searchParams.get("comp") === "list";
  const supported = (req.method === "PUT" || req.method === "DELETE") && blob;
  if (!container || !(supported || listing)) return azError(400, "InvalidUri", "Unsupported request");
  if (!req.headers["x-ms-version"])
    return azError(
      400,
      "MissingRequiredHeader",
      "An HTTP header that's mandatory for this request is not specified.",
    );
  const key = azure.keys.get(account);
  const expected =
    key &&
    `SharedKey ${account}:${createHmac("sha256", Buffer.from(key, "base64"))
      .update(azureStringToSign(req, url, account), "utf8")
      .digest("base64")}`;
  const date = Date.parse(String(req.headers["x-ms-date"] ?? ""));
  if (!expected || req.headers.authorization !== expected || !(Math.abs(Date.now() - date) < 15 * 60_000))
    return azError(
      403,
      "AuthenticationFailed",
      "Server failed to authenticate the request. Make sure the value of Authorization header is formed correctly including the signature.",
    );
  const comp = url.searchParams.get("comp");
  const lastModified = Number(req.headers["x-test-last-modified"] ?? Date.now());
  if (listing) {
    if (url.searchParams.get("restype") !== "container")
      return azError(400, "InvalidQueryParameterValue", "restype=container is required");
    const prefix = url.searchParams.get("prefix") ?? "";
    const marker = url.searchParams.get("marker") ?? "";
    const max = Number(url.searchParams.get("maxresults") ?? 5000);
    const start = `${account}/${container}/`;
    const names = [...azure.blobs.keys()]
      .filter((n) => n.startsWith(start))
      .map((n) => n.slice(start.length))
      .filter((n) => n.startsWith(prefix) && n >= marker)
      .sort();
    const page = names.slice(0, max);
    const next = names.length > page.length ? names[page.length] : "";
    res.writeHead(200, { "content-type": "application/xml" });
    res.end(
      `<?xml version="1.0" encoding="utf-8"?><EnumerationResults ServiceEndpoint="http://receiver/" ContainerName="${container}">` +
        `<Prefix>${xmlEscape(prefix)}</Prefix><MaxResults>${max}</MaxResults><Blobs>` +
        page
          .map((n) => {
            const stored = azure.blobs.get(start + n);
            return (
              `<Blob><Name>${xmlEscape(n)}</Name><Properties><Last-Modified>${new Date(stored.lastModified).toUTCString()}</Last-Modified>` +
              `<Content-Length>${stored.body.length}</Content-Length><BlobType>BlockBlob</BlobType></Properties></Blob>`
            );
          })
          .join("") +
        `</Blobs>${next ? `<NextMarker>${xmlEscape(next)}</NextMarker>` : "<NextMarker />"}</EnumerationResults>`,
    );
    return;
  }
  if (req.method === "DELETE") {
    if (!azure.blobs.delete(name)) return azError(404, "BlobNotFound", "The specified blob does not exist.");
    res.writeHead(202).end();
    return;
  }
  if (comp === "block") {
    const id = url.searchParams.get("blockid") ?? "";
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(id))
      return azError(400, "InvalidQueryParameterValue", "blockid is not valid base64");
    const blocks = azure.blocks.get(name) ?? new Map();
    azure.blocks.set(name, blocks);
    const lengths = new Set([...blocks.keys(), id].map((b) => b.length));
    if (lengths.size > 1)
      return azError(400, "InvalidBlobOrBlock", "The specified blob or block content is invalid.");
    blocks.set(id, body);
    res.writeHead(201).end();
  } else if (comp === "blocklist") {
    const ids = [...body.toString("utf8").matchAll(/<(Latest|Uncommitted)>([^<]*)<\/\1>/g)].map((m) => m[2]);
    const blocks = azure.blocks.get(name) ?? new Map();
    if (ids.length === 0 || ids.some((id) => !blocks.has(id)))
      return azError(400, "InvalidBlockList", "The specified block list is invalid.");
    azure.blobs.set(name, {
      body: Buffer.concat(ids.map((id) => blocks.get(id))),
      contentType: req.headers["x-ms-blob-content-type"],
      contentEncoding: req.headers["x-ms-blob-content-encoding"],
      blocks: ids.length,
      lastModified,
    });
    azure.blocks.delete(name);
    res.writeHead(201).end();
  } else if (!comp) {
    if (req.headers["x-ms-blob-type"] !== "BlockBlob")
      return azError(400, "MissingRequiredHeader", "x-ms-blob-type is required.");
    azure.blobs.set(name, {
      body,
      contentType: req.headers["content-type"],
      contentEncoding: req.headers["content-encoding"],
      blocks: 0,
      lastModified,
    });
    res.writeHead(201).end();
  } else azError(400, "InvalidQueryParameterValue", `comp=${comp} is not supported here`);
}

function fakeKeystone(swift, req, url, body, res) {
  const unauthorized = () => {
    res.writeHead(401, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        error: {
          code: 401,
          title: "Unauthorized",
          message: "The request you have made requires authentication.",
        },
      }),
    );
  };
  if (req.method !== "POST" || url.pathname !== "/_keystone/v3/auth/tokens") return unauthorized();
  let auth;
  try {
    auth = JSON.parse(body.toString("utf8")).auth;
  } catch {
    return unauthorized();
  }
  const user = auth?.identity?.password?.user;
  const project = auth?.scope?.project;
  const known = swift.users.get(user?.name);
  if (
    !auth?.identity?.methods?.includes("password") ||
    !known ||
    known.password !== user.password ||
    known.project !== project?.name ||
    user?.domain?.id !== "default"
  )
    return unauthorized();
  const token = `tok-${randomUUID()}`;
  swift.tokens.set(token, known.project);
  const origin = `http://${req.headers.host}`;
  res.writeHead(201, { "content-type": "application/json", "x-subject-token": token });
  res.end(
    JSON.stringify({
      token: {
        methods: ["password"],
        project: { name: known.project, domain: { id: "default" } },
        catalog: [
          { type: "identity", endpoints: [{ interface: "public", url: `${origin}/_keystone/v3` }] },
          {
            type: "object-store",
            endpoints: [
              { interface: "internal", url: "http://127.0.0.1:9/v1/internal-only" },
              { interface: "public", url: `${origin}/_swift/v1/AUTH_${known.project}` },
            ],
          },
        ],
      },
    }),
  );
}

function fakeSwift(swift, req, url, body, res) {
  const [, account, container, ...rest] = url.pathname.slice("/_swift/".length).split("/");
  const object = decodeURIComponent(rest.join("/"));
  const project = account?.replace(/^AUTH_/, "");
  const text = (status, message) => res.writeHead(status, { "content-type": "text/plain" }).end(message);
  if (swift.tokens.get(req.headers["x-auth-token"]) !== project)
    return text(
      401,
      "<html><h1>Unauthorized</h1><p>This server could not verify that you are authorized to access the document you requested.</p></html>",
    );
  const containerKey = `${project}/${container}`;
  if (req.method === "PUT" && container && !object) {
    const existed = swift.containers.has(containerKey);
    if (!existed) swift.containers.set(containerKey, new Map());
    return text(existed ? 202 : 201, "");
  }
  const objects = swift.containers.get(containerKey);
  if (!objects) return text(404, "<html><h1>Not Found</h1><p>The resource could not be found.</p></html>");
  if (req.method === "PUT" && object) {
    const after = req.headers["x-delete-after"];
    objects.set(object, {
      body,
      contentType: req.headers["content-type"],
      ...(after !== undefined && { deleteAt: Math.floor(Date.now() / 1000) + Number(after) }),
    });
    return text(201, "");
  }
  if (req.method === "GET" && object) {
    const stored = objects.get(object);
    if (!stored) return text(404, "<html><h1>Not Found</h1><p>The resource could not be found.</p></html>");
    const headers = { "content-type": stored.contentType ?? "application/octet-stream" };
    if (stored.deleteAt !== undefined) headers["x-delete-at"] = String(stored.deleteAt);
    return res.writeHead(200, headers).end(stored.body);
  }
  text(405, "Method Not Allowed");
}

function fakeGoogleToken(gcp, req, body, res) {
  const refuse = (description) => {
    res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "invalid_grant", error_description: description }));
  };
  if (
    req.method !== "POST" ||
    !String(req.headers["content-type"]).startsWith("application/x-www-form-urlencoded")
  )
    return refuse("Expected a form-encoded POST");
  const form = new URLSearchParams(body.toString("utf8"));
  if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
    return refuse("Invalid grant_type");
  const parts = (form.get("assertion") ?? "").split(".");
  if (parts.length !== 3) return refuse("Invalid JWT");
  let header;
  let claims;
  try {
    header = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8"));
    claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
  } catch {
    return refuse("Invalid JWT");
  }
  if (header.alg !== "RS256") return refuse("Invalid JWT: alg must be RS256");
  const publicKey = gcp.keys.get(claims.iss);
  if (!publicKey) return refuse("Invalid JWT Signature.");
  const valid = createVerify("RSA-SHA256")
    .update(`${parts[0]}.${parts[1]}`)
    .verify(publicKey, Buffer.from(parts[2], "base64url"));
  if (!valid) return refuse("Invalid JWT Signature.");
  const now = Math.floor(Date.now() / 1000);
  const expected = `http://${req.headers.host}/_gcp/token`;
  if (claims.aud !== expected) return refuse(`Invalid JWT: aud must be ${expected}`);
  if (typeof claims.scope !== "string" || claims.scope === "") return refuse("Invalid JWT: no scope");
  if (!(Math.abs(claims.iat - now) < 300) || !(claims.exp > now) || claims.exp - claims.iat > 3600)
    return refuse(
      "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.",
    );
  const token = `ya29.${randomUUID()}`;
  gcp.tokens.set(token, claims);
  gcp.counts.set(claims.iss, (gcp.counts.get(claims.iss) ?? 0) + 1);
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ access_token: token, expires_in: 3599, token_type: "Bearer" }));
}
