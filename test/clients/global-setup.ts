// The clients project runs real sender libraries in Node against the real Worker: this starts it once
// with wrangler's unstable_startWorker (workerd, D1, Durable Objects, as `wrangler dev`), on a fresh local
// state with the migrations and one account applied, plus the loopback receiver the pipelines deliver to.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-pool-workers";
import type { TestProject } from "vitest/node";
import { getPlatformProxy, unstable_readConfig, unstable_startWorker } from "wrangler";
import { accountSql } from "../../scripts/account-sql.mjs";
import { buildConsole } from "../../scripts/console-build.mjs";
import { ensureDevVars } from "../../scripts/dev-vars.mjs";
import { startReceiver } from "../receiver.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    workerUrl: string;
    receiverUrl: string;
    account: { account_id: string; service_key: string; ingestion_key: string };
  }
}

export default async function setup(project: TestProject) {
  const state = mkdtempSync(join(tmpdir(), "clients-state-"));
  // The same state folder `wrangler dev --persist-to` would use: D1 is migrated and seeded before start,
  // through a configuration holding only the D1 binding (the Durable Objects need the Worker's code).
  const [d1] = unstable_readConfig({ config: "wrangler.toml" }).d1_databases;
  const d1Only = join(state, "d1-only.json");
  writeFileSync(
    d1Only,
    JSON.stringify({ name: "clients-setup", compatibility_date: "2026-04-20", d1_databases: [d1] }),
  );
  const proxy = await getPlatformProxy<{ DB: D1Database }>({
    configPath: d1Only,
    persist: { path: join(state, "v3") },
  });
  const migrations = await readD1Migrations("migrations");
  for (const m of migrations) await proxy.env.DB.batch(m.queries.map((q) => proxy.env.DB.prepare(q)));
  const { statements, result } = await accountSql("clients");
  await proxy.env.DB.batch(statements.map((s: string) => proxy.env.DB.prepare(s)));
  await proxy.dispose();

  // The Worker serves the console from console/dist (npm test builds it first; a lone run of this project
  // builds it when missing).
  buildConsole({ ifMissing: true });
  const receiverUrl = await startReceiver();
  ensureDevVars(); // the Worker reads SECRETS_KEY from .dev.vars, as under `npm run dev`
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false"; // as scripts/dev.mjs: no sample request.cf fetched
  const worker = await unstable_startWorker({
    config: "wrangler.toml",
    dev: {
      persist: state,
      server: { hostname: "127.0.0.1", port: 0 },
      inspector: false,
      watch: false,
      logLevel: "error",
    },
  });
  await worker.ready;
  project.provide("workerUrl", (await worker.url).origin);
  project.provide("receiverUrl", receiverUrl);
  project.provide("account", result);
  return async () => {
    await worker.dispose();
    rmSync(state, { recursive: true, force: true });
  };
}
