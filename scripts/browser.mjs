// The browser the console's tests drive: Debian's chromium (playwright-core never downloads one here). npm test
// installs it when it can (as root, with apt-get); otherwise it stops, naming the one command that does.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PACKAGES = ["chromium", "fonts-liberation2"];
const INSTALL = `apt-get install -y --no-install-recommends ${PACKAGES.join(" ")}`;

/** Returns when CHROMIUM exists, installing it if it can; throws naming the command otherwise. */
export function ensureBrowser() {
  if (existsSync(CHROMIUM)) return;
  const root = process.getuid?.() === 0;
  const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  if (!root || !hasApt)
    throw new Error(
      `The console's browser tests need Debian's chromium at ${CHROMIUM}: run \`sudo ${INSTALL}\` ` +
        "(or set CHROMIUM_PATH to a Chromium binary)",
    );
  console.log(`Installing the browser for the console's tests: ${INSTALL}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  let installed = spawnSync("apt-get", INSTALL.split(" ").slice(1), { stdio: "inherit", env });
  if (installed.status !== 0) {
    // A fresh machine's package lists may be missing or stale.
    spawnSync("apt-get", ["update"], { stdio: "inherit", env });
    installed = spawnSync("apt-get", INSTALL.split(" ").slice(1), { stdio: "inherit", env });
  }
  if (installed.status !== 0 || !existsSync(CHROMIUM))
    throw new Error(`Installing chromium failed: run \`${INSTALL}\` and npm test again`);
}
