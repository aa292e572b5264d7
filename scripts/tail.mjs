#!/usr/bin/env node
// npm run tail -- [--url <service>] [--key <service key>] [--q <query>] [--levels a,b] [--apps a,b]
//                 [--hosts a,b] [--tags a,b] [--limit <lines>] [--json]
// Live tail from the command line, with nothing to install beyond the project: opens GET /ws/tail (Mezmo's
// path; docs/live-tail.md) with the service key and prints each line as it is stored, `<time> <host> <app>
// [<level>] <line>`, or export v1's JSON object a line with --json. Acknowledges each message, so a slow
// terminal is sent no more than it reads; says on stderr how many lines the service dropped. Stops after
// --limit lines, or on Ctrl-C. The key: --key, else SERVICE_KEY from the environment; the service: --url,
// else the local one `npm run dev` runs (scripts/dev-service.mjs), else http://127.0.0.1:8787.
import { parseArgs } from "node:util";
import WebSocket from "ws";
import { DEFAULT_STATE, runningService } from "./dev-service.mjs";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    key: { type: "string" },
    q: { type: "string" },
    levels: { type: "string" },
    apps: { type: "string" },
    hosts: { type: "string" },
    tags: { type: "string" },
    limit: { type: "string" },
    json: { type: "boolean", default: false },
  },
});
const key = values.key ?? process.env.SERVICE_KEY;
if (!key) {
  console.error(
    "usage: npm run tail -- --key <service key> [--url <service>] [--q <query>] [--levels error] ...",
  );
  process.exit(2);
}
const limit = values.limit === undefined ? Number.POSITIVE_INFINITY : Number(values.limit);
if (!(limit > 0)) {
  console.error("--limit: a number of lines above 0");
  process.exit(2);
}
const base = values.url ?? runningService(DEFAULT_STATE)?.url ?? "http://127.0.0.1:8787";
const url = new URL("/ws/tail", base);
url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
for (const name of ["q", "levels", "apps", "hosts", "tags"])
  if (values[name]) url.searchParams.set(name, values[name]);

const show = (line) =>
  values.json
    ? JSON.stringify(line)
    : [
        new Date(line._ts).toISOString(),
        line._host ?? "-",
        line._app ?? "-",
        line.level ? `[${line.level}]` : "",
        line._line,
      ]
        .filter((part) => part !== "")
        .join(" ");

let shown = 0;
const socket = new WebSocket(url, { headers: { authorization: `Token ${key}` } });
socket.on("unexpected-response", (_req, res) => {
  let body = "";
  res.on("data", (piece) => {
    body += piece;
  });
  res.on("end", () => {
    console.error(`${url.origin}/ws/tail answered ${res.statusCode}: ${body}`);
    process.exit(1);
  });
});
socket.on("error", (err) => {
  console.error(`${url.origin}/ws/tail: ${err.message}`);
  process.exit(1);
});
socket.on("message", (data) => {
  const message = JSON.parse(String(data));
  if (message.e === "meta" && message.dropped) console.error(`(${message.dropped} lines dropped)`);
  else if (message.e === "meta")
    console.error(`tailing ${url.origin}${url.search ? ` (${url.search.slice(1)})` : ""}`);
  if (message.e !== "l") return;
  for (const line of message.p) {
    process.stdout.write(`${show(line)}\n`);
    if (++shown >= limit) {
      socket.close(1000);
      return;
    }
  }
  socket.send(JSON.stringify({ e: "ack", n: message.n }));
});
socket.on("close", (code, reason) => {
  if (shown >= limit || code === 1000) process.exit(0);
  console.error(`the tail closed: ${code}${reason.length > 0 ? ` ${reason}` : ""}`);
  process.exit(1);
});
process.on("SIGINT", () => socket.close(1000));
