// The body of `account:create` and `enterprise:create`. Prints exactly one JSON object on stdout; everything
// else goes to stderr.
//   - A service answering (`npm run dev` on http://127.0.0.1:8787, or --url): POST /admin/<what> with the
//     operator token (ADMIN_TOKEN from the environment, else from .dev.vars). The service writes its own
//     database: nothing touches the local D1 file while workerd holds it.
//   - --remote: the same call to the deployed Worker (--url or PIPELINE_SERVICE_URL, and ADMIN_TOKEN).
//   - No local service: migrate the local D1 and run the SQL directly (nothing else has the file open).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { devVar } from "./dev-vars.mjs";

const LOCAL_URL = "http://127.0.0.1:8787";

/**
 * @param {string} what the npm script's name, for the usage line
 * @param {string} path the operator endpoint (/admin/accounts, /admin/enterprises)
 * @param {(name: string) => Promise<{statements: string[], result: object}>} sqlFor the SQL path
 * @param {(answer: any) => object} printed what to print of the endpoint's answer (the SQL path's fields)
 */
export async function create(what, path, sqlFor, printed) {
  const { values } = parseArgs({
    options: {
      name: { type: "string" },
      remote: { type: "boolean", default: false },
      url: { type: "string" },
      // Local only, without a running service: another local state folder than wrangler's default.
      "persist-to": { type: "string" },
    },
  });
  const name = values.name?.trim();
  if (!name) {
    console.error(`usage: npm run ${what} -- --name <name> [--url <service url>] [--remote]`);
    process.exit(2);
  }
  const url = values.url ?? (values.remote ? process.env.PIPELINE_SERVICE_URL : LOCAL_URL);
  if (values.remote && !url) fail("--remote needs the Worker's URL: --url or PIPELINE_SERVICE_URL");

  if (values.remote || values.url || (!values["persist-to"] && (await answers(url)))) {
    const token = process.env.ADMIN_TOKEN ?? (values.remote ? undefined : devVar("ADMIN_TOKEN"));
    if (!token) fail("no operator token: set ADMIN_TOKEN (the Worker secret) in the environment");
    const res = await fetch(new URL(path, url), {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    }).catch((err) => fail(`${url} did not answer: ${err.message}`));
    const text = await res.text();
    if (res.status !== 200) fail(`${url}${path} answered ${res.status}: ${text}`);
    process.stdout.write(`${JSON.stringify(printed(JSON.parse(text)))}\n`);
    return;
  }

  const where = ["--local", ...(values["persist-to"] ? ["--persist-to", values["persist-to"]] : [])];
  const wrangler = (...args) =>
    execFileSync("npx", ["wrangler", ...args], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, CI: "true" },
    });
  const { statements, result } = await sqlFor(name);
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

/** Whether a service answers its health check at `url` (within a second). */
async function answers(url) {
  try {
    const res = await fetch(new URL("/health", url), { signal: AbortSignal.timeout(1000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/** @returns {never} */
function fail(message) {
  console.error(`${message}`);
  process.exit(1);
}
