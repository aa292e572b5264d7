#!/usr/bin/env node
// npm run enterprise:create -- --name <name> [--remote]
// Creates an enterprise with one enterprise key and prints exactly one JSON object
// {"enterprise_id", "enterprise_key"} on stdout. Everything else goes to stderr.
import { createWithSql } from "./create-with-sql.mjs";
import { enterpriseSql } from "./enterprise-sql.mjs";

await createWithSql("enterprise:create", enterpriseSql);
