// Local secrets for `wrangler dev`: .dev.vars (git-ignored) gets a random SECRETS_KEY, the AES-256 key that
// seals the credentials stored in configurations, and a random ADMIN_TOKEN, the operator token of /admin/*
// (`npm run account:create` reads it from here), unless it already has them. A SECRETS_KEY that changes
// would leave every stored secret unreadable, so an existing value is never replaced.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const DEV_VARS = fileURLToPath(new URL("../.dev.vars", import.meta.url));

const GENERATED = {
  SECRETS_KEY: () => randomBytes(32).toString("base64"),
  ADMIN_TOKEN: () => randomBytes(32).toString("hex"),
};

export function ensureDevVars(path = DEV_VARS) {
  for (const [name, make] of Object.entries(GENERATED)) {
    const text = existsSync(path) ? readFileSync(path, "utf8") : "";
    if (new RegExp(`^${name}\\s*=`, "m").test(text)) continue;
    const separator = text === "" || text.endsWith("\n") ? "" : "\n";
    appendFileSync(path, `${separator}${name}="${make()}"\n`);
  }
}

/** A variable of .dev.vars (`NAME="value"` or `NAME=value`), or undefined. */
export function devVar(name, path = DEV_VARS) {
  if (!existsSync(path)) return undefined;
  const line = readFileSync(path, "utf8")
    .split("\n")
    .find((l) => new RegExp(`^${name}\\s*=`).test(l));
  return line
    ?.replace(new RegExp(`^${name}\\s*=\\s*`), "")
    .replace(/^"(.*)"$/, "$1")
    .trim();
}
