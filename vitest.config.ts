import { randomBytes } from "node:crypto";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { startReceiver } from "./test/receiver.mjs";

// Two projects: `workers` runs inside workerd (the pool: D1, Durable Objects, storage isolated per file);
// `clients` runs real sender libraries (LogDNA, OpenTelemetry, Splunk, Prometheus clients) in Node against
// the Worker started once by wrangler (test/clients/global-setup.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  // A real HTTP endpoint on loopback, so destinations are tested by delivering, not by a mock.
  const receiverUrl = await startReceiver();
  return {
    test: {
      projects: [
        {
          plugins: [
            cloudflareTest({
              main: "./src/index.ts",
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  RECEIVER_URL: receiverUrl,
                  // The key that seals stored credentials (a Worker secret in production): new each run.
                  SECRETS_KEY: randomBytes(32).toString("base64"),
                },
                // Every file runs under wrangler.toml's real (production) rate limits. These two low ones,
                // with the same periods, are used only by test/http/rate-limit.test.ts, which hands them to
                // the Worker in place of the real ones to reach a 429 in a few requests.
                ratelimits: {
                  TEST_MANAGEMENT_RATE_LIMIT: { simple: { limit: 5, period: 60 } },
                  TEST_INGESTION_RATE_LIMIT: { simple: { limit: 5, period: 10 } },
                },
              },
            }),
          ],
          test: {
            name: "workers",
            include: ["test/**/*.test.ts"],
            exclude: ["test/clients/**"],
            setupFiles: ["./test/setup.ts"],
            testTimeout: 30_000,
          },
        },
        {
          test: {
            name: "clients",
            environment: "node",
            include: ["test/clients/**/*.test.ts"],
            globalSetup: ["./test/clients/global-setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
