#!/usr/bin/env node
// npm run dev [-- <wrangler dev flags>]: migrates the local D1 (a line per migration applied), then runs
// `wrangler dev` with the user's flags as given (the default port, 8787, is in wrangler.toml's [dev], so
// `--port 9000` overrides it), and says where it serves and what to run next once it answers. The flags that
// choose the local state (--persist-to, -c/--config, -e/--env) go to the migration too, so the database
// wrangler dev opens is the one just migrated. .dev.vars gets a SECRETS_KEY if it has none. The console is
// built first and rebuilt on change. From the start, <state>/dev-service.json says where the service serves
// (scripts/dev-service.mjs), for account:create and enterprise:create.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildConsole, CONSOLE_BUILD } from "./console-build.mjs";
import { announceService, devTarget } from "./dev-service.mjs";
import { ensureDevVars } from "./dev-vars.mjs";

const args = process.argv.slice(2);
const shared = [];
for (let i = 0; i < args.length; i++) {
  const [flag, inline] = args[i].split("=", 2);
  if (!["--persist-to", "-c", "--config", "-e", "--env"].includes(flag)) continue;
  if (inline !== undefined) shared.push(args[i]);
  else if (i + 1 < args.length) shared.push(args[i], args[++i]);
}

ensureDevVars();
// Said before the migration, which account:create must not race: it waits for the service instead.
const target = devTarget(args);
process.on("exit", announceService(target.state, target.url));
migrate();
// The console (console/, served from console/dist by wrangler.toml's [assets]): built once before the
// service starts, then rebuilt on every change while it runs (wrangler serves the new files).
buildConsole();
// Node on the packages' own scripts, not npx: npx does not pass a signal on, and its children would outlive us.
const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const watcher = spawn(process.execPath, [bin("vite/bin/vite.js"), ...CONSOLE_BUILD.slice(1), "--watch"], {
  stdio: "inherit",
});
const stopWatcher = () => watcher.kill();
process.on("exit", stopWatcher);
// Not spawnSync: this process must live on a signal (Ctrl-C reaches wrangler too; a SIGTERM sent to this
// process alone is passed on) to take its record back once wrangler has stopped.
// The local runtime fetches a sample `request.cf` from Cloudflare at start (a warning and a stack trace when
// offline); the Worker reads nothing of it, so it is not fetched.
const wranglerDev = spawn(process.execPath, [bin("wrangler/bin/wrangler.js"), "dev", ...args], {
  stdio: "inherit",
  env: { CLOUDFLARE_CF_FETCH_ENABLED: "false", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => wranglerDev.kill(signal));
wranglerDev.on("exit", (code) => process.exit(code ?? 1));
void sayWhenReady(target.url);

/**
 * The migration, told in a line per migration it applied (wrangler prints its table of every migration again
 * after each one: ~1,300 lines on a fresh state); all of its output when it fails.
 */
function migrate() {
  const migration = spawnSync("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...shared], {
    encoding: "utf8",
    env: { ...process.env, CI: "true" }, // no prompt: it is our own local database
  });
  const output = `${migration.stdout ?? ""}${migration.stderr ?? ""}`;
  if (migration.status !== 0) {
    process.stderr.write(output);
    process.exit(migration.status ?? 1);
  }
  const applied = new Set([...output.matchAll(/│ (\S+\.sql)\s+│ ✅/g)].map((m) => m[1]));
  if (applied.size === 0) console.log("migrations: the local database is up to date");
  for (const name of applied) console.log(`migration applied: ${name}`);
}

/** Once the service answers, where it is and what to do next (wrangler's own lines come before). */
async function sayWhenReady(url) {
  for (let tries = 0; tries < 600; tries++) {
    try {
      const res = await fetch(new URL("/health", url), { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      if (res.ok) {
        console.log(
          `\nReady: ${url} (the console at ${url}/, the API reference at ${url}/docs)\n` +
            "Next, in another terminal: npm run account:create -- --name demo\n",
        );
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
