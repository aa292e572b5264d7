// Where a local service runs, said in the local state folder it serves: `npm run dev` (and
// bench/dev-server.mjs) write <state>/dev-service.json ({url, pid}) while they run, so that `account:create`
// and `enterprise:create` find the service on whatever port it was given (`npm run dev -- --port 9000`) and
// never write the database file it holds.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** wrangler's local state folder when no `--persist-to` is given. */
export const DEFAULT_STATE = ".wrangler/state";
const RECORD = "dev-service.json";

/** The last value of a flag (`--port 9000` or `--port=9000`) among wrangler dev's arguments. */
function flag(args, names) {
  let value;
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split("=", 2);
    if (!names.includes(name)) continue;
    value = inline ?? args[i + 1];
    if (inline === undefined) i++;
  }
  return value;
}

/** A key of the config's `[dev]` table (a flat `key = value` line), or undefined. */
function devSetting(configText, key) {
  const table = /^\[dev\][^\S\n]*\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(configText)?.[1] ?? "";
  const value = new RegExp(`^${key}\\s*=\\s*"?([^"\\s#]+)"?`, "m").exec(table)?.[1];
  return value;
}

/**
 * The state folder and the URL `wrangler dev <args>` serves on: the flags first, then the config's `[dev]`
 * table, then wrangler's defaults. A wildcard or `localhost` address is reached at 127.0.0.1.
 * @param {string[]} args
 * @param {(path: string) => string} readConfig
 */
export function devTarget(args, readConfig = (path) => (existsSync(path) ? readFileSync(path, "utf8") : "")) {
  const configText = readConfig(flag(args, ["-c", "--config"]) ?? "wrangler.toml");
  const setting = (flagName, key) => flag(args, [flagName]) ?? devSetting(configText, key);
  const port = Number(setting("--port", "port") ?? 8787);
  const ip = setting("--ip", "ip") ?? "localhost";
  const protocol = setting("--local-protocol", "local_protocol") ?? "http";
  const host = ["localhost", "0.0.0.0", "*", "::"].includes(ip)
    ? "127.0.0.1"
    : ip.includes(":")
      ? `[${ip}]`
      : ip;
  return { state: flag(args, ["--persist-to"]) ?? DEFAULT_STATE, url: `${protocol}://${host}:${port}` };
}

/** Says that this process serves `state` at `url`; the returned function takes it back (at exit). */
export function announceService(state, url) {
  const path = join(state, RECORD);
  mkdirSync(state, { recursive: true });
  writeFileSync(path, `${JSON.stringify({ url, pid: process.pid })}\n`);
  return () => {
    // Only our own record: a second service started on the same state since then wrote its own.
    if (runningService(state)?.pid === process.pid) rmSync(path, { force: true });
  };
}

/** The service that said it serves `state` and whose process still runs, or null. */
export function runningService(state) {
  const path = join(state, RECORD);
  if (!existsSync(path)) return null;
  let record;
  try {
    record = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
  try {
    process.kill(record.pid, 0); // throws ESRCH when no such process runs (a service that was killed)
  } catch (err) {
    if (err.code !== "EPERM") return null; // EPERM: it runs, as another user
  }
  return { url: String(record.url), pid: Number(record.pid) };
}
