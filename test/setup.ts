import { applyD1Migrations, env } from "cloudflare:test";
import { afterEach } from "vitest";
import { takeServerErrors } from "../src/http/server-errors";

// Applies the migrations to the runtime's database: once per pool worker in the `workers` project (its
// files share one runtime and database, isolate: false), once per file in `workers-isolated`. Migrations
// already applied are skipped.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// No request is ever answered 500: a test whose requests got one fails, naming them (the Worker shares this
// isolate's modules, so SELF.fetch and direct calls both land in the same record).
afterEach(() => {
  const answered = takeServerErrors();
  if (answered.length > 0) throw new Error(`answered with a server error: ${answered.join("; ")}`);
});
