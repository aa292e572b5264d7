// The body of `account:create` and `enterprise:create`. Prints exactly one JSON object on stdout; everything
// else goes to stderr.
//   - A service running on the local state (`npm run dev` on any port: the URL it wrote into the state folder,
//     scripts/dev-service.mjs), else answering on http://127.0.0.1:8787, or --url: POST /admin/<what> with the
//     operator token (ADMIN_TOKEN from the environment, else from .dev.vars). The service writes its own
//     database: nothing touches the local D1 file while workerd holds it. One that is still starting is
//     waited for (up to a minute); one that never answers is an error, not a reason to write its file.
//   - --remote: the same call to the deployed Worker (--url or PIPELINE_SERVICE_URL, and ADMIN_TOKEN).
//   - No local service: migrate the local D1 and run the SQL directly (nothing else has the file open).
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_STATE, runningService } from "./dev-service.mjs";
import { devVar } from "./dev-vars.mjs";

const LOCAL_URL = "http://127.0.0.1:8787";
/** How long a service that said it runs may take to answer (npm run dev builds and migrates first). */
const STARTING_MS = 60_000;

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
      // Local: another state folder than wrangler's default (the service running on it, or its database).
      "persist-to": { type: "string" },
    },
  });
  const name = values.name?.trim();
  if (!name) {
    console.error(`usage: npm run ${what} -- --name <name> [--url <service url>] [--remote]`);
    process.exit(2);
  }
  const state = values["persist-to"] ?? DEFAULT_STATE;
  const running = values.url || values.remote ? null : runningService(state);
  const url = values.url ?? (values.remote ? process.env.PIPELINE_SERVICE_URL : (running?.url ?? LOCAL_URL));
  if (values.remote && !url) fail("--remote needs the Worker's URL: --url or PIPELINE_SERVICE_URL");
  if (running && !(await answers(url, STARTING_MS)))
    fail(
      `the service that runs on ${state} (process ${running.pid}) does not answer at ${url}: ` +
        "not writing the database it holds; try again once it is ready, or stop it",
    );

  if (values.remote || values.url || running || (!values["persist-to"] && (await answers(url)))) {
    const token = process.env.ADMIN_TOKEN ?? (values.remote ? undefined : devVar("ADMIN_TOKEN"));
    if (!token) fail("no operator token: set ADMIN_TOKEN (the Worker secret) in the environment");
    const post = () =>
      fetch(new URL(path, url), {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ name }),
      }).catch((err) => fail(`${url} did not answer: ${err.message}`));
    let res = await post();
    // A 503 with Retry-After is asked again, as it says (three times at most): the service answers it when
    // storage is briefly unavailable, and wrangler's dev proxy when the runtime restarted under the request.
    for (let attempt = 1; res.status === 503 && res.headers.has("retry-after") && attempt < 3; attempt++) {
      await res.body?.cancel();
      await new Promise((resolve) =>
        setTimeout(resolve, 1000 * Math.min(5, Number(res.headers.get("retry-after")) || 0)),
      );
      res = await post();
    }
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

/** Whether a service answers its health check at `url`, asked every half second for up to `withinMs`. */
async function answers(url, withinMs = 0) {
  const until = Date.now() + withinMs;
  for (;;) {
    try {
      const res = await fetch(new URL("/health", url), { signal: AbortSignal.timeout(1000) });
      await res.body?.cancel();
      if (res.ok) return true;
    } catch {
      // not (yet) listening
    }
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** @returns {never} */
function fail(message) {
  console.error(`${message}`);
  process.exit(1);
}
