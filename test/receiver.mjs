// A local HTTP receiver for delivery tests, started by vitest.config.ts in Node and reached by the Worker
// over loopback. It records every request by path; GET /_received/<path> answers them as JSON. A path
// containing `/fail-<n>/` answers 503 to its first n requests, then 200 (retry tests).
// Under /_s3/ a tiny S3 (PutObject, GetObject, ListObjectsV2, path style: /_s3/<bucket>/<key>) and under
// /_sqs/<queue> a tiny SQS (JSON protocol: SendMessage, ReceiveMessage with visibility, DeleteMessageBatch)
// for the pull sources; their requests are recorded by path too.
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

export async function startReceiver() {
  const received = new Map();
  const buckets = new Map(); // bucket -> Map(key -> Buffer)
  const queues = new Map(); // queue -> [{ id, body, handle, hiddenUntil }]
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
      if (url.pathname.startsWith("/_s3/") || url.pathname.startsWith("/_sqs/")) {
        const list = received.get(url.pathname) ?? [];
        list.push({ method: req.method, headers: req.headers, body: "" });
        received.set(url.pathname, list);
        if (url.pathname.startsWith("/_s3/")) fakeS3(buckets, req, url, Buffer.concat(chunks), res);
        else fakeSqs(queues, req, url, Buffer.concat(chunks), res);
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
      const list = received.get(url.pathname) ?? [];
      list.push({ method: req.method, headers: req.headers, body: body.toString("utf8") });
      received.set(url.pathname, list);
      const failures = Number(/\/fail-(\d+)\//.exec(url.pathname)?.[1] ?? 0);
      res.writeHead(list.length <= failures ? 503 : 200, { "content-type": "application/json" });
      res.end('{"ok":true}');
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref();
  return `http://127.0.0.1:${server.address().port}`;
}

const xmlEscape = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function fakeS3(buckets, req, url, body, res) {
  const [bucket, ...rest] = url.pathname.slice("/_s3/".length).split("/");
  const key = decodeURIComponent(rest.join("/"));
  const objects = buckets.get(bucket) ?? new Map();
  buckets.set(bucket, objects);
  if (req.method === "PUT" && key) {
    objects.set(key, body);
    res.writeHead(200).end();
  } else if (req.method === "GET" && key) {
    const object = objects.get(key);
    if (!object) {
      res.writeHead(404, { "content-type": "application/xml" });
      res.end("<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>");
    } else res.writeHead(200, { "content-type": "application/octet-stream" }).end(object);
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
          .map((k) => `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k).length}</Size></Contents>`)
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
