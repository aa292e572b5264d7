#!/usr/bin/env node
// A CPU profile of workerd's JavaScript (the Worker and its Durable Objects: one isolate locally) while
// senders post batches to POST /logs/ingest: where a line's time goes, by function, in the runtime itself.
//
// Starts the Worker as bench/dev-server.mjs does (wrangler's startWorker, a throw-away local state, rate limits
// off) but with the DevTools inspector on, makes an account, warms up for PROFILE_WARMUP s (3; longer
// to profile a slice already full of lines), then records a profile through the inspector (V8's sampling profiler, every 200 µs) while PROFILE_SENDERS (16) senders post
// PROFILE_BATCH-line (10) batches of the bench's lines (makeLines of bench/log-analysis.mjs) for
// PROFILE_SECONDS (12). Prints lines/s, then the functions by share of samples, self and inclusive (an async
// function's share counts only what runs on its own stack, so the inclusive figures of callers and callees of
// an `await` do not add up), and writes the profile (open it in Chrome's DevTools, Performance tab) to
// PROFILE_OUT (/tmp/ingest.cpuprofile). Lines/s here are not the bench's: the inspector costs time.
//
// The Worker's bundled script, which the profile's line numbers point into, is written beside the profile
// (PROFILE_OUT with .js), and each function listed names its line's first characters.
//
// `node bench/ingest-profile.mjs`; PROFILE_BATCH=500 for the bench's batches.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unstable_startWorker } from "wrangler";
import WebSocket from "ws";
import { accountSql } from "../scripts/account-sql.mjs";
import { buildConsole } from "../scripts/console-build.mjs";
import { ensureDevVars } from "../scripts/dev-vars.mjs";
import { wrangler } from "./lib.mjs";
import { makeLines } from "./log-analysis.mjs";

const BATCH = Number(process.env.PROFILE_BATCH ?? 10);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 12);
const SENDERS = Number(process.env.PROFILE_SENDERS ?? 16);
const WARMUP = Number(process.env.PROFILE_WARMUP ?? 3);
const OUT = process.env.PROFILE_OUT ?? "/tmp/ingest.cpuprofile";
const PORT = 8931;
const INSPECTOR_PORT = 9331;

const state = mkdtempSync(join(tmpdir(), "ingest-profile-"));
const account = await accountSql("profile");
writeFileSync(join(state, "account.sql"), account.statements.join("\n"));
await wrangler("d1", "migrations", "apply", "DB", "--local", "--persist-to", state);
await wrangler("d1", "execute", "DB", "--local", "--persist-to", state, "--file", join(state, "account.sql"));
ensureDevVars();
buildConsole({ ifMissing: true }); // wrangler.toml serves console/dist
const worker = await unstable_startWorker({
  config: "wrangler.toml",
  bindings: { RATE_LIMITS: { type: "plain_text", value: "off" } },
  dev: {
    server: { hostname: "127.0.0.1", port: PORT },
    inspector: { port: INSPECTOR_PORT },
    persist: state,
    logLevel: "error",
    watch: false,
  },
});
await worker.ready;

/** The inspector's protocol: one call at a time is all this needs. */
async function inspector() {
  const [target] = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.once("open", resolve));
  let id = 0;
  const waiting = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(data);
    waiting.get(message.id)?.(message.result);
    waiting.delete(message.id);
  });
  const call = (method, params = {}) =>
    new Promise((resolve) => {
      waiting.set(++id, resolve);
      socket.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => socket.close() };
}

const url = `http://127.0.0.1:${PORT}/logs/ingest?hostname=bench-1&tags=a,b`;
const headers = { apikey: account.result.ingestion_key, "content-type": "application/json" };
let batches = 0;
async function send(until) {
  let lines = 0;
  while (Date.now() < until) {
    const body = JSON.stringify({ lines: makeLines(BATCH, Date.now() - 60_000, 1, batches++) });
    const res = await fetch(url, { method: "POST", headers, body });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    await res.arrayBuffer();
    lines += BATCH;
  }
  return lines;
}
const load = async (seconds) =>
  (await Promise.all(Array.from({ length: SENDERS }, () => send(Date.now() + seconds * 1000)))).reduce(
    (a, b) => a + b,
    0,
  );

let sourceLines = [];
const at = (frame) =>
  frame.url.endsWith("index.js") ? ` ${(sourceLines[frame.lineNumber] ?? "").trim().slice(0, 60)}` : "";

/** Shares of samples by function: self, and inclusive (each function once per sample's stack). */
function shares(profile) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parents = new Map();
  for (const n of profile.nodes) for (const child of n.children ?? []) parents.set(child, n.id);
  const name = (n) =>
    `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}${at(n.callFrame)}`;
  const self = new Map();
  const inclusive = new Map();
  for (const id of profile.samples) {
    const own = name(nodes.get(id));
    self.set(own, (self.get(own) ?? 0) + 1);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parents.get(at)) seen.add(name(nodes.get(at)));
    for (const n of seen) inclusive.set(n, (inclusive.get(n) ?? 0) + 1);
  }
  const top = (counts, n) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([fn, count]) => `${((100 * count) / profile.samples.length).toFixed(1).padStart(5)} %  ${fn}`)
      .join("\n");
  return `self:\n${top(self, 30)}\ninclusive:\n${top(inclusive, 40)}`;
}

try {
  const warmed = await load(WARMUP);
  console.log(`warm-up: ${warmed} lines in ${WARMUP} s`);
  const devtools = await inspector();
  await devtools.call("Profiler.enable");
  await devtools.call("Profiler.setSamplingInterval", { interval: 200 });
  await devtools.call("Profiler.start");
  const lines = await load(SECONDS);
  const { profile } = await devtools.call("Profiler.stop");
  await devtools.call("Debugger.enable");
  const scriptId = profile.nodes.find((n) => n.callFrame.url.endsWith("index.js"))?.callFrame.scriptId;
  if (scriptId) {
    const { scriptSource } = await devtools.call("Debugger.getScriptSource", { scriptId });
    writeFileSync(OUT.replace(/(\.cpuprofile)?$/, ".js"), scriptSource);
    sourceLines = scriptSource.split("\n");
  }
  devtools.close();
  writeFileSync(OUT, JSON.stringify(profile));
  console.log(
    `${BATCH}-line batches, ${SENDERS} senders: ${Math.round(lines / SECONDS)} lines/s (inspector on)`,
  );
  console.log(`share of ${profile.samples.length} samples, idle included; the profile: ${OUT}`);
  console.log(shares(profile));
} finally {
  await worker.dispose();
  rmSync(state, { recursive: true, force: true });
}
