#!/usr/bin/env node
// npm run dev [-- <wrangler dev flags>]: migrates the local D1, then runs `wrangler dev` with the user's
// flags as given (the default port, 8787, is in wrangler.toml's [dev], so `--port 9000` overrides it).
// The flags that choose the local state (--persist-to, -c/--config, -e/--env) go to the migration too, so
// the database wrangler dev opens is the one just migrated. .dev.vars gets a SECRETS_KEY if it has none. The
// console is built first and rebuilt on change.
import { spawn, spawnSync } from "node:child_process";
import { buildConsole, CONSOLE_BUILD } from "./console-build.mjs";
import { ensureDevVars } from "./dev-vars.mjs";

const args = process.argv.slice(2);
const shared = [];
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i].split("=", 2);
  if (!["--persist-to", "-c", "--config", "-e", "--env"].includes(flag)) continue;
  if (inline !== undefined) shared.push(args[i]);
  else if (i + 1 < args.length) shared.push(args[i], args[++i]);
}

const run = (wranglerArgs) =>
  spawnSync("npx", ["wrangler", ...wranglerArgs], { stdio: "inherit" }).status ?? 1;

ensureDevVars();
const migrated = run(["d1", "migrations", "apply", "DB", "--local", ...shared]);
if (migrated !== 0) process.exit(migrated);
// The console (console/, served from console/dist by wrangler.toml's [assets]): built once before the
// service starts, then rebuilt on every change while it runs (wrangler serves the new files).
buildConsole();
const watcher = spawn("npx", [...CONSOLE_BUILD, "--watch"], { stdio: "inherit" });
const stopWatcher = () => watcher.kill();
process.on("exit", stopWatcher);
const code = run(["dev", ...args]);
stopWatcher();
process.exit(code);
