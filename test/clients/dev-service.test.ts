// How `account:create` finds a local service (scripts/dev-service.mjs, scripts/create.mjs): `npm run dev` on
// any port says where it serves in the state folder, and the script asks that service, waiting while it
// starts, instead of writing the database file it holds.
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { announceService, DEFAULT_STATE, devTarget, runningService } from "../../scripts/dev-service.mjs";

const run = promisify(execFile);
const folders: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const server of servers.splice(0)) server.close();
});
const stateFolder = () => {
  const dir = mkdtempSync(join(tmpdir(), "dev-service-"));
  folders.push(dir);
  return dir;
};

describe("where npm run dev serves", () => {
  const config = (text: string) => () => text;

  it("takes the flags first, then wrangler.toml's [dev], then wrangler's defaults", () => {
    expect(devTarget([])).toEqual({ state: DEFAULT_STATE, url: "http://127.0.0.1:8787" });
    expect(devTarget(["--port", "9000"]).url).toBe("http://127.0.0.1:9000");
    expect(devTarget(["--port=9001", "--persist-to=/tmp/s"])).toEqual({
      state: "/tmp/s",
      url: "http://127.0.0.1:9001",
    });
    expect(devTarget(["--ip", "0.0.0.0", "--local-protocol", "https"], config("")).url).toBe(
      "https://127.0.0.1:8787",
    );
    expect(devTarget(["--ip", "::1"], config("")).url).toBe("http://[::1]:8787");
    const other = 'name = "x"\n[dev]\nip = "127.0.0.2"\nport = 8800 # ours\n[vars]\nport = 1\n';
    expect(devTarget(["-c", "other.toml"], config(other)).url).toBe("http://127.0.0.2:8800");
    expect(devTarget([], config("[vars]\nport = 1\n")).url).toBe("http://127.0.0.1:8787");
  });

  it("is forgotten once its process is gone", async () => {
    const state = stateFolder();
    const withdraw = announceService(state, "http://127.0.0.1:9");
    expect(runningService(state)).toEqual({ url: "http://127.0.0.1:9", pid: process.pid });
    withdraw();
    expect(runningService(state)).toBeNull();
    // A record left by a service that was killed: its process no longer runs.
    const gone = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => gone.on("exit", resolve));
    const path = join(state, "dev-service.json");
    announceService(state, "http://127.0.0.1:9");
    const record = JSON.parse(readFileSync(path, "utf8"));
    record.pid = gone.pid;
    writeFileSync(path, JSON.stringify(record));
    expect(runningService(state)).toBeNull();
  });
});

describe("account:create beside a service on another port", () => {
  it("asks the service the state folder names, waiting for it to start", async () => {
    const state = stateFolder();
    const asked: { path?: string; authorization?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = "";
      req.on("data", (piece) => {
        body += piece;
      });
      req.on("end", () => {
        asked.push({ path: req.url, authorization: req.headers.authorization, body });
        res.setHeader("content-type", "application/json");
        res.end(
          req.url === "/health"
            ? "{}"
            : JSON.stringify({ account_id: "a1", service_key: "s1", ingestion_key: "i1", extra: true }),
        );
      });
    });
    servers.push(server);
    // A port the service will listen on, said before it listens (as npm run dev says it before wrangler is
    // ready): the script waits for its health check.
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    announceService(state, `http://127.0.0.1:${port}`);
    setTimeout(() => server.listen(port, "127.0.0.1"), 1500);

    const { stdout } = await run(
      process.execPath,
      ["scripts/account-create.mjs", "--name", "beside", "--persist-to", state],
      { env: { ...process.env, ADMIN_TOKEN: "operator-token" } },
    );
    expect(JSON.parse(stdout)).toEqual({ account_id: "a1", service_key: "s1", ingestion_key: "i1" });
    const created = asked.find((a) => a.path === "/admin/accounts");
    expect(created).toEqual({
      path: "/admin/accounts",
      authorization: "Bearer operator-token",
      body: JSON.stringify({ name: "beside" }),
    });
    // Nothing of the local database was written: the folder holds only the service's record.
    expect(readdirSync(state)).toEqual(["dev-service.json"]);
  });
});
