#!/usr/bin/env node
// npm run account:create -- --name <name> [--remote]
// Creates an account with one service key and one ingestion key and prints exactly one JSON object
// {"account_id", "service_key", "ingestion_key"} on stdout. Everything else goes to stderr.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { accountSql } from "./account-sql.mjs";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    remote: { type: "boolean", default: false },
    // Local only: another local state folder than wrangler's default (the benchmarks use their own).
    "persist-to": { type: "string" },
  },
});
if (!values.name?.trim()) {
  console.error("usage: npm run account:create -- --name <name> [--remote]");
  process.exit(2);
}

const where = values.remote
  ? ["--remote"]
  : ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
const wrangler = (...args) =>
  execFileSync("npx", ["wrangler", ...args], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, CI: "true" },
  });

const { statements, result } = await accountSql(values.name.trim());
const dir = mkdtempSync(join(tmpdir(), "account-"));
try {
  const file = join(dir, "account.sql");
  writeFileSync(file, statements.join("\n"));
  wrangler("d1", "migrations", "apply", "DB", ...where);
  wrangler("d1", "execute", "DB", ...where, "--file", file);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(result)}\n`);
