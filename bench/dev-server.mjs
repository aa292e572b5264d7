#!/usr/bin/env node
// node bench/dev-server.mjs <port> <state dir> [config]: serves the Worker on 127.0.0.1:<port> the way
// `wrangler dev` does (wrangler's own startWorker: its ProxyWorker, Miniflare and workerd, the local D1 in
// <state dir>), with the DevTools inspector off and the per-key rate limits off (RATE_LIMITS=off: 50
// connections on one key would measure the limiter's 429s). The inspector is off because `wrangler dev`
// cannot turn it off from its command line, and with it on wrangler subscribes to the runtime's Network
// events: every fetch the Worker makes, each D1 query included, becomes an event that wrangler's Node
// process formats and appends to its debug log (~/.config/.wrangler/logs). That measured 1.6 ms of Node
// CPU per D1 query on this 2-core machine, more than the query itself, a cost of the dev tooling that a
// deployed Worker does not pay. BENCH_WRANGLER_DEV=1 in bench/lib.mjs measures through `wrangler dev`.
// BENCH_DEV_VARS (a JSON object of strings, set by startDev's `vars`): more Worker variables, over the config's
// (e.g. {"DELIVERY_MODE": "inline"}). BENCH_DEV_ENTRY: the entry point instead of the config's `main` (startDev
// serves a copy of src/, see sourceSnapshot in bench/lib.mjs).
import { unstable_startWorker } from "wrangler";
import { buildConsole } from "../scripts/console-build.mjs";
import { announceService } from "../scripts/dev-service.mjs";
import { ensureDevVars } from "../scripts/dev-vars.mjs";

const [port, state, config = "wrangler.toml"] = process.argv.slice(2);
const vars = JSON.parse(process.env.BENCH_DEV_VARS || "{}");
ensureDevVars(); // SECRETS_KEY for the stored credentials, as `npm run dev` gives it
// wrangler.toml serves the console from console/dist: it must exist (its content does not matter to a bench).
if (config === "wrangler.toml") buildConsole({ ifMissing: true });
const worker = await unstable_startWorker({
  config,
  ...(process.env.BENCH_DEV_ENTRY && { entrypoint: process.env.BENCH_DEV_ENTRY }),
  bindings: {
    RATE_LIMITS: { type: "plain_text", value: "off" },
    ...Object.fromEntries(
      Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value: String(value) }]),
    ),
  },
  dev: {
    server: { hostname: "127.0.0.1", port: Number(port) },
    inspector: false,
    persist: state,
    // Warnings (e.g. "cron triggers are not run locally") would repeat at every restart; errors still show.
    logLevel: "error",
    watch: false,
  },
});
await worker.ready;
// account:create finds it as it finds `npm run dev` (scripts/dev-service.mjs).
const withdraw = announceService(state, `http://127.0.0.1:${port}`);

const stop = async () => {
  withdraw();
  await worker.dispose();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
