import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";
import { startReceiver } from "./test/receiver.mjs";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("migrations");
  // A real HTTP endpoint on loopback, so destinations are tested by delivering, not by a mock.
  const receiverUrl = await startReceiver();
  return {
    plugins: [
      cloudflareTest({
        main: "./src/index.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations, RECEIVER_URL: receiverUrl } },
      }),
    ],
    test: {
      include: ["test/**/*.test.ts"],
      setupFiles: ["./test/setup.ts"],
      testTimeout: 30_000,
    },
  };
});
