// A local HTTP receiver for delivery tests, started by vitest.config.ts in Node and reached by the Worker
// over loopback. It records every request by path; GET /_received/<path> answers them as JSON. A path
// containing `/fail-<n>/` answers 503 to its first n requests, then 200 (retry tests).
import { createServer } from "node:http";
import { gunzipSync } from "node:zlib";

export async function startReceiver() {
  const received = new Map();
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
