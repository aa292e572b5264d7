// The README's quick start, run as it stands there: the ```sh block under "Quick start with curl" is taken
// from README.md (not a copy of it) and run with bash (-e, -u, pipefail) against the Worker the clients
// project started, so a step that no longer does what the README says fails here. Its own `jq -e` checks
// each answer has what the next step uses; this test then checks what the steps' comments promise.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { workerUrl } from "./harness";

function quickStart(): string {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Quick start with curl"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('README.md has no ```sh block under "Quick start with curl"');
  return block;
}

function bash(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn("bash", ["-euo", "pipefail", "-c", script], { env: { ...process.env, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (piece) => {
      stdout += piece;
    });
    child.stderr.on("data", (piece) => {
      stderr += piece;
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("README.md's quick start", () => {
  it("runs as written, each step doing what its comment says", async () => {
    const { code, stdout, stderr } = await bash(quickStart(), { API: workerUrl });
    expect(code, `stdout:\n${stdout}\nstderr:\n${stderr}`).toBe(0);
    // The node update took the new condition and moved the generation on.
    expect(stdout).toMatch(/"generation_id": 1,/);
    expect(stdout).toContain('"value": "trace"');
    // The refused delivery was dead-lettered, and the replay queued it again.
    expect(stdout).toMatch(/"dead_letter_events": 1/);
    expect(stdout).toMatch(/"status": 405/); // the refusal the comment names
    expect(stdout).toMatch(/"batches": 1,\s*"events": 1/);
    // Export v2's second page holds the other error line.
    expect(stdout).toMatch(/^"GET \/(cart 502|checkout 500)"$/m);
    // The live tail showed an error line sent after it opened, and stopped.
    expect(stdout).toMatch(/ web-1 nginx \[ERROR\] upstream timed out$/m);
  }, 180_000);
});
