// The body of `account:create` and `enterprise:create`: parse --name/--remote/--persist-to, migrate the D1
// database (local or remote), run the SQL that creates the object, and print exactly one JSON object on
// stdout. Everything else goes to stderr.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

/**
 * @param {string} what the npm script's name, for the usage line
 * @param {(name: string) => Promise<{statements: string[], result: object}>} sqlFor
 */
export async function createWithSql(what, sqlFor) {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      remote: { type: "boolean", default: false },
      // Local only: another local state folder than wrangler's default (the benchmarks use their own).
      "persist-to": { type: "string" },
    },
  });
  if (!values.name?.trim()) {
    console.error(`usage: npm run ${what} -- --name <name> [--remote]`);
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

  const { statements, result } = await sqlFor(values.name.trim());
  const dir = mkdtempSync(join(tmpdir(), "create-"));
  try {
    const file = join(dir, "create.sql");
    writeFileSync(file, statements.join("\n"));
    wrangler("d1", "migrations", "apply", "DB", ...where);
    wrangler("d1", "execute", "DB", ...where, "--file", file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
