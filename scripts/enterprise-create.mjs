#!/usr/bin/env node
// npm run enterprise:create -- --name <name> [--url <service url>] [--remote]
// Creates an enterprise with one enterprise key and prints exactly one JSON object
// {"enterprise_id", "enterprise_key"} on stdout (scripts/create.mjs: through the running service's
// POST /admin/enterprises, or SQL when none runs). Everything else goes to stderr.
import { create } from "./create.mjs";
import { enterpriseSql } from "./enterprise-sql.mjs";

await create("enterprise:create", "/admin/enterprises", enterpriseSql, (e) => ({
  enterprise_id: e.enterprise_id,
  enterprise_key: e.enterprise_key,
}));
