#!/usr/bin/env node
// npm test: builds the console (and installs the browser its tests drive, when missing), then the static checks
// (tsc, biome, the layer check) and the test suite, side by side. The suite waits
// on runtimes starting, brokers and sockets for part of its time; the checks, at a lower CPU priority (nice),
// use those gaps instead of running first or taking cores from the suite. The suite's output streams; each
// check's is printed when it ends. Fails if any of them fails.
import { spawn, spawnSync } from "node:child_process";
import { ensureBrowser } from "./browser.mjs";
import { CONSOLE_BUILD } from "./console-build.mjs";

const run = (name, command, args, { stream = false } = {}) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: stream ? "inherit" : "pipe", shell: false });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += d;
    });
    child.stderr?.on("data", (d) => {
      output += d;
    });
    child.on("close", (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!stream && (code !== 0 || output.trim())) process.stdout.write(`\n--- ${name} ---\n${output}`);
      console.log(`${code === 0 ? "ok" : "FAILED"}: ${name} (${seconds} s)`);
      resolve(code === 0);
    });
  });

const bin = (name) => `node_modules/.bin/${name}`;
// `nice` where the system has it (Linux, macOS); the checks run at normal priority elsewhere.
const hasNice = spawnSync("nice", ["true"]).status === 0;
const niced = (command, args) => (hasNice ? ["nice", ["-n", "15", command, ...args]] : [command, args]);
// First, what the suite needs: the console built (wrangler.toml serves console/dist) and a browser for its tests.
ensureBrowser();
if (!(await run("console build (vite build)", "npx", CONSOLE_BUILD))) process.exit(1);
const results = await Promise.all([
  run("typecheck (tsc --noEmit)", ...niced(bin("tsc"), ["--noEmit"])),
  run("typecheck, console (tsc -p console)", ...niced(bin("tsc"), ["-p", "console", "--noEmit"])),
  run("lint and format (biome)", ...niced(bin("biome"), ["check", "--error-on-warnings", "."])),
  run("layers (scripts/check-layers.mjs)", process.execPath, ["scripts/check-layers.mjs"]),
  run("tests (vitest run)", bin("vitest"), ["run", ...process.argv.slice(2)], { stream: true }),
]);
process.exit(results.every(Boolean) ? 0 : 1);
