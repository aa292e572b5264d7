// Local secrets for `wrangler dev`: .dev.vars (git-ignored) gets a random SECRETS_KEY, the AES-256 key that
// seals the credentials stored in configurations, unless it already has one. A key that changes would
// leave every stored secret unreadable, so an existing key is never replaced.
import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function ensureDevVars(path = fileURLToPath(new URL("../.dev.vars", import.meta.url))) {
  const text = existsSync(path) ? readFileSync(path, "utf8") : "";
  if (/^SECRETS_KEY\s*=/m.test(text)) return;
  const separator = text === "" || text.endsWith("\n") ? "" : "\n";
  appendFileSync(path, `${separator}SECRETS_KEY="${randomBytes(32).toString("base64")}"\n`);
}
